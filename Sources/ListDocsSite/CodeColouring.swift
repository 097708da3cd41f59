import ListDocsHighlight
import ListDocsPresentation

/// Where the site colours code, at build time: the fenced blocks of a recipe (Swift and
/// Objective-C, by their info string), lexed; and the code listdocs generates for each
/// walkthrough, by the tokens its printer wrote.
enum CodeColouring {
    /// The colourer the Markdown parser calls for a fenced block: nil (plain) for a
    /// language listdocs does not colour.
    static func colourFencedBlock(info: String, code: String) -> (html: String, cssClass: String)? {
        guard let language = CodeLanguage(infoString: info) else { return nil }
        return (CodeHighlighter.html(code, language: language), language.cssClass)
    }

    /// Code listdocs printed from its code model (the model block, a step's code, a method,
    /// in Swift or Objective-C): coloured by the printer's own tokens, never lexed again,
    /// or only escaped when the site turns colouring off.
    /// A method's lines name the steps whose code they are (`s3`), which the page lights
    /// while that step is shown.
    static func printedHTML(_ printed: PrintedSwift, highlight: Bool) -> String {
        CodeHighlighter.html(
            printed.text, tokens: highlight ? printed.tokens : [], lineBoxes: true,
            lineClasses: printed.lineSteps.map { $0.map { "s\($0)" }.joined(separator: " ") })
    }
}
