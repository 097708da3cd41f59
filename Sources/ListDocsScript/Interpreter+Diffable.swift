import ListDocsEngine

/// `source=diffable`: snapshot blocks, `apply`, and the view's own methods called behind
/// the data source's back.
extension Interpreter {
    /// What the cells of these identifiers show: each identifier's content.
    func contentList(_ identifiers: SectionedList) -> SectionedList {
        guard !diffable.content.isEmpty else { return identifiers }
        var list = identifiers
        for s in list.sections.indices {
            for r in list.sections[s].rows.indices {
                if let shown = diffable.content[list.sections[s].rows[r]] {
                    list.sections[s].rows[r] = shown
                }
            }
        }
        return list
    }

    /// `snapshot` / `new snapshot`: the edits run one by one on a copy of the applied
    /// snapshot (or an empty one); the first that UIKit rejects ends the block.
    mutating func runSnapshot(_ statement: Statement, fresh: Bool, lines: [SnapshotLine]) {
        var snapshot = fresh ? DiffableSnapshot() : diffable.applied.withoutPendingUpdates
        snapshot.identifiersAreValues = attributes.identifiersAreValues
        let before = snapshot.list
        var edits: [SnapshotEdit] = []
        var logs: [String] = []
        var crash: UIKitException?
        for line in lines {
            edits.append(line.edit)
            do throws(UIKitException) {
                if let log = try snapshot.perform(line.edit, ios: attributes.ios) {
                    logs.append(log)
                }
            } catch {
                crash = error.forApp(builtWith: attributes.linkedSDK, runningOn: attributes.ios)
                break
            }
        }
        diffable.editing = snapshot
        var inserted = fresh ? [:] : diffable.appliedContent
        for label in snapshot.list.sections.flatMap(\.rows) where inserted[label] == nil {
            inserted[label] = diffable.content[label] ?? label
        }
        diffable.editingContent = inserted
        let change = SnapshotChange(
            fresh: fresh, edits: edits, before: before, after: snapshot.list, logs: logs)
        var result = step(.snapshot(change), statement: statement, calls: [], dataChanges: [])
        if let crash {
            result.crash = crash
            crashPending = true
        }
        steps.append(result)
    }

    /// `apply`: the data source diffs the applied snapshot against the new one by
    /// identifier and performs the batch on the view (or, where UIKit does, reloads it).
    mutating func runApply(
        _ statement: Statement, mode: ApplyMode, list: SectionedList?, background: Bool = false
    ) {
        let (deadlocked, logs) = applyQueue(background: background)
        var built: [SnapshotEdit]?
        let target: DiffableSnapshot
        if let list {
            guard
                let (edits, snapshot) = buildSnapshot(
                    list, statement, mode: mode, background: background, logs: logs)
            else { return }
            (built, target) = (edits, snapshot)
        } else {
            target = diffable.editing ?? diffable.applied.withoutPendingUpdates
        }
        var targetContent = list == nil ? diffable.editingContent ?? diffable.appliedContent : [:]
        let targetLabels = target.list.sections.flatMap(\.rows)
        for label in targetLabels where targetContent[label] == nil {
            targetContent[label] = diffable.content[label] ?? label
        }
        let diffed = mode.diffs(on: attributes.ios)
        if let refusal = applyRefusal(
            deadlocked: deadlocked, targetLabels: targetLabels, targetContent: targetContent)
        {
            var result = applyStep(
                statement, mode: mode, built: built, target: target, diffed: diffed, stage: 1,
                of: 1, purpose: .change, reconfigured: [], calls: [], background: background,
                logs: logs)
            result.crash = refusal.forApp(
                builtWith: attributes.linkedSDK, runningOn: attributes.ios)
            crashPending = true
            steps.append(result)
            return
        }
        let stages = applyStages(to: target, diffed: diffed)
        let animation: RowAnimation =
            mode == .withoutAnimation
            ? .none : attributes.view == .table ? attributes.animation : .automatic
        for (number, stage) in stages.enumerated() {
            if number > 0 { finishLastStep() }
            dataSource.replace(with: contentList(stage.identifiers))
            let calls = stage.calls.map { $0.animated(animation) }
            let outcome = table.performBatchUpdates(
                calls, dataSource: dataSource.list, ios: attributes.ios,
                reconfiguring: stage.reconfigured)
            var result = applyStep(
                statement, mode: mode, built: number == 0 ? built : nil, target: target,
                diffed: diffed, stage: number + 1, of: stages.count, purpose: stage.purpose,
                reconfigured: stage.reconfigured, calls: calls, background: background,
                logs: number == 0 ? logs : [])
            record(outcome, in: &result)
            steps.append(result)
            if result.crash != nil { return }
        }
        diffable.applied = target.withoutPendingUpdates
        let kept = Set(targetLabels)
        diffable.appliedContent = targetContent.filter { kept.contains($0.key) }
        diffable.editing = nil
        diffable.editingContent = nil
    }

