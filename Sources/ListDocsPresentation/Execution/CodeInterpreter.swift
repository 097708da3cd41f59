import ListDocsEngine

/// Runs the Swift a walkthrough prints, from the code model rather than from its text: the
/// view controller's properties and the step's locals hold values, each statement changes
/// them as Swift would, and every call on the list view goes to the engine's model of
/// UIKit's view (`TableView`), which asks the data source — the values the code left —
/// as UIKit asks the app's. So a step's code either arrives at a data source and a screen,
/// or stops where Swift traps or UIKit raises.
struct CodeInterpreter {
    /// The view controller's stored properties (`sections`, `contents`).
    var controller: [ControllerMember: ExecutionValue]
    /// The current step's constants and variables.
    var locals: [String: ExecutionValue] = [:]
    /// UIKit's view, as the engine models it.
    var view: TableView
    let ios: UIKitVersion
    /// The calls of the batch being recorded (`beginUpdates`, `performBatchUpdates`).
    var batch: [TableViewCall]? = nil
    /// The snapshot a diffable data source applied last; nil for an array data source.
    var applied: DiffableSnapshot? = nil
    /// How the items' type is `Hashable` (`hashable=`): with any style but the identifier,
    /// items are `Item` values kept in `items`, and a cell shows `item.content`.
    var hashable = HashableStyle.identifier
    /// What each applied item showed when it was put into its snapshot.
    var appliedContents: [String: String] = [:]
    /// The outline each section was applied last (`apply(_:to:animatingDifferences:)`).
    var sectionSnapshots: [String: SectionSnapshot] = [:]
    /// Whether new snapshots print their identifiers as values (`identifiers=values`).
    var identifiersAreValues = false
    /// The SDK the app is built with: it decides some of the diffable texts.
    var linkedSDK: UIKitVersion
    /// A fetched-results app's managed objects; nil for the other data sources.
    var store: ManagedObjectStore? = nil
    /// The delegate a save reports to, on a step whose code leaves the view to it; nil
    /// where the step's code makes the delegate's calls itself.
    var delegate: FetchedResultsDelegateStyle? = nil
    /// The row animation the delegate passes.
    var fetchedAnimation = RowAnimation.automatic
    /// Whether the code runs in a closure sent to a background queue now.
    var onBackgroundQueue = false
    /// Whether an apply sent to a background queue is still in flight (until the next).
    var backgroundApplyInFlight = false

    init(
        controller: [ControllerMember: ExecutionValue], view: TableView, ios: UIKitVersion,
        linkedSDK: UIKitVersion
    ) {
        self.controller = controller
        self.view = view
        self.ios = ios
        self.linkedSDK = linkedSDK
    }

    /// The data source as the view asks it: the sections' titles and rows (items).
    func dataSource() throws(ExecutionError) -> SectionedList {
        if let applied {
            return hashable == .identifier
                ? try diffableContent(applied.list) : try itemContent(applied.list)
        }
        if let store { return store.list(store.fetched) }
        guard let sections = controller[.sections] else { return SectionedList(sections: []) }
        return SectionedList(
            sections: try sections.elements().map { (section) throws(ExecutionError) in
                guard case .record(_, let fields) = section,
                    let rows = fields[view.kind.elements] ?? fields["rows"]
                else { throw .unsupported("a section that is not Section(title:rows:)") }
                let title: String
                if case .string(let text) = fields["title"] { title = text } else { title = "" }
                return ListSection(
                    title: title,
                    rows: try rows.elements().map { (row) throws(ExecutionError) in
                        try row.string()
                    })
            })
    }

    /// Runs a step's statements; throws at the first one that stops, with its index.
    mutating func run(_ block: SwiftBlock) throws(StoppedAt) {
        for (index, line) in block.lines.enumerated() {
            do {
                try execute(line.statement)
            } catch {
                throw StoppedAt(line: index, error: error)
            }
        }
    }

    /// Where a step's code stopped, and why.
    struct StoppedAt: Error {
        var line: Int
        var error: ExecutionError
    }

    mutating func execute(_ block: SwiftBlock) throws(ExecutionError) {
        for line in block.lines { try execute(line.statement) }
    }

    mutating func execute(_ statement: SwiftStatement) throws(ExecutionError) {
        switch statement {
        case .expression(let e), .discard(let e): _ = try evaluate(e)
        case .constant(let name, let e), .variable(let name, let e):
            locals[name] = try evaluate(e)
        case .assignment(let target, let e):
            let value = try evaluate(e)
            if store != nil, case .access(let base, let key, _) = target,
                case .object(let object) = try evaluate(base)
            {
                // A managed object is a reference: the store holds its attributes.
                try store?.set(object, key, value)
                return
            }
            try modify(try path(of: target)) { (old) throws(ExecutionError) in old = value }
        case .forIn(let pattern, let sequence, let body, _):
            for element in try evaluate(sequence).elements() {
                try bind(pattern, element)
                try execute(body)
            }
        case .comment, .blank: break
        case .ifElse: throw .unsupported("a branch of a method that holds several steps")
        case .function(let function): try execute(function.body)
        case .guarded, .ifThen, .switchOver, .returning, .typeDeclaration, .property:
            throw .unsupported("a statement of the model block's in step code: \(statement)")
        case .documentation: break
        }
    }

    /// Binds a loop's element: to a name, or a pair (`(index, title)`) to two.
    private mutating func bind(_ pattern: String, _ element: ExecutionValue) throws(ExecutionError)
    {
        guard pattern.hasPrefix("(") else {
            locals[pattern] = element
            return
        }
        let names = pattern.dropFirst().dropLast().split(separator: ",").map {
            String($0.filter { $0 != " " })
        }
        guard names.count == 2, case .list(let pair) = element, pair.count == 2 else {
            throw .unsupported("for \(pattern) in …")
        }
        locals[names[0]] = pair[0]
        locals[names[1]] = pair[1]
    }

    /// The stored value `expression` names.
    mutating func path(of expression: SwiftExpression) throws(ExecutionError) -> ValuePath {
        switch expression {
        case .controller(let member): return ValuePath(root: .controller(member))
        case .name(let name): return ValuePath(root: .local(name))
        case .access(let base, let member, _):
            return try path(of: base).appending(.member(member))
        case .subscripted(let base, let index, _):
            return try path(of: base).appending(.index(try evaluate(index)))
        case .forced(let inner): return try path(of: inner)
        default: throw .unsupported("not a stored value: \(expression)")
        }
    }

    func value(at path: ValuePath) throws(ExecutionError) -> ExecutionValue {
        let root: ExecutionValue?
        switch path.root {
        case .controller(let member): root = controller[member]
        case .local(let name): root = locals[name]
        }
        guard let root else { throw .unsupported("unknown value \(path.root)") }
        return try root.value(at: path.steps[...])
    }

    mutating func modify<Result>(
        _ path: ValuePath, _ change: (inout ExecutionValue) throws(ExecutionError) -> Result
    ) throws(ExecutionError) -> Result {
        switch path.root {
        case .controller(let member):
            guard var root = controller[member] else { throw .unsupported("no \(member)") }
            defer { controller[member] = root }
            return try root.modify(at: path.steps[...], change)
        case .local(let name):
            guard var root = locals[name] else { throw .unsupported("no local \(name)") }
            defer { locals[name] = root }
            return try root.modify(at: path.steps[...], change)
        }
    }
}
