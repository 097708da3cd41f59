import ListDocsEngine
import ListDocsHighlight
import ListDocsScript

/// A walkthrough as people read it: per step the caption, the note, the Swift the app
/// writes, the crash as the console prints it and the state table. The plain-text writer
/// (`listdocs run`) and the page writer both read this one model, so they cannot disagree.
public struct WalkthroughPresentation: Sendable {
    /// The walkthrough's title, if it has one.
    public var title: String?
    /// The iOS version it reproduces.
    public var ios: UIKitVersion
    /// The iOS SDK the app is built with, when the walkthrough names one (`sdk=`).
    public var sdk: UIKitVersion?
    /// The kind of data source.
    public var source: DataSourceMode
    /// The language its code is shown in: Objective-C for a table view with an array data
    /// source on an iOS version no Swift that writes today's UIKit names could target
    /// (`ScriptAttributes.showsObjectiveC`), Swift otherwise.
    public var language: CodeLanguage { showsObjectiveC ? .objectiveC : .swift }
    private var showsObjectiveC = false
    /// Whether a section shows a title at any step.
    var hasHeaders = false
    /// The view the walkthrough drives.
    public var view: ListViewKind
    /// Step 0, the initial state, then one per step of the walkthrough.
    public var steps: [StepPresentation]
    /// The model and data-source code the steps' code relies on (`ModelCode`), declared
    /// once; empty when no step has code.
    public var model: [String]
    /// The Swift model block as the code model (nil for Objective-C, or no code).
    var modelCode: SwiftBlock?
    /// The Objective-C model block as its code model (nil for Swift, or no code).
    var objectiveCModelCode: ObjectiveCBlock?
    /// The model block printed whole, as the page shows it, once: the page and the file
    /// to download both take it from here.
    var printedModel = PrintedSwift.empty
    /// The app's methods the steps' code goes in (`StepMethods`), shown or not, worked out
    /// once from the steps: the page shows some, the Swift file holds them all.
    public private(set) var methods: [AppMethod] = []

    /// Whether the app dies at the last step.
    public var crashes: Bool { steps.last?.crash != nil }

    /// Every step's caption, step 0 first, as the page shows them, without the rest of
    /// the presentation (the pictures need only these).
    public static func captions(
        _ walkthrough: Walkthrough, words: PresentationWords = .english
    ) -> [String] {
        [words.text(.initialState)]
            + walkthrough.steps.indices.map {
                caption(of: $0, in: walkthrough, words: words)
            }
    }

    /// The caption of step `index` (0-based among the steps) of `walkthrough`: its rows
    /// are named as the step before left them.
    static func caption(
        of index: Int, in walkthrough: Walkthrough, words: PresentationWords = .english
    ) -> String {
        let step = walkthrough.steps[index]
        let before = index == 0 ? walkthrough.initial : walkthrough.steps[index - 1].after
        let caption = StepCaption.caption(
            step, view: walkthrough.attributes.view, before: before, words: words)
        return step.inCompletion ? words.text(.inCompletion(caption: caption)) : caption
    }

    /// Presents a walkthrough, in `words` (English unless given).
    public init(_ walkthrough: Walkthrough, words: PresentationWords = .english) {
        let attributes = walkthrough.attributes
        title = attributes.title
        ios = attributes.ios
        sdk = attributes.sdk
        source = attributes.source
        view = attributes.view
        var steps = [
            StepPresentation(
                number: 0, caption: words.text(.initialState), note: nil, crash: nil,
                fellBack: false,
                table: StateTable(
                    screen: walkthrough.initial.screen, dataSource: walkthrough.initial.dataSource,
                    report: nil),
                expectations: [])
        ]
        // Whether a `snapshot` block has been edited since the last apply: an apply with no
        // such snapshot applies the data source's current one again.
        var editing = false
        showsObjectiveC = attributes.showsObjectiveC
        hasHeaders = Self.hasTitledSections(walkthrough)
        let objectiveC =
            attributes.showsObjectiveC
            ? ObjectiveCTranslation(view: attributes.view, ios: attributes.ios) : nil
        for (index, step) in walkthrough.steps.enumerated() {
            let report = step.crash == nil ? step.report : nil
            let pendingSnapshot = editing
            if case .snapshot = step.kind { editing = true }
            if case .apply = step.kind { editing = false }
            let before = index == 0 ? walkthrough.initial : walkthrough.steps[index - 1].after
            var code = StepCode.block(
                step, attributes: attributes, pendingSnapshot: pendingSnapshot,
                before: before.dataSource)
            if !step.unreachedCompletion.isEmpty {
                let unreached = step.unreachedCompletion.reduce(SwiftBlock()) {
                    $0 + StepCode.block($1, attributes: attributes, before: step.after.dataSource)
                }
                code =
                    CompletionCode.attachedUnreached(unreached, to: code, ios: attributes.ios)
                    ?? code
            }
            steps.append(
                Self.presented(step, index: index, in: walkthrough, report: report, words: words))
            steps[steps.count - 1].setCode(code, objectiveC: objectiveC)
        }
        CompletionCode.attach(&steps, ios: walkthrough.attributes.ios, objectiveC: objectiveC)
        self.steps = steps
        model = []
        methods = StepMethods.methods(self)
        let shown = methods.filter(\.shown)
        // A method the page shows (a swipe the user cancels holds no step's code) needs the
        // model as much as step code does.
        if steps.contains(where: \.hasCode) || !shown.isEmpty {
            setModel(walkthrough, objectiveC: objectiveC != nil)
        }
        for method in shown {
            for number in method.steps { self.steps[number].method = method }
        }
    }

