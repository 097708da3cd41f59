import ListDocsEngine
import ListDocsScript

/// The Swift a walkthrough's step code relies on, declared once: the model the steps
/// change (`sections[s].rows`, the fetched-results controller and its delegate, or the
/// diffable data source and `contents`) and the data-source methods that show it, in the
/// idiom of the walkthrough's view and iOS version. The page shows it in a collapsed
/// "The model" block above the steps.
public enum ModelCode {
    /// The first version with cell content configurations (`defaultContentConfiguration()`).
    static let contentConfigurationSince = UIKitVersion(14)

    /// `reorders`: the user drags rows in the walkthrough, so the data source lets them move.
    /// `cellReuse`: the identifiers `viewDidLoad()` registers and the cell method dequeues.
    /// `layout`, `columns`: how a collection view's pictures arrange its items; `headers`:
    /// whether they draw section headers (a section with a title, at any step);
    /// `outlineParents`: the items a section snapshot gives children, at any step;
    /// `selectsMany`: the user selects several rows, so the view allows it.
    public static func lines(
        initial: SectionedList, source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        reorders: Bool = false, hashable: HashableStyle = .identifier, identifiers: [String] = [],
        identifiersAreValues: Bool = false, delegate: FetchedResultsDelegateStyle = .complete,
        animation: RowAnimation = .automatic, cellReuse: CellReuse = CellReuse(),
        layout: CollectionLayout = .grid, columns: Int = 3, headers: Bool = false,
        outlineParents: [String] = [], selectsMany: Bool = false
    ) -> [String] {
        let titles: CollectionLayoutCode.TitleSource =
            switch source {
            case .array: .sections
            case .fetchedResults: delegate == .snapshot ? .sectionIdentifiers : .fetchedSections
            case .diffable: .sectionIdentifiers
            }
        let collection =
            view == .collection
            ? CollectionLayoutCode(
                ios: ios, arrangement: layout, columns: columns, headers: headers, titles: titles,
                outlineParents: outlineParents)
            : nil
        return modelLines(
            initial: initial, source: source, view: view, ios: ios, reorders: reorders,
            items: DiffableItems(style: hashable, values: identifiersAreValues),
            identifiers: identifiers, delegate: delegate, animation: animation, reuse: cellReuse,
            collection: collection, selectsMany: selectsMany)
    }

    private static func modelLines(
        initial: SectionedList, source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        reorders: Bool, items: DiffableItems, identifiers: [String],
        delegate: FetchedResultsDelegateStyle, animation: RowAnimation, reuse: CellReuse,
        collection: CollectionLayoutCode?, selectsMany: Bool
    ) -> [String] {
        switch source {
        case .array:
            arrayModel(
                initial, view: view, ios: ios, reuse: reuse, collection: collection,
                selectsMany: selectsMany)
                + (reorders ? reordering(view: view) : [])
        case .fetchedResults:
            fetchedResultsModel(
                view: view, ios: ios, delegate: delegate, animation: animation, reuse: reuse,
                collection: collection)
        case .diffable:
            diffableModel(
                initial, view: view, ios: ios, reuse: reuse,
                items: items,
                identifiers: identifiers.isEmpty ? initial.sections.flatMap(\.rows) : identifiers,
                collection: collection)
        }
    }

