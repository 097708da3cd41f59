import ListDocsEngine

/// A value the printed Swift computes, as `CodeInterpreter` follows it: strings, numbers,
/// index paths, arrays (and index sets), the model's structs, the view, and values the
/// check does not look into (a cell, a sender).
indirect enum ExecutionValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case none
    case indexPath(IndexPath)
    /// An array, or an `IndexSet` (a list of integers).
    case list([ExecutionValue])
    /// A struct of the model (`Section(title:rows:)`), by type name and stored property.
    case record(String, [String: ExecutionValue])
    /// A dictionary with string keys (`contents`).
    case dictionary([String: ExecutionValue])
    /// The table or collection view.
    case view
    case animation(RowAnimation)
    /// A managed object, by its place in the interpreter's store.
    case object(Int)
    /// An `NSDiffableDataSourceSnapshot`: its identifiers, as the engine models them, and
    /// what each item showed when it was put in (a struct is copied into a snapshot).
    case snapshot(DiffableSnapshot, contents: [String: String])
    /// An `NSDiffableDataSourceSectionSnapshot`, as the engine models it.
    case sectionSnapshot(SectionSnapshot)
    /// A value the check does not follow.
    case opaque(String)

    /// The array's elements.
    func elements() throws(ExecutionError) -> [ExecutionValue] {
        guard case .list(let values) = self else { throw .unsupported("not an array: \(self)") }
        return values
    }

    func integer() throws(ExecutionError) -> Int {
        guard case .integer(let value) = self else { throw .unsupported("not an Int: \(self)") }
        return value
    }

    /// An `Int` or a `Double`, as a `Double` (a sort key).
    func number() throws(ExecutionError) -> Double {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        default: throw .unsupported("not a number: \(self)")
        }
    }

    func string() throws(ExecutionError) -> String {
        guard case .string(let value) = self else { throw .unsupported("not a String: \(self)") }
        return value
    }

    func indexPath() throws(ExecutionError) -> IndexPath {
        guard case .indexPath(let value) = self else {
            throw .unsupported("not an IndexPath: \(self)")
        }
        return value
    }

    /// The value as text inside an interpolated string.
    var described: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .double(let number): String(number)
        case .boolean(let flag): String(flag)
        case .indexPath(let path): "[\(path.section), \(path.row)]"
        default: "\(self)"
        }
    }
}

/// Why the interpreter stopped.
enum ExecutionError: Error, Hashable, Sendable {
    /// The code uses a form the interpreter does not know: the step is not checked.
    case unsupported(String)
    /// UIKit (the engine's model of it) raised at the call being made.
    case raised(UIKitException)
    /// Swift traps: an index out of range, a value missing.
    case trap(String)
}
