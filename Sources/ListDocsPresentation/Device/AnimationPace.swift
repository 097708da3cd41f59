/// How a walkthrough's device times the changes of a step.
public enum AnimationPace: String, Sendable, CaseIterable {
    /// The teaching view: a batch's deletes, then its moves, inserts and reloads, each
    /// phase started after the one before and slowed down (a phase is 0.45 s), so that the
    /// eye can follow each kind of change. UIKit does not stage them.
    case staged
    /// UIKit's own timing: every change of the step at once, in one animation of 0.3 s,
    /// each row in its `UITableView.RowAnimation` style.
    case real

    /// The length of one phase, in seconds: the stylesheet's `--phase` for this pace.
    public var phase: Double {
        switch self {
        case .staged: 0.45
        case .real: 0.3
        }
    }

    /// When, in phases after its step begins, a change that the staged view delays by
    /// `stagedDelay` phases begins: at once at UIKit's real speed.
    func delay(_ stagedDelay: Double) -> Double {
        self == .staged ? stagedDelay : 0
    }
}
