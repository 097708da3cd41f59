import ListDocsScript

/// A script with `‸` marking where a diagnostic is expected: the marker is removed and
/// its position (in a Markdown file where the block body starts on line 10) is kept.
struct Marked {
    let source: ScriptSource
    let expected: [SourceLocation]

    init(_ text: String, info: String = "listdocs", firstLine: Int = 10) {
        var clean = ""
        var marks: [SourceLocation] = []
        var line = firstLine
        var column = 1
        var infoMarks: [SourceLocation] = []
        var infoClean = ""
        for character in info {
            if character == "‸" {
                infoMarks.append(SourceLocation(line: firstLine - 1, column: 4 + infoClean.count))
            } else {
                infoClean.append(character)
            }
        }
        for character in text {
            if character == "‸" {
                marks.append(SourceLocation(line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        source = ScriptSource(
            info: infoClean, infoLocation: SourceLocation(line: firstLine - 1, column: 4),
            body: clean, firstBodyLine: firstLine)
        expected = infoMarks + marks
    }

    func run() -> (Walkthrough?, [Diagnostic]) { ScriptRunner.run(source) }
}
