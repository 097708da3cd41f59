/// What the end of an update decides.
enum ValidationOutcome {
    /// UIKit accepts the update and animates this plan.
    case valid(UpdatePlan)
    /// UIKit raises an exception: the app dies.
    case crashed(UIKitException)
    /// UIKit gives up on animating and reloads the whole table instead.
    case fellBackToReloadData
    /// UIKit logs this line instead of raising, and reloads the whole view.
    case loggedAndReloaded(String)
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
    /// The SDK the app is built with, when it is not `ios` (see `AppLink`).
    var sdk: UIKitVersion? = nil
    /// Which count text a mismatch raises from iOS 16.4.
    var countText = CountText.rule

    /// The exception texts of this view and version.
    var reasons: ExceptionReason { ExceptionReason(view: view, ios: ios) }

    /// Whether a row move out of a deleted section, or into an inserted one, raises rather
    /// than falling back to `reloadData`: a table view did up to iOS 7, a collection view up
    /// to iOS 17 (UIKit 18.2 and 26.1 hold no such text and reload silently).
    private var rejectsMovesAcrossDeletedOrInsertedSections: Bool {
        view == .collection
            ? ios.collectionRejectsMovesAcrossDeletedOrInsertedSections
            : ios.rejectsMovesAcrossDeletedOrInsertedSections
    }

    /// Whether the checks follow the order 18.2's and 26.1's `_endCellAnimationsWithContext:`
    /// makes them: for each delete or insert, the collision with a move before its range;
    /// each move's range, then its duplicates, before the next move; and every row move
    /// range-checked, out of a deleted or into an inserted section too (those only skip the
    /// count checks). A table view from iOS 18; elsewhere the binaries listdocs read are
    /// silent and the earlier rule stands (every range before any collision).
    var checksInBinaryOrder: Bool { view == .table && ios.major >= 18 }

    struct Failure: Error { let exception: UIKitException }

    func validate(_ request: UpdateRequest) -> ValidationOutcome {
        do {
            return try run(request)
        } catch {
            if rescuesWithReloadData(error.exception) {
                return .loggedAndReloaded(AppLink.fallbackLog(error.exception.reason))
            }
            return .crashed(error.exception)
        }
    }

    /// Whether UIKit logs `exception` and reloads rather than raising it: a collection view's
    /// item equation or batch check, for an app built against an SDK before
    /// `AppLink.collectionCountChecksRaiseFrom`, on the systems whose binary shows the gate
    /// (iOS 18 on).
    private func rescuesWithReloadData(_ exception: UIKitException) -> Bool {
        guard ios.major >= 18, let sdk, sdk < AppLink.collectionCountChecksRaiseFrom else {
            return false
        }
        return AppLink.isRescuedByReloadData(exception.kind, view: view)
    }

    // MARK: - The steps

    private func run(_ request: UpdateRequest) throws(Failure) -> ValidationOutcome {
        if let negative = request.firstNegativeIndexPath {
            throw Failure(exception: reasons.invalidUpdateIndexPath(negative))
        }
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
        if case .valid = outcome, reloadsASectionWhoseCountChanged(request) {
            throw Failure(exception: reasons.viewAnimationForNilView())
        }
        return outcome
    }

    /// A collection view of iOS 9 or 10 reloading, in a batch that inserts and deletes no
    /// section, a section whose item count changed (see `viewAnimationForNilView`).
    private func reloadsASectionWhoseCountChanged(_ request: UpdateRequest) -> Bool {
        guard view == .collection, (9...10).contains(ios.major),
            request.sectionInserts.isEmpty, request.sectionDeletes.isEmpty
        else { return false }
        return request.sectionReloads.keys.contains { s in
            s < before.count && s < after.count && before[s] != after[s]
        }
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
                if checksInBinaryOrder, moves.sectionSources[s] != nil {
                    throw Failure(exception: reasons.deleteAndMove(section: s))
                }
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
                if checksInBinaryOrder, moves.rowSources.contains(p) {
                    throw Failure(exception: reasons.deleteAndMove(p))
                }
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
                if checksInBinaryOrder, moves.sectionTargets[s] != nil {
                    throw Failure(exception: reasons.insertAndMove(section: s))
                }
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
                if checksInBinaryOrder, moves.rowTargets.contains(p) {
                    throw Failure(exception: reasons.insertAndMove(p))
                }
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
    /// into inserted sections are dropped, after their range checks where UIKit makes them);
    /// reloads keep only the halves that survived.
    private func settleMovesAndReloads(of request: UpdateRequest, in plan: inout UpdatePlan)
        throws(Failure)
    {
        plan.sectionMoves = try validatedSectionMoves(request.sectionMoves)
        let (deleted, inserted) = (plan.sectionDeletes, plan.sectionInserts)
        let crossing = { (move: (from: IndexPath, to: IndexPath)) in
            deleted.contains(move.from.section) || inserted.contains(move.to.section)
        }
        if checksInBinaryOrder {
            // Every move is range-checked; those across a deleted or inserted section are
            // then left out, as UIKit leaves them to the reload.
            plan.rowMoves = try validatedRowMoves(request.rowMoves).filter {
                !crossing((from: $0.key, to: $0.value))
            }
        } else {
            plan.rowMoves = try validatedRowMoves(request.rowMoves.filter { !crossing($0) })
        }
        plan.sectionReloads = plan.sectionReloads.filter { plan.sectionInserts.contains($0.key) }
        plan.rowReloads = plan.rowReloads.filter {
            plan.rowInserts.contains($0.key) && plan.rowDeletes.contains($0.value)
        }
    }
}
