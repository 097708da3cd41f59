import ListDocsEngine
import ListDocsScript

/// Scenarios for the crashes of a scroll: an index path the view has not loaded, and the
/// cell a data source can no longer give.
extension Scenario {
    /// The scenario for `scrollToMissingRow`. The message names the row and, except an older
    /// collection view's, how many rows the view had in its section.
    static func scrollToMissingRow(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let p = try a.path()
        // The oldest text names no count: the row is then taken as the first past the end.
        let given = try? a.given(2, "the number of rows")
        let counted = given != nil
        let rows = given ?? p.row
        try require(
            p.row >= rows,
            "\(w.row) \(p.row) exists when section \(p.section) has \(rows) \(w.rows)")
        let before = counts(p.section + 1, [p.section: rows])
        var assumptions: [String] = []
        if !counted {
            assumptions.append(
                "The message names only the index path: the walkthrough's view has \(rows) \(plural(rows, w.row, w.rows)) in section \(p.section), the count that leaves \(w.row) \(p.row) just past the end."
            )
        }
        let loaded =
            "The \(w.viewName) checks the index path against what it has loaded (its last update or `reloadData`), not against the data source, and it had \(rows) \(plural(rows, w.row, w.rows)) in section \(p.section)\(lastIndex(rows))."
        if p.row == rows {
            let label = Fixture.newLabel(p.section, p.row)
            return [
                toldTooLate(
                    before, untold: .dataInsert(label, at: p), told: .insertRow(p, label), then: p,
                    story:
                        "The app scrolled to \(w.row) \(p.row) of section \(p.section): one past the end. \(loaded) The usual cause is \(w.aRow) just added to the model (here appended) and scrolled to before the view was told about it.",
                    fixStory:
                        "Tell the view about the new \(w.row) first (`\(w.insertCall)`, or `reloadData()`), then scroll: the view has the \(w.row) by then.",
                    assumptions: assumptions)
            ]
        }
        return [
            pastTheEnd(
                before, p, last: rows > 0 ? IndexPath(row: rows - 1, section: p.section) : nil,
                story:
                    "The app scrolled to \(w.row) \(p.row) of section \(p.section). \(loaded) An index computed from another list, or from the model before a change the view has not seen, lands past the end.",
                fixStory:
                    "Scroll only to index paths the view has: the last \(w.row) of a section is its count − 1, and a section with no \(w.rows) has none to scroll to.",
                assumptions: assumptions)
        ]
    }

    /// The scenario for `scrollToMissingSection`. The table view's and the newer collection
    /// view's messages name the section and how many the view had, not the row; the older
    /// collection view's names no count, and is read as a row past the end instead.
    static func scrollToMissingSection(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let p = try a.path()
        let sections = try a.given(2, "the number of sections")
        try require(
            p.section >= sections, "section \(p.section) exists when there are \(sections)")
        let before = counts(sections)
        let loaded =
            "The \(w.viewName) checks the index path against the sections it has loaded, not the data source's, and it had \(sections) \(plural(sections, "section", "sections"))\(lastIndex(sections))."
        let assumptions = [
            "The message does not name the \(w.row): the walkthrough scrolls to \(w.row) \(p.row)."
        ]
        if p.section == sections {
            let rows = (0...p.row).map { Fixture.newLabel(p.section, $0) }
            let title = "New " + Fixture.title(p.section)
            return [
                toldTooLate(
                    before, untold: .dataInsertSection(p.section, title, rows: rows),
                    told: .insertSection(p.section, title, rows: rows), then: p,
                    story:
                        "The app scrolled to section \(p.section): one past the last. \(loaded) The usual cause is a section just added to the model and scrolled to before the view was told about it.",
                    fixStory:
                        "Tell the view about the new section first (`insertSections`, or `reloadData()`), then scroll.",
                    assumptions: assumptions)
            ]
        }
        return [
            pastTheEnd(
                before, p, last: sections > 0 ? IndexPath(row: 0, section: sections - 1) : nil,
                story: "The app scrolled to section \(p.section). \(loaded)",
                fixStory:
                    "Scroll only to sections the view has: the last is `numberOfSections` − 1, and a view with no sections has nothing to scroll to.",
                assumptions: assumptions)
        ]
    }

    /// The scenario for `staleIndexInCellForRow`: Swift's "Index out of range" in a data
    /// source's `cellForRowAt` (the caller checks that the log names it). The message has no
    /// numbers, so the list and the change are listdocs' choice.
    static func staleIndexInCellForRow(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let gone = IndexPath(row: 2, section: 0)
        let method =
            w.view == .table ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)"
        return [
            Scenario(
                crash: Fixture.state([3]) + [.dataRemove(gone), .query(.scrollTo(gone))],
                fix: Fixture.state([3]) + [
                    .deleteRow(gone), .query(.scrollTo(IndexPath(row: 1, section: 0))),
                ],
                story:
                    "The app's `\(method)` read its model array at an index the array no longer has, and Swift stopped the app. The model had shrunk (here its last \(w.row) was removed) without the \(w.viewName) being told, so the view still counted the old \(w.rows) and asked for the cell of one that is gone: when it scrolled there, as here, or when \(w.aRow) came on screen or was reloaded.",
                fixStory:
                    "Tell the view in the same step as the model changes (`\(w.deleteCall)` right after the removal, or `reloadData()`): then the view never asks for \(w.aRow) the model does not have.",
                assumptions: [
                    "Swift's message has no numbers: the list, the \(w.row) removed and the scroll that asks for it are the walkthrough's choice; the log's stack names `\(method)`."
                ])
        ]
    }

    /// A scroll past what a view of `before` has loaded, and a fix that scrolls to `last`
    /// instead (or not at all).
    private static func pastTheEnd(
        _ before: [Int], _ p: IndexPath, last: IndexPath?, story: String, fixStory: String,
        assumptions: [String]
    ) -> Scenario {
        Scenario(
            crash: Fixture.state(before) + [.query(.scrollTo(p))],
            fix: Fixture.state(before) + (last.map { [.query(.scrollTo($0))] } ?? []),
            story: story, fixStory: fixStory, assumptions: assumptions)
    }

    /// A model change the view is not told about (`untold`) before a scroll to `p`, and the
    /// fix that tells it in the same step (`told`).
    private static func toldTooLate(
        _ before: [Int], untold: Command, told: Command, then p: IndexPath, story: String,
        fixStory: String, assumptions: [String]
    ) -> Scenario {
        Scenario(
            crash: Fixture.state(before) + [untold, .query(.scrollTo(p))],
            fix: Fixture.state(before) + [told, .query(.scrollTo(p))],
            story: story, fixStory: fixStory, assumptions: assumptions)
    }

    private static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        count == 1 ? one : many
    }

    /// ", so the last valid index is 4" (nothing for an empty count).
    private static func lastIndex(_ count: Int) -> String {
        count > 0 ? ", so the last valid index is \(count - 1)" : ""
    }
}
