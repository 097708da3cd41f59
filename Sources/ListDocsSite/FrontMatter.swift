import Foundation
import Yams

/// A recipe's YAML front matter: the lines between the opening and closing `---`.
public struct FrontMatter: Hashable, Sendable {
    /// Required: the page title.
    public var title: String
    /// A one-paragraph summary for the index.
    public var summary: String?
    /// `YYYY-MM-DD`; the index lists the newest first.
    public var date: String?
    /// Tags shown on the index and the page.
    public var tags: [String]
    /// A draft is checked but not published.
    public var draft: Bool
    /// An explicit position on the index (lower first), before dated recipes.
    public var order: Int?

    /// Splits `text` into front matter and body. Returns the front matter text, the body,
    /// and the file line the body starts on.
    static func split(_ text: String) -> (yaml: String?, body: String, bodyLine: Int) {
        let bytes = text.utf8
        // Lines are found on the UTF-8 bytes: front matter is small, the body can be large.
        func lineEnd(from start: String.Index) -> String.Index {
            bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        }
        func isFence(_ start: String.Index, _ end: String.Index) -> Bool {
            text[start..<end].trimmingCharacters(in: .whitespaces) == "---"
        }
        var end = lineEnd(from: bytes.startIndex)
        guard isFence(bytes.startIndex, end), end < bytes.endIndex else { return (nil, text, 1) }
        var line = 1
        var start = bytes.index(after: end)
        let yamlStart = start
        while start < bytes.endIndex {
            end = lineEnd(from: start)
            line += 1
            if isFence(start, end) {
                let yaml = String(text[yamlStart..<start].dropLast())
                let rest = end < bytes.endIndex ? String(text[bytes.index(after: end)...]) : ""
                // Blank lines stand in for the front matter, so positions in the body are
                // positions in the file.
                return (yaml, String(repeating: "\n", count: line) + rest, line + 1)
            }
            guard end < bytes.endIndex else { break }
            start = bytes.index(after: end)
        }
        return (nil, text, 1)
    }

    /// Parses the front matter of `path`. Positions in errors are file positions.
    static func parse(_ yaml: String?, path: String) throws(SiteError) -> FrontMatter {
        guard let yaml else {
            throw SiteError(path: path, line: 1, column: 1, message: "missing front matter: a recipe starts with '---', 'title: …', '---'")
        }
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: yaml)
        } catch {
            let (line, column, message) = describe(error)
            throw SiteError(path: path, line: line + 1, column: column, message: "front matter is not valid YAML: \(message)")
        }
        guard let values = loaded as? [String: Any] else {
            throw SiteError(path: path, line: 2, column: 1, message: "front matter must be a mapping like 'title: Deleting rows'")
        }
        guard let title = values["title"].map({ "\($0)" }), !title.isEmpty else {
            throw SiteError(path: path, line: 2, column: 1, message: "front matter has no 'title'; every recipe needs one")
        }
        let known: Set<String> = ["title", "summary", "date", "tags", "draft", "order"]
        for key in values.keys.sorted() where !known.contains(key) {
            throw SiteError(path: path, line: line(of: key, in: yaml) + 1, column: 1,
                            message: "unknown front matter key '\(key)'; known keys: title, summary, date, tags, draft, order")
        }
        var tags: [String] = []
        if let list = values["tags"] as? [Any] { tags = list.map { "\($0)" } } else if let one = values["tags"] { tags = ["\(one)"] }
        var date: String?
        if let value = values["date"] {
            if let d = value as? Date {
                let f = DateFormatter()
                f.dateFormat = "yyyy-MM-dd"
                f.timeZone = TimeZone(identifier: "UTC")
                f.locale = Locale(identifier: "en_US_POSIX")
                date = f.string(from: d)
            } else {
                date = "\(value)"
            }
        }
        return FrontMatter(
            title: title, summary: values["summary"].map { "\($0)" }, date: date, tags: tags,
            draft: (values["draft"] as? Bool) ?? false, order: values["order"] as? Int)
    }

    static func describe(_ error: Error) -> (Int, Int, String) {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return (mark.line, mark.column, problem)
            case .duplicatedKeysInMapping(let duplicates, let context):
                return (context.mark.line, context.mark.column, "duplicated keys \(duplicates.joined(separator: ", "))")
            default:
                return (1, 1, "\(yaml)")
            }
        }
        return (1, 1, "\(error)")
    }

    static func line(of key: String, in yaml: String) -> Int {
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix(key + ":") {
            return index + 1
        }
        return 1
    }
}
