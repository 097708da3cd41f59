import ListDocsTemplate

/// The phases of a step's update as the device plays them, in UIKit's order: deletes,
/// then moves (and the rows that shift), then inserts, then reloads. Under the screen the
/// device names the phases its step has, and lights each while it runs, so a reader at
/// full speed still sees the order.
enum UpdatePhase: String, CaseIterable {
    case deletes, moves, inserts, reloads

    /// The short name under the screen.
    var title: Phrase {
        switch self {
        case .deletes: .phaseDeletes
        case .moves: .phaseMoves
        case .inserts: .phaseInserts
        case .reloads: .phaseReloads
        }
    }

    /// The custom property (`--ph<letter><step>`) and class letter of the phase.
    var letter: StaticString {
        switch self {
        case .deletes: "d"
        case .moves: "m"
        case .inserts: "i"
        case .reloads: "r"
        }
    }

    /// The phase a role in an update belongs to, if any.
    init?(_ role: WalkthroughLayout.Role) {
        switch role {
        case .deleted: self = .deletes
        case .moved, .shifted: self = .moves
        case .inserted: self = .inserts
        case .reloaded, .reconfigured: self = .reloads
        case .still: return nil
        }
    }

    /// Per step: the phases its update has (none for step 0 and for steps that update
    /// nothing).
    static func perStep(_ layout: WalkthroughLayout) -> [Set<UpdatePhase>] {
        var phases = Array(repeating: Set<UpdatePhase>(), count: layout.heights.count)
        for item in layout.items {
            for step in item.roles.indices.dropFirst() {
                if let phase = UpdatePhase(item.roles[step]) { phases[step].insert(phase) }
            }
        }
        return phases
    }

    /// The phase names under the screen: each shown at the steps that have it
    /// (`--ph<letter><step>:inline-block`), lit while it runs by the step rules.
    static func append(
        _ layout: WalkthroughLayout, words: PresentationWords = .english,
        to out: inout HTMLWriter
    ) {
        let phases = perStep(layout)
        guard phases.contains(where: { !$0.isEmpty }) else { return }
        out.raw("<div class=\"wt-phases\" aria-hidden=\"true\" style=\"")
        for (step, present) in phases.enumerated() {
            for phase in allCases where present.contains(phase) {
                out.raw("--ph")
                out.raw(phase.letter)
                out.number(step)
                out.raw(":inline-block;")
            }
        }
        out.raw("\">")
        for phase in allCases {
            out.raw("<span class=\"wt-ph-")
            out.raw(phase.letter)
            out.raw("\">")
            out.escaped(words.text(phase.title))
            out.raw("</span>")
        }
        out.raw("</div>")
    }
}
