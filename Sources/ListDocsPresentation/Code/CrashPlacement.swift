import ListDocsEngine
import ListDocsScript

/// In the code of a step where the app dies, the statement UIKit raises at carries the
/// mark (`SwiftPrinter` writes the code after it as not reached):
/// - a batch raises as it ends: at the close of `performBatchUpdates`, or `endUpdates()`;
/// - a snapshot raises at the edit that breaks it (the last one the step made), and an
///   `apply` after it is not reached;
/// - anything else raises at its last statement; a Swift trap in the data source's cell
///   method is marked at the call that made the view ask for the cell.
enum CrashPlacement {
    static func mark(_ block: inout SwiftBlock, step: Step, view: ListViewKind) {
        guard let crash = step.crash, let index = statement(in: block, step: step) else { return }
        block.lines[index].crash =
            crash.isSwiftTrap
            ? .inCellMethod(
                view == .table ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)")
            : .here
    }

    /// The index of the statement that raises.
    private static func statement(in block: SwiftBlock, step: Step) -> Int? {
        let lines = block.lines
        if case .apply(let apply) = step.kind, apply.raisedInEdit {
            return lines.lastIndex { $0.part == .snapshotEdit }
        }
        if case .snapshot = step.kind { return lines.lastIndex { $0.part == .snapshotEdit } }
        if case .sectionSnapshot = step.kind {
            return lines.lastIndex { $0.part == .sectionSnapshotEdit }
        }
        return lines.lastIndex { $0.part == .batchEnd } ?? lines.lastIndex(where: \.isCode)
    }
}
