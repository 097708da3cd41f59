import ListDocsEngine
import ListDocsScript

/// What the narrative steps put on the device, step by step: the buttons a `tap` presses
/// (in a bar above the list), the row a `swipe` slides aside with its red Delete action,
/// and the action sheet of a `confirm`, with the button a `choose` presses. A swiped row
/// stays aside while its sheet is up, and slides back when the reader chooses Cancel.
struct NarrativeLayout {
    /// The buttons of the bar above the list, in the order they are first tapped.
    var buttons: [String] = []
    /// Per step: the button pressed at that step.
    var pressed: [Int: String] = [:]
    /// Per step: the cell slid aside at that step, by its id.
    var swiped: [Int: Int] = [:]
    /// Per step: the actions the swiped cell reveals.
    var swipeActions: [Int: SwipeActions] = [:]
    /// Per step: the cell tapped (shown selected) at that step, by its id.
    var tapped: [Int: Int] = [:]
    /// Per step: the action sheet on screen.
    var sheets: [Int: Sheet] = [:]

    struct Sheet: Hashable {
        var title: String
        var message: String
        /// The destructive action's title (the button the reader chooses, unless Cancel).
        var action: String
        /// The button pressed at this step, if any.
        var chosen: String?
    }

    /// The height of the bar above the list when there is one.
    static let barHeight = 40

    var hasBar: Bool { !buttons.isEmpty }

    init(_ walkthrough: Walkthrough) {
        let snapshots = [walkthrough.initial] + walkthrough.steps.map(\.after)
        var swipedPath: IndexPath?
        var revealed = SwipeActions.delete
        var sheet: Sheet?
        for (offset, step) in walkthrough.steps.enumerated() {
            let number = offset + 1
            guard case .narrative(let narrative) = step.kind else {
                swipedPath = nil
                sheet = nil
                continue
            }
            switch narrative {
            case .tap(let label):
                if !buttons.contains(label) { buttons.append(label) }
                pressed[number] = label
            case .tapRow(let path):
                tapped[number] = snapshots[number].screen.cell(at: path)?.id
            case .tapRowShowing(let label):
                // The interpreter makes such a step a `tapRow`; a hand-made one still selects.
                tapped[number] =
                    snapshots[number].screen.sections.lazy.flatMap(\.cells)
                    .first { $0.label == label }?.id
            case .swipe(let path, let actions):
                swipedPath = path
                revealed = actions
            case .confirm(let title, let message):
                sheet = Self.sheet(title: title, message: message, at: number, in: walkthrough)
                sheets[number] = sheet
            case .choose(let label):
                if var current = sheet {
                    current.chosen = label
                    sheets[number] = current
                }
                sheet = nil
                if label.lowercased() == "cancel" { swipedPath = nil }
            case .drag, .select, .deselect:
                // A drag is drawn as the move it is (the row lifted, with a shadow, while it
                // travels); a selection by the rows' own grey, which lasts.
                swipedPath = nil
                sheet = nil
            case .note:
                break
            }
            if let path = swipedPath {
                let screen = snapshots[number].screen
                if screen.sections.indices.contains(path.section),
                    screen.sections[path.section].cells.indices.contains(path.row)
                {
                    swiped[number] = screen.sections[path.section].cells[path.row].id
                    swipeActions[number] = revealed
                }
            }
        }
    }

    /// The action sheet a `confirm` at step `number` raises: its destructive action is
    /// named by the choice that follows, if any (Delete otherwise).
    private static func sheet(
        title: String, message: String, at number: Int, in walkthrough: Walkthrough
    ) -> Sheet {
        let next = walkthrough.steps.dropFirst(number).first { step in
            if case .narrative(.choose(let label)) = step.kind {
                return label.lowercased() != "cancel"
            }
            return false
        }
        var action = "Delete"
        if case .narrative(.choose(let label))? = next?.kind { action = label }
        return Sheet(title: title, message: message, action: action, chosen: nil)
    }
}
