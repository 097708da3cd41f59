import ListDocsEngine

/// What a script does, step by step: the result of running it through the engine.
public struct Walkthrough: Hashable, Sendable {
    /// The items a section snapshot gives children at any step, in order of first showing:
    /// the outline's parents (folders), drawn and coded with a disclosure control throughout.
    public var outlineParents: [String] {
        var seen: Set<String> = []
        var parents: [String] = []
        for step in steps {
            for section in step.after.outlines.keys.sorted() {
                for item in step.after.outlines[section]!.parents where seen.insert(item).inserted {
                    parents.append(item)
                }
            }
        }
        return parents
    }

    /// The script's attributes (title, source mode, animation, iOS version).
    public var attributes: ScriptAttributes
    /// The screen and data source before the first step.
    public var initial: Snapshot
    /// The steps, in order. The last one may be a crash.
    public var steps: [Step]

    /// The last step's crash, if the app dies.
    public var crash: UIKitException? { steps.last?.crash }
}

/// The screen and the data source at one moment.
public struct Snapshot: Hashable, Sendable {
    /// What the table view shows.
    public var screen: Screen
    /// What the data source holds.
    public var dataSource: SectionedList
    /// The rows on screen (`visible=`), which alone have cells; nil: every row.
    public var viewport: Viewport? = nil
    /// The section snapshots applied that make their section an outline, by section
    /// identifier (`source=diffable`, iOS 14): each row's level and disclosure control.
    public var outlines: [String: SectionSnapshot] = [:]
    /// The rows the user has selected (`select rows …`), where they are now.
    public var selectedRows: [IndexPath] = []
}

/// One step of a walkthrough.
public struct Step: Hashable, Sendable {
    /// What kind of step it is.
    public enum Kind: Hashable, Sendable {
        /// One update outside a batch: a line that changes the data source and tells the
        /// view, or (`viewOnly`) a `table …`/`collection …` line that tells the view alone.
        case update(viewOnly: Bool)
        /// A `batch` block: one `performBatchUpdates` (before iOS 11, `beginUpdates` …
        /// `endUpdates`), with the block's caption if it has one.
        case batch(title: String?)
        /// A change to the data source only; the table view does not know yet.
        case dataChange
        /// A batch the differ computed for `diff to`: stage `stage` (from 1) of `of`.
        case diff(stage: Int, of: Int, purpose: DiffStage.Purpose)
        /// Something the reader sees that changes no data.
        case narrative(Narrative)
        /// A `snapshot` / `new snapshot` block: the snapshot edited, the view untouched.
        case snapshot(SnapshotChange)
        /// A `section snapshot` block: the section snapshot edited, the view untouched.
        case sectionSnapshot(SectionSnapshotChange)
        /// An `apply`: the batch the diffable data source derived (stage `stage` of `of`
        /// when listdocs draws it in several).
        case apply(SnapshotApply)
        /// A question put to the collection view, with its answer (nil for layout
        /// attributes it accepted, or when it raised).
        case query(ViewQuery, answer: Int?)
        /// A save of managed objects (`delete object …` and its kin, or a batch of them):
        /// the changes made, and what the fetched-results controller reported.
        case save([ObjectChange], FetchedResultsSave)
    }

    /// What kind of step it is.
    public var kind: Kind
    /// The `note` written before this step, if any.
    public var note: String?
    /// The script lines behind the step, as written; the first is the step's own line.
    public var source: [String]
    /// Where the step's first line is.
    public var location: SourceLocation
    /// The table-view calls the step makes, in the order written.
    public var calls: [TableViewCall]
    /// The data-source changes the step makes, in the order made.
    public var dataChanges: [ArrayOperation]
    /// The engine's report, when UIKit accepted an update.
    public var report: UpdateReport?
    /// The exception, when the app dies here.
    public var crash: UIKitException?
    /// The screen and data source after the step.
    public var after: Snapshot
    /// Cells whose label differs from the data source after the step.
    public var staleCells: [StaleCell]
    /// Whether the script said `expect stale` here.
    public var staleExpected: Bool
    /// The outcome of each `expect` after this step.
    public var expectations: [ExpectationResult]
    /// Whether the step runs in the completion handler of the update before it.
    /// The label a `tap row "Kiwi"` named the tapped row by (the step itself is a
    /// `tapRow` at the place the row had then), so the caption can say it as written.
    public var tappedLabel: String? = nil
    /// Whether the step is a `delete selected rows`: its rows are the selected ones, which
    /// the app reads from `indexPathsForSelectedRows`.
    public var deletesSelection = false
    public var inCompletion = false
    /// For an update that crashed: what its `completion` block would have done, never run
    /// (the page shows that code as not reached).
    public var unreachedCompletion: [Step] = []
}

