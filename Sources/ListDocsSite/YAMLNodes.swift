import Foundation
import ListDocsDiagnostics
import Yams

/// The YAML files a site reads (`listdocs.yml`, `strings.yml`, front matter) as Yams'
/// nodes with their positions, composed without YAML's implicit typing.
///
/// Anchors and aliases (`&name`, `*name`) are refused where they stand: a settings file
/// has no use for them, and nine aliases of nine aliases, seven deep, make a 400-byte file
/// that expands to gigabytes when read as values. Composing keeps an alias as the node it
/// names (no copy), and the walk that looks for anchors stops at the first, so a file of
/// any shape is answered in time linear in its size.
enum YAMLNodes {
    /// The file's single document; nil when it is empty. `lineOffset` is added to every
    /// line (front matter starts after its `---`); `what` names the file in messages.
    static func compose(_ text: String, path: String, what: String, lineOffset: Int = 0)
        throws(SiteError) -> Node?
    {
        do {
            // The parser owns the anchors its nodes point at (weakly): keep it alive until
            // the walk has looked at them.
            // UTF-8, Swift's own: Yams' default reads the process environment on every parse.
            let parser = try Parser(
                yaml: text, resolver: .basic, constructor: .default, encoding: .utf8)
            let root = try parser.singleRoot()
            if let root, let anchored = firstAnchored(in: root) {
                let mark = anchored.mark
                throw SiteError(
                    path: path, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1,
                    message:
                        "\(what) uses a YAML anchor or alias (&\(anchored.anchorName ?? "…") or *\(anchored.anchorName ?? "…")); listdocs reads neither: write the value out where it is used"
                )
            }
            return withExtendedLifetime(parser) { root }
        } catch let error as SiteError {
            throw error
        } catch YamlError.duplicatedKeysInMapping(let duplicates, _) {
            throw duplicateKey(duplicates.first ?? "", in: text, path: path, lineOffset: lineOffset)
        } catch {
            let (line, column, message) = describe(error)
            throw SiteError(
                path: path, line: line + lineOffset, column: column,
                message: "\(what) is not valid YAML: \(message)")
        }
    }

    /// The first node, in document order, that has an anchor or is an alias of one.
    /// Descends only into nodes without one, so it reads each written node once.
    private static func firstAnchored(in node: Node) -> Node? {
        if node.anchorName != nil { return node }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let found = firstAnchored(in: key) ?? firstAnchored(in: value) {
                    return found
                }
            }
        case .sequence(let sequence):
            for item in sequence {
                if let found = firstAnchored(in: item) { return found }
            }
        case .scalar, .alias:
            break
        }
        return nil
    }

    /// A key given twice, at its second line: Yams names the key, not where it is.
    private static func duplicateKey(
        _ key: String, in text: String, path: String, lineOffset: Int
    ) -> SiteError {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let keyLines = lines.indices.filter { index in
            guard let colon = lines[index].firstIndex(of: ":") else { return false }
            let name = lines[index][..<colon].drop { " \t-".contains($0) }
            return name.trimmingCharacters(in: CharacterSet(charactersIn: " \t'\"")) == key
        }
        let second = keyLines.dropFirst().first ?? 0
        return SiteError(
            path: path, line: second + 1 + lineOffset, column: 1,
            message: "'\(key)' is given twice")
    }

    /// The text of a scalar that is not YAML's null and holds no control character, or why
    /// the value cannot be `key`'s text (front matter and settings read text alike).
    static func text(_ node: Node, key: String) -> Result<String, TextProblem> {
        guard case .scalar(let scalar) = node else { return .failure(.notText) }
        if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
            return .failure(
                .message(
                    "'\(key)' has no value (YAML reads '\(scalar.string.isEmpty ? "nothing" : scalar.string)' as null); write it, in quotes if it is meant literally"
                ))
        }
        if let control = VisibleText.firstControl(in: scalar.string) {
            return .failure(.message(FrontMatter.controlMessage(key, control)))
        }
        return .success(scalar.string)
    }

    /// Why a value is not text: not a scalar (each reader says so in its words), or the
    /// message.
    enum TextProblem: Error {
        case notText
        case message(String)
    }

    /// The line, column and words of a YAML error.
    static func describe(_ error: Error) -> (Int, Int, String) {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                return (mark.line, mark.column, problem)
            default:
                return (1, 1, "\(yaml)")
            }
        }
        return (1, 1, "\(error)")
    }
}

extension Node {
    /// The anchor this node was written with or is an alias of; nil for a plain node.
    fileprivate var anchorName: String? {
        switch self {
        case .scalar(let scalar): scalar.anchor?.rawValue
        case .mapping(let mapping): mapping.anchor?.rawValue
        case .sequence(let sequence): sequence.anchor?.rawValue
        case .alias(let alias): alias.anchor.rawValue
        }
    }
}
