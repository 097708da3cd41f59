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
}

extension TableViewCall {
    /// The same call with another row animation (calls without one are unchanged).
    public func animated(_ animation: RowAnimation) -> TableViewCall {
        switch self {
        case .insertSections(let s, _): .insertSections(s, animation)
        case .deleteSections(let s, _): .deleteSections(s, animation)
        case .reloadSections(let s, _): .reloadSections(s, animation)
        case .insertRows(let p, _): .insertRows(p, animation)
        case .deleteRows(let p, _): .deleteRows(p, animation)
        case .reloadRows(let p, _): .reloadRows(p, animation)
        case .moveSection, .moveRow, .reloadData: self
        }
    }
}
