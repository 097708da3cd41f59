import Foundation
import ListDocsDiagnostics
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
    /// The group the index lists the recipe under (`Basics`, `Reference`); groups appear in
    /// the order of their first recipe.
    public var group: String? = nil
    /// Whether each top-level `##` section is a page of its own (`split: true`): the
    /// recipe's page keeps what comes before the first one and lists them all (`RecipeParts`).
    public var split = false
    /// The language the recipe's prose is written in when it is not the site's
    /// (`language: en` on a German site, as `listdocs explain` writes): the page marks the
    /// prose so, a part at a time, while its walkthroughs speak the site's language.
    public var language: String? = nil

    /// Splits `text` into front matter and body. Returns the front matter text, the body,
    /// and the file line the body starts on.
    public static func split(_ text: String) -> (yaml: String?, body: String, bodyLine: Int) {
        let bytes = text.utf8
        // Lines are found on the UTF-8 bytes: front matter is small, the body can be large.
        func lineEnd(from start: String.Index) -> String.Index {
            bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        }
        func isFence(_ start: String.Index, _ end: String.Index) -> Bool {
            // `---`, with blanks (and a CR) around it allowed.
            var dashes = 0
            for byte in bytes[start..<end] {
                switch byte {
                case UInt8(ascii: "-"): dashes += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    if dashes > 0 && dashes < 3 { return false }
                default: return false
                }
            }
            return dashes == 3
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
                // Blank lines stand in for the front matter, so positions in the body are
                // positions in the file.
                var body = String(repeating: "\n", count: line)
                if end < bytes.endIndex {
                    let rest = text[bytes.index(after: end)...]
                    body.reserveCapacity(line + rest.utf8.count)
                    body += rest
                }
                return (yaml, body, line + 1)
            }
            guard end < bytes.endIndex else { break }
            start = bytes.index(after: end)
        }
        return (nil, text, 1)
    }

    /// The keys a recipe's front matter may have.
    static let knownKeys = [
        "title", "summary", "date", "tags", "draft", "order", "group", "split", "language",
    ]

    /// Parses the front matter of `path`. Positions in errors are file positions.
    ///
    /// The YAML is composed into nodes without YAML's implicit typing (which would turn
    /// `date: 2026-01-05` into a timestamp and back, and costs a regular expression per
    /// value); each key then reads its own type, so a wrong value is reported where it is.
    public static func parse(_ yaml: String?, path: String) throws(SiteError) -> FrontMatter {
        guard let yaml else {
            throw SiteError(
                path: path, line: 1, column: 1,
                message: "missing front matter: a recipe starts with '---', 'title: …', '---'")
        }
        let mapping = try composeMapping(yaml, path: path)
        let reader = ValueReader(path: path)
        var matter = FrontMatter(
            title: "", summary: nil, date: nil, tags: [], draft: false, order: nil)
        // (Composing has already rejected a key given twice.)
        for (keyNode, value) in mapping {
            try reader.read(keyNode, value, into: &matter)
        }
        guard !matter.title.isEmpty else {
            throw SiteError(
                path: path, line: 2, column: 1,
                message: "front matter has no 'title'; every recipe needs one")
        }
        return matter
    }

    /// The YAML as a mapping of nodes, or an error at the place YAML gives up.
    private static func composeMapping(_ yaml: String, path: String) throws(SiteError)
        -> Node
        .Mapping
    {
        let root = try YAMLNodes.compose(yaml, path: path, what: "front matter", lineOffset: 1)
        guard case .mapping(let mapping)? = root else {
            throw SiteError(
                path: path, line: 2, column: 1,
                message: "front matter must be a mapping like 'title: Deleting rows'")
        }
        return mapping
    }

    /// The message for a value that a YAML escape (`"\f"`, `"\0"`) gave a control
    /// character no page or feed may hold.
    static func controlMessage(_ key: String, _ control: Unicode.Scalar) -> String {
        let shown = VisibleText.escaped(String(control))
        return control.value >= 0xFFFE
            ? "'\(key)' holds \(shown), which is not a character (a YAML escape such as \"\\uFFFE\" writes one); a page or a feed cannot show it. Remove it"
            : "'\(key)' holds the control character \(shown) (a YAML escape such as \"\\f\" or \"\\0\" writes one); a page or a feed cannot show it. Remove it"
    }

    /// Reads each key's value as its own type, with errors at the value's position.
    private struct ValueReader {
        let path: String

        func problem(_ node: Node, _ message: String) -> SiteError {
            SiteError(
                path: path, line: (node.mark?.line ?? 1) + 1, column: node.mark?.column ?? 1,
                message: message)
        }

        /// A scalar that is not YAML's null.
        func text(_ node: Node, _ key: String) throws(SiteError) -> String {
            switch YAMLNodes.text(node, key: key) {
            case .success(let text): return text
            case .failure(.notText): throw problem(node, "'\(key)' must be text")
            case .failure(.message(let message)): throw problem(node, message)
            }
        }

        func read(_ keyNode: Node, _ value: Node, into matter: inout FrontMatter) throws(SiteError)
        {
            let key = keyNode.string ?? ""
            switch key {
            case "title": matter.title = try text(value, key)
            case "summary": matter.summary = try text(value, key)
            case "date":
                guard let date = normalizedDate(try text(value, key)) else {
                    throw problem(
                        value, "'date' is written YYYY-MM-DD and must be a day of the calendar")
                }
                matter.date = date
            case "tags":
                if case .sequence(let items) = value {
                    matter.tags = try items.map { item throws(SiteError) in
                        try text(item, "each tag")
                    }
                } else {
                    matter.tags = [try text(value, key)]
                }
            case "draft", "split":
                let flag: Bool
                switch try text(value, key).lowercased() {
                case "true", "yes": flag = true
                case "false", "no": flag = false
                default: throw problem(value, "'\(key)' is true or false")
                }
                if key == "draft" { matter.draft = flag } else { matter.split = flag }
            case "order":
                guard let order = Int(try text(value, key)) else {
                    throw problem(value, "'order' is a whole number")
                }
                matter.order = order
            case "group":
                matter.group = try text(value, key)
            case "language":
                let language = try text(value, key)
                guard SiteStrings.isLanguageTag(language) else {
                    throw problem(
                        value, "'language' is a language tag, such as en, de or pt-BR")
                }
                matter.language = language
            default:
                throw problem(
                    keyNode,
                    "unknown front matter key '\(key)'; known keys: \(knownKeys.joined(separator: ", "))"
                )
            }
        }
    }

    /// `2026-1-5` or `2026-01-05` (with or without a time after it) as `2026-01-05`; nil
    /// when it is not a date.
    static func normalizedDate(_ text: String) -> String? {
        let day = text.split(whereSeparator: { $0 == "T" || $0 == " " || $0 == "t" }).first ?? ""
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
            (1...2).contains(parts[2].count),
            let year = Int(parts[0]), let month = Int(parts[1]), let date = Int(parts[2]),
            year >= 0, (1...12).contains(month),
            (1...daysIn(month: month, year: year)).contains(date)
        else { return nil }
        let pad = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts[0])-\(pad(month))-\(pad(date))"
    }

    /// The days of `month` (1–12) in `year` of the Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func line(of key: String, in yaml: String) -> Int {
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        where line.hasPrefix(key + ":") {
            return index + 1
        }
        return 1
    }
}
