/// A row as the differ sees it: an identity that moves follow, and the content shown.
public struct DiffRow: Hashable, Sendable {
    public var id: String
    public var label: String
    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

/// A section as the differ sees it.
public struct DiffSection: Hashable, Sendable {
    public var id: String
    public var title: String
    public var rows: [DiffRow]
    public init(id: String, title: String, rows: [DiffRow]) {
        self.id = id
        self.title = title
        self.rows = rows
    }
}

/// One batch of a computed change: the data source content to report, and the calls that
/// announce it in one `performBatchUpdates`.
public struct DiffStage: Hashable, Sendable {
    /// The data source once this stage is applied: what it shows.
    public var target: SectionedList
    /// The calls, grouped as one batch.
    public var calls: [TableViewCall]
    /// Why this stage exists when the change needed more than one.
    public var purpose: Purpose

    /// Why a change was split into stages.
    public enum Purpose: Hashable, Sendable {
        /// Reloads go first: a row cannot be reloaded and moved in one batch.
        case reloadsFirst
        /// Section changes go first: rows cannot change inside a section that moves in the
        /// same batch.
        case sectionsFirst
        /// The change itself (the only stage, or the last one).
        case change
    }
}

/// Computes the batch updates that take one sectioned list to another, matching sections
/// and rows by identity (a Heckel-style symbol table), keeping as moves only the items
/// that do not belong to the longest run already in order, and splitting the change into
/// consecutive batches only where one batch would be unsafe.
///
/// Complexity: O((n + m) log(n + m)) for n old and m new rows and sections; the symbol
/// tables are linear and the longest increasing subsequence adds the logarithm.
public enum Differ {
    /// The stages from `old` to `new`: usually one; reloads first when rows also move,
    /// and section changes before row changes when a moved section's rows change too.
    /// Empty when the two are equal.
    public static func stages(from old: [DiffSection], to new: [DiffSection]) -> [DiffStage] {
        stages(from: old, to: new, compareLabels: true, list: \.sectionedList)
    }

    /// The stages between two lists of labels, rows identified by label and sections by
    /// title; repeated labels are told apart by their order. No row can need a reload.
    public static func stages(from old: SectionedList, to new: SectionedList) -> [DiffStage] {
        stages(
            from: old.sections, to: new.sections, compareLabels: false,
            list: SectionedList.init(sections:))
    }

    /// The stages for either kind of section; `list` turns sections into what they show.
    static func stages<Section: DiffableSection>(
        from old: [Section], to new: [Section], compareLabels: Bool,
        list: ([Section]) -> SectionedList
    ) -> [DiffStage] {
        var stages: [DiffStage] = []
        var current = old
        var plan = DiffPlan(old: current, new: new, compareLabels: compareLabels)
        if !plan.reloads.isEmpty,
            !plan.sectionMoves.isEmpty || !plan.rowMoves.isEmpty || !plan.rowDeletes.isEmpty
                || !plan.rowInserts.isEmpty || !plan.sectionDeletes.isEmpty
                || !plan.sectionInserts.isEmpty
        {
            current = plan.applyingReloads(to: current, from: new)
            stages.append(
                DiffStage(
                    target: list(current), calls: [.reloadRows(plan.reloads.sorted(), .automatic)],
                    purpose: .reloadsFirst))
            plan = DiffPlan(old: current, new: new, compareLabels: compareLabels)
        }
        if !plan.sectionMoves.isEmpty, plan.touchesMovedSections {
            current = plan.applyingSectionChanges(to: current, from: new)
            stages.append(
                DiffStage(
                    target: list(current), calls: plan.sectionCalls,
                    purpose: .sectionsFirst))
            plan = DiffPlan(old: current, new: new, compareLabels: compareLabels)
        }
        if !plan.isEmpty {
            stages.append(
                DiffStage(
                    target: list(new), calls: plan.sectionCalls + plan.rowCalls, purpose: .change))
        }
        return stages
    }
}

extension Array where Element == DiffSection {
    /// The labels only.
    public var sectionedList: SectionedList {
        SectionedList(sections: map { ListSection(title: $0.title, rows: $0.rows.map(\.label)) })
    }
}
