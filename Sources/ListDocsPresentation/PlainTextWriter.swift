import ListDocsEngine

/// Writes a walkthrough as plain text, as `listdocs run` prints it: each step's caption, the
/// Swift the app writes (laid out as on the page), the state table, then the crash as a
/// console prints it.
public enum PlainTextWriter {
    /// The whole walkthrough.
    public static func text(_ walkthrough: WalkthroughPresentation) -> String {
        var out: [String] = []
        if let title = walkthrough.title { out.append("== \(title) ==") }
        for step in walkthrough.steps {
            if step.number == 0 {
                out.append(
                    "Initial state (\(walkthrough.ios), source: \(walkthrough.source.rawValue))")
            } else {
                out.append("")
                if let note = step.note { out.append("Note: \(note)") }
                out.append("Step \(step.number): \(step.caption)")
            }
            for line in step.code { out.append(line.isEmpty ? "" : "  " + line) }
            if let snapshot = step.snapshot {
                out.append("  snapshot before: " + snapshot.before.joined(separator: " | "))
                out.append("  snapshot after:  " + snapshot.after.joined(separator: " | "))
                for log in snapshot.logs { out.append("  log: " + log) }
            }
            if let derived = step.derivedBatch { out.append("  " + derived) }
            if let crash = step.crash { out.append(crash) }
            if step.fellBack { out.append("  " + StepPresentation.fellBackText) }
            if let table = step.table { out.append(indent(table: table)) }
            for expectation in step.expectations {
                out.append("  \(expectation.held ? "✓" : "✗") \(expectation.words)")
            }
        }
        return out.joined(separator: "\n")
    }

    /// A fixed-width text table.
    public static func text(_ table: StateTable) -> String {
        let stale = table.hasStaleCells
        var lines: [[String]] = [
            stale
                ? ["index path", "screen", "data source", "what happened"]
                : ["index path", "label", "what happened"]
        ]
        for row in table.rows {
            let position = row.kind == .section ? "section \(row.position)" : "  " + row.position
            let change = row.isDeleted ? "deleted (was \(row.position))" : row.change
            if stale {
                let mark =
                    row.dataSourceLabel.map { "\($0)  <- stale" }
                    ?? (row.kind == .row ? row.label : "")
                lines.append([position, row.label, mark, change])
            } else {
                lines.append([position, row.label, change])
            }
        }
        let widths = (0..<lines[0].count).map { column in lines.map { $0[column].count }.max() ?? 0
        }
        return lines.map { cells in
            var line = ""
            for (column, cell) in cells.enumerated() {
                line +=
                    column == cells.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    private static func indent(table: StateTable) -> String {
        text(table).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            .joined(separator: "\n")
    }
}
