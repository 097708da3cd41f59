import ListDocsEngine

/// The animated picture: every element once, moved by CSS keyframes inside the SVG on the
/// page's clock (`DeviceTimeline`), looping. Browsers (and GitHub, GitLab, which show an
/// SVG in an `<img>`) play it; a reader who asks for reduced motion sees each step appear
/// at once instead of sliding. A renderer without CSS animation shows step 0.
extension WalkthroughPictures {
    /// The animated SVG of the whole walkthrough.
    public func animatedSVG() -> [UInt8] {
        var animations = KeyframeSet(total: timeline.total)
        var out = SVGWriter(capacity: 32_768)
        let geometry = geometry
        geometry.open(
            &out, title: title,
            description: "An animation of \(stepCount - 1) step\(stepCount == 2 ? "" : "s"): "
                + scene.captions.dropFirst().joined(separator: "; "))
        var body = SVGWriter(capacity: 32_768)
        let crashClass = animations.stepped(scene.crashes.map { $0 ? 1 : 0 }, at: timeline)
        geometry.frame(&body, crashed: false, animated: crashClass ?? "")
        geometry.openScreen(&body)
        for element in scene.elements {
            draw(element, geometry: geometry, animations: &animations, to: &body)
        }
        body.raw("</g>\n")
        for step in 0..<stepCount {
            let shown = (0..<stepCount).map { $0 == step ? 1.0 : 0 }
            geometry.caption(
                &body, step: step, lines: captionLines[step],
                crash: scene.crashes[step] ? crashLines : nil,
                className: animations.stepped(shown, at: timeline), shown: step == 0)
        }
        out.raw("<style>")
        PictureStyle.rules(extras, to: &out)
        out.raw(animations.css.bytes)
        out.raw(
            "@media (prefers-reduced-motion:reduce){.m{animation-timing-function:step-end!important}}"
        )
        out.raw("</style>\n")
        out.raw(body.bytes)
        out.raw("</svg>\n")
        return out.bytes
    }

    private func draw(
        _ element: DeviceScene.Element, geometry: PictureGeometry,
        animations: inout KeyframeSet, to out: inout SVGWriter
    ) {
        let drawing = ElementDrawing(element: element, geometry: geometry)
        let states = element.states
        let first = states[0]
        let moving = animations.motion(drawing, timeline: timeline)
        out.raw("<g class=\"")
        out.raw(drawing.className)
        if let moving {
            out.raw(" m ")
            out.raw(moving)
        }
        out.raw("\" transform=\"")
        drawing.transform(first, to: &out)
        out.raw("\"")
        if first.opacity < 1 {
            out.raw(" opacity=\"")
            out.decimal(first.opacity)
            out.raw("\"")
        }
        out.raw(">")
        let parts = animatedParts(element, animations: &animations)
        drawing.body(&out, parts: parts)
        if element.kind == .cell || element.kind == .header {
            for index in element.labels.indices {
                let fades = animations.labelFade(element, label: index, timeline: timeline)
                guard fades != nil || first.label == index else { continue }
                drawing.label(
                    &out, index, opacity: first.label == index ? 1 : 0,
                    extra: fades.map { "m " + $0 } ?? "")
            }
        }
        out.raw("</g>\n")
    }

    /// The parts `element` shows besides its label, each with the class that shows it on
    /// its steps alone.
    private func animatedParts(
        _ element: DeviceScene.Element, animations: inout KeyframeSet
    ) -> ElementDrawing.Parts {
        let states = element.states
        func part(_ shown: [Bool]) -> String? {
            guard shown.contains(true) else { return nil }
            return animations.stepped(shown.map { $0 ? 1 : 0 }, at: timeline) ?? ""
        }
        var parts = ElementDrawing.Parts()
        for kind in ChangeKind.allCases {
            if let extra = part(states.map { $0.kind == kind }) {
                parts.kinds.append((kind, extra))
            }
        }
        parts.selected = part(states.map(\.selected))
        for disclosure in [OutlineRow.Disclosure.collapsed, .expanded] {
            if let extra = part(states.map { $0.disclosure == disclosure }) {
                parts.disclosures.append((disclosure, extra))
            }
        }
        parts.stale = part(states.map(\.stale))
        parts.offScreen = part(states.map(\.offScreen))
        if element.kind == .sheet {
            parts.dim = part(states.map(\.visible)) ?? ""
            parts.dimStartsHidden = !states[0].visible
            for index in [2, 3] {
                if let extra = part(states.map { $0.pressed && $0.label == index }) {
                    parts.pressed.append((index, extra))
                }
            }
        } else if let extra = part(states.map(\.pressed)) {
            parts.pressed.append((0, extra))
        }
        return parts
    }
}

