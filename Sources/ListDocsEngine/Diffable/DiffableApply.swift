/// How `apply` was called.
public enum ApplyMode: Hashable, Sendable {
    /// `apply(_:animatingDifferences: true)`.
    case animated
    /// `apply(_:animatingDifferences: false)`: `reloadData` before iOS 15, an unanimated
    /// diff from 15.
    case withoutAnimation
    /// `applySnapshotUsingReloadData(_:)` (iOS 15): no diff, `reloadData`.
    case usingReloadData

    /// Whether UIKit diffs at all, or sets the new state with `reloadData`.
    public func diffs(on ios: UIKitVersion) -> Bool {
        switch self {
        case .animated: true
        case .withoutAnimation: ios.major >= 15
        case .usingReloadData: false
        }
    }
}

/// What `apply` makes the view do: the batch (or batches) UIKit derives from two snapshots
/// by identifier, each with the content the data source reports once it is over.
public struct DiffableBatch: Hashable, Sendable {
    /// One batch update on the view.
    public struct Stage: Hashable, Sendable {
        /// The update items, as the equivalent view calls (deletes and reload sources in the
        /// old coordinates, inserts and move destinations in the new).
        public var calls: [TableViewCall]
        /// The identifiers once the stage is over.
        public var identifiers: SectionedList
        /// Items reconfigured in place, at their index paths after the stage.
        public var reconfigured: [IndexPath]
        /// Why the stage exists when there are several.
        public var purpose: DiffStage.Purpose

        /// A stage of these calls.
        public init(
            calls: [TableViewCall], identifiers: SectionedList, reconfigured: [IndexPath],
            purpose: DiffStage.Purpose
        ) {
            self.calls = calls
            self.identifiers = identifiers
            self.reconfigured = reconfigured
            self.purpose = purpose
        }
    }

    /// The stages, usually one; none when nothing changed. UIKit performs one batch; listdocs'
    /// view model cannot change rows inside a section that moves in the same batch, so it
    /// moves the sections first in a stage of their own.
    public var stages: [Stage]

    /// The batch that takes `old` to `new` by identifier: identifiers only in `old` are
    /// deleted, only in `new` inserted, kept ones whose order changed moved; identifiers
    /// `new` queued for reload are reloaded, for reconfigure reconfigured. Content is never
    /// compared: an identifier kept is not touched unless it is queued.
    ///
    /// A reloaded item that also moves is deleted and inserted (a cell cannot be reloaded
    /// and moved in one batch; UIKit's own ordering here is not established). A reloaded
    /// section that moves is likewise deleted and inserted.
    public static func between(_ old: DiffableSnapshot, _ new: DiffableSnapshot) -> DiffableBatch {
        let oldSections = old.sections
        let newSections = new.sections
        var plan = DiffPlan(old: oldSections, new: newSections, compareLabels: false)
        var stages: [Stage] = []
        var current = oldSections
        let movedOldSections = Set(plan.sectionMoves.map(\.0))
        let reloadsInMovedSections =
            !movedOldSections.isEmpty
            && paths(of: new.reloadedItems, in: oldSections).values.contains {
                movedOldSections.contains($0.section)
            }
        if !plan.sectionMoves.isEmpty, plan.touchesMovedSections || reloadsInMovedSections {
            current = plan.applyingSectionChanges(to: current, from: newSections)
            stages.append(
                Stage(
                    calls: plan.sectionCalls, identifiers: DiffableSnapshot.list(of: current),
                    reconfigured: [],
                    purpose: .sectionsFirst))
            plan = DiffPlan(old: current, new: newSections, compareLabels: false)
        }
        // The queued items' places, looked up through the plan's numbering (only they are
        // hashed), or, when it cannot tell, found by a pass over every item.
        let queued = new.reloadedItems + new.reconfiguredItems
        let found =
            queued.isEmpty
            ? (old: [:], new: [:])
            : plan.rowPositions(of: queued, old: current, new: newSections)
                ?? (
                    old: paths(of: new.reloadedItems, in: current),
                    new: paths(of: queued, in: newSections)
                )
        let newPaths = found.new
        let reloads = Reloads(
            plan: &plan, old: current, oldPaths: found.old, newPaths: newPaths, queued: new)
        let reconfigured = new.reconfiguredItems.compactMap { newPaths[$0] }
        var calls = plan.sectionCalls
        if !reloads.sections.isEmpty { calls.append(.reloadSections(reloads.sections, .automatic)) }
        calls += plan.rowCalls
        if !reloads.rows.isEmpty { calls.append(.reloadRows(reloads.rows, .automatic)) }
        if !calls.isEmpty || !reconfigured.isEmpty {
            stages.append(
                Stage(
                    calls: calls, identifiers: new.list, reconfigured: reconfigured,
                    purpose: .change))
        }
        return DiffableBatch(stages: stages)
    }

