/// One line of a script after lexing: its text without the comment, its indentation,
/// and where it sits in the Markdown file.
struct SourceLine: Hashable {
    /// The characters of the line, comment removed, trailing blanks trimmed.
    let characters: [Character]
    /// Leading spaces (a tab counts as one column).
    let indent: Int
    /// The file line.
    let line: Int
    /// The file column of the line's first character.
    let firstColumn: Int

    /// Splits a block body into lines, dropping blank and comment-only lines. A `#` outside
    /// double quotes starts a comment.
    static func lines(of source: ScriptSource) -> [SourceLine] {
        var result: [SourceLine] = []
        var offset = 0
        for text in source.body.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += 1 }
            // One pass over the characters: stop at a comment, remember the last non-blank.
            var characters: [Character] = []
            characters.reserveCapacity(text.utf8.count)
            var inQuotes = false, escaped = false
            var end = 0
            for character in text {
                if escaped {
                    escaped = false
                } else if inQuotes, character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes.toggle()
                } else if character == "#", !inQuotes {
                    break
                }
                characters.append(character)
                if character != " ", character != "\t", character != "\r" { end = characters.count }
            }
            characters.removeSubrange(end...)
            let indent = characters.prefix(while: { $0 == " " || $0 == "\t" }).count
            guard indent < characters.count else { continue }
            result.append(SourceLine(
                characters: characters, indent: indent, line: source.firstBodyLine + offset,
                firstColumn: 1 + source.columnOffset))
        }
        return result
    }

    /// Where the line's text (after its indentation) starts.
    var location: SourceLocation { SourceLocation(line: line, column: firstColumn + indent) }

    /// The line's text after its indentation.
    var text: String { String(characters[indent...]) }
}
