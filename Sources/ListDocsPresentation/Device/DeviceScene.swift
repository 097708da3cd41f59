import ListDocsEngine
import ListDocsScript

/// Everything the device draws for a walkthrough, and how each thing stands at every step:
/// the one model behind the page's device (through `DevicePose`) and its pictures
/// (`WalkthroughSVG`). A picture of step `n` is this scene at the end of step `n`.
struct DeviceScene {
    /// One thing on the screen.
    struct Element {
        enum Kind: Equatable { case header, cell, barButton, swipeAction, sheet }
        var kind: Kind
        /// The engine's identity of a header or cell; the order of a narrative element.
        var id: Int
        /// The texts the element can show (a cell's labels over the walkthrough; a sheet's
        /// title, message, action and Cancel; a button's title).
        var labels: [String]
        /// Per step: how it stands.
        var states: [State]
        /// In an outline: how deep its item is (0 for a root, and for everything else).
        var level = 0
        /// A swipe action's place (its width, edge and colour).
        var swipe: SwipeActionPlaces.Place? = nil
    }

    /// How an element stands at one step, and how it got there.
    struct State: Equatable {
        /// Place on the screen, in points from its top left corner.
        var x: Double
        var y: Double
        /// Vertical scale (a row that leaves by `.top`, `.bottom` or `.middle` shrinks).
        var scale: Double
        var opacity: Double
        /// Whether it is on screen once its move has ended (a row that slid out sideways
        /// keeps its opacity but is gone).
        var visible = true
        /// Which of `labels` shows (cells and headers).
        var label: Int
        /// The colour and mark of the change the element shows.
        var kind: ChangeKind?
        var selected: Bool
        var stale: Bool
        /// A bar button pressed, or a sheet's chosen button, at this step.
        var pressed: Bool
        /// The timing of the move into this state, in phases (`DeviceTimeline.phase`).
        var delay: Double
        var duration: Double
        /// Whether the label cross-fades (a replaced cell) or changes at once.
        var labelFades: Bool
        /// In an outline, a parent's disclosure control (nil for any other element).
        var disclosure: OutlineRow.Disclosure? = nil
        /// Off a `visible=` screen: the row has no cell (drawn inside a dashed line).
        var offScreen = false

        init(
            x: Double, y: Double, scale: Double, opacity: Double, label: Int, kind: ChangeKind?,
            selected: Bool, stale: Bool, pressed: Bool, delay: Double, duration: Double,
            labelFades: Bool, visible: Bool = true
        ) {
            (self.x, self.y, self.scale, self.opacity, self.label) = (x, y, scale, opacity, label)
            (self.kind, self.selected, self.stale, self.pressed) = (kind, selected, stale, pressed)
            (self.delay, self.duration, self.labelFades) = (delay, duration, labelFades)
            self.visible = visible && opacity > 0
        }
    }

    /// The drawn elements, headers and cells first (in the page's order), then the
    /// narrative's bar buttons, swipe action and sheets.
    var elements: [Element] = []
    /// The screen's width and its height (the tallest step's, as the page keeps it).
    let width: Double
    let height: Double
    /// The arrangement of cells: one column of rows, or a grid.
    let columns: Int
    /// Per step: whether the app dies at that step.
    var crashes: [Bool]
    /// Per step: the caption the page gives it.
    var captions: [String]
    /// The exception, named, with its reason, when the app dies.
    var crash: String?

    /// The screen's width in points, as the page's device draws it.
    static let screenWidth = 252.0

    /// The screen's height for a walkthrough whose tallest step is `tallest` points.
    static func screenHeight(tallest: Int) -> Double { Double(max(48, tallest)) }

