/// Where a value that code changes lives: a property of the view controller or a local,
/// then members and subscripts (`sections[0].rows[2]`).
struct ValuePath: Hashable, Sendable {
    enum Root: Hashable, Sendable {
        case controller(ControllerMember)
        case local(String)
    }

    enum Step: Hashable, Sendable {
        case member(String)
        case index(ExecutionValue)
    }

    var root: Root
    var steps: [Step] = []

    func appending(_ step: Step) -> ValuePath {
        ValuePath(root: root, steps: steps + [step])
    }
}

extension ExecutionValue {
    /// The value at `steps` inside this one.
    func value(at steps: ArraySlice<ValuePath.Step>) throws(ExecutionError) -> ExecutionValue {
        guard let step = steps.first else { return self }
        return try child(step).value(at: steps.dropFirst())
    }

    /// Changes the value at `steps` inside this one.
    mutating func modify<Result>(
        at steps: ArraySlice<ValuePath.Step>,
        _ change: (inout ExecutionValue) throws(ExecutionError) -> Result
    ) throws(ExecutionError) -> Result {
        guard let step = steps.first else { return try change(&self) }
        var inner = try child(step)
        let result = try inner.modify(at: steps.dropFirst(), change)
        try setChild(step, inner)
        return result
    }

    private func child(_ step: ValuePath.Step) throws(ExecutionError) -> ExecutionValue {
        switch (self, step) {
        case (.record(_, let fields), .member(let name)):
            guard let value = fields[name] else { throw .unsupported("no member \(name)") }
            return value
        case (.list(let values), .index(.integer(let i))):
            guard values.indices.contains(i) else { throw .trap("Index out of range") }
            return values[i]
        case (.dictionary(let entries), .index(.string(let key))):
            return entries[key] ?? .none
        default:
            throw .unsupported("\(step) of \(self)")
        }
    }

    private mutating func setChild(_ step: ValuePath.Step, _ value: ExecutionValue)
        throws(ExecutionError)
    {
        switch (self, step) {
        case (.record(let type, var fields), .member(let name)):
            fields[name] = value
            self = .record(type, fields)
        case (.list(var values), .index(.integer(let i))):
            guard values.indices.contains(i) else { throw .trap("Index out of range") }
            values[i] = value
            self = .list(values)
        case (.dictionary(var entries), .index(.string(let key))):
            entries[key] = value
            self = .dictionary(entries)
        default:
            throw .unsupported("set \(step) of \(self)")
        }
    }
}
