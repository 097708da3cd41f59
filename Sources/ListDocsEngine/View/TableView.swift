/// A model of `UITableView` (and, with `kind: .collection`, of `UICollectionView`, whose
/// batch updates follow the same rules in its own words): what it shows, the counts it
/// cached, and what it does when it is told about changes.
///
/// Every call made outside a batch is a complete update of its own (UIKit wraps it in
/// its own begin/end); `performBatchUpdates` groups calls into one update whose indexes
/// follow UIKit's rules. The table view is assumed to be on screen and laid out between
/// steps, so its cached counts are those of what it shows.
public struct TableView: Hashable, Sendable {
    /// What the table view shows now.
    public private(set) var screen: Screen
    /// Which view it is.
    public let kind: ListViewKind
    /// The SDK the app is built with, when a walkthrough says (`sdk=`); nil for the SDK of
    /// the system it runs on.
    public var linkedSDK: UIKitVersion?
    /// The identifiers the app dequeues and registers; every cell the view asks for
    /// (inserted, reloaded, after `reloadData`, scrolled into view) is dequeued with them.
    public var cellReuse = CellReuse()
    /// Which count text a mismatch raises from iOS 16.4 (`count-text=`).
    public var countText = CountText.rule
    /// The rows on screen, which alone have cells (`visible=`); nil: every row.
    public var viewport: Viewport?
    /// What identifies each row when UIKit falls back to `reloadData` and the labels do not
    /// (a fetched object retitled in the same save); nil: the labels.
    public var reloadPairing: ReloadPairing?
    /// The cells the user has selected (see `indexPathsForSelectedRows`).
    public internal(set) var selectedCells: Set<Int> = []
    private var ids = IdentityAllocator()

    /// A view that has loaded `list` (its first `reloadData`).
    public init(showing list: SectionedList, kind: ListViewKind = .table) {
        self.kind = kind
        screen = Screen(sections: [])
        screen = freshScreen(for: list)
    }

    /// Makes one call outside any batch: a complete update, checked at once against what
    /// the data source reports.
    public mutating func perform(
        _ call: TableViewCall, dataSource: SectionedList, ios: UIKitVersion = .default
    ) -> UpdateOutcome {
        performBatchUpdates([call], dataSource: dataSource, ios: ios)
    }

    /// `performBatchUpdates` / `beginUpdates`–`endUpdates`: the calls are recorded, then
    /// checked and animated together when the batch ends. An empty batch still checks
    /// the counts. A `reloadData` inside the batch runs once the batch is over.
    ///
    /// `reconfiguring` names cells (by their index paths after the update) that a diffable
    /// data source reconfigures as part of the update (iOS 15): each keeps its cell and
    /// shows the data source's content once the batch's animations are over.
    public mutating func performBatchUpdates(
        _ calls: [TableViewCall], dataSource: SectionedList, ios: UIKitVersion = .default,
        reconfiguring: [IndexPath] = []
    ) -> UpdateOutcome {
        let outcome = update(
            calls, dataSource: dataSource, ios: ios, reconfiguring: reconfiguring)
        if case .applied(let report) = outcome { keepSelection(through: report) }
        return outcome
    }

    /// The update `performBatchUpdates` makes, before the selection follows it.
    private mutating func update(
        _ calls: [TableViewCall], dataSource: SectionedList, ios: UIKitVersion,
        reconfiguring: [IndexPath]
    ) -> UpdateOutcome {
        if calls == [.reloadData] {
            if let failure = dequeueFailure(ios: ios, askingFor: firstRowShown(in: dataSource)) {
                return .crashed(failure)
            }
            return .applied(reloadData(calls: calls, dataSource: dataSource, fellBack: false))
        }
        var request = UpdateRequest(calls)
        let dropped = dropReloadsWithoutCells(from: &request, ios: ios)
        var outcome = update(
            request, calls: calls, dataSource: dataSource, ios: ios, reconfiguring: reconfiguring)
        viewport = viewport?.clamped(counts: screen.rowCounts)
        if case .applied(var report) = outcome {
            report.droppedReloads = dropped
            // A row without a cell shows nothing stale: it asks when it comes on screen.
            screen = screenShown(dataSource: dataSource)
            report.staleCells = report.staleCells.filter { hasCell($0.path) }
            outcome = .applied(report)
        }
        return outcome
    }

