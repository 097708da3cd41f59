import ListDocsEngine
import ListDocsScript

/// Scenarios for the count texts: the data source's numbers after an update disagree with
/// the numbers before it plus what the calls announced.
extension Scenario {
    static func sectionCounts(
        _ w: ScriptWords, after: Int, before: Int, inserted: Int, deleted: Int
    )
        throws(Irreconcilable) -> [Scenario]
    {
        let expected = before + inserted - deleted
        guard deleted <= before else {
            throw Irreconcilable(
                message:
                    "\(deleted) sections deleted, but there were only \(before) before the update")
        }
        guard inserted <= after else {
            throw Irreconcilable(
                message:
                    "\(inserted) sections inserted, but there are only \(after) after the update")
        }
        guard after != expected else {
            throw Irreconcilable(
                message:
                    "the numbers add up (\(before) + \(inserted) − \(deleted) = \(after)), so UIKit would not raise this"
            )
        }
        let from = Array(repeating: 1, count: before)
        let to = Array(repeating: 1, count: after)
        var calls: [Command] = []
        if deleted > 0 { calls.append(.viewDeleteSections(Fixture.list(0..<deleted))) }
        if inserted > 0 { calls.append(.viewInsertSections(Fixture.list(0..<inserted))) }
        let story =
            "The \(w.viewName) had \(before) section\(before == 1 ? "" : "s") before the update. The update inserted \(inserted) and deleted \(deleted), so UIKit expected \(before) + \(inserted) − \(deleted) = \(expected) after it; the data source said \(after). "
            + diagnosis(
                before: before, after: after, expected: expected, what: "sections",
                call: "insertSections", opposite: "deleteSections")
        var fix: [Command]
        var fixStory: String
        if after == before {
            var lines: [Command] = []
            if deleted > 0 { lines.append(.deleteSections(Fixture.list(0..<deleted))) }
            for k in 0..<inserted { lines.append(.insertSection(k, "New \(Fixture.title(k))")) }
            fix = Fixture.state(from) + Fixture.batch(lines)
            fixStory =
                "Change the model in the same batch as the calls: every `deleteSections` removes a section from the data source, every `insertSections` adds one."
        } else {
            fix = Fixture.state(from) + Fixture.batch(matchingCalls(from: from, to: to))
            fixStory =
                "Keep the model change, and announce exactly that change: \(abs(after - before)) section\(abs(after - before) == 1 ? "" : "s") \(after > before ? "inserted" : "deleted")."
        }
        return [
            Scenario(
                crash: Fixture.state(from)
                    + Fixture.batch(Fixture.dataChange(from: from, to: to) + calls),
                fix: fix, story: story, fixStory: fixStory,
                assumptions: [
                    "Which sections changed is not in the message; the recipe deletes and inserts from the top and changes the model at the end."
                ])
        ]
    }

