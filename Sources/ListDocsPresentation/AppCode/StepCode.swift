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
    /// delegate) write it, with the line UIKit raises at marked (`CrashPlacement`).
    ///
    /// `before` is the data source before the step: the objects a fetched-results app's
    /// changes start from.
    static func block(
        _ step: Step, attributes: ScriptAttributes, pendingSnapshot: Bool = true,
        before: SectionedList
    ) -> SwiftBlock {
        var block = unmarked(
            step, source: attributes.source, ios: attributes.ios, view: attributes.view,
            pendingSnapshot: pendingSnapshot, before: before,
            items: DiffableItems(
                style: attributes.hashable, values: attributes.identifiersAreValues),
            delegate: attributes.delegate)
        CrashPlacement.mark(&block, step: step, view: attributes.view)
        return block
    }

    private static func unmarked(
        _ step: Step, source: DataSourceMode, ios: UIKitVersion, view: ListViewKind,
        pendingSnapshot: Bool, before: SectionedList, items: DiffableItems,
        delegate: FetchedResultsDelegateStyle
    ) -> SwiftBlock {
        if case .narrative(.drag) = step.kind {
            // The step's code runs in tableView(_:moveRowAt:to:) (StepMethods).
            return SwiftBlock([
                .comment(
                    "UIKit has already moved the \(view.element) on screen: only the model changes here"
                )
            ])
        }
        if case .narrative = step.kind { return SwiftBlock() }
        if step.deletesSelection { return SelectionCode.deleteSelected(step, view: view) }
        if case .query(let query, _) = step.kind { return SwiftCode.query(query, view: view) }
        switch source {
        case .array: return arrayBlock(step, ios: ios, view: view)
        case .fetchedResults:
            return fetchedResultsBlock(
                step, view: view, ios: ios, delegate: delegate, before: before)
        case .diffable:
            return DiffableCode.block(
                step, view: view, pendingSnapshot: pendingSnapshot, items: items)
        }
    }

    /// A collection view has had `performBatchUpdates` from its first version.
    private static func arrayBlock(_ step: Step, ios: UIKitVersion, view: ListViewKind)
        -> SwiftBlock
    {
        var changes = SwiftCode.arrayChanges(step.dataChanges, view: view)
        if case .diff = step.kind {
            // The app sets its model to the new state (for a batch of several, the state
            // this batch reaches), then tells the view what the differ found.
            changes = SwiftBlock([SwiftCode.assignment(step.after.dataSource, view: view)])
        }
        let calls = SwiftBlock(step.calls.map { .expression(SwiftCode.expression($0, view: view)) })
        guard step.kind.isBatch else { return changes + calls }
        if view == .table, ios < performBatchUpdatesSince {
            let table = SwiftExpression.controller(.tableView)
            return SwiftBlock([.expression(.method(table, "beginUpdates"))]) + changes + calls
                + SwiftBlock([SwiftLine(.expression(.method(table, "endUpdates")), part: .batchEnd)]
                )
        }
        return SwiftBlock([SwiftLine(batchUpdates(changes + calls, view: view), part: .batchEnd)])
    }

    /// `performBatchUpdates { … }` around `updates`.
    static func batchUpdates(_ updates: SwiftBlock, view: ListViewKind) -> SwiftStatement {
        .expression(
            .method(
                .controller(view == .table ? .tableView : .collectionView), "performBatchUpdates",
                closures: [TrailingClosure(closure: .escaping(updates), runsAfter: false)]))
    }

    private static func fetchedResultsBlock(
        _ step: Step, view: ListViewKind, ios: UIKitVersion,
        delegate: FetchedResultsDelegateStyle, before: SectionedList
    ) -> SwiftBlock {
        if case .save(let changes, let save) = step.kind {
            return CoreDataCode.save(
                changes, save, calls: step.calls, view: view, ios: ios, delegate: delegate)
        }
        // Deleting a section's objects deletes its rows: a row removal in a section the
        // same batch removes is not written twice. (A batch removes rows before sections,
        // so both name the section by its index before the batch.)
        var operations = step.dataChanges
        if case .diff = step.kind {
            // The app changes its objects to the state the differ reached; the controller
            // reports the same batch.
            operations = CoreDataCode.operations(
                reaching: step.after.dataSource, from: before, by: step.calls)
        }
        let removedSections = Set(
            operations.compactMap { if case .removeSection(let s) = $0 { s } else { nil } })
        let changes = operations.filter {
            if case .removeRow(let p) = $0 { !removedSections.contains(p.section) } else { true }
        }
        var block = SwiftBlock(CoreDataCode.changes(changes, before: before, ios: ios))
        if !block.isEmpty {
            block.append(
                .expression(CoreDataCode.saving),
                note: "the controller tells its delegate what changed")
        }
        if case .dataChange = step.kind {
            block.append(.comment("the delegate tells the table view nothing"))
            return block
        }
        if !block.isEmpty { block.append(.blank) }
        block.append(.comment("NSFetchedResultsControllerDelegate"))
        return block + delegateCalls(step.calls, view: view)
    }

    /// The calls the fetched-results delegate makes, where it makes them.
    private static func delegateCalls(_ calls: [TableViewCall], view: ListViewKind) -> SwiftBlock {
        let statements = SwiftBlock(calls.map { .expression(SwiftCode.expression($0, view: view)) })
        if view == .collection {
            // A collection view has no begin/end pair: the changes the controller reports
            // are collected and applied together when it has finished.
            return SwiftBlock([
                SwiftLine(
                    batchUpdates(statements, view: .collection),
                    note: "in controllerDidChangeContent(_:)",
                    part: .batchEnd)
            ])
        }
        let table = SwiftExpression.controller(.tableView)
        if calls == [.reloadData] {
            // reloadData has no place between beginUpdates and endUpdates.
            return SwiftBlock([
                SwiftLine(
                    .expression(.method(table, "reloadData")),
                    note: "controllerDidChangeContent(_:)")
            ])
        }
        return SwiftBlock([
            SwiftLine(
                .expression(.method(table, "beginUpdates")), note: "controllerWillChangeContent(_:)"
            )
        ])
            + statements
            + SwiftBlock([
                SwiftLine(
                    .expression(.method(table, "endUpdates")),
                    note: "controllerDidChangeContent(_:)", part: .batchEnd)
            ])
    }
}
