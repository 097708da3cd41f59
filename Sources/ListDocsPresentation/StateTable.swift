import ListDocsEngine

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
        /// The section index; for deleted items, where they were.
        public var section: Int
        /// The row index (rows only); for deleted rows, where they were.
        public var row: Int
        /// What the screen shows.
        public var label: String
        /// What the data source holds there, when it differs from the screen.
        public var dataSourceLabel: String?
        /// What the update did to the line's row or section; nil before any update.
        public var fate: Fate?

        /// Whether the update changed it visibly.
        public var isChanged: Bool { fate?.isChange ?? false }
        /// Whether it is gone from the screen.
        public var isDeleted: Bool {
            switch fate {
            case .row(.deleted), .section(.deleted): true
            default: false
            }
        }

        /// `[s, r]` for a row, `s` for a section.
        public var position: String {
            kind == .section ? "\(section)" : IndexPath(row: row, section: section).description
        }
        /// What happened, in words: `unchanged`, `moved from [0, 3]`, `deleted`…
        public var change: String { fate?.words.text ?? "" }
    }

    /// What an update did to the row or section of a line.
    public enum Fate: Hashable, Sendable {
        case row(RowFate)
        case section(SectionFate)

        /// The fate in words, in pieces.
        public var words: FateWords {
            switch self {
            case .row(let fate): FateWords(fate)
            case .section(let fate): FateWords(fate)
            }
        }

        /// Whether the update changed the row or section visibly.
        public var isChange: Bool {
            switch self {
            case .row(let fate): fate.isChange
            case .section(let fate): fate.isChange
            }
        }
    }

    /// The lines: sections in order with their rows, then deleted rows and sections.
    public var rows: [Row]

    /// Builds the table for a screen, its data source and the update that produced it.
    public init(screen: Screen, dataSource: SectionedList, report: UpdateReport?) {
        rows = []
        rows.reserveCapacity(screen.sections.reduce(screen.sections.count) { $0 + $1.cells.count })
        for (s, section) in screen.sections.enumerated() {
            let sectionFate = report?.sectionFates[section.id]
            rows.append(
                Row(
                    kind: .section, id: section.id, section: s, row: 0, label: section.title,
                    dataSourceLabel: nil,
                    fate: sectionFate.map(Fate.section)))
            let held = s < dataSource.sections.count ? dataSource.sections[s].rows : []
            for (r, cell) in section.cells.enumerated() {
                let fate = report?.rowFates[cell.id]
                let dataSourceLabel: String? =
                    r < held.count ? (held[r] == cell.label ? nil : held[r]) : "—"
                rows.append(
                    Row(
                        kind: .row, id: cell.id, section: s, row: r, label: cell.label,
                        dataSourceLabel: dataSourceLabel, fate: fate.map(Fate.row)))
            }
        }
        guard let report else { return }
        var deletedSections: [(at: Int, section: DisplayedSection)] = []
        var deletedRows: [(at: IndexPath, cell: Cell, fate: RowFate)] = []
        for section in report.before.sections {
            let fate = report.sectionFates[section.id]
            if case .deleted(let at, _) = fate {
                deletedSections.append((at, section))
                continue
            }
            for cell in section.cells {
                if let fate = report.rowFates[cell.id], case .deleted(let at, _) = fate {
                    deletedRows.append((at, cell, fate))
                }
            }
        }
        deletedSections.sort { $0.at < $1.at }
        deletedRows.sort { $0.at < $1.at }
        for (at, section) in deletedSections {
            rows.append(
                Row(
                    kind: .section, id: section.id, section: at, row: 0, label: section.title,
                    dataSourceLabel: nil,
                    fate: report.sectionFates[section.id].map(Fate.section)))
        }
        for (at, cell, fate) in deletedRows {
            rows.append(
                Row(
                    kind: .row, id: cell.id, section: at.section, row: at.row, label: cell.label,
                    dataSourceLabel: nil,
                    fate: .row(fate)))
        }
    }

    /// Whether any cell shows something other than what the data source holds.
    public var hasStaleCells: Bool { rows.contains { $0.dataSourceLabel != nil } }
}
