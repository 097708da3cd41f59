import ListDocsScript
import ListDocsTemplate

/// Pictures of a walkthrough's device, written by listdocs itself with no browser: one
/// SVG per step (the device as the page draws it at the end of that step), one animated
/// SVG of the whole walkthrough (CSS keyframes inside the SVG, timed as the page plays it),
/// and still frames at any moment of that animation (for a rasteriser to turn into a GIF
/// or a video). The same walkthrough always gives the same bytes.
public struct WalkthroughPictures: Sendable {
    let scene: DeviceScene
    var timeline: DeviceTimeline
    /// What the picture is of, for its `<title>`.
    let title: String
    /// Each step's caption, in lines, and the exception's.
    let captionLines: [[String]]
    let crashLines: [String]?
    /// The parts only some pictures draw that this one does (their rules go in then).
    let extras: PictureStyle.Extras

    /// Pictures of `walkthrough`, whose steps have these captions (step 0 first).
    public init(_ walkthrough: Walkthrough, captions: [String], title: String? = nil) {
        scene = DeviceScene(walkthrough, captions: captions)
        timeline = DeviceTimeline(stepCount: captions.count)
        self.title = title ?? walkthrough.attributes.title ?? "A listdocs walkthrough"
        captionLines = captions.enumerated().map { step, caption in
            PictureGeometry.captionLines(step: step, of: captions.count, text: caption)
        }
        crashLines = scene.crash.map(PictureGeometry.crashLines)
        extras = PictureStyle.Extras(scene)
    }

    /// Pictures of `walkthrough`, with the captions its page shows.
    public init(_ walkthrough: Walkthrough) {
        self.init(walkthrough, captions: WalkthroughPresentation.captions(walkthrough))
    }

    /// The same pictures with the animation (the animated SVG, the frames of a GIF or a
    /// video) timed at `pace`: staged, as the page plays it by default, or UIKit's real
    /// speed. Still pictures of a step are the same either way.
    public func paced(_ pace: AnimationPace) -> WalkthroughPictures {
        var paced = self
        paced.timeline.pace = pace
        return paced
    }

    /// The number of steps, the initial state (step 0) included.
    public var stepCount: Int { timeline.stepCount }

    /// How long the animation lasts before it loops, in seconds.
    public var duration: Double { timeline.total }

    /// The picture's size in points.
    public var size: (width: Int, height: Int) { (Int(geometry.width), Int(geometry.height)) }

    /// The size of a step's picture of a walkthrough whose device's tallest step is
    /// `screenHeight` points (as `WalkthroughHTML.deviceMarkup` says), without drawing it.
    public static func size(screenHeight: Int, crashes: Bool) -> (width: Int, height: Int) {
        let geometry = PictureGeometry(screenHeight: screenHeight, crashes: crashes)
        return (Int(geometry.width), Int(geometry.height))
    }

    var geometry: PictureGeometry { PictureGeometry(scene) }

    /// The device at the end of step `step` (0 is the initial state).
    public func stepSVG(_ step: Int) -> [UInt8] {
        let step = min(max(0, step), stepCount - 1)
        return still(step: step, states: settledStates(step))
    }

    /// Every step's picture in one file, one under another, each the target of a view
    /// named after it: `steps.svg#step-3` shows step 3 alone, in a browser or an `<img>`.
    public func filmstripSVG() -> [UInt8] {
        var out = SVGWriter(capacity: 8_192 * stepCount)
        let geometry = geometry
        geometry.open(
            &out, title: title,
            description: stepCount == 1
                ? "One step" : "Each of \(stepCount) steps, one under another",
            height: geometry.height * Double(stepCount))
        out.raw("<style>")
        PictureStyle.rules(extras, to: &out)
        // A view shows its step alone, even where the window is taller or wider than one
        // picture and the others would show around it.
        for step in 0..<stepCount {
            out.raw("#step-")
            out.number(step)
            out.raw(":target~.step:not(.s")
            out.number(step)
            out.raw("){display:none}")
        }
        out.raw("</style>\n")
        for step in 0..<stepCount {
            out.raw("<view id=\"step-")
            out.number(step)
            out.raw("\" viewBox=\"0 ")
            out.decimal(geometry.height * Double(step))
            out.raw(" ")
            out.decimal(geometry.width)
            out.raw(" ")
            out.decimal(geometry.height)
            out.raw("\"/>\n")
        }
        for step in 0..<stepCount {
            out.raw("<g class=\"step s")
            out.number(step)
            out.raw("\" data-step=\"")
            out.number(step)
            out.raw("\" transform=\"translate(0 ")
            out.decimal(geometry.height * Double(step))
            out.raw(")\">\n")
            stillBody(step: step, states: settledStates(step), to: &out)
            out.raw("</g>\n")
        }
        out.raw("</svg>\n")
        return out.bytes
    }

