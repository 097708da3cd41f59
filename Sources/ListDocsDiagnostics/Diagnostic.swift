/// An author's mistake, or something worth a warning, at a place in a file: the one type
/// every part of listdocs reports problems with, from the script parser to the console.
/// Each message is written where the problem is found; only the executable prints them
/// (`DiagnosticText` lays them out).
///
/// Diagnostics stop a build; they are not the UIKit exceptions a walkthrough shows.
public struct Diagnostic: Error, Hashable, Sendable, Comparable {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one line.
    public var message: String
    /// Where, in the file; line 0 means the file as a whole (its name, its existence).
    public var location: SourceLocation
    /// More lines that explain (expected vs actual, UIKit's reason).
    public var notes: [String]
    /// The file, as the user named it (e.g. `Content/batch-updates.md`); nil until the
    /// code that read the file attaches it.
    public var file: String?
    /// The text of the line at `location`, to show under the message.
    public var sourceLine: String?
    /// The word the message suggests instead of a near miss ("did you mean 'row'?"), for
    /// editors that offer it as a fix.
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation, notes: [String] = [],
        file: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.file = file
    }

    /// A problem with a whole file (no line or column): `path: error: message`.
    public static func error(_ message: String, file: String) -> Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(line: 0, column: 0), file: file)
    }

    /// Whether it stops a build.
    public var isError: Bool { severity == .error }

    /// The same diagnostic in `file`, with its line taken from the file's text.
    public func inFile(_ file: String, source: String) -> Diagnostic {
        var copy = self
        copy.file = file
        if location.line > 0 {
            copy.sourceLine = Self.line(location.line, of: source)
        }
        return copy
    }

    /// Line `number` (from 1) of `text`, without scanning past it.
    static func line(_ number: Int, of text: String) -> String? {
        var current = 1
        var start = text.startIndex
        while current < number {
            guard let newline = text[start...].firstIndex(of: "\n") else { return nil }
            start = text.index(after: newline)
            current += 1
        }
        let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
        return String(text[start..<end])
    }

    /// An error.
    public static func error(
        _ message: String, at location: SourceLocation, notes: [String] = [],
        suggestion: String? = nil
    ) -> Diagnostic {
        var diagnostic = Diagnostic(.error, message, at: location, notes: notes)
        diagnostic.suggestion = suggestion
        return diagnostic
    }

    /// A warning.
    public static func warning(_ message: String, at location: SourceLocation, notes: [String] = [])
        -> Diagnostic
    {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// Orders by file, then position, errors first at the same position.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return (lhs.file ?? "") < (rhs.file ?? "") }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity == .error }
        return lhs.message < rhs.message
    }
}
