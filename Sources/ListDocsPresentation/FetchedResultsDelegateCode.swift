import ListDocsEngine

/// The whole `NSFetchedResultsControllerDelegate` a fetched-results walkthrough's step code
/// stands for: a table view gets each change between `beginUpdates()` and `endUpdates()`;
/// a collection view, which has no such pair, collects them and performs them in one batch
/// when the controller has finished.
enum FetchedResultsDelegateCode {
    static let controllerType = "NSFetchedResultsController<NSFetchRequestResult>"

    static func lines(view: ListViewKind) -> [String] {
        view == .table ? table : collection
    }

    private static let table = [
        "// NSFetchedResultsControllerDelegate",
        "func controllerWillChangeContent(_ controller: \(controllerType)) {",
        "    tableView.beginUpdates()",
        "}",
        "",
        "func controller(_ controller: \(controllerType),",
        "                didChange sectionInfo: NSFetchedResultsSectionInfo,",
        "                atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {",
        "    switch type {",
        "    case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)",
        "    case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)",
        "    default: break",
        "    }",
        "}",
        "",
        "func controller(_ controller: \(controllerType),",
        "                didChange anObject: Any, at indexPath: IndexPath?,",
        "                for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {",
        "    switch type {",
        "    case .insert: tableView.insertRows(at: [newIndexPath!], with: .fade)",
        "    case .delete: tableView.deleteRows(at: [indexPath!], with: .fade)",
        "    case .update: tableView.reloadRows(at: [indexPath!], with: .fade)",
        "    case .move: tableView.moveRow(at: indexPath!, to: newIndexPath!)",
        "    @unknown default: break",
        "    }",
        "}",
        "",
        "func controllerDidChangeContent(_ controller: \(controllerType)) {",
        "    tableView.endUpdates()",
        "}",
    ]

    private static let collection = [
        "// NSFetchedResultsControllerDelegate: the changes wait for one batch",
        "private var pendingChanges: [() -> Void] = []",
        "",
        "func controllerWillChangeContent(_ controller: \(controllerType)) {",
        "    pendingChanges.removeAll()",
        "}",
        "",
        "func controller(_ controller: \(controllerType),",
        "                didChange sectionInfo: NSFetchedResultsSectionInfo,",
        "                atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {",
        "    let sections = IndexSet(integer: sectionIndex)",
        "    switch type {",
        "    case .insert: pendingChanges.append { self.collectionView.insertSections(sections) }",
        "    case .delete: pendingChanges.append { self.collectionView.deleteSections(sections) }",
        "    default: break",
        "    }",
        "}",
        "",
        "func controller(_ controller: \(controllerType),",
        "                didChange anObject: Any, at indexPath: IndexPath?,",
        "                for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {",
        "    switch type {",
        "    case .insert: pendingChanges.append { self.collectionView.insertItems(at: [newIndexPath!]) }",
        "    case .delete: pendingChanges.append { self.collectionView.deleteItems(at: [indexPath!]) }",
        "    case .update: pendingChanges.append { self.collectionView.reloadItems(at: [indexPath!]) }",
        "    case .move: pendingChanges.append { self.collectionView.moveItem(at: indexPath!, to: newIndexPath!) }",
        "    @unknown default: break",
        "    }",
        "}",
        "",
        "func controllerDidChangeContent(_ controller: \(controllerType)) {",
        "    let changes = pendingChanges",
        "    collectionView.performBatchUpdates { changes.forEach { $0() } }",
        "}",
    ]
}
