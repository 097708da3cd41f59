import ListDocsEngine

/// Runs a parsed script through the engine and records every step.
struct Interpreter {
    let attributes: ScriptAttributes
    var dataSource = DataSource(SectionedList(sections: []))
    var table = TableView(showing: SectionedList(sections: []))
    var initial: Snapshot?
    var steps: [Step] = []
    var diagnostics: [Diagnostic] = []
    /// The `note`s since the last step, joined, and where the first was: they caption the
    /// next step, whatever its kind.
    var pendingNote: String?
    var pendingNoteLocation: SourceLocation?
    /// `source=diffable`: the snapshots, the model's content and the apply queue.
    var diffable = DiffableState()
    /// The last step crashed and an `expect crash` may still follow.
    var crashPending = false
    var stopped = false

    init(attributes: ScriptAttributes) {
        self.attributes = attributes
    }

    struct Stop: Error {}

    var snapshot: Snapshot {
        Snapshot(
            screen: table.screenShown(dataSource: dataSource.list), dataSource: dataSource.list,
            viewport: table.viewport,
            outlines: diffable.sectionSnapshots.filter { $0.value.isOutline },
            selectedRows: table.indexPathsForSelectedRows)
    }

    mutating func run(_ statements: [Statement], start: SourceLocation) -> Walkthrough? {
        if attributes.ios < ScriptAttributes.objectiveCPagesBefore,
            attributes.source == .fetchedResults, attributes.view == .collection
        {
            diagnostics.append(
                .error(ScriptMessage.fetchedCollectionBefore8(attributes.ios), at: start))
            return nil
        }
        for statement in statements {
            if stopped { break }
            do {
                try execute(statement)
            } catch {
                stopped = true
            }
        }
        finishLastStep()
        if let location = pendingNoteLocation, !stopped {
            diagnostics.append(.warning(ScriptMessage.noteWithoutStep, at: location))
        }
        guard let initial else {
            diagnostics.append(
                .error(ScriptMessage.missingState, at: start))
            return nil
        }
        return Walkthrough(attributes: attributes, initial: initial, steps: steps)
    }

    private mutating func execute(_ statement: Statement) throws(Stop) {
        let stepsBefore = steps.count
        defer { captionNewStep(after: stepsBefore) }
        if case .state(let list) = statement.command {
            try executeState(statement, list)
            return
        }
        guard initial != nil else {
            diagnostics.append(
                .error(ScriptMessage.stepBeforeState, at: statement.location))
            throw Stop()
        }
        guard try proceedsAfterCrash(statement) else { return }
        switch statement.command {
        case .state:
            break
        case .expectState, .expectScreen, .expectCrash, .expectStale:
            check(statement)
        case .narrative(let narrative):
            executeNarrative(statement, narrative)
        default:
            finishLastStep()
            try executeChange(statement)
        }
    }

    /// A line that changes the data source, the view or both: a step of its own.
    private mutating func executeChange(_ statement: Statement) throws(Stop) {
        switch statement.command {
        case .state, .expectState, .expectScreen, .expectCrash, .expectStale, .narrative:
            break
        case .data(let edit):
            let changes = try applyDataEdit(edit)
            steps.append(step(.dataChange, statement: statement, calls: [], dataChanges: changes))
        case .table(let call, _, _) where attributes.source == .diffable && call != .reloadData:
            runViewMutationUnderDiffable(statement, call: call)
        case .object(let change):
            runSave(statement, changes: [change])
        case .batch(_, let body) where body.contains(where: \.command.isObjectChange):
            runObjectBatch(statement, body)
        case .update, .table, .batch:
            try runUpdate(statement)
        case .snapshot(let fresh, let lines):
            runSnapshot(statement, fresh: fresh, lines: lines)
        case .apply(let mode, let list):
            runApply(statement, mode: mode, list: list)
        case .applyFromBackground(let mode, let list):
            runApply(statement, mode: mode, list: list, background: true)
        case .diff(let target, let labels):
            try runDiff(statement, target: target, labels: labels)
        case .query(let query):
            try runQuery(statement, query)
        case .sectionSnapshot(let section, let lines):
            runSectionSnapshot(statement, of: section, lines: lines)
        case .applySectionSnapshot(let section):
            runApplySectionSnapshot(statement, to: section)
        case .completion(let body):
            try runCompletion(statement, body: body)
        case .deleteSelected(let animation):
            try runDeleteSelected(statement, animation: animation)
        }
    }

