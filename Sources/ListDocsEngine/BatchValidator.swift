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
        var sectionDeletes = Set(request.sectionDeletes.keys)
        var sectionInserts = Set(request.sectionInserts.keys)
        var rowDeletes = Set(request.rowDeletes.keys)
        var rowInserts = Set(request.rowInserts.keys)
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

        // Reloads become a delete at the old position and an insert at a recomputed one.
        // (Most updates reload nothing; the locator's sorted lists are built only for reloads.)
        let locator =
            request.rowReloads.isEmpty && request.sectionReloads.isEmpty
            ? nil : ReloadLocator(request: request)
        for (path, animation) in request.rowReloads.sorted(by: { $0.key < $1.key }) {
            if request.rowDeletes[path] != nil {
                throw Failure(exception: ExceptionReason.deleteAndReload(path))
            }
            let target = locator!.newPath(forReloadOf: path)
            if plan.rowReloads[target] == nil { plan.rowReloads[target] = path }
            rowDeletes.insert(path)
            rowInserts.insert(target)
            plan.animations[.init(action: .reload, section: target.section, row: target.row)] =
                animation
        }
        for (section, animation) in request.sectionReloads.sorted(by: { $0.key < $1.key }) {
            let target = locator!.newSection(forReloadOf: section)
            if plan.sectionReloads[target] == nil { plan.sectionReloads[target] = section }
            sectionDeletes.insert(section)
            sectionInserts.insert(target)
            plan.animations[.init(action: .reload, section: target)] = animation
        }

        var fallback = false
        let moveSources = Dictionary(
            request.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        let moveTargets = Dictionary(
            request.sectionMoves.map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
        let rowMoveSources = Set(request.rowMoves.map(\.from))
        let rowMoveTargets = Set(request.rowMoves.map(\.to))
        let rowMoveSourceSections = Set(request.rowMoves.map(\.from.section))
        let rowMoveTargetSections = Set(request.rowMoves.map(\.to.section))

        // Deletes, against the old counts, highest first; a section before its rows.
        for item in UpdateItemOrder.descending(sections: sectionDeletes, rows: rowDeletes) {
            switch item {
            case .section(let s):
                guard s >= 0, s < before.count else {
                    throw Failure(
                        exception: ExceptionReason.deleteSection(s, sectionsBefore: before.count))
                }
                plan.sectionDeletes.insert(s)
                if moveSources[s] != nil {
                    throw Failure(exception: ExceptionReason.deleteAndMove(section: s))
                }
                if rowMoveSourceSections.contains(s) {
                    if ios.rejectsMovesAcrossDeletedOrInsertedSections {
                        throw Failure(exception: ExceptionReason.moveRowFromDeletedSection(s))
                    }
                    fallback = true
                }
            case .row(let p):
                if plan.sectionDeletes.contains(p.section) { continue }
                guard p.section >= 0, p.section < before.count else {
                    throw Failure(
                        exception: ExceptionReason.deleteRow(p, sectionsBefore: before.count))
                }
                guard p.row >= 0, p.row < before[p.section] else {
                    throw Failure(
                        exception: ExceptionReason.deleteRow(p, rowsBefore: before[p.section]))
                }
                if rowMoveSources.contains(p) {
                    throw Failure(exception: ExceptionReason.deleteAndMove(p))
                }
                plan.rowDeletes.insert(p)
            }
        }

        // Inserts, against the new counts, lowest first; a section before its rows.
        for item in UpdateItemOrder.ascending(sections: sectionInserts, rows: rowInserts) {
            switch item {
            case .section(let s):
                guard s >= 0, s < after.count else {
                    throw Failure(
                        exception: ExceptionReason.insertSection(s, sectionsAfter: after.count))
                }
                plan.sectionInserts.insert(s)
                if moveTargets[s] != nil {
                    throw Failure(exception: ExceptionReason.insertAndMove(section: s))
                }
                if rowMoveTargetSections.contains(s) {
                    if ios.rejectsMovesAcrossDeletedOrInsertedSections {
                        throw Failure(exception: ExceptionReason.moveRowIntoInsertedSection(s))
                    }
                    fallback = true
                }
            case .row(let p):
                if plan.sectionInserts.contains(p.section) { continue }
                guard p.section >= 0, p.section < after.count else {
                    throw Failure(
                        exception: ExceptionReason.insertRow(p, sectionsAfter: after.count))
                }
                guard p.row >= 0, p.row < after[p.section] else {
                    throw Failure(
                        exception: ExceptionReason.insertRow(p, rowsAfter: after[p.section]))
                }
                if rowMoveTargets.contains(p) {
                    throw Failure(exception: ExceptionReason.insertAndMove(p))
                }
                plan.rowInserts.insert(p)
            }
        }

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

        // The section equation.
        let expectedSections = before.count + plan.sectionInserts.count - plan.sectionDeletes.count
        guard after.count == expectedSections else {
            if fallback { return .fellBackToReloadData }
            throw Failure(
                exception: countException(plan: plan) {
                    ExceptionReason.invalidNumberOfSections(
                        after: after.count, before: before.count,
                        inserted: plan.sectionInserts.count,
                        deleted: plan.sectionDeletes.count, ios: ios)
                })
        }
        if fallback { return .fellBackToReloadData }
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
                    exception: ExceptionReason.moveSection(move.from, sectionsBefore: before.count))
            }
            guard move.to >= 0, move.to < after.count else {
                throw Failure(
                    exception: ExceptionReason.moveSection(
                        move.from, to: move.to, sectionsAfter: after.count))
            }
        }
        var bySource: [Int: Int] = [:]
        var byTarget: [Int: Int] = [:]
        for move in sorted {
            if let existing = bySource[move.from] {
                if existing == move.to { continue }
                throw Failure(
                    exception: ExceptionReason.moveSection(
                        move.from, toBoth: existing, and: move.to))
            }
            if let other = byTarget[move.to] {
                throw Failure(
                    exception: ExceptionReason.moveBothSections(other, move.from, to: move.to))
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
                    exception: ExceptionReason.moveRowFromMissingSection(
                        from, sectionsBefore: before.count))
            }
            guard from.row >= 0, from.row < before[from.section] else {
                throw Failure(
                    exception: ExceptionReason.moveMissingRow(
                        from, rowsBefore: before[from.section]))
            }
            guard to.section >= 0, to.section < after.count else {
                throw Failure(
                    exception: ExceptionReason.moveRowIntoMissingSection(
                        from, to, sectionsAfter: after.count))
            }
            guard to.row >= 0, to.row < after[to.section] else {
                throw Failure(
                    exception: ExceptionReason.moveRowToMissingRow(
                        from, to, rowsAfter: after[to.section]))
            }
        }
        var bySource: [IndexPath: IndexPath] = [:]
        var byTarget: [IndexPath: IndexPath] = [:]
        for (from, to) in sorted {
            if let existing = bySource[from] {
                if existing == to { continue }
                throw Failure(exception: ExceptionReason.moveRow(from, toBoth: existing, and: to))
            }
            if let other = byTarget[to] {
                throw Failure(exception: ExceptionReason.moveBothRows(other, from, to: to))
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
                        ExceptionReason.invalidNumberOfRows(
                            section: n, after: after[n], before: before[o], inserted: inserted[n],
                            deleted: deleted[o], movedIn: movedIn[n], movedOut: movedOut[o],
                            ios: ios)
                    })
            }
        }
    }

    /// The classic count text, or, from iOS 17 on, the "Invalid batch updates detected" text
    /// when the data source's counts changed by the wrong amount. Which one a modern UIKit
    /// raises is not established; this follows the hypothesis that fits the reports best:
    /// the classic text when the counts did not change at all.
    private func countException(plan: UpdatePlan, classic: () -> UIKitException) -> UIKitException {
        guard ios.raisesBatchUpdatesDetected, before != after else { return classic() }
        return ExceptionReason.invalidBatchUpdates(
            before: before, after: after, updates: updateList(plan))
    }

    /// The `Updates = [ … ]` entries: descending deletes, then moves, then ascending inserts.
    private func updateList(_ plan: UpdatePlan) -> [String] {
        var entries: [String] = []
        for item in UpdateItemOrder.descending(sections: plan.sectionDeletes, rows: plan.rowDeletes)
        {
            switch item {
            case .section(let s): entries.append("Delete section (\(s))")
            case .row(let p): entries.append("Delete row (\(p.section) - \(p.row))")
            }
        }
        for (from, to) in plan.sectionMoves.sorted(by: { $0.key < $1.key }) {
            entries.append("Move section (\(from)) -> (\(to))")
        }
        for (from, to) in plan.rowMoves.sorted(by: { $0.key < $1.key }) {
            entries.append(
                "Move row (\(from.section) - \(from.row)) -> (\(to.section) - \(to.row))")
        }
        for item in UpdateItemOrder.ascending(sections: plan.sectionInserts, rows: plan.rowInserts)
        {
            switch item {
            case .section(let s): entries.append("Insert section (\(s))")
            case .row(let p): entries.append("Insert row (\(p.section) - \(p.row))")
            }
        }
        return entries
    }
}
