import ListDocsEngine
import ListDocsScript

/// The Swift a diffable app writes: snapshot calls, `apply`, and the model change behind an
/// identifier. Section identifiers are `String`s; items are named as `DiffableItems` says
/// for the walkthrough's `hashable=` (`String`s, or `Item`s).
enum DiffableCode {
    /// `pendingSnapshot`: a `snapshot` block's `var snapshot` is there to apply; without
    /// one, an `apply` applies the data source's current snapshot again.
    static func lines(
        _ step: Step, view: ListViewKind, pendingSnapshot: Bool = true,
        items: DiffableItems = DiffableItems(style: .identifier)
    ) -> [String] {
        switch step.kind {
        case .snapshot(let change):
            return [opening(fresh: change.fresh, items: items)]
                + change.edits.map { statement($0, items: items) }
        case .sectionSnapshot(let change):
            let opening =
                change.section.map {
                    "var sectionSnapshot = dataSource.snapshot(for: \(SwiftCode.literal($0)))"
                }
                ?? "var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<\(items.typeName)>()"
            return [opening] + change.edits.map { "sectionSnapshot." + call($0, items: items) }
        case .apply(let apply) where apply.toSection != nil:
            guard apply.stage == 1, let section = apply.toSection else { return [] }
            return [
                "dataSource.apply(sectionSnapshot, to: \(SwiftCode.literal(section)), animatingDifferences: true)"
            ]
        case .apply(let apply):
            guard apply.stage == 1 else { return [] }
            var lines: [String] = []
            if let built = apply.built {
                lines.append(opening(fresh: true, items: items))
                lines += built.map { statement($0, items: items) }
            } else if !pendingSnapshot {
                lines.append("let snapshot = dataSource.snapshot()")
            }
            guard apply.background else {
                lines.append(applyCall(apply.mode))
                return lines
            }
            // The data source is Sendable and may be handed to another queue; Swift 6 warns
            // at the call, as `apply` is main-actor isolated (a @preconcurrency one).
            return lines + [
                "let dataSource = self.dataSource",
                "DispatchQueue.global(qos: .userInitiated).async { [snapshot] in",
                "    " + applyCall(apply.mode) + "  // Swift 6 warns: apply is main-actor isolated",
                "}",
            ]
        case .dataChange:
            return step.dataChanges.compactMap {
                guard case .setContent(let id, let text) = $0 else { return nil }
                return items.contentChange(id, text)
            }
        default:
            return step.calls.map { SwiftCode.call($0, view: view) }
        }
    }

    static func opening(fresh: Bool, items: DiffableItems) -> String {
        fresh
            ? "var snapshot = NSDiffableDataSourceSnapshot<String, \(items.typeName)>()"
            : "var snapshot = dataSource.snapshot()"
    }

    static func applyCall(_ mode: ApplyMode) -> String {
        switch mode {
        case .animated: "dataSource.apply(snapshot, animatingDifferences: true)"
        case .withoutAnimation: "dataSource.apply(snapshot, animatingDifferences: false)"
        case .usingReloadData: "dataSource.applySnapshotUsingReloadData(snapshot)"
        }
    }

    /// One snapshot method call as a statement: a question's answer is discarded.
    static func statement(_ edit: SnapshotEdit, items: DiffableItems) -> String {
        if case .numberOfItems = edit { return "_ = snapshot." + call(edit, items: items) }
        return "snapshot." + call(edit, items: items)
    }

    /// One section snapshot method call, without the receiver.
    static func call(_ edit: SectionSnapshotEdit, items: DiffableItems) -> String {
        let item = items.item
        return switch edit {
        case .append(let ids, nil): "append(\(items.array(ids)))"
        case .append(let ids, let parent?): "append(\(items.array(ids)), to: \(item(parent)))"
        case .insert(let ids, let position, let destination):
            "insert(\(items.array(ids)), \(position.rawValue): \(item(destination)))"
        case .delete(let ids): "delete(\(items.array(ids)))"
        case .expand(let ids): "expand(\(items.array(ids)))"
        case .collapse(let ids): "collapse(\(items.array(ids)))"
        }
    }

    /// One snapshot method call, without the receiver.
    static func call(_ edit: SnapshotEdit, items: DiffableItems) -> String {
        let item = items.item
        return switch edit {
        case .appendSections(let ids): "appendSections(\(array(ids)))"
        case .appendItems(let ids, nil): "appendItems(\(items.array(ids)))"
        case .appendItems(let ids, let section?):
            "appendItems(\(items.array(ids)), toSection: \(SwiftCode.literal(section)))"
        case .insertSections(let ids, let position, let destination):
            "insertSections(\(array(ids)), \(position.rawValue)Section: \(SwiftCode.literal(destination)))"
        case .insertItems(let ids, let position, let destination):
            "insertItems(\(items.array(ids)), \(position.rawValue)Item: \(item(destination)))"
        case .deleteSections(let ids): "deleteSections(\(array(ids)))"
        case .deleteItems(let ids): "deleteItems(\(items.array(ids)))"
        case .deleteAllItems: "deleteAllItems()"
        case .moveSection(let id, let position, let destination):
            "moveSection(\(SwiftCode.literal(id)), \(position.rawValue)Section: \(SwiftCode.literal(destination)))"
        case .moveItem(let id, let position, let destination):
            "moveItem(\(item(id)), \(position.rawValue)Item: \(item(destination)))"
        case .reloadSections(let ids): "reloadSections(\(array(ids)))"
        case .reloadItems(let ids): "reloadItems(\(items.array(ids)))"
        case .reconfigureItems(let ids): "reconfigureItems(\(items.array(ids)))"
        case .numberOfItems(let section):
            "numberOfItems(inSection: \(SwiftCode.literal(section)))"
        }
    }

    static func array(_ ids: [String]) -> String {
        "[" + ids.map(SwiftCode.literal).joined(separator: ", ") + "]"
    }
}
