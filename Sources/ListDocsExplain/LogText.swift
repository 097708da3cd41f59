import ListDocsDiagnostics

/// Text taken from a pasted log, written into a recipe's Markdown as text and nothing else:
/// an identifier cannot close its code span, start a line (a heading, a fence, a walkthrough
/// that was never run), or carry a link, an image or HTML into the page.
enum LogText {
    /// `text` as an inline code span: control characters and new lines written as escapes
    /// (so it stays on its line), inside a run of backticks longer than any run within it,
    /// padded with a space where it starts or ends with a backtick.
    static func code(_ text: String) -> String {
        let visible = VisibleText.escaped(text)
        var longest = 0
        var run = 0
        for character in visible {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = visible.hasPrefix("`") || visible.hasSuffix("`") ? " " : ""
        return fence + pad + visible + pad + fence
    }

    /// The identifiers as code spans, joined with commas.
    static func codes(_ texts: [String]) -> String {
        texts.map(code).joined(separator: ", ")
    }
}