    /// Step `index` of `walkthrough` as the page shows it, but for its code: its caption,
    /// note, crash, state table, expectations, snapshot, console and what it did.
    private static func presented(
        _ step: Step, index: Int, in walkthrough: Walkthrough, report: UpdateReport?,
        words: PresentationWords
    ) -> StepPresentation {
        let attributes = walkthrough.attributes
        return StepPresentation(
            number: index + 1,
            caption: Self.caption(of: index, in: walkthrough, words: words),
            note: step.note,
            crash: step.crash?.consoleLine,
            fellBack: step.report?.fellBackToReloadData ?? false,
            logs: step.report?.logs ?? [],
            droppedReloads: step.report?.droppedReloads ?? [],
            table: step.crash != nil
                ? nil
                : StateTable(
                    screen: step.after.screen,
                    // A drag's screen is ahead of the data source until moveRowAt.
                    dataSource: step.kind.isDrag ? step.after.screen.list : step.after.dataSource,
                    report: report, viewport: step.after.viewport),
            expectations: step.expectations.map {
                ExpectationPresentation(
                    words: StepCaption.expectation($0, words: words), held: $0.held)
            },
            snapshot: SnapshotPresentation(step),
            derivedBatch: Self.derivedBatch(step, view: attributes.view, words: words),
            console: step.crash.map {
                CrashPresentation($0, view: attributes.view, ios: attributes.ios, words: words)
            },
            crashKind: step.crash?.kind, script: step.source,
            action: Self.action(step), inCompletion: step.inCompletion,
            snapshotFlow: Self.snapshotFlow(step), opensSnapshot: Self.opensSnapshot(step))
    }

    /// What the user did, for a narrative step.
    static func action(_ step: Step) -> Narrative? {
        if case .narrative(let narrative) = step.kind { narrative } else { nil }
    }

    /// Whether the step's code starts a snapshot of its own.
    static func opensSnapshot(_ step: Step) -> Bool {
        switch step.kind {
        case .snapshot, .sectionSnapshot: true
        case .apply(let apply): apply.stage == 1 && apply.built != nil
        default: false
        }
    }

    /// Where a diffable step stands between a snapshot's edits and their `apply`.
    static func snapshotFlow(_ step: Step) -> SnapshotFlow {
        switch step.kind {
        case .snapshot, .sectionSnapshot: .edits
        case .apply: .apply
        case .dataChange: .edits
        default: .none
        }
    }

    /// What UIKit made of an `apply`, in words.
    static func derivedBatch(
        _ step: Step, view: ListViewKind, words w: PresentationWords = .english
    ) -> String? {
        guard case .apply(let apply) = step.kind, step.crash == nil else { return nil }
        guard apply.diffed else { return w.text(.derivesReloadData) }
        var parts = step.calls.map { StepCaption.callWords($0, view: view, words: w) }
        if !apply.reconfigured.isEmpty {
            parts.append(
                w.text(
                    .reconfigureInPlace(
                        elements: w.element(view, count: apply.reconfigured.count),
                        paths: w.list(apply.reconfigured.map(\.description)))))
        }
        guard !parts.isEmpty else { return w.text(.derivesNothing) }
        let batch =
            apply.of > 1
            ? w.text(.batchOf(stage: String(apply.stage), count: String(apply.of)))
            : w.text(.oneBatch)
        return w.text(
            .derives(batch: batch, calls: parts.joined(separator: w.text(.callSeparator))))
    }
}

/// A snapshot step's identifiers before and after, a line per section (`Fruit: Kiwi, Fig`),
/// and what UIKit logged.
public struct SnapshotPresentation: Sendable {
    /// The snapshot before the step (for `apply`: the one applied last).
    public var before: [String]
    /// The snapshot after it (for `apply`: the one applied now); nil when the app died
    /// before the snapshot was whole.
    public var after: [String]?
    /// What UIKit printed to the console without raising.
    public var logs: [String]

