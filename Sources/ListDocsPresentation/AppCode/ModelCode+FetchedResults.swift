import ListDocsEngine
import ListDocsScript

/// The model block of `source=fetched-results`: the entity, the fetch, the controller and its
/// delegate, or iOS 13's snapshot of object IDs.
extension ModelCode {
    /// What the page declares before the view controller: Core Data's entity class, which
    /// Xcode generates as a class of its own.
    public static func preamble(source: DataSourceMode) -> [String] {
        guard source == .fetchedResults else { return [] }
        return [
            "// The Core Data entity's class, as Xcode generates it (Codegen: Class Definition).",
            "// One fetched section per group; the store holds an Item per row of the first state,",
            "// its section's title as group, the section's index as groupPosition, the row's as position.",
            "@objc(Item) final class Item: NSManagedObject {",
            "    @nonobjc class func fetchRequest() -> NSFetchRequest<Item> {",
            "        NSFetchRequest<Item>(entityName: \"Item\")",
            "    }",
            "    @NSManaged var title: String?",
            "    @NSManaged var group: String?",
            "    @NSManaged var position: Double",
            "    @NSManaged var groupPosition: Double",
            "}",
            "",
        ]
    }

    static func fetchedResultsModel(
        view: ListViewKind, ios: UIKitVersion, delegate: FetchedResultsDelegateStyle,
        animation: RowAnimation, reuse: CellReuse, collection: CollectionLayoutCode?
    ) -> [String] {
        var lines = fetchedResultsControllerDeclaration + sortKeyFunction
        lines += cellClassDeclaration(view: view, ios: ios) + (collection?.declarations() ?? [])
        if delegate == .snapshot {
            return lines
                + snapshotDelegateModel(view: view, ios: ios, reuse: reuse, collection: collection)
        }
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            lines += CellRegistrationCode.declaration(
                itemType: "Item", parameter: "item", text: "item.title", weakSelf: false)
        }
        lines += viewDidLoad(
            view: view, ios: ios, reuse: reuse, then: collection?.viewDidLoad() ?? [])
        if view == .table {
            lines += [
                "override func numberOfSections(in tableView: UITableView) -> Int {",
                "    fetchedResultsController.sections?.count ?? 0", "}", "",
                "override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                "    fetchedResultsController.sections?[section].numberOfObjects ?? 0", "}", "",
                "override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                "    fetchedResultsController.sections?[section].name", "}", "",
            ]
            lines += tableCell(
                text: "fetchedResultsController.object(at: indexPath).title", ios: ios,
                reuse: reuse)
        } else {
            lines += [
                "override func numberOfSections(in collectionView: UICollectionView) -> Int {",
                "    fetchedResultsController.sections?.count ?? 0", "}", "",
                "override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
                "    fetchedResultsController.sections?[section].numberOfObjects ?? 0", "}", "",
            ]
            lines += collectionCell(
                text: "fetchedResultsController.object(at: indexPath).title", ios: ios,
                reuse: reuse, item: "fetchedResultsController.object(at: indexPath)")
            lines += [""] + (collection?.methods() ?? [])
        }
        return lines + [""]
            + FetchedResultsDelegateCode.lines(
                view: view, delegate: delegate, animation: animation, ios: ios)
    }

    /// The context and the fetched-results controller: sorted by group, then position, and
    /// cut into sections by group.
    static let fetchedResultsControllerDeclaration = [
        "var context: NSManagedObjectContext!  // the container's viewContext",
        "",
        "lazy var fetchedResultsController: NSFetchedResultsController<Item> = {",
        "    let request: NSFetchRequest<Item> = Item.fetchRequest()",
        "    request.sortDescriptors = [",
        "        NSSortDescriptor(keyPath: \\Item.groupPosition, ascending: true),",
        "        NSSortDescriptor(keyPath: \\Item.position, ascending: true),",
        "    ]",
        "    let controller = NSFetchedResultsController(",
        "        fetchRequest: request, managedObjectContext: context,",
        "        sectionNameKeyPath: #keyPath(Item.group), cacheName: nil)",
        "    controller.delegate = self",
        "    try? controller.performFetch()",
        "    return controller",
        "}()",
        "",
    ]

    /// The sort key a new or moved object takes: between those of its neighbours where it
    /// goes, so that no other object changes and the controller reports that object alone.
    static let sortKeyFunction = [
        "/// A sort key between those of the objects before and after a place (nil: none there):",
        "/// a new or moved object takes one, and no other object has to change.",
        "func sortKey(between before: Double?, and after: Double?) -> Double {",
        "    switch (before, after) {",
        "    case let (before?, after?): (before + after) / 2",
        "    case let (before?, nil): before + 1",
        "    case let (nil, after?): after - 1",
        "    case (nil, nil): 0",
        "    }",
        "}",
        "",
    ]

    /// iOS 13's way: a diffable data source of object IDs, which applies the snapshot the
    /// controller hands its delegate.
    static func snapshotDelegateModel(
        view: ListViewKind, ios: UIKitVersion, reuse: CellReuse, collection: CollectionLayoutCode?
    ) -> [String] {
        let kind =
            view == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource"
        let receiver = view.receiver
        let text = "(self?.context.object(with: objectID) as? Item)?.title"
        var lines: [String]
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            lines =
                CellRegistrationCode.declaration(
                    itemType: "NSManagedObjectID", parameter: "objectID", text: text,
                    weakSelf: true)
                + [
                    "lazy var dataSource = \(kind)<String, NSManagedObjectID>(\(receiver): \(receiver)) { [cellRegistration] \(receiver), indexPath, objectID in",
                    "    " + CellRegistrationCode.dequeue(item: "objectID"), "}", "",
                ]
        } else {
            // A table asks its data source for the headers' titles: a plain diffable data
            // source answers nil, so the sections' names come from a subclass.
            let titled = view == .table
            lines = titled ? titledDataSource(itemType: "NSManagedObjectID", ios: ios) : []
            lines.append(
                "lazy var dataSource = \(titled ? "TitledDataSource" : kind + "<String, NSManagedObjectID>")(\(receiver): \(receiver)) { [weak self] \(receiver), indexPath, objectID in"
            )
            lines += dequeueAndShow(text, view: view, ios: ios, reuse: reuse)
            lines += ["    return cell", "}", ""]
        }
        lines += viewDidLoad(
            view: view, ios: ios, reuse: reuse,
            then: (collection?.viewDidLoad() ?? []) + [
                "_ = fetchedResultsController  // its first fetch hands the delegate a snapshot"
            ])
        if let collection { lines += collection.methods() + [""] }
        return lines + [
            "// NSFetchedResultsControllerDelegate: the changes as one snapshot of object IDs",
            "func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {",
            "    let snapshot = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>",
            "    dataSource.apply(snapshot, animatingDifferences: true)",
            "}",
        ]
    }
}
