import ListDocsEngine

extension CodeInterpreter {
    /// What the cells of `identifiers` show: `contents[identifier] ?? identifier`, as the
    /// cell provider writes it.
    func diffableContent(_ identifiers: SectionedList) throws(ExecutionError) -> SectionedList {
        guard case .dictionary(let contents) = controller[.contents] ?? .dictionary([:]) else {
            throw .unsupported("contents is not a dictionary")
        }
        var list = identifiers
        for s in list.sections.indices {
            for r in list.sections[s].rows.indices {
                if case .string(let shown) = contents[list.sections[s].rows[r]] {
                    list.sections[s].rows[r] = shown
                }
            }
        }
        return list
    }

    /// A call on the diffable data source: `snapshot()`, `apply(_:animatingDifferences:)`,
    /// `applySnapshotUsingReloadData(_:)`.
    mutating func callDataSource(
        _ method: String, _ arguments: [SwiftArgument], _ closures: [TrailingClosure]
    ) throws(ExecutionError) -> ExecutionValue {
        guard let current = applied else { throw .unsupported("dataSource without a snapshot") }
        let args = try values(arguments)
        switch method {
        case "snapshot" where args["for"] != nil:
            return .sectionSnapshot(outline(of: try (args["for"] ?? .none).string()))
        case "snapshot": return .snapshot(current.withoutPendingUpdates, contents: appliedContents)
        case "apply" where args["to"] != nil:
            guard case .sectionSnapshot(let outline) = args[""] else {
                throw .unsupported("apply(_:to:) of \(args[""] ?? .none)")
            }
            try applyOutline(outline, to: try (args["to"] ?? .none).string())
            return .none
        case "apply", "applySnapshotUsingReloadData":
            guard case .snapshot(let target, let contents) = args[""] else {
                throw .unsupported("\(method) of \(args[""] ?? .none)")
            }
            let diffs =
                method == "apply"
                && (args["animatingDifferences"] != .boolean(false) || ios.major >= 15)
            try checkHashing(target, contents)
            try applySnapshot(target, diffing: diffs)
            appliedContents = contents.filter { target.contains(item: $0.key) }
            return .none
        default: throw .unsupported("data source method \(method)")
        }
    }

    /// The data source diffs the applied snapshot against `target` and updates the view
    /// (or reloads it), as UIKit does.
    private mutating func applySnapshot(_ target: DiffableSnapshot, diffing: Bool)
        throws(ExecutionError)
    {
        // An apply on the main queue while one from a background queue is in flight
        // waits for it, on the queue it waits on.
        let deadlocked = !onBackgroundQueue && backgroundApplyInFlight
        backgroundApplyInFlight = onBackgroundQueue
        if deadlocked { throw .raised(.applyDeadlock(view.kind, ios: ios)) }
        let stages =
            diffing
            ? DiffableBatch.between(applied ?? DiffableSnapshot(), target).stages
            : [
                DiffableBatch.Stage(
                    calls: [.reloadData], identifiers: target.list, reconfigured: [],
                    purpose: .change)
            ]
        for stage in stages {
            let outcome = view.performBatchUpdates(
                stage.calls,
                dataSource: hashable == .identifier
                    ? try diffableContent(stage.identifiers) : try itemContent(stage.identifiers),
                ios: ios,
                reconfiguring: stage.reconfigured)
            if case .crashed(let exception) = outcome { throw .raised(exception) }
        }
        applied = target.withoutPendingUpdates
    }

    /// What the model holds for the items of `identifiers`: each `Item`'s `content` now, as
    /// the state table's data source column lists it.
    func itemContent(_ identifiers: SectionedList) throws(ExecutionError) -> SectionedList {
        var list = identifiers
        for s in list.sections.indices {
            for r in list.sections[s].rows.indices {
                list.sections[s].rows[r] = currentContent(list.sections[s].rows[r])
            }
        }
        return list
    }

    /// What the model's item `id` holds now (`items[id]!.content`).
    func currentContent(_ id: String) -> String {
        if case .dictionary(let items) = controller[.items] ?? .none,
            case .record(_, let fields) = items[id] ?? .none,
            case .string(let content) = fields["content"] ?? .none
        {
            return content
        }
        return id
    }

    /// What UIKit raises when items whose `Hashable` breaks its rules are applied.
    private func checkHashing(_ target: DiffableSnapshot, _ contents: [String: String])
        throws(ExecutionError)
    {
        guard hashable != .identifier, let applied else { return }
        func pairs(_ list: SectionedList, _ shown: [String: String]) -> [(
            identifier: String, content: String
        )] {
            list.sections.flatMap(\.rows).map { ($0, shown[$0] ?? currentContent($0)) }
        }
        var current: [String: String] = [:]
        for id in applied.list.sections.flatMap(\.rows) + target.list.sections.flatMap(\.rows) {
            current[id] = currentContent(id)
        }
        if let defect = hashable.defect(
            applied: pairs(applied.list, appliedContents), target: pairs(target.list, contents),
            current: current, ios: ios)
        {
            throw .raised(defect.forApp(builtWith: linkedSDK, runningOn: ios))
        }
    }

