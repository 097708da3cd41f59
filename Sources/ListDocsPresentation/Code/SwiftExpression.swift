import ListDocsEngine

/// A value or a call in the app's Swift, kept as what it is until `SwiftPrinter` writes it:
/// a string is escaped once, by the printer; a property of the view controller gets `self.`
/// where the closure it stands in needs one; an index path, and the row and section numbers
/// taken from one, know which path they name, so a method that receives that path as a
/// parameter can name it (`SwiftBlock.naming(_:as:)`) without reading any text.
indirect enum SwiftExpression: Hashable, Sendable {
    /// A property or method of the app's view controller (`sections`, `tableView`, `item`).
    case controller(ControllerMember)
    /// A local constant, a parameter or a free function, written as it is.
    case name(String)
    /// A type, as a value or the callee of an initializer (`IndexPath`, `Section`).
    case type(SwiftType)
    /// `self`, `true`, `false`, `nil`.
    case keyword(String)
    case integer(Int)
    /// A string literal; `text` is the value, escaped by the printer.
    case string(String)
    /// `IndexPath(row: 1, section: 0)` (`item:` in a collection view).
    case indexPath(IndexPath, PathElement)
    /// The row (item) or section number of an index path the step names.
    case position(IndexPath, PathPart, PathElement)
    /// `.fade`.
    case dot(String)
    /// `base.name`, or `base?.name` when `optional`.
    case access(SwiftExpression, String, optional: Bool = false)
    /// `base[index]`, or `base?[index]`.
    case subscripted(SwiftExpression, SwiftExpression, optional: Bool = false)
    /// `callee(arguments)` and its trailing closures.
    case call(SwiftExpression, [SwiftArgument], closures: [TrailingClosure] = [])
    /// `[a, b]`; with `oneLineEach`, an element per line, each followed by a comma.
    case array([SwiftExpression], oneLineEach: Bool = false)
    /// `value!`.
    case forced(SwiftExpression)
    /// `left op right` (`??`, `==`).
    case infix(SwiftExpression, String, SwiftExpression)
    /// `value as? Type`.
    case conditionalCast(SwiftExpression, SwiftType)
    /// `try? value`.
    case tryOptional(SwiftExpression)
    /// A string literal with values in it: `"Delete \(name)?"`.
    case interpolated([InterpolationPart])
    /// A closure as a value (`{ … }`); called at once, it is the callee of a call.
    case closure(SwiftClosure)
    /// `condition ? value : otherwise`.
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `value as! Type`, or `value as Type` (a bridging conversion) when not `forced`.
    case cast(SwiftExpression, SwiftType, forced: Bool)
    /// `\Type.member`.
    case keyPath(SwiftType, String)
    /// `#keyPath(Type.member)`.
    case poundKeyPath(SwiftType, String)
    /// `(value)`.
    case parenthesized(SwiftExpression)
    /// `(a, b)`.
    case tuple([SwiftExpression])
    /// `[key: value, …]` (`[:]` when empty); with `oneLineEach`, an entry per line.
    case dictionary([SwiftEntry], oneLineEach: Bool = false)

    /// `callee(label: value, …)` with no trailing closure.
    static func call(_ callee: SwiftExpression, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(callee, arguments)
    }

    /// `base.method(arguments)`.
    static func method(
        _ base: SwiftExpression, _ name: String, _ arguments: [SwiftArgument] = [],
        closures: [TrailingClosure] = []
    ) -> SwiftExpression {
        .call(.access(base, name), arguments, closures: closures)
    }

    /// `Type(arguments)`.
    static func new(_ type: String, _ arguments: [SwiftArgument] = []) -> SwiftExpression {
        .call(.type(.named(type)), arguments)
    }

    /// A string literal per label.
    static func strings(_ labels: [String]) -> SwiftExpression { .array(labels.map(string)) }
}

/// A piece of an interpolated string: text, or a value written into it.
enum InterpolationPart: Hashable, Sendable {
    case text(String)
    case value(SwiftExpression)
}

/// An entry of a dictionary literal.
struct SwiftEntry: Hashable, Sendable {
    var key: SwiftExpression
    var value: SwiftExpression
}

/// An argument of a call: `label: value`, or `value` alone.
struct SwiftArgument: Hashable, Sendable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An argument without a label.
    static func bare(_ value: SwiftExpression) -> SwiftArgument { SwiftArgument(nil, value) }
}

/// A type as the code names it.
indirect enum SwiftType: Hashable, Sendable {
    /// `Item`, `NSDiffableDataSourceSnapshot<String, Item>`.
    case named(String, [SwiftType] = [])
    /// `[Item]`.
    case array(SwiftType)
    /// `[String: Item]`.
    case dictionary(SwiftType, SwiftType)
    /// `String?`.
    case optional(SwiftType)
    /// `NSManagedObjectContext!`.
    case unwrapped(SwiftType)
    /// `any NSFetchRequestResult`.
    case existential(SwiftType)
    /// `() -> Void`.
    case function([SwiftType], SwiftType)
    /// `inout Hasher`.
    case `inout`(SwiftType)

    /// `String?`.
    static func optional(_ name: String) -> SwiftType { .optional(.named(name)) }
}

/// What an index path's first number is called: a table's `row`, a collection's `item`.
enum PathElement: String, Hashable, Sendable {
    case row, item

    init(_ view: ListViewKind) { self = view == .table ? .row : .item }
}

/// Which number of an index path.
enum PathPart: Hashable, Sendable {
    case element, section
}

/// The view controller's own properties and methods that step code uses. Inside a closure
/// that needs it, Swift wants each written `self.` (`SwiftPrinter` writes it).
public enum ControllerMember: String, Hashable, Sendable, CaseIterable {
    case sections, tableView, collectionView, contents, dataSource, fetchedResultsController
    case context, items, item
    /// `sortKey(between:and:)`, which a fetched-results model block declares.
    case sortKey
    /// An outline's items that hold others, which the model block declares.
    case parents
    /// `UIViewController`'s `present(_:animated:completion:)`.
    case present
}
