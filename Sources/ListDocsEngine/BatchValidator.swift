/// What the end of an update decides.
enum ValidationOutcome {
    /// UIKit accepts the update and animates this plan.
    case valid(UpdatePlan)
    /// UIKit raises an exception: the app dies.
    case crashed(UIKitException)
    /// UIKit gives up on animating and reloads the whole table instead.
    case fellBackToReloadData
}

/// UIKit's end-of-update checks, in the order `-[UITableView _endCellAnimationsWithContext:]`
/// makes them: reloads split, deletes checked against the old counts (highest first),
/// inserts against the new counts (lowest first), moves, then the section equation and
/// the row equation of every surviving section. The first failure is the one reported.
///
/// Complexity: O((r + k) log k) for k operations, plus O(s) for s sections; rows are never
/// visited one by one.
struct BatchValidator {
    /// Row counts of each section the table view cached before the update.
    let before: [Int]
    /// Row counts of each section the data source reports after the update.
    let after: [Int]
    /// The behaviour to reproduce.
    let ios: UIKitVersion
    /// The view: a table or a collection view.
    var view: ListViewKind = .table

    /// The exception texts of this view and version.
    private var reasons: ExceptionReason { ExceptionReason(view: view, ios: ios) }

    /// Whether a row move out of a deleted section, or into an inserted one, raises rather
    /// than falling back to `reloadData`: a collection view always raises; a table view
    /// did up to iOS 7.
    private var rejectsMovesAcrossDeletedOrInsertedSections: Bool {
        view == .collection || ios.rejectsMovesAcrossDeletedOrInsertedSections
    }

    private struct Failure: Error { let exception: UIKitException }

    func validate(_ request: UpdateRequest) -> ValidationOutcome {
        do {
            return try run(request)
        } catch {
            return .crashed(error.exception)
        }
    }

    // MARK: - The steps

    private func run(_ request: UpdateRequest) throws(Failure) -> ValidationOutcome {
        var plan = UpdatePlan()
        plan.reloadDataAtEnd = request.reloadData
        var pending = Self.pendingItems(of: request, recordingAnimationsIn: &plan)
        let moves = MovedItems(request)
        let reloadedAndMoved = try splitReloads(
            of: request, into: &plan, pending: &pending, moves: moves)
        let deletesFallBack = try checkDeletes(pending, moves: moves, plan: &plan)
        let insertsFallBack = try checkInserts(pending, moves: moves, plan: &plan)
        try checkGlobalIndexes(of: request)
        try settleMovesAndReloads(of: request, in: &plan)
        let outcome = try checkSectionCount(plan, fallBack: deletesFallBack || insertsFallBack)
        if reloadedAndMoved, case .valid = outcome {
            throw Failure(exception: reasons.twoAnimationsForCell())
        }
        return outcome
    }

    /// The deletes and inserts still to check, before and after reloads are split.
    private struct PendingItems {
        var sectionDeletes: Set<Int>
        var sectionInserts: Set<Int>
        var rowDeletes: Set<IndexPath>
        var rowInserts: Set<IndexPath>
    }

    /// What the request moves, looked up by the deletes and inserts that collide with it.
    private struct MovedItems {
        let sectionSources: [Int: Int]
        let sectionTargets: [Int: Int]
        let rowSources: Set<IndexPath>
        let rowTargets: Set<IndexPath>
        let rowSourceSections: Set<Int>
        let rowTargetSections: Set<Int>

