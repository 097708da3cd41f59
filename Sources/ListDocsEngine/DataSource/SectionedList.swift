/// One section of a data source: a title and the labels of its rows.
public struct ListSection: Hashable, Sendable {
    /// The section's title, which is also its identity.
    public var title: String
    /// The row labels, in order. A label is also the row's identity.
    public var rows: [String]

    /// Creates a section.
    public init(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
    }
}

/// The content of a data source: sections of rows, as `numberOfSections`,
/// `numberOfRowsInSection` and `cellForRowAt` would report it.
public struct SectionedList: Hashable, Sendable {
    /// The sections, in order.
    public var sections: [ListSection]

    /// Creates a list from its sections.
    public init(sections: [ListSection]) {
        self.sections = sections
    }

    /// The number of rows in each section, in order.
    public var rowCounts: [Int] { sections.map(\.rows.count) }

    /// Whether any section holds a row (a view showing it asks for at least one cell).
    public var hasRows: Bool { sections.contains { !$0.rows.isEmpty } }

    /// The label at `path`, or nil when the path is outside the list.
    public func label(at path: IndexPath) -> String? {
        guard sections.indices.contains(path.section),
            sections[path.section].rows.indices.contains(path.row)
        else { return nil }
        return sections[path.section].rows[path.row]
    }

    /// A deterministic text form: one line per section, `Title: a, b, c`.
    public func dump() -> String {
        sections.map { section in
            section.title + ":"
                + (section.rows.isEmpty ? "" : " " + section.rows.joined(separator: ", "))
        }.joined(separator: "\n")
    }
}
