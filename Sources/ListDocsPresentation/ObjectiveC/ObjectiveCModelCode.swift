import ListDocsEngine
import ListDocsScript

/// The model block of a table-view walkthrough whose page shows Objective-C (iOS 7 and
/// earlier): the `Section` class the rows live in, the view controller's interface, and the
/// start of its implementation with the data-source methods, in the idiom of those years
/// (before iOS 6 a cell is dequeued without an index path and made when none is waiting).
/// The walkthrough's methods and the closing `@end` follow (`ControllerDeclaration`).
enum ObjectiveCModelCode {
    /// The first version whose table view registers cell classes and dequeues with an index
    /// path (`registerClass:forCellReuseIdentifier:`, `…forIndexPath:`).
    static let registrationSince = UIKitVersion(6)

    /// What stands before the implementation: the section class, a collection view's cell
    /// and header classes, and the interface; then the implementation's opening line.
    static func preamble(className: String, view: ListViewKind, headers: Bool) -> ObjectiveCBlock {
        var block = sectionClass(view.elements)
        if view == .collection {
            block =
                block
                + labelledView(
                    "LabelCell", base: "UICollectionViewCell",
                    comment: "The app's cell: a label filling the cell (its layout code left out)")
            if headers {
                block =
                    block
                    + labelledView(
                        "HeaderView", base: "UICollectionReusableView",
                        comment:
                            "The app's section header: a label filling the view (its layout code left out)"
                    )
            }
        }
        let base = view == .table ? "UITableViewController" : "UICollectionViewController"
        let sections = ObjectiveCProperty(
            ["nonatomic", "strong"], .object("NSMutableArray"), "sections")
        return block + [
            .interface(
                ObjectiveCInterface(name: className, base: base, members: [.property(sections)])),
            .blank,
        ]
    }

    /// `Section`: a title and the rows (items), made by a class method.
    private static func sectionClass(_ elements: String) -> ObjectiveCBlock {
        let array = ObjectiveCType.object("NSArray")
        let make = ObjectiveCMethodDeclaration(
            isClassMethod: true, result: .object("Section"),
            parameters: [
                ObjectiveCParameter("sectionWithTitle", .object("NSString"), "title"),
                ObjectiveCParameter(elements, array, elements),
            ],
            body: [
                .declaration(type: "Section *", name: "section", alloc("Section")),
                .assignment(.property(.name("section"), "title"), .name("title")),
                .assignment(
                    .property(.name("section"), elements), .send(.name(elements), "mutableCopy")),
                .returning(.name("section")),
            ])
        let properties: ObjectiveCBlock = [
            .property(ObjectiveCProperty(["nonatomic", "copy"], .object("NSString"), "title")),
            .property(
                ObjectiveCProperty(["nonatomic", "strong"], .object("NSMutableArray"), elements)),
            .methodDeclaration(make),
        ]
        return [
            .comment("A section of the list: its title and its \(elements)"),
            .interface(ObjectiveCInterface(name: "Section", base: "NSObject", members: properties)),
            .blank, .implementation("Section", [.method(make)]), .blank,
        ]
    }

    /// `[[Type alloc] init…]`, `init` when no pieces are given.
    static func alloc(_ type: String, _ pieces: [ObjectiveCPiece] = [ObjectiveCPiece("init", nil)])
        -> ObjectiveCExpression
    {
        .message(.send(.type(type), "alloc"), pieces)
    }

    /// A view class of the app's with a label.
    private static func labelledView(_ name: String, base: String, comment: String)
        -> ObjectiveCBlock
    {
        let initializer = ObjectiveCMethodDeclaration.instance(
            .value("instancetype"),
            [ObjectiveCParameter("initWithFrame", .value("CGRect"), "frame")],
            [
                .assignment(
                    .name("self"),
                    .message(.name("super"), [ObjectiveCPiece("initWithFrame", .name("frame"))])),
                .ifThen(.name("self"), [.assignment(.name("_label"), alloc("UILabel"))]),
                .returning(.name("self")),
            ])
        let label = ObjectiveCProperty(["nonatomic", "strong"], .object("UILabel"), "label")
        return [
            .comment(comment),
            .interface(ObjectiveCInterface(name: name, base: base, members: [.property(label)])),
            .blank, .implementation(name, [.method(initializer)]), .blank,
        ]
    }