    static func rowCounts(
        _ w: ScriptWords, section n: Int, after: Int, before: Int, inserted: Int, deleted: Int,
        movedIn: Int,
        movedOut: Int
    ) throws(Irreconcilable) -> [Scenario] {
        let expected = before + inserted - deleted + movedIn - movedOut
        try checkRowCounts(
            w, section: n, after: after, before: before, inserted: inserted, deleted: deleted,
            movedIn: movedIn, movedOut: movedOut)
        let moves = movedIn + movedOut > 0
        var from = Array(repeating: 1, count: n + 1)
        from[n] = before
        if moves { from.append(max(movedIn, movedOut, 1)) }
        var to = from
        to[n] = after
        var calls: [Command] = []
        if deleted > 0 {
            calls.append(.viewDeleteRows((0..<deleted).map { IndexPath(row: $0, section: n) }))
        }
        var moveLines: [(IndexPath, IndexPath)] = []
        for k in 0..<movedOut {
            moveLines.append(
                (IndexPath(row: deleted + k, section: n), IndexPath(row: k, section: n + 1)))
        }
        for k in 0..<movedIn {
            moveLines.append(
                (IndexPath(row: k, section: n + 1), IndexPath(row: inserted + k, section: n)))
        }
        calls += moveLines.map { Command.viewMoveRow($0.0, to: $0.1) }
        if inserted > 0 {
            calls.append(
                .viewInsertRows((0..<inserted).map { IndexPath(row: $0, section: n) }))
        }
        let movedText = moves ? " and moved \(movedIn) in and \(movedOut) out" : ""
        let sum =
            "\(before) − \(deleted) + \(inserted)" + (moves ? " + \(movedIn) − \(movedOut)" : "")
        let story =
            "Section \(n) of the \(w.viewName) held \(before) \(before == 1 ? w.row : w.rows) before the update. The update deleted \(deleted) and inserted \(inserted)\(movedText), so UIKit expected \(sum) = \(expected) after it; the data source said \(after). "
            + diagnosis(
                before: before, after: after, expected: expected, what: w.rows, call: w.insertCall,
                opposite: w.deleteCall)
        let (fix, fixStory) = rowCountsFix(
            w, section: n, from: from, to: to, deleted: deleted, inserted: inserted,
            moveLines: moveLines)
        return [
            Scenario(
                crash: Fixture.state(from)
                    + Fixture.batch(Fixture.dataChange(from: from, to: to) + calls),
                fix: fix, story: story, fixStory: fixStory,
                assumptions: [
                    "Which \(w.rows) changed is not in the message; the recipe deletes and inserts at the top of section \(n) and changes the model at its end."
                ]
                    + (moves
                        ? [
                            "The moves go to and come from section \(n + 1), which the message does not show."
                        ] : []))
        ]
    }

    /// Refuses counts no update could give: more rows removed than the section held, more
    /// added than it holds, or counts that add up (UIKit would not raise).
    private static func checkRowCounts(
        _ w: ScriptWords, section n: Int, after: Int, before: Int, inserted: Int, deleted: Int,
        movedIn: Int, movedOut: Int
    ) throws(Irreconcilable) {
        let expected = before + inserted - deleted + movedIn - movedOut
        guard deleted + movedOut <= before else {
            throw Irreconcilable(
                message:
                    "\(deleted) \(w.rows) deleted and \(movedOut) moved out of section \(n), but it held only \(before) before the update"
            )
        }
        guard inserted + movedIn <= after else {
            throw Irreconcilable(
                message:
                    "\(inserted) \(w.rows) inserted and \(movedIn) moved into section \(n), but it holds only \(after) after the update"
            )
        }
        guard after != expected else {
            throw Irreconcilable(
                message:
                    "the numbers add up (\(before) + \(inserted) − \(deleted) + \(movedIn) − \(movedOut) = \(after)), so UIKit would not raise this"
            )
        }
    }

    /// The fix of a row-count crash, and what it says: with the counts unchanged, the model
    /// changed with the calls in one batch; otherwise the calls that match the model.
    private static func rowCountsFix(
        _ w: ScriptWords, section n: Int, from: [Int], to: [Int], deleted: Int, inserted: Int,
        moveLines: [(IndexPath, IndexPath)]
    ) -> ([Command], String) {
        let (before, after) = (from[n], to[n])
        let moves = !moveLines.isEmpty
        if after == before {
            var lines: [Command] = []
            if deleted > 0 {
                lines.append(.deleteRows((0..<deleted).map { IndexPath(row: $0, section: n) }))
            }
            lines += moveLines.map { Command.moveRow($0.0, to: $0.1) }
            if inserted > 0 {
                lines.append(
                    .update(
                        .insertRows(
                            (0..<inserted).map { Located(IndexPath(row: $0, section: n)) },
                            labels: (0..<inserted).map { Fixture.newLabel(n, $0) }, .automatic)))
            }
            let fix = Fixture.state(from) + Fixture.batch(lines)
            var steps: [String] = []
            if deleted > 0 {
                steps.append("remove the \(w.rows) from the array before `\(w.deleteCall)`")
            }
            if moves { steps.append("move them in the array before `\(w.moveCall)`") }
            if inserted > 0 { steps.append("add them to the array before `\(w.insertCall)`") }
            let fixStory =
                "Change the model together with the calls, in the same batch: "
                + steps.joined(separator: ", ")
                + ". (The walkthrough's `delete`, `move` and `insert` forms do both at once.)"
            return (fix, fixStory)
        } else {
            return (
                Fixture.state(from) + Fixture.batch(matchingCalls(from: from, to: to)),
                "Keep the model change, and announce exactly that change: \(abs(after - before)) \(w.rows) \(after > before ? "inserted into" : "deleted from") section \(n)."
            )
        }
    }