    /// After a step that crashed, only `expect crash` and a completion (worked out aside,
    /// for the page to show as never reached) are read; anything else is a warning that
    /// ends the walkthrough. Whether `statement` runs as usual.
    private mutating func proceedsAfterCrash(_ statement: Statement) throws(Stop) -> Bool {
        guard steps.last?.crash != nil else { return true }
        switch statement.command {
        case .expectCrash:
            return true
        case .completion(let body):
            // UIKit raised before the completion handler could run.
            steps[steps.count - 1].unreachedCompletion = unreachedSteps(body)
            return false
        default:
            diagnostics.append(.warning(ScriptMessage.afterCrash, at: statement.location))
            throw Stop()
        }
    }

    /// A batch of object changes: one save, when the batch holds nothing else.
    private mutating func runObjectBatch(_ statement: Statement, _ body: [Statement]) {
        guard body.allSatisfy(\.command.isObjectChange) else {
            diagnostics.append(.error(ScriptMessage.objectsInMixedBatch, at: statement.location))
            return
        }
        runSave(
            statement,
            changes: body.compactMap { if case .object(let c) = $0.command { c } else { nil } })
    }

    /// `state`: the walkthrough's first list, shown and (for a diffable walkthrough)
    /// applied as its first snapshot.
    private mutating func executeState(_ statement: Statement, _ list: SectionedList)
        throws(Stop)
    {
        guard initial == nil else {
            diagnostics.append(
                .error(ScriptMessage.secondState, at: statement.location))
            return
        }
        if attributes.source == .diffable {
            guard var snapshot = DiffableSnapshot(list) else {
                diagnostics.append(
                    .error(ScriptMessage.duplicateIdentifierInState, at: statement.location))
                throw Stop()
            }
            snapshot.identifiersAreValues = attributes.identifiersAreValues
            diffable.applied = snapshot
            for label in list.sections.flatMap(\.rows) {
                diffable.appliedContent[label] = label
            }
        }
        dataSource = DataSource(list, mode: attributes.source)
        table = TableView(showing: list, kind: attributes.view)
        table.linkedSDK = attributes.sdk
        table.cellReuse = attributes.cellReuse
        table.countText = attributes.countText
        table.viewport = attributes.visibleRows.map { Viewport(rows: $0) }
        // The state is on screen, its cells dequeued: with an identifier nothing was
        // registered for (or a collection view's cell made by hand, or one dequeued and
        // kept), that first display is where the app dies.
        if attributes.cellReuse.firstCellFails(view: attributes.view, ios: attributes.ios),
            list.hasRows
        {
            diagnostics.append(
                .error(
                    ScriptMessage.stateNeedsUnregisteredCells(attributes.cellReuse),
                    at: statement.location))
            initial = snapshot
            throw Stop()
        }
        initial = snapshot
    }

    /// The steps `body` would make had the last step not crashed, on a copy of the state.
    private func unreachedSteps(_ body: [Statement]) -> [Step] {
        var aside = self
        aside.steps[aside.steps.count - 1].crash = nil
        aside.crashPending = false
        let first = aside.steps.count
        for statement in body {
            do throws(Stop) { try aside.execute(statement) } catch { break }
            if aside.steps.last?.crash != nil { break }
        }
        return Array(aside.steps[first...])
    }

    /// `completion`: the lines run once the update before it is done, each a step marked
    /// as running in its completion handler.
    private mutating func runCompletion(_ statement: Statement, body: [Statement]) throws(Stop) {
        guard attributes.source != .fetchedResults, let last = steps.last,
            last.completes(view: attributes.view, ios: attributes.ios)
        else {
            diagnostics.append(
                .error(
                    ScriptMessage.completionWithoutUpdate(attributes.view, ios: attributes.ios),
                    at: statement.location))
            return
        }
        for inner in body {
            let first = steps.count
            try execute(inner)
            for index in first..<steps.count { steps[index].inCompletion = true }
            if steps.last?.crash != nil { return }
        }
    }

