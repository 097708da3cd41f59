import ListDocsEngine

/// How one element of the device is drawn in a picture, in its own coordinates (its top
/// left corner at 0, 0): a row, a grid tile, a section header, a bar button, the swipe's
/// Delete action or an action sheet. Still pictures draw the parts a state shows; the
/// animation draws every part an element ever shows, each with the class that times it.
struct ElementDrawing {
    let element: DeviceScene.Element
    let geometry: PictureGeometry

    /// The parts an element shows besides its label, each with the extra class (maybe
    /// empty) that animates it.
    struct Parts {
        var kinds: [(ChangeKind, String)] = []
        var selected: String?
        var stale: String?
        /// A row off a `visible=` screen, which has no cell: a dashed line inside its edge.
        var offScreen: String?
        /// An outline parent's disclosure control, collapsed (pointing right) or expanded
        /// (pointing down).
        var disclosures: [(OutlineRow.Disclosure, String)] = []
        /// The sheet's pressed button (2 the action, 3 Cancel), or a pressed bar button (0).
        var pressed: [(Int, String)] = []
        /// The animation of the dim layer behind a sheet (empty when it never changes), and
        /// whether it starts hidden: a sheet waiting below the screen is still drawn, and its
        /// dim layer, which covers the whole screen, must not be.
        var dim = ""
        var dimStartsHidden = false
    }

    var isTile: Bool { element.kind == .cell && geometry.columns > 1 }

    var className: StaticString {
        switch element.kind {
        case .cell: isTile ? "tile" : "cell"
        case .header: "header"
        case .barButton: "bar"
        case .swipeAction: "swipe"
        case .sheet: "sheet"
        }
    }

    /// The element's height, about which a vertical scale shrinks it.
    var height: Double {
        switch element.kind {
        case .cell: isTile ? 64 : 44
        case .header: 34
        case .barButton: 32
        case .swipeAction: 44
        case .sheet: 192
        }
    }

    var width: Double {
        switch element.kind {
        case .cell: isTile ? geometry.tileWidth : geometry.screenWidth
        case .header, .sheet: geometry.screenWidth
        case .barButton: Self.barButtonWidth(element.labels[0])
        case .swipeAction: geometry.screenWidth * (element.swipe?.share ?? 0.25)
        }
    }

    /// How wide a bar button with this title is: its text, bold, and its padding.
    static func barButtonWidth(_ title: String) -> Double {
        DeviceText.width(title, size: 14.4, bold: true) + 22
    }

    /// The SVG transform that puts the element where `state` says.
    func transform(_ state: DeviceScene.State, to out: inout SVGWriter) {
        out.raw("translate(")
        out.decimal(state.x)
        out.raw(" ")
        out.decimal(state.y + height * (1 - state.scale) / 2)
        out.raw(")")
        if state.scale != 1 {
            out.raw(" scale(1 ")
            out.decimal(state.scale)
            out.raw(")")
        }
    }

    /// Everything but the label.
    func body(_ out: inout SVGWriter, parts: Parts) {
        switch element.kind {
        case .cell where isTile: tile(&out, parts)
        case .cell, .header: row(&out, parts)
        case .barButton:
            for (_, extra) in parts.pressed {
                rect(&out, "barbg", extra, x: 1, y: 1, width: width - 2, height: 30, radius: 8)
            }
            text(&out, "bartext", "", x: 11, y: 21, element.labels[0])
        case .swipeAction:
            // The stylesheet's red, or the action's own colour over it.
            let fill = element.swipe?.fill ?? SwipeActionPlaces.fill("destructive")
            if fill == SwipeActionPlaces.fill("destructive") {
                rect(&out, "swipebg", "", width: width, height: 44)
            } else {
                out.raw("<rect style=\"fill:")
                out.raw(fill)
                out.raw("\" width=\"")
                out.decimal(width)
                out.raw("\" height=\"44\"/>")
            }
            if element.swipe?.small == true {
                out.raw("<text class=\"swipetext\" style=\"font-size:13px\" x=\"")
                out.decimal(width / 2)
                out.raw("\" y=\"26.5\" text-anchor=\"middle\">")
                out.escaped(element.labels[0])
                out.raw("</text>")
            } else {
                text(
                    &out, "swipetext", "", x: width / 2, y: 27, element.labels[0], anchor: "middle")
            }
        case .sheet: sheet(&out, parts)
        }
    }