    /// How a collection view's pictures arrange it: the layout, how many tiles a row, and
    /// whether its sections have headers.
    struct CollectionArrangement: Sendable {
        var layout: CollectionLayout
        var columns: Int
        var headers: Bool
    }

    /// `self.name`.
    static func own(_ name: String) -> ObjectiveCExpression { .property(.name("self"), name) }

    /// `[[self.sections objectAtIndex:index] name]`.
    static func section(_ index: ObjectiveCExpression, _ name: String) -> ObjectiveCExpression {
        .send(.message(own("sections"), [ObjectiveCPiece("objectAtIndex", index)]), name)
    }

    /// The view's first parameter of a data-source method, and the method.
    static func viewMethod(
        _ view: ListViewKind, _ result: ObjectiveCType, _ pieces: [ObjectiveCParameter],
        _ body: ObjectiveCBlock
    ) -> ObjectiveCStatement {
        let type = ObjectiveCType.object(view == .table ? "UITableView" : "UICollectionView")
        return .method(
            .instance(
                result, [ObjectiveCParameter(view.receiver, type, view.receiver)] + pieces, body))
    }

    /// The implementation's members: the rows (items) accessor, `viewDidLoad`, a collection
    /// view's layout, the data source.
    static func members(
        initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        reorders: Bool, collection: CollectionArrangement? = nil
    ) -> ObjectiveCBlock {
        let accessor = ObjectiveCMethodDeclaration.instance(
            .object("NSMutableArray"),
            [
                ObjectiveCParameter(
                    view == .table ? "rowsInSection" : "itemsInSection", .value("NSInteger"),
                    "section")
            ],
            [.returning(section(.name("section"), view.elements))])
        var block: ObjectiveCBlock = [.blank, .method(accessor), .blank]
        block =
            block + viewDidLoad(initial, view: view, ios: ios, reuse: reuse, collection: collection)
        if let collection {
            return block + [.blank] + ObjectiveCCollectionCode.members(collection, reuse: reuse)
        }
        block = block + tableDataSource(ios: ios, reuse: reuse)
        guard reorders else { return block }
        return block + [
            .blank, .comment("The rows show reorder controls while the table view is editing"),
            viewMethod(
                .table, .value("BOOL"),
                [ObjectiveCParameter("canMoveRowAtIndexPath", .object("NSIndexPath"), "indexPath")],
                [.returning(.keyword("YES"))]),
        ]
    }

    /// A table's data source: its sections, rows, headers' titles and cells.
    private static func tableDataSource(ios: UIKitVersion, reuse: CellReuse) -> ObjectiveCBlock {
        let title = ObjectiveCExpression.name("title")
        var untitled = ObjectiveCBlock([
            .declaration(type: "NSString *", name: "title", section(.name("section"), "title"))
        ])
        untitled.append(
            .returning(
                .ternary(.infix(.send(title, "length"), ">", .integer(0)), title, .keyword("nil"))),
            note: "an untitled section has no header")
        return [
            .blank,
            .method(
                .instance(
                    .value("NSInteger"),
                    [
                        ObjectiveCParameter(
                            "numberOfSectionsInTableView", .object("UITableView"), "tableView")
                    ],
                    [.returning(.send(own("sections"), "count"))])),
            .blank,
            viewMethod(
                .table, .value("NSInteger"),
                [ObjectiveCParameter("numberOfRowsInSection", .value("NSInteger"), "section")],
                [
                    .returning(
                        .send(
                            .message(
                                .name("self"),
                                [ObjectiveCPiece("rowsInSection", .name("section"))]), "count"))
                ]),
            .blank,
            viewMethod(
                .table, .object("NSString"),
                [
                    ObjectiveCParameter(
                        "titleForHeaderInSection", .value("NSInteger"), "section")
                ],
                untitled),
            .blank,
            cellMethod(ios: ios, reuse: reuse, text: rowText),
        ]
    }

