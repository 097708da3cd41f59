/// A value or a message in the app's Objective-C, as `ObjectiveCPrinter` writes it: a page
/// for an iOS version no Swift compiler that writes today's UIKit names could target (iOS 7
/// and earlier) shows the walkthrough's code in the language apps of those years were
/// written in. It is made from the Swift code model by `ObjectiveCTranslation`, so the code
/// the execution check runs and the code the page shows are one.
indirect enum ObjectiveCExpression: Hashable, Sendable {
    /// A local, a parameter, or `self`.
    case name(String)
    /// A class, as the receiver of a class message (`NSIndexPath`).
    case type(String)
    /// `nil`, `YES`, `NO`, `self`.
    case keyword(String)
    case integer(Int)
    /// `@"text"`; the value, escaped by the printer.
    case string(String)
    /// An enumeration's constant (`UITableViewRowAnimationFade`).
    case constant(String)
    /// `base.name`: a declared property.
    case property(ObjectiveCExpression, String)
    /// `[receiver selector]`, or `[receiver piece:argument piece:argument]`.
    case message(ObjectiveCExpression, [ObjectiveCPiece])
    /// `@[a, b]`.
    case array([ObjectiveCExpression])
    /// `function(a, b)` (`NSMakeRange`).
    case function(String, [ObjectiveCExpression])
    /// `@(value)`: a number boxed as an object.
    case boxed(ObjectiveCExpression)
    /// `^{ body }`, or `^(BOOL finished) { body }` with its parameters; `runsAfter` when it
    /// is a completion handler, which a raise in the message never reaches.
    case block(parameters: String, ObjectiveCBlock, runsAfter: Bool = false)
    /// `left op right`.
    case infix(ObjectiveCExpression, String, ObjectiveCExpression)
    /// `condition ? value : otherwise`.
    case ternary(ObjectiveCExpression, ObjectiveCExpression, ObjectiveCExpression)
    /// `(value)`.
    case parenthesized(ObjectiveCExpression)
    /// `@[` and an element a line, each with its comma, then `]`.
    case arrayPerLine([ObjectiveCExpression])

    /// `[receiver selector]`.
    static func send(_ receiver: ObjectiveCExpression, _ selector: String) -> ObjectiveCExpression {
        .message(receiver, [ObjectiveCPiece(selector, nil)])
    }
}

/// One part of a selector and its argument: `atIndex:` and `1`; a selector without
/// arguments is one piece with none.
struct ObjectiveCPiece: Hashable, Sendable {
    var name: String
    var argument: ObjectiveCExpression?

    init(_ name: String, _ argument: ObjectiveCExpression?) {
        self.name = name
        self.argument = argument
    }
}

/// One statement of the app's Objective-C.
indirect enum ObjectiveCStatement: Hashable, Sendable {
    /// A message, or any expression, for its effect.
    case expression(ObjectiveCExpression)
    /// `Type *name = value;` (`type` holds the `*`).
    case declaration(type: String, name: String, ObjectiveCExpression)
    /// `target = value;`.
    case assignment(ObjectiveCExpression, ObjectiveCExpression)
    /// `for (Type *name in collection) { body }`, on one line when `oneLine`.
    case forIn(type: String, name: String, ObjectiveCExpression, ObjectiveCBlock, oneLine: Bool)
    /// `// text`.
    case comment(String)
    case blank
    /// `return value;`, or `return;`.
    case returning(ObjectiveCExpression?)
    /// `if (condition) { then }`; on one line when `oneLine` (`if (before) return 1;`).
    case ifThen(ObjectiveCExpression, ObjectiveCBlock, oneLine: Bool = false)
    /// `switch (value) { cases }`.
    case switchOver(ObjectiveCExpression, [ObjectiveCCase])
    /// `break;`.
    case breakStatement
    /// A method and its body.
    case method(ObjectiveCMethodDeclaration)
    /// A method declared in an interface: `+ (Section *)sectionWithTitle:…;`.
    case methodDeclaration(ObjectiveCMethodDeclaration)
    case property(ObjectiveCProperty)
    case interface(ObjectiveCInterface)
    /// `@implementation Name`, its members, then `@end`; when `open`, its opening line
    /// alone (the view controller's, which the walkthrough's methods continue).
    case implementation(String, ObjectiveCBlock, open: Bool = false)
    /// `@dynamic a, b;`: properties Core Data provides.
    case dynamic([String])
}

/// A statement and what the page says of it: the same roles as a Swift line's.
struct ObjectiveCLine: Hashable, Sendable {
    var statement: ObjectiveCStatement
    var note: String? = nil
    var crash: CrashMark? = nil
    var step: Int? = nil

    var isCode: Bool {
        switch statement {
        case .comment, .blank: false
        default: true
        }
    }
}

/// Statements in order.
struct ObjectiveCBlock: Hashable, Sendable {
    var lines: [ObjectiveCLine] = []

    init(_ lines: [ObjectiveCLine] = []) { self.lines = lines }

    init(_ statements: [ObjectiveCStatement]) {
        lines = statements.map { ObjectiveCLine(statement: $0) }
    }

    static func + (left: ObjectiveCBlock, right: ObjectiveCBlock) -> ObjectiveCBlock {
        ObjectiveCBlock(left.lines + right.lines)
    }
}
