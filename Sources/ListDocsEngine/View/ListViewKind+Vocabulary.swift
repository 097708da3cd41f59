/// The words of each list view in one place: the UIKit method of every view call, the
/// receiver an app calls it on, and the prefix of the script's view-call lines. The script
/// parser, the script writer, the Swift the pages show and `explain` all read them here.
extension ListViewKind {
    /// The prefix of a script line that calls the view alone: `table` / `collection`.
    public var scriptPrefix: String { self == .table ? "table" : "collection" }

    /// The name an app calls the view by: `tableView` / `collectionView`.
    public var receiver: String { self == .table ? "tableView" : "collectionView" }

    /// The UIKit method for a kind of call: `deleteRows` / `deleteItems`, `moveSection`…
    public func methodName(_ kind: TableViewCall.Kind) -> String {
        switch kind {
        case .insertSections: "insertSections"
        case .deleteSections: "deleteSections"
        case .reloadSections: "reloadSections"
        case .moveSection: "moveSection"
        case .insertRows: self == .table ? "insertRows" : "insertItems"
        case .deleteRows: self == .table ? "deleteRows" : "deleteItems"
        case .reloadRows: self == .table ? "reloadRows" : "reloadItems"
        case .moveRow: self == .table ? "moveRow" : "moveItem"
        case .reloadData: "reloadData"
        }
    }

    /// The kind of call `name` is in this view's words, or nil.
    public func callKind(named name: String) -> TableViewCall.Kind? {
        TableViewCall.Kind.allCases.first { methodName($0) == name }
    }

    /// The view whose word `name` is, when it is not this one's (`deleteItems` in a table).
    public var other: ListViewKind { self == .table ? .collection : .table }
}

extension TableViewCall {
    /// A call's kind, without its arguments.
    public enum Kind: CaseIterable, Hashable, Sendable {
        case insertSections, deleteSections, reloadSections, moveSection
        case insertRows, deleteRows, reloadRows, moveRow
        case reloadData

        /// Whether it names rows (items), not sections.
        public var isRowCall: Bool {
            switch self {
            case .insertRows, .deleteRows, .reloadRows, .moveRow: true
            default: false
            }
        }

        /// Whether a table view's form takes a row animation.
        public var takesAnimation: Bool {
            switch self {
            case .moveSection, .moveRow, .reloadData: false
            default: true
            }
        }
    }

    /// The call's kind.
    public var kind: Kind {
        switch self {
        case .insertSections: .insertSections
        case .deleteSections: .deleteSections
        case .reloadSections: .reloadSections
        case .moveSection: .moveSection
        case .insertRows: .insertRows
        case .deleteRows: .deleteRows
        case .reloadRows: .reloadRows
        case .moveRow: .moveRow
        case .reloadData: .reloadData
        }
    }
}
