import ListDocsEngine
import ListDocsScript

/// The Swift an app writes for one step, in the idiom of the walkthrough's data source and
/// iOS version:
/// - array data source: the array changes, then the calls; a batch is
///   `performBatchUpdates` from iOS 11 and `beginUpdates()` … `endUpdates()` before it;
/// - fetched results: the Core Data changes and `save()`, then the table-view calls the
///   delegate makes, between `beginUpdates()` in `controllerWillChangeContent(_:)` and
///   `endUpdates()` in `controllerDidChangeContent(_:)`.
enum StepCode {
    /// The first version whose table view has `performBatchUpdates(_:completion:)`.
    static let performBatchUpdatesSince = UIKitVersion(11)

    /// The step's code as the walkthrough's attributes (source, version, view, identifiers,
    /// delegate) write it.
    static func lines(_ step: Step, attributes: ScriptAttributes, pendingSnapshot: Bool = true)
        -> [String]
    {
        lines(
            step, source: attributes.source, ios: attributes.ios, view: attributes.view,
            pendingSnapshot: pendingSnapshot, hashable: attributes.hashable,
            identifiersAreValues: attributes.identifiersAreValues, delegate: attributes.delegate)
    }

    static func lines(
        _ step: Step, source: DataSourceMode, ios: UIKitVersion, view: ListViewKind = .table,
        pendingSnapshot: Bool = true, hashable: HashableStyle = .identifier,
        identifiersAreValues: Bool = false, delegate: FetchedResultsDelegateStyle = .complete
    ) -> [String] {
        CrashLine.marked(
            unmarkedLines(
                step, source: source, ios: ios, view: view, pendingSnapshot: pendingSnapshot,
                items: DiffableItems(style: hashable, values: identifiersAreValues),
                delegate: delegate),
            step: step, view: view)
    }

    private static func unmarkedLines(
        _ step: Step, source: DataSourceMode, ios: UIKitVersion, view: ListViewKind,
        pendingSnapshot: Bool, items: DiffableItems, delegate: FetchedResultsDelegateStyle
    ) -> [String] {
        if case .narrative(.drag) = step.kind {
            // The step's code runs in tableView(_:moveRowAt:to:) (StepMethods).
            return [
                "// UIKit has already moved the \(view.element) on screen: only the model changes here"
            ]
        }
        if case .narrative = step.kind { return [] }
        if case .query(let query, _) = step.kind { return SwiftCode.query(query, view: view) }
        switch source {
        case .array: return arrayLines(step, ios: ios, view: view)
        case .fetchedResults:
            return fetchedResultsLines(step, view: view, delegate: delegate)
        case .diffable:
            return DiffableCode.lines(
                step, view: view, pendingSnapshot: pendingSnapshot, items: items)
        }
    }

    /// A collection view has had `performBatchUpdates` from its first version.
    private static func arrayLines(_ step: Step, ios: UIKitVersion, view: ListViewKind) -> [String]
    {
        var changes = SwiftCode.arrayChanges(step.dataChanges, view: view)
        if case .diff = step.kind {
            // The app sets its model to the new state (for a batch of several, the state
            // this batch reaches), then tells the view what the differ found.
            changes = SwiftCode.assignment(step.after.dataSource, view: view)
        }
        let calls = step.calls.map { SwiftCode.call($0, view: view) }
        guard step.kind.isBatch else { return changes + calls }
        if view == .table, ios < performBatchUpdatesSince {
            return ["tableView.beginUpdates()"] + changes + calls + ["tableView.endUpdates()"]
        }
        let receiver = view.receiver
        return ["\(receiver).performBatchUpdates {"]
            + (changes + calls).map { "    " + SwiftCode.explicitSelf($0) } + ["}"]
    }

    private static func fetchedResultsLines(
        _ step: Step, view: ListViewKind, delegate: FetchedResultsDelegateStyle
    ) -> [String] {
        if case .save(let changes, let save) = step.kind {
            return CoreDataCode.save(
                changes, save, calls: step.calls, view: view, delegate: delegate)
        }
        // Deleting a section's objects deletes its rows: a row removal in a section the
        // same batch removes is not written twice. (A batch removes rows before sections,
        // so both name the section by its index before the batch.)
        let removedSections = Set(
            step.dataChanges.compactMap { if case .removeSection(let s) = $0 { s } else { nil } })
        let changes = step.dataChanges.filter {
            if case .removeRow(let p) = $0 { !removedSections.contains(p.section) } else { true }
        }
        var lines = changes.compactMap(CoreDataCode.change)
        if !lines.isEmpty {
            lines.append("try? context.save()  // the controller tells its delegate what changed")
        }
        if case .dataChange = step.kind {
            lines.append("// the delegate tells the table view nothing")
            return lines
        }
        if !lines.isEmpty { lines.append("") }
        lines.append("// NSFetchedResultsControllerDelegate")
        if view == .collection {
            // A collection view has no begin/end pair: the changes the controller reports
            // are collected and applied together when it has finished.
            lines.append(
                "collectionView.performBatchUpdates {  // in controllerDidChangeContent(_:)")
            lines += step.calls.map {
                "    " + SwiftCode.explicitSelf(SwiftCode.call($0, view: .collection))
            }
            lines.append("}")
            return lines
        }
        if step.calls == [.reloadData] {
            // reloadData has no place between beginUpdates and endUpdates.
            lines.append("tableView.reloadData()  // controllerDidChangeContent(_:)")
            return lines
        }
        lines.append("tableView.beginUpdates()  // controllerWillChangeContent(_:)")
        lines += step.calls.map { SwiftCode.call($0) }
        lines.append("tableView.endUpdates()  // controllerDidChangeContent(_:)")
        return lines
    }
}
