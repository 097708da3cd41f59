import ListDocsEngine

extension CodeInterpreter {
    /// A call on the list view: an update call goes to the engine's view at once, or into
    /// the batch being recorded; a batch is checked as it ends, against what the data
    /// source (the code's own values) holds then.
    mutating func callView(
        _ method: String, _ arguments: [SwiftArgument], _ closures: [TrailingClosure]
    ) throws(ExecutionError) -> ExecutionValue {
        switch method {
        case "beginUpdates": batch = []
        case "endUpdates": try endBatch()
        case "performBatchUpdates":
            guard batch == nil else { throw .unsupported("a batch inside a batch") }
            batch = []
            // The updates closure runs now; a completion handler runs after the update,
            // as a step of its own.
            for trailing in closures where !trailing.runsAfter {
                try execute(trailing.closure.body)
            }
            try endBatch()
        case "numberOfRows", "numberOfItems":
            let section = try values(arguments)["inSection"]?.integer() ?? 0
            do {
                return .integer(try view.numberOfItems(inSection: section, ios: ios))
            } catch {
                throw .raised(error)
            }
        case "scrollToRow", "scrollToItem":
            // `at:` twice: the index path, then the scroll position.
            guard let first = arguments.first, first.label == "at" else {
                throw .unsupported("\(method) without an index path")
            }
            let path = try evaluate(first.value).indexPath()
            let place = arguments.dropFirst().first { $0.label == "at" }
            guard case .dot(let name)? = place?.value,
                let position = ScrollPosition(swiftName: name)
            else { throw .unsupported("\(method) without a scroll position") }
            let held = try dataSource()
            do {
                try view.scroll(to: path, at: position, dataSource: held, ios: ios)
            } catch {
                throw .raised(error)
            }
        default:
            guard let kind = view.kind.callKind(named: method) else {
                throw .unsupported("view method \(method)")
            }
            let call = try viewCall(kind, try values(arguments))
            if applied != nil, call != .reloadData {
                // A diffable data source owns the view's updates.
                throw .raised(.viewMutatedUnderDiffable(view.kind, ios: ios))
            }
            if batch != nil {
                batch?.append(call)
            } else {
                try update([call])
            }
        }
        return .none
    }

    private mutating func endBatch() throws(ExecutionError) {
        guard let calls = batch else { throw .unsupported("endUpdates without beginUpdates") }
        batch = nil
        try update(calls)
    }

    /// One update of the view, checked against the data source.
    private mutating func update(_ calls: [TableViewCall]) throws(ExecutionError) {
        let outcome = view.performBatchUpdates(calls, dataSource: try dataSource(), ios: ios)
        if case .crashed(let exception) = outcome { throw .raised(exception) }
    }

    private func viewCall(_ kind: TableViewCall.Kind, _ args: [String: ExecutionValue])
        throws(ExecutionError) -> TableViewCall
    {
        var animation = RowAnimation.automatic
        if case .animation(let chosen) = args["with"] { animation = chosen }
        func sections() throws(ExecutionError) -> [Int] {
            try (args[""] ?? .list([])).elements().map { (v) throws(ExecutionError) in
                try v.integer()
            }
        }
        func paths() throws(ExecutionError) -> [IndexPath] {
            try (args["at"] ?? .list([])).elements().map { (v) throws(ExecutionError) in
                try v.indexPath()
            }
        }
        switch kind {
        case .insertSections: return .insertSections(try sections(), animation)
        case .deleteSections: return .deleteSections(try sections(), animation)
        case .reloadSections: return .reloadSections(try sections(), animation)
        case .moveSection:
            guard let from = args[""], let to = args["toSection"] else {
                throw .unsupported("moveSection(\(args.keys.sorted()))")
            }
            return .moveSection(try from.integer(), to: try to.integer())
        case .insertRows: return .insertRows(try paths(), animation)
        case .deleteRows: return .deleteRows(try paths(), animation)
        case .reloadRows: return .reloadRows(try paths(), animation)
        case .moveRow:
            guard let from = args["at"], let to = args["to"] else {
                throw .unsupported("moveRow(\(args.keys.sorted()))")
            }
            return .moveRow(try from.indexPath(), to: try to.indexPath())
        case .reloadData: return .reloadData
        }
    }
}
