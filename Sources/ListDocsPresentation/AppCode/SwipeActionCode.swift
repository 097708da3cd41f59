import ListDocsEngine
import ListDocsScript

/// The method a swipe-to-delete step's code runs in: from iOS 11 the `UIContextualAction`
/// that `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` returns, its title the one
/// the user chose, calling `completionHandler(true)` when the row goes and `false` when the
/// user cancels; before iOS 11 `tableView(_:commit:forRowAt:)`. With a `confirm` the action
/// presents the `UIAlertController` action sheet first (on an iPad a popover anchored to
/// the row's rectangle in the table, which stays valid where the row's cell may not),
/// and the step's code runs in its destructive action.
enum SwipeActionCode {
    /// The first version with `UIContextualAction` and swipe-action configurations.
    static let contextualActionsSince = UIKitVersion(11)

    /// The row the user swiped: its label when the walkthrough knows it, and the data
    /// source it comes from.
    struct Row {
        var label: String?
        var source: DataSourceMode
    }

    static func method(
        body: SwiftBlock, swiped: Row, actions: SwipeActions = .delete,
        confirm: (title: String, message: String)?, choice: String?, ios: UIKitVersion,
        steps: [Int]
    ) -> AppMethod {
        if actions != .delete {
            return SwipeActionsCode.method(
                actions, body: body, swiped: swiped, confirm: confirm, choice: choice,
                steps: steps)
        }
        let cancelled = choice?.lowercased() == "cancel"
        let title = cancelled || choice == nil ? "Delete" : choice!
        let modern = ios >= contextualActionsSince
        // What runs when the row is to go: the step's code (or, when the walkthrough takes
        // the other branch, what an app writes there), then the swipe is done.
        var deleting =
            cancelled
            ? SwiftBlock([.comment("not chosen in this walkthrough: the row goes")])
                + deletion(swiped.source) : body
        if modern { deleting.append(.expression(finish(true))) }
        let handler: SwiftBlock
        if let confirm {
            handler = alert(
                confirm, message: message(confirm.message, swiped), title: title,
                deleting: deleting, modern: modern)
        } else if cancelled {
            handler = modern ? slidesBack : SwiftBlock()
        } else {
            handler = deleting
        }
        guard modern else { return commitMethod(handler, steps: steps) }
        let action = SwiftClosure(
            captures: ["weak self"], parameters: ["_", "_", "completionHandler"],
            body: [unwrapSelf] + handler,
            // `self.` written out: Swift 5.8 lets a closure that unwrapped a weak self leave
            // it out, but not in the Swift 4 mode every Xcode since iOS 11 still offers.
            needsExplicitSelf: true, runsLater: true)
        let contextual = SwiftExpression.call(
            .type(.named("UIContextualAction")),
            [SwiftArgument("style", .dot("destructive")), SwiftArgument("title", .string(title))],
            closures: [TrailingClosure(closure: action, runsAfter: false)])
        return AppMethod(
            name: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            declaration: configurationMethod("trailing"),
            body: [.constant("action", contextual), configuration(["action"])], shown: true,
            steps: steps)
    }

    /// Before iOS 11, `tableView(_:commit:forRowAt:)`: the delete the swipe commits.
    private static func commitMethod(_ handler: SwiftBlock, steps: [Int]) -> AppMethod {
        AppMethod(
            name: "tableView(_:commit:forRowAt:)",
            declaration: StepMethods.viewMethod(
                .table,
                [
                    SwiftParameter(
                        "commit", "editingStyle", .named("UITableViewCell.EditingStyle")),
                    ModelPieces.indexPath(label: "forRowAt"),
                ]),
            body: [
                .guarded(
                    .expression(.infix(.name("editingStyle"), "==", .dot("delete"))),
                    otherwise: [.returning(nil)])
            ] + handler,
            shown: true, steps: steps)
    }