    private static func arrayModel(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        collection: CollectionLayoutCode?, selectsMany: Bool
    ) -> [String] {
        let elements = view.elements
        var lines = [
            "struct Section {", "    var title: String", "    var \(elements): [String]", "}", "",
        ]
        var declaration = SwiftPrinter.print(
            SwiftBlock([.expression(SwiftCode.sectionsLiteral(initial, view: view))])
        ).lines
        declaration[0] =
            (initial.sections.isEmpty ? "var sections: [Section] = " : "var sections = ")
            + declaration[0]
        lines += declaration
        lines.append("")
        let text =
            "sections[indexPath.section].\(elements)[indexPath.\(view == .table ? "row" : "item")]"
        lines += cellClassDeclaration(view: view, ios: ios) + (collection?.declarations() ?? [])
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            lines += CellRegistrationCode.declaration(
                itemType: "String", parameter: "text", text: "text", weakSelf: false)
        }
        let selection =
            selectsMany
            ? ["\(view == .table ? "tableView" : "collectionView").allowsMultipleSelection = true"]
            : []
        lines += viewDidLoad(
            view: view, ios: ios, reuse: reuse, then: selection + (collection?.viewDidLoad() ?? []))
        if view == .table {
            lines += [
                "override func numberOfSections(in tableView: UITableView) -> Int {",
                "    sections.count", "}", "",
                "override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                "    sections[section].rows.count", "}", "",
                "override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
                "    let title = sections[section].title",
                "    return title.isEmpty ? nil : title  // an untitled section has no header",
                "}", "",
            ]
            lines += tableCell(text: text, ios: ios, reuse: reuse)
        } else {
            lines += [
                "override func numberOfSections(in collectionView: UICollectionView) -> Int {",
                "    sections.count", "}", "",
                "override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
                "    sections[section].items.count", "}", "",
            ]
            lines += collectionCell(text: text, ios: ios, reuse: reuse)
            lines += [""] + (collection?.methods() ?? [])
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

    /// The cell class of the app's that shows a label, for a collection view before list
    /// cells (iOS 14); nothing otherwise.
    static func cellClassDeclaration(view: ListViewKind, ios: UIKitVersion) -> [String] {
        guard view == .collection, ios < contentConfigurationSince else { return [] }
        return [
            "// The app's cell: a label filling the cell (its layout code left out)",
            "final class LabelCell: UICollectionViewCell {", "    let label = UILabel()", "}", "",
        ]
    }

    /// The class the cells are registered as.
    static func cellClass(view: ListViewKind, ios: UIKitVersion) -> String {
        if view == .table { return "UITableViewCell" }
        return ios >= contentConfigurationSince ? "UICollectionViewListCell" : "LabelCell"
    }

    /// `viewDidLoad()`: the cell class registered for reuse before any cell is dequeued (or,
    /// when the app registers none, a comment saying so; nothing where a cell registration
    /// makes the cells), then `then` (the layout, a diffable data source's first snapshot).
    static func viewDidLoad(
        view: ListViewKind, ios: UIKitVersion, reuse: CellReuse, then: [String]
    ) -> [String] {
        // A cell registration (iOS 14 collection views) stands in for the class registered.
        let register: [String]
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            register = []
        } else if let registered = reuse.registered.map(SwiftCode.literal) {
            register = [
                view == .table
                    ? "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \(registered))"
                    : "collectionView.register(\(cellClass(view: view, ios: ios)).self, forCellWithReuseIdentifier: \(registered))"
            ]
        } else {
            register = [
                "// no cell class is registered for reuse (a storyboard's prototype cell would name its own)"
            ]
        }
        return ["override func viewDidLoad() {", "    super.viewDidLoad()"]
            + (register + then).map { $0.isEmpty ? "" : "    " + $0 } + ["}", ""]
    }

    /// `cellForRowAt`, showing `text`.
    static func tableCell(text: String, ios: UIKitVersion, reuse: CellReuse) -> [String] {
        [
            "override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {"
        ] + dequeueAndShow(text, view: .table, ios: ios, reuse: reuse) + ["    return cell", "}"]
    }

    /// `cellForItemAt`, showing `text`.
    static func collectionCell(
        text: String, ios: UIKitVersion, reuse: CellReuse, item: String? = nil
    ) -> [String] {
        if CellRegistrationCode.applies(view: .collection, ios: ios, reuse: reuse) {
            return [
                "override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {",
                "    " + CellRegistrationCode.dequeue(item: item ?? text), "}",
            ]
        }
        return [
            "override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {"
        ] + dequeueAndShow(text, view: .collection, ios: ios, reuse: reuse) + [
            "    return cell", "}",
        ]
    }

    /// The body of a cell method, indented: the cell dequeued and its text set, in the
    /// idiom of the version (content configurations and collection list cells from iOS 14;
    /// `textLabel` and a cell class of the app's with a `label` before it).
    static func dequeueAndShow(
        _ text: String, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse
    ) -> [String] {
        let identifier = SwiftCode.literal(reuse.dequeued)
        let configured = ios >= contentConfigurationSince
        let configure = [
            "    var content = cell.defaultContentConfiguration()", "    content.text = \(text)",
            "    cell.contentConfiguration = content",
        ]
        let show =
            configured
            ? configure
            : [
                view == .table
                    ? "    cell.textLabel?.text = \(text)" : "    cell.label.text = \(text)"
            ]
        let get = getCell(view: view, ios: ios, reuse: reuse, identifier: identifier)
        // No cell to show anything in: the method hands UIKit what it got.
        return reuse.dequeue == .returnsNil ? get : get + show
    }

    /// The line that gets the cell, as the app's data source gets it: dequeued (the idiom),
    /// made by hand (`dequeue=none`), after a second cell dequeued and kept
    /// (`dequeue=extra`), or none at all (`dequeue=nil`, a table view's).
    private static func getCell(
        view: ListViewKind, ios: UIKitVersion, reuse: CellReuse, identifier: String
    ) -> [String] {
        let cellClass = cellClass(view: view, ios: ios)
        let dequeue =
            view == .table
            ? "tableView.dequeueReusableCell(withIdentifier: \(identifier), for: indexPath)"
            : "collectionView.dequeueReusableCell(withReuseIdentifier: \(identifier), for: indexPath)"
        let cast = view == .table ? "" : " as! \(cellClass)"
        switch reuse.dequeue {
        case .once:
            return ["    let cell = \(dequeue)\(cast)"]
        case .none where view == .table:
            return [
                "    // Made by hand, not dequeued: a table view takes it (and reuses nothing).",
                "    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)",
            ]
        case .none:
            return ["    let cell = \(cellClass)()  // made by hand, not dequeued"]
        case .extra:
            return [
                "    _ = \(dequeue)  // a second cell, never returned",
                "    let cell = \(dequeue)\(cast)",
            ]
        case .returnsNil:
            return [
                "    // The superclass has cells only for a storyboard's static table: for this",
                "    // one it returns nil, which UIKit does not take.",
                "    let cell = super.tableView(tableView, cellForRowAt: indexPath)",
            ]
        }
    }
}
