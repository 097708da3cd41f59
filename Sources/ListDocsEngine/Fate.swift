/// What an update did to one row, followed by its cell identity.
public enum RowFate: Hashable, Sendable {
    /// The row stayed; it may have shifted because others were deleted or inserted.
    case unchanged(from: IndexPath, to: IndexPath)
    /// The row was deleted from `at`, with this animation.
    case deleted(at: IndexPath, RowAnimation)
    /// The row was inserted at `at`, with this animation.
    case inserted(at: IndexPath, RowAnimation)
    /// The row was moved by `moveRow`.
    case moved(from: IndexPath, to: IndexPath)
    /// The row was reloaded: the cell asked the data source for its content again.
    case reloaded(from: IndexPath, to: IndexPath, RowAnimation)

    /// The row's path after the update, or nil when it was deleted.
    public var newPath: IndexPath? {
        switch self {
        case .unchanged(_, let to), .moved(_, let to), .reloaded(_, let to, _): to
        case .inserted(let at, _): at
        case .deleted: nil
        }
    }

    /// The row's path before the update, or nil when it was inserted.
    public var oldPath: IndexPath? {
        switch self {
        case .unchanged(let from, _), .moved(let from, _), .reloaded(let from, _, _): from
        case .deleted(let at, _): at
        case .inserted: nil
        }
    }

    /// Whether the update changed the row visibly (anything but `unchanged`).
    public var isChange: Bool {
        if case .unchanged = self { return false }
        return true
    }

    /// The fate in words, as a state table shows it: `moved from [0, 3]`.
    public var summary: String { words.text }

    /// The same words in pieces, for writers that do not build the string.
    public var words: FateWords {
        switch self {
        case .unchanged(let from, let to): from == to ? FateWords("unchanged") : FateWords("unchanged (was ", .row(from), ")")
        case .deleted: FateWords("deleted")
        case .inserted: FateWords("inserted")
        case .moved(let from, _): FateWords("moved from ", .row(from))
        case .reloaded(let from, let to, _): from == to ? FateWords("reloaded") : FateWords("reloaded (was ", .row(from), ")")
        }
    }
}

/// What an update did to one section.
public enum SectionFate: Hashable, Sendable {
    case unchanged(from: Int, to: Int)
    case deleted(at: Int, RowAnimation)
    case inserted(at: Int, RowAnimation)
    case moved(from: Int, to: Int)
    case reloaded(from: Int, to: Int, RowAnimation)

    /// Whether the update changed the section visibly (anything but `unchanged`).
    public var isChange: Bool {
        if case .unchanged = self { return false }
        return true
    }

    /// The fate in words.
    public var summary: String { words.text }

    /// The same words in pieces, for writers that do not build the string.
    public var words: FateWords {
        switch self {
        case .unchanged(let from, let to): from == to ? FateWords("unchanged") : FateWords("unchanged (was ", .section(from), ")")
        case .deleted: FateWords("deleted")
        case .inserted: FateWords("inserted")
        case .moved(let from, _): FateWords("moved from ", .section(from))
        case .reloaded: FateWords("reloaded")
        }
    }
}

/// A fate in words, in pieces: the words before the place, where the item was (for the
/// fates whose words name it), the words after. `unchanged (was [0, 3])` is
/// `unchanged (was `, row `[0, 3]`, `)`.
public struct FateWords: Sendable {
    /// A place the words name: a row's index path or a section's index.
    public enum Place: Sendable {
        case row(IndexPath)
        case section(Int)
    }

    public var lead: StaticString
    public var place: Place?
    public var trail: StaticString

    init(_ lead: StaticString, _ place: Place? = nil, _ trail: StaticString = "") {
        self.lead = lead
        self.place = place
        self.trail = trail
    }

    /// The words as one string.
    public var text: String {
        switch place {
        case nil: lead.description + trail.description
        case .row(let path): lead.description + path.description + trail.description
        case .section(let index): lead.description + String(index) + trail.description
        }
    }
}
