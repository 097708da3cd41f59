import ListDocsDiagnostics
import ListDocsScript

/// A `.listdocs` file: one edit script with no Markdown around it, as `run` and `check`
/// take it.
public enum BareScript {
    /// Reads and runs the script at `path`; every diagnostic names the file (one that
    /// cannot be read is a diagnostic too).
    public static func run(path: String) -> (Walkthrough?, [Diagnostic]) {
        let text: String
        do {
            text = LineEndings.normalised(try SiteSources.readFile(path))
        } catch {
            return (nil, [error.diagnostic()])
        }
        let (walkthrough, found) = ScriptRunner.run(ScriptSource(bareScript: text))
        return (walkthrough, found.map { $0.inFile(path, source: text) })
    }
}
