import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// Printing for the command line: diagnostics to standard error, results to standard output.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        // Colours only when standard error is a terminal (never into a file or a pipe).
        let coloured = isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        for diagnostic in diagnostics {
            error(DiagnosticText.rendered(diagnostic, coloured: coloured))
        }
        if !diagnostics.isEmpty { error(DiagnosticText.summary(diagnostics)) }
    }
}
