import ListDocsEngine
import ListDocsScript
import ListDocsTemplate

/// The markup of a walkthrough's device and state tables, written directly (a walkthrough
/// has hundreds of rows; the template decides everything around them).
///
/// Every item carries, for every step `n`, custom properties the stylesheet reads when
/// step `n` is checked: `--yn` (top), `--xn` (sideways offset, in % of the width), `--sn`
/// (vertical scale), `--on` (opacity), `--dn` (delay: deletes first, then moves, then
/// inserts, as UIKit orders them) and `--tn` (duration, 0 for `.none`).
public enum WalkthroughHTML {
    /// The device of a walkthrough: every header and cell once, with its place at every step.
    public static func device(_ walkthrough: Walkthrough, id: String) -> [UInt8] {
        device(WalkthroughLayout(walkthrough), id: id)
    }

    /// The device's markup with the height of its screen (its tallest step), which an
    /// `<iframe>` holding the walkthrough needs to know.
    public static func deviceMarkup(
        _ walkthrough: Walkthrough, id: String, words: PresentationWords = .english
    ) -> (html: [UInt8], screenHeight: Int) {
        let layout = WalkthroughLayout(walkthrough)
        return (device(layout, id: id, words: words), layout.heights.max() ?? 0)
    }

    static func device(
        _ layout: WalkthroughLayout, id: String, words: PresentationWords = .english
    ) -> [UInt8] {
        var out = HTMLWriter(capacity: 256 + layout.items.count * layout.heights.count * 40)
        if case .grid(let columns) = layout.arrangement {
            out.raw("<div class=\"wt-device\"><div class=\"wt-screen wt-grid\" style=\"--columns:")
            out.number(columns)
            out.raw(";")
        } else {
            out.raw("<div class=\"wt-device\"><div class=\"wt-screen\" style=\"")
        }
        for (step, height) in layout.heights.enumerated() {
            out.raw("--h")
            out.number(step)
            out.raw(":")
            out.number(height)
            out.raw("px;")
        }
        out.raw("--hmax:")
        out.number(layout.heights.max() ?? 0)
        out.raw("px\">\n")
        for item in layout.items {
            if item.kind == .header {
                out.raw("<div class=\"wt-item wt-header\" data-id=\"s")
            } else {
                out.raw("<div class=\"wt-item wt-cell\" data-id=\"c")
            }
            out.number(item.id)
            out.raw("\" style=\"")
            if item.kind == .cell, item.outlineLevel > 0 {
                out.raw("--in:")
                out.number(item.outlineLevel)
                out.raw(";")
            }
            for step in item.frames.indices {
                appendProperties(
                    item, step: step,
                    swiped: item.kind == .cell && layout.narrative.swiped[step] == item.id
                        ? layout.narrative.swipeActions[step]?.edge ?? .trailing : nil,
                    tapped: item.kind == .cell && layout.narrative.tapped[step] == item.id, to: &out
                )
            }
            out.raw("\">")
            appendLabels(item, to: &out)
            appendDisclosures(item, to: &out)
            out.raw("</div>\n")
        }
        appendNarrative(layout, to: &out)
        out.raw("</div>")
        UpdatePhase.append(layout, words: words, to: &out)
        out.raw("</div>")
        appendLegend(layout, words: words, to: &out)
        return out.bytes
    }

    /// An item's labels, each hidden (`--lN: 0`) on the steps that show another of them.
    private static func appendLabels(_ item: WalkthroughLayout.Item, to out: inout HTMLWriter) {
        for (l, label) in item.labels.enumerated() {
            out.raw("<span class=\"wt-label\" style=\"")
            for step in item.frames.indices {
                let shown =
                    item.frames[step].map { $0.label == l }
                    ?? (DevicePose.nearestFrame(item, step)?.label == l)
                if !shown {
                    out.raw("--l")
                    out.number(step)
                    out.raw(":0;")
                }
            }
            out.raw("\">")
            out.escaped(label)
            out.raw("</span>")
        }
    }

    /// An outline parent's disclosure control: a chevron pointing right (collapsed) and
    /// one pointing down (expanded), each shown on the steps that show it, as a label is
    /// (`--lN: 0` hides it), so the page's step rules need nothing more.
    private static func appendDisclosures(
        _ item: WalkthroughLayout.Item, to out: inout HTMLWriter
    ) {
        for disclosure in [OutlineRow.Disclosure.collapsed, .expanded] {
            let shown = item.frames.map { $0?.outline?.disclosure == disclosure }
            guard shown.contains(true) else { continue }
            out.raw("<span class=\"wt-label wt-disc")
            out.raw(disclosure == .expanded ? " wt-open" : "")
            out.raw("\" aria-hidden=\"true\" style=\"")
            for (step, on) in shown.enumerated() where !on {
                out.raw("--l")
                out.number(step)
                out.raw(":0;")
            }
            out.raw("\"></span>")
        }
    }