    static func batchUpdates(
        _ w: ScriptWords, before: [Int], after: [Int], updates: [BatchUpdateEntry]
    )
        throws(Irreconcilable) -> [Scenario]
    {
        let calls = Self.viewCalls(updates)
        let deleteSections = updates.compactMap {
            if case .deleteSection(let s) = $0 { s } else { nil }
        }
        let insertSections = updates.compactMap {
            if case .insertSection(let s) = $0 { s } else { nil }
        }
        let listed =
            updates.isEmpty
            ? "no updates at all" : "\(updates.count) update\(updates.count == 1 ? "" : "s")"
        var story =
            "Before the batch the data source reported \(countsText(before, w)); after it, \(countsText(after, w)). The batch announced \(listed)"
        if deleteSections.isEmpty, insertSections.isEmpty, before.count == after.count {
            let expected = Self.counts(before, after: updates)
            guard expected != after else {
                throw Irreconcilable(
                    message:
                        "the updates account for the change (\(before) to \(after)), so UIKit would not raise this"
                )
            }
            story +=
                ", which would take \(countsText(before, w)) to \(countsText(expected, w)), not \(countsText(after, w))."
        } else {
            story += ", and they do not account for that change."
        }
        story += " The model and the calls describe two different changes."
        var scenario = Scenario(
            crash: Fixture.state(before)
                + Fixture.batch(Fixture.dataChange(from: before, to: after) + calls),
            fix: Fixture.state(before)
                + Fixture.batch(matchingCalls(from: before, to: after)),
            story: story,
            fixStory:
                "Announce exactly the change the model went through: for every \(w.row) or section removed from the data source a delete, for every one added an insert, in one `performBatchUpdates` together with the model change.",
            assumptions: [
                "Which \(w.rows) changed in the model is not in the message; the recipe changes each section at its end."
            ])
        if before == after { scenario = Self.choosingTheBatchText(scenario) }
        return [scenario]
    }

    /// The view's calls for a batch's updates, in the order UIKit applies them: section
    /// deletes, row deletes, moves, section inserts, row inserts.
    private static func viewCalls(_ updates: [BatchUpdateEntry]) -> [Command] {
        var deleteSections: [Int] = []
        var insertSections: [Int] = []
        var deleteRows: [IndexPath] = []
        var insertRows: [IndexPath] = []
        var moves: [Command] = []
        for entry in updates {
            switch entry {
            case .deleteSection(let s): deleteSections.append(s)
            case .insertSection(let s): insertSections.append(s)
            case .deleteRow(let p): deleteRows.append(p)
            case .insertRow(let p): insertRows.append(p)
            case .moveSection(let a, let b): moves.append(.viewMoveSection(a, to: b))
            case .moveRow(let a, let b): moves.append(.viewMoveRow(a, to: b))
            }
        }
        var calls: [Command] = []
        if !deleteSections.isEmpty { calls.append(.viewDeleteSections(deleteSections)) }
        if !deleteRows.isEmpty { calls.append(.viewDeleteRows(deleteRows)) }
        calls += moves
        if !insertSections.isEmpty { calls.append(.viewInsertSections(insertSections)) }
        if !insertRows.isEmpty { calls.append(.viewInsertRows(insertRows)) }
        return calls
    }

