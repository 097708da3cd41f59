import ListDocsEngine
import ListDocsScript

/// A method of the app's view controller that holds step code, whole, as the app writes it.
public struct AppMethod: Sendable, Hashable {
    /// How Swift names it: `tableView(_:didSelectRowAt:)`, `step3()`.
    public var name: String
    /// The method, from its declaration to its closing brace.
    public var lines: [String] { printed.lines }
    /// The method as the printer wrote it, with its colours.
    public var printed: PrintedSwift
    /// Whether it is a method of UIKit's or an action the app wires up (shown on the page);
    /// false for the `stepN()` wrapper of code the app runs from a method of its own.
    public var shown: Bool
    /// The numbers of the steps whose code it holds.
    public var steps: [Int]
    /// The Swift method as the code model (nil for Objective-C).
    var code: SwiftBlock?

    /// The method's lines as its class holds them in a file, unindented: printed one level
    /// in, so that a line breaks where the class's width ends, not the page's.
    var linesInClass: [String] {
        guard let code else { return lines }
        return SwiftPrinter.print(code, depth: 1).lines.map { String($0.dropFirst(4)) }
    }

    /// Its declaration and body, when it was made from them (to merge two of one callback).
    var declaration: SwiftFunction?
    var body: SwiftBlock?

    /// A method declared by `declaration` (its own body aside), holding `body`.
    init(name: String, declaration: SwiftFunction, body: SwiftBlock, shown: Bool, steps: [Int]) {
        var function = declaration
        function.body = body
        self.init(name: name, block: [.function(function)], shown: shown, steps: steps)
        self.declaration = declaration
        self.body = body
    }

    /// A method printed already (in Objective-C).
    init(name: String, printed: PrintedSwift, shown: Bool, steps: [Int]) {
        self.name = name
        self.printed = printed
        self.shown = shown
        self.steps = steps
    }

    /// A method written whole by `block`.
    init(name: String, block: SwiftBlock, shown: Bool, steps: [Int]) {
        self.name = name
        code = block
        printed = SwiftPrinter.print(block)
        self.shown = shown
        self.steps = steps
    }
}

/// Which method each step's code runs in. What the user did last decides it:
/// - `tap "Button"`: the button's action, `@IBAction func …Tapped(_ sender: UIBarButtonItem)`, as the page draws the button in a bar above the list;
/// - `tap row`: `tableView(_:didSelectRowAt:)` (`collectionView(_:didSelectItemAt:)`), the
///   tapped index path written `indexPath`;
/// - `swipe row`, then `confirm` and `choose`: the `UIContextualAction` of
///   `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` (before iOS 11,
///   `tableView(_:commit:forRowAt:)`), with the `UIAlertController` it presents;
/// - `drag row`: `tableView(_:moveRowAt:to:)` (`collectionView(_:moveItemAt:to:)`), the two
///   index paths written `sourceIndexPath` and `destinationIndexPath`.
/// Code after none of these runs where the app decides: each step (a diffable snapshot with
/// the `apply` that follows it) in a method of its own.
public enum StepMethods {
    /// What the user did that the next steps' code answers.
    enum Trigger {
        case button(String)
        case select(IndexPath)
        case swipe(
            IndexPath, SwipeActions, confirm: (title: String, message: String)?, choice: String?)
        case drag(from: IndexPath, to: IndexPath)
    }

    /// One method: its trigger (nil for the app's own) and the steps it holds.
    struct Group {
        var trigger: Trigger?
        var steps: [(number: Int, code: SwiftBlock)] = []
        /// The narrative steps that set the trigger up (`tap`, `swipe`, `confirm` …).
        var narrative: [Int] = []
        var isSwipe: Bool { if case .swipe? = trigger { true } else { false } }
    }

