import Foundation
import ListDocsSite

/// Printing for the command line: diagnostics to standard error, results to standard output.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [FileDiagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.rendered) }
        let errors = diagnostics.filter(\.isError).count
        let warnings = diagnostics.count - errors
        if !diagnostics.isEmpty {
            error("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
    }
}
