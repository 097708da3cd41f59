import ListDocsEngine

/// The Swift a walkthrough's step code relies on, declared once: the model the steps
/// change (`sections[s].rows`, the fetched-results controller and its delegate, or the
/// diffable data source and `contents`) and the data-source methods that show it, in the
/// idiom of the walkthrough's view and iOS version. The page shows it in a collapsed
/// "The model" block above the steps.
public enum ModelCode {
    /// The first version with cell content configurations (`defaultContentConfiguration()`).
    static let contentConfigurationSince = UIKitVersion(14)

    /// `reorders`: the user drags rows in the walkthrough, so the data source lets them move.
    public static func lines(
        initial: SectionedList, source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        reorders: Bool = false
    ) -> [String] {
        switch source {
        case .array:
            arrayModel(initial, view: view, ios: ios) + (reorders ? reordering(view: view) : [])
        case .fetchedResults: fetchedResultsModel(view: view, ios: ios)
        case .diffable: diffableModel(initial, view: view, ios: ios)
        }
    }

    private static func arrayModel(_ initial: SectionedList, view: ListViewKind, ios: UIKitVersion)
        -> [String]
    {
        let elements = view.elements
        var lines = [
            "struct Section {", "    var title: String", "    var \(elements): [String]", "}", "",
        ]
        if initial.sections.isEmpty {
            lines.append("var sections: [Section] = []")
        } else {
            lines.append("var sections = [")
            for section in initial.sections {
                let labels = section.rows.map(SwiftCode.literal).joined(separator: ", ")
                lines.append(
                    "    Section(title: \(SwiftCode.literal(section.title)), \(elements): [\(labels)]),"
                )
            }
            lines.append("]")
        }
        lines.append("")
        let text =
            "sections[indexPath.section].\(elements)[indexPath.\(view == .table ? "row" : "item")]"
        if view == .table {
            lines += [
                "// in a UITableViewController",
                "override func numberOfSections(in tableView: UITableView) -> Int {",
                "    sections.count", "}", "",
                "override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                "    sections[section].rows.count", "}", "",
                "override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                "    sections[section].title", "}", "",
            ]
            lines += tableCell(text: text, ios: ios)
        } else {
            lines += [
                "// in a UICollectionViewController",
                "override func numberOfSections(in collectionView: UICollectionView) -> Int {",
                "    sections.count", "}", "",
                "override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
                "    sections[section].items.count", "}", "",
            ]
            lines += collectionCell(text: text, ios: ios)
        }
        return lines
    }

    /// What lets the user reorder: the rows say they can move. What the app does when one
    /// has moved (`moveRowAt`) is the walkthrough's next step.
    private static func reordering(view: ListViewKind) -> [String] {
        view == .table
            ? [
                "", "// The rows show reorder controls while the table view is editing",
                "override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {",
                "    true", "}",
            ]
            : [
                "", "// The items can be dragged to a new place",
                "override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {",
                "    true", "}",
            ]
    }

    /// `cellForRowAt`, showing `text`.
    private static func tableCell(text: String, ios: UIKitVersion) -> [String] {
        [
            "override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {"
        ] + dequeueAndShow(text, view: .table, ios: ios) + ["    return cell", "}"]
    }

    /// `cellForItemAt`, showing `text`.
    private static func collectionCell(text: String, ios: UIKitVersion) -> [String] {
        [
            "override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {"
        ] + dequeueAndShow(text, view: .collection, ios: ios) + ["    return cell", "}"]
    }

    /// The body of a cell method, indented: the cell dequeued and its text set, in the
    /// idiom of the version (content configurations and collection list cells from iOS 14;
    /// `textLabel` and a cell class of the app's with a `label` before it).
    private static func dequeueAndShow(_ text: String, view: ListViewKind, ios: UIKitVersion)
        -> [String]
    {
        let configured = ios >= contentConfigurationSince
        let configure = [
            "    var content = cell.defaultContentConfiguration()", "    content.text = \(text)",
            "    cell.contentConfiguration = content",
        ]
        if view == .table {
            return [
                "    let cell = tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)"
            ] + (configured ? configure : ["    cell.textLabel?.text = \(text)"])
        }
        let cellClass = configured ? "UICollectionViewListCell" : "LabelCell"
        return [
            "    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"Cell\", for: indexPath) as! \(cellClass)"
        ] + (configured ? configure : ["    cell.label.text = \(text)"])
    }

    private static func fetchedResultsModel(view: ListViewKind, ios: UIKitVersion) -> [String] {
        var lines = [
            "// Core Data entity Item: title (String), group (String), position and",
            "// groupPosition (Int64). One fetched section per group.",
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
                text: "fetchedResultsController.object(at: indexPath).title", ios: ios)
        } else {
            lines += [
                "override func numberOfSections(in collectionView: UICollectionView) -> Int {",
                "    fetchedResultsController.sections?.count ?? 0", "}", "",
                "override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
                "    fetchedResultsController.sections?[section].numberOfObjects ?? 0", "}", "",
            ]
            lines += collectionCell(
                text: "fetchedResultsController.object(at: indexPath).title", ios: ios)
        }
        return lines + [""] + FetchedResultsDelegateCode.lines(view: view)
    }

    private static func diffableModel(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion
    ) -> [String] {
        let kind =
            view == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource"
        let receiver = view.receiver
        var lines = [
            "// Identifiers are the items' names; what a cell shows, when it differs, is here.",
            "var contents: [String: String] = [:]", "",
            "lazy var dataSource = \(kind)<String, String>(\(receiver): \(receiver)) {",
        ]
        lines.append("    \(receiver), indexPath, identifier in")
        lines += dequeueAndShow("self.contents[identifier] ?? identifier", view: view, ios: ios)
        lines += ["    return cell", "}"]
        guard !initial.sections.isEmpty else { return lines }
        lines += ["", "// The first state", DiffableCode.opening(fresh: true)]
        for section in initial.sections {
            lines.append("snapshot.appendSections([\(SwiftCode.literal(section.title))])")
            if !section.rows.isEmpty {
                lines.append(
                    "snapshot.appendItems(\(DiffableCode.array(section.rows)), toSection: \(SwiftCode.literal(section.title)))"
                )
            }
        }
        lines.append(DiffableCode.applyCall(.withoutAnimation))
        return lines
    }
}
