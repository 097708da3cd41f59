/// A log as people quote it in Markdown, a chat or an issue tracker, made plain again: the
/// `>` that quotes each line taken off, the backticks of inline code around a line taken
/// off, and curly quotes straightened (`‘…’` and `“…”`, which editors put where the console
/// printed `'…'` and `"…"`).
enum QuotedLog {
    /// The text made plain; nil when nothing in it is quoted (the common case, read in one
    /// pass over its bytes).
    static func unquoted(_ text: String) -> String? {
        guard mayBeQuoted(text) else { return nil }
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard rest.first == ">" || (rest.first == "`" && !rest.hasPrefix("```")) else {
                lines.append(line)
                continue
            }
            // The marker and the one space after it: what follows is the line as printed,
            // whose own indent (the tab before each entry of a multi-line reason) stays.
            while rest.first == ">" {
                rest = rest.dropFirst()
                if rest.first == " " { rest = rest.dropFirst() }
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

    /// Whether a line starts with `>` or a backtick, or the text holds a curly quote.
    private static func mayBeQuoted(_ text: String) -> Bool {
        var lineStart = true
        // The two bytes before this one.
        var (twoBack, oneBack): (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if lineStart, byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") { return true }
            if byte == UInt8(ascii: "\n") {
                lineStart = true
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                lineStart = false
            }
            // U+2018, U+2019, U+201C, U+201D are E2 80 98/99/9C/9D in UTF-8.
            if twoBack == 0xE2, oneBack == 0x80, [0x98, 0x99, 0x9C, 0x9D].contains(byte) {
                return true
            }
            (twoBack, oneBack) = (oneBack, byte)
        }
        return false
    }
}
