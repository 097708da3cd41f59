import ListDocsEngine

/// The state after a step as a table a reader can scan, in the order of the screen: every
/// section and row with where it was before the update and where it is after it, its
/// label and what the update did to it. Deleted sections and rows stay at their old place
/// (shown struck through) so the reader sees what left from where; where a cell is stale,
/// the table also says what the data source holds there.
public struct StateTable: Hashable, Sendable {
    /// One line of the table.
    public struct Row: Hashable, Sendable {
        /// Whether the line is a section header or a row.
        public enum Kind: Hashable, Sendable { case section, row }

        public var kind: Kind
        /// The cell identity (rows) or section identity (sections), for following it.
        public var id: Int
        /// Where it was before the update (nil when inserted, or before any update).
        public var before: IndexPath?
        /// Where it is after the update (nil when deleted). A section's path has row 0.
        public var after: IndexPath?
        /// What the screen shows.
        public var label: String
        /// What the data source holds there, when it differs from the screen; for a row
        /// the update deleted from a stale screen, its label when the model still holds it.
        public var dataSourceLabel: String?
        /// What the update did to the line's row or section; nil before any update.
        public var fate: Fate?
        /// Whether the row kept its place in a section that `moveSection` took elsewhere.
        public var movedWithItsSection = false
        /// Whether the row is off the screen (`visible=`): it has no cell.
        public var offScreen = false

        /// Whether the update changed it visibly.
        public var isChanged: Bool { fate?.isChange ?? false }
        /// Whether it is gone from the screen.
        public var isDeleted: Bool { fate != nil && after == nil }

        /// The section index, after the update (where it was, when deleted).
        public var section: Int { (after ?? before)?.section ?? 0 }
        /// The row index, after the update (where it was, when deleted).
        public var row: Int { (after ?? before)?.row ?? 0 }

        /// `[s, r]` for a row, `s` for a section: where it is (or was, when deleted).
        public var position: String { place(after ?? before) ?? "" }
        /// Where it was before the update, written as `position`; nil when it is new.
        public var beforePosition: String? { place(before) }
        /// Where it is after the update, written as `position`; nil when it left.
        public var afterPosition: String? { place(after) }
        /// What happened, in English: `unchanged`, `shifted`, `moved`, `deleted`… (a stale
        /// row says so after what the update did to it: `moved, stale`).
        public var change: String { change(in: .english) }

        /// Whether the row is on screen and shows other content than the data source holds.
        private var isStale: Bool { kind == .row && !isDeleted && dataSourceLabel != nil }

        private func place(_ path: IndexPath?) -> String? {
            guard let path else { return nil }
            return kind == .section ? "\(path.section)" : path.description
        }

        /// `change` in `words` (a `PresentationWords` key per fate, `alsoStale` around it
        /// for a stale row).
        public func change(in words: PresentationWords) -> String {
            let change = changeOnScreen(in: words)
            guard offScreen else { return change }
            return change.isEmpty
                ? words.text(.offScreen) : words.text(.offScreenChange(change: change))
        }

        private func changeOnScreen(in words: PresentationWords) -> String {
            guard let fate else { return "" }
            let (phrase, stale): (Phrase, Bool)
            if movedWithItsSection {
                (phrase, stale) = (.movedWithSection, isStale)
            } else if isStale, case .row(let rowFate) = fate {
                switch rowFate {
                case .unchanged(let from, let to):
                    (phrase, stale) = from == to ? (.stale, false) : (.shifted, true)
                case .moved: (phrase, stale) = (.moved, true)
                default: (phrase, stale) = (fate.phrase, false)
                }
            } else {
                (phrase, stale) = (fate.phrase, false)
            }
            let word = words.text(phrase)
            return stale ? words.text(.alsoStale(change: word)) : word
        }

    }

    /// What an update did to the row or section of a line.
    public enum Fate: Hashable, Sendable {
        case row(RowFate)
        case section(SectionFate)