    /// `[[self rowsInSection:indexPath.section] objectAtIndex:indexPath.row]`.
    private static var rowText: ObjectiveCExpression {
        let indexPath = ObjectiveCExpression.name("indexPath")
        return .message(
            .message(
                .name("self"), [ObjectiveCPiece("rowsInSection", .property(indexPath, "section"))]),
            [ObjectiveCPiece("objectAtIndex", .property(indexPath, "row"))])
    }

    /// `tableView:cellForRowAtIndexPath:`, the cell showing `text`.
    static func cellMethod(ios: UIKitVersion, reuse: CellReuse, text: ObjectiveCExpression)
        -> ObjectiveCStatement
    {
        viewMethod(
            .table, .object("UITableViewCell"),
            [ObjectiveCParameter("cellForRowAtIndexPath", .object("NSIndexPath"), "indexPath")],
            cell(ios: ios, reuse: reuse, text: text))
    }

    private static func viewDidLoad(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        collection: CollectionArrangement?
    ) -> ObjectiveCBlock {
        var body: ObjectiveCBlock = [.expression(.send(.name("super"), "viewDidLoad"))]
        let sections: ObjectiveCExpression =
            initial.sections.isEmpty
            ? .send(.type("NSMutableArray"), "array")
            : .send(
                .arrayPerLine(
                    initial.sections.map { section in
                        .message(
                            .type("Section"),
                            [
                                ObjectiveCPiece("sectionWithTitle", .string(section.title)),
                                ObjectiveCPiece(
                                    view.elements,
                                    .array(section.rows.map(ObjectiveCExpression.string))),
                            ])
                    }), "mutableCopy")
        body.append(.assignment(own("sections"), sections))
        let registers = view == .collection || ios >= registrationSince
        if let registered = reuse.registered, registers {
            body.append(
                .expression(
                    .message(
                        own(view.receiver),
                        [
                            ObjectiveCPiece(
                                "registerClass",
                                .send(
                                    .type(view == .table ? "UITableViewCell" : "LabelCell"), "class"
                                )),
                            ObjectiveCPiece(
                                view == .table
                                    ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier",
                                .string(registered)),
                        ])))
        } else if registers {
            body.append(
                .comment(
                    "no cell class is registered for reuse (a storyboard's prototype cell would name its own)"
                ))
        }
        if let collection { body = body + ObjectiveCCollectionCode.viewDidLoad(collection) }
        return [.method(.instance(.void, [ObjectiveCParameter("viewDidLoad")], body))]
    }