    /// The rules that make step `n` of every walkthrough on a page show when its radio is
    /// checked (the radios come before the walkthrough's body, so a sibling selector reaches
    /// it), for steps 0 to `count - 1` (a page asks for as many as its longest
    /// walkthrough has, so there is no fixed limit): the n-th set of item properties, the
    /// screen's height, the n-th panel and the n-th label of the step list. Empty for 0.
    ///
    /// Without JavaScript, a link to a step (`#<walkthrough>-step-<n>`) shows that step
    /// too: its radio is the link's target, and while the reader has not picked another step
    /// (the first radio is still checked) the target's rules win. Sibling selectors alone say
    /// so (the first radio, then the target, then the body). Those rules stand in a
    /// `@media (scripting: none)` block, so a browser running the script (which checks the
    /// target's radio itself) never matches them: each sibling selector scans every radio
    /// before it, and on a 201-step walkthrough the unused half of the rules had taken 45% of
    /// the style work of every step. A step's label is named as its item's child
    /// (`li:nth-child(n) > label`): as a descendant, every label of the list looked for the
    /// n-th item among all its ancestors, for every step's rule (13% of the rest).
    public static func stepStyles(count: Int) -> [UInt8] {
        stepStyles(steps: 0..<count)
    }

    /// The step rules of `steps`, in order.
    static func stepStyles(steps: Range<Int>) -> [UInt8] {
        var out = HTMLWriter(capacity: steps.count * 1_600)
        for step in steps {
            appendStepRules(step, targeted: false, to: &out)
            // The radios are out of sight; keyboard focus shows on the step's label.
            out.raw(".wt-radio:nth-of-type(")
            out.number(step + 1)
            out.raw("):focus-visible ~ .wt-body .wt-step-list > li:nth-child(")
            out.number(step + 1)
            out.raw(") > label { outline: 2px solid var(--accent); outline-offset: 2px; }\n")
            out.raw("@media (scripting: none) {\n")
            if step == 0 {
                // A link's target takes the place of the first step, which is checked
                // from the start: its panel and its label step aside.
                out.raw(
                    ".wt-radio:first-of-type:checked ~ .wt-radio:target ~ .wt-body .wt-panel:nth-child(1) { display: none; }\n"
                )
                out.raw(
                    ".wt-radio:first-of-type:checked ~ .wt-radio:target ~ .wt-body .wt-step-list > li:nth-child(1) > label { font-weight: 400; }\n"
                )
            }
            appendStepRules(step, targeted: true, to: &out)
            out.raw("}\n")
        }
        return out.bytes
    }

    /// The start of a rule for `step`: when its radio is checked, or (`targeted`) when it
    /// is the target of the page's address and the script has not run; `target` is what in
    /// the walkthrough's body the rule styles.
    private static func appendSelector(
        _ step: Int, targeted: Bool, _ target: StaticString, to out: inout HTMLWriter
    ) {
        if targeted {
            if step == 0 {
                out.raw(".wt-radio:first-of-type:checked:target ~ .wt-body ")
            } else {
                out.raw(".wt-radio:first-of-type:checked ~ .wt-radio:nth-of-type(")
                out.number(step + 1)
                out.raw("):target ~ .wt-body ")
            }
        } else {
            out.raw(".wt-radio:nth-of-type(")
            out.number(step + 1)
            out.raw("):checked ~ .wt-body ")
        }
        out.raw(target)
    }

