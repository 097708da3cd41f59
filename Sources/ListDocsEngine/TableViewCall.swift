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

    private func list<T: CustomStringConvertible>(_ items: [T]) -> String {
        items.map(\.description).joined(separator: ", ")
    }
    private func with(_ animation: RowAnimation) -> String {
        animation == .automatic ? "" : " with \(animation.rawValue)"
    }
}