    private func row(_ out: inout SVGWriter, _ parts: Parts) {
        let cell = element.kind == .cell
        if cell { out.raw("<use href=\"#ld-card\"/>") }
        if let extra = parts.selected { rect(&out, "sel", extra, width: width, height: height) }
        for (kind, extra) in parts.kinds {
            out.raw("<g class=\"k-")
            out.raw(kind.rawValue)
            if !extra.isEmpty {
                out.raw(" ")
                out.raw(extra)
            }
            out.raw("\">")
            rect(&out, "", "", width: width, height: height)
            text(&out, "mark", "", x: width - 11, y: cell ? 28 : 22, kind.mark, anchor: "end")
            out.raw("</g>")
        }
        if let extra = parts.stale { rect(&out, "stalebar", extra, width: 4, height: height) }
        if let extra = parts.offScreen {
            rect(&out, "offedge", extra, x: 3, y: 3, width: width - 6, height: height - 6)
        }
        for (disclosure, extra) in parts.disclosures { chevron(&out, disclosure, extra) }
        if cell { out.raw("<use href=\"#ld-sep\"/>") }
    }

    /// The outline's disclosure control at the row's trailing end, clear of the change
    /// mark: a chevron pointing right while the item's children are hidden, down while
    /// they show.
    private func chevron(
        _ out: inout SVGWriter, _ disclosure: OutlineRow.Disclosure, _ extra: String
    ) {
        out.raw("<path class=\"")
        classes(&out, "disc", extra)
        out.raw("\" d=\"M")
        switch disclosure {
        case .collapsed:
            out.decimal(width - 36)
            out.raw(" 17l5 5-5 5")
        case .expanded:
            out.decimal(width - 38.5)
            out.raw(" 19.5l5 5 5-5")
        }
        out.raw("\"/>")
    }

    /// Where a row's label starts: indented by its outline level, as a list cell indents.
    static let indentation = 16.0

    private func tile(_ out: inout SVGWriter, _ parts: Parts) {
        let inner = (x: 3.0, y: 3.0, width: width - 6, height: height - 6)
        rect(
            &out, "card", "", x: inner.x, y: inner.y, width: inner.width, height: inner.height,
            radius: 10)
        if let extra = parts.selected {
            rect(
                &out, "sel", extra, x: inner.x, y: inner.y, width: inner.width,
                height: inner.height, radius: 10)
        }
        for (kind, extra) in parts.kinds {
            out.raw("<g class=\"k-")
            out.raw(kind.rawValue)
            if !extra.isEmpty {
                out.raw(" ")
                out.raw(extra)
            }
            out.raw("\">")
            rect(
                &out, "", "", x: inner.x, y: inner.y, width: inner.width, height: inner.height,
                radius: 10)
            text(&out, "mark", "", x: width - 10, y: 22, kind.mark, anchor: "end")
            out.raw("</g>")
        }
        rect(
            &out, "edge", "", x: inner.x + 0.5, y: inner.y + 0.5, width: inner.width - 1,
            height: inner.height - 1, radius: 10)
        if let extra = parts.stale {
            rect(
                &out, "staleedge", extra, x: inner.x + 1.5, y: inner.y + 1.5,
                width: inner.width - 3, height: inner.height - 3, radius: 9)
        }
        if let extra = parts.offScreen {
            rect(
                &out, "offedge", extra, x: inner.x + 3, y: inner.y + 3, width: inner.width - 6,
                height: inner.height - 6, radius: 8)
        }
    }

