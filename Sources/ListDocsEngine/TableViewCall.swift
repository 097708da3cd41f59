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
