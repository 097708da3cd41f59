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
        // Split on the bytes: a line break is one byte, and reading the text by Character
        // made this a tenth of a build.
        text.isEmpty
            ? []
            : text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
    }

    public static let empty = PrintedSwift(text: "", tokens: [])
}
