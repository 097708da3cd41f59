import ListDocsEngine

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

    static func method(
        body: SwiftBlock, confirm: (title: String, message: String)?, choice: String?,
        ios: UIKitVersion, steps: [Int]
    ) -> AppMethod {
        let cancelled = choice?.lowercased() == "cancel"
        let title = cancelled || choice == nil ? "Delete" : choice!
        let modern = ios >= contextualActionsSince
        // What runs when the row is to go: the step's code, then the swipe is done.
        var deleting = cancelled ? SwiftBlock([.comment("not chosen in this walkthrough")]) : body
        if modern { deleting.append(.expression(finish(true))) }
        let handler: SwiftBlock
        if let confirm {
            handler = alert(confirm, title: title, deleting: deleting, modern: modern)
        } else if cancelled {
            handler = modern ? slidesBack : SwiftBlock()
        } else {
            handler = deleting
        }
        guard modern else {
            return AppMethod(
                name: "tableView(_:commit:forRowAt:)",
                opening:
                    "override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {",
                body: SwiftBlock([.verbatim("guard editingStyle == .delete else { return }")])
                    + handler,
                shown: true, steps: steps)
        }
        let action = SwiftClosure(
            captures: ["weak self"], parameters: ["_", "_", "completionHandler"],
            body: SwiftBlock([.verbatim("guard let self else { return completionHandler(false) }")])
                + handler,
            needsExplicitSelf: false, runsLater: true)
        let contextual = SwiftExpression.call(
            .type(.named("UIContextualAction")),
            [SwiftArgument("style", .dot("destructive")), SwiftArgument("title", .string(title))],
            closures: [TrailingClosure(closure: action, runsAfter: false)])
        return AppMethod(
            name: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            opening:
                "override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {",
            body: SwiftBlock([
                .constant("action", contextual),
                .verbatim("return UISwipeActionsConfiguration(actions: [action])"),
            ]), shown: true, steps: steps)
    }

    /// `completionHandler(done)`.
    private static func finish(_ done: Bool) -> SwiftExpression {
        .call(.name("completionHandler"), [.bare(.keyword(done ? "true" : "false"))])
    }

    /// The swipe is cancelled: the row slides back.
    private static var slidesBack: SwiftBlock {
        SwiftBlock([SwiftLine(.expression(finish(false)), note: "the row slides back")])
    }

    /// The action sheet that asks first, its destructive action running `deleting`.
    private static func alert(
        _ confirm: (title: String, message: String), title: String, deleting: SwiftBlock,
        modern: Bool
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
            .verbatim("let alert = UIAlertController("),
            .verbatim("    title: \(SwiftCode.literal(confirm.title)),"),
            .verbatim(
                "    message: \(SwiftCode.literal(confirm.message)), preferredStyle: .actionSheet)"),
            action(
                title, "destructive",
                SwiftClosure(
                    captures: ["self"], parameters: ["_"], body: deleting, needsExplicitSelf: false,
                    runsLater: true)),
            action(
                "Cancel", "cancel",
                SwiftClosure(
                    parameters: ["_"], body: modern ? slidesBack : SwiftBlock(),
                    needsExplicitSelf: false,
                    runsLater: true)),
            .comment("On an iPad the action sheet is a popover: anchor it to the row"),
            .verbatim("alert.popoverPresentationController?.sourceView = tableView"),
            .verbatim(
                "alert.popoverPresentationController?.sourceRect = tableView.rectForRow(at: indexPath)"
            ),
            .verbatim("present(alert, animated: true)"),
        ])
    }
}
