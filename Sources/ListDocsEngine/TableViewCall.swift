/// One call an app makes on a `UITableView` to tell it what changed.
public enum TableViewCall: Hashable, Sendable {
    case insertSections([Int], RowAnimation)
    case deleteSections([Int], RowAnimation)
    case reloadSections([Int], RowAnimation)
    case moveSection(Int, to: Int)
    case insertRows([IndexPath], RowAnimation)
    case deleteRows([IndexPath], RowAnimation)
    case reloadRows([IndexPath], RowAnimation)
    case moveRow(IndexPath, to: IndexPath)
    case reloadData

    /// The call as Swift source, e.g. `tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)`.
    public var swiftSource: String {
        switch self {
        case .insertSections(let s, let a): "tableView.insertSections(\(indexSet(s)), with: \(a.swiftName))"
        case .deleteSections(let s, let a): "tableView.deleteSections(\(indexSet(s)), with: \(a.swiftName))"
        case .reloadSections(let s, let a): "tableView.reloadSections(\(indexSet(s)), with: \(a.swiftName))"
        case .moveSection(let f, let t): "tableView.moveSection(\(f), toSection: \(t))"
        case .insertRows(let p, let a): "tableView.insertRows(at: \(paths(p)), with: \(a.swiftName))"
        case .deleteRows(let p, let a): "tableView.deleteRows(at: \(paths(p)), with: \(a.swiftName))"
        case .reloadRows(let p, let a): "tableView.reloadRows(at: \(paths(p)), with: \(a.swiftName))"
        case .moveRow(let f, let t): "tableView.moveRow(at: \(path(f)), to: \(path(t)))"
        case .reloadData: "tableView.reloadData()"
        }
    }

    /// The call in the compact form the edit-script language uses, e.g. `deleteRows [0, 3] with fade`.
    public var scriptForm: String {
        switch self {
        case .insertSections(let s, let a): "insertSections \(list(s))\(with(a))"
        case .deleteSections(let s, let a): "deleteSections \(list(s))\(with(a))"
        case .reloadSections(let s, let a): "reloadSections \(list(s))\(with(a))"
        case .moveSection(let f, let t): "moveSection \(f) to \(t)"
        case .insertRows(let p, let a): "insertRows \(list(p))\(with(a))"
        case .deleteRows(let p, let a): "deleteRows \(list(p))\(with(a))"
        case .reloadRows(let p, let a): "reloadRows \(list(p))\(with(a))"
        case .moveRow(let f, let t): "moveRow \(f) to \(t)"
        case .reloadData: "reloadData"
        }
    }

    private func indexSet(_ sections: [Int]) -> String {
        sections.count == 1
            ? "IndexSet(integer: \(sections[0]))"
            : "IndexSet([\(sections.map(String.init).joined(separator: ", "))])"
    }
    private func path(_ p: IndexPath) -> String { "IndexPath(row: \(p.row), section: \(p.section))" }
    private func paths(_ p: [IndexPath]) -> String { "[" + p.map(path).joined(separator: ", ") + "]" }
    private func list<T: CustomStringConvertible>(_ items: [T]) -> String {
        items.map(\.description).joined(separator: ", ")
    }
    private func with(_ animation: RowAnimation) -> String {
        animation == .automatic ? "" : " with \(animation.rawValue)"
    }
}
