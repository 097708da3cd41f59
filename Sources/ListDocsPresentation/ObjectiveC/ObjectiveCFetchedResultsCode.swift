import ListDocsEngine
import ListDocsScript

/// The model block of a fetched-results table-view walkthrough on a page that shows
/// Objective-C (iOS 7 and earlier): the `Item` entity's class as Xcode generated it, the
/// controller made when first asked for, the sort key the steps' new and moved objects
/// take, the data source read from the controller's sections, and the delegate the steps
/// stand for (`delegate=rows-only` leaves out the section callback, the classic bug).
/// Before iOS 5 a table view had no `moveRowAtIndexPath:toIndexPath:`: the delegate
/// deletes the row and inserts it again, as Apple's templates of the time did.
enum ObjectiveCFetchedResultsCode {
    /// The entity's class and the view controller's interface; then the implementation's
    /// opening line.
    static func preamble(className: String) -> ObjectiveCBlock {
        let string = ObjectiveCType.object("NSString")
        let item: ObjectiveCBlock = [
            .property(ObjectiveCProperty(["nonatomic", "copy"], string, "title")),
            .property(ObjectiveCProperty(["nonatomic", "copy"], string, "group")),
            .property(ObjectiveCProperty(["nonatomic"], .value("double"), "position")),
            .property(ObjectiveCProperty(["nonatomic"], .value("double"), "groupPosition")),
        ]
        var controller = ObjectiveCBlock()
        controller.append(
            .property(
                ObjectiveCProperty(
                    ["nonatomic", "strong"], .object("NSManagedObjectContext"), "context")),
            note: "the container's")
        controller.append(
            .property(
                ObjectiveCProperty(
                    ["nonatomic", "strong"], .object("NSFetchedResultsController"),
                    "fetchedResultsController")))
        return [
            .comment(
                "The Core Data entity's class, as Xcode generates it. One fetched section per"),
            .comment(
                "group; the store holds an Item per row of the first state, its section's title"),
            .comment("as group, the section's index as groupPosition, the row's as position."),
            .interface(ObjectiveCInterface(name: "Item", base: "NSManagedObject", members: item)),
            .blank,
            .implementation("Item", [.dynamic(["title", "group", "position", "groupPosition"])]),
            .blank,
            .interface(
                ObjectiveCInterface(
                    name: className, base: "UITableViewController",
                    protocols: ["NSFetchedResultsControllerDelegate"], members: controller)),
            .blank,
        ]
    }

    /// The implementation's members up to the steps' methods.
    static func members(
        ios: UIKitVersion, reuse: CellReuse, delegate: FetchedResultsDelegateStyle,
        animation: RowAnimation
    ) -> ObjectiveCBlock {
        controller + [.blank] + sortKey + [.blank] + dataSource(ios: ios, reuse: reuse) + [.blank]
            + delegateMethods(
                sections: delegate != .rowsOnly,
                animation: .constant(
                    ObjectiveCSelector.constant(
                        ObjectiveCSelector.rowAnimation,
                        ObjectiveCTranslation.animation(animation, ios: ios))),
                moves: ios >= ObjectiveCTranslation.movesSince)
    }

    /// The controller, made when first asked for.
    private static var controller: ObjectiveCBlock {
        let stored = ObjectiveCExpression.name("_fetchedResultsController")
        let request = ObjectiveCExpression.name("request")
        func sorted(_ key: String) -> ObjectiveCExpression {
            .message(
                .type("NSSortDescriptor"),
                [
                    ObjectiveCPiece("sortDescriptorWithKey", .string(key)),
                    ObjectiveCPiece("ascending", .keyword("YES")),
                ])
        }
        let made = ObjectiveCModelCode.alloc(
            "NSFetchedResultsController",
            [
                ObjectiveCPiece("initWithFetchRequest", request),
                ObjectiveCPiece("managedObjectContext", ObjectiveCModelCode.own("context")),
                ObjectiveCPiece("sectionNameKeyPath", .string("group")),
                ObjectiveCPiece("cacheName", .keyword("nil")),
            ])
        let makes: ObjectiveCBlock = [
            .declaration(
                type: "NSFetchRequest *", name: "request",
                .message(
                    .type("NSFetchRequest"),
                    [ObjectiveCPiece("fetchRequestWithEntityName", .string("Item"))])),
            .assignment(
                .property(request, "sortDescriptors"),
                .arrayPerLine([sorted("groupPosition"), sorted("position")])),
            .assignment(stored, made),
            .assignment(.property(stored, "delegate"), .name("self")),
            .expression(.message(stored, [ObjectiveCPiece("performFetch", .keyword("nil"))])),
        ]
        return [
            .blank,
            .method(
                .instance(
                    .object("NSFetchedResultsController"),
                    [ObjectiveCParameter("fetchedResultsController")],
                    [
                        .ifThen(.infix(stored, "==", .keyword("nil")), makes),
                        .returning(stored),
                    ])),
        ]
    }

