import ListDocsEngine

extension Walkthrough {
    /// The walkthrough as plain text, as `listdocs run` prints it: each step's caption, its
    /// calls, the state table, then the crash as a console prints it.
    public func textReport() -> String {
        var out: [String] = []
        if let title = attributes.title { out.append("== \(title) ==") }
        out.append("Initial state (\(attributes.ios), source: \(attributes.source.rawValue))")
        out.append(indent(StateTable(screen: initial.screen, dataSource: initial.dataSource, report: nil).dump()))
        for (number, step) in steps.enumerated() {
            out.append("")
            if let note = step.note { out.append("Note: \(note)") }
            out.append("Step \(number + 1): \(step.caption)")
            for change in step.dataChanges { out.append("  data: \(change)") }
            if step.kind == .batch || (step.kind == .diff && step.calls.count > 1) {
                out.append("  tableView.performBatchUpdates {")
                for call in step.calls { out.append("      \(call.swiftSource)") }
                out.append("  }")
            } else {
                for call in step.calls { out.append("  \(call.swiftSource)") }
            }
            if let crash = step.crash {
                out.append(crash.consoleLine)
            } else if step.report != nil || step.kind == .dataChange {
                if step.report?.fellBackToReloadData == true { out.append("  UIKit gave up animating and reloaded the whole table.") }
                out.append(indent(StateTable(screen: step.after.screen, dataSource: step.after.dataSource, report: step.report).dump()))
            }
            for expectation in step.expectations {
                out.append("  \(expectation.held ? "✓" : "✗") \(expectation.text)")
            }
        }
        return out.joined(separator: "\n")
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
