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

    /// The model block as the code model: the class's members, an empty line between two.
    /// `reorders`: the user drags rows in the walkthrough, so the data source lets them move.
    /// `cellReuse`: the identifiers `viewDidLoad()` registers and the cell method dequeues.
    /// `layout`, `columns`: how a collection view's pictures arrange its items; `headers`:
    /// whether they draw section headers (a section with a title, at any step);
    /// `outlineParents`: the items a section snapshot gives children, at any step;
    /// `selectsMany`: the user selects several rows, so the view allows it.
    static func block(
        initial: SectionedList, source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        reorders: Bool = false, hashable: HashableStyle = .identifier, identifiers: [String] = [],
        identifiersAreValues: Bool = false, delegate: FetchedResultsDelegateStyle = .complete,
        animation: RowAnimation = .automatic, cellReuse: CellReuse = CellReuse(),
        layout: CollectionLayout = .grid, columns: Int = 3, headers: Bool = false,
        outlineParents: [String] = [], selectsMany: Bool = false
    ) -> SwiftBlock {
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
        var members = modelMembers(
            initial: initial, source: source, view: view, ios: ios, reorders: reorders,
            items: DiffableItems(style: hashable, values: identifiersAreValues),
            identifiers: identifiers, delegate: delegate, animation: animation, reuse: cellReuse,
            collection: collection, selectsMany: selectsMany)
        while members.lines.last?.statement == .blank { members.lines.removeLast() }
        return members
    }

    private static func modelMembers(
        initial: SectionedList, source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        reorders: Bool, items: DiffableItems, identifiers: [String],
        delegate: FetchedResultsDelegateStyle, animation: RowAnimation, reuse: CellReuse,
        collection: CollectionLayoutCode?, selectsMany: Bool
    ) -> SwiftBlock {
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

    /// `struct Section` and `var sections`, the list the steps change.
    private static func sectionsDeclaration(_ initial: SectionedList, view: ListViewKind)
        -> SwiftBlock
    {
        let section = SwiftTypeDeclaration(
            kind: .struct, name: "Section",
            members: SwiftBlock([
                .property(SwiftProperty(name: "title", type: .named("String"))),
                .property(SwiftProperty(name: view.elements, type: .array(.named("String")))),
            ]))
        return [
            .typeDeclaration(section), .blank,
            .property(
                SwiftProperty(
                    name: "sections",
                    type: initial.sections.isEmpty ? .array(.named("Section")) : nil,
                    value: SwiftCode.sectionsLiteral(initial, view: view))),
            .blank,
        ]
    }

    private static func arrayModel(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        collection: CollectionLayoutCode?, selectsMany: Bool
    ) -> SwiftBlock {
        let element = view == .table ? "row" : "item"
        let text = SwiftExpression.subscripted(
            .access(
                .subscripted(.controller(.sections), ModelPieces.indexPath("section")),
                view.elements),
            ModelPieces.indexPath(element))
        var members = sectionsDeclaration(initial, view: view)
        members += cellClassDeclaration(view: view, ios: ios) + (collection?.declarations() ?? [])
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            members += CellRegistrationCode.declaration(
                itemType: "String", parameter: "text", text: .name("text"), weakSelf: false)
        }
        let selection: SwiftBlock =
            selectsMany
            ? [
                .assignment(
                    .access(.controller(ModelPieces.viewMember(view)), "allowsMultipleSelection"),
                    .keyword("true"))
            ]
            : []
        members += viewDidLoad(
            view: view, ios: ios, reuse: reuse, then: selection + (collection?.viewDidLoad() ?? []))
        let sectionRows = ModelPieces.chain(
            .subscripted(.controller(.sections), .name("section")), view.elements, "count")
        members += [
            ModelPieces.numberOfSections(view, .access(.controller(.sections), "count")), .blank,
            ModelPieces.viewMethod(
                view,
                [
                    ModelPieces.section(
                        view == .table ? "numberOfRowsInSection" : "numberOfItemsInSection")
                ],
                .named("Int"), [.expression(sectionRows)]),
            .blank,
        ]
        if view == .table {
            members += [headerTitle(), .blank, tableCell(text: text, ios: ios, reuse: reuse)]
        } else {
            members += [collectionCell(text: text, ios: ios, reuse: reuse), .blank]
            members += collection?.methods() ?? []
        }
        return members
    }

    /// `tableView(_:titleForHeaderInSection:)`: a section's title, none for an untitled one.
    private static func headerTitle() -> SwiftStatement {
        let title = SwiftExpression.name("title")
        var giving = SwiftLine(
            .returning(.ternary(.access(title, "isEmpty"), .keyword("nil"), title)))
        giving.note = "an untitled section has no header"
        return ModelPieces.viewMethod(
            .table, [ModelPieces.section("titleForHeaderInSection")], .optional("String"), []
        )
        .withBody(
            SwiftBlock([
                SwiftLine(
                    .constant(
                        "title",
                        .access(.subscripted(.controller(.sections), .name("section")), "title"))),
                giving,
            ]))
    }

    /// What lets the user reorder: the rows say they can move. What the app does when one
    /// has moved (`moveRowAt`) is the walkthrough's next step.
    private static func reordering(view: ListViewKind) -> SwiftBlock {
        [
            .blank,
            .comment(
                view == .table
                    ? "The rows show reorder controls while the table view is editing"
                    : "The items can be dragged to a new place"),
            ModelPieces.viewMethod(
                view,
                [ModelPieces.indexPath(label: view == .table ? "canMoveRowAt" : "canMoveItemAt")],
                .named("Bool"), [.expression(.keyword("true"))]),
        ]
    }

    /// The cell class of the app's that shows a label, for a collection view before list
    /// cells (iOS 14); nothing otherwise.
    static func cellClassDeclaration(view: ListViewKind, ios: UIKitVersion) -> SwiftBlock {
        guard view == .collection, ios < contentConfigurationSince else { return [] }
        return ModelPieces.labelClass(
            "LabelCell", base: "UICollectionViewCell",
            comment: "The app's cell: a label filling the cell (its layout code left out)")
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
        view: ListViewKind, ios: UIKitVersion, reuse: CellReuse, then: SwiftBlock
    ) -> SwiftBlock {
        // A cell registration (iOS 14 collection views) stands in for the class registered.
        var body: SwiftBlock = [.expression(.method(.keyword("super"), "viewDidLoad"))]
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
        } else if let registered = reuse.registered {
            let cellClass = SwiftExpression.access(
                .type(.named(cellClass(view: view, ios: ios))), "self")
            body.append(
                .expression(
                    .method(
                        .controller(ModelPieces.viewMember(view)), "register",
                        [
                            .bare(cellClass),
                            SwiftArgument(
                                view == .table
                                    ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier",
                                .string(registered)),
                        ])))
        } else {
            body.append(
                .comment(
                    "no cell class is registered for reuse (a storyboard's prototype cell would name its own)"
                ))
        }
        return [.function(.override("viewDidLoad", [], nil, body + then)), .blank]
    }

    /// `cellForRowAt`, showing `text`.
    static func tableCell(text: SwiftExpression, ios: UIKitVersion, reuse: CellReuse)
        -> SwiftStatement
    {
        ModelPieces.viewMethod(
            .table, [ModelPieces.indexPath(label: "cellForRowAt")], .named("UITableViewCell"),
            dequeueAndShow(text, view: .table, ios: ios, reuse: reuse) + [.returning(.name("cell"))]
        )
        .withNotes(dequeueNotes(view: .table, reuse: reuse))
    }

    /// `cellForItemAt`, showing `text`.
    static func collectionCell(
        text: SwiftExpression, ios: UIKitVersion, reuse: CellReuse, item: SwiftExpression? = nil
    ) -> SwiftStatement {
        let parameters = [ModelPieces.indexPath(label: "cellForItemAt")]
        let result = SwiftType.named("UICollectionViewCell")
        if CellRegistrationCode.applies(view: .collection, ios: ios, reuse: reuse) {
            return ModelPieces.viewMethod(
                .collection, parameters, result,
                [.expression(CellRegistrationCode.dequeue(item: item ?? text))])
        }
        return ModelPieces.viewMethod(
            .collection, parameters, result,
            dequeueAndShow(text, view: .collection, ios: ios, reuse: reuse)
                + [.returning(.name("cell"))]
        )
        .withNotes(dequeueNotes(view: .collection, reuse: reuse))
    }

    /// The statements of a cell method: the cell dequeued and its text set, in the idiom of
    /// the version (content configurations and collection list cells from iOS 14;
    /// `textLabel` and a cell class of the app's with a `label` before it).
    static func dequeueAndShow(
        _ text: SwiftExpression, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse
    ) -> SwiftBlock {
        let show: SwiftBlock =
            ios >= contentConfigurationSince
            ? ModelPieces.configure("cell", text: text)
            : [
                .assignment(
                    view == .table
                        ? .access(.access(.name("cell"), "textLabel"), "text", optional: true)
                        : ModelPieces.chain(.name("cell"), "label", "text"),
                    text)
            ]
        let get = getCell(view: view, ios: ios, reuse: reuse)
        // No cell to show anything in: the method hands UIKit what it got.
        return reuse.dequeue == .returnsNil ? get : get + show
    }

    /// The dequeue call: the table's with an index path, or the collection view's.
    static func dequeueCall(view: ListViewKind, identifier: String) -> SwiftExpression {
        view == .table
            ? .method(
                .name("tableView"), "dequeueReusableCell",
                [
                    SwiftArgument("withIdentifier", .string(identifier)),
                    SwiftArgument("for", ModelPieces.indexPath),
                ])
            : .method(
                .name("collectionView"), "dequeueReusableCell",
                [
                    SwiftArgument("withReuseIdentifier", .string(identifier)),
                    SwiftArgument("for", ModelPieces.indexPath),
                ])
    }

    /// The statements that get the cell, as the app's data source gets it: dequeued (the
    /// idiom), made by hand (`dequeue=none`), after a second cell dequeued and kept
    /// (`dequeue=extra`), or none at all (`dequeue=nil`, a table view's).
    private static func getCell(view: ListViewKind, ios: UIKitVersion, reuse: CellReuse)
        -> SwiftBlock
    {
        let cellClass = cellClass(view: view, ios: ios)
        let dequeue = dequeueCall(view: view, identifier: reuse.dequeued)
        let cast: SwiftExpression =
            view == .table ? dequeue : .cast(dequeue, .named(cellClass), forced: true)
        switch reuse.dequeue {
        case .once:
            return [.constant("cell", cast)]
        case .none where view == .table:
            return [
                .comment("Made by hand, not dequeued: a table view takes it (and reuses nothing)."),
                .constant(
                    "cell",
                    .new(
                        "UITableViewCell",
                        [
                            SwiftArgument("style", .dot("default")),
                            SwiftArgument("reuseIdentifier", .keyword("nil")),
                        ])),
            ]
        case .none:
            return [.constant("cell", .new(cellClass))]
        case .extra:
            return [.discard(dequeue), .constant("cell", cast)]
        case .returnsNil:
            return [
                .comment("The superclass has cells only for a storyboard's static table: for this"),
                .comment("one it returns nil, which UIKit does not take."),
                .constant(
                    "cell",
                    .method(
                        .keyword("super"), "tableView",
                        [
                            .bare(.name("tableView")),
                            SwiftArgument("cellForRowAt", ModelPieces.indexPath),
                        ])),
            ]
        }
    }

    /// The notes on the lines that get a cell: where one is made by hand or kept unused.
    private static func dequeueNotes(view: ListViewKind, reuse: CellReuse) -> [Int: String] {
        switch reuse.dequeue {
        case .none where view != .table: [0: "made by hand, not dequeued"]
        case .extra: [0: "a second cell, never returned"]
        default: [:]
        }
    }
}

extension SwiftStatement {
    /// The method with `body` in place of its own.
    func withBody(_ body: SwiftBlock) -> SwiftStatement {
        guard case .function(var function) = self else { return self }
        function.body = body
        return .function(function)
    }

    /// The method with a note on some lines of its body, by their index.
    func withNotes(_ notes: [Int: String]) -> SwiftStatement {
        guard case .function(var function) = self else { return self }
        for (index, note) in notes { function.body.lines[index].note = note }
        return .function(function)
    }
}
