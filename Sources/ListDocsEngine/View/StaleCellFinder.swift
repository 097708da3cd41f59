/// Compares what the screen shows with what the data source holds.
enum StaleCellFinder {
    static func find(screen: Screen, dataSource: SectionedList) -> [StaleCell] {
        var stale: [StaleCell] = []
        for (s, section) in screen.sections.enumerated() where s < dataSource.sections.count {
            let rows = dataSource.sections[s].rows
            for (r, cell) in section.cells.enumerated()
            where r < rows.count && rows[r] != cell.label {
                stale.append(
                    StaleCell(
                        path: IndexPath(row: r, section: s), shown: cell.label, dataSource: rows[r])
                )
            }
        }
        return stale
    }
}
