import ListDocsHighlight
import ListDocsPresentation

/// Where the site colours code, at build time: the fenced blocks of a recipe (Swift and
/// Objective-C, by their info string) and the Swift listdocs generates for each
/// walkthrough, through the same colourer.
enum CodeColouring {
    /// The colourer the Markdown parser calls for a fenced block: nil (plain) for a
    /// language listdocs does not colour.
    static func colourFencedBlock(info: String, code: String) -> (html: String, cssClass: String)? {
        guard let language = CodeLanguage(infoString: info) else { return nil }
        return (CodeHighlighter.html(code, language: language), language.cssClass)
    }

    /// Code listdocs wrote (the model block, in Swift or Objective-C) as HTML for inside `<code>`:
    /// coloured as a recipe's own Swift is, or only escaped when the site turns colouring
    /// off, a box per line (a wrapped line keeps its indentation).
    static func generatedHTML(_ code: String, language: CodeLanguage, highlight: Bool) -> String {
        CodeHighlighter.html(code, language: highlight ? language : nil, lineBoxes: true)
    }

    /// Swift listdocs printed from its code model (a step's code, a method): coloured by
    /// the printer's own tokens, or only escaped when the site turns colouring off.
    /// A method's lines name the steps whose code they are (`s3`), which the page lights
    /// while that step is shown.
    static func swiftHTML(_ printed: PrintedSwift, highlight: Bool) -> String {
        CodeHighlighter.html(
            printed.text, tokens: highlight ? printed.tokens : [], lineBoxes: true,
            lineClasses: printed.lineSteps.map { $0.map { "s\($0)" }.joined(separator: " ") })
    }
}
