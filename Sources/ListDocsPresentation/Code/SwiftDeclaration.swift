/// A method or function of the app's Swift: `override func tableView(_ tableView:
/// UITableView, numberOfRowsInSection section: Int) -> Int { … }`.
struct SwiftFunction: Hashable, Sendable {
    /// `@IBAction`, `@nonobjc`.
    var attributes: [SwiftAttribute] = []
    /// `override`, `static`, `class`, `private`.
    var modifiers: [String] = []
    /// `tableView`, `init`, or an operator (`==`).
    var name: String
    var parameters: [SwiftParameter] = []
    var result: SwiftType? = nil
    var body: SwiftBlock
    /// Whether the body, one statement, stands on the declaration's line (`{ lhs.id == rhs.id }`).
    var oneLine = false

    /// Whether the name is an operator's (`==`).
    var isOperator: Bool { name.first.map { !$0.isLetter && $0 != "_" } == true }

    /// `override func name(parameters) -> result { body }`: a method of UIKit's the view
    /// controller overrides.
    static func override(
        _ name: String, _ parameters: [SwiftParameter], _ result: SwiftType? = nil,
        _ body: SwiftBlock
    ) -> SwiftFunction {
        SwiftFunction(
            modifiers: ["override"], name: name, parameters: parameters, result: result, body: body)
    }
}

/// A parameter: `_ tableView: UITableView`, `between before: Double?`, `id: String`.
struct SwiftParameter: Hashable, Sendable {
    /// The argument label when it differs from the name (`_` for none).
    var label: String?
    var name: String
    var type: SwiftType

    init(_ label: String?, _ name: String, _ type: SwiftType) {
        self.label = label
        self.name = name
        self.type = type
    }

    /// `_ name: Type`: a parameter its callers pass without a label.
    static func unlabelled(_ name: String, _ type: SwiftType) -> SwiftParameter {
        SwiftParameter("_", name, type)
    }
}

/// `@NSManaged`, `@objc(Item)`, `@unknown`.
struct SwiftAttribute: Hashable, Sendable {
    var name: String
    /// What stands in its parentheses: a name of the Objective-C runtime's (`Item`).
    var argument: String? = nil

    init(_ name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }
}

/// `final class LabelCell: UICollectionViewCell { … }`, `struct Section { … }`.
struct SwiftTypeDeclaration: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable { case `class`, `struct` }

    var attributes: [SwiftAttribute] = []
    /// `final`.
    var modifiers: [String] = []
    var kind: Kind
    var name: String
    /// The superclass and the protocols, each with what is written before it
    /// (`@preconcurrency`, `@unchecked`).
    var inherits: [SwiftInheritance] = []
    var members: SwiftBlock
}

/// A superclass or protocol a type declares, with the attribute that qualifies it.
struct SwiftInheritance: Hashable, Sendable {
    var attribute: String? = nil
    var type: SwiftType

    init(_ type: SwiftType, attribute: String? = nil) {
        self.type = type
        self.attribute = attribute
    }

    /// A type by its name, unqualified.
    static func named(_ name: String) -> SwiftInheritance { SwiftInheritance(.named(name)) }
}

/// A stored property: `lazy var dataSource = …`, `@NSManaged var title: String?`,
/// `var context: NSManagedObjectContext!`.
struct SwiftProperty: Hashable, Sendable {
    var attributes: [SwiftAttribute] = []
    /// `lazy`, `private`.
    var modifiers: [String] = []
    /// `let` rather than `var`.
    var constant = false
    var name: String
    var type: SwiftType? = nil
    var value: SwiftExpression? = nil
}

/// What an `if` or a `guard` tests.
enum SwiftCondition: Hashable, Sendable {
    /// A Boolean value.
    case expression(SwiftExpression)
    /// `let name`: the optional of that name, unwrapped (Swift 5.7's shorthand).
    case unwrapping(String)
    /// `let name = value`: a value bound when it is not nil.
    case binding(String, SwiftExpression)
}

/// A case of a `switch`: what it matches, and its statements (on its own line when one
/// short statement).
struct SwiftCase: Hashable, Sendable {
    var pattern: SwiftPattern
    var body: SwiftBlock

    init(_ pattern: SwiftPattern, _ body: SwiftBlock) {
        self.pattern = pattern
        self.body = body
    }
}

/// What a `switch` case matches.
indirect enum SwiftPattern: Hashable, Sendable {
    /// `.insert`.
    case dot(String)
    /// `let (before?, nil)`, or `(nil, nil)` when nothing is bound.
    case tuple([SwiftPattern])
    /// `name?` inside a tuple that binds: the value, when it is not nil.
    case some(String)
    /// `nil`.
    case none
    /// `default`.
    case otherwise
    /// `@unknown default`: the cases a later SDK may add.
    case unknownDefault
}
