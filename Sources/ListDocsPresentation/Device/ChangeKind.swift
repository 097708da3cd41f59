/// The kinds of change the device draws, each in its own colour and with its own mark, so
/// that none depends on colour alone; the legend beside the device names them.
enum ChangeKind: String, CaseIterable, Hashable {
    case inserted, deleted, moved, reloaded, reconfigured, stale

    /// Its name in the legend.
    var phrase: Phrase {
        switch self {
        case .inserted: .inserted
        case .deleted: .deleted
        case .moved: .moved
        case .reloaded: .reloaded
        case .reconfigured: .reconfigured
        case .stale: .stale
        }
    }

    /// The mark drawn on the cell (and in the legend).
    var mark: String {
        switch self {
        case .inserted: "+"
        case .deleted: "−"
        case .moved: "↕"
        case .reloaded: "↻"
        case .reconfigured: "✎"
        case .stale: "!"
        }
    }

    /// The kind of change a state table's line shows; nil for lines that only shift or stay.
    init?(_ fate: StateTable.Fate) {
        switch fate {
        case .row(.inserted), .section(.inserted): self = .inserted
        case .row(.deleted), .section(.deleted): self = .deleted
        case .row(.moved), .section(.moved): self = .moved
        case .row(.reloaded), .section(.reloaded): self = .reloaded
        case .row(.reconfigured): self = .reconfigured
        case .row(.unchanged), .section(.unchanged): return nil
        }
    }

    /// The kind a role in an update shows; nil for cells that only shift or stay.
    init?(_ role: WalkthroughLayout.Role) {
        switch role {
        case .inserted: self = .inserted
        case .deleted: self = .deleted
        case .moved: self = .moved
        case .reloaded: self = .reloaded
        case .reconfigured: self = .reconfigured
        case .still, .shifted: return nil
        }
    }
}