        init(_ request: UpdateRequest) {
            sectionSources = Dictionary(
                request.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
            sectionTargets = Dictionary(
                request.sectionMoves.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
            rowSources = Set(request.rowMoves.map(\.from))
            rowTargets = Set(request.rowMoves.map(\.to))
            rowSourceSections = Set(request.rowMoves.map(\.from.section))
            rowTargetSections = Set(request.rowMoves.map(\.to.section))
        }
    }

    /// The request's deletes and inserts, with each one's animation filed in the plan.
    private static func pendingItems(
        of request: UpdateRequest, recordingAnimationsIn plan: inout UpdatePlan
    ) -> PendingItems {
        for (s, a) in request.sectionDeletes {
            plan.animations[.init(action: .delete, section: s)] = a
        }
        for (s, a) in request.sectionInserts {
            plan.animations[.init(action: .insert, section: s)] = a
        }
        for (p, a) in request.rowDeletes {
            plan.animations[.init(action: .delete, section: p.section, row: p.row)] = a
        }
        for (p, a) in request.rowInserts {
            plan.animations[.init(action: .insert, section: p.section, row: p.row)] = a
        }
        return PendingItems(
            sectionDeletes: Set(request.sectionDeletes.keys),
            sectionInserts: Set(request.sectionInserts.keys),
            rowDeletes: Set(request.rowDeletes.keys), rowInserts: Set(request.rowInserts.keys))
    }

    /// Reloads become a delete at the old position and an insert at a recomputed one.
    /// (Most updates reload nothing; the locator's sorted lists are built only for reloads.)
    /// Up to iOS 8 a row that is reloaded and moved is left to the move, and the update
    /// fails once it passes validation: returns whether there is such a row.
    private func splitReloads(
        of request: UpdateRequest, into plan: inout UpdatePlan, pending: inout PendingItems,
        moves: MovedItems
    ) throws(Failure) -> Bool {
        guard !request.rowReloads.isEmpty || !request.sectionReloads.isEmpty else { return false }
        let locator = ReloadLocator(request: request)
        var reloadedAndMoved = false
        for (path, animation) in request.rowReloads.sorted(by: { $0.key < $1.key }) {
            if request.rowDeletes[path] != nil {
                throw Failure(exception: reasons.deleteAndReload(path))
            }
            if view == .table, ios.failsOnTwoAnimationsForOneCell, moves.rowSources.contains(path) {
                reloadedAndMoved = true
                continue
            }
            let target = locator.newPath(forReloadOf: path)
            if plan.rowReloads[target] == nil { plan.rowReloads[target] = path }
            pending.rowDeletes.insert(path)
            pending.rowInserts.insert(target)
            plan.animations[.init(action: .reload, section: target.section, row: target.row)] =
                animation
        }
        for (section, animation) in request.sectionReloads.sorted(by: { $0.key < $1.key }) {
            let target = locator.newSection(forReloadOf: section)
            if plan.sectionReloads[target] == nil { plan.sectionReloads[target] = section }
            pending.sectionDeletes.insert(section)
            pending.sectionInserts.insert(target)
            plan.animations[.init(action: .reload, section: target)] = animation
        }
        return reloadedAndMoved
    }

    /// Deletes, against the old counts, highest first; a section before its rows. Returns
    /// whether a row moves out of a deleted section where UIKit then reloads everything.
    private func checkDeletes(_ pending: PendingItems, moves: MovedItems, plan: inout UpdatePlan)
        throws(Failure) -> Bool
    {
        var fallBack = false
        let items = UpdateItemOrder.descending(
            sections: pending.sectionDeletes, rows: pending.rowDeletes)
        for item in items {
            switch item {
            case .section(let s):
                guard s >= 0, s < before.count else {
                    throw Failure(
                        exception: reasons.deleteSection(s, sectionsBefore: before.count))
                }
                plan.sectionDeletes.insert(s)
                if moves.sectionSources[s] != nil {
                    throw Failure(exception: reasons.deleteAndMove(section: s))
                }
                if moves.rowSourceSections.contains(s) {
                    if rejectsMovesAcrossDeletedOrInsertedSections {
                        throw Failure(exception: reasons.moveRowFromDeletedSection(s))
                    }
                    fallBack = true
                }
            case .row(let p):
                if plan.sectionDeletes.contains(p.section) { continue }
                guard p.section >= 0, p.section < before.count else {
                    throw Failure(
                        exception: reasons.deleteRow(p, sectionsBefore: before.count))
                }
                guard p.row >= 0, p.row < before[p.section] else {
                    throw Failure(
                        exception: reasons.deleteRow(p, rowsBefore: before[p.section]))
                }
                if moves.rowSources.contains(p) {
                    throw Failure(exception: reasons.deleteAndMove(p))
                }
                plan.rowDeletes.insert(p)
            }
        }
        return fallBack
    }

    /// Inserts, against the new counts, lowest first; a section before its rows. Returns
    /// whether a row moves into an inserted section where UIKit then reloads everything.
    private func checkInserts(_ pending: PendingItems, moves: MovedItems, plan: inout UpdatePlan)
        throws(Failure) -> Bool
    {
        var fallBack = false
        let items = UpdateItemOrder.ascending(
            sections: pending.sectionInserts, rows: pending.rowInserts)
        for item in items {
            switch item {
            case .section(let s):
                guard s >= 0, s < after.count else {
                    throw Failure(
                        exception: reasons.insertSection(s, sectionsAfter: after.count))
                }
                plan.sectionInserts.insert(s)
                if moves.sectionTargets[s] != nil {
                    throw Failure(exception: reasons.insertAndMove(section: s))
                }
                if moves.rowTargetSections.contains(s) {
                    if rejectsMovesAcrossDeletedOrInsertedSections {
                        throw Failure(exception: reasons.moveRowIntoInsertedSection(s))
                    }
                    fallBack = true
                }
            case .row(let p):
                if plan.sectionInserts.contains(p.section) { continue }
                guard p.section >= 0, p.section < after.count else {
                    throw Failure(
                        exception: reasons.insertRow(p, sectionsAfter: after.count))
                }
                guard p.row >= 0, p.row < after[p.section] else {
                    throw Failure(
                        exception: reasons.insertRow(p, rowsAfter: after[p.section]))
                }
                if moves.rowTargets.contains(p) {
                    throw Failure(exception: reasons.insertAndMove(p))
                }
                plan.rowInserts.insert(p)
            }
        }
        return fallBack
    }

    /// A collection view cannot map an item moved out of a section that is "moved" onto
    /// itself in the same batch.
    private func checkGlobalIndexes(of request: UpdateRequest) throws(Failure) {
        guard view == .collection else { return }
        let stillSections = Set(request.sectionMoves.filter { $0.from == $0.to }.map(\.from))
        guard !stillSections.isEmpty else { return }
        for move in request.rowMoves
        where stillSections.contains(move.from.section) && move.to.section != move.from.section
            && before.indices.contains(move.from.section)
        {
            let global = before[..<move.from.section].reduce(0, +) + move.from.row
            throw Failure(
                exception: reasons.globalIndexOutOfRange(global, items: before.reduce(0, +)))
        }
    }

    /// Moves are checked once deletes and inserts are known (row moves out of deleted or
    /// into inserted sections are dropped); reloads keep only the halves that survived.
    private func settleMovesAndReloads(of request: UpdateRequest, in plan: inout UpdatePlan)
        throws(Failure)
    {
        plan.sectionMoves = try validatedSectionMoves(request.sectionMoves)
        let rowMoves = request.rowMoves.filter {
            !plan.sectionDeletes.contains($0.from.section)
                && !plan.sectionInserts.contains($0.to.section)
        }
        plan.rowMoves = try validatedRowMoves(rowMoves)
        plan.sectionReloads = plan.sectionReloads.filter { plan.sectionInserts.contains($0.key) }
        plan.rowReloads = plan.rowReloads.filter {
            plan.rowInserts.contains($0.key) && plan.rowDeletes.contains($0.value)
        }
    }

    /// The section equation, then (unless UIKit falls back) every section's row equation.
    private func checkSectionCount(_ plan: UpdatePlan, fallBack: Bool) throws(Failure)
        -> ValidationOutcome
    {
        var plan = plan
        let expectedSections = before.count + plan.sectionInserts.count - plan.sectionDeletes.count
        guard after.count == expectedSections else {
            if fallBack { return .fellBackToReloadData }
            throw Failure(
                exception: countException(plan: plan) {
                    reasons.invalidNumberOfSections(
                        after: after.count, before: before.count,
                        inserted: plan.sectionInserts.count,
                        deleted: plan.sectionDeletes.count, ios: ios)
                })
        }
        if fallBack { return .fellBackToReloadData }
        plan.oldSectionForNew = sectionMapping(plan)
        try checkRowCounts(plan)
        return .valid(plan)
    }

    private func validatedSectionMoves(_ moves: [(from: Int, to: Int)]) throws(Failure) -> [Int:
        Int]
    {
        let sorted = moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for move in sorted {
            guard move.from >= 0, move.from < before.count else {
                throw Failure(
                    exception: reasons.moveSection(move.from, sectionsBefore: before.count))
            }
            guard move.to >= 0, move.to < after.count else {
                throw Failure(
                    exception: reasons.moveSection(
                        move.from, to: move.to, sectionsAfter: after.count))
            }
        }
        var bySource: [Int: Int] = [:]
        var byTarget: [Int: Int] = [:]
        for move in sorted {
            if let existing = bySource[move.from] {
                if existing == move.to { continue }
                throw Failure(
                    exception: reasons.moveSection(
                        move.from, toBoth: existing, and: move.to))
            }
            if let other = byTarget[move.to] {
                throw Failure(
                    exception: reasons.moveBothSections(other, move.from, to: move.to))
            }
            bySource[move.from] = move.to
            byTarget[move.to] = move.from
        }
        return bySource
    }

    private func validatedRowMoves(_ moves: [(from: IndexPath, to: IndexPath)]) throws(Failure)
        -> [IndexPath: IndexPath]
    {
        let sorted = moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for (from, to) in sorted {
            guard from.section >= 0, from.section < before.count else {
                throw Failure(
                    exception: reasons.moveRowFromMissingSection(
                        from, sectionsBefore: before.count))
            }
            guard from.row >= 0, from.row < before[from.section] else {
                throw Failure(
                    exception: reasons.moveMissingRow(
                        from, rowsBefore: before[from.section]))
            }
            guard to.section >= 0, to.section < after.count else {
                throw Failure(
                    exception: reasons.moveRowIntoMissingSection(
                        from, to, sectionsAfter: after.count))
            }
            guard to.row >= 0, to.row < after[to.section] else {
                throw Failure(
                    exception: reasons.moveRowToMissingRow(
                        from, to, rowsAfter: after[to.section]))
            }
        }
        var bySource: [IndexPath: IndexPath] = [:]
        var byTarget: [IndexPath: IndexPath] = [:]
        for (from, to) in sorted {
            if let existing = bySource[from] {
                if existing == to { continue }
                throw Failure(exception: reasons.moveRow(from, toBoth: existing, and: to))
            }
            if let other = byTarget[to] {
                throw Failure(exception: reasons.moveBothRows(other, from, to: to))
            }
            bySource[from] = to
            byTarget[to] = from
        }
        return bySource
    }

    /// For each section after the update, the section it was before: moved sections at their
    /// destinations, inserted ones nil, and every other slot filled by the next section that
    /// was neither deleted nor moved, in order.
    private func sectionMapping(_ plan: UpdatePlan) -> [Int?] {
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

    private func checkRowCounts(_ plan: UpdatePlan) throws(Failure) {
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
                            deleted: deleted[o], movedIn: movedIn[n], movedOut: movedOut[o],
                            ios: ios)
                    })
            }
        }
    }

    /// The classic count text, or, from iOS 16.4 on, the "Invalid batch updates detected" text
    /// when the data source's counts changed by the wrong amount. Which one a modern UIKit
    /// raises is not established; this follows the hypothesis that fits the reports best:
    /// the classic text when the counts did not change at all.
    private func countException(plan: UpdatePlan, classic: () -> UIKitException) -> UIKitException {
        guard ios.raisesBatchUpdatesDetected, before != after else { return classic() }
        return reasons.invalidBatchUpdates(
            before: before, after: after, updates: updateList(plan), ios: ios)
    }

    /// The `Updates = [ … ]` entries: descending deletes, then moves, then ascending inserts.
    private func updateList(_ plan: UpdatePlan) -> [String] {
        var entries: [String] = []
        for item in UpdateItemOrder.descending(sections: plan.sectionDeletes, rows: plan.rowDeletes)
        {
            switch item {
            case .section(let s): entries.append("Delete section (\(s))")
            case .row(let p): entries.append("Delete \(view.element) (\(p.section) - \(p.row))")
            }
        }
        for (from, to) in plan.sectionMoves.sorted(by: { $0.key < $1.key }) {
            entries.append("Move section (\(from)) -> (\(to))")
        }
        for (from, to) in plan.rowMoves.sorted(by: { $0.key < $1.key }) {
            entries.append(
                "Move \(view.element) (\(from.section) - \(from.row)) -> (\(to.section) - \(to.row))"
            )
        }
        for item in UpdateItemOrder.ascending(sections: plan.sectionInserts, rows: plan.rowInserts)
        {
            switch item {
            case .section(let s): entries.append("Insert section (\(s))")
            case .row(let p): entries.append("Insert \(view.element) (\(p.section) - \(p.row))")
            }
        }
        return entries
    }
}
