import ListDocsEngine

/// The whole `NSFetchedResultsControllerDelegate` a fetched-results walkthrough's step code
/// stands for: a table view gets each change between `beginUpdates()` and `endUpdates()`;
/// a collection view, which has no such pair, collects them and performs them in one batch
/// when the controller has finished. The animation is the walkthrough's (`animation=`), so
/// the delegate and the steps agree. `delegate=rows-only` leaves out the section callback,
/// the classic bug.
enum FetchedResultsDelegateCode {
    /// The controller's type in the delegate's methods. `any` before a protocol is Swift
    /// 5.6 (SE-0335): a page for an iOS no such compiler targets writes the type without it.
    static func controllerType(ios: UIKitVersion) -> String {
        "NSFetchedResultsController<\(existential(ios))NSFetchRequestResult>"
    }

    /// `any ` where the newest Swift for `ios` reads it.
    private static func existential(_ ios: UIKitVersion) -> String {
        SwiftToolchain.newest(for: ios).swift >= SwiftVersion(5, 6) ? "any " : ""
    }

    static func lines(
        view: ListViewKind, delegate: FetchedResultsDelegateStyle = .complete,
        animation: RowAnimation = .automatic, ios: UIKitVersion
    ) -> [String] {
        let methods = Methods(ios: ios)
        return view == .table
            ? table(
                sections: delegate != .rowsOnly, animation: SwiftCode.animation(animation),
                methods, refresh: movedCellRefresh(view: view, ios: ios))
            : collection(
                sections: delegate != .rowsOnly, methods,
                refresh: movedCellRefresh(view: view, ios: ios))
    }

    /// The lines of the `.move` case after the move: the controller reports an object that
    /// changed and moved as a move alone (no `.update`), so the cell that moves is shown
    /// the object as it is now, found at the place it leaves (the view has not moved it
    /// yet). Without them a retitled object that sorts elsewhere keeps its old title.
    private static func movedCellRefresh(view: ListViewKind, ios: UIKitVersion) -> [String] {
        let text = "(anObject as! Item).title"
        let found: String
        let show: [String]
        if view == .table {
            found = "tableView.cellForRow(at: indexPath!)"
        } else {
            let cellClass = ModelCode.cellClass(view: view, ios: ios)
            found = "collectionView.cellForItem(at: indexPath!) as? \(cellClass)"
        }
        if ios >= ModelCode.contentConfigurationSince {
            show = [
                "        var content = cell.defaultContentConfiguration()",
                "        content.text = \(text)", "        cell.contentConfiguration = content",
            ]
        } else {
            show = ["        cell.\(view == .table ? "textLabel?" : "label").text = \(text)"]
        }
        return [
            "    // A changed object that also sorts elsewhere is reported as a move alone:",
            "    // show it as it is now in the cell that moves.",
            "    if let cell = \(found) {",
        ] + show + ["    }"]
    }

    /// The four methods' first lines, the same for both views.
    private struct Methods {
        let willChange: String
        let sectionChanged: [String]
        let objectChanged: [String]
        let didChange: String

        init(ios: UIKitVersion) {
            let type = FetchedResultsDelegateCode.controllerType(ios: ios)
            willChange = "func controllerWillChangeContent(_ controller: \(type)) {"
            sectionChanged = [
                "func controller(_ controller: \(type),",
                "                didChange sectionInfo: \(existential(ios))NSFetchedResultsSectionInfo,",
                "                atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {",
            ]
            objectChanged = [
                "func controller(_ controller: \(type),",
                "                didChange anObject: Any, at indexPath: IndexPath?,",
                "                for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {",
            ]
            didChange = "func controllerDidChangeContent(_ controller: \(type)) {"
        }
    }
    private static let noSections = [
        "// No controller(_:didChange:atSectionIndex:for:): when a section empties or appears,",
        "// the view is never told.",
    ]

    /// `controller(_:didChange:atSectionIndex:for:)` with `cases` (the switch up to its
    /// default), or, for the delegate without it, a comment saying what that leaves out.
    private static func sectionCallback(
        _ sections: Bool, _ cases: [String], _ methods: Methods
    ) -> [String] {
        guard sections else { return noSections + [""] }
        return methods.sectionChanged + cases + ["    default: break", "    }", "}", ""]
    }

    private static func table(
        sections: Bool, animation a: String, _ methods: Methods, refresh: [String]
    ) -> [String] {
        var lines = [
            "// NSFetchedResultsControllerDelegate", methods.willChange,
            "    tableView.beginUpdates()",
            "}", "",
        ]
        lines += sectionCallback(
            sections,
            [
                "    switch type {",
                "    case .insert: tableView.insertSections(IndexSet(integer: sectionIndex), with: \(a))",
                "    case .delete: tableView.deleteSections(IndexSet(integer: sectionIndex), with: \(a))",
            ], methods)
        return lines + methods.objectChanged + [
            "    switch type {",
            "    case .insert: tableView.insertRows(at: [newIndexPath!], with: \(a))",
            "    case .delete: tableView.deleteRows(at: [indexPath!], with: \(a))",
            "    case .update: tableView.reloadRows(at: [indexPath!], with: \(a))",
            "    case .move:",
            "        tableView.moveRow(at: indexPath!, to: newIndexPath!)",
        ] + refresh.map { "    " + $0 } + [
            "    @unknown default: break",
            "    }",
            "}",
            "",
            methods.didChange,
            "    tableView.endUpdates()",
            "}",
        ]
    }

    private static func collection(sections: Bool, _ methods: Methods, refresh: [String])
        -> [String]
    {
        var lines = [
            "// NSFetchedResultsControllerDelegate: the changes wait for one batch",
            "private var pendingChanges: [() -> Void] = []",
            "",
            methods.willChange,
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
            ], methods)
        return lines + methods.objectChanged + [
            "    switch type {",
            "    case .insert: pendingChanges.append { self.collectionView.insertItems(at: [newIndexPath!]) }",
            "    case .delete: pendingChanges.append { self.collectionView.deleteItems(at: [indexPath!]) }",
            "    case .update: pendingChanges.append { self.collectionView.reloadItems(at: [indexPath!]) }",
            "    case .move:",
            "        pendingChanges.append { self.collectionView.moveItem(at: indexPath!, to: newIndexPath!) }",
        ] + refresh.map { "    " + $0 } + [
            "    @unknown default: break",
            "    }",
            "}",
            "",
            methods.didChange,
            "    let changes = pendingChanges",
            "    collectionView.performBatchUpdates { changes.forEach { $0() } }",
            "}",
        ]
    }
}