/// What a `snapshot` block did to the snapshot.
public struct SnapshotChange: Hashable, Sendable {
    /// `new snapshot` (an empty one) rather than `dataSource.snapshot()`.
    public var fresh: Bool
    /// The calls made, in order; the last one raised when the step crashes.
    public var edits: [SnapshotEdit]
    /// The identifiers before the first call.
    public var before: SectionedList
    /// The identifiers after the calls that ran.
    public var after: SectionedList
    /// What UIKit logged along the way (iOS 26: identifiers moved into place).
    public var logs: [String]
}

/// What a `section snapshot` block did.
public struct SectionSnapshotChange: Hashable, Sendable {
    /// The section whose snapshot was taken (`section snapshot of "Fruit"`); nil for a new
    /// one.
    public var section: String?
    /// The calls made, in order; the last one raised when the step crashes.
    public var edits: [SectionSnapshotEdit]
    /// The items the section snapshot shows after the calls that ran.
    public var visibleItems: [String]
}

/// What an `apply` did.
public struct SnapshotApply: Hashable, Sendable {
    /// How `apply` was called.
    public var mode: ApplyMode
    /// For `apply` with a block: the calls that build the new snapshot.
    public var built: [SnapshotEdit]?
    /// The identifiers on screen before (the snapshot applied last).
    public var before: SectionedList
    /// The identifiers applied.
    public var after: SectionedList
    /// Whether UIKit diffed (or set the new state with `reloadData`).
    public var diffed: Bool
    /// Which of the drawn stages this is (from 1), and how many there are.
    public var stage: Int
    public var of: Int
    /// Why the stage exists when there are several.
    public var purpose: DiffStage.Purpose
    /// Items reconfigured in place.
    public var reconfigured: [IndexPath]
    /// Whether the app called `apply` from a background queue.
    public var background = false
    /// What UIKit printed to the console without raising.
    public var logs: [String] = []
    /// Whether the crash came from a call that builds the snapshot (the last of `built`),
    /// so that `apply` itself was never reached.
    public var raisedInEdit = false
    /// `apply to "Fruit"`: the section a section snapshot was applied to; nil for a whole
    /// snapshot.
    public var toSection: String?
}

/// An `expect` line and whether it held.
public struct ExpectationResult: Hashable, Sendable {
    /// What an expectation checks.
    public enum Kind: Hashable, Sendable {
        /// `expect`: the data source (and, after an update, the screen).
        case state
        /// `expect screen`: what the screen shows.
        case screen
        /// `expect crash "…"`: that the step crashes with this reason.
        case crash(String)
        /// `expect stale`: that the screen may differ from the data source.
        case stale
    }

    /// The line as written.
    public var text: String
    /// What it checks.
    public var kind: Kind
    /// Whether it held.
    public var held: Bool
}

extension Step.Kind {
    /// Whether the step is one batch update (a `batch` block or a computed `diff to` stage).
    public var isBatch: Bool {
        switch self {
        case .batch, .diff, .apply, .save: true
        case .update, .dataChange, .narrative, .snapshot, .sectionSnapshot, .query: false
        }
    }
}

extension Step.Kind {
    /// Whether the step is the user dragging a row (`drag row … to …`).
    public var isDrag: Bool {
        if case .narrative(.drag) = self { true } else { false }
    }
}
