/// Whether a line's bytes, read left to right, are inside a `"quoted string"`, with the
/// language's escapes (`\"` neither opens nor closes one). The lexer finds comments with it
/// and the cursor finds a trailing `with NAME` that is not part of a label.
struct QuoteTracker {
    /// Whether the last byte read left a string open.
    private(set) var inQuotes = false
    private var escaped = false

    /// Reads one byte; returns whether it stands outside any string (a quote that opens or
    /// closes one counts as inside).
    mutating func read(_ byte: UInt8) -> Bool {
        if escaped {
            escaped = false
            return false
        }
        if inQuotes, byte == UInt8(ascii: "\\") {
            escaped = true
            return false
        }
        if byte == UInt8(ascii: "\"") {
            inQuotes.toggle()
            return false
        }
        return !inQuotes
    }
}
