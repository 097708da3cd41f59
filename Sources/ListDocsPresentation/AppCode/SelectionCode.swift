import ListDocsEngine
import ListDocsScript

/// The Swift of `delete selected rows`: the app asks the view which rows the user selected,
/// removes them from its model from the last to the first (so each index still points at
/// its row), then deletes them from the view.
///
///     let selected = tableView.indexPathsForSelectedRows ?? []
///     for indexPath in selected.sorted(by: >) {
///         sections[indexPath.section].rows.remove(at: indexPath.row)
///     }
///     tableView.deleteRows(at: selected, with: .automatic)
enum SelectionCode {
    static func deleteSelected(_ step: Step, view: ListViewKind) -> SwiftBlock {
        let receiver = SwiftExpression.controller(view == .table ? .tableView : .collectionView)
        let property = view == .table ? "indexPathsForSelectedRows" : "indexPathsForSelectedItems"
        let indexPath = SwiftExpression.name("indexPath")
        let elements = SwiftExpression.access(
            .subscripted(.controller(.sections), .access(indexPath, "section")), view.elements)
        let remove = SwiftExpression.method(
            elements, "remove", [SwiftArgument("at", .access(indexPath, view.element))])
        var delete: [SwiftArgument] = [SwiftArgument("at", .name("selected"))]
        if view == .table, case .deleteRows(_, let animation)? = step.calls.first {
            delete.append(SwiftArgument("with", .dot(animation.rawValue)))
        }
        return SwiftBlock([
            .constant("selected", .infix(.access(receiver, property), "??", .array([]))),
            .forIn(
                "indexPath",
                .method(.name("selected"), "sorted", [SwiftArgument("by", .name(">"))]),
                SwiftBlock([.expression(remove)])),
            .expression(.method(receiver, view.methodName(.deleteRows), delete)),
        ])
    }
}
