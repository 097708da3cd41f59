import ListDocsEngine

extension Interpreter {
    /// A save of managed objects: the fetched-results controller fetches the objects anew
    /// and reports each change to the walkthrough's delegate, which updates the view in one
    /// batch (`beginUpdates`/`endUpdates`, or one `performBatchUpdates` for a collection
    /// view); the snapshot delegate hands a snapshot of object IDs to a diffable data source,
    /// which diffs it against the one on screen.
    mutating func runSave(_ statement: Statement, changes: [ObjectChange]) {
        let save: FetchedResultsSave
        do throws(ObjectChangeError) {
            save = try FetchedResultsSave(changes, over: dataSource.list)
        } catch {
            diagnostics.append(.error(error.message, at: statement.location))
            return
        }
        let animation = attributes.view == .table ? attributes.animation : .automatic
        let calls: [TableViewCall]
        if attributes.delegate == .snapshot {
            // Objects are identified by their IDs, so a changed title is the same item: the
            // snapshot carries no content change, and its cell is not reloaded.
            guard let old = DiffableSnapshot(save.beforeIDs),
                let new = DiffableSnapshot(save.afterIDs)
            else { return }
            calls = DiffableBatch.between(old, new).stages.flatMap(\.calls).map {
                $0.animated(animation)
            }
        } else {
            calls = save.calls(delegate: attributes.delegate, animation: animation)
        }
        dataSource.replace(with: save.after)
        var result = step(
            .save(changes, save), statement: statement, calls: calls, dataChanges: [])
        // An empty batch still has UIKit compare its counts, and leaves changed titles in
        // cells nobody reloaded.
        // Should UIKit fall back to reloadData, a row is the object it shows.
        table.reloadPairing = ReloadPairing(before: save.beforeIDs, after: save.afterIDs)
        let outcome = table.performBatchUpdates(
            calls, dataSource: dataSource.list, ios: attributes.ios)
        table.reloadPairing = nil
        record(outcome, in: &result)
        steps.append(result)
    }
}

extension Command {
    var isObjectChange: Bool { if case .object = self { true } else { false } }
}
