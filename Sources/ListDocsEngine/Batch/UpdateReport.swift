/// One stage of an animated update, in the order UIKit runs them.
public struct UpdatePhase: Hashable, Sendable {
    /// What the stage does.
    public enum Kind: String, Hashable, Sendable {
        /// Deletes, highest index first, against the positions before the update.
        case delete
        /// Moves, from positions before the update to positions after it.
        case move
        /// Inserts, lowest index first, at positions after the update.
        case insert
        /// Reloaded cells ask the data source again and cross-fade.
        case reload
        /// Reconfigured cells show new content in place (the same cell, not a new one).
        case reconfigure
        /// The whole table asks the data source again, without animation.
        case reloadData
    }

    /// What the stage does.
    public let kind: Kind
    /// The operations of this stage in UIKit's order.
    public let operations: [PhaseOperation]
    /// What the screen shows once the stage is over.
    public let screen: Screen
}

/// A cell whose label differs from what the data source holds at its index path: the
/// table view never asked for it again, so the reader sees a stale value.
public struct StaleCell: Hashable, Sendable {
    /// Where the cell is.
    public let path: IndexPath
    /// What the screen shows.
    public let shown: String
    /// What the data source holds there.
    public let dataSource: String

}

/// Everything an accepted update did, for teaching.
public struct UpdateReport: Hashable, Sendable {
    /// The calls that made the update.
    public let calls: [TableViewCall]
    /// The screen before the update.
    public let before: Screen
    /// The screen after it.
    public let after: Screen
    /// The stages, in UIKit's order; only stages that do something. Worked out when first
    /// asked for: pages and state tables need the fates, not the stages.
    public var phases: [UpdatePhase] { phaseSource.phases() }
    private let phaseSource: PhaseSource
    /// What happened to each cell, by cell identity (deleted cells included).
    public let rowFates: [Int: RowFate]
    /// What happened to each section, by section identity.
    public let sectionFates: [Int: SectionFate]
    /// Cells whose label differs from the data source after the update.
    public internal(set) var staleCells: [StaleCell]
    /// UIKit abandoned the animation and called `reloadData` itself (a row moved out of a
    /// deleted section or into an inserted one).
    public let fellBackToReloadData: Bool
    /// What UIKit printed to the console without raising (a collection view's fallback).
    public internal(set) var logs: [String] = []
    /// Row reloads UIKit dropped before checking the update, because their rows had no cell
    /// (off screen, or past the end of the section): iOS 18 on, recent SDK.
    public internal(set) var droppedReloads: [IndexPath] = []

    init(
        calls: [TableViewCall], before: Screen, after: Screen, phases: PhaseSource,
        rowFates: [Int: RowFate],
        sectionFates: [Int: SectionFate], staleCells: [StaleCell], fellBackToReloadData: Bool
    ) {
        self.calls = calls
        self.before = before
        self.after = after
        self.phaseSource = phases
        self.rowFates = rowFates
        self.sectionFates = sectionFates
        self.staleCells = staleCells
        self.fellBackToReloadData = fellBackToReloadData
    }

    public static func == (lhs: UpdateReport, rhs: UpdateReport) -> Bool {
        lhs.calls == rhs.calls && lhs.before == rhs.before && lhs.after == rhs.after
            && lhs.rowFates == rhs.rowFates
            && lhs.sectionFates == rhs.sectionFates && lhs.staleCells == rhs.staleCells
            && lhs.fellBackToReloadData == rhs.fellBackToReloadData && lhs.phases == rhs.phases
            && lhs.logs == rhs.logs && lhs.droppedReloads == rhs.droppedReloads
    }

    /// Everything but the stages, which follow from the rest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(calls)
        hasher.combine(before)
        hasher.combine(after)
        hasher.combine(rowFates)
        hasher.combine(sectionFates)
        hasher.combine(staleCells)
        hasher.combine(fellBackToReloadData)
        hasher.combine(logs)
        hasher.combine(droppedReloads)
    }
}

/// The result of one update: accepted and animated, or the app dies.
public enum UpdateOutcome: Hashable, Sendable {
    case applied(UpdateReport)
    case crashed(UIKitException)
}

/// Where a report's stages come from: worked out from the update when asked, or given.
enum PhaseSource: Sendable {
    /// From the update; `reconfigure` adds the stage of cells reconfigured in place,
    /// `reloadData` the stage of a reload UIKit does at the end.
    case update(PhaseBuilder, reconfigure: UpdatePhase? = nil, reloadData: Screen?)
    case given([UpdatePhase])

    func phases() -> [UpdatePhase] {
        switch self {
        case .given(let phases):
            return phases
        case .update(let builder, let reconfigure, let reloadData):
            var phases = builder.phases()
            if let reconfigure { phases.append(reconfigure) }
            if let reloadData {
                phases.append(
                    UpdatePhase(kind: .reloadData, operations: [.reloadData], screen: reloadData))
            }
            return phases
        }
    }
}
