import ListDocsEngine
import ListDocsScript

/// Scenarios for the texts about two updates of one batch that collide on a row or a section.
extension Scenario {
    /// The scenario for `deleteAndReloadSameIndexPath`.
    static func deleteAndReloadSameIndexPath(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let q = try a.path()
        let c = counts(q.section + 1, [q.section: q.row + 2])
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .dataRemove(q), .viewDeleteRows([q]), .viewReloadRows([q]),
                    ]),
                fix: Fixture.state(c) + [.deleteRow(q)],
                story:
                    "One batch both deleted and reloaded the \(w.row) at \(q). A reload is a delete followed by an insert, so UIKit was asked to delete that \(w.row) twice and stopped before animating anything.",
                fixStory: "Drop the reload: a deleted \(w.row) has nothing left to show.",
                assumptions: [
                    "The \(w.row) was also removed from the model; the message would be the same without it."
                ])
        ]
    }

    /// The scenario for `deleteAndMoveSameSection`.
    static func deleteAndMoveSameSection(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let s = try a.section()
        return [
            Scenario(
                crash: Fixture.state(counts(s + 2))
                    + Fixture.batch([.viewDeleteSections([s]), .viewMoveSection(s, to: s + 1)]),
                fix: Fixture.state(counts(s + 2)) + [.deleteSection(s)],
                story:
                    "One batch both deleted section \(s) and moved it. A section that is deleted cannot also move somewhere.",
                fixStory: "Decide: the section either goes or moves. Here it goes.",
                assumptions: [
                    "The move's destination (section \(s + 1)) is not in the message; any would do."
                ])
        ]
    }

    /// The scenario for `deleteAndMoveSameIndexPath`.
    static func deleteAndMoveSameIndexPath(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let q = try a.path()
        let c = counts(q.section + 1, [q.section: q.row + 2])
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .viewDeleteRows([q]),
                        .viewMoveRow(q, to: IndexPath(row: q.row + 1, section: q.section)),
                    ]),
                fix: Fixture.state(c) + [.deleteRow(q)],
                story:
                    "One batch both deleted the \(w.row) at \(q) and moved it. (A reload of a \(w.row) that also moves fails the same way, because a reload is a delete plus an insert.)",
                fixStory: "Decide: the \(w.row) either goes or moves. Here it goes.",
                assumptions: [
                    "The move's destination is not in the message; the next \(w.row) was chosen."
                ])
        ]
    }

    /// The scenario for `insertAndMoveSameSection`.
    static func insertAndMoveSameSection(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let s = try a.section()
        let c = counts(s + 1)
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .dataInsertSection(s, "New"), .viewInsertSections([s]),
                        .viewMoveSection(0, to: s),
                    ]),
                fix: Fixture.state(c) + [.insertSection(s, "New")],
                story:
                    "One batch both inserted a section at index \(s) and moved another section to index \(s). Two sections cannot arrive at the same place.",
                fixStory:
                    "Insert the section, and move the other one to a different index (or in a later update).",
                assumptions: [
                    "The moved section's old index is not in the message; section 0 was chosen."
                ])
        ]
    }

    /// The scenario for `insertAndMoveSameIndexPath`.
    static func insertAndMoveSameIndexPath(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let q = try a.path()
        let c = counts(q.section + 1, [q.section: q.row + 2])
        return [
            Scenario(
                crash: Fixture.state(c)
                    + Fixture.batch([
                        .dataInsert("new", at: q), .viewInsertRows([q]),
                        .viewMoveRow(IndexPath(row: q.row + 1, section: q.section), to: q),
                    ]),
                fix: Fixture.state(c) + [.insertRow(q, "new")],
                story:
                    "One batch both inserted a \(w.row) at \(q) and moved another \(w.row) to \(q). Two \(w.rows) cannot arrive at the same place.",
                fixStory:
                    "Insert the new \(w.row) and move the other one somewhere else, or in a later update.",
                assumptions: [
                    "The moved \(w.row)'s old index is not in the message; the next \(w.row) was chosen."
                ])
        ]
    }

    /// The scenario for `moveSectionToTwoDestinations`.
    static func moveSectionToTwoDestinations(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (s, x, y) = try a.threeSections()
        return collidingMoves(
            sections: [(s, x), (s, y)],
            story:
                "One batch moved section \(s) twice, to \(x) and to \(y). Each section moves at most once per batch.",
            fixStory: "Move it once, to where it ends up.")
    }

    /// The scenario for `moveRowToTwoDestinations`.
    static func moveRowToTwoDestinations(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (q, x, y) = try a.threePaths()
        return collidingMoves(
            rows: [(q, x), (q, y)],
            story: "One batch moved the \(w.row) at \(q) twice, to \(x) and to \(y).",
            fixStory: "Move it once, to where it ends up.")
    }

    /// The scenario for `moveTwoSectionsToOneDestination`.
    static func moveTwoSectionsToOneDestination(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (x, y, d) = try a.threeSections()
        return collidingMoves(
            sections: [(x, d), (y, d)],
            story:
                "One batch moved both section \(x) and section \(y) to index \(d). Two sections cannot arrive at one place.",
            fixStory: "Give each move its own destination.")
    }

    /// The scenario for `moveTwoRowsToOneDestination`.
    static func moveTwoRowsToOneDestination(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let (x, y, d) = try a.threePaths()
        return collidingMoves(
            rows: [(x, d), (y, d)],
            story:
                "One batch moved both the \(w.row) at \(x) and the one at \(y) to \(d). Two \(w.rows) cannot arrive at one place.",
            fixStory: "Give each move its own destination.")
    }

    /// Two section moves one batch cannot make together, in a list with every section they
    /// name; the fix makes the first alone.
    private static func collidingMoves(
        sections moves: [(Int, Int)], story: String, fixStory: String
    ) -> [Scenario] {
        let c = counts((moves.flatMap { [$0.0, $0.1] }.max() ?? 0) + 1)
        return [
            Scenario(
                crash: Fixture.state(c) + Fixture.batch(moves.map { .viewMoveSection($0, to: $1) }),
                fix: Fixture.state(c) + [.moveSection(moves[0].0, to: moves[0].1)],
                story: story, fixStory: fixStory)
        ]
    }

    /// Two row moves one batch cannot make together, in a list with every row they name;
    /// the fix makes the first alone.
    private static func collidingMoves(
        rows moves: [(IndexPath, IndexPath)], story: String, fixStory: String
    ) -> [Scenario] {
        let paths = moves.flatMap { [$0.0, $0.1] }
        let c = counts((paths.map(\.section).max() ?? 0) + 1, rowsFor(paths))
        return [
            Scenario(
                crash: Fixture.state(c) + Fixture.batch(moves.map { .viewMoveRow($0, to: $1) }),
                fix: Fixture.state(c) + [.moveRow(moves[0].0, to: moves[0].1)],
                story: story, fixStory: fixStory)
        ]
    }
}