    /// `dataSource.snapshot(for:)`: the outline applied to the section last, while the
    /// section still shows its visible items; otherwise the section's items, as roots.
    private func outline(of section: String) -> SectionSnapshot {
        let shown = applied?.list.sections.first { $0.title == section }?.rows ?? []
        if let kept = sectionSnapshots[section], kept.visibleItems == shown { return kept }
        var outline = SectionSnapshot(roots: shown)
        outline.identifiersAreValues = identifiersAreValues
        return outline
    }

    /// `apply(_:to:animatingDifferences:)`: the section shows the outline's visible items
    /// (appended when the snapshot lacks it), and the whole snapshot is applied.
    private mutating func applyOutline(_ outline: SectionSnapshot, to section: String)
        throws(ExecutionError)
    {
        guard var target = applied?.withoutPendingUpdates else {
            throw .unsupported("apply(_:to:) without a snapshot")
        }
        for edit in SnapshotEdit.showing(outline.visibleItems, inSection: section, of: target) {
            do {
                try target.perform(edit, ios: ios)
            } catch {
                throw .raised(error)
            }
        }
        try applySnapshot(target, diffing: true)
        sectionSnapshots[section] = outline
    }

    /// A call that edits a section snapshot the code holds.
    static func editOutline(
        _ outline: inout SectionSnapshot, _ method: String, _ args: [String: ExecutionValue],
        ios: UIKitVersion
    ) throws(ExecutionError) -> ExecutionValue {
        func names(_ value: ExecutionValue?) throws(ExecutionError) -> [String] {
            try (value ?? .list([])).elements().map { (v) throws(ExecutionError) in
                try v.string()
            }
        }
        let items = try names(args[""])
        let edit: SectionSnapshotEdit
        switch method {
        case "append": edit = .append(items, to: try args["to"]?.string())
        case "insert":
            if let before = args["before"] {
                edit = .insert(items, .before, try before.string())
            } else {
                edit = .insert(items, .after, try (args["after"] ?? .none).string())
            }
        case "delete": edit = .delete(items)
        case "expand": edit = .expand(items)
        case "collapse": edit = .collapse(items)
        default: throw .unsupported("section snapshot method \(method)")
        }
        do {
            try outline.perform(edit, ios: ios)
        } catch {
            throw .raised(error)
        }
        return .none
    }

    /// A call that edits a snapshot the code holds, made as the engine's snapshot makes it;
    /// an item put in brings what it shows then.
    static func editSnapshot(
        _ snapshot: inout DiffableSnapshot, _ contents: inout [String: String], _ method: String,
        _ args: [String: ExecutionValue], ios: UIKitVersion, sdk: UIKitVersion
    ) throws(ExecutionError) -> ExecutionValue {
        for case .record(_, let fields) in (try? args[""]?.elements()) ?? [] {
            if case .string(let id) = fields["id"], case .string(let shown) = fields["content"],
                contents[id] == nil || !snapshot.contains(item: id)
            {
                contents[id] = shown
            }
        }
        let edit = try snapshotEdit(method, args)
        do {
            try snapshot.perform(edit, ios: ios)
        } catch {
            throw .raised(error.forApp(builtWith: sdk, runningOn: ios))
        }
        if case .numberOfItems(let section) = edit {
            return .integer(snapshot.list.sections.first { $0.title == section }?.rows.count ?? 0)
        }
        return .none
    }

    /// The engine's form of a snapshot call.
    private static func snapshotEdit(_ method: String, _ args: [String: ExecutionValue])
        throws(ExecutionError) -> SnapshotEdit
    {
        // An identifier: a string, or an Item value by its id.
        func name(_ v: ExecutionValue) throws(ExecutionError) -> String {
            if case .record("Item", let fields) = v, let id = fields["id"] {
                return try id.string()
            }
            return try v.string()
        }
        func names(_ value: ExecutionValue?) throws(ExecutionError) -> [String] {
            try (value ?? .list([])).elements().map(name)
        }
        func relative(_ noun: String) throws(ExecutionError) -> (RelativePosition, String) {
            if let before = args["before" + noun] { return (.before, try name(before)) }
            if let after = args["after" + noun] { return (.after, try name(after)) }
            throw .unsupported("\(method) without a destination")
        }
        let first = args[""]
        switch method {
        case "appendSections": return .appendSections(try names(first))
        case "appendItems":
            return .appendItems(try names(first), toSection: try args["toSection"]?.string())
        case "insertSections":
            let (p, d) = try relative("Section")
            return .insertSections(try names(first), p, d)
        case "insertItems":
            let (p, d) = try relative("Item")
            return .insertItems(try names(first), p, d)
        case "deleteSections": return .deleteSections(try names(first))
        case "deleteItems": return .deleteItems(try names(first))
        case "deleteAllItems": return .deleteAllItems
        case "moveSection":
            let (p, d) = try relative("Section")
            return .moveSection(try (first ?? .none).string(), p, d)
        case "moveItem":
            let (p, d) = try relative("Item")
            return .moveItem(try name(first ?? .none), p, d)
        case "reloadSections": return .reloadSections(try names(first))
        case "reloadItems": return .reloadItems(try names(first))
        case "reconfigureItems": return .reconfigureItems(try names(first))
        case "numberOfItems":
            return .numberOfItems(inSection: try (args["inSection"] ?? .none).string())
        default: throw .unsupported("snapshot method \(method)")
        }
    }
}
