import ListDocsEngine
import ListDocsScript

/// The code model of what a diffable app writes: snapshot calls, `apply`, and the model
/// change behind an identifier. Section identifiers are `String`s; items are named as
/// `DiffableItems` says for the walkthrough's `hashable=` (`String`s, or `Item`s).
enum DiffableCode {
    /// `pendingSnapshot`: a `snapshot` block's `var snapshot` is there to apply; without
    /// one, an `apply` applies the data source's current snapshot again.
    static func block(
        _ step: Step, view: ListViewKind, pendingSnapshot: Bool = true,
        items: DiffableItems = DiffableItems(style: .identifier)
    ) -> SwiftBlock {
        switch step.kind {
        case .snapshot(let change):
            return SwiftBlock(
                [SwiftLine(opening(fresh: change.fresh, items: items))] + edits(change.edits, items)
            )
        case .sectionSnapshot(let change):
            let opening: SwiftExpression =
                change.section.map {
                    .method(
                        .controller(.dataSource), "snapshot", [SwiftArgument("for", .string($0))])
                } ?? .call(.type(.named("NSDiffableDataSourceSectionSnapshot", [items.type])), [])
            return SwiftBlock(
                [SwiftLine(.variable("sectionSnapshot", opening))]
                    + change.edits.map {
                        SwiftLine(
                            .expression(call($0, on: .name("sectionSnapshot"), items: items)),
                            part: .sectionSnapshotEdit)
                    })
        case .apply(let apply) where apply.toSection != nil:
            guard apply.stage == 1, let section = apply.toSection else { return SwiftBlock() }
            return SwiftBlock([
                .expression(
                    .method(
                        .controller(.dataSource), "apply",
                        [
                            .bare(.name("sectionSnapshot")), SwiftArgument("to", .string(section)),
                            SwiftArgument("animatingDifferences", .keyword("true")),
                        ]))
            ])
        case .apply(let apply):
            guard apply.stage == 1 else { return SwiftBlock() }
            return applying(apply, pendingSnapshot: pendingSnapshot, items: items)
        case .dataChange:
            return SwiftBlock(
                step.dataChanges.compactMap {
                    guard case .setContent(let id, let text) = $0 else { return nil }
                    return items.contentChange(id, text)
                })
        default:
            return SwiftBlock(step.calls.map { .expression(SwiftCode.expression($0, view: view)) })
        }
    }

    /// An `apply` and the snapshot it builds first, if it builds one.
    private static func applying(
        _ apply: SnapshotApply, pendingSnapshot: Bool, items: DiffableItems
    )
        -> SwiftBlock
    {
        var block = SwiftBlock()
        if let built = apply.built {
            block.lines.append(SwiftLine(opening(fresh: true, items: items)))
            block.lines += edits(built, items)
        } else if !pendingSnapshot {
            block.append(.constant("snapshot", .method(.controller(.dataSource), "snapshot")))
        }
        guard apply.background else {
            block.append(.expression(applyCall(apply.mode)))
            return block
        }
        // The data source is Sendable and may be handed to another queue; Swift 6 warns
        // at the call, as `apply` is main-actor isolated (a @preconcurrency one).
        block.append(.constant("dataSource", .access(.keyword("self"), "dataSource")))
        let work = SwiftClosure(
            captures: ["snapshot"],
            body: SwiftBlock([
                SwiftLine(
                    .expression(applyCall(apply.mode, on: .name("dataSource"))),
                    note: "Swift 6 warns: apply is main-actor isolated")
            ]), needsExplicitSelf: false)
        let queue = SwiftExpression.method(
            .type(.named("DispatchQueue")), "global", [SwiftArgument("qos", .dot("userInitiated"))])
        block.append(
            .expression(
                .method(
                    queue, "async", closures: [TrailingClosure(closure: work, runsAfter: false)])))
        return block
    }

    /// `var snapshot = NSDiffableDataSourceSnapshot<String, Item>()`, or the data source's.
    static func opening(fresh: Bool, items: DiffableItems) -> SwiftStatement {
        .variable(
            "snapshot",
            fresh
                ? .call(
                    .type(.named("NSDiffableDataSourceSnapshot", [.named("String"), items.type])),
                    [])
                : .method(.controller(.dataSource), "snapshot"))
    }

