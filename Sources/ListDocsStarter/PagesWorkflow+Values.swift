import ListDocsDiagnostics
import ListDocsSite

/// A value given for the Pages workflow that cannot go into it, and why.
public struct WorkflowValueProblem: Error, Equatable, CustomStringConvertible {
    /// The option it was given with (`--branch`).
    public var option: String
    public var value: String
    public var reason: String

    public var description: String {
        "\(option) '\(VisibleText.escaped(value))' \(reason); nothing was written"
    }
}

extension PagesWorkflow {
    /// A branch, tag or commit name as git allows it: letters, digits, `.`, `_`, `-` and
    /// `/`, not starting with `-` or `/`, without `..` (so no Actions expression, quote or
    /// space can reach the file).
    static func checkRef(_ ref: String, option: String) throws(WorkflowValueProblem) {
        let allowed = ref.unicodeScalars.allSatisfy {
            $0.isASCII
                && (("a"..."z").contains($0) || ("A"..."Z").contains($0)
                    || ("0"..."9").contains($0) || "._-/".unicodeScalars.contains($0))
        }
        guard !ref.isEmpty, allowed, !ref.hasPrefix("-"), !ref.hasPrefix("/"),
            !ref.contains(".."), !ref.hasSuffix("/"), !ref.hasSuffix(".lock")
        else {
            throw WorkflowValueProblem(
                option: option, value: ref,
                reason:
                    "is not a git branch, tag or commit name (letters, digits, '.', '_', '-' and '/')"
            )
        }
    }

    /// An `https://`, `ssh://` or `git@host:path` URL with no space, quote, `$`, backslash
    /// or backtick.
    static func checkRepository(_ url: String) throws(WorkflowValueProblem) {
        let schemes = ["https://", "http://", "ssh://", "git@"]
        let forbidden = " \t\n\r\"'`$\\{}<>;|&"
        guard schemes.contains(where: url.hasPrefix), url.count > 8,
            url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
            !url.contains(where: { forbidden.contains($0) })
        else {
            throw WorkflowValueProblem(
                option: "--listdocs-repository", value: url,
                reason:
                    "is not a git URL the workflow can clone (https://…, ssh://… or git@host:path, without spaces, quotes, '$' or braces)"
            )
        }
    }

    /// A container image reference: `name:tag` or `name@sha256:digest`, of the characters
    /// image references use.
    static func checkContainer(_ image: String) throws(WorkflowValueProblem) {
        let allowed = image.unicodeScalars.allSatisfy {
            $0.isASCII
                && (("a"..."z").contains($0) || ("A"..."Z").contains($0)
                    || ("0"..."9").contains($0) || "._-/:@".unicodeScalars.contains($0))
        }
        guard !image.isEmpty, allowed, !image.hasPrefix("-") else {
            throw WorkflowValueProblem(
                option: "--container", value: image,
                reason: "is not a container image such as swift:6.1-noble or swift@sha256:…")
        }
    }
}
