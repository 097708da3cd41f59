/// Lays diagnostics out as a compiler does, for a terminal or a plain-text overlay.
public enum DiagnosticText {
    /// How many characters of a source line are shown; a longer line is cut around the
    /// column, so one huge line cannot flood the terminal.
    public static let lineWidth = 160

    /// `path:line:column: error: message`, the source line, a caret under the column, then
    /// the notes. A problem with a whole file is `path: error: message`. `coloured` adds
    /// terminal colours (bold red `error`, bold magenta `warning`, green caret), for a
    /// terminal only.
    public static func rendered(_ diagnostic: Diagnostic, coloured: Bool = false) -> String {
        // What came from the user's files is shown, never obeyed, by a terminal.
        let path = VisibleText.escaped(diagnostic.file ?? "<input>")
        let message = VisibleText.escaped(diagnostic.message)
        let location = diagnostic.location
        let severity: String
        switch (coloured, diagnostic.severity) {
        case (false, _): severity = diagnostic.severity.rawValue
        case (true, .error): severity = "\u{1B}[1;31merror\u{1B}[0m"
        case (true, .warning): severity = "\u{1B}[1;35mwarning\u{1B}[0m"
        }
        var text: String
        if location.line > 0 {
            text =
                "\(path):\(location.line):\(location.column): \(severity): \(message)"
            if let line = diagnostic.sourceLine {
                let (shown, column) = clipped(VisibleText.escaped(line), column: location.column)
                let caretPad = String(
                    shown.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
                text += "\n" + shown + "\n" + caretPad + (coloured ? "\u{1B}[32m^\u{1B}[0m" : "^")
            }
        } else {
            text = "\(path): \(severity): \(message)"
        }
        for note in diagnostic.notes { text += "\n" + shownNote(note) }
        return text
    }

    /// A note as lines: one that holds several (UIKit's multi-line reasons) keeps them, each
    /// after the first indented by two spaces; every other control character is escaped.
    static func shownNote(_ note: String) -> String {
        note.split(separator: "\n", omittingEmptySubsequences: false)
            .map { VisibleText.escaped(String($0)) }
            .joined(separator: "\n  ")
    }

    /// The counts line: `1 error, 2 warnings`.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter(\.isError).count
        let warnings = diagnostics.count - errors
        return
            "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// The part of `line` to show and the caret's column in it: the whole line when it is
    /// short, else `lineWidth` characters around the column with `…` at a cut end.
    static func clipped(_ line: String, column: Int) -> (String, Int) {
        guard line.count > lineWidth else { return (line, column) }
        let characters = Array(line)
        let start = max(0, min(column - 1 - lineWidth / 2, characters.count - lineWidth))
        let end = min(characters.count, start + lineWidth)
        let lead = start > 0 ? "…" : ""
        let trail = end < characters.count ? "…" : ""
        return (lead + String(characters[start..<end]) + trail, column - start + lead.count)
    }
}
