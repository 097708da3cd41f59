import ListDocsEngine

extension CodeInterpreter {
    /// A call of a fetched-results app: on its context (`delete`, `save`), its controller
    /// (`object(at:)`), or its model block's `sortKey(between:and:)`; nil for any other.
    mutating func callManaged(_ callee: SwiftExpression, _ arguments: [SwiftArgument])
        throws(ExecutionError) -> ExecutionValue?
    {
        guard store != nil, Self.isManaged(callee) else { return nil }
        // Evaluated once, here: an argument may change a value (`fruit.remove(at: 0)`).
        let args = try values(arguments)
        switch callee {
        case .controller(.sortKey):
            return .double(try Self.sortKey(args["between"] ?? .none, args["and"] ?? .none))
        case .access(.controller(.context), "delete", _):
            guard case .object(let object) = args[""] else {
                throw .unsupported("delete of \(args)")
            }
            store?.delete(object)
            return ExecutionValue.none
        case .access(.controller(.context), "save", _):
            try save()
            return ExecutionValue.none
        case .access(.controller(.fetchedResultsController), "object", _):
            let path = try (args["at"] ?? .none).indexPath()
            guard let sections = store?.fetched, sections.indices.contains(path.section),
                sections[path.section].objects.indices.contains(path.row)
            else { throw .trap("no object at \(path)") }
            return .object(sections[path.section].objects[path.row])
        default:
            return nil
        }
    }

    /// Whether `callee` is one `callManaged` makes.
    private static func isManaged(_ callee: SwiftExpression) -> Bool {
        switch callee {
        case .controller(.sortKey), .access(.controller(.context), "delete", _),
            .access(.controller(.context), "save", _),
            .access(.controller(.fetchedResultsController), "object", _):
            true
        default: false
        }
    }

    /// What the model block's `sortKey(between:and:)` returns.
    static func sortKey(_ before: ExecutionValue, _ after: ExecutionValue) throws(ExecutionError)
        -> Double
    {
        switch (before, after) {
        case (.none, .none): return 0
        case (.none, let after): return try after.number() - 1
        case (let before, .none): return try before.number() + 1
        case (let before, let after): return (try before.number() + after.number()) / 2
        }
    }

    /// `context.save()`: the controller fetches anew; on a step that saves objects it
    /// reports each change to the walkthrough's delegate, which updates the view.
    private mutating func save() throws(ExecutionError) {
        guard var objects = store else { return }
        let before = objects.fetched
        let changes = try objects.save()
        store = objects
        refreshController()
        guard let delegate else { return }
        let calls: [TableViewCall]
        if delegate == .snapshot {
            guard let old = DiffableSnapshot(objects.identifiers(before)),
                let new = DiffableSnapshot(objects.identifiers(objects.fetched))
            else { throw .unsupported("object IDs twice in a snapshot") }
            calls = DiffableBatch.between(old, new).stages.flatMap(\.calls).map {
                $0.animated(fetchedAnimation)
            }
        } else {
            calls = FetchedResultsSave.calls(
                for: changes, delegate: delegate, animation: fetchedAnimation)
        }
        let outcome = view.performBatchUpdates(calls, dataSource: try dataSource(), ios: ios)
        if case .crashed(let exception) = outcome { throw .raised(exception) }
    }

    /// `fetchedResultsController.sections` as the controller fetched them last.
    mutating func refreshController() {
        guard let store else { return }
        controller[.fetchedResultsController] = .record(
            "NSFetchedResultsController",
            [
                "sections": .list(
                    store.fetched.map {
                        .record(
                            "NSFetchedResultsSectionInfo",
                            [
                                "name": .string($0.name),
                                "objects": .list($0.objects.map(ExecutionValue.object)),
                                "numberOfObjects": .integer($0.objects.count),
                            ])
                    })
            ])
    }
}
