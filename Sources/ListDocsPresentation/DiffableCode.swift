import ListDocsEngine
import ListDocsScript

/// The Swift a diffable app writes: snapshot calls, `apply`, and the model change behind an
/// identifier. Identifiers are `String`s, so the snapshot is
/// `NSDiffableDataSourceSnapshot<String, String>`; the cell provider shows
/// `contents[identifier] ?? identifier`.
enum DiffableCode {
    static func lines(_ step: Step, view: ListViewKind) -> [String] {
        switch step.kind {
        case .snapshot(let change):
            return [opening(fresh: change.fresh)] + change.edits.map { "snapshot." + call($0) }
        case .apply(let apply):
            guard apply.stage == 1 else { return [] }
            var lines: [String] = []
            if let built = apply.built {
                lines.append(opening(fresh: true))
                lines += built.map { "snapshot." + call($0) }
            }
            guard apply.background else {
                lines.append(applyCall(apply.mode))
                return lines
            }
            return lines + [
                "DispatchQueue.global(qos: .userInitiated).async {", "    " + applyCall(apply.mode),
                "}",
            ]
        case .dataChange:
            return step.dataChanges.compactMap {
                guard case .setContent(let id, let text) = $0 else { return nil }
                return "contents[\(SwiftCode.literal(id))] = \(SwiftCode.literal(text))"
            }
        default:
            return step.calls.map { SwiftCode.call($0, view: view) }
        }
    }

    static func opening(fresh: Bool) -> String {
        fresh
            ? "var snapshot = NSDiffableDataSourceSnapshot<String, String>()"
            : "var snapshot = dataSource.snapshot()"
    }

    static func applyCall(_ mode: ApplyMode) -> String {
        switch mode {
        case .animated: "dataSource.apply(snapshot, animatingDifferences: true)"
        case .withoutAnimation: "dataSource.apply(snapshot, animatingDifferences: false)"
        case .usingReloadData: "dataSource.applySnapshotUsingReloadData(snapshot)"
        }
    }

    /// One snapshot method call, without the receiver.
    static func call(_ edit: SnapshotEdit) -> String {
        switch edit {
        case .appendSections(let ids): "appendSections(\(array(ids)))"
        case .appendItems(let ids, nil): "appendItems(\(array(ids)))"
        case .appendItems(let ids, let section?):
            "appendItems(\(array(ids)), toSection: \(SwiftCode.literal(section)))"
        case .insertSections(let ids, let position, let destination):
            "insertSections(\(array(ids)), \(position.rawValue)Section: \(SwiftCode.literal(destination)))"
        case .insertItems(let ids, let position, let destination):
            "insertItems(\(array(ids)), \(position.rawValue)Item: \(SwiftCode.literal(destination)))"
        case .deleteSections(let ids): "deleteSections(\(array(ids)))"
        case .deleteItems(let ids): "deleteItems(\(array(ids)))"
        case .deleteAllItems: "deleteAllItems()"
        case .moveSection(let id, let position, let destination):
            "moveSection(\(SwiftCode.literal(id)), \(position.rawValue)Section: \(SwiftCode.literal(destination)))"
        case .moveItem(let id, let position, let destination):
            "moveItem(\(SwiftCode.literal(id)), \(position.rawValue)Item: \(SwiftCode.literal(destination)))"
        case .reloadSections(let ids): "reloadSections(\(array(ids)))"
        case .reloadItems(let ids): "reloadItems(\(array(ids)))"
        case .reconfigureItems(let ids): "reconfigureItems(\(array(ids)))"
        }
    }

    static func array(_ ids: [String]) -> String {
        "[" + ids.map(SwiftCode.literal).joined(separator: ", ") + "]"
    }
}
