import ListDocsEngine
import ListDocsScript

/// Scenarios for the texts about a section or row that does not exist before or after the update.
extension Scenario {
    /// The advice every index-range fix ends with.
    static let indexFix =
        "Compute index paths from the data source as it is at the moment of the call (after the model change, for inserts and move destinations; before it, for deletes, reloads and move sources), never from a copy kept earlier."

    /// The scenario for `deleteSectionOutOfRange`.
    static func deleteSectionOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (s, before) = try a.sectionAndCount()
        try require(
            s >= before,
            "section \(s) exists when there are \(before) sections, so deleting it would not raise"
        )
        return [
            Scenario(
                crash: Fixture.state(counts(before)) + [.viewDeleteSections([s])],
                fix: Fixture.state(counts(before))
                    + (before > 0
                        ? [.deleteSection(before - 1)] : [.viewReloadData]),
                story:
                    "The \(w.viewName) had \(before) section\(before == 1 ? "" : "s") (0 to \(max(before - 1, 0))) when the app asked it to delete section \(s). Index \(s) was computed from something other than what the data source reported: a stale copy of the model, or an index taken after the model had already changed.",
                fixStory: before > 0
                    ? "Delete a section that exists, with its index taken from the data source before the change: here the last one, \(before - 1). \(indexFix)"
                    : "With no sections there is nothing to delete; if the model changed, reload the view."
            )
        ]
    }

    /// The scenario for `invalidUpdateIndexPath`: a table view call naming a negative
    /// section or row.
    static func invalidUpdateIndexPath(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let q = try a.path()
        try require(
            q.section < 0 || q.row < 0,
            "the index path [\(q.section), \(q.row)] is not negative, and only a negative one raises this"
        )
        // Sections enough to hold the index path's section when that one is not negative.
        let sections = max(q.section + 1, 1)
        let valid = IndexPath(row: 0, section: max(q.section, 0))
        return [
            Scenario(
                crash: Fixture.state(Array(repeating: 2, count: sections)) + [.viewDeleteRows([q])],
                fix: Fixture.state(Array(repeating: 2, count: sections)) + [.deleteRow(valid)],
                story:
                    "The app asked the \(w.viewName) to delete the \(w.row) at [\(q.section), \(q.row)]: a negative index. UIKit checks every index path as the call is made, before it looks at any count, and Foundation prints the negative number unsigned (-1 as 18446744073709551615). It usually comes from arithmetic on an index that was not there: `firstIndex(of:) ?? -1`, `row - 1` for the first \(w.row), or a position searched for after the model had already lost it.",
                fixStory:
                    "Only call the \(w.viewName) with an index path the data source has: when the lookup finds nothing, there is nothing to delete. \(indexFix)",
                assumptions: [
                    "Every section holds two \(w.rows); the message says nothing of their contents."
                ])
        ]
    }

    /// The scenario for `deleteRowSectionOutOfRange`.
    static func deleteRowSectionOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, before) = try a.pathAndCount()
        try require(
            q.section >= before, "section \(q.section) exists when there are \(before) sections"
        )
        return [
            Scenario(
                crash: Fixture.state(counts(before)) + [.viewDeleteRows([q])],
                fix: Fixture.state(counts(before))
                    + (before > 0
                        ? [.deleteRow(IndexPath(row: 0, section: before - 1))]
                        : [.viewReloadData]),
                story:
                    "The app asked the \(w.viewName) to delete \(w.row) \(q.row) of section \(q.section), but the \(w.viewName) had only \(before) section\(before == 1 ? "" : "s") before the update.",
                fixStory: before > 0
                    ? "Delete a \(w.row) of a section that exists. \(indexFix)"
                    : "With no sections there is nothing to delete; reload the view if the model changed.",
                assumptions: [
                    "Every section holds one \(w.row); the message says nothing of their contents."
                ])
        ]
    }

    /// The scenario for `deleteRowOutOfRange`.
    static func deleteRowOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, before) = try a.pathAndCount()
        try require(
            q.row >= before,
            "\(w.row) \(q.row) exists when section \(q.section) holds \(before) \(w.rows)")
        let c = counts(q.section + 1, [q.section: before])
        return [
            Scenario(
                crash: Fixture.state(c) + [.viewDeleteRows([q])],
                fix: Fixture.state(c)
                    + (before > 0
                        ? [.deleteRow(IndexPath(row: before - 1, section: q.section))]
                        : [.viewReloadData]),
                story:
                    "Section \(q.section) held \(before) \(before == 1 ? w.row : w.rows) before the update, so \(w.rows) 0 to \(max(before - 1, 0)) existed; the app asked to delete \(w.row) \(q.row). The index came from somewhere other than the data source: often a row deleted twice, or an index read after the model had already shrunk.",
                fixStory: before > 0
                    ? "Delete a \(w.row) that exists before the update (here the last one). \(indexFix)"
                    : "The section is empty: there is nothing to delete.")
        ]
    }

    /// The scenario for `insertSectionOutOfRange`.
    static func insertSectionOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (s, after) = try a.sectionAndCount()
        try require(
            s >= after, "section \(s) fits when there are \(after) sections after the update")
        return [
            Scenario(
                crash: Fixture.state(counts(after)) + [.viewInsertSections([s])],
                fix: Fixture.state(counts(after)) + [.insertSection(after, "New")],
                story:
                    "The app asked the \(w.viewName) to insert section \(s), but the data source reported only \(after) section\(after == 1 ? "" : "s") after the update, so the last possible new index was \(max(after - 1, 0)). The section was never added to the model, or it was added at another index.",
                fixStory:
                    "Add the section to the model first, then insert it at the index it has there (here at the end, \(after)).",
                assumptions: [
                    "The model did not change; the message would read the same if it had changed elsewhere."
                ])
        ]
    }

    /// The scenario for `insertRowSectionOutOfRange`.
    static func insertRowSectionOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, after) = try a.pathAndCount()
        try require(
            q.section >= after,
            "section \(q.section) exists when there are \(after) sections after the update")
        return [
            Scenario(
                crash: Fixture.state(counts(after)) + [.viewInsertRows([q])],
                fix: Fixture.state(counts(after))
                    + (after > 0
                        ? [.insertRow(IndexPath(row: 1, section: after - 1), "new")]
                        : [.insertSection(0, "New", rows: ["new"])]),
                story:
                    "The app asked the \(w.viewName) to insert \(w.row) \(q.row) into section \(q.section), but there were only \(after) section\(after == 1 ? "" : "s") after the update. A \(w.row) can only go into a section the data source has; a new section must be inserted itself (`insertSections`), not only its \(w.rows).",
                fixStory: after > 0
                    ? "Insert into a section that exists (here the last one). \(indexFix)"
                    : "Insert the section itself, with its \(w.rows) in it.")
        ]
    }

    /// The scenario for `insertRowOutOfRange`.
    static func insertRowOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, after) = try a.pathAndCount()
        try require(
            q.row >= after,
            "\(w.row) \(q.row) fits when section \(q.section) holds \(after) \(w.rows) after the update"
        )
        let c = counts(q.section + 1, [q.section: after])
        return [
            Scenario(
                crash: Fixture.state(c) + [.viewInsertRows([q])],
                fix: Fixture.state(c) + [
                    .insertRow(IndexPath(row: after, section: q.section), "new")
                ],
                story:
                    "After the update section \(q.section) held \(after) \(after == 1 ? w.row : w.rows) in the data source, \(after == 0 ? "so no new \(w.row) could go there" : "so the last valid index for a new \(w.row) was \(after - 1)"); the app asked for \(q.row). Usually the new \(w.row) was not added to the model before `\(w.insertCall)`, or its index was counted before earlier inserts.",
                fixStory:
                    "Add the \(w.row) to the model, then insert it at the index it has there (here at the end).",
                assumptions: [
                    "The model did not gain the \(w.row); the message reads the same either way."
                ])
        ]
    }

    /// The scenario for `moveSectionSourceOutOfRange`.
    static func moveSectionSourceOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (s, before) = try a.sectionAndCount()
        try require(
            s >= before,
            "section \(s) exists when there are \(before) sections before the update")
        return [
            Scenario(
                crash: Fixture.state(counts(before)) + [
                    .viewMoveSection(s, to: 0)
                ],
                fix: Fixture.state(counts(before))
                    + (before > 1
                        ? [.moveSection(before - 1, to: 0)] : [.viewReloadData]),
                story:
                    "The app asked to move section \(s), but the \(w.viewName) had only \(before) section\(before == 1 ? "" : "s") before the update.",
                fixStory:
                    "Move a section that exists (its index from the data source before the move).",
                assumptions: ["The destination is not in the message; section 0 was chosen."])
        ]
    }

    /// The scenario for `moveSectionDestinationOutOfRange`.
    static func moveSectionDestinationOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (s, d, after) = try a.sectionMove()
        try require(
            d >= after, "section \(d) exists when there are \(after) sections after the update")
        // The moved section exists before the update; when the message says fewer
        // sections remain, the model lost the others in the same batch.
        let before = counts(max(after, s + 1))
        let move = Command.viewMoveSection(s, to: d)
        let shrinks = before.count > after
        return [
            Scenario(
                crash: Fixture.state(before)
                    + (shrinks
                        ? Fixture.batch(
                            Fixture.dataChange(from: before, to: counts(after)) + [move])
                        : [move]),
                fix: Fixture.state(before)
                    + (shrinks
                        ? Fixture.batch(matchingCalls(from: before, to: counts(after)))
                        : after > 1
                            ? [.moveSection(s, to: s == after - 1 ? 0 : after - 1)]
                            : [.viewReloadData]),
                story:
                    "The app asked to move section \(s) to index \(d), but the data source had only \(after) section\(after == 1 ? "" : "s") after the update (a destination must be one of them). UIKit's message really says \"to to\".",
                fixStory: shrinks
                    ? "Announce the change the model went through; a section that is gone cannot also move."
                    : "Move it to an index that exists after the update.",
                assumptions: shrinks
                    ? [
                        "The model lost sections in the same batch; the message only gives the count after it."
                    ] : [])
        ]
    }

    /// The scenario for `moveRowSourceSectionOutOfRange`.
    static func moveRowSourceSectionOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, before) = try a.pathAndCount()
        try require(
            q.section >= before, "section \(q.section) exists when there are \(before) sections"
        )
        let c = counts(before)
        return [
            Scenario(
                crash: Fixture.state(c) + [.viewMoveRow(q, to: IndexPath(row: 0, section: 0))],
                fix: Fixture.state(c)
                    + (before > 1
                        ? [
                            .moveRow(
                                IndexPath(row: 0, section: before - 1),
                                to: IndexPath(row: 0, section: 0))
                        ]
                        : [.viewReloadData]),
                story:
                    "The app asked to move the \(w.row) at \(q), but its section does not exist: the \(w.viewName) had \(before) section\(before == 1 ? "" : "s") before the update.",
                fixStory: "Move a \(w.row) that exists. \(indexFix)",
                assumptions: ["The destination is not in the message; [0, 0] was chosen."])
        ]
    }

    /// The scenario for `moveRowSourceOutOfRange`.
    static func moveRowSourceOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, before) = try a.pathAndCount()
        try require(
            q.row >= before,
            "\(w.row) \(q.row) exists when section \(q.section) holds \(before)")
        let c = counts(q.section + 1, [q.section: before])
        let destination = IndexPath(row: 0, section: 0)
        return [
            Scenario(
                crash: Fixture.state(c) + [.viewMoveRow(q, to: destination)],
                fix: Fixture.state(c)
                    + (before > 1
                        ? [
                            .moveRow(
                                IndexPath(row: before - 1, section: q.section),
                                to: IndexPath(row: 0, section: q.section))
                        ]
                        : [.viewReloadData]),
                story:
                    "Section \(q.section) held \(before) \(before == 1 ? w.row : w.rows) before the update; the app asked to move \(w.row) \(q.row) of it.",
                fixStory: "Move a \(w.row) that exists before the update. \(indexFix)",
                assumptions: [
                    "The destination is not in the message; \(destination) was chosen."
                ])
        ]
    }

    /// The scenario for `moveRowDestinationSectionOutOfRange`.
    static func moveRowDestinationSectionOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (f, t, after) = try a.rowMove()
        try require(
            t.section >= after, "section \(t.section) exists when there are \(after) sections")
        let before = counts(max(after, f.section + 1), [f.section: f.row + 1])
        let shrinks = before.count > after
        let move = Command.viewMoveRow(f, to: t)
        return [
            Scenario(
                crash: Fixture.state(before)
                    + (shrinks
                        ? Fixture.batch(
                            Fixture.dataChange(from: before, to: Array(before.prefix(after)))
                                + [move]) : [move]),
                fix: Fixture.state(before)
                    + (shrinks
                        ? Fixture.batch(
                            matchingCalls(from: before, to: Array(before.prefix(after))))
                        : validMove(from: f, counts: before)),
                story:
                    "The app asked to move the \(w.row) at \(f) to \(t), but there were only \(after) section\(after == 1 ? "" : "s") after the update. A destination must be in a section the data source has after the update.",
                fixStory: "Move the \(w.row) to a place that exists after the update.",
                assumptions: shrinks
                    ? [
                        "The model lost sections in the same batch; the message only gives the count after it."
                    ] : [])
        ]
    }

    /// The scenario for `moveRowDestinationOutOfRange`.
    static func moveRowDestinationOutOfRange(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (f, t, after) = try a.rowMove()
        try require(t.row >= after, "\(w.row) \(t.row) fits in \(after) \(w.rows)")
        var special = [t.section: after]
        special[f.section] = max(special[f.section] ?? 1, f.row + 1)
        let before = counts(max(f.section, t.section) + 1, special)
        var afterCounts = before
        afterCounts[t.section] = after
        let move = Command.viewMoveRow(f, to: t)
        let shrinks = afterCounts != before
        return [
            Scenario(
                crash: Fixture.state(before)
                    + (shrinks
                        ? Fixture.batch(
                            Fixture.dataChange(from: before, to: afterCounts) + [move])
                        : [move]),
                fix: Fixture.state(before)
                    + (shrinks
                        ? Fixture.batch(matchingCalls(from: before, to: afterCounts))
                        : validMove(from: f, counts: before)),
                story:
                    "The app asked to move the \(w.row) at \(f) to \(t), but section \(t.section) held only \(after) \(after == 1 ? w.row : w.rows) after the update.",
                fixStory:
                    "Move the \(w.row) to a place that exists after the update. \(indexFix)",
                assumptions: shrinks
                    ? [
                        "The model lost \(w.rows) in the same batch; the message only gives the count after it."
                    ] : [])
        ]
    }
}
