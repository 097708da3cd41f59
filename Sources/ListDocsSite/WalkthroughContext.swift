import ListDocsEngine
import ListDocsScript

/// Turns a walkthrough into the values the `walkthrough` template shows.
enum WalkthroughContext {
    static func make(_ walkthrough: Walkthrough, id: String) -> [String: Any] {
        var steps: [[String: Any]] = [stepContext(
            id: id, number: 0, caption: "Initial state", note: nil, code: [], crash: nil, snapshot: walkthrough.initial,
            report: nil, expectations: [], fellBack: false)]
        for (index, step) in walkthrough.steps.enumerated() {
            steps.append(stepContext(
                id: id, number: index + 1, caption: step.caption, note: step.note, code: code(for: step),
                crash: step.crash, snapshot: step.after, report: step.report, expectations: step.expectations,
                fellBack: step.report?.fellBackToReloadData ?? false))
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
            "crashes": walkthrough.crash != nil,
        ]
    }

    private static func stepContext(
        id: String, number: Int, caption: String, note: String?, code: [String], crash: UIKitException?,
        snapshot: Snapshot, report: UpdateReport?, expectations: [ExpectationResult], fellBack: Bool
    ) -> [String: Any] {
        let table = StateTable(screen: snapshot.screen, dataSource: snapshot.dataSource, report: crash == nil ? report : nil)
        let rows: [[String: Any]] = table.rows.map { row in
            [
                "isSection": row.kind == .section, "position": row.position, "label": row.label,
                "dataSourceLabel": row.dataSourceLabel ?? "", "isStale": row.dataSourceLabel != nil,
                "change": row.change, "isChanged": row.isChanged, "isDeleted": row.isDeleted,
            ]
        }
        let sections: [[String: Any]] = snapshot.screen.sections.map { section in
            [
                "title": section.title, "hasTitle": !section.title.isEmpty, "id": section.id,
                "cells": section.cells.map { cell -> [String: Any] in
                    let fate = report?.rowFates[cell.id]
                    return ["id": cell.id, "label": cell.label, "changed": crash == nil && (fate?.isChange ?? false),
                            "change": crash == nil ? (fate?.summary ?? "") : ""]
                },
            ]
        }
        return [
            "walkthroughID": id, "number": number, "inputID": "\(id)-step-\(number)", "caption": caption,
            "note": note ?? "", "hasNote": note != nil, "code": code.joined(separator: "\n"), "hasCode": !code.isEmpty,
            "crash": crash?.consoleLine ?? "", "hasCrash": crash != nil, "fellBack": fellBack,
            "stale": table.hasStaleCells, "rows": rows, "sections": sections,
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