    /// The methods of a presented walkthrough, in step order: one per callback where the
    /// callback's code is the same each time it runs (two drags the same
    /// `moveRowAt` answers), or where the app can tell which code to run (a tap that expands
    /// an item of an outline and a later tap that collapses it: one toggle), holding the
    /// steps of every time.
    public static func methods(_ walkthrough: WalkthroughPresentation) -> [AppMethod] {
        var methods: [AppMethod] = []
        for method in groups(walkthrough).compactMap({ method($0, walkthrough) }) {
            if let same = methods.firstIndex(where: {
                $0.name == method.name && $0.printed.text == method.printed.text
            }) {
                methods[same].steps = Array(Set(methods[same].steps + method.steps)).sorted()
                // Each line is the code of the steps of both times.
                methods[same].printed.lineSteps = zip(
                    methods[same].printed.lineSteps, method.printed.lineSteps
                ).map { Array(Set($0 + $1)).sorted() }
            } else if let other = methods.firstIndex(where: { $0.name == method.name }),
                let toggle = OutlineToggle.merged(methods[other], method)
            {
                methods[other] = toggle
            } else {
                methods.append(method)
            }
        }
        return methods
    }

    static func groups(_ walkthrough: WalkthroughPresentation) -> [Group] {
        var groups: [Group] = []
        var current: Group?
        func close() {
            // A swipe the user cancels still has its method; a tap with no code has none.
            if let group = current, !group.steps.isEmpty || group.isSwipe { groups.append(group) }
            current = nil
        }
        for step in walkthrough.steps.dropFirst() {
            switch step.action {
            case .tap(let label)?:
                close()
                current = Group(trigger: .button(label))
            case .tapRow(let p)?:
                close()
                current = Group(trigger: .select(p))
            case .tapRowShowing?, .select?, .deselect?:
                // The interpreter makes every `tapRowShowing` a `tapRow` with the row's
                // position; a selection is the view's to keep: the app writes no code for it.
                close()
            case .swipe(let p, let actions)?:
                close()
                current = Group(trigger: .swipe(p, actions, confirm: nil, choice: nil))
            case .confirm(let title, let message)?:
                if case .swipe(let p, let actions, _, let choice)? = current?.trigger {
                    current?.trigger = .swipe(
                        p, actions, confirm: (title, message), choice: choice)
                }
            case .choose(let choice)?:
                if case .swipe(let p, let actions, let confirm, _)? = current?.trigger {
                    current?.trigger = .swipe(p, actions, confirm: confirm, choice: choice)
                }
            case .drag(let from, let to)?:
                close()
                current = Group(trigger: .drag(from: from, to: to))
            case .note?, nil:
                break
            }
            if let action = step.action, !action.isNote { current?.narrative.append(step.number) }
            guard !step.swift.isEmpty, step.action == nil || step.action?.isDrag == true else {
                continue
            }
            if current?.trigger == nil {
                // The app's own code: a method per step, except that a snapshot's edits (and
                // `data set` lines) carry on into the apply after them.
                let carriesOn = step.snapshotFlow != .none && !step.opensSnapshot
                if !(carriesOn && current != nil) { close() }
                if current == nil { current = Group(trigger: nil) }
                current?.steps.append((step.number, step.swift))
                if step.snapshotFlow != .edits { close() }
            } else {
                current?.steps.append((step.number, step.swift))
            }
        }
        close()
        return groups
    }

