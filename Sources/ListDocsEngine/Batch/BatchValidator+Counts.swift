/// The count checks that end a batch: the section equation, each section's row equation, and
/// which text UIKit raises when they fail.
extension BatchValidator {
    /// The section equation, then (unless UIKit falls back) every section's row equation.
    func checkSectionCount(_ plan: UpdatePlan, fallBack: Bool) throws(Failure)
        -> ValidationOutcome
    {
        var plan = plan
        let expectedSections = before.count + plan.sectionInserts.count - plan.sectionDeletes.count
        guard after.count == expectedSections else {
            if fallBack { return .fellBackToReloadData }
            let classic = {
                reasons.invalidNumberOfSections(
                    after: after.count, before: before.count,
                    inserted: plan.sectionInserts.count, deleted: plan.sectionDeletes.count)
            }
            // A table view checks its section equation before it builds the update maps,
            // so a section mismatch always raises the classic text, on every version (UIKit
            // 18.2 and 26.1: `-[UITableView _endCellAnimationsWithContext:]` calls
            // `_Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Sections:` first). A
            // collection view builds its maps first, so it may raise the batch text instead.
            throw Failure(
                exception: view == .table ? classic() : countException(plan: plan, classic: classic)
            )
        }
        if fallBack { return .fellBackToReloadData }
        plan.oldSectionForNew = sectionMapping(plan)
        try checkRowCounts(plan)
        return .valid(plan)
    }

    /// For each section after the update, the section it was before: moved sections at their
    /// destinations, inserted ones nil, and every other slot filled by the next section that
    /// was neither deleted nor moved, in order.
    func sectionMapping(_ plan: UpdatePlan) -> [Int?] {
        let movedTargets = Dictionary(
            plan.sectionMoves.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        var survivors = (0..<before.count).lazy
            .filter { !plan.sectionDeletes.contains($0) && plan.sectionMoves[$0] == nil }
            .makeIterator()
        return (0..<after.count).map { n -> Int? in
            if plan.sectionInserts.contains(n) { return nil }
            if let source = movedTargets[n] { return source }
            return survivors.next()
        }
    }

    func checkRowCounts(_ plan: UpdatePlan) throws(Failure) {
        var newIndexOfOld = [Int?](repeating: nil, count: before.count)
        for (n, o) in plan.oldSectionForNew.enumerated() { if let o { newIndexOfOld[o] = n } }
        var inserted = [Int](repeating: 0, count: after.count)
        var deleted = [Int](repeating: 0, count: before.count)
        var movedIn = [Int](repeating: 0, count: after.count)
        var movedOut = [Int](repeating: 0, count: before.count)
        for p in plan.rowInserts { inserted[p.section] += 1 }
        for p in plan.rowDeletes { deleted[p.section] += 1 }
        for (from, to) in plan.rowMoves {
            let crosses =
                ios.comparesMovesByNewSectionIndex
                ? newIndexOfOld[from.section] != to.section
                : from.section != to.section
            if crosses {
                movedOut[from.section] += 1
                movedIn[to.section] += 1
            }
        }
        for (n, old) in plan.oldSectionForNew.enumerated() {
            guard let o = old else { continue }
            let expected = before[o] + inserted[n] - deleted[o] + movedIn[n] - movedOut[o]
            if after[n] != expected {
                throw Failure(
                    exception: countException(plan: plan) {
                        reasons.invalidNumberOfRows(
                            section: n, after: after[n], before: before[o], inserted: inserted[n],
                            deleted: deleted[o], movedIn: movedIn[n], movedOut: movedOut[o])
                    })
            }
        }
    }

    /// The classic count text, or, from iOS 16.4 on, the "Invalid batch updates detected" text
    /// when the data source's counts changed by the wrong amount. Which one a modern UIKit
    /// raises is not established; by default this follows the hypothesis that fits the
    /// reports best, the classic text when the counts did not change at all, and a
    /// walkthrough may choose (`countText`).
    func countException(plan: UpdatePlan, classic: () -> UIKitException) -> UIKitException {
        let batch =
            switch countText {
            case .rule: before != after
            case .batch: true
            case .classic: false
            }
        guard ios.raisesBatchUpdatesDetected, batch else { return classic() }
        return reasons.invalidBatchUpdates(
            before: before, after: after, updates: updateList(plan))
    }

    /// The `Updates = [ … ]` entries: descending deletes, then moves, then ascending inserts.
    func updateList(_ plan: UpdatePlan) -> [BatchUpdateEntry] {
        var entries: [BatchUpdateEntry] = []
        for item in UpdateItemOrder.descending(sections: plan.sectionDeletes, rows: plan.rowDeletes)
        {
            switch item {
            case .section(let s): entries.append(.deleteSection(s))
            case .row(let p): entries.append(.deleteRow(p))
            }
        }
        for (from, to) in plan.sectionMoves.sorted(by: { $0.key < $1.key }) {
            entries.append(.moveSection(from, to))
        }
        for (from, to) in plan.rowMoves.sorted(by: { $0.key < $1.key }) {
            entries.append(.moveRow(from, to))
        }
        for item in UpdateItemOrder.ascending(sections: plan.sectionInserts, rows: plan.rowInserts)
        {
            switch item {
            case .section(let s): entries.append(.insertSection(s))
            case .row(let p): entries.append(.insertRow(p))
            }
        }
        return entries
    }
}
