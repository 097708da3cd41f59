import ListDocsEngine
import ListDocsScript

/// What running a walkthrough's printed code found.
public struct ExecutionReport: Hashable, Sendable {
    /// Steps whose code ran and whose outcome was compared with the page.
    public var executedSteps = 0
    /// Steps not run, each with why (a form the interpreter does not know yet, or a data
    /// source it does not model); the steps after one are not run either.
    public var skipped: [String] = []
    /// Where the code and the page disagree: the step, and the first difference.
    public var mismatches: [String] = []
}

/// Runs the Swift each step of a walkthrough prints (`CodeInterpreter`), from the state
/// the model block declares, and holds it to what the page shows after that step: the data
/// source the state table lists, the screen the device draws (titles and labels), and, on
/// a crash step, the line marked as the one the app dies at.
public enum ExecutionCheck {
    /// Checks `walkthrough` as the page presents it.
    public static func run(_ walkthrough: Walkthrough) -> ExecutionReport {
        run(walkthrough, as: WalkthroughPresentation(walkthrough))
    }

    /// Checks the code `presentation` prints for `walkthrough`.
    static func run(_ walkthrough: Walkthrough, as presentation: WalkthroughPresentation)
        -> ExecutionReport
    {
        var report = ExecutionReport()
        let attributes = walkthrough.attributes
        var interpreter = interpreter(for: walkthrough)
        for (index, step) in walkthrough.steps.enumerated() {
            let shown = presentation.steps[index + 1]
            // A save of objects leaves the view to the model block's delegate; other
            // fetched-results steps print the delegate's calls as their own.
            if case .save = step.kind {
                interpreter.delegate = attributes.delegate
            } else {
                interpreter.delegate = nil
            }
            let outcome = StepOutcome(step: step, shown: shown, interpreter: &interpreter)
            switch outcome {
            case .skipped(let why):
                report.skipped.append("step \(index + 1): \(why)")
                return report
            case .mismatch(let what):
                report.executedSteps += 1
                report.mismatches.append("step \(index + 1): \(what)")
                return report
            case .agrees:
                report.executedSteps += 1
            }
            if step.crash != nil { break }
        }
        return report
    }

    /// An interpreter holding what the model block declares for the first state: the
    /// `sections` arrays, the managed objects, or the applied snapshot and its items.
    private static func interpreter(for walkthrough: Walkthrough) -> CodeInterpreter {
        let attributes = walkthrough.attributes
        let initial = walkthrough.initial.dataSource
        var interpreter = CodeInterpreter(
            controller: [.contents: .dictionary([:])], view: initialView(walkthrough),
            ios: attributes.ios, linkedSDK: attributes.linkedSDK)
        switch attributes.source {
        case .array:
            interpreter.controller[.sections] = sectionsValue(initial, view: attributes.view)
        case .fetchedResults:
            interpreter.store = ManagedObjectStore(initial)
            interpreter.refreshController()
            interpreter.fetchedAnimation =
                attributes.view == .table ? attributes.animation : .automatic
        case .diffable:
            interpreter.applied = DiffableSnapshot(initial)
            interpreter.applied?.identifiersAreValues = attributes.identifiersAreValues
            interpreter.identifiersAreValues = attributes.identifiersAreValues
            interpreter.hashable = attributes.hashable
            let rows = initial.sections.flatMap(\.rows)
            interpreter.appliedContents = Dictionary(rows.map { ($0, $0) }) { a, _ in a }
            interpreter.controller[.items] = .dictionary(
                Dictionary(
                    identifiers(walkthrough).map {
                        ($0, .record("Item", ["id": .string($0), "content": .string($0)]))
                    }
                ) { a, _ in a })
        }
        return interpreter
    }

    /// Every item identifier the walkthrough names: the model block declares an `Item` for
    /// each.
    private static func identifiers(_ walkthrough: Walkthrough) -> [String] {
        var lists = [walkthrough.initial.dataSource]
        for step in walkthrough.steps {
            switch step.kind {
            case .snapshot(let change): lists += [change.before, change.after]
            case .apply(let apply): lists += [apply.before, apply.after]
            default: break
            }
        }
        return lists.flatMap { $0.sections.flatMap(\.rows) }
    }

    /// The view as the state shows it, with the walkthrough's settings.
    private static func initialView(_ walkthrough: Walkthrough) -> TableView {
        let attributes = walkthrough.attributes
        var view = TableView(showing: walkthrough.initial.dataSource, kind: attributes.view)
        view.linkedSDK = attributes.sdk
        view.cellReuse = attributes.cellReuse
        view.countText = attributes.countText
        view.viewport = walkthrough.initial.viewport
        return view
    }

    /// `sections` as the model block declares it: a `Section` per section.
    static func sectionsValue(_ list: SectionedList, view: ListViewKind) -> ExecutionValue {
        .list(
            list.sections.map {
                .record(
                    "Section",
                    ["title": .string($0.title), view.elements: .list($0.rows.map { .string($0) })])
            })
    }
}
