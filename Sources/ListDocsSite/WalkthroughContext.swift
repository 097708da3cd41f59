import ListDocsEngine
import ListDocsScript

/// Turns a walkthrough into the values the `walkthrough` template shows. The device and
/// the state tables come pre-rendered (`WalkthroughHTML`); the template arranges them.
enum WalkthroughContext {
    static func make(_ walkthrough: Walkthrough, id: String) -> [String: Any] {
        var steps: [[String: Any]] = [stepContext(
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
        steps[0]["checked"] = true
        return [
            "id": id,
            "title": walkthrough.attributes.title ?? "",
            "hasTitle": walkthrough.attributes.title != nil,
            "ios": walkthrough.attributes.ios.description,
            "source": walkthrough.attributes.source.rawValue,
            "stepCount": steps.count,
            "steps": steps,
            "device": WalkthroughHTML.device(WalkthroughLayout(walkthrough), id: id),
            "crashes": walkthrough.crash != nil,
        ]
    }

    private static func stepContext(
        id: String, number: Int, caption: String, note: String?, code: [String], crash: UIKitException?,
        table: StateTable, expectations: [ExpectationResult], fellBack: Bool
    ) -> [String: Any] {
        [
            "walkthroughID": id, "number": number, "inputID": "\(id)-step-\(number)", "caption": caption,
            "note": note ?? "", "hasNote": note != nil, "code": code.joined(separator: "\n"), "hasCode": !code.isEmpty,
            "crash": crash?.consoleLine ?? "", "hasCrash": crash != nil, "fellBack": fellBack,
            "stateTable": crash == nil ? WalkthroughHTML.stateTable(table) : "",
            "expectations": expectations.map { ["text": $0.text, "held": $0.held] },
            "hasExpectations": !expectations.isEmpty,
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