        /// The fate in a word or two; where it was and is are the table's other columns.
        var phrase: Phrase {
            switch self {
            case .row(.unchanged(let from, let to)): from == to ? .unchanged : .shifted
            case .section(.unchanged(let from, let to)): from == to ? .unchanged : .shifted
            case .row(.deleted), .section(.deleted): .deleted
            case .row(.inserted), .section(.inserted): .inserted
            case .row(.moved), .section(.moved): .moved
            case .row(.reloaded), .section(.reloaded): .reloaded
            case .row(.reconfigured): .reconfiguredInPlace
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

    /// The lines in screen order, deleted ones at their old place.
    public var rows: [Row]
    /// Whether the table shows an update (a before and an after column) rather than a
    /// first state (one index path column).
    public var showsUpdate: Bool

    /// Builds the table for a screen, its data source and the update that produced it.
    public init(
        screen: Screen, dataSource: SectionedList, report: UpdateReport?,
        viewport: Viewport? = nil
    ) {
        defer { markRowsOffScreen(viewport, counts: screen.rowCounts) }
        rows = []
        showsUpdate = report != nil
        rows.reserveCapacity(screen.sections.reduce(screen.sections.count) { $0 + $1.cells.count })
        var order = DeletedPlaces(report)
        for (s, section) in screen.sections.enumerated() {
            let sectionFate = report?.sectionFates[section.id]
            let oldSection = sectionFate.flatMap(Self.oldIndex)
            if let oldSection { appendDeletedSections(before: oldSection, &order, report) }
            rows.append(
                Row(
                    kind: .section, id: section.id,
                    before: report == nil ? nil : oldSection.map { IndexPath(row: 0, section: $0) },
                    after: IndexPath(row: 0, section: s), label: section.title,
                    dataSourceLabel: nil, fate: sectionFate.map(Fate.section)))
            let held = s < dataSource.sections.count ? dataSource.sections[s].rows : []
            for (r, cell) in section.cells.enumerated() {
                let fate = report?.rowFates[cell.id]
                if let oldSection, let from = fate?.oldPath, from.section == oldSection {
                    appendDeletedRows(ofSection: oldSection, before: from.row, &order, report)
                }
                let dataSourceLabel: String? =
                    r < held.count ? (held[r] == cell.label ? nil : held[r]) : "—"
                var line = Row(
                    kind: .row, id: cell.id, before: fate?.oldPath,
                    after: IndexPath(row: r, section: s), label: cell.label,
                    dataSourceLabel: dataSourceLabel, fate: fate.map(Fate.row))
                if case .moved = sectionFate, case .unchanged(let from, _) = fate,
                    from.section == oldSection
                {
                    line.movedWithItsSection = true
                }
                rows.append(line)
            }
            if let oldSection {
                appendDeletedRows(ofSection: oldSection, before: .max, &order, report)
            }
        }
        appendDeletedSections(before: .max, &order, report)
        // Where the screen and the data source disagree, a deleted row says whether the
        // model still holds it (the data source column names it) or let it go too.
        if hasStaleCells {
            let held = Set(dataSource.sections.lazy.flatMap(\.rows))
            for index in rows.indices
            where rows[index].kind == .row && rows[index].isDeleted
                && held.contains(rows[index].label)
            {
                rows[index].dataSourceLabel = rows[index].label
            }
        }
    }

    /// Marks the rows a `visible=` screen does not show: they have no cell.
    private mutating func markRowsOffScreen(_ viewport: Viewport?, counts: [Int]) {
        guard let viewport else { return }
        for index in rows.indices where rows[index].kind == .row {
            guard let after = rows[index].after else { continue }
            rows[index].offScreen = !viewport.shows(after, counts: counts)
        }
    }

    /// Whether any cell shows something other than what the data source holds.
    public var hasStaleCells: Bool { rows.contains { $0.dataSourceLabel != nil } }

    /// The index a section had before the update, if it was there.
    private static func oldIndex(_ fate: SectionFate) -> Int? {
        switch fate {
        case .unchanged(let from, _), .moved(let from, _), .reloaded(let from, _, _): from
        case .deleted, .inserted: nil
        }
    }

    /// Deleted sections (with their rows) that stood before old section `index`.
    private mutating func appendDeletedSections(
        before index: Int, _ order: inout DeletedPlaces, _ report: UpdateReport?
    ) {
        guard let report else { return }
        while let next = order.sections.first, next.at < index {
            order.sections.removeFirst()
            rows.append(
                Row(
                    kind: .section, id: next.section.id,
                    before: IndexPath(row: 0, section: next.at),
                    after: nil, label: next.section.title, dataSourceLabel: nil,
                    fate: report.sectionFates[next.section.id].map(Fate.section)))
            var animation = RowAnimation.automatic
            if case .deleted(_, let used) = report.sectionFates[next.section.id] {
                animation = used
            }
            // A row that left the section for another (moved, or paired by a reload UIKit
            // fell back to) is listed where it is now.
            for (r, cell) in next.section.cells.enumerated()
            where report.rowFates[cell.id]?.newPath == nil {
                let at = IndexPath(row: r, section: next.at)
                rows.append(
                    Row(
                        kind: .row, id: cell.id, before: at, after: nil, label: cell.label,
                        dataSourceLabel: nil,
                        fate: .row(report.rowFates[cell.id] ?? .deleted(at: at, animation))))
            }
        }
    }

    /// Deleted rows of old section `section` that stood before old row `row`.
    private mutating func appendDeletedRows(
        ofSection section: Int, before row: Int, _ order: inout DeletedPlaces,
        _ report: UpdateReport?
    ) {
        guard report != nil else { return }
        while let next = order.rows[section]?.first, next.at.row < row {
            order.rows[section]?.removeFirst()
            rows.append(
                Row(
                    kind: .row, id: next.cell.id, before: next.at, after: nil,
                    label: next.cell.label, dataSourceLabel: nil, fate: .row(next.fate)))
        }
    }
}

/// What an update deleted, by old place, waiting to be written where it stood.
private struct DeletedPlaces {
    var sections: [(at: Int, section: DisplayedSection)] = []
    /// By old section index, in row order.
    var rows: [Int: [(at: IndexPath, cell: Cell, fate: RowFate)]] = [:]

    init(_ report: UpdateReport?) {
        guard let report else { return }
        for section in report.before.sections {
            if case .deleted(let at, _) = report.sectionFates[section.id] {
                sections.append((at, section))
                continue
            }
            for cell in section.cells {
                if let fate = report.rowFates[cell.id], case .deleted(let at, _) = fate {
                    rows[at.section, default: []].append((at, cell, fate))
                }
            }
        }
        sections.sort { $0.at < $1.at }
        for key in rows.keys { rows[key]?.sort { $0.at < $1.at } }
    }
}
