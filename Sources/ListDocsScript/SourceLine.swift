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
        let raw = source.body.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, text) in raw.enumerated() {
            let stripped = removingComment(Array(text.hasSuffix("\r") ? text.dropLast() : text))
            var end = stripped.count
            while end > 0, stripped[end - 1] == " " || stripped[end - 1] == "\t" { end -= 1 }
            let characters = Array(stripped[..<end])
            let indent = characters.prefix(while: { $0 == " " || $0 == "\t" }).count
            guard indent < characters.count else { continue }
            result.append(SourceLine(
                characters: characters, indent: indent, line: source.firstBodyLine + offset,
                firstColumn: 1 + source.columnOffset))
        }
        return result
    }

    private static func removingComment(_ characters: [Character]) -> [Character] {
        var inQuotes = false
        var escaped = false
        for (index, character) in characters.enumerated() {
            if escaped { escaped = false; continue }
            if inQuotes, character == "\\" { escaped = true; continue }
            if character == "\"" { inQuotes.toggle() }
            if character == "#", !inQuotes { return Array(characters[..<index]) }
        }
        return characters
    }

    /// Where the line's text (after its indentation) starts.
    var location: SourceLocation { SourceLocation(line: line, column: firstColumn + indent) }

    /// The line's text after its indentation.
    var text: String { String(characters[indent...]) }
}
