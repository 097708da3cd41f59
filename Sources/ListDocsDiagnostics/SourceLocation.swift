/// A position in the Markdown file that holds a script: 1-based line and column.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting characters from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of a value that was written by code, not read from a file (line 0).
    public static let unplaced = SourceLocation(line: 0, column: 0)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
