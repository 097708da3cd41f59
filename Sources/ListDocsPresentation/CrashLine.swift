import ListDocsEngine
import ListDocsScript

/// In the code of a step where the app dies, the line UIKit raises at is marked, and the
/// code after it, which never runs, is kept as comments saying so:
/// - a batch raises as it ends: the closing `}` of `performBatchUpdates`, or `endUpdates()`;
/// - a snapshot raises at the edit that breaks it (the last one the step made), and an
///   `apply` after it is not reached;
/// - anything else raises at its last call; a Swift trap in the data source's cell method
///   is marked at the call that made the view ask for the cell.
enum CrashLine {
    static let mark = "  // ✗ the app dies here"
    static let notReached = "// not reached: "

    /// The mark of a Swift trap in `tableView(_:cellForRowAt:)` (`collectionView(_:cellForItemAt:)`).
    static func trapMark(_ view: ListViewKind) -> String {
        "  // ✗ the app dies in \(view == .table ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)"), which this calls"
    }

    static func marked(_ lines: [String], step: Step, view: ListViewKind = .table) -> [String] {
        guard let crash = step.crash, let index = crashingIndex(lines, step: step) else {
            return lines
        }
        var result = Array(lines[...index])
        result[index] += crash.isSwiftTrap ? trapMark(view) : mark
        for line in lines[(index + 1)...] {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("//") {
                result.append(line)
            } else {
                let indent = line.prefix { $0 == " " }
                result.append(indent + notReached + trimmed)
            }
        }
        return result
    }

    /// A line that calls the snapshot (`snapshot.appendItems(…)`, `_ = snapshot.numberOfItems(…)`).
    private static func isSnapshotCall(_ line: String) -> Bool {
        line.hasPrefix("snapshot.") || line.hasPrefix("_ = snapshot.")
    }

    private static func crashingIndex(_ lines: [String], step: Step) -> Int? {
        func isCode(_ line: String) -> Bool {
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
        if case .apply(let apply) = step.kind, apply.raisedInEdit {
            return lines.lastIndex(where: isSnapshotCall)
        }
        if case .snapshot = step.kind {
            return lines.lastIndex(where: isSnapshotCall)
        }
        if case .sectionSnapshot = step.kind {
            return lines.lastIndex { $0.hasPrefix("sectionSnapshot.") }
        }
        if let end = lines.lastIndex(where: { $0.hasPrefix("tableView.endUpdates()") }) {
            return end
        }
        if lines.contains(where: { $0.contains(".performBatchUpdates {") }) {
            return lines.lastIndex { $0.hasPrefix("}") }
        }
        return lines.lastIndex(where: isCode)
    }
}