    /// The rules that show `step`: when its radio is checked, or (`targeted`) when it is
    /// the target of the page's address and the script has not run.
    private static func appendStepRules(_ step: Int, targeted: Bool, to out: inout HTMLWriter) {
        func selector(_ target: StaticString) {
            appendSelector(step, targeted: targeted, target, to: &out)
        }
        func property(_ name: StaticString, fallback: StaticString = "") {
            out.raw(" --")
            out.raw(name)
            out.raw(": var(--")
            out.raw(name)
            out.number(step)
            out.raw(fallback)
            out.raw(");")
        }
        selector(".wt-item {")
        for name: StaticString in ["y", "x", "s", "o", "d", "t", "lt"] { property(name) }
        for name: StaticString in ["c", "st", "off"] { property(name, fallback: ", 0") }
        property("v", fallback: ", visible")
        property("kc", fallback: ", transparent")
        property("kg", fallback: ", ''")
        property("km", fallback: ", 0")
        out.raw(" }\n")
        selector(".wt-label {")
        property("l")
        out.raw(" }\n")
        selector(".wt-screen {")
        property("h")
        out.raw(" }\n")
        selector(".wt-panel:nth-child(")
        out.number(step + 1)
        out.raw(") { display: block; }\n")
        selector(".wt-step-list > li:nth-child(")
        out.number(step + 1)
        out.raw(") > label { font-weight: 700; }\n")
        appendMethodRules(step, targeted: targeted, to: &out)
        // The phase names the step has, each lit by an animation of the step's own name
        // (a new name restarts it when the step changes).
        selector(".wt-phases {")
        for letter: StaticString in ["d", "m", "i", "r"] {
            out.raw(" --ph")
            out.raw(letter)
            out.raw(": var(--ph")
            out.raw(letter)
            out.number(step)
            out.raw(", none);")
        }
        out.raw(" }\n")
        selector(".wt-phases span { animation-name: wt-ph")
        out.number(step)
        out.raw("; }\n")
        if !targeted {
            out.raw("@keyframes wt-ph")
            out.number(step)
            out.raw(" { from, to { background: var(--accent); color: #fff; } }\n")
        }
    }

    /// The whole method that holds the step's code, shown, with the step's lines lit.
    private static func appendMethodRules(_ step: Int, targeted: Bool, to out: inout HTMLWriter) {
        appendSelector(step, targeted: targeted, ".wt-method.s", to: &out)
        out.number(step)
        out.raw(" { display: block; }\n")
        appendSelector(step, targeted: targeted, ".wt-method .cl.s", to: &out)
        out.number(step)
        out.raw(" { background: var(--changed); box-shadow: inset 3px 0 var(--accent); }\n")
    }

    /// The properties of one item at one step.
    private static func appendProperties(
        _ item: WalkthroughLayout.Item, step: Int, swiped: SwipeActions.Edge? = nil,
        tapped: Bool = false,
        to out: inout HTMLWriter
    ) {
        var pose =
            item.frames[step].map { DevicePose($0, role: item.roles[step]) }
            ?? DevicePose(offScreen: item, step: step)
        // A swiped row slides aside (a little, so its label stays readable) and its Delete
        // action covers the space it leaves.
        if let swiped { pose.x += SwipeActionPlaces.slide(swiped) }
        // A tapped row shows as selected: UIKit's grey selection behind its label (a row
        // the user selected keeps it).
        pose.selected = pose.selected || tapped
        append(pose, step: step, to: &out)
    }

    /// Only what differs from the stylesheet's defaults (x 0%, scale 1, opacity 1, no
    /// delay, full duration) is written; an unset `--xN` makes the stylesheet fall back.
    private static func append(_ pose: DevicePose, step: Int, to out: inout HTMLWriter) {
        func property(_ name: StaticString, _ value: Int, _ unit: StaticString = "") {
            out.raw(name)
            out.number(step)
            out.raw(":")
            out.number(value)
            out.raw(unit)
            out.raw(";")
        }
        func tenthsProperty(_ name: StaticString, _ tenths: Int) {
            out.raw(name)
            out.number(step)
            out.raw(":")
            out.number(tenths / 10)
            if tenths % 10 != 0 {
                out.raw(".")
                out.number(tenths % 10)
            }
            out.raw(";")
        }
        property("--y", pose.y, "px")
        if pose.x != 0 { property("--x", pose.x, "%") }
        if pose.scale != 10 { tenthsProperty("--s", pose.scale) }
        if pose.opacity != 1 { property("--o", 0) }
        if pose.hidden {
            // Gone from sight, and from the accessibility tree once it has left.
            out.raw("--v")
            out.number(step)
            out.raw(":hidden;")
        }
        if pose.delay != 0 { tenthsProperty("--d", pose.delay) }
        if pose.duration != 1 { property("--t", 0) }
        if pose.changed { property("--c", 1) }
        if !pose.labelFades { property("--lt", 0) }
        if pose.stale { property("--st", 1) }
        if pose.offScreen { property("--off", 1) }
        if pose.selected, pose.kind == nil {
            out.raw("--kc")
            out.number(step)
            out.raw(":var(--selected);")
        }
        if let kind = pose.kind {
            out.raw("--kc")
            out.number(step)
            out.raw(":var(--k-")
            out.raw(Array(kind.rawValue.utf8))
            out.raw(");--kg")
            out.number(step)
            out.raw(":'")
            out.raw(Array(kind.mark.utf8))
            // A row both moved (or reloaded…) and stale carries both marks.
            if pose.stale, kind != .stale { out.raw(Array(ChangeKind.stale.mark.utf8)) }
            out.raw("';")
            if kind == .moved { property("--km", 1) }
        }
    }

}