    /// Reports what the previous step left unchecked (a crash without `expect crash`, stale
    /// cells without `expect stale`); called before a new step begins and at the end.
    mutating func finishLastStep() {
        guard let last = steps.last else { return }
        if let crash = last.crash, crashPending {
            crashPending = false
            diagnostics.append(
                .error(
                    ScriptMessage.uncaughtCrash(crash), at: last.location,
                    notes: ["reason: '\(crash.reason)'"]))
        }
        if !last.staleCells.isEmpty, !last.staleExpected, last.crash == nil {
            diagnostics.append(
                .warning(
                    ScriptMessage.unexpectedStale, at: last.location,
                    notes: last.staleCells.map(Self.staleNote)))
        }
    }

    /// Gives the notes waiting since the last step to the first step a statement made (a
    /// step that took them itself keeps its own first).
    private mutating func captionNewStep(after count: Int) {
        guard steps.count > count, let note = pendingNote else { return }
        steps[count].note = steps[count].note.map { $0 + " " + note } ?? note
        pendingNote = nil
        pendingNoteLocation = nil
    }

    /// `[0, 4] shows "4" but the data source holds "10"`.
    static func staleNote(_ cell: StaleCell) -> String {
        "\(cell.path) shows \"\(cell.shown)\" but the data source holds \"\(cell.dataSource)\""
    }

    func step(
        _ kind: Step.Kind, statement: Statement, calls: [TableViewCall],
        dataChanges: [ArrayOperation]
    ) -> Step {
        Step(
            kind: kind, note: nil, source: sourceLines(statement), location: statement.location,
            calls: calls, dataChanges: dataChanges, report: nil, crash: nil, after: snapshot,
            staleCells: [], staleExpected: false, expectations: [])
    }

    private func sourceLines(_ statement: Statement) -> [String] {
        guard case .batch(_, let body) = statement.command else { return [statement.text] }
        return [statement.text] + body.flatMap { sourceLines($0).map { "  " + $0 } }
    }
}

extension Step {
    /// Whether the step is an update whose method takes a completion handler: an array
    /// batch (`performBatchUpdates`, on a table view from iOS 11) or an `apply` from the
    /// main queue.
    func completes(view: ListViewKind, ios: UIKitVersion) -> Bool {
        guard crash == nil else { return false }
        switch kind {
        case .batch: return view == .collection || ios >= UIKitVersion(11)
        case .apply(let apply): return !apply.background
        default: return false
        }
    }
}

extension ScriptMessage {
    static func completionWithoutUpdate(_ view: ListViewKind, ios: UIKitVersion) -> String {
        view == .table && ios < UIKitVersion(11)
            ? "a completion block needs performBatchUpdates(_:completion:), which table views have from iOS 11; this walkthrough says \(ios)"
            : "a completion block follows the batch or the apply (from the main queue) whose completion handler runs it"
    }

