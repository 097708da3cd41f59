/// One line of a script after lexing: its text without the comment, its indentation,
/// and where it sits in the Markdown file.
struct SourceLine: Hashable {
    /// The line's text, comment removed, trailing blanks trimmed.
    let content: LineText
    /// Leading blanks (a tab counts as one column).
    let indent: Int
    /// The file line.
    let line: Int
    /// The file column of the line's first character.
    let firstColumn: Int

    init(content: LineText, indent: Int, line: Int, firstColumn: Int) {
        self.content = content
        self.indent = indent
        self.line = line
        self.firstColumn = firstColumn
    }

    /// A line read as it is, from its first character (an info string).
    init(_ text: String, line: Int, firstColumn: Int) {
        self.init(
            content: LineText(Array(text.utf8)), indent: 0, line: line, firstColumn: firstColumn)
    }

    /// Splits a block body into lines, dropping blank and comment-only lines. A `#` outside
    /// double quotes starts a comment. Lines end at a line feed; a carriage return before
    /// it is trimmed with the other trailing blanks.
    static func lines(of source: ScriptSource) -> [SourceLine] {
        var result: [SourceLine] = []
        let body = Array(source.body.utf8)
        var lineStart = 0
        var offset = 0
        while lineStart <= body.count {
            var lineEnd = lineStart
            while lineEnd < body.count, body[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer {
                lineStart = lineEnd + 1
                offset += 1
            }
            let text = LineText(Array(body[lineStart..<lineEnd]))
            // One pass over the characters: stop at a comment, remember the last non-blank.
            var quotes = QuoteTracker()
            var end = 0
            var at = 0
            while at < text.count {
                let unit = text.unit(at: at)
                if quotes.read(unit), unit == UInt8(ascii: "#") { break }
                at = text.next(after: at)
                if unit != UInt8(ascii: " "), unit != UInt8(ascii: "\t"), unit != UInt8(ascii: "\r")
                {
                    end = at
                }
            }
            var indent = 0
            while indent < end,
                text.unit(at: indent) == UInt8(ascii: " ")
                    || text.unit(at: indent) == UInt8(ascii: "\t")
            {
                indent += 1
            }
            guard indent < end else { continue }
            result.append(
                SourceLine(
                    content: text.prefix(end), indent: indent, line: source.firstBodyLine + offset,
                    firstColumn: 1 + source.columnOffset))
        }
        return result
    }

    /// Where the line's text (after its indentation) starts.
    var location: SourceLocation {
        SourceLocation(line: line, column: firstColumn + content.column(of: indent))
    }

    /// The line's text after its indentation.
    var text: String { content.string(indent..<content.count) }
}
