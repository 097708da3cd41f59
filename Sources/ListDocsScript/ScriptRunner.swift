import ListDocsEngine

/// Parses and runs edit scripts.
public enum ScriptRunner {
    /// Parses `source` and runs it through the engine. The walkthrough is nil when the
    /// script cannot run at all (parse errors, no `state`); diagnostics are sorted.
    public static func run(_ source: ScriptSource) -> (Walkthrough?, [Diagnostic]) {
        let (script, parseDiagnostics) = ScriptParser.parse(source)
        guard !parseDiagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, parseDiagnostics.sorted())
        }
        var interpreter = Interpreter(attributes: script.attributes)
        let walkthrough = interpreter.run(script.statements, start: source.infoLocation)
        return (walkthrough, (parseDiagnostics + interpreter.diagnostics).sorted())
    }
}