/// The keyframes of an animated picture, each animation under a class of its own
/// (`a0`, `a1`, …), with the rule that runs it over the whole loop.
struct KeyframeSet {
    let total: Double
    var css = SVGWriter(capacity: 16_384)
    private var count = 0

    init(total: Double) { self.total = total }

    /// What a keyframe sets.
    enum Value: Equatable {
        case opacity(Double)
        /// Place (with the shift a vertical scale about the middle needs), scale, opacity.
        case motion(x: Double, y: Double, scale: Double, opacity: Double)
    }

    /// A value held from each step's start to the next (colours, marks, captions): one
    /// value per step. Nil when it never changes.
    mutating func stepped(_ values: [Double], at timeline: DeviceTimeline) -> String? {
        guard values.contains(where: { $0 != values[0] }) else { return nil }
        var points = [(0.0, Value.opacity(values[0]))]
        for step in 1..<values.count where values[step] != values[step - 1] {
            points.append((timeline.start(of: step), .opacity(values[step])))
        }
        points.append((total, .opacity(values[values.count - 1])))
        return add(points, timing: "step-end")
    }

    /// An element's travel: place, scale and opacity, eased into each step's state after
    /// its delay and over its duration. Nil when it never moves.
    mutating func motion(_ drawing: ElementDrawing, timeline: DeviceTimeline) -> String? {
        let states = drawing.element.states
        func frame(_ state: DeviceScene.State) -> Value {
            // Rounded as written, so states that look the same are the same.
            func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            return .motion(
                x: round(state.x), y: round(state.y + drawing.height * (1 - state.scale) / 2),
                scale: round(state.scale), opacity: round(state.opacity))
        }
        var points = [(0.0, frame(states[0]))]
        for step in states.indices.dropFirst() {
            let before = frame(states[step - 1])
            let after = frame(states[step])
            guard before != after else { continue }
            let (begin, end) = timeline.move(into: states[step], at: step)
            points.append((begin, before))
            points.append((end, after))
        }
        guard points.count > 1 else { return nil }
        points.append((total, frame(states[states.count - 1])))
        return add(points, timing: "ease-in-out")
    }

    /// A label's opacity: cross-faded over a phase when the element's label changes (at
    /// once for a reconfigured cell). Nil when it never changes.
    mutating func labelFade(
        _ element: DeviceScene.Element, label: Int, timeline: DeviceTimeline
    ) -> String? {
        let states = element.states
        let shown = states.map { $0.label == label ? 1.0 : 0 }
        guard shown.contains(where: { $0 != shown[0] }) else { return nil }
        var points = [(0.0, Value.opacity(shown[0]))]
        for step in states.indices.dropFirst() where shown[step] != shown[step - 1] {
            let begin = timeline.move(into: states[step], at: step).begin
            let length = states[step].labelFades ? timeline.phase : 0
            points.append((begin, .opacity(shown[step - 1])))
            points.append((begin + length, .opacity(shown[step])))
        }
        points.append((total, .opacity(shown[shown.count - 1])))
        return add(points, timing: "ease-in-out")
    }

    /// Writes `@keyframes` for the points (times in seconds; equal times are kept apart by
    /// a thousandth of a percent, so a jump stays a jump) and returns the class that runs it.
    private mutating func add(_ points: [(Double, Value)], timing: StaticString) -> String {
        let name = "a\(count)"
        count += 1
        css.raw("@keyframes ")
        css.raw(name)
        css.raw("{")
        var last = -1
        for (time, value) in points {
            var at = Int((time / total * 100_000).rounded())
            at = min(100_000, max(at, last + 1))
            last = at
            css.decimal(Double(at) / 1000, places: 3)
            css.raw("%{")
            switch value {
            case .opacity(let opacity):
                css.raw("opacity:")
                css.decimal(opacity)
            case .motion(let x, let y, let scale, let opacity):
                css.raw("transform:translate(")
                css.decimal(x)
                css.raw("px,")
                css.decimal(y)
                css.raw("px) scale(1,")
                css.decimal(scale)
                css.raw(");opacity:")
                css.decimal(opacity)
            }
            css.raw("}")
        }
        css.raw("}.")
        css.raw(name)
        css.raw("{animation:")
        css.raw(name)
        css.raw(" ")
        css.decimal(total)
        css.raw("s ")
        css.raw(timing)
        css.raw(" infinite}")
        return name
    }
}
