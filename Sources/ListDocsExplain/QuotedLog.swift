/// A log as people quote it in Markdown, a chat or an issue tracker, made plain again: the
/// `>` that quotes each line taken off, the backticks of inline code around a line taken
/// off, and curly quotes straightened (`‘…’` and `“…”`, which editors put where the console
/// printed `'…'` and `"…"`).
enum QuotedLog {
    static func unquoted(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard rest.first == ">" || (rest.first == "`" && !rest.hasPrefix("```")) else {
                lines.append(line)
                continue
            }
            while rest.first == ">" {
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            }
            // `reason` as inline code (a fence line, three or more, stays as it is).
            if rest.first == "`", !rest.hasPrefix("```") {
                rest = rest.drop { $0 == "`" }
                while rest.last == "`" { rest = rest.dropLast() }
            }
            lines.append(rest)
        }
        return String(
            lines.joined(separator: "\n").map { character -> Character in
                switch character {
                case "\u{2018}", "\u{2019}": "'"
                case "\u{201C}", "\u{201D}": "\""
                default: character
                }
            })
    }
}