    /// The cell method's body: the cell got as the app gets it, its text, and its return.
    static func cell(ios: UIKitVersion, reuse: CellReuse, text: ObjectiveCExpression)
        -> ObjectiveCBlock
    {
        let identifier = ObjectiveCExpression.string(reuse.dequeued)
        let cell = ObjectiveCExpression.name("cell")
        let made = alloc(
            "UITableViewCell",
            [
                ObjectiveCPiece("initWithStyle", .constant("UITableViewCellStyleDefault")),
                ObjectiveCPiece("reuseIdentifier", identifier),
            ])
        let dequeue = ObjectiveCExpression.message(
            .name("tableView"),
            [ObjectiveCPiece("dequeueReusableCellWithIdentifier", identifier)]
                + (ios >= registrationSince
                    ? [ObjectiveCPiece("forIndexPath", .name("indexPath"))] : []))
        let waiting: ObjectiveCBlock =
            ios >= registrationSince
            ? [] : [.ifThen(.infix(cell, "==", .keyword("nil")), [.assignment(cell, made)])]
        let show: ObjectiveCBlock = [
            .assignment(.property(.property(cell, "textLabel"), "text"), text), .returning(cell),
        ]
        let declared = ObjectiveCStatement.declaration(
            type: "UITableViewCell *", name: "cell", dequeue)
        switch reuse.dequeue {
        case .once:
            return [declared] + waiting + show
        case .none:
            let byHand = alloc(
                "UITableViewCell",
                [
                    ObjectiveCPiece("initWithStyle", .constant("UITableViewCellStyleDefault")),
                    ObjectiveCPiece("reuseIdentifier", .keyword("nil")),
                ])
            return [
                .comment("Made by hand, not dequeued: a table view takes it (and reuses nothing)."),
                .declaration(type: "UITableViewCell *", name: "cell", byHand),
            ] + show
        case .extra:
            var extra = ObjectiveCBlock()
            extra.append(.expression(dequeue), note: "a second cell, never returned")
            return extra + [declared] + waiting + show
        case .returnsNil:
            return [
                .comment(
                    "Nothing made when no cell is waiting for reuse: the first time, this is nil,"),
                .comment("which UIKit does not take."),
                .declaration(
                    type: "UITableViewCell *", name: "cell",
                    .message(
                        .name("tableView"),
                        [ObjectiveCPiece("dequeueReusableCellWithIdentifier", identifier)])),
                .returning(cell),
            ]
        }
    }

    /// The declaration of a method that holds step code, its body empty.
    static func declaration(_ method: ObjectiveCMethod) -> ObjectiveCMethodDeclaration {
        let path = ObjectiveCType.object("NSIndexPath")
        let table = ObjectiveCParameter("tableView", .object("UITableView"), "tableView")
        let parameters: [ObjectiveCParameter]
        var result = ObjectiveCType.void
        switch method {
        case .step(let n): parameters = [ObjectiveCParameter("step\(n)")]
        case .action(let name):
            result = .value("IBAction")
            parameters = [ObjectiveCParameter(name, .object("UIBarButtonItem"), "sender")]
        case .select(.table):
            parameters = [table, ObjectiveCParameter("didSelectRowAtIndexPath", path, "indexPath")]
        case .select(.collection):
            parameters = [
                ObjectiveCParameter(
                    "collectionView", .object("UICollectionView"), "collectionView"),
                ObjectiveCParameter("didSelectItemAtIndexPath", path, "indexPath"),
            ]
        case .commit:
            parameters = [
                table,
                ObjectiveCParameter(
                    "commitEditingStyle", .value("UITableViewCellEditingStyle"), "editingStyle"),
                ObjectiveCParameter("forRowAtIndexPath", path, "indexPath"),
            ]
        case .move:
            parameters = [
                table, ObjectiveCParameter("moveRowAtIndexPath", path, "sourceIndexPath"),
                ObjectiveCParameter("toIndexPath", path, "destinationIndexPath"),
            ]
        }
        return .instance(result, parameters, [])
    }
}

/// A method of the view controller that holds step code, on an Objective-C page.
enum ObjectiveCMethod: Hashable, Sendable {
    /// The app's own code for a step, `step3`.
    case step(Int)
    /// A button's action, `deleteTapped:`.
    case action(String)
    case select(ListViewKind)
    /// Swipe to delete: `tableView:commitEditingStyle:forRowAtIndexPath:`.
    case commit
    /// A drag: `tableView:moveRowAtIndexPath:toIndexPath:`.
    case move

    /// How Objective-C names it.
    var selector: String {
        switch self {
        case .step(let n): "step\(n)"
        case .action(let name): name + ":"
        case .select(.table): "tableView:didSelectRowAtIndexPath:"
        case .select(.collection): "collectionView:didSelectItemAtIndexPath:"
        case .commit: "tableView:commitEditingStyle:forRowAtIndexPath:"
        case .move: "tableView:moveRowAtIndexPath:toIndexPath:"
        }
    }
}