    private static func method(_ group: Group, _ walkthrough: WalkthroughPresentation)
        -> AppMethod?
    {
        let view = walkthrough.view
        let numbers = Array(Set(group.narrative + group.steps.map(\.number))).sorted()
        let body = group.steps.reduce(SwiftBlock()) { $0 + $1.code.marked(step: $1.number) }
        if walkthrough.language == .objectiveC {
            return objectiveCMethod(group, body: body, steps: numbers, walkthrough)
        }
        switch group.trigger {
        case nil:
            guard let first = group.steps.first?.number else { return nil }
            return AppMethod(
                name: "step\(first)()",
                declaration: SwiftFunction(name: "step\(first)", body: []), body: body,
                shown: false, steps: numbers)
        case .button(let label)?:
            let name = actionName(label)
            return AppMethod(
                name: "\(name)(_:)",
                declaration: SwiftFunction(
                    attributes: [SwiftAttribute("IBAction")], name: name,
                    parameters: [.unlabelled("sender", .named("UIBarButtonItem"))], body: []),
                body: body, shown: true, steps: numbers)
        case .select(let p)?:
            let named = body.naming(p, as: "indexPath")
            let label = view == .table ? "didSelectRowAt" : "didSelectItemAt"
            return AppMethod(
                name: "\(view.receiver)(_:\(label):)",
                declaration: Self.viewMethod(view, [ModelPieces.indexPath(label: label)]),
                body: named, shown: true, steps: numbers)
        case .swipe(let p, let actions, let confirm, let choice)?:
            guard view == .table else { return nil }
            let label = group.narrative.first.flatMap { number in
                walkthrough.steps[number].table?.rows.first { $0.kind == .row && $0.after == p }?
                    .label
            }
            return SwipeActionCode.method(
                body: body.naming(p, as: "indexPath"),
                swiped: SwipeActionCode.Row(label: label, source: walkthrough.source),
                actions: actions, confirm: confirm, choice: choice, ios: walkthrough.ios,
                steps: numbers)
        case .drag(let from, let to)?:
            let named = body.naming(from, as: "sourceIndexPath").naming(
                to, as: "destinationIndexPath")
            let label = view == .table ? "moveRowAt" : "moveItemAt"
            let path = SwiftType.named("IndexPath")
            return AppMethod(
                name: "\(view.receiver)(_:\(label):to:)",
                declaration: Self.viewMethod(
                    view,
                    [
                        SwiftParameter(label, "sourceIndexPath", path),
                        SwiftParameter("to", "destinationIndexPath", path),
                    ]), body: named, shown: true, steps: numbers)
        }
    }

    /// `override func tableView(_ tableView: UITableView, …)`, its body aside: a view's
    /// delegate method, taking the view first.
    static func viewMethod(
        _ view: ListViewKind, _ parameters: [SwiftParameter], result: SwiftType? = nil
    ) -> SwiftFunction {
        .override(view.receiver, [ModelPieces.viewParameter(view)] + parameters, result, [])
    }

    /// The method on a page that shows Objective-C: the same body, translated.
    private static func objectiveCMethod(
        _ group: Group, body: SwiftBlock, steps: [Int], _ walkthrough: WalkthroughPresentation
    ) -> AppMethod? {
        let translation = ObjectiveCTranslation(view: walkthrough.view, ios: walkthrough.ios)
        let method: ObjectiveCMethod
        var named = body
        var guarding: [ObjectiveCStatement] = []
        switch group.trigger {
        case nil:
            guard let first = group.steps.first?.number else { return nil }
            method = .step(first)
        case .button(let label)?: method = .action(actionName(label))
        case .select(let p)?:
            method = .select(walkthrough.view)
            named = body.naming(p, as: "indexPath")
        case .swipe(let p, _, _, _)?:
            method = .commit
            named = body.naming(p, as: "indexPath")
            guarding = [
                .ifThen(
                    .infix(
                        .name("editingStyle"), "!=",
                        .constant("UITableViewCellEditingStyleDelete")), [.returning(nil)],
                    oneLine: true)
            ]
        case .drag(let from, let to)?:
            method = .move
            named = body.naming(from, as: "sourceIndexPath").naming(
                to, as: "destinationIndexPath")
        }
        return AppMethod(
            name: method.selector,
            printed: translation.printedMethod(
                ObjectiveCModelCode.declaration(method), guarding: guarding, named),
            shown: group.trigger != nil, steps: steps)
    }

    /// `deleteOddNumbersTapped` for a button titled "Delete Odd Numbers".
    static func actionName(_ label: String) -> String {
        var name = SwiftCode.lowerCamelCase(label)
        if let first = name.first, first.isNumber { name = "button" + name }
        return (name.isEmpty ? "button" : name) + "Tapped"
    }

}

extension Narrative {
    var isDrag: Bool { if case .drag = self { true } else { false } }
    var isNote: Bool { if case .note = self { true } else { false } }
}
