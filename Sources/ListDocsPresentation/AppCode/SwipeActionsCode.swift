import ListDocsEngine
import ListDocsScript

/// The swipe-actions configuration of a swipe that names its actions (`swipe row [0, 2]
/// trailing "Delete" destructive, "Flag" orange`): a `UIContextualAction` per action in
/// the walkthrough's order, each normal action with its `backgroundColor`, returned from
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` or its leading twin. The
/// chosen action runs the steps' code (after its `confirm`, when there is one) and says it
/// is done; Delete, when not chosen, deletes the row as an app's Delete does; any other
/// action not chosen says so and reports that nothing was done, for the app to fill in.
enum SwipeActionsCode {
    static func method(
        _ swipe: SwipeActions, body: SwiftBlock, swiped: SwipeActionCode.Row,
        confirm: (title: String, message: String)?, choice: String?, steps: [Int]
    ) -> AppMethod {
        let chosen = choice.flatMap { swipe.action(titled: $0) }
        var block = SwiftBlock()
        var names: [String] = []
        for action in swipe.actions {
            let name = variableName(action.title, taken: names)
            names.append(name)
            let handler: SwiftClosure
            if action == chosen {
                handler = chosenHandler(
                    action, body: body, swiped: swiped, confirm: confirm)
            } else {
                handler = otherHandler(action, source: swiped.source)
            }
            block.append(.constant(name, contextual(action, handler: handler)))
            if let look = action.look, !action.isDestructive {
                block.append(
                    .assignment(
                        .access(.name(name), "backgroundColor"),
                        .dot("system" + look.prefix(1).uppercased() + look.dropFirst())))
            }
        }
        block.append(SwipeActionCode.configuration(names))
        let edge = swipe.edge == .leading ? "leading" : "trailing"
        return AppMethod(
            name: "tableView(_:\(edge)SwipeActionsConfigurationForRowAt:)",
            declaration: SwipeActionCode.configurationMethod(edge),
            body: block, shown: true, steps: steps)
    }

    /// `UIContextualAction(style:title:)` with `handler` as its trailing closure.
    private static func contextual(_ action: SwipeActions.Action, handler: SwiftClosure)
        -> SwiftExpression
    {
        .call(
            .type(.named("UIContextualAction")),
            [
                SwiftArgument("style", .dot(action.isDestructive ? "destructive" : "normal")),
                SwiftArgument("title", .string(action.title)),
            ],
            closures: [TrailingClosure(closure: handler, runsAfter: false)])
    }

    /// The chosen action: the steps' code (in the confirmation's destructive action when the
    /// walkthrough confirms first), then the swipe is done.
    private static func chosenHandler(
        _ action: SwipeActions.Action, body: SwiftBlock, swiped: SwipeActionCode.Row,
        confirm: (title: String, message: String)?
    ) -> SwiftClosure {
        var done = body
        done.append(.expression(SwipeActionCode.finish(true)))
        let inner =
            confirm.map {
                SwipeActionCode.alert(
                    $0, message: SwipeActionCode.message($0.message, swiped), title: action.title,
                    deleting: done, modern: true)
            } ?? done
        return SwiftClosure(
            captures: ["weak self"], parameters: ["_", "_", "completionHandler"],
            body: [SwipeActionCode.unwrapSelf] + inner,
            needsExplicitSelf: true, runsLater: true)
    }

    /// An action the walkthrough does not choose: Delete deletes the row as the
    /// walkthrough's own delete steps would; any other is the app's to write.
    private static func otherHandler(_ action: SwipeActions.Action, source: DataSourceMode)
        -> SwiftClosure
    {
        if action.isDestructive && action.title.lowercased() == "delete" {
            return SwiftClosure(
                captures: ["weak self"], parameters: ["_", "_", "completionHandler"],
                body: SwiftBlock([
                    SwipeActionCode.unwrapSelf,
                    .comment("not chosen in this walkthrough: the row goes"),
                ]) + SwipeActionCode.deletion(source)
                    + SwiftBlock([.expression(SwipeActionCode.finish(true))]),
                needsExplicitSelf: true, runsLater: true)
        }
        return SwiftClosure(
            parameters: ["_", "_", "completionHandler"],
            body: SwiftBlock([
                SwiftLine(
                    .comment(
                        "not chosen in this walkthrough: what “\(action.title)” does is the app's")),
                SwiftLine(.expression(SwipeActionCode.finish(false)), note: "nothing done yet"),
            ]), needsExplicitSelf: false, runsLater: true)
    }

    /// `flagAction`, `markAsReadAction`: the title in lower camel case, and `Action` (never a
    /// keyword), made unique among `taken`.
    static func variableName(_ title: String, taken: [String]) -> String {
        var name = SwiftCode.lowerCamelCase(title)
        if let first = name.first, first.isNumber { name = "swipe" + name }
        name = name.isEmpty ? "action" : name + "Action"
        var unique = name
        var number = 2
        while taken.contains(unique) {
            unique = name + String(number)
            number += 1
        }
        return unique
    }
}
