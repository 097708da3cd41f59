import ListDocsEngine

/// A fate in words, in pieces: the words before the place, where the item was (for the
/// fates whose words name it), the words after. `unchanged (was [0, 3])` is
/// `unchanged (was `, row `[0, 3]`, `)`. Writers that produce bytes use the pieces; the
/// plain-text writer joins them.
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

    /// What a state table says happened to a row: `moved from [0, 3]`.
    public init(_ fate: RowFate) {
        switch fate {
        case .unchanged(let from, let to):
            self =
                from == to ? FateWords("unchanged") : FateWords("unchanged (was ", .row(from), ")")
        case .deleted: self = FateWords("deleted")
        case .inserted: self = FateWords("inserted")
        case .moved(let from, _): self = FateWords("moved from ", .row(from))
        case .reloaded(let from, let to, _):
            self = from == to ? FateWords("reloaded") : FateWords("reloaded (was ", .row(from), ")")
        case .reconfigured(let from, let to):
            self =
                from == to
                ? FateWords("reconfigured in place")
                : FateWords("reconfigured in place (was ", .row(from), ")")
        }
    }

    /// What a state table says happened to a section.
    public init(_ fate: SectionFate) {
        switch fate {
        case .unchanged(let from, let to):
            self =
                from == to
                ? FateWords("unchanged") : FateWords("unchanged (was ", .section(from), ")")
        case .deleted: self = FateWords("deleted")
        case .inserted: self = FateWords("inserted")
        case .moved(let from, _): self = FateWords("moved from ", .section(from))
        case .reloaded: self = FateWords("reloaded")
        }
    }
}
