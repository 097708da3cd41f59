import ListDocsEngine
import ListDocsScript

/// The markup of a walkthrough's device and state tables, written directly (a walkthrough
/// has hundreds of rows; the template decides everything around them).
///
/// Every item carries, for every step `n`, custom properties the stylesheet reads when
/// step `n` is checked: `--yn` (top), `--xn` (sideways offset, in % of the width), `--sn`
/// (vertical scale), `--on` (opacity), `--dn` (delay: deletes first, then moves, then
/// inserts, as UIKit orders them) and `--tn` (duration, 0 for `.none`).
enum WalkthroughHTML {
    static func device(_ layout: WalkthroughLayout, id: String) -> String {
        var out = "<div class=\"wt-device\"><div class=\"wt-screen\" style=\""
        for (step, height) in layout.heights.enumerated() { out += "--h\(step):\(height)px;" }
        out += "--hmax:\(layout.heights.max() ?? 0)px\">\n"
        for item in layout.items {
            let cls = item.kind == .header ? "wt-item wt-header" : "wt-item wt-cell"
            out += "<div class=\"\(cls)\" data-id=\"\(item.kind == .header ? "s" : "c")\(item.id)\" style=\""
            for step in item.frames.indices { out += properties(item, step: step) }
            out += "\">"
            for (l, label) in item.labels.enumerated() {
                out += "<span class=\"wt-label\" style=\""
                for step in item.frames.indices {
                    let shown = item.frames[step].map { $0.label == l } ?? (nearestFrame(item, step)?.label == l)
                    if !shown { out += "--l\(step):0;" }
                }
                out += "\">" + HTML.escape(label) + "</span>"
            }
            out += "</div>\n"
        }
        return out + "</div></div>"
    }

    /// The properties of one item at one step.
    private static func properties(_ item: WalkthroughLayout.Item, step: Int) -> String {
        let phase = 0.8
        var y = 0, x = 0, scale = 1.0, opacity = 1.0, delay = 0.0, duration = 1.0
        var flags = ""
        if let frame = item.frames[step] {
            y = frame.y
            switch item.roles[step] {
            case .deleted, .still: delay = 0
            case .moved, .shifted: delay = phase * 0.5
            case .inserted(let a):
                delay = phase
                if a == .none { duration = 0 }
            case .reloaded(let a):
                delay = phase * 1.5
                if a == .none { duration = 0 }
            }
            if frame.changed { flags += "--c\(step):1;" }
            if frame.stale { flags += "--st\(step):1;" }
        } else {
            // Off screen at this step: stay where it was (leaving) or where it will be
            // (arriving), in the manner of its animation.
            let leaving = step > 0 && item.frames[step - 1] != nil
            let animation: RowAnimation
            if leaving, case .deleted(let a) = item.roles[step] {
                animation = a
            } else if step + 1 < item.frames.count, item.frames[step + 1] != nil, case .inserted(let a) = item.roles[step + 1] {
                animation = a
            } else {
                animation = .fade
            }
            y = nearestFrame(item, step)?.y ?? 0
            opacity = 0
            switch animation {
            case .left: x = -100
            case .right: x = 100
            case .top: y -= WalkthroughLayout.rowHeight / 2; scale = 0.5
            case .bottom: y += WalkthroughLayout.rowHeight / 2; scale = 0.5
            case .middle: scale = 0
            case .none: duration = 0
            default: break
            }
            if !leaving { duration = 0 }
        }
        // Only what differs from the stylesheet's defaults (x 0%, scale 1, opacity 1, no
        // delay, full duration) is written; an unset `--xN` makes the stylesheet fall back.
        var out = "--y\(step):\(y)px;"
        if x != 0 { out += "--x\(step):\(x)%;" }
        if scale != 1 { out += "--s\(step):\(format(scale));" }
        if opacity != 1 { out += "--o\(step):0;" }
        if delay != 0 { out += "--d\(step):\(format(delay));" }
        if duration != 1 { out += "--t\(step):0;" }
        return out + flags
    }

    private static func nearestFrame(_ item: WalkthroughLayout.Item, _ step: Int) -> WalkthroughLayout.Frame? {
        if step > 0, let previous = item.frames[..<step].last(where: { $0 != nil }) { return previous }
        return item.frames[step...].first { $0 != nil } ?? nil
    }

    /// Tenths without going through `Double`'s description: 0.4 → "0.4", 1.2 → "1.2".
    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// The state table of a step: index path, label, what happened; with stale cells, the
    /// screen and the data source side by side.
    static func stateTable(_ table: StateTable) -> String {
        let stale = table.hasStaleCells
        var out = "<table class=\"wt-state\"><thead><tr><th scope=\"col\">Index path</th><th scope=\"col\">"
            + (stale ? "Screen</th><th scope=\"col\">Data source" : "Label") + "</th><th scope=\"col\">What happened</th></tr></thead>\n<tbody>\n"
        for row in table.rows {
            var classes: [String] = []
            if row.kind == .section { classes.append("wt-section-row") }
            if row.isChanged { classes.append("wt-changed") }
            if row.isDeleted { classes.append("wt-deleted") }
            if row.dataSourceLabel != nil { classes.append("wt-stale") }
            out += classes.isEmpty ? "<tr>" : "<tr class=\"\(classes.joined(separator: " "))\">"
            out += "<td>" + (row.kind == .section ? "section " : "") + row.position + "</td><td>" + HTML.escape(row.label) + "</td>"
            if stale {
                out += "<td>" + (row.dataSourceLabel.map { "<mark>" + HTML.escape($0) + "</mark>" } ?? "") + "</td>"
            }
            out += "<td>" + HTML.escape(row.change) + "</td></tr>\n"
        }
        return out + "</tbody></table>"
    }
}