    /// `guard let self else { return completionHandler(false) }`: an action's first line.
    static let unwrapSelf = SwiftStatement.guarded(
        .unwrapping("self"), otherwise: [.returning(finish(false))])

    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (`edge` `leading`, or
    /// `trailing`), its body aside.
    static func configurationMethod(_ edge: String) -> SwiftFunction {
        StepMethods.viewMethod(
            .table, [ModelPieces.indexPath(label: "\(edge)SwipeActionsConfigurationForRowAt")],
            result: .optional("UISwipeActionsConfiguration"))
    }

    /// `return UISwipeActionsConfiguration(actions: [names])`.
    static func configuration(_ names: [String]) -> SwiftStatement {
        .returning(
            .new(
                "UISwipeActionsConfiguration",
                [SwiftArgument("actions", .array(names.map(SwiftExpression.name)))]))
    }

    /// `completionHandler(done)`.
    static func finish(_ done: Bool) -> SwiftExpression {
        .call(.name("completionHandler"), [.bare(.keyword(done ? "true" : "false"))])
    }

    /// The swipe is cancelled: the row slides back.
    private static var slidesBack: SwiftBlock {
        SwiftBlock([SwiftLine(.expression(finish(false)), note: "the row slides back")])
    }

    /// What Delete does to the swiped row, as the walkthrough's own delete steps would.
    static func deletion(_ source: DataSourceMode) -> SwiftBlock {
        let indexPath = SwiftExpression.name("indexPath")
        switch source {
        case .array:
            return SwiftBlock([
                .expression(
                    .method(
                        rows(indexPath), "remove", [SwiftArgument("at", .access(indexPath, "row"))])
                ),
                .expression(
                    .method(
                        .controller(.tableView), "deleteRows",
                        [
                            SwiftArgument("at", .array([indexPath])),
                            SwiftArgument("with", .dot("automatic")),
                        ])),
            ])
        case .fetchedResults:
            return SwiftBlock([
                CoreDataCode.delete(object(indexPath)), .expression(CoreDataCode.saving),
            ])
        case .diffable:
            let snapshot = SwiftExpression.name("snapshot")
            return SwiftBlock([
                .ifThen(
                    .binding(
                        "item",
                        .method(
                            .controller(.dataSource), "itemIdentifier",
                            [SwiftArgument("for", indexPath)])),
                    then: [
                        .variable("snapshot", .method(.controller(.dataSource), "snapshot")),
                        .expression(
                            .method(snapshot, "deleteItems", [.bare(.array([.name("item")]))])),
                        .expression(.method(.controller(.dataSource), "apply", [.bare(snapshot)])),
                    ])
            ])
        }
    }

    /// `sections[indexPath.section].rows`.
    private static func rows(_ indexPath: SwiftExpression) -> SwiftExpression {
        .access(.subscripted(.controller(.sections), .access(indexPath, "section")), "rows")
    }

    /// `fetchedResultsController.object(at: indexPath)`.
    private static func object(_ indexPath: SwiftExpression) -> SwiftExpression {
        .method(.controller(.fetchedResultsController), "object", [SwiftArgument("at", indexPath)])
    }

    /// The confirmation's message, the swiped row's own label written from the model where
    /// the walkthrough's message names it, so that every row's alert names that row.
    static func message(_ message: String, _ swiped: Row) -> SwiftExpression {
        guard let label = swiped.label, !label.isEmpty, let range = message.firstRange(of: label)
        else {
            return .string(message)
        }
        let indexPath = SwiftExpression.name("indexPath")
        let value: SwiftExpression =
            switch swiped.source {
            case .array: .subscripted(rows(indexPath), .access(indexPath, "row"))
            case .fetchedResults: .infix(.access(object(indexPath), "title"), "??", .string(""))
            case .diffable:
                .forced(
                    .method(
                        .controller(.dataSource), "itemIdentifier",
                        [SwiftArgument("for", indexPath)]))
            }
        return .interpolated([
            .text(String(message[..<range.lowerBound])), .value(value),
            .text(String(message[range.upperBound...])),
        ])
    }

    /// `alert.popoverPresentationController?.property`.
    private static func popover(_ property: String) -> SwiftExpression {
        .access(.access(.name("alert"), "popoverPresentationController"), property, optional: true)
    }

    /// The action sheet that asks first, its destructive action running `deleting`.
    static func alert(
        _ confirm: (title: String, message: String), message: SwiftExpression, title: String,
        deleting: SwiftBlock, modern: Bool
    ) -> SwiftBlock {
        func action(_ title: String, _ style: String, _ closure: SwiftClosure) -> SwiftStatement {
            .expression(
                .method(
                    .name("alert"), "addAction",
                    [
                        .bare(
                            .call(
                                .type(.named("UIAlertAction")),
                                [
                                    SwiftArgument("title", .string(title)),
                                    SwiftArgument("style", .dot(style)),
                                ],
                                closures: [TrailingClosure(closure: closure, runsAfter: false)]))
                    ]))
        }
        return SwiftBlock([
            .constant(
                "alert",
                .new(
                    "UIAlertController",
                    [
                        SwiftArgument("title", .string(confirm.title)),
                        SwiftArgument("message", message),
                        SwiftArgument("preferredStyle", .dot("actionSheet")),
                    ])),
            action(
                title, "destructive",
                // `self.` written out, where Swift 5.3 allows `[self]` and none: the Swift 4
                // mode has no such capture.
                SwiftClosure(
                    parameters: ["_"], body: deleting, needsExplicitSelf: true, runsLater: true)),
            action(
                "Cancel", "cancel",
                SwiftClosure(
                    parameters: ["_"], body: modern ? slidesBack : SwiftBlock(),
                    needsExplicitSelf: false,
                    runsLater: true)),
            .comment("On an iPad the action sheet is a popover: anchor it to the row"),
            .assignment(popover("sourceView"), .name("tableView")),
            .assignment(
                popover("sourceRect"),
                .method(
                    .name("tableView"), "rectForRow", [SwiftArgument("at", ModelPieces.indexPath)])),
            .expression(
                .call(
                    .controller(.present),
                    [.bare(.name("alert")), SwiftArgument("animated", .keyword("true"))])),
        ])
    }
}
