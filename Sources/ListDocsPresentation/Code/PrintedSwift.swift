import ListDocsHighlight

/// Swift as `SwiftPrinter` wrote it: the text, a line each, and the colour of every piece,
/// known from the model rather than lexed again.
public struct PrintedSwift: Hashable, Sendable {
    /// The code, lines joined by line breaks.
    public var text: String
    /// The coloured pieces, as offsets into `text`'s UTF-8.
    public var tokens: [Token]

    /// The lines of the code.
    public var lines: [String] {
        text.isEmpty
            ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public static let empty = PrintedSwift(text: "", tokens: [])
}
