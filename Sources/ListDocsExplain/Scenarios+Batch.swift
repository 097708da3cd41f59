import ListDocsEngine
import ListDocsScript

/// Scenarios for the texts a table or collection view raises when a batch is checked.
extension Scenario {
    /// The scenario for `moveRowFromDeletedSection`.
    static func moveRowFromDeletedSection(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let s = try a.section()
        let other = s == 0 ? 1 : 0
        let c = counts(max(s + 1, 2))
        let otherAfter = other > s ? other - 1 : other
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .dataMove(
                            IndexPath(row: 0, section: s), to: IndexPath(row: 1, section: other)
                        ),
                        .dataRemoveSection(s), .viewDeleteSections([s]),
                        .viewMoveRow(
                            IndexPath(row: 0, section: s),
                            to: IndexPath(row: 1, section: otherAfter)),
                    ]),
                fix: Fixture.state(c) + [
                    .moveRow(
                        IndexPath(row: 0, section: s), to: IndexPath(row: 1, section: other)),
                    .deleteSection(s),
                ],
                story:
                    "One batch deleted section \(s) and moved a \(w.row) out of it. This version of UIKit cannot move \(w.rows) out of a section it deletes in the same batch.",
                fixStory:
                    "Move the \(w.row) first, then delete the section in a second update.",
                assumptions: [
                    "Where the \(w.row) went is not in the message; the message only names the section."
                ])
        ]
    }

    /// The scenario for `moveRowIntoInsertedSection`.
    static func moveRowIntoInsertedSection(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let s = try a.section()
        let c = counts(max(s, 1), [0: 2])
        let source = IndexPath(row: 1, section: 0)
        let dataSource = IndexPath(row: 1, section: s == 0 ? 1 : 0)
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .dataInsertSection(s, "New"),
                        .dataMove(dataSource, to: IndexPath(row: 0, section: s)),
                        .viewInsertSections([s]),
                        .viewMoveRow(source, to: IndexPath(row: 0, section: s)),
                    ]),
                fix: Fixture.state(c) + [
                    .insertSection(s, "New"),
                    .moveRow(dataSource, to: IndexPath(row: 0, section: s)),
                ],
                story:
                    "One batch inserted section \(s) and moved a \(w.row) into it. This version of UIKit cannot move \(w.rows) into a section it inserts in the same batch.",
                fixStory:
                    "Insert the section first, then move the \(w.row) in a second update.",
                assumptions: ["Which \(w.row) moved is not in the message."])
        ]
    }

    /// The scenario for `invalidNumberOfSections`.
    static func invalidNumberOfSections(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let m = try a.sectionArithmetic()
        return try sectionCounts(
            w, after: m.after, before: m.before, inserted: m.inserted, deleted: m.deleted)
    }

    /// The scenario for `invalidNumberOfRows`.
    static func invalidNumberOfRows(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let m = try a.rowArithmetic()
        return try rowCounts(
            w, section: m.section, after: m.after, before: m.before, inserted: m.inserted,
            deleted: m.deleted, movedIn: m.movedIn, movedOut: m.movedOut)
    }

    /// The scenario for `invalidBatchUpdates`.
    static func invalidBatchUpdates(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        return try batchUpdates(
            w, before: a.countsBefore, after: a.countsAfter, updates: a.updates)
    }

    /// The scenario for `twoAnimationsForCell`.
    static func twoAnimationsForCell(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        return [
            Scenario(
                crash: Fixture.state([3])
                    + Fixture.batch([
                        .reloadRow(IndexPath(row: 0, section: 0), "A"),
                        .moveRow(
                            IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
                    ]),
                fix: Fixture.state([3]) + [
                    .moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
                    .reloadRow(IndexPath(row: 2, section: 0), "A"),
                ],
                story:
                    "One batch both reloaded a \(w.row) and moved it. Up to iOS 8, UIKit accepts the batch and then fails while it sets up two animations for the same cell.",
                fixStory:
                    "Move the \(w.row) in one batch and reload it in the next (or configure the visible cell directly).",
                assumptions: ["The message names no \(w.row); the first one was chosen."])
        ]
    }

    /// The scenario for `viewAnimationForNilView`: the radar's own batch (rdar://28163205),
    /// a section that gains an item reloaded together with an empty one.
    static func viewAnimationForNilView(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let new = IndexPath(row: 4, section: 0)
        let added = Command.dataInsert(Fixture.newLabel(0, 4), at: new)
        return [
            Scenario(
                crash: Fixture.state([4, 0])
                    + Fixture.batch([added, .view(.reloadSections([0, 1], .automatic))]),
                fix: Fixture.state([4, 0]) + Fixture.batch([added, .viewInsertRows([new])]),
                story:
                    "One batch reloaded a section whose item count changed (section 0 goes from 4 items to 5, reloaded together with an empty section 1). A reload is a delete and an insert of the whole section, which a collection view of iOS 9 and 10 animates from the cells it has; for the item it never had a cell for, it set up an animation of no view, and stopped.",
                fixStory:
                    "Tell the collection view what changed inside the section: insert (or delete) the items that came or went, and reload only items whose content changed; or, where the change is too large to describe, call `reloadData()`.",
                assumptions: [
                    "The condition is [L]: it rests on a radar's batch (rdar://28163205, iOS 10) and a report of iOS 9 (componentkit#394); UIKit's later versions hold the text, but what raises it there was not read. The walkthrough is the radar's own batch, on iOS 10.",
                    "The message names no section or item; the radar's were chosen.",
                ])
        ]
    }

    /// The scenario for `globalIndexOutOfRange`.
    static func globalIndexOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (index, items) = (try a.given(0, "the index"), try a.given(1, "the number of items"))
        try require(index < items, "item \(index) of \(items) exists")
        let c = [index + 1, items - index - 1]
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .viewMoveSection(0, to: 0),
                        .moveRow(
                            IndexPath(row: index, section: 0), to: IndexPath(row: 0, section: 1)
                        ),
                    ]),
                fix: Fixture.state(c) + [
                    .moveRow(
                        IndexPath(row: index, section: 0), to: IndexPath(row: 0, section: 1))
                ],
                story:
                    "One batch \"moved\" a section onto itself and moved an item out of that section. The collection view numbers its \(items) items from 0 across all sections; it could not map item \(index) back to an index path.",
                fixStory:
                    "Drop the move of a section to its own index: it does nothing but confuse the collection view.",
                assumptions: [
                    "The item is the last of section 0 and goes to section 1; the message only gives its number across all sections."
                ])
        ]
    }

    /// The scenario for `itemCountOfMissingSection`.
    static func itemCountOfMissingSection(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        if w.view == .table { return rowCountOfMissingSection(section: try a.section()) }
        let (s, sections) = try a.sectionAndCount()
        try require(s >= sections, "section \(s) exists when there are \(sections) sections")
        return [
            Scenario(
                crash: Fixture.state(counts(sections)) + [.query(.numberOfItems(section: s))],
                fix: Fixture.state(counts(sections))
                    + (sections > 0
                        ? [.query(.numberOfItems(section: sections - 1))]
                        : [.insertSection(0, "A"), .query(.numberOfItems(section: 0))]),
                story:
                    "Something asked the collection view itself, `collectionView.numberOfItems(inSection: \(s))`, while it had \(sections) section\(sections == 1 ? "" : "s"). The collection view answers from what it has loaded, not from the data source; the usual caller is a custom layout's `prepare()` running before the first section exists, or code that asks for a section the model has but the view has not been told about.",
                fixStory:
                    "Ask only for sections the view has (`section < collectionView.numberOfSections`), or ask the data source; a layout with no sections should lay out nothing.",
                assumptions: ["Who asked is not in the message; the walkthrough asks directly."]
            )
        ]
    }

    /// A table view asked `numberOfRows(inSection:)` for a section it does not have: its text
    /// names the section only, so the walkthrough's table has as many sections as make that
    /// one the first past the end (one, for a negative section).
    static func rowCountOfMissingSection(section s: Int) -> [Scenario] {
        let sections = s >= 0 ? s : 1
        let fixSection = s >= 0 && sections > 0 ? sections - 1 : 0
        let setup: [Command] = sections > 0 ? [] : [.insertSection(0, "A")]
        return [
            Scenario(
                crash: Fixture.state(counts(sections)) + [.query(.numberOfItems(section: s))],
                fix: Fixture.state(counts(sections)) + setup
                    + [.query(.numberOfItems(section: fixSection))],
                story:
                    "Something asked the table view itself, `tableView.numberOfRows(inSection: \(s))`, for a section it does not have. The table view answers from what it has loaded, not from the data source, and from iOS 13 it asserts rather than answer `NSNotFound`; the usual callers are code that scrolls to \"the last row\" of an empty table (`numberOfSections - 1` is -1 there), or that asks about a section the model has but the table has not been told about yet (before `reloadData` or the batch that inserts it).",
                fixStory:
                    "Ask only for sections the table has: check `section >= 0 && section < tableView.numberOfSections` first (an empty table has none), or ask the data source's model instead.",
                assumptions: [
                    s >= 0
                        ? "The message names the section only; the walkthrough's table has \(sections) section\(sections == 1 ? "" : "s"), so section \(s) is the first past the end."
                        : "The message names the section only; the walkthrough's table has one section, and no table has a section \(s).",
                    "Who asked is not in the message; the walkthrough asks directly.",
                ]
            )
        ]
    }

    /// The scenario for `layoutAttributesForMissingItem`.
    static func layoutAttributesForMissingItem(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let q = try a.path()
        let before = counts(q.section + 1, [q.section: q.row + 1])
        let change: [Command] = [.dataRemove(q), .viewReloadData]
        return [
            Scenario(
                crash: Fixture.state(before) + change + [.query(.layoutAttributes(q))],
                fix: Fixture.state(before) + change
                    + (q.row > 0
                        ? [
                            .query(
                                .layoutAttributes(IndexPath(row: q.row - 1, section: q.section))
                            )
                        ]
                        : []),
                story:
                    "The collection view's layout handed it attributes for the item at \(q), which its data does not have. A custom layout that computes attributes once (in `prepare()`) and keeps them must drop them when the data changes: here the item was removed and the view reloaded, but the layout still described it.",
                fixStory:
                    "Invalidate the layout's cache when the data changes (`invalidateLayout()`, or rebuild it in `prepare()` every time), and return attributes only for index paths the collection view has.",
                assumptions: [
                    "That the item was removed and the view reloaded is listdocs' guess: the message only names the index path."
                ])
        ]
    }

    /// Refuses numbers no app could produce, saying why.
    static func require(_ condition: Bool, _ message: String) throws(Irreconcilable) {
        if !condition { throw Irreconcilable(message: message) }
    }

    /// Sections `0..<sections`, each with one row, except those given.
    static func counts(_ sections: Int, _ special: [Int: Int] = [:]) -> [Int] {
        (0..<max(sections, 0)).map { special[$0] ?? 1 }
    }

    /// Rows enough for every index path to exist.
    static func rowsFor(_ paths: [IndexPath]) -> [Int: Int] {
        var rows: [Int: Int] = [:]
        for p in paths { rows[p.section] = max(rows[p.section] ?? 1, p.row + 1) }
        return rows
    }

    /// A move of the row at `from` to a place that exists, or a reload when there is none.
    static func validMove(from: IndexPath, counts: [Int]) -> [Command] {
        let rows = counts[from.section]
        guard rows > 1 else { return [.viewReloadData] }
        let to = IndexPath(row: from.row == rows - 1 ? 0 : rows - 1, section: from.section)
        return [.moveRow(from, to: to)]
    }
}
