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
    static func controllerType(ios: UIKitVersion) -> SwiftType {
        .named("NSFetchedResultsController", [existential("NSFetchRequestResult", ios)])
    }

    /// The protocol as a type: `any Protocol` where the newest Swift for `ios` reads it.
    private static func existential(_ name: String, _ ios: UIKitVersion) -> SwiftType {
        SwiftToolchain.newest(for: ios).swift >= SwiftVersion(5, 6)
            ? .existential(.named(name)) : .named(name)
    }

    static func members(
        view: ListViewKind, delegate: FetchedResultsDelegateStyle = .complete,
        animation: RowAnimation = .automatic, ios: UIKitVersion
    ) -> SwiftBlock {
        let methods = Methods(ios: ios)
        let refresh = movedCellRefresh(view: view, ios: ios)
        return view == .table
            ? table(
                sections: delegate != .rowsOnly, animation: animation, methods, refresh: refresh)
            : collection(sections: delegate != .rowsOnly, methods, refresh: refresh)
    }

    /// iOS 13's delegate method: the changes as one snapshot, applied by the data source.
    static func snapshotMethod(ios: UIKitVersion) -> SwiftFunction {
        let snapshot = SwiftExpression.name("snapshot")
        return SwiftFunction(
            name: "controller",
            parameters: [
                .unlabelled("controller", controllerType(ios: ios)),
                SwiftParameter(
                    "didChangeContentWith", "snapshot",
                    .named("NSDiffableDataSourceSnapshotReference")),
            ],
            body: [
                .constant(
                    "snapshot",
                    .cast(
                        snapshot,
                        .named(
                            "NSDiffableDataSourceSnapshot",
                            [.named("String"), .named("NSManagedObjectID")]), forced: false)),
                .expression(DiffableCode.applyCall(.animated)),
            ])
    }

    /// The statements of the `.move` case after the move: the controller reports an object
    /// that changed and moved as a move alone (no `.update`), so the cell that moves is
    /// shown the object as it is now, found at the place it leaves (the view has not moved
    /// it yet). Without them a retitled object that sorts elsewhere keeps its old title.
    private static func movedCellRefresh(view: ListViewKind, ios: UIKitVersion) -> SwiftBlock {
        let text = SwiftExpression.access(
            .parenthesized(.cast(.name("anObject"), .named("Item"), forced: true)), "title")
        let old = SwiftArgument("at", .forced(.name("indexPath")))
        let found: SwiftExpression =
            view == .table
            ? .method(.controller(.tableView), "cellForRow", [old])
            : .conditionalCast(
                .method(.controller(.collectionView), "cellForItem", [old]),
                .named(ModelCode.cellClass(view: view, ios: ios)))
        let cell = SwiftExpression.name("cell")
        let show: SwiftBlock =
            ios >= ModelCode.contentConfigurationSince
            ? ModelPieces.configure("cell", text: text)
            : [
                .assignment(
                    view == .table
                        ? .access(.access(cell, "textLabel"), "text", optional: true)
                        : ModelPieces.chain(cell, "label", "text"), text)
            ]
        return [
            .comment("A changed object that also sorts elsewhere is reported as a move alone:"),
            .comment("show it as it is now in the cell that moves."),
            .ifThen(.binding("cell", found), then: show),
        ]
    }

    /// The four methods, but for their bodies, the same for both views.
    private struct Methods {
        let willChange: SwiftFunction
        let sectionChanged: SwiftFunction
        let objectChanged: SwiftFunction
        let didChange: SwiftFunction

        init(ios: UIKitVersion) {
            let controller = SwiftParameter.unlabelled("controller", controllerType(ios: ios))
            let type = SwiftParameter("for", "type", .named("NSFetchedResultsChangeType"))
            let path = SwiftType.optional("IndexPath")
            willChange = SwiftFunction(
                name: "controllerWillChangeContent", parameters: [controller], body: [])
            sectionChanged = SwiftFunction(
                name: "controller",
                parameters: [
                    controller,
                    SwiftParameter(
                        "didChange", "sectionInfo", existential("NSFetchedResultsSectionInfo", ios)),
                    SwiftParameter("atSectionIndex", "sectionIndex", .named("Int")), type,
                ], body: [])
            objectChanged = SwiftFunction(
                name: "controller",
                parameters: [
                    controller, SwiftParameter("didChange", "anObject", .named("Any")),
                    SwiftParameter("at", "indexPath", path), type,
                    SwiftParameter(nil, "newIndexPath", path),
                ], body: [])
            didChange = SwiftFunction(
                name: "controllerDidChangeContent", parameters: [controller], body: [])
        }
    }

    /// `method` holding `body`.
    private static func with(_ method: SwiftFunction, _ body: SwiftBlock) -> SwiftStatement {
        var method = method
        method.body = body
        return .function(method)
    }

    /// `controller(_:didChange:atSectionIndex:for:)` with `cases` (the switch up to its
    /// default), or, for the delegate without it, a comment saying what that leaves out.
    private static func sectionCallback(
        _ sections: Bool, before: SwiftBlock = [], _ cases: [SwiftCase], _ methods: Methods
    ) -> SwiftBlock {
        guard sections else {
            return [
                .comment(
                    "No controller(_:didChange:atSectionIndex:for:): when a section empties or appears,"
                ),
                .comment("the view is never told."), .blank,
            ]
        }
        let switched: SwiftBlock = [
            .switchOver(
                .name("type"), cases + [SwiftCase(.otherwise, [.expression(.keyword("break"))])])
        ]
        return [with(methods.sectionChanged, before + switched), .blank]
    }

    /// The object callback's switch: `cases`, then the move, then `@unknown default`.
    private static func objectCallback(
        _ cases: [SwiftCase], move: SwiftStatement, refresh: SwiftBlock, _ methods: Methods
    ) -> SwiftStatement {
        with(
            methods.objectChanged,
            [
                .switchOver(
                    .name("type"),
                    cases + [
                        SwiftCase(.dot("move"), [move] + refresh),
                        SwiftCase(.unknownDefault, [.expression(.keyword("break"))]),
                    ])
            ])
    }

    private static func table(
        sections: Bool, animation: RowAnimation, _ methods: Methods, refresh: SwiftBlock
    ) -> SwiftBlock {
        let view = SwiftExpression.controller(.tableView)
        let with = SwiftArgument("with", .dot(animation.rawValue))
        let index = SwiftArgument.bare(
            .new("IndexSet", [SwiftArgument("integer", .name("sectionIndex"))]))
        func call(_ method: String, _ arguments: [SwiftArgument]) -> SwiftBlock {
            [.expression(.method(view, method, arguments))]
        }
        func paths(_ name: String) -> SwiftArgument {
            SwiftArgument("at", .array([.forced(.name(name))]))
        }
        return [
            .comment("NSFetchedResultsControllerDelegate"),
            Self.with(methods.willChange, call("beginUpdates", [])), .blank,
        ]
            + sectionCallback(
                sections,
                [
                    SwiftCase(.dot("insert"), call("insertSections", [index, with])),
                    SwiftCase(.dot("delete"), call("deleteSections", [index, with])),
                ], methods)
            + [
                objectCallback(
                    [
                        SwiftCase(
                            .dot("insert"), call("insertRows", [paths("newIndexPath"), with])),
                        SwiftCase(.dot("delete"), call("deleteRows", [paths("indexPath"), with])),
                        SwiftCase(.dot("update"), call("reloadRows", [paths("indexPath"), with])),
                    ],
                    move: .expression(
                        .method(
                            view, "moveRow",
                            [
                                SwiftArgument("at", .forced(.name("indexPath"))),
                                SwiftArgument("to", .forced(.name("newIndexPath"))),
                            ])), refresh: refresh, methods),
                .blank, Self.with(methods.didChange, call("endUpdates", [])),
            ]
    }

    private static func collection(sections: Bool, _ methods: Methods, refresh: SwiftBlock)
        -> SwiftBlock
    {
        let pending = SwiftExpression.name("pendingChanges")
        func paths(_ name: String) -> SwiftArgument {
            SwiftArgument("at", .array([.forced(.name(name))]))
        }
        let sectionsArgument = SwiftArgument.bare(.name("sections"))
        return [
            .comment("NSFetchedResultsControllerDelegate: the changes wait for one batch"),
            .property(
                SwiftProperty(
                    modifiers: ["private"], name: "pendingChanges",
                    type: .array(.function([], .named("Void"))), value: .array([]))),
            .blank, with(methods.willChange, [.expression(.method(pending, "removeAll"))]), .blank,
        ]
            + sectionCallback(
                sections,
                before: [
                    .constant(
                        "sections",
                        .new("IndexSet", [SwiftArgument("integer", .name("sectionIndex"))]))
                ],
                [
                    SwiftCase(.dot("insert"), [later("insertSections", [sectionsArgument])]),
                    SwiftCase(.dot("delete"), [later("deleteSections", [sectionsArgument])]),
                ], methods)
            + [
                objectCallback(
                    [
                        SwiftCase(.dot("insert"), [later("insertItems", [paths("newIndexPath")])]),
                        SwiftCase(.dot("delete"), [later("deleteItems", [paths("indexPath")])]),
                        SwiftCase(.dot("update"), [later("reloadItems", [paths("indexPath")])]),
                    ],
                    move: later(
                        "moveItem",
                        [
                            SwiftArgument("at", .forced(.name("indexPath"))),
                            SwiftArgument("to", .forced(.name("newIndexPath"))),
                        ]), refresh: refresh, methods),
                .blank,
                with(
                    methods.didChange,
                    [
                        .constant("changes", pending),
                        .expression(
                            .method(
                                .controller(.collectionView), "performBatchUpdates",
                                closures: [
                                    TrailingClosure(
                                        label: nil, closure: .inline(runAll), runsAfter: false)
                                ])),
                    ]),
            ]
    }

    /// `pendingChanges.append { self.collectionView.method(arguments) }`.
    private static func later(_ method: String, _ arguments: [SwiftArgument]) -> SwiftStatement {
        let change = SwiftStatement.expression(
            .method(.controller(.collectionView), method, arguments))
        return .expression(
            .method(
                .name("pendingChanges"), "append",
                closures: [
                    TrailingClosure(
                        label: nil, closure: .inline(change, explicitSelf: true), runsAfter: false)
                ]))
    }

    /// `changes.forEach { $0() }`.
    private static let runAll = SwiftStatement.expression(
        .method(
            .name("changes"), "forEach",
            closures: [
                TrailingClosure(
                    label: nil, closure: .inline(.expression(.call(.name("$0"), []))),
                    runsAfter: false)
            ]))
}