    /// Takes out of `request` the row reloads UIKit drops because their rows have no cell
    /// (from iOS 18, recent SDK: `AppLink.dropsReloadsWithoutCells`); returns them, sorted.
    private func dropReloadsWithoutCells(from request: inout UpdateRequest, ios: UIKitVersion)
        -> [IndexPath]
    {
        guard AppLink.dropsReloadsWithoutCells(ios: ios, sdk: linkedSDK) else { return [] }
        let dropped = request.rowReloads.keys.filter { !hasCell($0) }.sorted()
        for path in dropped { request.rowReloads[path] = nil }
        return dropped
    }

    /// The update of a batch whose calls make `request`, checked and animated.
    private mutating func update(
        _ request: UpdateRequest, calls: [TableViewCall], dataSource: SectionedList,
        ios: UIKitVersion, reconfiguring: [IndexPath]
    ) -> UpdateOutcome {
        let validator = BatchValidator(
            before: screen.rowCounts, after: dataSource.rowCounts, ios: ios, view: kind,
            sdk: linkedSDK, countText: countText)
        switch validator.validate(request) {
        case .crashed(let exception):
            return .crashed(exception)
        case .fellBackToReloadData:
            if let failure = dequeueFailure(ios: ios, askingFor: firstRowShown(in: dataSource)) {
                return .crashed(failure)
            }
            return .applied(reloadData(calls: calls, dataSource: dataSource, fellBack: true))
        case .loggedAndReloaded(let log):
            if let failure = dequeueFailure(ios: ios, askingFor: firstRowShown(in: dataSource)) {
                return .crashed(failure)
            }
            var report = reloadData(calls: calls, dataSource: dataSource, fellBack: true)
            report.logs = [log]
            return .applied(report)
        case .valid(let plan):
            return applyValid(
                plan, calls: calls, dataSource: dataSource, ios: ios, reconfiguring: reconfiguring)
        }
    }

    /// A batch UIKit accepts: the screen arranged as the plan says (or reloaded, when it
    /// cannot be), the cells it brings asked for, the reconfigured cells shown again.
    private mutating func applyValid(
        _ plan: UpdatePlan, calls: [TableViewCall], dataSource: SectionedList, ios: UIKitVersion,
        reconfiguring: [IndexPath]
    ) -> UpdateOutcome {
        var allocator = ids
        guard
            let built = Arrangement(old: screen, data: dataSource, plan: plan).build(
                ids: &allocator)
        else {
            if let failure = dequeueFailure(ios: ios, askingFor: firstRowShown(in: dataSource)) {
                return .crashed(failure)
            }
            return .applied(reloadData(calls: calls, dataSource: dataSource, fellBack: true))
        }
        // The checks passed; the view now asks for the cells the update brings.
        let brought = built.rowFates.values.compactMap { fate -> IndexPath? in
            switch fate {
            case .inserted(let at, _): at
            case .reloaded(_, let to, _): to
            default: nil
            }
        }
        let asksForCells =
            brought.min() ?? (plan.reloadDataAtEnd ? firstRowShown(in: dataSource) : nil)
        if let failure = dequeueFailure(ios: ios, askingFor: asksForCells) {
            return .crashed(failure)
        }
        ids = allocator
        let before = screen
        screen = built.screen
        var rowFates = built.rowFates
        let reconfigured = reconfigure(reconfiguring, dataSource: dataSource, fates: &rowFates)
        var reloadedAtEnd: Screen?
        if plan.reloadDataAtEnd {
            screen = freshScreen(for: dataSource)
            reloadedAtEnd = screen
        }
        return .applied(
            UpdateReport(
                calls: calls, before: before, after: screen,
                phases: .update(
                    PhaseBuilder(before: before, after: built, plan: plan),
                    reconfigure: reconfigured, reloadData: reloadedAtEnd),
                rowFates: rowFates, sectionFates: built.sectionFates,
                staleCells: StaleCellFinder.find(screen: screen, dataSource: dataSource),
                fellBackToReloadData: false))
    }

    /// Shows the data source's content in the cells at `paths` without replacing them, and
    /// returns the stage that does it (nil when there is nothing to reconfigure).
    private mutating func reconfigure(
        _ paths: [IndexPath], dataSource: SectionedList, fates: inout [Int: RowFate]
    ) -> UpdatePhase? {
        var done: [PhaseOperation] = []
        for path in paths.sorted() {
            guard let cell = screen.cell(at: path), path.section < dataSource.sections.count,
                path.row < dataSource.sections[path.section].rows.count
            else { continue }
            screen.sections[path.section].cells[path.row].label =
                dataSource.sections[path.section].rows[path.row]
            let from = fates[cell.id]?.oldPath ?? path
            fates[cell.id] = .reconfigured(from: from, to: path)
            done.append(.reconfigureRow(path))
        }
        guard !done.isEmpty else { return nil }
        return UpdatePhase(kind: .reconfigure, operations: done, screen: screen)
    }

