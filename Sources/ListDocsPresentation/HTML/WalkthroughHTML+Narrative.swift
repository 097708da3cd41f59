import ListDocsTemplate

/// What the device shows besides the list: the narrative's drawings and the legend of the
/// change colours.
extension WalkthroughHTML {
    /// Which colour and mark means what, for the kinds of change this walkthrough shows.
    static func appendLegend(
        _ layout: WalkthroughLayout, words: PresentationWords, to out: inout HTMLWriter
    ) {
        var shown = Set<ChangeKind>()
        for item in layout.items {
            for step in item.frames.indices {
                if let role = ChangeKind(item.roles[step]) { shown.insert(role) }
                if item.frames[step]?.stale == true { shown.insert(.stale) }
            }
        }
        guard !shown.isEmpty else { return }
        out.raw("<ul class=\"wt-legend\" aria-label=\"")
        out.escaped(words.text(.legend))
        out.raw("\">")
        for kind in ChangeKind.allCases where shown.contains(kind) {
            out.raw("<li><span class=\"wt-swatch\" style=\"--kc:var(--k-")
            out.raw(Array(kind.rawValue.utf8))
            out.raw(")\" aria-hidden=\"true\">")
            out.raw(Array(kind.mark.utf8))
            out.raw("</span> ")
            out.escaped(words.text(kind.phrase))
            out.raw("</li>")
        }
        out.raw("</ul>")
    }

    /// The actions behind a swiped row, each at its place, with its colour: shown beside
    /// the row on the steps it shows and, hidden, waiting where it last was (or will first
    /// show) on the others, so it never slides across the list.
    private static func appendSwipeActions(_ layout: WalkthroughLayout, to out: inout HTMLWriter) {
        let narrative = layout.narrative
        let steps = layout.heights.indices
        func swipedY(_ step: Int) -> Int? {
            guard let id = narrative.swiped[step] else { return nil }
            return layout.items.first { $0.kind == .cell && $0.id == id }?.frames[step]?.y
        }
        for (place, shown) in SwipeActionPlaces(narrative).places {
            out.raw("<div class=\"wt-item wt-swipe-action\" style=\"")
            if place != SwipeActionPlaces.swipeToDelete {
                func percent(_ share: Double) {
                    let tenths = Int((share * 1000).rounded())
                    out.number(tenths / 10)
                    if tenths % 10 != 0 {
                        out.raw(".")
                        out.number(tenths % 10)
                    }
                    out.raw("%")
                }
                out.raw("left:")
                percent(place.left)
                out.raw(";width:")
                percent(place.share)
                out.raw(";background:")
                out.raw(place.fill)
                out.raw(";font-size:13px;")
            }
            var last = steps.lazy.filter(shown.contains).compactMap(swipedY).first ?? 0
            for step in steps {
                let y = shown.contains(step) ? swipedY(step) : nil
                if let y { last = y }
                appendY(step, last, to: &out)
                if y == nil {
                    out.raw("--o")
                    out.number(step)
                    out.raw(":0;--v")
                    out.number(step)
                    out.raw(":hidden;")
                }
            }
            out.raw("\">")
            out.escaped(place.action.title)
            out.raw("</div>\n")
        }
    }

    /// The narrative's drawings, as items that show at their steps: the bar's buttons
    /// (pressed at their tap), the actions behind a swiped row, the action sheets.
    static func appendNarrative(_ layout: WalkthroughLayout, to out: inout HTMLWriter) {
        appendBarButtons(layout, to: &out)
        appendSwipeActions(layout, to: &out)
        appendSheets(layout, to: &out)
    }

    /// `--yN: value px;`.
    private static func appendY(_ step: Int, _ value: Int, to out: inout HTMLWriter) {
        out.raw("--y")
        out.number(step)
        out.raw(":")
        out.number(value)
        out.raw("px;")
    }

    /// The bar's buttons, the first tapped rightmost, each pressed at its tap.
    private static func appendBarButtons(_ layout: WalkthroughLayout, to out: inout HTMLWriter) {
        let narrative = layout.narrative
        for (index, label) in narrative.buttons.enumerated() {
            out.raw("<div class=\"wt-item wt-bar-button\" style=\"")
            for step in layout.heights.indices {
                appendY(step, 4, to: &out)
                if index > 0 {
                    out.raw("--x")
                    out.number(step)
                    out.raw(":-")
                    out.number(index * 110)
                    out.raw("%;")
                }
                if narrative.pressed[step] == label {
                    out.raw("--c")
                    out.number(step)
                    out.raw(":1;")
                }
            }
            out.raw("\">")
            out.escaped(label)
            out.raw("</div>\n")
        }
    }

    /// Each action sheet: rising from below the screen at its `confirm`, sinking back (or
    /// going at once) after, with its title, message, action and Cancel, the chosen one
    /// pressed.
    private static func appendSheets(_ layout: WalkthroughLayout, to out: inout HTMLWriter) {
        let narrative = layout.narrative
        let sheetY = max(0, (layout.heights.max() ?? 0) - 196)
        for (number, sheet) in narrative.sheets.sorted(by: { $0.key < $1.key }) {
            out.raw("<div class=\"wt-item wt-sheet\" style=\"")
            for step in layout.heights.indices {
                let motion = SheetMotion(number: number, step: step, sheets: narrative.sheets)
                appendY(step, sheetY + (motion.offScreenBelow ? SheetMotion.below : 0), to: &out)
                if !motion.shown {
                    // Below the screen it slides; in place (a sheet that follows another,
                    // the one a choice presses) it goes at once.
                    if !motion.offScreenBelow {
                        out.raw("--o")
                        out.number(step)
                        out.raw(":0;")
                    }
                    out.raw("--v")
                    out.number(step)
                    out.raw(":hidden;")
                }
                if motion.instant {
                    out.raw("--t")
                    out.number(step)
                    out.raw(":0;")
                }
            }
            out.raw("\">")
            appendSheetContent(sheet, to: &out)
            out.raw("</div>\n")
        }
    }

    /// A sheet's title, message, action and Cancel.
    private static func appendSheetContent(
        _ sheet: NarrativeLayout.Sheet, to out: inout HTMLWriter
    ) {
        out.raw("<div class=\"wt-sheet-text\"><strong>")
        out.escaped(sheet.title)
        out.raw("</strong>")
        if !sheet.message.isEmpty {
            out.raw("<span>")
            out.escaped(sheet.message)
            out.raw("</span>")
        }
        out.raw("</div>")
        for (label, role) in [(sheet.action, "wt-sheet-action"), ("Cancel", "wt-sheet-cancel")] {
            out.raw("<span class=\"")
            out.raw(Array(role.utf8))
            if sheet.chosen?.lowercased() == label.lowercased() { out.raw(" wt-pressed") }
            out.raw("\">")
            out.escaped(label)
            out.raw("</span>")
        }
    }
}
