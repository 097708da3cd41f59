/// The state after a step as a table a reader can scan: every section and row with its
/// index path, label and what the update did to it, plus what was deleted; where a cell
/// is stale, what the data source holds there.
public struct StateTable: Hashable, Sendable {
    /// One line of the table.
    public struct Row: Hashable, Sendable {
        /// Whether the line is a section header or a row.
        public enum Kind: Hashable, Sendable { case section, row }

        public var kind: Kind
        /// The cell identity (rows) or section identity (sections), for following it.
        public var id: Int
        /// `[s, r]` for a row, `s` for a section; for deleted items, where they were.
        public var position: String
        /// What the screen shows.
        public var label: String
        /// What the data source holds there, when it differs from the screen.
        public var dataSourceLabel: String?
        /// What happened, in words: `unchanged`, `moved from [0, 3]`, `deleted`…
        public var change: String
        /// Whether the update changed it visibly.
        public var isChanged: Bool
        /// Whether it is gone from the screen.
        public var isDeleted: Bool
    }

    /// The lines: sections in order with their rows, then deleted rows and sections.
    public var rows: [Row]

    /// Builds the table for a screen, its data source and the update that produced it.
    public init(screen: Screen, dataSource: SectionedList, report: UpdateReport?) {
        rows = []
        for (s, section) in screen.sections.enumerated() {
            let sectionFate = report?.sectionFates[section.id]
            rows.append(Row(kind: .section, id: section.id, position: "\(s)", label: section.title, dataSourceLabel: nil,
                            change: sectionFate?.summary ?? "", isChanged: sectionFate.map { if case .unchanged = $0 { false } else { true } } ?? false,
                            isDeleted: false))
            for (r, cell) in section.cells.enumerated() {
                let path = IndexPath(row: r, section: s)
                let fate = report?.rowFates[cell.id]
                let held = dataSource.label(at: path)
                rows.append(Row(kind: .row, id: cell.id, position: path.description, label: cell.label,
                                dataSourceLabel: held == cell.label ? nil : (held ?? "—"),
                                change: fate?.summary ?? "", isChanged: fate?.isChange ?? false, isDeleted: false))
            }
        }
        guard let report else { return }
        let deletedSections = report.sectionFates.compactMap { id, fate -> (Int, Int)? in
            if case .deleted(let at, _) = fate { return (at, id) }
            return nil
        }.sorted { $0.0 < $1.0 }
        let deletedSectionIDs = Set(deletedSections.map(\.1))
        let titles = Dictionary(report.before.sections.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let labels = Dictionary(report.before.sections.flatMap(\.cells).map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        let sectionOfCell = Dictionary(report.before.sections.flatMap { s in s.cells.map { ($0.id, s.id) } }, uniquingKeysWith: { a, _ in a })
        for (at, id) in deletedSections {
            rows.append(Row(kind: .section, id: id, position: "\(at)", label: titles[id] ?? "", dataSourceLabel: nil,
                            change: "deleted", isChanged: true, isDeleted: true))
        }
        let deletedRows = report.rowFates.compactMap { id, fate -> (IndexPath, Int)? in
            if case .deleted(let at, _) = fate, let section = sectionOfCell[id], !deletedSectionIDs.contains(section) { return (at, id) }
            return nil
        }.sorted { $0.0 < $1.0 }
        for (at, id) in deletedRows {
            rows.append(Row(kind: .row, id: id, position: at.description, label: labels[id] ?? "", dataSourceLabel: nil,
                            change: "deleted", isChanged: true, isDeleted: true))
        }
    }

    /// Whether any cell shows something other than what the data source holds.
    public var hasStaleCells: Bool { rows.contains { $0.dataSourceLabel != nil } }

    /// A fixed-width text table, as `listdocs run` prints it.
    public func dump() -> String {
        let stale = hasStaleCells
        var lines: [[String]] = [stale ? ["index path", "screen", "data source", "what happened"] : ["index path", "label", "what happened"]]
        for row in rows {
            let position = row.kind == .section ? "section \(row.position)" : "  " + row.position
            let change = row.isDeleted ? "deleted (was \(row.position))" : row.change
            if stale {
                let mark = row.dataSourceLabel.map { "\($0)  <- stale" } ?? (row.kind == .row ? row.label : "")
                lines.append([position, row.label, mark, change])
            } else {
                lines.append([position, row.label, change])
            }
        }
        let widths = (0..<lines[0].count).map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { cells in
            var line = ""
            for (column, cell) in cells.enumerated() {
                line += column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
