/// One statement of the app's Swift.
indirect enum SwiftStatement: Hashable, Sendable {
    /// A call, or any expression, for its effect.
    case expression(SwiftExpression)
    /// `let name = value`.
    case constant(String, SwiftExpression)
    /// `var name = value`.
    case variable(String, SwiftExpression)
    /// `target = value`.
    case assignment(SwiftExpression, SwiftExpression)
    /// `_ = value`: a question whose answer the app ignores.
    case discard(SwiftExpression)
    /// `for name in sequence { body }`, on one line when `oneLine`.
    case forIn(String, SwiftExpression, SwiftBlock, oneLine: Bool = false)
    /// `// text`.
    case comment(String)
    /// An empty line.
    case blank
    /// `if condition { then } else { otherwise }`.
    case ifElse(SwiftExpression, then: SwiftBlock, otherwise: SwiftBlock)
    /// `if condition { then }`.
    case ifThen(SwiftCondition, then: SwiftBlock)
    /// `guard condition else { otherwise }`, on one line.
    case guarded(SwiftCondition, otherwise: SwiftBlock)
    /// `switch value { cases }`.
    case switchOver(SwiftExpression, [SwiftCase])
    /// `return value`, or `return` alone.
    case returning(SwiftExpression?)
    /// A method or function, with its body.
    case function(SwiftFunction)
    /// A class or struct, with its members.
    case typeDeclaration(SwiftTypeDeclaration)
    /// A stored property.
    case property(SwiftProperty)
    /// `/// text`: documentation of the declaration after it.
    case documentation(String)
}

/// A statement and what the page says of it.
struct SwiftLine: Hashable, Sendable {
    var statement: SwiftStatement
    /// A comment after it on the same line (on its first line).
    var note: String? = nil
    /// Where UIKit raises, when it raises here.
    var crash: CrashMark? = nil
    /// What the statement does for the step, as `StepCode` looks for it.
    var part: LinePart? = nil
    /// The walkthrough's step whose code it is, in a method that holds several steps' code
    /// (nil: the method's own, or the same as the statement it stands in).
    var step: Int? = nil

    init(
        _ statement: SwiftStatement, note: String? = nil, crash: CrashMark? = nil,
        part: LinePart? = nil
    ) {
        self.statement = statement
        self.note = note
        self.crash = crash
        self.part = part
    }

    /// Whether it is code rather than a comment or a blank.
    var isCode: Bool {
        switch statement {
        case .comment, .blank, .documentation: false
        default: true
        }
    }
}

/// What a statement is for, where the line UIKit raises at depends on it.
enum LinePart: Hashable, Sendable {
    /// An edit of a diffable snapshot (`snapshot.appendItems(…)`).
    case snapshotEdit
    /// An edit of a section snapshot.
    case sectionSnapshotEdit
    /// The call that ends a table view's batch (`endUpdates()`), or a batch's closure.
    case batchEnd
}

/// The comment that marks the line the app dies at.
enum CrashMark: Hashable, Sendable {
    /// UIKit raises in this call.
    case here
    /// A Swift trap in the data source's cell method, which this call made the view ask for
    /// (`tableView(_:cellForRowAt:)`).
    case inCellMethod(String)

    var text: String {
        switch self {
        case .here: "// ✗ the app dies here"
        case .inCellMethod(let method): "// ✗ the app dies in \(method), which this calls"
        }
    }
}
