/// The rule for `base_url` and `--base-url`: an absolute `http://` or `https://` URL with
/// a host, or a path that starts with one `/`. Nothing in it may need escaping in HTML
/// or a URL (spaces, quotes, `<`, `>`, backslashes, control characters), and it carries
/// no query or fragment. A trailing `/` is added when missing.
public enum BaseURL {
    /// The base URL to use for `value`, or why it cannot be one.
    public static func validated(_ value: String) -> Result<String, BaseURLProblem> {
        guard !value.isEmpty else {
            return .failure(BaseURLProblem(reason: "is empty; write '/' for the root of a host"))
        }
        if let bad = value.unicodeScalars.first(where: isForbidden) {
            return .failure(
                BaseURLProblem(
                    reason:
                        "holds '\(bad.escaped(asASCII: true))', which a URL cannot hold unescaped"))
        }
        if value.contains("?") || value.contains("#") {
            return .failure(
                BaseURLProblem(
                    reason: "has a query or fragment; a base URL is a scheme, host and path"))
        }
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            let afterScheme = value[value.index(value.firstIndex(of: ":")!, offsetBy: 3)...]
            let host = afterScheme.prefix { $0 != "/" }
            guard !host.isEmpty, !host.contains("@") else {
                return .failure(
                    BaseURLProblem(
                        reason:
                            "has no host after the scheme (or names a user); write e.g. https://example.org/docs/"
                    ))
            }
        } else if value.hasPrefix("//") || !value.hasPrefix("/") {
            return .failure(
                BaseURLProblem(
                    reason:
                        "must be an absolute http(s):// URL or a path starting with '/', e.g. https://example.org/docs/ or /docs/"
                ))
        }
        return .success(value.hasSuffix("/") ? value : value + "/")
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x21 || scalar.value == 0x7F
            || "\"'<>\\`{}|^".unicodeScalars.contains(scalar)
            || (0x80...0x9F).contains(scalar.value)
    }
}

/// Why a value cannot be the site's base URL.
public struct BaseURLProblem: Error, Hashable, Sendable {
    /// Completes "base URL '…' …".
    public var reason: String
}