    private func settledStates(_ step: Int) -> [StillState] {
        scene.elements.map { element in
            StillState(
                state: element.states[step], labelFrom: element.states[step].label, fade: 1,
                settled: true)
        }
    }

    /// The device `time` seconds into the animation: what a frame of a video shows.
    public func frameSVG(at time: Double) -> [UInt8] {
        let (step, _) = timeline.step(at: time)
        let states = scene.elements.map { element in
            let (state, from, fade) = timeline.state(of: element, at: time)
            // Mid-move, a row sliding out is drawn until the screen's edge clips it.
            return StillState(state: state, labelFrom: from, fade: fade, settled: false)
        }
        return still(step: step, states: states)
    }

    /// An element at a moment: its state, and the label it fades from (`fade` of the way).
    struct StillState {
        var state: DeviceScene.State
        var labelFrom: Int
        var fade: Double
        /// Whether every move has ended (a step's picture), so what is gone is left out.
        var settled: Bool
    }

    private func still(step: Int, states: [StillState]) -> [UInt8] {
        var out = SVGWriter(capacity: 8_192)
        geometry.open(&out, title: title, description: stepDescription(step))
        out.raw("<style>")
        PictureStyle.rules(extras, to: &out)
        out.raw("</style>\n")
        stillBody(step: step, states: states, to: &out)
        out.raw("</svg>\n")
        return out.bytes
    }

    /// The picture of one moment at `step` without its `<svg>` element: the frame, the
    /// screen and the caption.
    private func stillBody(step: Int, states: [StillState], to out: inout SVGWriter) {
        let geometry = geometry
        geometry.frame(&out, crashed: scene.crashes[step], animated: nil)
        geometry.openScreen(&out)
        for (element, still) in zip(scene.elements, states)
        where still.state.opacity > 0 && (!still.settled || still.state.visible) {
            let draw = ElementDrawing(element: element, geometry: geometry)
            out.raw("<g class=\"")
            out.raw(draw.className)
            out.raw("\"")
            out.raw(" transform=\"")
            draw.transform(still.state, to: &out)
            out.raw("\"")
            if still.state.opacity < 1 {
                out.raw(" opacity=\"")
                out.decimal(still.state.opacity)
                out.raw("\"")
            }
            out.raw(">")
            let state = still.state
            draw.body(
                &out,
                parts: ElementDrawing.Parts(
                    kinds: state.kind.map { [($0, "")] } ?? [],
                    selected: state.selected ? "" : nil, stale: state.stale ? "" : nil,
                    offScreen: state.offScreen ? "" : nil,
                    disclosures: state.disclosure.map { [($0, "")] } ?? [],
                    pressed: state.pressed ? [(element.kind == .sheet ? state.label : 0, "")] : []
                ))
            let fading = still.labelFrom != still.state.label && still.fade < 1
            if fading { draw.label(&out, still.labelFrom, opacity: 1 - still.fade) }
            draw.label(&out, still.state.label, opacity: fading ? still.fade : 1)
            out.raw("</g>\n")
        }
        out.raw("</g>\n")
        geometry.caption(
            &out, step: step, lines: captionLines[step],
            crash: scene.crashes[step] ? crashLines : nil)
    }

    private func stepDescription(_ step: Int) -> String {
        "Step \(step) of \(stepCount - 1): \(scene.captions[step])"
    }
}
