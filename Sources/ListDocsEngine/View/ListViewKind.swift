/// Which UIKit list view a walkthrough drives. Both follow the same batch-update rules;
/// their exception texts name rows or items, and the view, in their own words.
public enum ListViewKind: String, CaseIterable, Hashable, Sendable {
    /// `UITableView`.
    case table
    /// `UICollectionView`.
    case collection

    /// `row` or `item`.
    public var element: String { self == .table ? "row" : "item" }

    /// `rows` or `items`.
    public var elements: String { self == .table ? "rows" : "items" }

    /// `table view` or `collection view`, as the count texts say it.
    public var viewName: String { self == .table ? "table view" : "collection view" }

    /// The description UIKit appends from iOS 14 (`Table view: <UITableView: 0x…>`).
    var viewDescription: String {
        self == .table
            ? "Table view: <UITableView: 0x…>" : "Collection view: <UICollectionView: 0x…>"
    }
}
