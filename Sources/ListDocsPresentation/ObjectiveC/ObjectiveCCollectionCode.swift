import ListDocsEngine
import ListDocsScript

/// A collection view's part of an Objective-C page's model block (iOS 6 and 7): the flow
/// layout the pictures draw, the data source's cell and header methods.
enum ObjectiveCCollectionCode {
    typealias Arrangement = ObjectiveCModelCode.CollectionArrangement

    /// What `viewDidLoad` adds after the cell class: the layout, and the header class.
    static func viewDidLoad(_ arrangement: Arrangement) -> ObjectiveCBlock {
        let view = ObjectiveCModelCode.own("collectionView")
        var block: ObjectiveCBlock = [
            .assignment(
                .property(view, "collectionViewLayout"), .send(.name("self"), "makeLayout"))
        ]
        if arrangement.headers {
            block.append(
                .expression(
                    .message(
                        view,
                        [
                            ObjectiveCPiece("registerClass", .send(.type("HeaderView"), "class")),
                            ObjectiveCPiece(
                                "forSupplementaryViewOfKind",
                                .constant("UICollectionElementKindSectionHeader")),
                            ObjectiveCPiece("withReuseIdentifier", .string("Header")),
                        ])))
        }
        return block
    }

    /// The layout method and the data source's methods.
    static func members(_ arrangement: Arrangement, reuse: CellReuse) -> ObjectiveCBlock {
        let path = ObjectiveCParameter(
            "cellForItemAtIndexPath", .object("NSIndexPath"), "indexPath")
        var block =
            layout(arrangement) + [
                .blank,
                .method(
                    .instance(
                        .value("NSInteger"),
                        [
                            ObjectiveCParameter(
                                "numberOfSectionsInCollectionView", .object("UICollectionView"),
                                "collectionView")
                        ], [.returning(.send(ObjectiveCModelCode.own("sections"), "count"))])),
                .blank,
                ObjectiveCModelCode.viewMethod(
                    .collection, .value("NSInteger"),
                    [ObjectiveCParameter("numberOfItemsInSection", .value("NSInteger"), "section")],
                    [
                        .returning(
                            .send(
                                .message(
                                    .name("self"),
                                    [ObjectiveCPiece("itemsInSection", .name("section"))]),
                                "count"))
                    ]),
                .blank,
                ObjectiveCModelCode.viewMethod(
                    .collection, .object("UICollectionViewCell"), [path], cell(reuse)),
            ]
        if arrangement.headers { block = block + [.blank, headerMethod] }
        return block
    }

    /// The data source's header: the app's header view, showing its section's title.
    private static var headerMethod: ObjectiveCStatement {
        let indexPath = ObjectiveCExpression.name("indexPath")
        let header = ObjectiveCExpression.name("header")
        let dequeued = ObjectiveCExpression.message(
            .name("collectionView"),
            [
                ObjectiveCPiece("dequeueReusableSupplementaryViewOfKind", .name("kind")),
                ObjectiveCPiece("withReuseIdentifier", .string("Header")),
                ObjectiveCPiece("forIndexPath", indexPath),
            ])
        return ObjectiveCModelCode.viewMethod(
            .collection, .object("UICollectionReusableView"),
            [
                ObjectiveCParameter(
                    "viewForSupplementaryElementOfKind", .object("NSString"), "kind"),
                ObjectiveCParameter("atIndexPath", .object("NSIndexPath"), "indexPath"),
            ],
            [
                .declaration(type: "HeaderView *", name: "header", dequeued),
                .assignment(
                    .property(.property(header, "label"), "text"),
                    ObjectiveCModelCode.section(.property(indexPath, "section"), "title")),
                .returning(header),
            ])
    }

    /// `makeLayout`: tiles of a third of the width (or the grid's columns), or rows a line.
    private static func layout(_ arrangement: Arrangement) -> ObjectiveCBlock {
        let headers = arrangement.headers ? ", a header above each section" : ""
        let width = ObjectiveCExpression.property(
            .property(.property(ObjectiveCModelCode.own("collectionView"), "bounds"), "size"),
            "width")
        let layout = ObjectiveCExpression.name("layout")
        func size(_ w: ObjectiveCExpression, _ h: ObjectiveCExpression) -> ObjectiveCExpression {
            .function("CGSizeMake", [w, h])
        }
        var body: ObjectiveCBlock = [
            .declaration(
                type: "UICollectionViewFlowLayout *", name: "layout",
                ObjectiveCModelCode.alloc("UICollectionViewFlowLayout"))
        ]
        let what: String
        switch arrangement.layout {
        case .grid:
            let columns = arrangement.columns
            what = "\(columns) tile\(columns == 1 ? "" : "s") a row"
            body =
                body + [
                    .declaration(
                        type: "CGFloat", name: "side",
                        columns == 1 ? width : .infix(width, "/", .integer(columns))),
                    .assignment(.property(layout, "itemSize"), size(.name("side"), .name("side"))),
                ]
        case .list:
            what = "one row a line"
            body.append(
                .assignment(
                    .property(layout, "itemSize"),
                    size(width, .integer(CollectionLayoutCode.rowHeight))))
        }
        body =
            body + [
                .assignment(.property(layout, "minimumInteritemSpacing"), .integer(0)),
                .assignment(.property(layout, "minimumLineSpacing"), .integer(0)),
            ]
        if arrangement.headers {
            body.append(
                .assignment(
                    .property(layout, "headerReferenceSize"),
                    size(width, .integer(CollectionLayoutCode.headerHeight))))
        }
        return [
            .comment("The layout the pictures draw: \(what)\(headers)."),
            .method(
                .instance(
                    .object("UICollectionViewLayout"), [ObjectiveCParameter("makeLayout")],
                    body + [.returning(layout)])),
        ]
    }

    /// The cell method's body: the cell dequeued (or made by hand, or a second one dequeued
    /// and kept), its text, its return.
    private static func cell(_ reuse: CellReuse) -> ObjectiveCBlock {
        let indexPath = ObjectiveCExpression.name("indexPath")
        let cell = ObjectiveCExpression.name("cell")
        let dequeue = ObjectiveCExpression.message(
            .name("collectionView"),
            [
                ObjectiveCPiece("dequeueReusableCellWithReuseIdentifier", .string(reuse.dequeued)),
                ObjectiveCPiece("forIndexPath", indexPath),
            ])
        let text = ObjectiveCExpression.message(
            .message(
                .name("self"), [ObjectiveCPiece("itemsInSection", .property(indexPath, "section"))]),
            [ObjectiveCPiece("objectAtIndex", .property(indexPath, "item"))])
        let show: ObjectiveCBlock = [
            .assignment(.property(.property(cell, "label"), "text"), text), .returning(cell),
        ]
        let declared = ObjectiveCStatement.declaration(type: "LabelCell *", name: "cell", dequeue)
        switch reuse.dequeue {
        case .once, .returnsNil:
            return [declared] + show
        case .none:
            var made = ObjectiveCBlock()
            made.append(
                .declaration(
                    type: "LabelCell *", name: "cell",
                    ObjectiveCModelCode.alloc(
                        "LabelCell", [ObjectiveCPiece("initWithFrame", .constant("CGRectZero"))])),
                note: "made by hand, not dequeued")
            return made + show
        case .extra:
            var extra = ObjectiveCBlock()
            extra.append(.expression(dequeue), note: "a second cell, never returned")
            return extra + [declared] + show
        }
    }
}
