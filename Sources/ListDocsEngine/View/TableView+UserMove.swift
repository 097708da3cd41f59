extension TableView {
    /// The user drags a row (a collection view: an item) from `from` to `to`, with its
    /// reorder control or by drag and drop. The view moves it on screen by itself, as a
    /// move of that one row, and only then tells the data source
    /// (`tableView(_:moveRowAt:to:)`); the data source has not changed yet, so this is the
    /// one change that does not check it. `to` is the row's place after the move. Nil,
    /// and nothing changes, when either place is not on screen.
    public mutating func userMove(from: IndexPath, to: IndexPath) -> UpdateReport? {
        guard let moved = screen.cell(at: from), screen.sections.indices.contains(to.section)
        else { return nil }
        var shown = screen.list
        shown.sections[from.section].rows.remove(at: from.row)
        guard to.row <= shown.sections[to.section].rows.count else { return nil }
        shown.sections[to.section].rows.insert(moved.label, at: to.row)
        guard
            case .applied(let report) = performBatchUpdates(
                [.moveRow(from, to: to)], dataSource: shown)
        else { return nil }
        return report
    }
}
