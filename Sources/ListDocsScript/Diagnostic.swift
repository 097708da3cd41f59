/// An author's mistake in a script, or something worth a warning, at a place in the file.
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
    /// Where, in the Markdown file.
    public var location: SourceLocation
    /// More lines that explain (expected vs actual, UIKit's reason).
    public var notes: [String]

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// An error.
    public static func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// A warning.
    public static func warning(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// Orders by position, errors first at the same position.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity == .error }
        return lhs.message < rhs.message
    }

    /// The compiler-style report: `path:line:column: error: message`, the source line,
    /// a caret under the column, then the notes.
    public func rendered(path: String, sourceLines: [Substring]) -> String {
        // Line 0 is a problem with the file as a whole (its name, its existence).
        guard location.line > 0 else { return "\(path): \(severity.rawValue): \(message)" + notes.map { "\n" + $0 }.joined() }
        var text = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        if location.line >= 1, location.line <= sourceLines.count {
            let line = String(sourceLines[location.line - 1])
            let caretPad = String(line.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
            text += "\n" + line + "\n" + caretPad + "^"
        }
        for note in notes { text += "\n" + note }
        return text
    }
}
