import ListDocsHighlight

/// Swift as `SwiftPrinter` wrote it: the text, a line each, and the colour of every piece,
/// known from the model rather than lexed again.
public struct PrintedSwift: Hashable, Sendable {
    /// The code, lines joined by line breaks.
    public var text: String
    /// The coloured pieces, as offsets into `text`'s UTF-8.
    public var tokens: [Token]
    /// For each line, the steps of the walkthrough whose code it is (empty for a line of
    /// the method's own), so the page can light a step's lines in its whole method.
    public var lineSteps: [[Int]] = []

    /// The lines of the code.
    public var lines: [String] {
        text.isEmpty
            ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public static let empty = PrintedSwift(text: "", tokens: [])
}