    /// The view asks its data source for the cell at `path` (a row it has loaded, coming
    /// into view): the cell shows the data source's content there. When the data source's
    /// model no longer has that row, the app's `cellForRowAt` indexes its array past the end
    /// and Swift traps.
    mutating func askForCell(at path: IndexPath, dataSource: SectionedList, ios: UIKitVersion)
        throws(UIKitException)
    {
        if let failure = dequeueFailure(ios: ios, askingFor: path) { throw failure }
        guard path.section < dataSource.sections.count,
            path.row < dataSource.sections[path.section].rows.count
        else { throw ExceptionReason(view: kind, ios: .default).staleIndexInCellForRow() }
        screen.sections[path.section].cells[path.row].label =
            dataSource.sections[path.section].rows[path.row]
    }

    /// The exception of getting any cell from the data source, when the view asks for one
    /// (the first at `path`; nil when it asks for none): dequeuing an identifier that was
    /// never registered, no cell at all, or (a collection view) a cell the data source made
    /// itself or a second one it dequeued and kept.
    private func dequeueFailure(ios: UIKitVersion, askingFor path: IndexPath?) -> UIKitException? {
        guard let path, cellReuse.firstCellFails(view: kind, ios: ios) else { return nil }
        let reason = ExceptionReason(view: kind, ios: ios)
        if cellReuse.dequeueFails { return reason.unregisteredReuseIdentifier(cellReuse.dequeued) }
        switch cellReuse.dequeue {
        case .returnsNil:
            return reason.nilCell(at: path, dataSource: CellReuse.appDataSourceClass)
        case .none: return reason.cellWithoutReuseIdentifier()
        case .extra, .once: return reason.dequeuedViewNotReturned()
        }
    }

    /// The first row a reload of `dataSource` shows, whose cell the view asks for first: the
    /// top of the screen (`visible=`), or the first row of all; nil when there is none.
    private func firstRowShown(in dataSource: SectionedList) -> IndexPath? {
        // The screen's top row, counted through the sections (0 without a viewport).
        var skip = viewport?.top ?? 0
        for (s, count) in dataSource.rowCounts.enumerated() {
            if skip < count { return IndexPath(row: skip, section: s) }
            skip -= count
        }
        return nil
    }

    /// `reloadData()`: every cell asks the data source again; nothing animates. The app's
    /// own `reloadData()` reloads every cell in its place; when UIKit gives up on an update
    /// and falls back to one, what it did to each row is told by identity instead
    /// (`pairedReload`), as the update the app asked for meant it.
    private mutating func reloadData(
        calls: [TableViewCall], dataSource: SectionedList, fellBack: Bool
    ) -> UpdateReport {
        if fellBack { return pairedReload(calls: calls, dataSource: dataSource) }
        let before = screen
        screen = freshScreen(for: dataSource)
        var rowFates: [Int: RowFate] = [:]
        var sectionFates: [Int: SectionFate] = [:]
        for (s, section) in before.sections.enumerated() {
            sectionFates[section.id] =
                s < screen.sections.count && screen.sections[s].id == section.id
                ? .reloaded(from: s, to: s, .none) : .deleted(at: s, .none)
            for (r, cell) in section.cells.enumerated() {
                let path = IndexPath(row: r, section: s)
                rowFates[cell.id] =
                    screen.cell(at: path)?.id == cell.id
                    ? .reloaded(from: path, to: path, .none) : .deleted(at: path, .none)
            }
        }
        for (s, section) in screen.sections.enumerated() {
            if sectionFates[section.id] == nil {
                sectionFates[section.id] = .inserted(at: s, .none)
            }
            for (r, cell) in section.cells.enumerated() where rowFates[cell.id] == nil {
                rowFates[cell.id] = .inserted(at: IndexPath(row: r, section: s), .none)
            }
        }
        return reloadReport(
            calls: calls, before: before, rowFates: rowFates, sectionFates: sectionFates,
            fellBack: false)
    }

