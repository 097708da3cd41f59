import ListDocsEngine
import ListDocsScript

/// The model block of `source=fetched-results`: the entity, the fetch, the controller and its
/// delegate, or iOS 13's snapshot of object IDs.
extension ModelCode {
    /// What the page declares before the view controller: Core Data's entity class, which
    /// Xcode generates as a class of its own.
    static func preamble(source: DataSourceMode) -> SwiftBlock {
        guard source == .fetchedResults else { return [] }
        let item = SwiftType.named("Item")
        let request = SwiftType.named("NSFetchRequest", [item])
        let fetchRequest = SwiftFunction(
            attributes: [SwiftAttribute("nonobjc")], modifiers: ["class"], name: "fetchRequest",
            result: request,
            body: SwiftBlock([
                .expression(.call(.type(request), [SwiftArgument("entityName", .string("Item"))]))
            ]))
        func managed(_ name: String, _ type: SwiftType) -> SwiftStatement {
            .property(
                SwiftProperty(attributes: [SwiftAttribute("NSManaged")], name: name, type: type))
        }
        return [
            .comment(
                "The Core Data entity's class, as Xcode generates it (Codegen: Class Definition)."),
            .comment(
                "One fetched section per group; the store holds an Item per row of the first state,"
            ),
            .comment(
                "its section's title as group, the section's index as groupPosition, the row's as position."
            ),
            .typeDeclaration(
                SwiftTypeDeclaration(
                    attributes: [SwiftAttribute("objc", argument: "Item")], modifiers: ["final"],
                    kind: .class, name: "Item", inherits: [.named("NSManagedObject")],
                    members: SwiftBlock([
                        .function(fetchRequest), managed("title", .optional("String")),
                        managed("group", .optional("String")),
                        managed("position", .named("Double")),
                        managed("groupPosition", .named("Double")),
                    ]))),
            .blank,
        ]
    }

