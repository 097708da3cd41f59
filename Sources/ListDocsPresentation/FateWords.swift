import ListDocsEngine

/// What a state table says happened, in a word or two. Where the item was and where it is
/// are the table's before and after columns, so the words do not repeat them: a row that
/// kept its place among the others but changed index path (rows above it left or arrived)
/// is `shifted`, one `moveRow` took is `moved`.
enum FateWords {
    static func summary(_ fate: RowFate) -> StaticString {
        switch fate {
        case .unchanged(let from, let to): from == to ? "unchanged" : "shifted"
        case .deleted: "deleted"
        case .inserted: "inserted"
        case .moved: "moved"
        case .reloaded: "reloaded"
        case .reconfigured: "reconfigured in place"
        }
    }

    static func summary(_ fate: SectionFate) -> StaticString {
        switch fate {
        case .unchanged(let from, let to): from == to ? "unchanged" : "shifted"
        case .deleted: "deleted"
        case .inserted: "inserted"
        case .moved: "moved"
        case .reloaded: "reloaded"
        }
    }
}