    static let missingState =
        "missing 'state': a script starts with the list it changes, like 'state: 0, 1, 2'"
    static let secondState =
        "a script has exactly one 'state'; to change the list use updates or 'diff to'"
    static let duplicateIdentifierInState =
        "a snapshot's identifiers are unique: no section title or item label may appear twice in a diffable 'state'"
    static let stepBeforeState =
        "missing 'state' before the first step: a script starts with the list it changes"
    static func tapNamesARow(_ label: String, path: IndexPath, view: ListViewKind) -> String {
        "'tap \"\(label)\"' taps a button named \(label), drawn above the list; to tap the \(view.element) that shows it, write 'tap \(view.element) \"\(label)\"' (or 'tap \(view.element) \(path)')"
    }
    static let noteWithoutStep =
        "a note captions the step after it, and no step follows this one; move it before the step it is about"
    static let afterCrash =
        "the app has crashed; this line and the ones after it are never reached"
    static func tapNoRowShows(_ label: String, view: ListViewKind) -> String {
        "cannot tap \(view.element) \"\(label)\": no \(view.element) on screen shows it"
    }
    static func tapNothing(_ path: IndexPath, view: ListViewKind) -> String {
        "cannot tap \(view.element) \(path): the \(view.viewName) shows no \(view.element) there"
    }
    /// A collection view lets the user reorder from iOS 9.
    static func fetchedCollectionBefore8(_ ios: UIKitVersion) -> String {
        "a page for iOS 7 and earlier shows its code in Objective-C, which listdocs writes for a collection view with an array data source and for a table view's fetched-results controller, not for a collection view's; this walkthrough says \(ios) (use view=table, source=array, or ios=8 or later)"
    }
    static func confirmBefore8(_ ios: UIKitVersion) -> String {
        "'confirm' shows a UIAlertController action sheet, which UIKit has from iOS 8; this walkthrough says \(ios)"
    }
    static func dragItemBefore9(_ ios: UIKitVersion) -> String {
        "a user drags an item from iOS 9, when collection views gained interactive movement (collectionView(_:moveItemAt:to:)); this walkthrough says \(ios)"
    }
    static let dragNeedsArray =
        "'drag' needs an array data source: a fetched-results or diffable walkthrough reorders through its own API"
    static func cannotDrag(_ element: String, from: IndexPath, to: IndexPath, why: String) -> String
    {
        "cannot drag \(element) \(from) to \(to): \(why)"
    }
    static func unknownCountText(_ value: String, _ names: [String]) -> String {
        "unknown count-text '\(value)'; use " + names.joined(separator: ", ")
            + " (which of UIKit's two count texts a mismatch raises from iOS 16.4)"
    }
    static func unknownIdentifiers(_ value: String) -> String {
        "unknown identifiers '\(value)'; use strings (the default) or values (identifiers of the app's own type, printed as they describe themselves)"
    }
    static let identifiersWithoutDiffable =
        "identifiers= belongs to a diffable walkthrough (source=diffable) whose identifiers are themselves (hashable=id)"
    static func unknownDequeue(_ value: String, _ names: [String]) -> String {
        "unknown dequeue '\(value)'; use " + names.joined(separator: ", ")
            + " (how many cells the data source dequeues for the one it returns)"
    }
    static let nilDequeueOutsideClassicTable =
        "dequeue=nil is a table view's mistake with its own data source methods (source=array or fetched-results): a collection view's and a diffable data source's answers to a nil cell are not known, so listdocs does not model them"
    static let extraDequeueOnTable =
        "dequeue=extra is a collection view's mistake: whether a table view checks a cell dequeued and kept is not known, so listdocs does not model it there"
    static func stateNeedsUnregisteredCells(_ reuse: CellReuse) -> String {
        switch reuse.dequeue {
        case _ where reuse.dequeueFails:
            "the state's rows are on screen, but their cells dequeue '\(reuse.dequeued)', which "
                + (reuse.registered.map { "is not the registered '\($0)'" } ?? "nothing registers")
                + ": the app would die showing them. Start from rows-less sections ('state:') and add rows, or register '\(reuse.dequeued)'"
        case .returnsNil:
            "the state's rows are on screen, but the data source returns no cell for them (dequeue=nil): the app would die showing them. Start from rows-less sections ('state:') and add rows"
        case .none:
            "the state's items are on screen, but their cells are made by hand (dequeue=none), which a collection view refuses: the app would die showing them. Start from items-less sections ('state:') and add items"
        default:
            "the state's items are on screen, but each dequeues a second cell it does not return (dequeue=extra), which a collection view refuses from iOS 18: the app would die showing them. Start from items-less sections ('state:') and add items"
        }
    }
    static func uncaughtCrash(_ crash: UIKitException) -> String {
        let what =
            crash.isSwiftTrap
            ? "Swift's fatal error '\(crash.reason)'" : "an uncaught \(crash.name)"
        return
            "the app crashes here with \(what); add 'expect crash \"…\"' if that is the point"
    }
    static let unexpectedStale =
        "after this update the screen differs from the data source; add 'expect stale' if that is the point"
}
