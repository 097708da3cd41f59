@_exported import ListDocsDiagnostics

/// A value and where it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where its first character is.
    public var location: SourceLocation

    /// Pairs a value with its location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// A value made by code rather than read from a file (`ScriptWriter`'s input).
    public init(_ value: Value) { self.init(value, at: .unplaced) }
}

/// The text of one `listdocs` fenced block and where it sits in its Markdown file.
public struct ScriptSource: Hashable, Sendable {
    /// The info string after the fence, e.g. `listdocs title="Delete"`.
    public var info: String
    /// Where the info string's first character is.
    public var infoLocation: SourceLocation
    /// The block's body, as the Markdown parser hands it over.
    public var body: String
    /// The file line of the body's first line.
    public var firstBodyLine: Int
    /// Columns the Markdown parser removed in front of every body line (the fence's indentation).
    public var columnOffset: Int

    /// Describes a block.
    public init(
        info: String, infoLocation: SourceLocation, body: String, firstBodyLine: Int,
        columnOffset: Int = 0
    ) {
        self.info = info
        self.infoLocation = infoLocation
        self.body = body
        self.firstBodyLine = firstBodyLine
        self.columnOffset = columnOffset
    }

    /// A bare script (a `.listdocs` file): no info string, body from line 1.
    public init(bareScript body: String) {
        self.init(
            info: "listdocs", infoLocation: SourceLocation(line: 1, column: 1), body: body,
            firstBodyLine: 1)
    }
}
