import ListDocsScript

/// A diagnostic with the file it belongs to, ready to print.
public struct FileDiagnostic: Hashable, Sendable, Comparable {
    /// The file, as the user named it (e.g. `Content/batch-updates.md`).
    public var path: String
    /// What and where.
    public var diagnostic: Diagnostic
    /// The file's text, for the source line under the message.
    public var source: String

    public init(path: String, diagnostic: Diagnostic, source: String) {
        self.path = path
        self.diagnostic = diagnostic
        self.source = source
    }

    /// An error for a problem outside any script.
    public init(_ error: SiteError, source: String) {
        self.init(path: error.path, diagnostic: .error(error.message, at: SourceLocation(line: error.line, column: error.column)), source: source)
    }

    /// `path:line:column: error: message`, the source line, a caret, the notes.
    public var rendered: String {
        diagnostic.rendered(path: path, sourceLines: source.split(separator: "\n", omittingEmptySubsequences: false))
    }

    public var isError: Bool { diagnostic.severity == .error }

    public static func < (lhs: FileDiagnostic, rhs: FileDiagnostic) -> Bool {
        lhs.path != rhs.path ? lhs.path < rhs.path : lhs.diagnostic < rhs.diagnostic
    }
}