    private func sheet(_ out: inout SVGWriter, _ parts: Parts) {
        let labels = element.labels
        // The dimmed screen behind the sheet; in an animation, shown only while the sheet is.
        let animated = !parts.dim.isEmpty || parts.dimStartsHidden
        if animated {
            out.raw(parts.dimStartsHidden ? "<g opacity=\"0\"" : "<g")
            if !parts.dim.isEmpty {
                out.raw(" class=\"")
                out.raw(parts.dim)
                out.raw("\"")
            }
            out.raw(">")
        }
        rect(
            &out, "dim", "", x: 0, y: -geometry.screenHeight, width: width,
            height: 3 * geometry.screenHeight)
        if animated { out.raw("</g>") }
        rect(&out, "sheetbox", "", x: 6, y: 6, width: width - 12, height: 74, radius: 12)
        text(&out, "sheettitle", "", x: width / 2, y: 30, labels[0], anchor: "middle")
        let message = DeviceText.lines(labels[1], characters: 38, limit: 2)
        for (index, line) in message.enumerated() {
            text(
                &out, "sheetmsg", "", x: width / 2, y: 50 + Double(index) * 15, line,
                anchor: "middle")
        }
        rect(&out, "sheetbox", "", x: 6, y: 81, width: width - 12, height: 44, radius: 12)
        rect(&out, "sheetbox", "", x: 6, y: 134, width: width - 12, height: 44, radius: 12)
        for (index, extra) in parts.pressed {
            rect(
                &out, "pressedbox", extra, x: 8, y: index == 2 ? 83 : 136, width: width - 16,
                height: 40, radius: 10)
        }
        text(&out, "sheetaction", "", x: width / 2, y: 108, labels[2], anchor: "middle")
        text(&out, "sheetcancel", "", x: width / 2, y: 161, labels[3], anchor: "middle")
    }

    /// Label `index`, at `opacity`, with `extra` class (for an animation).
    func label(_ out: inout SVGWriter, _ index: Int, opacity: Double, extra: String = "") {
        guard element.kind == .cell || element.kind == .header else { return }
        let text = element.labels[index]
        out.raw("<text class=\"")
        out.raw(element.kind == .header ? "hdr" : "lbl")
        if !extra.isEmpty {
            out.raw(" ")
            out.raw(extra)
        }
        out.raw("\"")
        if isTile {
            out.raw(" x=\"")
            out.decimal(width / 2)
            out.raw("\" y=\"38\" text-anchor=\"middle\" clip-path=\"url(#ld-tile)\"")
        } else if element.kind == .header {
            out.raw(" x=\"12\" y=\"27\"")
        } else {
            out.raw(" x=\"")
            out.decimal(14 + Self.indentation * Double(element.level))
            out.raw("\" y=\"28\" clip-path=\"url(#ld-row)\"")
        }
        if opacity < 1 {
            out.raw(" opacity=\"")
            out.decimal(opacity)
            out.raw("\"")
        }
        out.raw(">")
        out.escaped(element.kind == .header ? text.uppercased() : text)
        out.raw("</text>")
    }

    private func rect(
        _ out: inout SVGWriter, _ className: String, _ extra: String, x: Double = 0,
        y: Double = 0, width: Double, height: Double, radius: Double = 0
    ) {
        out.raw("<rect")
        if !className.isEmpty || !extra.isEmpty {
            out.raw(" class=\"")
            classes(&out, className, extra)
            out.raw("\"")
        }
        if x != 0 {
            out.raw(" x=\"")
            out.decimal(x)
            out.raw("\"")
        }
        if y != 0 {
            out.raw(" y=\"")
            out.decimal(y)
            out.raw("\"")
        }
        out.raw(" width=\"")
        out.decimal(width)
        out.raw("\" height=\"")
        out.decimal(height)
        out.raw("\"")
        if radius != 0 {
            out.raw(" rx=\"")
            out.decimal(radius)
            out.raw("\"")
        }
        out.raw("/>")
    }

    private func text(
        _ out: inout SVGWriter, _ className: String, _ extra: String, x: Double, y: Double,
        _ content: String, anchor: StaticString? = nil
    ) {
        out.raw("<text class=\"")
        classes(&out, className, extra)
        out.raw("\" x=\"")
        out.decimal(x)
        out.raw("\" y=\"")
        out.decimal(y)
        out.raw("\"")
        if let anchor {
            out.raw(" text-anchor=\"")
            out.raw(anchor)
            out.raw("\"")
        }
        out.raw(">")
        out.escaped(content)
        out.raw("</text>")
    }

    /// `first` and `second`, whichever are not empty, separated by a space.
    private func classes(_ out: inout SVGWriter, _ first: String, _ second: String) {
        out.raw(first)
        if !first.isEmpty, !second.isEmpty { out.raw(" ") }
        out.raw(second)
    }
}
