/// The first word of every top-level line of the language: the parser dispatches on it, the
/// writer writes it, and "did you mean" suggests from it.
public enum CommandWord: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case state, delete, insert, move, reload, batch, data, table, collection, expect
    case tap, swipe, confirm, choose, note, diff, snapshot, new, apply, drag, completion, update
    case scroll, section, select, deselect

    /// Words of the array forms that a diffable walkthrough writes through a snapshot.
    var isArrayUpdate: Bool {
        switch self {
        case .delete, .insert, .move, .reload, .batch, .diff: true
        default: false
        }
    }

    /// Words of lines that may not stand in a `batch`: what the user does, what the script
    /// expects, and a scroll.
    var standsOutsideBatches: Bool {
        switch self {
        case .state, .expect, .tap, .swipe, .confirm, .choose, .note, .diff, .drag, .select,
            .deselect, .scroll:
            true
        default: false
        }
    }

    /// Words of the diffable forms.
    var isDiffableOnly: Bool {
        self == .snapshot || self == .new || self == .apply || self == .section
    }

    /// The word as a script spells it (the writer interpolates it).
    public var description: String { rawValue }

    /// Every word, for "did you mean".
    static let spellings = allCases.map(\.rawValue)
}