    init?(_ step: Step) {
        switch step.kind {
        case .snapshot(let change):
            before = Self.lines(change.before)
            after = step.crash == nil ? Self.lines(change.after) : nil
            logs = change.logs
        case .apply(let apply) where apply.stage == 1:
            before = Self.lines(apply.before)
            after = apply.raisedInEdit ? nil : Self.lines(apply.after)
            logs = apply.logs
        default:
            return nil
        }
    }

    /// The snapshot's `dump()`, a line per section.
    static func lines(_ list: SectionedList) -> [String] {
        list.sections.isEmpty
            ? ["(no sections)"]
            : list.dump().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// One step as people read it.
public struct StepPresentation: Sendable {
    /// 0 for the initial state.
    public var number: Int
    /// The one-line caption.
    public var caption: String
    /// The `note` written before the step.
    public var note: String?
    /// The Swift the app writes for the step, a line each; empty when it writes nothing.
    /// Cut from `printedCode` when asked: the page reads the printed code, and only the
    /// search index and the plain-text writer read lines.
    public var code: [String] { printedCode.lines }
    /// Whether the app writes any code for the step.
    public var hasCode: Bool { !printedCode.text.isEmpty }
    /// The same code with its colours, as the printer wrote it.
    public private(set) var printedCode = PrintedSwift.empty
    /// The step's code as a model (`code` is it printed).
    private(set) var swift = SwiftBlock()
    /// The exception as the console prints it, when the app dies here.
    public var crash: String?
    /// Whether UIKit gave up animating and reloaded the whole table.
    public var fellBack: Bool
    /// What UIKit logged instead of raising (a collection view's fallback), for an update.
    public var logs: [String] = []
    /// Row reloads UIKit dropped because their rows had no cell.
    public var droppedReloads: [IndexPath] = []
    /// The state after the step; nil when the app died.
    public var table: StateTable?
    /// The `expect` lines after the step, in words, and whether they held.
    public var expectations: [ExpectationPresentation]
    /// A diffable step's snapshot before and after.
    public var snapshot: SnapshotPresentation? = nil
    /// What UIKit derived from an `apply`, in words.
    public var derivedBatch: String? = nil
    /// A crash step's console excerpt and arithmetic.
    public var console: CrashPresentation? = nil
    /// A crash step's rule, to find its entry in the crash catalog.
    public var crashKind: UIKitException.Kind? = nil
    /// The script lines behind the step, as written (empty for the initial state).
    public var script: [String] = []
    /// What the user did, for a narrative step (`tap`, `swipe`, `drag` …).
    public var action: Narrative? = nil
    /// Whether the step runs in the completion handler of the update before it.
    public var inCompletion = false
    /// Where a diffable step stands between a snapshot's edits and their `apply`.
    var snapshotFlow: SnapshotFlow = .none
    /// Whether the step's code declares `var snapshot`: a `snapshot` block, or an `apply`
    /// that builds its snapshot.
    var opensSnapshot = false
    /// The whole method of the app's that the step's code runs in (`tableView(_:didSelectRowAt:)`,
    /// a button's action …), when it runs in one.
    public var method: AppMethod? = nil

    /// Sets the step's code, and prints it: in Objective-C when `objectiveC` writes it.
    mutating func setCode(_ block: SwiftBlock, objectiveC: ObjectiveCTranslation? = nil) {
        swift = block
        printedCode = objectiveC.map { $0.printed(block) } ?? SwiftPrinter.print(block)
    }

    /// What the reader is told when UIKit dropped reloads of rows without a cell; nil when
    /// it dropped none.
    public func droppedReloadsText(words: PresentationWords = .english) -> String? {
        guard !droppedReloads.isEmpty else { return nil }
        return words.text(
            .droppedReloads(paths: droppedReloads.map(\.description).joined(separator: ", ")))
    }

    /// What the reader is told when UIKit gave up animating `view`.
    public static func fellBackText(_ view: ListViewKind, words: PresentationWords = .english)
        -> String
    {
        words.text(view == .table ? .fellBack : .fellBackCollection)
    }
}

/// An `expect` after a step, as a reader sees it: what it checked, in words, and whether it
/// held.
public struct ExpectationPresentation: Sendable {
    public var words: String
    public var held: Bool
}

/// A diffable step's part in building and applying a snapshot: edits (a `snapshot` block,
/// or a `data set`) carry on into the `apply` that follows them.
enum SnapshotFlow: Sendable {
    case none, edits, apply
}
