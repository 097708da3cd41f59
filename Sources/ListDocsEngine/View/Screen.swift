/// A cell the table view shows: a stable identity an animation can follow, and the label
/// it was given the last time the table view asked the data source for it.
public struct Cell: Hashable, Sendable {
    /// Unique for the life of the table view; survives moves and reloads.
    public let id: Int
    /// What the cell shows.
    public var label: String

    /// Creates a cell.
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// A section as the table view shows it.
public struct DisplayedSection: Hashable, Sendable {
    /// Unique for the life of the table view; survives moves.
    public let id: Int
    /// The header title.
    public var title: String
    /// The cells, in order.
    public var cells: [Cell]

    /// Creates a section.
    public init(id: Int, title: String, cells: [Cell]) {
        self.id = id
        self.title = title
        self.cells = cells
    }
}

/// What a table view shows: its sections and cells. Its row counts are the counts the
/// table view has cached, the "before" side of every update.
public struct Screen: Hashable, Sendable {
    /// The sections, in order.
    public var sections: [DisplayedSection]

    /// Creates a screen.
    public init(sections: [DisplayedSection]) {
        self.sections = sections
    }

    /// The cached row count of each section.
    public var rowCounts: [Int] { sections.map(\.cells.count) }

    /// The labels shown, as a list that can be compared with the data source.
    public var list: SectionedList {
        SectionedList(
            sections: sections.map { ListSection(title: $0.title, rows: $0.cells.map(\.label)) })
    }

    /// The cell at `path`, or nil when the path is outside the screen.
    public func cell(at path: IndexPath) -> Cell? {
        guard sections.indices.contains(path.section),
            sections[path.section].cells.indices.contains(path.row)
        else { return nil }
        return sections[path.section].cells[path.row]
    }

    /// A deterministic text form, one line per section: `Title: a, b, c`.
    public func dump() -> String { list.dump() }
}

/// Hands out the identities of sections and cells a table view creates.
struct IdentityAllocator: Hashable, Sendable {
    private var next = 0

    mutating func make() -> Int {
        defer { next += 1 }
        return next
    }
}
