import ListDocsEngine

/// How an item stands at one step: place, scale, opacity and timing, in the units the
/// stylesheet reads: scale in tenths, delay in tenths of the stylesheet's phase (`--phase`).
struct DevicePose {
    static let phase = 8
    var y = 0
    var x = 0
    var scale = 10
    var opacity = 1
    /// Out of sight (and of the accessibility tree) once its transition has ended.
    var hidden = false
    var delay = 0
    var duration = 1
    var changed = false
    var stale = false
    /// Off a `visible=` screen: drawn slanted in a dashed line, it has no cell.
    var offScreen = false
    /// The kind of change the item shows at this step, drawn in its colour and mark.
    var kind: ChangeKind?
    /// Whether the row shows as selected (tapped) at this step.
    var selected = false
    /// Whether the label cross-fades to its new text (a replaced cell) or changes at
    /// once (a reconfigured one).
    var labelFades = true

    /// On screen: where the frame says, timed by the item's role in the step's update
    /// (deletes first, then moves, inserts and reloads).
    init(_ frame: WalkthroughLayout.Frame, role: WalkthroughLayout.Role) {
        y = frame.y
        // A grid column is one tile's width along: translate() counts in the
        // element's own width.
        x = frame.x * 100
        switch role {
        case .deleted, .still: delay = 0
        case .moved, .shifted: delay = Self.phase / 2
        case .inserted(let a):
            delay = Self.phase
            if a == .none { duration = 0 }
        case .reloaded(let a):
            delay = Self.phase * 3 / 2
            if a == .none { duration = 0 }
        case .reconfigured:
            // The same cell, updated in place: the text changes at once, no cross-fade.
            delay = Self.phase * 3 / 2
            labelFades = false
        }
        changed = frame.changed
        stale = frame.stale
        offScreen = frame.offScreen
        selected = frame.selected
        kind = ChangeKind(role) ?? (frame.stale ? .stale : nil)
    }

    /// Off screen at this step: where it was (leaving) or where it will be (arriving),
    /// in the manner of its animation.
    init(offScreen item: WalkthroughLayout.Item, step: Int) {
        let leaving = step > 0 && item.frames[step - 1] != nil
        let animation: RowAnimation
        if leaving, case .deleted(let a) = item.roles[step] {
            animation = a
        } else if step + 1 < item.frames.count, item.frames[step + 1] != nil,
            case .inserted(let a) = item.roles[step + 1]
        {
            animation = a
        } else {
            animation = .fade
        }
        let nearest = Self.nearestFrame(item, step)
        y = nearest?.y ?? 0
        x = (nearest?.x ?? 0) * 100
        hidden = true
        opacity = 0
        switch animation {
        // A row that slides out (or in) sideways keeps its label in sight while it
        // travels, as UIKit draws it; the screen's edge clips it.
        case .left:
            x -= 100
            opacity = 1
        case .right:
            x += 100
            opacity = 1
        case .top:
            y -= WalkthroughLayout.rowHeight / 2
            scale = 5
        case .bottom:
            y += WalkthroughLayout.rowHeight / 2
            scale = 5
        case .middle: scale = 0
        case .none: duration = 0
        default: break
        }
        if !leaving { duration = 0 }
        if leaving, case .deleted = item.roles[step] { kind = .deleted }
    }

    static func nearestFrame(_ item: WalkthroughLayout.Item, _ step: Int)
        -> WalkthroughLayout.Frame?
    {
        if step > 0, let previous = item.frames[..<step].last(where: { $0 != nil }) {
            return previous
        }
        return item.frames[step...].first { $0 != nil } ?? nil
    }
}
