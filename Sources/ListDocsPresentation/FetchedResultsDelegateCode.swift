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

    /// The four methods' first lines, the same for both views.
    private static let willChange =
        "func controllerWillChangeContent(_ controller: \(controllerType)) {"
    private static let sectionChanged = [
        "func controller(_ controller: \(controllerType),",
        "                didChange sectionInfo: NSFetchedResultsSectionInfo,",
        "                atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {",
    ]
    private static let objectChanged = [
        "func controller(_ controller: \(controllerType),",
        "                didChange anObject: Any, at indexPath: IndexPath?,",
        "                for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {",
    ]
    private static let didChange =
        "func controllerDidChangeContent(_ controller: \(controllerType)) {"

    private static let table =
        [
            "// NSFetchedResultsControllerDelegate", willChange, "    tableView.beginUpdates()",
            "}", "",
        ]
        + sectionChanged + [
            "    switch type {",
            "    case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)",
            "    case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)",
            "    default: break",
            "    }",
            "}",
            "",
        ] + objectChanged + [
            "    switch type {",
            "    case .insert: tableView.insertRows(at: [newIndexPath!], with: .fade)",
            "    case .delete: tableView.deleteRows(at: [indexPath!], with: .fade)",
            "    case .update: tableView.reloadRows(at: [indexPath!], with: .fade)",
            "    case .move: tableView.moveRow(at: indexPath!, to: newIndexPath!)",
            "    @unknown default: break",
            "    }",
            "}",
            "",
            didChange,
            "    tableView.endUpdates()",
            "}",
        ]

    private static let collection =
        [
            "// NSFetchedResultsControllerDelegate: the changes wait for one batch",
            "private var pendingChanges: [() -> Void] = []",
            "",
            willChange,
            "    pendingChanges.removeAll()",
            "}",
            "",
        ] + sectionChanged + [
            "    let sections = IndexSet(integer: sectionIndex)",
            "    switch type {",
            "    case .insert: pendingChanges.append { self.collectionView.insertSections(sections) }",
            "    case .delete: pendingChanges.append { self.collectionView.deleteSections(sections) }",
            "    default: break",
            "    }",
            "}",
            "",
        ] + objectChanged + [
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
