import Foundation
import ListDocsDiagnostics

/// Diagnostics as JSON, for editors and CI annotations: an array of objects with `file`,
/// `line`, `column` (0 for a problem with a whole file), `severity`, `message`, `notes` and,
/// when the message offers one, the `suggestion` it names. Keys are sorted, so the output is stable.
enum DiagnosticJSON {
    struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var notes: [String]
        var suggestion: String?
    }

    /// The JSON text of `diagnostics`, in their order.
    static func encode(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]" }
        let entries = diagnostics.map { diagnostic in
            Entry(
                file: diagnostic.file ?? "", line: diagnostic.location.line,
                column: diagnostic.location.column, severity: diagnostic.severity.rawValue,
                message: diagnostic.message, notes: diagnostic.notes,
                suggestion: diagnostic.suggestion)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
