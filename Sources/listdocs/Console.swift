import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// Printing for the command line: diagnostics to standard error, results to standard output.
enum Console {
    /// Writes a line to standard error, its control characters shown as escapes (a file
    /// name or a pasted log cannot drive the terminal).
    static func error(_ text: String) {
        write(VisibleText.escaped(text, keepingNewLines: true))
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        // Colours only when standard error is a terminal (never into a file or a pipe).
        let coloured = isatty(2) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        for diagnostic in diagnostics {
            // Rendered with its parts escaped, and colours of its own.
            write(DiagnosticText.rendered(diagnostic, coloured: coloured))
        }
        if !diagnostics.isEmpty { write(DiagnosticText.summary(diagnostics)) }
    }
}
