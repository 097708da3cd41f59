import ListDocsEngine
import ListDocsScript
import ListDocsTemplate

/// Turns a walkthrough into the values the `walkthrough` template shows. The device and
/// the state tables come pre-rendered (`WalkthroughHTML`); the template arranges them.
enum WalkthroughContext {
    static func make(_ walkthrough: Walkthrough, id: String) -> TemplateValue {
        var steps: [TemplateValue] = [stepContext(
            id: id, number: 0, caption: "Initial state", note: nil, code: [], crash: nil,
            table: StateTable(screen: walkthrough.initial.screen, dataSource: walkthrough.initial.dataSource, report: nil),
            expectations: [], fellBack: false)]
        for (index, step) in walkthrough.steps.enumerated() {
            let report = step.crash == nil ? step.report : nil
            steps.append(stepContext(
                id: id, number: index + 1, caption: step.caption, note: step.note, code: code(for: step),
                crash: step.crash,
                table: StateTable(screen: step.after.screen, dataSource: step.after.dataSource, report: report),
                expectations: step.expectations, fellBack: step.report?.fellBackToReloadData ?? false))
        }
        if case .object(var first) = steps[0] {
            first["checked"] = true
            steps[0] = .object(first)
        }
        return [
            "id": .string(id),
            "title": .string(walkthrough.attributes.title ?? ""),
            "hasTitle": .bool(walkthrough.attributes.title != nil),
            "ios": .string(walkthrough.attributes.ios.description),
            "source": .string(walkthrough.attributes.source.rawValue),
            "stepCount": .int(steps.count),
            "steps": .list(steps),
            "device": .utf8(WalkthroughHTML.device(WalkthroughLayout(walkthrough), id: id)),
            "crashes": .bool(walkthrough.crash != nil),
        ]
    }

    private static func stepContext(
        id: String, number: Int, caption: String, note: String?, code: [String], crash: UIKitException?,
        table: StateTable, expectations: [ExpectationResult], fellBack: Bool
    ) -> TemplateValue {
        [
            "walkthroughID": .string(id), "number": .int(number), "inputID": .string("\(id)-step-\(number)"),
            "caption": .string(caption), "note": .string(note ?? ""), "hasNote": .bool(note != nil),
            "code": .string(code.joined(separator: "\n")), "hasCode": .bool(!code.isEmpty),
            "crash": .string(crash?.consoleLine ?? ""), "hasCrash": .bool(crash != nil), "fellBack": .bool(fellBack),
            "stateTable": .utf8(crash == nil ? WalkthroughHTML.stateTable(table) : []),
            "expectations": .list(expectations.map { ["text": .string($0.text), "held": .bool($0.held)] }),
            "hasExpectations": .bool(!expectations.isEmpty),
        ]
    }

    /// The Swift a reader would write for the step: data-source changes, then the calls,
    /// inside `performBatchUpdates` for a batch.
    private static func code(for step: Step) -> [String] {
        switch step.kind {
        case .narrative: return []
        case .dataChange: return step.dataChanges
        case .batch, .diff:
            return ["tableView.performBatchUpdates {"] + step.dataChanges.map { "    " + $0 }
                + step.calls.map { "    " + $0.swiftSource } + ["}"]
        case .update:
            return step.dataChanges + step.calls.map(\.swiftSource)
        }
    }
}
