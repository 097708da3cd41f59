import ListDocsEngine
import ListDocsTemplate

/// The state table of a step as markup (see `StateTable`).
extension WalkthroughHTML {
    /// The state table of a step, in screen order: before and after (one index path column
    /// for a first state), label, what happened; deleted lines struck through at their old
    /// place; with stale cells, the screen and the data source side by side.
    public static func stateTable(_ table: StateTable, words: PresentationWords = .english)
        -> [UInt8]
    {
        let stale = table.hasStaleCells
        let update = table.showsUpdate
        // A step without an update still says which rows have no cell, in a column of its
        // own (a step with one says so in what happened).
        let cells = !update && table.rows.contains(where: \.offScreen)
        var out = HTMLWriter(capacity: 200 + table.rows.count * 120)
        // In a scroller of its own: on a phone a wide table scrolls sideways rather than
        // breaking its words.
        out.raw("<div class=\"wt-state-scroll\"><table class=\"wt-state\"><thead><tr>")
        func heading(_ phrase: Phrase) {
            out.raw("<th scope=\"col\">")
            out.escaped(words.text(phrase))
            out.raw("</th>")
        }
        if update {
            heading(.columnBefore)
            heading(.columnAfter)
        } else {
            heading(.columnIndexPath)
        }
        if stale {
            heading(.columnScreen)
            heading(.columnDataSource)
        } else {
            heading(.columnLabel)
        }
        if update { heading(.columnWhatHappened) }
        if cells { heading(.columnCell) }
        out.raw("</tr></thead>\n<tbody>\n")
        for row in table.rows {
            appendRowStart(row, to: &out)
            if update {
                appendPlace(row.before, of: row, words: words, to: &out)
                appendPlace(row.after, of: row, words: words, to: &out)
            } else {
                appendPlace(row.after, of: row, words: words, to: &out)
            }
            out.raw("<td>")
            if row.isDeleted {
                out.raw("<del>")
                out.escaped(row.label)
                out.raw("</del>")
            } else {
                out.escaped(row.label)
            }
            out.raw("</td>")
            if stale { appendDataSource(of: row, words: words, to: &out) }
            if update || cells {
                out.raw("<td>")
                out.escaped(row.change(in: words))
                out.raw("</td>")
            }
            out.raw("</tr>\n")
        }
        out.raw("</tbody></table></div>")
        return out.bytes
    }

    /// A row's `<tr>`, with the classes that say what it is and what happened to it.
    private static func appendRowStart(_ row: StateTable.Row, to out: inout HTMLWriter) {
        var opened = false
        func addClass(_ name: StaticString) {
            out.raw(opened ? " " : "<tr class=\"")
            out.raw(name)
            opened = true
        }
        if row.kind == .section { addClass("wt-section-row") }
        if row.isChanged { addClass("wt-changed") }
        // The change's own colour, the one the device and the legend use.
        if let kind = row.fate.flatMap(ChangeKind.init) {
            out.raw(opened ? " " : "<tr class=\"")
            out.raw("wt-k-")
            out.raw(Array(kind.rawValue.utf8))
            opened = true
        }
        if row.isDeleted { addClass("wt-deleted") }
        if row.dataSourceLabel != nil { addClass("wt-stale") }
        out.raw(opened ? "\">" : "<tr>")
    }

    /// The data source column: what the model holds where it differs from the screen, the
    /// label struck through when the model let a deleted row go too, and otherwise a muted
    /// "same" (a blank cell read as "nothing").
    fileprivate static func appendDataSource(
        of row: StateTable.Row, words: PresentationWords, to out: inout HTMLWriter
    ) {
        if let held = row.dataSourceLabel {
            out.raw("<td><mark>")
            out.escaped(held)
            out.raw("</mark></td>")
        } else if row.kind == .row, row.isDeleted {
            out.raw("<td><del>")
            out.escaped(row.label)
            out.raw("</del></td>")
        } else if row.kind == .row {
            out.raw("<td class=\"wt-same\">")
            out.escaped(words.text(.sameAsScreen))
            out.raw("</td>")
        } else {
            out.raw("<td></td>")
        }
    }

    /// A cell holding `section 2` or `[0, 3]`, or a dash where there is no place (a new
    /// line's before, a deleted one's after).
    fileprivate static func appendPlace(
        _ path: IndexPath?, of row: StateTable.Row, words: PresentationWords,
        to out: inout HTMLWriter
    ) {
        guard let path else {
            out.raw("<td class=\"wt-none\">—</td>")
            return
        }
        if row.kind == .section {
            out.raw("<td>")
            out.escaped(words.text(.sectionNumber(number: String(path.section))))
        } else {
            out.raw("<td>")
            appendPath(path, to: &out)
        }
        out.raw("</td>")
    }

    /// `[section, row]`, as `IndexPath.description` writes it.
    fileprivate static func appendPath(_ path: IndexPath, to out: inout HTMLWriter) {
        out.raw("[")
        out.number(path.section)
        out.raw(", ")
        out.number(path.row)
        out.raw("]")
    }
}
