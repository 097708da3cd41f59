/// A type as Objective-C names it in a declaration.
enum ObjectiveCType: Hashable, Sendable {
    /// An object, through a pointer: `NSString *`.
    case object(String)
    /// A value or a keyword type: `NSInteger`, `void`, `double`, `instancetype`.
    case value(String)
    /// An object known by its protocol: `id<NSFetchedResultsSectionInfo>`.
    case conforming(String)

    static let void = ObjectiveCType.value("void")
}

/// A part of a method's selector, with the parameter it takes (none for a selector with
/// no arguments): `numberOfRowsInSection:(NSInteger)section`.
struct ObjectiveCParameter: Hashable, Sendable {
    var piece: String
    var type: ObjectiveCType?
    var name: String?

    init(_ piece: String, _ type: ObjectiveCType? = nil, _ name: String? = nil) {
        self.piece = piece
        self.type = type
        self.name = name
    }
}

/// A method: `- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:…`.
struct ObjectiveCMethodDeclaration: Hashable, Sendable {
    /// A class method (`+`) rather than an instance method (`-`).
    var isClassMethod = false
    var result: ObjectiveCType
    var parameters: [ObjectiveCParameter]
    var body: ObjectiveCBlock
    /// The parts of the selector that begin a line of their own, their colons aligned
    /// under the first one's (Xcode's way with a long delegate method), by index.
    var alignedBreaks: Set<Int> = []

    /// `- (result)selector…`, its body one level in.
    static func instance(
        _ result: ObjectiveCType, _ parameters: [ObjectiveCParameter], _ body: ObjectiveCBlock
    ) -> ObjectiveCMethodDeclaration {
        ObjectiveCMethodDeclaration(result: result, parameters: parameters, body: body)
    }
}

/// `@property (nonatomic, copy) NSString *title;`.
struct ObjectiveCProperty: Hashable, Sendable {
    var attributes: [String]
    var type: ObjectiveCType
    var name: String

    init(_ attributes: [String], _ type: ObjectiveCType, _ name: String) {
        self.attributes = attributes
        self.type = type
        self.name = name
    }
}

/// `@interface Name : Base <Protocols>`, its properties and method declarations, `@end`.
struct ObjectiveCInterface: Hashable, Sendable {
    var name: String
    var base: String
    var protocols: [String] = []
    /// The properties and the declared methods (bodies left empty), each with its note.
    var members: ObjectiveCBlock = ObjectiveCBlock()
}

/// A case of a `switch`: its label (nil for `default`) and its statements, on the label's
/// line when `oneLine`.
struct ObjectiveCCase: Hashable, Sendable {
    var label: ObjectiveCExpression?
    var body: ObjectiveCBlock
    var oneLine: Bool
    /// A comment after the label.
    var note: String? = nil

    init(
        _ label: ObjectiveCExpression?, _ body: ObjectiveCBlock, oneLine: Bool = true,
        note: String? = nil
    ) {
        self.label = label
        self.body = body
        self.oneLine = oneLine
        self.note = note
    }
}

extension ObjectiveCBlock: ExpressibleByArrayLiteral {
    init(arrayLiteral statements: ObjectiveCStatement...) { self.init(statements) }

    mutating func append(_ statement: ObjectiveCStatement, note: String? = nil) {
        lines.append(ObjectiveCLine(statement: statement, note: note))
    }
}