    /// The row counts `updates` (rows only: no section changes) take `before` to.
    private static func counts(_ before: [Int], after updates: [BatchUpdateEntry]) -> [Int] {
        var expected = before
        for entry in updates {
            switch entry {
            case .deleteRow(let p) where p.section < expected.count: expected[p.section] -= 1
            case .insertRow(let p) where p.section < expected.count: expected[p.section] += 1
            case .moveRow(let a, let b)
            where a.section < expected.count && b.section < expected.count:
                expected[a.section] -= 1
                expected[b.section] += 1
            default: break
            }
        }
        return expected
    }

    /// A batch text whose counts did not change: listdocs' rule gives the classic text there,
    /// which the message contradicts; the walkthrough says which text it raises, and why.
    private static func choosingTheBatchText(_ scenario: Scenario) -> Scenario {
        var scenario = scenario
        scenario.countText = .batch
        scenario.assumptions.insert(
            "The data source's counts did not change, and UIKit still printed this text. Which of its two count texts UIKit raises is not in the binaries read; listdocs' rule (the classic \"Invalid update\" text when the counts did not change) is a guess this message contradicts, as reports of inserted items do (Giphy#257, deltachat-ios#1901). The crash walkthrough says `count-text=batch` to raise this text; the fix is the same under either.",
            at: 0)
        return scenario
    }

    /// `3 sections with 2, 0 and 4 rows`.
    private static func countsText(_ counts: [Int], _ w: ScriptWords) -> String {
        guard !counts.isEmpty else { return "no sections" }
        let numbers = counts.map(String.init)
        let joined =
            numbers.count == 1
            ? numbers[0] : numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        return "\(counts.count) section\(counts.count == 1 ? "" : "s") with \(joined) \(w.rows)"
    }

    /// Why the numbers disagree, from how they compare.
    private static func diagnosis(
        before: Int, after: Int, expected: Int, what: String, call: String, opposite: String
    )
        -> String
    {
        if after == before {
            return
                "The data source did not change at all: the calls were made before the model was updated (or against another copy of it)."
        }
        // "1 more row", "2 more rows".
        func counted(_ n: Int) -> String { "\(n) \(n == 1 ? String(what.dropLast()) : what)" }
        if after > expected {
            return
                "The data source holds \(counted(after - expected)) more than the calls account for: the model gained \(what) without `\(call)`, or a `\(opposite)` call has no model change behind it."
        }
        return
            "The data source holds \(counted(expected - after)) fewer than the calls account for: the model lost \(what) without `\(opposite)`, or a `\(call)` call has no model change behind it."
    }

    /// The `data` changes that take `from` to `to`, and the view calls that announce exactly
    /// that change.
    static func matchingCalls(from: [Int], to: [Int]) -> [Command] {
        var calls: [Command] = []
        if to.count < from.count {
            calls.append(.viewDeleteSections(Fixture.list(to.count..<from.count)))
        }
        var deletes: [IndexPath] = []
        var inserts: [IndexPath] = []
        for s in 0..<min(from.count, to.count) {
            if to[s] < from[s] {
                deletes += (to[s]..<from[s]).map { IndexPath(row: $0, section: s) }
            }
            if to[s] > from[s] {
                inserts += (from[s]..<to[s]).map { IndexPath(row: $0, section: s) }
            }
        }
        if !deletes.isEmpty { calls.append(.viewDeleteRows(deletes)) }
        if to.count > from.count {
            calls.append(.viewInsertSections(Fixture.list(from.count..<to.count)))
        }
        if !inserts.isEmpty { calls.append(.viewInsertRows(inserts)) }
        return Fixture.dataChange(from: from, to: to) + calls
    }
}