    static func fetchedResultsModel(
        view: ListViewKind, ios: UIKitVersion, delegate: FetchedResultsDelegateStyle,
        animation: RowAnimation, reuse: CellReuse, collection: CollectionLayoutCode?
    ) -> SwiftBlock {
        var members = fetchedResultsControllerDeclaration + sortKeyFunction
        members += cellClassDeclaration(view: view, ios: ios) + (collection?.declarations() ?? [])
        if delegate == .snapshot {
            return members
                + snapshotDelegateModel(view: view, ios: ios, reuse: reuse, collection: collection)
        }
        let object = SwiftExpression.method(
            .controller(.fetchedResultsController), "object",
            [SwiftArgument("at", ModelPieces.indexPath)])
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            members += CellRegistrationCode.declaration(
                itemType: "Item", parameter: "item", text: .access(.name("item"), "title"),
                weakSelf: false)
        }
        members += viewDidLoad(
            view: view, ios: ios, reuse: reuse, then: collection?.viewDidLoad() ?? [])
        let sections = SwiftExpression.access(.controller(.fetchedResultsController), "sections")
        let section = SwiftExpression.subscripted(sections, .name("section"), optional: true)
        members += [
            ModelPieces.numberOfSections(
                view, .infix(.access(sections, "count", optional: true), "??", .integer(0))),
            .blank,
            ModelPieces.viewMethod(
                view,
                [
                    ModelPieces.section(
                        view == .table ? "numberOfRowsInSection" : "numberOfItemsInSection")
                ],
                .named("Int"),
                [.expression(.infix(.access(section, "numberOfObjects"), "??", .integer(0)))]),
            .blank,
        ]
        if view == .table {
            members += [
                ModelPieces.viewMethod(
                    .table, [ModelPieces.section("titleForHeaderInSection")], .optional("String"),
                    [.expression(.access(section, "name"))]),
                .blank,
                tableCell(text: .access(object, "title"), ios: ios, reuse: reuse),
            ]
        } else {
            members += [
                collectionCell(
                    text: .access(object, "title"), ios: ios, reuse: reuse, item: object),
                .blank,
            ]
            members += collection?.methods() ?? []
        }
        return members + [.blank]
            + FetchedResultsDelegateCode.members(
                view: view, delegate: delegate, animation: animation, ios: ios)
    }

    /// The context and the fetched-results controller: sorted by group, then position, and
    /// cut into sections by group.
    static var fetchedResultsControllerDeclaration: SwiftBlock {
        let item = SwiftType.named("Item")
        func sortedBy(_ key: String) -> SwiftExpression {
            .new(
                "NSSortDescriptor",
                [
                    SwiftArgument("keyPath", .keyPath(item, key)),
                    SwiftArgument("ascending", .keyword("true")),
                ])
        }
        let made = SwiftExpression.new(
            "NSFetchedResultsController",
            [
                SwiftArgument("fetchRequest", .name("request")),
                SwiftArgument("managedObjectContext", .controller(.context)),
                SwiftArgument("sectionNameKeyPath", .poundKeyPath(item, "group")),
                SwiftArgument("cacheName", .keyword("nil")),
            ])
        let controller = SwiftExpression.name("controller")
        let setUp = SwiftClosure(
            body: SwiftBlock([
                .property(
                    SwiftProperty(
                        constant: true, name: "request", type: .named("NSFetchRequest", [item]),
                        value: .method(.type(item), "fetchRequest"))),
                .assignment(
                    .access(.name("request"), "sortDescriptors"),
                    .array([sortedBy("groupPosition"), sortedBy("position")], oneLineEach: true)),
                .constant("controller", made),
                .assignment(.access(controller, "delegate"), .keyword("self")),
                .expression(.tryOptional(.method(controller, "performFetch"))),
                .returning(controller),
            ]), needsExplicitSelf: false)
        var block: SwiftBlock = []
        block.append(
            .property(
                SwiftProperty(name: "context", type: .unwrapped(.named("NSManagedObjectContext")))),
            note: "the container's viewContext")
        return block + [
            .blank,
            .property(
                SwiftProperty(
                    modifiers: ["lazy"], name: "fetchedResultsController",
                    type: .named("NSFetchedResultsController", [item]),
                    value: .call(.closure(setUp), []))),
            .blank,
        ]
    }

    /// The sort key a new or moved object takes: between those of its neighbours where it
    /// goes, so that no other object changes and the controller reports that object alone.
    static var sortKeyFunction: SwiftBlock {
        let before = SwiftExpression.name("before")
        let after = SwiftExpression.name("after")
        let cases = [
            SwiftCase(
                .tuple([.some("before"), .some("after")]),
                [.expression(.infix(.parenthesized(.infix(before, "+", after)), "/", .integer(2)))]),
            SwiftCase(
                .tuple([.some("before"), .none]), [.expression(.infix(before, "+", .integer(1)))]),
            SwiftCase(
                .tuple([.none, .some("after")]), [.expression(.infix(after, "-", .integer(1)))]),
            SwiftCase(.tuple([.none, .none]), [.expression(.integer(0))]),
        ]
        let double = SwiftType.optional("Double")
        return [
            .documentation(
                "A sort key between those of the objects before and after a place (nil: none there):"
            ),
            .documentation("a new or moved object takes one, and no other object has to change."),
            .function(
                SwiftFunction(
                    name: "sortKey",
                    parameters: [
                        SwiftParameter("between", "before", double),
                        SwiftParameter("and", "after", double),
                    ], result: .named("Double"),
                    body: [.switchOver(.tuple([before, after]), cases)])),
            .blank,
        ]
    }

    /// iOS 13's way: a diffable data source of object IDs, which applies the snapshot the
    /// controller hands its delegate.
    static func snapshotDelegateModel(
        view: ListViewKind, ios: UIKitVersion, reuse: CellReuse, collection: CollectionLayoutCode?
    ) -> SwiftBlock {
        let objectID = SwiftType.named("NSManagedObjectID")
        let kind = SwiftType.named(
            view == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource",
            [.named("String"), objectID])
        let object = SwiftExpression.method(
            ModelPieces.weakSelf(.context), "object", [SwiftArgument("with", .name("objectID"))])
        let text = SwiftExpression.access(
            .parenthesized(.conditionalCast(object, .named("Item"))), "title", optional: true)
        var members: SwiftBlock
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            members =
                CellRegistrationCode.declaration(
                    itemType: "NSManagedObjectID", parameter: "objectID", text: text, weakSelf: true
                )
                + [
                    dataSourceProperty(
                        kind, view: view, captures: ["cellRegistration"], parameter: "objectID",
                        body: [.expression(CellRegistrationCode.dequeue(item: .name("objectID")))]),
                    .blank,
                ]
        } else {
            // A table asks its data source for the headers' titles: a plain diffable data
            // source answers nil, so the sections' names come from a subclass.
            let titled = view == .table
            members = titled ? titledDataSource(itemType: objectID, ios: ios) : []
            members += [
                dataSourceProperty(
                    titled ? .named("TitledDataSource") : kind, view: view, captures: ["weak self"],
                    parameter: "objectID",
                    body: dequeueAndShow(text, view: view, ios: ios, reuse: reuse)
                        + [.returning(.name("cell"))]),
                .blank,
            ]
        }
        var firstFetch: SwiftBlock = []
        firstFetch.append(
            .discard(.controller(.fetchedResultsController)),
            note: "its first fetch hands the delegate a snapshot")
        members += viewDidLoad(
            view: view, ios: ios, reuse: reuse, then: (collection?.viewDidLoad() ?? []) + firstFetch
        )
        if let collection { members += collection.methods() + [.blank] }
        return members + [
            .comment(
                "NSFetchedResultsControllerDelegate: the changes as one snapshot of object IDs"),
            .function(FetchedResultsDelegateCode.snapshotMethod(ios: ios)),
        ]
    }
}
