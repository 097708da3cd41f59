import ListDocsEngine

/// The method a swipe-to-delete step's code runs in: from iOS 11 the `UIContextualAction`
/// that `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` returns, its title the one
/// the user chose, calling `completionHandler(true)` when the row goes and `false` when the
/// user cancels; before iOS 11 `tableView(_:commit:forRowAt:)`. With a `confirm` the action
/// presents the `UIAlertController` action sheet first (anchored to the row on an iPad),
/// and the step's code runs in its destructive action.
enum SwipeActionCode {
    /// The first version with `UIContextualAction` and swipe-action configurations.
    static let contextualActionsSince = UIKitVersion(11)

    static func method(
        body: [String], confirm: (title: String, message: String)?, choice: String?,
        ios: UIKitVersion, steps: [Int]
    ) -> AppMethod {
        let cancelled = choice?.lowercased() == "cancel"
        let title = cancelled || choice == nil ? "Delete" : choice!
        let modern = ios >= contextualActionsSince
        // What runs when the row is to go: the step's code, then the swipe is done.
        var deleting = body
        if cancelled { deleting = ["// not chosen in this walkthrough"] }
        if modern { deleting.append("completionHandler(true)") }
        var handler: [String]
        if let confirm {
            handler =
                [
                    "let alert = UIAlertController(",
                    "    title: \(SwiftCode.literal(confirm.title)),",
                    "    message: \(SwiftCode.literal(confirm.message)), preferredStyle: .actionSheet)",
                    "alert.addAction(UIAlertAction(title: \(SwiftCode.literal(title)), style: .destructive) { [self] _ in",
                ] + StepMethods.indent(deleting) + ["})"]
            handler +=
                [
                    "alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel) { _ in"
                ] + (modern ? ["    completionHandler(false)  // the row slides back"] : []) + [
                    "})"
                ]
            handler += [
                "// On an iPad the action sheet is a popover that points at the row",
                "alert.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)",
                "present(alert, animated: true)",
            ]
        } else if cancelled {
            handler = modern ? ["completionHandler(false)  // the row slides back"] : []
        } else {
            handler = deleting
        }
        guard modern else {
            return AppMethod(
                name: "tableView(_:commit:forRowAt:)",
                lines: [
                    "override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {",
                    "    guard editingStyle == .delete else { return }",
                ] + StepMethods.indent(handler) + ["}"], shown: true, steps: steps)
        }
        return AppMethod(
            name: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            lines: [
                "override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {",
                "    let action = UIContextualAction(style: .destructive, title: \(SwiftCode.literal(title))) { [weak self] _, _, completionHandler in",
                "        guard let self else { return completionHandler(false) }",
            ] + StepMethods.indent(StepMethods.indent(handler)) + [
                "    }",
                "    return UISwipeActionsConfiguration(actions: [action])",
                "}",
            ], shown: true, steps: steps)
    }
}
