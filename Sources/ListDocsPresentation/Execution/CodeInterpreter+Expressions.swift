import ListDocsEngine

extension CodeInterpreter {
    /// The value of `expression`; calls are made as they are met.
    mutating func evaluate(_ expression: SwiftExpression) throws(ExecutionError)
        -> ExecutionValue
    {
        switch expression {
        case .integer(let number): return .integer(number)
        case .string(let text): return .string(text)
        case .keyword("true"): return .boolean(true)
        case .keyword("false"): return .boolean(false)
        case .keyword("nil"): return .none
        case .indexPath(let path, _): return .indexPath(path)
        case .position(let path, let part, _):
            return .integer(part == .section ? path.section : path.row)
        case .dot(let name):
            return RowAnimation(rawValue: name).map(ExecutionValue.animation) ?? .opaque(name)
        case .array(let elements, _):
            var values: [ExecutionValue] = []
            for element in elements { values.append(try evaluate(element)) }
            return .list(values)
        case .interpolated(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece): text += piece
                case .value(let inner): text += try evaluate(inner).described
                }
            }
            return .string(text)
        case .forced(let inner), .tryOptional(let inner), .conditionalCast(let inner, _):
            return try evaluate(inner)
        case .infix(let left, "as!", _):
            return try evaluate(left)
        case .infix(let left, "??", let right):
            let value = try evaluate(left)
            return value == .none ? try evaluate(right) : value
        case .call(let callee, let arguments, let closures):
            return try call(callee, arguments, closures)
        case .controller(.tableView), .controller(.collectionView): return .view
        case .controller(.dataSource): return .opaque("dataSource")
        case .controller(.context): return .opaque("context")
        case .keyword("self"): return .opaque("self")
        case .access(.keyword("self"), let member, _):
            guard let property = ControllerMember(rawValue: member) else {
                throw .unsupported("self.\(member)")
            }
            return try evaluate(.controller(property))
        case .controller, .name, .access, .subscripted:
            return try read(expression)
        default:
            throw .unsupported("expression \(expression)")
        }
    }

    /// A stored value, or a property computed from one (`count`, `row`, `section`).
    private mutating func read(_ expression: SwiftExpression) throws(ExecutionError)
        -> ExecutionValue
    {
        if case .access(let base, let member, _) = expression {
            let value = try evaluate(base)
            switch (value, member) {
            case (.object(let object), _):
                guard let store else { throw .unsupported("an object without a store") }
                return try store.value(object, member)
            case (.none, _): return .none
            case (.list(let values), "first"): return values.first ?? .none
            case (.list(let values), "count"): return .integer(values.count)
            case (.list(let values), "isEmpty"): return .boolean(values.isEmpty)
            case (.indexPath(let path), "row"), (.indexPath(let path), "item"):
                return .integer(path.row)
            case (.indexPath(let path), "section"): return .integer(path.section)
            case (.view, "indexPathsForSelectedRows"), (.view, "indexPathsForSelectedItems"):
                // UIKit answers nil, not an empty array, when nothing is selected.
                let paths = view.indexPathsForSelectedRows
                return paths.isEmpty ? .none : .list(paths.map(ExecutionValue.indexPath))
            default: break
            }
        }
        return try value(at: try path(of: expression))
    }

    /// `paths.sorted(by: >)` (or `<`): index paths in descending (ascending) order.
    private func sorted(_ values: [ExecutionValue], _ arguments: [SwiftArgument])
        throws(ExecutionError) -> ExecutionValue
    {
        guard arguments.count == 1, arguments[0].label == "by",
            case .name(let order) = arguments[0].value, order == ">" || order == "<"
        else { throw .unsupported("sorted(…) other than by: > or <") }
        var paths: [IndexPath] = []
        for value in values {
            guard case .indexPath(let path) = value else {
                throw .unsupported("sorting values other than index paths")
            }
            paths.append(path)
        }
        paths.sort()
        if order == ">" { paths.reverse() }
        return .list(paths.map(ExecutionValue.indexPath))
    }

    /// The arguments' values by label (`""` for an unlabelled one).
    mutating func values(_ arguments: [SwiftArgument]) throws(ExecutionError)
        -> [String: ExecutionValue]
    {
        var values: [String: ExecutionValue] = [:]
        for argument in arguments { values[argument.label ?? ""] = try evaluate(argument.value) }
        return values
    }

    private mutating func call(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closures: [TrailingClosure]
    ) throws(ExecutionError) -> ExecutionValue {
        if let result = try callManaged(callee, arguments) { return result }
        switch callee {
        case .controller(.item):
            // The model block's item(_:): the model's Item of that name, copied.
            let id = try (values(arguments)[""] ?? .none).string()
            guard case .dictionary(let items) = controller[.items] ?? .none, let item = items[id]
            else { throw .trap("items[\(id)] is nil") }
            return item
        case .type(.named(let type, _)):
            return try construct(type, values(arguments))
        case .access(.type(.named("DispatchQueue", _)), "global", _):
            return .opaque("a background queue")
        case .access(.type(.named("NSEntityDescription", _)), "insertNewObject", _):
            // Before iOS 10 a new object comes from its entity: the same insert.
            return try construct("Item", ["context": .opaque("context")])
        case .access(let receiver, let method, _):
            switch try evaluate(receiver) {
            case .view: return try callView(method, arguments, closures)
            case .opaque("dataSource"): return try callDataSource(method, arguments, closures)
            case .opaque("a background queue") where method == "async":
                return try runInBackground(closures)
            case .list(let values) where method == "enumerated":
                return .list(values.enumerated().map { .list([.integer($0), $1]) })
            case .list(let values) where method == "sorted":
                return try sorted(values, arguments)
            default: break
            }
            let args = try values(arguments)
            let (ios, sdk) = (ios, linkedSDK)
            return try modify(try path(of: receiver)) { (value) throws(ExecutionError) in
                switch value {
                case .snapshot(var snapshot, var contents):
                    defer { value = .snapshot(snapshot, contents: contents) }
                    return try Self.editSnapshot(
                        &snapshot, &contents, method, args, ios: ios, sdk: sdk)
                case .sectionSnapshot(var outline):
                    defer { value = .sectionSnapshot(outline) }
                    return try Self.editOutline(&outline, method, args, ios: ios)
                default:
                    return try Self.mutate(&value, method, args)
                }
            }
        default:
            throw .unsupported("call of \(callee)")
        }
    }

    /// `DispatchQueue.global().async { … }`: the closure runs, as if at once, on a
    /// background queue.
    private mutating func runInBackground(_ closures: [TrailingClosure]) throws(ExecutionError)
        -> ExecutionValue
    {
        onBackgroundQueue = true
        defer { onBackgroundQueue = false }
        for trailing in closures { try execute(trailing.closure.body) }
        return .none
    }

    /// `IndexPath(row:section:)`, `IndexSet(integer:)`, `Section(title:rows:)`.
    private mutating func construct(_ type: String, _ args: [String: ExecutionValue])
        throws(ExecutionError) -> ExecutionValue
    {
        switch type {
        case "Item" where args["context"] != nil:
            guard store != nil else { throw .unsupported("Item(context:) without a store") }
            return .object(store!.insert())
        case "Double":
            return .double(try (args[""] ?? .none).number())
        case "Item" where identifiersAreValues:
            // An identifier that is a value prints as it describes itself.
            guard let description = args[""] else { throw .unsupported("Item(\(args.keys))") }
            return description
        case "NSDiffableDataSourceSectionSnapshot":
            var outline = SectionSnapshot()
            outline.identifiersAreValues = identifiersAreValues
            return .sectionSnapshot(outline)
        case "NSDiffableDataSourceSnapshot":
            return .snapshot(
                DiffableSnapshot(identifiersAreValues: identifiersAreValues), contents: [:])
        case "IndexPath":
            guard let section = args["section"], let row = args["row"] ?? args["item"] else {
                throw .unsupported("IndexPath(\(args.keys.sorted()))")
            }
            return .indexPath(IndexPath(row: try row.integer(), section: try section.integer()))
        case "IndexSet":
            if let single = args["integer"] { return .list([single]) }
            if let list = args[""] { return .list(try list.elements()) }
            throw .unsupported("IndexSet(\(args.keys.sorted()))")
        case "UICollectionViewLayoutAttributes":
            // What the layout returns from layoutAttributesForElements(in:) is what the view
            // receives.
            let path = try (args["forCellWith"] ?? .none).indexPath()
            do {
                try view.receiveLayoutAttributes(for: path, ios: ios)
            } catch {
                throw .raised(error)
            }
            return .opaque("attributes")
        default:
            return .record(type, args)
        }
    }

    /// A mutating method of an array or a dictionary the code calls on stored `value`.
    static func mutate(
        _ value: inout ExecutionValue, _ method: String, _ args: [String: ExecutionValue]
    )
        throws(ExecutionError) -> ExecutionValue
    {
        guard case .list(var elements) = value else {
            throw .unsupported("\(method) on \(value)")
        }
        defer { value = .list(elements) }
        switch method {
        case "remove":
            let index = try args["at"]?.integer() ?? -1
            guard elements.indices.contains(index) else { throw .trap("Index out of range") }
            return elements.remove(at: index)
        case "insert":
            let index = try args["at"]?.integer() ?? -1
            guard let element = args[""], (0...elements.count).contains(index) else {
                throw .trap("Array index is out of range")
            }
            elements.insert(element, at: index)
        case "append":
            guard let element = args[""] else { throw .unsupported("append without a value") }
            elements.append(element)
        case "removeAll": elements.removeAll()
        default: throw .unsupported("array method \(method)")
        }
        return .none
    }
}
