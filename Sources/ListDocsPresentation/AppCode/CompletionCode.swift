import ListDocsEngine

/// The code of a `completion` block's steps, written where it runs: in the closure that
/// ends the update before it, `performBatchUpdates { … } completion: { _ in … }` or
/// `dataSource.apply(snapshot, animatingDifferences: true) { … }`, where Swift wants
/// `self.` before the view controller's members. Each of those steps still shows its own
/// lines too.
enum CompletionCode {
    static func attach(
        _ steps: inout [StepPresentation], ios: UIKitVersion,
        objectiveC: ObjectiveCTranslation? = nil
    ) {
        var index = 1
        while index < steps.count {
            guard steps[index].inCompletion else {
                index += 1
                continue
            }
            var end = index
            while end < steps.count, steps[end].inCompletion { end += 1 }
            // The update is the last step before the block that has code (a staged apply
            // keeps its code in its first stage).
            if let target = steps[..<index].lastIndex(where: { !$0.swift.isEmpty }) {
                let body = steps[index..<end].reduce(SwiftBlock()) { $0 + $1.swift }
                if let attached = attached(body, to: steps[target].swift, ios: ios) {
                    steps[target].setCode(attached, objectiveC: objectiveC)
                }
            }
            index = end
        }
    }

    /// `block`, whose update raised, with the completion handler it never reached:
    /// `body`, written as not reached. Nil when the statement that raised is not an update
    /// that takes a completion.
    static func attachedUnreached(_ body: SwiftBlock, to block: SwiftBlock, ios: UIKitVersion)
        -> SwiftBlock?
    {
        guard let index = block.lines.lastIndex(where: { $0.crash != nil }) else { return nil }
        return attached(body, to: block, at: index, ios: ios)
    }

    /// `block` with `body` in the completion handler of its update; nil when it makes no
    /// update that takes one.
    static func attached(_ body: SwiftBlock, to block: SwiftBlock, ios: UIKitVersion)
        -> SwiftBlock?
    {
        let batch = block.lines.lastIndex { $0.statement.completionLabel == "completion" }
        guard
            let index = batch
                ?? block.lines.lastIndex(where: { $0.statement.completionLabel != nil })
        else { return nil }
        return attached(body, to: block, at: index, ios: ios)
    }

    /// Before Swift 5.3 only the last closure trails: on a page for an iOS no newer Swift
    /// targets, the update's own closure goes inside the parentheses
    /// (`performBatchUpdates({ … }) { _ in … }`).
    private static func attached(
        _ body: SwiftBlock, to block: SwiftBlock, at index: Int, ios: UIKitVersion
    ) -> SwiftBlock? {
        guard
            case .expression(.call(let callee, let arguments, let closures)) = block.lines[index]
                .statement,
            let label = block.lines[index].statement.completionLabel
        else { return nil }
        let completion = TrailingClosure(
            label: label.isEmpty ? nil : label,
            closure: .escaping(body, parameters: label.isEmpty ? [] : ["_"]), runsAfter: true)
        var before = closures
        if SwiftToolchain.newest(for: ios).swift < SwiftVersion(5, 3) {
            for k in before.indices { before[k].inParentheses = true }
        }
        var result = block
        result.lines[index].statement = .expression(
            .call(callee, arguments, closures: before + [completion]))
        return result
    }
}

extension SwiftStatement {
    /// For an update that takes a completion handler and has none yet, how it is written:
    /// `"completion"` after `performBatchUpdates`' closure, `""` as the trailing closure
    /// of a diffable data source's `apply`; nil for any other statement.
    var completionLabel: String? {
        guard case .expression(.call(.access(let receiver, let method, _), _, let closures)) = self,
            !closures.contains(where: \.runsAfter)
        else { return nil }
        switch method {
        case "performBatchUpdates": return "completion"
        case "apply", "applySnapshotUsingReloadData":
            return receiver == .controller(.dataSource) ? "" : nil
        default: return nil
        }
    }
}