    /// `dataSource.apply(snapshot, animatingDifferences: true)` and its siblings.
    static func applyCall(
        _ mode: ApplyMode, on receiver: SwiftExpression = .controller(.dataSource)
    )
        -> SwiftExpression
    {
        let snapshot = SwiftArgument.bare(.name("snapshot"))
        return switch mode {
        case .animated:
            .method(
                receiver, "apply",
                [snapshot, SwiftArgument("animatingDifferences", .keyword("true"))])
        case .withoutAnimation:
            .method(
                receiver, "apply",
                [snapshot, SwiftArgument("animatingDifferences", .keyword("false"))])
        case .usingReloadData: .method(receiver, "applySnapshotUsingReloadData", [snapshot])
        }
    }

    /// Snapshot edits as statements: a question's answer is discarded.
    private static func edits(_ edits: [SnapshotEdit], _ items: DiffableItems) -> [SwiftLine] {
        edits.map { edit in
            let call = call(edit, items: items)
            if case .numberOfItems = edit { return SwiftLine(.discard(call), part: .snapshotEdit) }
            return SwiftLine(.expression(call), part: .snapshotEdit)
        }
    }

    /// One section snapshot method call.
    static func call(
        _ edit: SectionSnapshotEdit, on receiver: SwiftExpression, items: DiffableItems
    )
        -> SwiftExpression
    {
        func method(_ name: String, _ ids: [String], _ more: SwiftArgument...) -> SwiftExpression {
            .method(receiver, name, [.bare(items.array(ids))] + more)
        }
        return switch edit {
        case .append(let ids, nil): method("append", ids)
        case .append(let ids, let parent?):
            method("append", ids, SwiftArgument("to", items.item(parent)))
        case .insert(let ids, let position, let destination):
            method("insert", ids, SwiftArgument(position.rawValue, items.item(destination)))
        case .delete(let ids): method("delete", ids)
        case .expand(let ids): method("expand", ids)
        case .collapse(let ids): method("collapse", ids)
        }
    }

    /// One snapshot method call, on `snapshot`.
    static func call(_ edit: SnapshotEdit, items: DiffableItems) -> SwiftExpression {
        func method(_ name: String, _ arguments: SwiftArgument...) -> SwiftExpression {
            .method(.name("snapshot"), name, arguments)
        }
        func sections(_ ids: [String]) -> SwiftArgument { .bare(.strings(ids)) }
        func elements(_ ids: [String]) -> SwiftArgument { .bare(items.array(ids)) }
        return switch edit {
        case .appendSections(let ids): method("appendSections", sections(ids))
        case .appendItems(let ids, nil): method("appendItems", elements(ids))
        case .appendItems(let ids, let section?):
            method("appendItems", elements(ids), SwiftArgument("toSection", .string(section)))
        case .insertSections(let ids, let position, let destination):
            method(
                "insertSections", sections(ids),
                SwiftArgument(position.rawValue + "Section", .string(destination)))
        case .insertItems(let ids, let position, let destination):
            method(
                "insertItems", elements(ids),
                SwiftArgument(position.rawValue + "Item", items.item(destination)))
        case .deleteSections(let ids): method("deleteSections", sections(ids))
        case .deleteItems(let ids): method("deleteItems", elements(ids))
        case .deleteAllItems: method("deleteAllItems")
        case .moveSection(let id, let position, let destination):
            method(
                "moveSection", .bare(.string(id)),
                SwiftArgument(position.rawValue + "Section", .string(destination)))
        case .moveItem(let id, let position, let destination):
            method(
                "moveItem", .bare(items.item(id)),
                SwiftArgument(position.rawValue + "Item", items.item(destination)))
        case .reloadSections(let ids): method("reloadSections", sections(ids))
        case .reloadItems(let ids): method("reloadItems", elements(ids))
        case .reconfigureItems(let ids): method("reconfigureItems", elements(ids))
        case .numberOfItems(let section):
            method("numberOfItems", SwiftArgument("inSection", .string(section)))
        }
    }
}