    /// The sort key a new or moved object takes.
    private static var sortKey: ObjectiveCBlock {
        let before = ObjectiveCExpression.name("before")
        let after = ObjectiveCExpression.name("after")
        let number = ObjectiveCType.object("NSNumber")
        func value(_ e: ObjectiveCExpression) -> ObjectiveCExpression {
            .property(e, "doubleValue")
        }
        return [
            .comment(
                "A sort key between those of the objects before and after a place (nil: none there):"
            ),
            .comment("a new or moved object takes one, and no other object has to change."),
            .method(
                .instance(
                    .value("double"),
                    [
                        ObjectiveCParameter("sortKeyBetween", number, "before"),
                        ObjectiveCParameter("and", number, "after"),
                    ],
                    [
                        .ifThen(
                            .infix(before, "&&", after),
                            [
                                .returning(
                                    .infix(
                                        .parenthesized(.infix(value(before), "+", value(after))),
                                        "/", .integer(2)))
                            ],
                            oneLine: true),
                        .ifThen(
                            before, [.returning(.infix(value(before), "+", .integer(1)))],
                            oneLine: true),
                        .ifThen(
                            after, [.returning(.infix(value(after), "-", .integer(1)))],
                            oneLine: true),
                        .returning(.integer(0)),
                    ])),
        ]
    }

    private static func dataSource(ios: UIKitVersion, reuse: CellReuse) -> ObjectiveCBlock {
        let sections = ObjectiveCExpression.property(
            ObjectiveCModelCode.own("fetchedResultsController"), "sections")
        func section(_ name: String) -> ObjectiveCExpression {
            .send(.message(sections, [ObjectiveCPiece("objectAtIndex", .name("section"))]), name)
        }
        var load: ObjectiveCBlock = [.expression(.send(.name("super"), "viewDidLoad"))]
        if ios >= ObjectiveCModelCode.registrationSince, let registered = reuse.registered {
            load.append(
                .expression(
                    .message(
                        ObjectiveCModelCode.own("tableView"),
                        [
                            ObjectiveCPiece(
                                "registerClass", .send(.type("UITableViewCell"), "class")),
                            ObjectiveCPiece("forCellReuseIdentifier", .string(registered)),
                        ])))
        }
        let sectionParameter = { (piece: String) in
            ObjectiveCParameter(piece, .value("NSInteger"), "section")
        }
        let object = ObjectiveCExpression.message(
            ObjectiveCModelCode.own("fetchedResultsController"),
            [ObjectiveCPiece("objectAtIndexPath", .name("indexPath"))])
        return [
            .method(.instance(.void, [ObjectiveCParameter("viewDidLoad")], load)), .blank,
            .method(
                .instance(
                    .value("NSInteger"),
                    [
                        ObjectiveCParameter(
                            "numberOfSectionsInTableView", .object("UITableView"), "tableView")
                    ],
                    [.returning(.send(sections, "count"))])),
            .blank,
            ObjectiveCModelCode.viewMethod(
                .table, .value("NSInteger"), [sectionParameter("numberOfRowsInSection")],
                [.returning(section("numberOfObjects"))]),
            .blank,
            ObjectiveCModelCode.viewMethod(
                .table, .object("NSString"), [sectionParameter("titleForHeaderInSection")],
                [.returning(section("name"))]),
            .blank,
            ObjectiveCModelCode.cellMethod(ios: ios, reuse: reuse, text: .send(object, "title")),
        ]
    }
    /// The four methods the steps stand for, the section one unless `sections` is false.
    private static func delegateMethods(
        sections: Bool, animation: ObjectiveCExpression, moves: Bool
    ) -> ObjectiveCBlock {
        let controller = ObjectiveCParameter(
            "controller", .object("NSFetchedResultsController"), "controller")
        let changeType = ObjectiveCType.value("NSFetchedResultsChangeType")
        var block: ObjectiveCBlock = [
            .comment("NSFetchedResultsControllerDelegate"),
            .method(
                .instance(
                    .void,
                    [
                        ObjectiveCParameter(
                            "controllerWillChangeContent", .object("NSFetchedResultsController"),
                            "controller")
                    ],
                    [.expression(.send(ObjectiveCModelCode.own("tableView"), "beginUpdates"))])),
            .blank,
        ]
        if sections { block = block + [.method(sectionMethod(controller, animation)), .blank] }
        var objectChanged = ObjectiveCMethodDeclaration.instance(
            .void,
            [
                controller, ObjectiveCParameter("didChangeObject", .value("id"), "anObject"),
                ObjectiveCParameter("atIndexPath", .object("NSIndexPath"), "indexPath"),
                ObjectiveCParameter("forChangeType", changeType, "type"),
                ObjectiveCParameter("newIndexPath", .object("NSIndexPath"), "newIndexPath"),
            ],
            [
                .switchOver(
                    .name("type"),
                    [
                        change(
                            "Insert", "insertRowsAtIndexPaths", .array([.name("newIndexPath")]),
                            animation),
                        change(
                            "Delete", "deleteRowsAtIndexPaths", .array([.name("indexPath")]),
                            animation),
                        change(
                            "Update", "reloadRowsAtIndexPaths", .array([.name("indexPath")]),
                            animation),
                        move(moves, animation),
                    ])
            ])
        objectChanged.alignedBreaks = [2, 4]
        return block + [
            .method(objectChanged), .blank,
            .method(
                .instance(
                    .void,
                    [
                        ObjectiveCParameter(
                            "controllerDidChangeContent", .object("NSFetchedResultsController"),
                            "controller")
                    ],
                    [.expression(.send(ObjectiveCModelCode.own("tableView"), "endUpdates"))])),
        ]
    }