    /// The index paths of `items` in `sections`, found in one pass (a snapshot's own
    /// lookup scans a section per item).
    static func paths(of items: [String], in sections: [DiffableSnapshot.Section])
        -> [String: IndexPath]
    {
        guard !items.isEmpty else { return [:] }
        let wanted = Set(items)
        var found: [String: IndexPath] = [:]
        found.reserveCapacity(wanted.count)
        for (s, section) in sections.enumerated() {
            for (r, item) in section.items.enumerated() where wanted.contains(item) {
                found[item] = IndexPath(row: r, section: s)
            }
        }
        return found
    }

    /// The reloads of the final stage, in its old coordinates; a reload that cannot be one
    /// (its item or section also moves) becomes a delete and an insert in `plan`.
    private struct Reloads {
        var rows: [IndexPath] = []
        var sections: [Int] = []

        init(
            plan: inout DiffPlan<DiffableSnapshot.Section>, old: [DiffableSnapshot.Section],
            oldPaths oldPathOfItem: [String: IndexPath],
            newPaths newPathOfItem: [String: IndexPath],
            queued: DiffableSnapshot
        ) {
            let oldSectionIndex = Dictionary(
                old.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { a, _ in a })
            let newSectionIndex = Dictionary(
                queued.sections.enumerated().map { ($1.identifier, $0) },
                uniquingKeysWith: { a, _ in a })
            let movedOldSections = Set(plan.sectionMoves.map(\.0))
            for identifier in queued.reloadedSections {
                guard let o = oldSectionIndex[identifier], let n = newSectionIndex[identifier]
                else { continue }
                if movedOldSections.contains(o) {
                    plan.sectionMoves.removeAll { $0.0 == o }
                    plan.sectionDeletes.append(o)
                    plan.sectionInserts.append(n)
                } else {
                    sections.append(o)
                }
            }
            plan.sectionDeletes.sort()
            plan.sectionInserts.sort()
            let reloadedSections = Set(sections)
            let rebuiltSections = Set(plan.sectionDeletes)
            guard !queued.reloadedItems.isEmpty else {
                sections.sort()
                return
            }
            let moveSources = Dictionary(
                plan.rowMoves.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
            let insertedSections = Set(plan.sectionInserts)
            var rebuilt = Set<IndexPath>()
            for item in queued.reloadedItems {
                guard let from = oldPathOfItem[item], let to = newPathOfItem[item],
                    !reloadedSections.contains(from.section),
                    !rebuiltSections.contains(from.section),
                    !insertedSections.contains(to.section)
                else { continue }
                if let destination = moveSources[from] {
                    rebuilt.insert(from)
                    plan.rowDeletes.append(from)
                    plan.rowInserts.append(destination)
                } else {
                    rows.append(from)
                }
            }
            if !rebuilt.isEmpty { plan.rowMoves.removeAll { rebuilt.contains($0.0) } }
            plan.rowDeletes.sort()
            plan.rowInserts.sort()
            rows.sort()
            sections.sort()
        }
    }
}

extension DiffableSnapshot.Section: DiffableSection {
    var diffIdentity: String { identifier }
    var diffRows: [String] { items }
    static func identity(of row: String) -> String { row }
    static func label(of row: String) -> String { row }
    mutating func setLabel(_ label: String, ofRow index: Int) { items[index] = label }
}
