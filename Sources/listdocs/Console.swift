import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// Printing for the command line: diagnostics to standard error, results to standard output.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(DiagnosticText.rendered(diagnostic)) }
        if !diagnostics.isEmpty { error(DiagnosticText.summary(diagnostics)) }
    }
}