    /// `controller:didChangeSection:atIndex:forChangeType:`.
    private static func sectionMethod(
        _ controller: ObjectiveCParameter, _ animation: ObjectiveCExpression
    ) -> ObjectiveCMethodDeclaration {
        let changeType = ObjectiveCType.value("NSFetchedResultsChangeType")
        var method = ObjectiveCMethodDeclaration.instance(
            .void,
            [
                controller,
                ObjectiveCParameter(
                    "didChangeSection", .conforming("NSFetchedResultsSectionInfo"),
                    "sectionInfo"),
                ObjectiveCParameter("atIndex", .value("NSUInteger"), "sectionIndex"),
                ObjectiveCParameter("forChangeType", changeType, "type"),
            ],
            [
                .declaration(
                    type: "NSIndexSet *", name: "sections",
                    .message(
                        .type("NSIndexSet"),
                        [ObjectiveCPiece("indexSetWithIndex", .name("sectionIndex"))])),
                .switchOver(
                    .name("type"),
                    [
                        change("Insert", "insertSections", .name("sections"), animation),
                        change("Delete", "deleteSections", .name("sections"), animation),
                        ObjectiveCCase(nil, [.breakStatement]),
                    ]),
            ])
        method.alignedBreaks = [2]
        return method
    }

    /// `case NSFetchedResultsChangeKind: [self.tableView method:argument withRowAnimation:…]; break;`.
    private static func change(
        _ kind: String, _ method: String, _ argument: ObjectiveCExpression,
        _ animation: ObjectiveCExpression
    ) -> ObjectiveCCase {
        ObjectiveCCase(
            .constant("NSFetchedResultsChange" + kind),
            [
                .expression(
                    .message(
                        ObjectiveCModelCode.own("tableView"),
                        [
                            ObjectiveCPiece(method, argument),
                            ObjectiveCPiece("withRowAnimation", animation),
                        ])),
                .breakStatement,
            ])
    }

    /// The move: the view moves the row and the moved cell shows the object as it is now;
    /// before iOS 5, with no moves, the row goes out and comes in again.
    private static func move(_ moves: Bool, _ animation: ObjectiveCExpression) -> ObjectiveCCase {
        let view = ObjectiveCModelCode.own("tableView")
        let label = ObjectiveCExpression.constant("NSFetchedResultsChangeMove")
        func rows(_ method: String, _ path: String) -> ObjectiveCStatement {
            .expression(
                .message(
                    view,
                    [
                        ObjectiveCPiece(method, .array([.name(path)])),
                        ObjectiveCPiece("withRowAnimation", animation),
                    ]))
        }
        guard moves else {
            return ObjectiveCCase(
                label,
                [
                    rows("deleteRowsAtIndexPaths", "indexPath"),
                    rows("insertRowsAtIndexPaths", "newIndexPath"), .breakStatement,
                ],
                oneLine: false, note: "no moves before iOS 5: out and in again")
        }
        let cell = ObjectiveCExpression.message(
            view, [ObjectiveCPiece("cellForRowAtIndexPath", .name("indexPath"))])
        return ObjectiveCCase(
            label,
            [
                .expression(
                    .message(
                        view,
                        [
                            ObjectiveCPiece("moveRowAtIndexPath", .name("indexPath")),
                            ObjectiveCPiece("toIndexPath", .name("newIndexPath")),
                        ])),
                .comment("A changed object that also sorts elsewhere is reported as a move alone:"),
                .comment("show it as it is now in the cell that moves."),
                .assignment(
                    .property(.property(cell, "textLabel"), "text"),
                    .send(.name("anObject"), "title")),
                .breakStatement,
            ], oneLine: false)
    }
}
