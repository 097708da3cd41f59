/// The rows the user has selected in a view that allows multiple selection
/// (`allowsMultipleSelection`): a selection belongs to the cells, so it moves with them
/// through updates; a deleted row leaves it, and so does a reloaded row, whose cell UIKit
/// replaces deselected, and `reloadData` clears it.
extension TableView {
    /// `indexPathsForSelectedRows` (`indexPathsForSelectedItems`): where the selected rows
    /// are now, in index-path order.
    public var indexPathsForSelectedRows: [IndexPath] {
        var paths: [IndexPath] = []
        for (s, section) in screen.sections.enumerated() {
            for (r, cell) in section.cells.enumerated() where selectedCells.contains(cell.id) {
                paths.append(IndexPath(row: r, section: s))
            }
        }
        return paths
    }

    /// The user taps the row at `path` to select it (`selected: true`) or to deselect it.
    /// False, and nothing changes, when the view shows no row there.
    @discardableResult
    public mutating func setSelected(_ selected: Bool, at path: IndexPath) -> Bool {
        guard let cell = screen.cell(at: path) else { return false }
        if selected {
            selectedCells.insert(cell.id)
        } else {
            selectedCells.remove(cell.id)
        }
        return true
    }

    /// Drops from the selection the cells an update replaced or removed.
    mutating func keepSelection(through report: UpdateReport) {
        guard !selectedCells.isEmpty else { return }
        if report.fellBackToReloadData || report.calls.contains(.reloadData) {
            selectedCells = []
            return
        }
        let shown = Set(screen.sections.flatMap { $0.cells.map(\.id) })
        selectedCells = selectedCells.filter { id in
            guard shown.contains(id) else { return false }
            if case .reloaded? = report.rowFates[id] { return false }
            return true
        }
    }
}
