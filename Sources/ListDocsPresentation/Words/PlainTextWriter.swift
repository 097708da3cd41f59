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
                if let after = snapshot.after {
                    out.append("  snapshot after:  " + after.joined(separator: " | "))
                }
                for log in snapshot.logs { out.append("  log: " + log) }
            }
            if let derived = step.derivedBatch { out.append("  " + derived) }
            if let crash = step.crash { out.append(crash) }
            for log in step.logs { out.append("  log: " + log) }
            if step.fellBack {
                out.append("  " + StepPresentation.fellBackText(walkthrough.view))
            }
            if let dropped = step.droppedReloadsText() { out.append("  " + dropped) }
            if let table = step.table { out.append(indent(table: table)) }
            for expectation in step.expectations {
                out.append("  \(expectation.held ? "✓" : "✗") \(expectation.words)")
            }
        }
        return out.joined(separator: "\n")
    }

    /// A fixed-width text table, in screen order, with before and after columns once
    /// there was an update; a deleted line keeps its old place and reads `deleted`.
    public static func text(_ table: StateTable) -> String {
        let stale = table.hasStaleCells
        let update = table.showsUpdate
        let places = update ? ["before", "after"] : ["index path"]
        var lines: [[String]] = [
            places + (stale ? ["screen", "data source"] : ["label"])
                + (update ? ["what happened"] : [])
        ]
        func place(_ text: String?, _ row: StateTable.Row) -> String {
            guard let text else { return "-" }
            return row.kind == .section ? "section \(text)" : "  " + text
        }
        for row in table.rows {
            var cells =
                update
                ? [place(row.beforePosition, row), place(row.afterPosition, row)]
                : [place(row.afterPosition, row)]
            cells.append(row.label)
            if stale {
                cells.append(
                    row.dataSourceLabel.map { "\($0)  <- stale" }
                        ?? (row.kind == .row ? row.label : ""))
            }
            if update { cells.append(row.change) }
            lines.append(cells)
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
