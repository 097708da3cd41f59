import ListDocsEngine

/// The whole `NSFetchedResultsControllerDelegate` a fetched-results walkthrough's step code
/// stands for: a table view gets each change between `beginUpdates()` and `endUpdates()`;
/// a collection view, which has no such pair, collects them and performs them in one batch
/// when the controller has finished. The animation is the walkthrough's (`animation=`), so
/// the delegate and the steps agree. `delegate=rows-only` leaves out the section callback,
/// the classic bug.
enum FetchedResultsDelegateCode {
    static let controllerType = "NSFetchedResultsController<any NSFetchRequestResult>"

    static func lines(
        view: ListViewKind, delegate: FetchedResultsDelegateStyle = .complete,
        animation: RowAnimation = .automatic
    ) -> [String] {
        view == .table
            ? table(sections: delegate != .rowsOnly, animation: SwiftCode.animation(animation))
            : collection(sections: delegate != .rowsOnly)
    }

    /// The four methods' first lines, the same for both views.
    private static let willChange =
        "func controllerWillChangeContent(_ controller: \(controllerType)) {"
    private static let sectionChanged = [
        "func controller(_ controller: \(controllerType),",
        "                didChange sectionInfo: any NSFetchedResultsSectionInfo,",
        "                atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {",
    ]
    private static let objectChanged = [
        "func controller(_ controller: \(controllerType),",
        "                didChange anObject: Any, at indexPath: IndexPath?,",
        "                for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {",
    ]
    private static let didChange =
        "func controllerDidChangeContent(_ controller: \(controllerType)) {"
    private static let noSections = [
        "// No controller(_:didChange:atSectionIndex:for:): when a section empties or appears,",
        "// the view is never told.",
    ]

    /// `controller(_:didChange:atSectionIndex:for:)` with `cases` (the switch up to its
    /// default), or, for the delegate without it, a comment saying what that leaves out.
    private static func sectionCallback(_ sections: Bool, _ cases: [String]) -> [String] {
        guard sections else { return noSections + [""] }
        return sectionChanged + cases + ["    default: break", "    }", "}", ""]
    }

    private static func table(sections: Bool, animation a: String) -> [String] {
        var lines = [
            "// NSFetchedResultsControllerDelegate", willChange, "    tableView.beginUpdates()",
            "}", "",
        ]
        lines += sectionCallback(
            sections,
            [
                "    switch type {",
                "    case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: \(a))",
                "    case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: \(a))",
            ])
        return lines + objectChanged + [
            "    switch type {",
            "    case .insert: tableView.insertRows(at: [newIndexPath!], with: \(a))",
            "    case .delete: tableView.deleteRows(at: [indexPath!], with: \(a))",
            "    case .update: tableView.reloadRows(at: [indexPath!], with: \(a))",
            "    case .move: tableView.moveRow(at: indexPath!, to: newIndexPath!)",
            "    @unknown default: break",
            "    }",
            "}",
            "",
            didChange,
            "    tableView.endUpdates()",
            "}",
        ]
    }

    private static func collection(sections: Bool) -> [String] {
        var lines = [
            "// NSFetchedResultsControllerDelegate: the changes wait for one batch",
            "private var pendingChanges: [() -> Void] = []",
            "",
            willChange,
            "    pendingChanges.removeAll()",
            "}",
            "",
        ]
        lines += sectionCallback(
            sections,
            [
                "    let sections = IndexSet(integer: sectionIndex)",
                "    switch type {",
                "    case .insert: pendingChanges.append { self.collectionView.insertSections(sections) }",
                "    case .delete: pendingChanges.append { self.collectionView.deleteSections(sections) }",
            ])
        return lines + objectChanged + [
            "    switch type {",
            "    case .insert: pendingChanges.append { self.collectionView.insertItems(at: [newIndexPath!]) }",
            "    case .delete: pendingChanges.append { self.collectionView.deleteItems(at: [indexPath!]) }",
            "    case .update: pendingChanges.append { self.collectionView.reloadItems(at: [indexPath!]) }",
            "    case .move: pendingChanges.append { self.collectionView.moveItem(at: indexPath!, to: newIndexPath!) }",
            "    @unknown default: break",
            "    }",
            "}",
            "",
            didChange,
            "    let changes = pendingChanges",
            "    collectionView.performBatchUpdates { changes.forEach { $0() } }",
            "}",
        ]
    }
}
