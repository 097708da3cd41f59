/// Which rows have cells (every row, or those of a `visible=` screen) and what a row
/// without one shows.
extension TableView {
    /// The screen, where every row without a cell (off a `visible=` screen) shows what the
    /// data source holds at its place: what it shows once it comes on screen. A row the
    /// data source no longer has keeps its label, and traps when it comes on screen.
    public func screenShown(dataSource: SectionedList) -> Screen {
        guard let viewport else { return screen }
        var shown = screen
        let counts = screen.rowCounts
        for s in shown.sections.indices where s < dataSource.sections.count {
            let rows = dataSource.sections[s].rows
            for r in shown.sections[s].cells.indices where r < rows.count {
                if !viewport.shows(IndexPath(row: r, section: s), counts: counts) {
                    shown.sections[s].cells[r].label = rows[r]
                }
            }
        }
        return shown
    }

    /// Whether the view has a cell for row `path` now: the row exists and is on screen.
    public func hasCell(_ path: IndexPath) -> Bool {
        let counts = screen.rowCounts
        guard path.section >= 0, path.section < counts.count, path.row >= 0,
            path.row < counts[path.section]
        else { return false }
        return viewport?.shows(path, counts: counts) ?? true
    }
}
