import ListDocsEngine
import ListDocsScript

/// The one-line caption of a step, as the step list, the panels and `listdocs run` show it.
enum StepCaption {
    static func caption(_ step: Step) -> String {
        switch step.kind {
        case .update, .dataChange:
            return step.source.first ?? ""
        case .batch(let title):
            return title ?? "Batch update"
        case .diff(let stage, let count, let purpose):
            guard count > 1 else { return "Diff to the new state" }
            return "Diff to the new state, batch \(stage) of \(count): \(reason(purpose))"
        case .narrative(let narrative):
            return caption(narrative)
        }
    }

    static func caption(_ narrative: Narrative) -> String {
        switch narrative {
        case .tap(let label): "Tap “\(label)”"
        case .swipe(let path): "Swipe left on row \(path) to reveal Delete"
        case .confirm(let title, let message):
            message.isEmpty ? "Confirm: “\(title)”" : "Confirm: “\(title)” — \(message)"
        case .choose(let label): "Choose “\(label)”"
        case .note(let text): text
        }
    }

    /// Why the differ split a change here.
    static func reason(_ purpose: DiffStage.Purpose) -> String {
        switch purpose {
        case .reloadsFirst: "reloads first: a row cannot be reloaded and moved in one batch"
        case .sectionsFirst:
            "sections first: rows cannot change inside a section that moves in the same batch"
        case .change: "the change"
        }
    }
}