    /// `apply` with a block: the snapshot its sections build, edit by edit, and those edits;
    /// nil when an edit raises (the step is recorded, dying at that edit).
    private mutating func buildSnapshot(
        _ list: SectionedList, _ statement: Statement, mode: ApplyMode, background: Bool,
        logs: [String]
    ) -> ([SnapshotEdit], DiffableSnapshot)? {
        var target = DiffableSnapshot(identifiersAreValues: attributes.identifiersAreValues)
        var edits: [SnapshotEdit] = []
        for edit in SnapshotEdit.building(list) {
            edits.append(edit)
            do throws(UIKitException) {
                try target.perform(edit, ios: attributes.ios)
            } catch {
                var result = applyStep(
                    statement, mode: mode, built: edits, target: target, diffed: false,
                    stage: 1, of: 1, purpose: .change, reconfigured: [], calls: [],
                    background: background, logs: logs)
                result.crash = error.forApp(
                    builtWith: attributes.linkedSDK, runningOn: attributes.ios)
                if case .apply(var apply) = result.kind {
                    apply.raisedInEdit = true
                    result.kind = .apply(apply)
                }
                crashPending = true
                steps.append(result)
                return nil
            }
        }
        return (edits, target)
    }

    /// What UIKit raises at an apply before it diffs: the deadlock of a main-queue apply
    /// while a background one is in flight, or the defect of the identifiers' `Hashable`
    /// (`hashable=`); nil when it goes ahead.
    private func applyRefusal(
        deadlocked: Bool, targetLabels: [String], targetContent: [String: String]
    ) -> UIKitException? {
        if deadlocked { return .applyDeadlock(attributes.view, ios: attributes.ios) }
        return attributes.hashable.defect(
            applied: diffable.applied.list.sections.flatMap(\.rows).map {
                (identifier: $0, content: diffable.appliedContent[$0] ?? $0)
            },
            target: targetLabels.map { (identifier: $0, content: targetContent[$0] ?? $0) },
            current: diffable.content, ios: attributes.ios)
    }

    /// The stages an apply performs on the view: the diff's (one, doing nothing, when the
    /// snapshots are the same), or one `reloadData` where the apply does not diff.
    private func applyStages(to target: DiffableSnapshot, diffed: Bool) -> [DiffableBatch.Stage] {
        guard diffed else {
            return [
                DiffableBatch.Stage(
                    calls: [.reloadData], identifiers: target.list, reconfigured: [],
                    purpose: .change)
            ]
        }
        let stages = DiffableBatch.between(diffable.applied, target).stages
        guard stages.isEmpty else { return stages }
        return [
            DiffableBatch.Stage(
                calls: [], identifiers: target.list, reconfigured: [], purpose: .change)
        ]
    }

    private mutating func applyStep(
        _ statement: Statement, mode: ApplyMode, built: [SnapshotEdit]?, target: DiffableSnapshot,
        diffed: Bool, stage: Int, of count: Int, purpose: DiffStage.Purpose,
        reconfigured: [IndexPath], calls: [TableViewCall], background: Bool, logs: [String]
    ) -> Step {
        let apply = SnapshotApply(
            mode: mode, built: built, before: diffable.applied.list, after: target.list,
            diffed: diffed,
            stage: stage, of: count, purpose: purpose, reconfigured: reconfigured,
            background: background, logs: logs, toSection: diffable.applyingToSection)
        return step(.apply(apply), statement: statement, calls: calls, dataChanges: [])
    }

    /// Where an apply meets its queue. UIKit checks for the deadlock before the apply
    /// reaches the apply queue; there it records the queue, and once both queues have
    /// applied it logs the warning on this apply and on every later one (18.0, 18.2 and
    /// 26.1). Returns whether it deadlocks, and what it logs.
    private mutating func applyQueue(background: Bool) -> (deadlocked: Bool, logs: [String]) {
        let deadlocked = !background && diffable.backgroundApplyInFlight
        diffable.backgroundApplyInFlight = background
        guard !deadlocked else { return (true, []) }
        if background {
            diffable.appliedOnBackgroundQueue = true
        } else {
            diffable.appliedOnMainQueue = true
        }
        guard diffable.appliedOnMainQueue, diffable.appliedOnBackgroundQueue,
            let log = UIKitException.mixedQueuesLog(attributes.view, ios: attributes.ios)
        else { return (false, []) }
        return (false, [log])
    }

    /// A `table …` / `collection …` mutation while the diffable data source drives the
    /// view: UIKit refuses it.
    mutating func runViewMutationUnderDiffable(_ statement: Statement, call: TableViewCall) {
        var result = step(
            .update(viewOnly: true), statement: statement, calls: [call], dataChanges: [])
        result.crash = .viewMutatedUnderDiffable(attributes.view, ios: attributes.ios)
        crashPending = true
        steps.append(result)
    }
}