    init(_ walkthrough: Walkthrough, captions: [String]) {
        let layout = WalkthroughLayout(walkthrough)
        width = Self.screenWidth
        height = Self.screenHeight(tallest: layout.heights.max() ?? 0)
        if case .grid(let count) = layout.arrangement { columns = count } else { columns = 1 }
        self.captions = captions
        crashes = [false] + walkthrough.steps.map { $0.crash != nil }
        crash = walkthrough.crash.map { "\($0.name): \($0.reason)" }
        let tileWidth = width / Double(columns)
        for item in layout.items {
            var states: [State] = []
            for step in item.frames.indices {
                let narrative = layout.narrative
                var pose =
                    item.frames[step].map { DevicePose($0, role: item.roles[step]) }
                    ?? DevicePose(offScreen: item, step: step)
                if item.kind == .cell, narrative.swiped[step] == item.id {
                    pose.x += SwipeActionPlaces.slide(narrative.swipeActions[step]?.edge)
                }
                pose.selected =
                    pose.selected || (item.kind == .cell && narrative.tapped[step] == item.id)
                let label =
                    item.frames[step]?.label ?? DevicePose.nearestFrame(item, step)?.label ?? 0
                var state = State(
                    x: Double(pose.x) / 100 * (item.kind == .cell ? tileWidth : width),
                    y: Double(pose.y), scale: Double(pose.scale) / 10,
                    opacity: Double(pose.opacity), label: label, kind: pose.kind,
                    selected: pose.selected, stale: pose.stale, pressed: false,
                    delay: Double(pose.delay) / 10, duration: Double(pose.duration),
                    labelFades: pose.labelFades, visible: !pose.hidden)
                state.disclosure = item.frames[step]?.outline?.disclosure
                state.offScreen = pose.offScreen
                states.append(state)
            }
            elements.append(
                Element(
                    kind: item.kind == .header ? .header : .cell, id: item.id, labels: item.labels,
                    states: states, level: item.outlineLevel))
        }
        appendNarrative(layout)
    }

    /// A state that is simply there, with no change to show.
    private static func plain(x: Double = 0, y: Double, shown: Bool = true) -> State {
        State(
            x: x, y: y, scale: 1, opacity: shown ? 1 : 0, label: 0, kind: nil, selected: false,
            stale: false, pressed: false, delay: 0, duration: 1, labelFades: true)
    }

    private mutating func appendNarrative(_ layout: WalkthroughLayout) {
        let narrative = layout.narrative
        let steps = layout.heights.indices
        // The bar's buttons sit at its right end, the first tapped rightmost.
        var right = width - 4
        for (index, label) in narrative.buttons.enumerated() {
            let buttonWidth = ElementDrawing.barButtonWidth(label)
            right -= buttonWidth
            let x = right
            right -= 6
            elements.append(
                Element(
                    kind: .barButton, id: index, labels: [label],
                    states: steps.map { step in
                        var state = Self.plain(x: x, y: 4)
                        state.pressed = narrative.pressed[step] == label
                        return state
                    }))
        }
        if !narrative.swiped.isEmpty { appendSwipeAction(layout) }
        let sheetY = Double(max(0, (layout.heights.max() ?? 0) - 196))
        for (number, sheet) in narrative.sheets.sorted(by: { $0.key < $1.key }) {
            let chosen = sheet.chosen?.lowercased()
            elements.append(
                Element(
                    kind: .sheet, id: number,
                    labels: [sheet.title, sheet.message, sheet.action, "Cancel"],
                    states: steps.map { step in
                        let motion = SheetMotion(
                            number: number, step: step, sheets: narrative.sheets)
                        var state = Self.plain(
                            y: sheetY + (motion.offScreenBelow ? Double(SheetMotion.below) : 0),
                            shown: motion.shown || motion.offScreenBelow)
                        state.visible = motion.shown
                        if motion.instant { state.duration = 0 }
                        // `label` names the pressed button: 2 the action, 3 Cancel.
                        if step == number, let chosen {
                            state.pressed = true
                            state.label = chosen == "cancel" ? 3 : 2
                        }
                        return state
                    }))
        }
    }

    /// The actions a swiped row reveals: each beside the row on the steps it shows, hidden
    /// where it last was on the others.
    private mutating func appendSwipeAction(_ layout: WalkthroughLayout) {
        let narrative = layout.narrative
        let steps = layout.heights.indices
        let cells = layout.items.filter { $0.kind == .cell }
        func swipedY(_ step: Int) -> Int? {
            guard let id = narrative.swiped[step] else { return nil }
            return cells.first { $0.id == id }?.frames[step]?.y
        }
        for (place, shown) in SwipeActionPlaces(narrative).places {
            let x = width * place.left
            var last = steps.lazy.filter(shown.contains).compactMap(swipedY).first ?? 0
            var states: [State] = []
            for step in steps {
                if shown.contains(step), let y = swipedY(step) {
                    last = y
                    states.append(Self.plain(x: x, y: Double(y)))
                } else {
                    states.append(Self.plain(x: x, y: Double(last), shown: false))
                }
            }
            var element = Element(
                kind: .swipeAction, id: place.index, labels: [place.action.title], states: states)
            element.swipe = place
            elements.append(element)
        }
    }
}