    private func reloadReport(
        calls: [TableViewCall], before: Screen, rowFates: [Int: RowFate],
        sectionFates: [Int: SectionFate], fellBack: Bool
    ) -> UpdateReport {
        UpdateReport(
            calls: calls, before: before, after: screen,
            phases: .given([
                UpdatePhase(kind: .reloadData, operations: [.reloadData], screen: screen)
            ]),
            rowFates: rowFates, sectionFates: sectionFates, staleCells: [],
            fellBackToReloadData: fellBack)
    }

    /// The reload UIKit falls back to, told by identity, not by place: a row whose label is
    /// on screen before and after was reloaded (from where it was to where it is), one only
    /// before was deleted, one only after inserted (the n-th of equal labels pairs with the
    /// n-th); sections pair by title the same way.
    private mutating func pairedReload(calls: [TableViewCall], dataSource: SectionedList)
        -> UpdateReport
    {
        let before = screen
        var rowFates: [Int: RowFate] = [:]
        var sectionFates: [Int: SectionFate] = [:]
        var oldSections = Self.byLabel(
            before.sections.enumerated().map { ($1.title, ($1.id, IndexPath(row: 0, section: $0))) }
        )
        // What identifies a row: its label, or the key a pairing gives its place.
        let keys = reloadPairing
        var oldCells = Self.byLabel(
            before.sections.enumerated().flatMap { s, section in
                section.cells.enumerated().map { r, cell in
                    let path = IndexPath(row: r, section: s)
                    return (keys?.before.label(at: path) ?? cell.label, (cell.id, path))
                }
            })
        var sections: [DisplayedSection] = []
        for (s, section) in dataSource.sections.enumerated() {
            let id: Int
            if let old = oldSections[section.title]?.popFirst() {
                id = old.id
                sectionFates[id] = .reloaded(from: old.path.section, to: s, .none)
            } else {
                id = ids.make()
                sectionFates[id] = .inserted(at: s, .none)
            }
            var cells: [Cell] = []
            for (r, label) in section.rows.enumerated() {
                let path = IndexPath(row: r, section: s)
                if let old = oldCells[keys?.after.label(at: path) ?? label]?.popFirst() {
                    cells.append(Cell(id: old.id, label: label))
                    rowFates[old.id] = .reloaded(from: old.path, to: path, .none)
                } else {
                    let made = ids.make()
                    cells.append(Cell(id: made, label: label))
                    rowFates[made] = .inserted(at: path, .none)
                }
            }
            sections.append(DisplayedSection(id: id, title: section.title, cells: cells))
        }
        for (id, path) in oldSections.values.flatMap({ $0 }) {
            sectionFates[id] = .deleted(at: path.section, .none)
        }
        for (id, path) in oldCells.values.flatMap({ $0 }) {
            rowFates[id] = .deleted(at: path, .none)
        }
        screen = Screen(sections: sections)
        return reloadReport(
            calls: calls, before: before, rowFates: rowFates, sectionFates: sectionFates,
            fellBack: true)
    }

    /// Values by label, in order: the n-th of a label is the n-th taken.
    private static func byLabel(_ entries: [(String, (id: Int, path: IndexPath))])
        -> [String: ArraySlice<(id: Int, path: IndexPath)>]
    {
        var result: [String: ArraySlice<(id: Int, path: IndexPath)>] = [:]
        for (label, value) in entries { result[label, default: []].append(value) }
        return result
    }

    /// The screen for `list` when every cell is asked again. Sections and cells keep their
    /// identities position by position, so a reload does not look like a rebuild.
    private mutating func freshScreen(for list: SectionedList) -> Screen {
        Screen(
            sections: list.sections.enumerated().map { s, section in
                let existing = s < screen.sections.count ? screen.sections[s] : nil
                let cells = section.rows.enumerated().map { r, label in
                    Cell(
                        id: existing.flatMap { r < $0.cells.count ? $0.cells[r].id : nil }
                            ?? ids.make(), label: label)
                }
                return DisplayedSection(
                    id: existing?.id ?? ids.make(), title: section.title, cells: cells)
            })
    }
}

/// Keys that identify rows across a reload: `before` parallel to the screen before it,
/// `after` to the data source after it (a fetched-results controller's object IDs).
public struct ReloadPairing: Hashable, Sendable {
    public var before: SectionedList
    public var after: SectionedList

    public init(before: SectionedList, after: SectionedList) {
        self.before = before
        self.after = after
    }
}
