import ListDocsEngine

/// How a diffable walkthrough's code names its items, after the `hashable=` it declares.
/// With `hashable=id` an item identifier is its `String`: `==` and `hash` both read the
/// name, and what a cell shows when it differs lives in `contents`. Every other style is an
/// `Item` type whose `==` and `hash(into:)` are exactly the ones the walkthrough says, kept
/// in `items` by name, so that the code on the page can make the crash the page shows.
struct DiffableItems {
    var style: HashableStyle
    /// `identifiers=values`: identifiers of the app's own type, which UIKit prints as they
    /// describe themselves; an `Item` whose description is the walkthrough's label stands
    /// for it.
    var values = false

    /// The snapshot's item identifier type.
    var typeName: String { style == .identifier && !values ? "String" : "Item" }

    /// The name of the cell provider's third parameter.
    var parameter: String { style == .identifier ? "identifier" : "item" }

    /// The item's name, from the cell provider's parameter.
    var nameText: SwiftExpression {
        guard style == .identifier else { return .access(.name("item"), "id") }
        return values ? .access(.name("identifier"), "description") : .name("identifier")
    }

    /// What a cell shows.
    var cellText: SwiftExpression {
        guard style == .identifier else { return .access(.name("item"), "content") }
        let name = nameText
        return .infix(.subscripted(ModelPieces.weakSelf(.contents), name), "??", name)
    }

    /// The snapshot's item identifier type, in the code model.
    var type: SwiftType { .named(typeName) }

    /// The item named `id`, as an expression: `"Kiwi"`, `Item("Kiwi")` or `item("Kiwi")`.
    func item(_ id: String) -> SwiftExpression {
        guard style == .identifier else { return .call(.controller(.item), [.bare(.string(id))]) }
        return values ? .new("Item", [.bare(.string(id))]) : .string(id)
    }

    /// `["Kiwi", "Fig"]` or `[item("Kiwi"), item("Fig")]`.
    func array(_ ids: [String]) -> SwiftExpression { .array(ids.map(item)) }

    /// `data set`: the model behind an identifier shows other content.
    func contentChange(_ id: String, _ text: String) -> SwiftLine {
        SwiftLine(
            style == .identifier
                ? .assignment(.subscripted(.controller(.contents), .string(id)), .string(text))
                : .assignment(
                    .access(.forced(.subscripted(.controller(.items), .string(id))), "content"),
                    .string(text)))
    }

    /// The declarations the model block starts with: `contents`, or the `Item` type with
    /// the walkthrough's equality and hash, `items` holding every item it uses, and
    /// `item(_:)`.
    func declarations(identifiers: [String]) -> SwiftBlock {
        let string = SwiftType.named("String")
        guard style != .identifier else {
            return (values ? Self.valueType : [])
                + ModelPieces.member(
                    [
                        "Identifiers are the items' names; what a cell shows, when it differs, is here."
                    ],
                    .property(
                        SwiftProperty(
                            name: "contents", type: .dictionary(string, string),
                            value: .dictionary([]))))
        }
        let entries = identifiers.map { id in
            SwiftEntry(
                key: .string(id),
                value: .new(
                    "Item",
                    [SwiftArgument("id", .string(id)), SwiftArgument("content", .string(id))]))
        }
        let lookup = SwiftFunction(
            name: "item", parameters: [.unlabelled("id", string)], result: .named("Item"),
            body: SwiftBlock([
                .expression(.forced(.subscripted(.controller(.items), .name("id"))))
            ]), oneLine: true)
        return typeDeclaration + [.blank]
            + ModelPieces.member(
                ["Every item the list shows, by name"],
                .property(
                    SwiftProperty(
                        name: "items", type: .dictionary(string, .named("Item")),
                        value: .dictionary(entries, oneLineEach: true))))
            + [.function(lookup), .blank]
    }

    private var typeDeclaration: SwiftBlock {
        switch style {
        case .identifier:
            return []
        case .identifierAndContent:
            return Self.itemStruct(
                [
                    "== compares the identifier, but the synthesized hash(into:) covers every",
                    "stored property, the content too: after a content change the same item",
                    "hashes differently.",
                ], equality: Self.same("id"), hash: nil)
        case .classWithMutableContent:
            return Self.itemClass
        case .contentEquality:
            return Self.itemStruct(
                [
                    "== compares what the cell shows, hash(into:) the identifier: two items",
                    "showing the same content are equal but hash apart.",
                ], equality: Self.same("content"), hash: Self.combine("id"))
        case .neverEqual:
            return Self.itemStruct(
                [
                    "== compares a value that differs on every read (a timestamp, a random",
                    "token): no item is ever equal to itself.",
                ], equality: .keyword("false"), hash: Self.combine("id"))
        }
    }

    /// `lhs.name == rhs.name`.
    private static func same(_ name: String) -> SwiftExpression {
        .infix(.access(.name("lhs"), name), "==", .access(.name("rhs"), name))
    }

    /// `hasher.combine(name)`.
    private static func combine(_ name: String) -> SwiftStatement {
        .expression(.method(.name("hasher"), "combine", [.bare(.name(name))]))
    }

    /// `static func == (lhs: Item, rhs: Item) -> Bool { equality }`.
    private static func equals(_ equality: SwiftExpression) -> SwiftStatement {
        let item = SwiftType.named("Item")
        return .function(
            SwiftFunction(
                modifiers: ["static"], name: "==",
                parameters: [SwiftParameter(nil, "lhs", item), SwiftParameter(nil, "rhs", item)],
                result: .named("Bool"), body: SwiftBlock([.expression(equality)]), oneLine: true))
    }

    /// `func hash(into hasher: inout Hasher) { … }`, on one line when it combines one value.
    private static func hash(_ combined: SwiftBlock) -> SwiftStatement {
        .function(
            SwiftFunction(
                name: "hash",
                parameters: [SwiftParameter("into", "hasher", .inout(.named("Hasher")))],
                body: combined, oneLine: combined.lines.count == 1))
    }

    /// `let id: String` and `var content: String`.
    private static let stored: [SwiftStatement] = [
        .property(SwiftProperty(constant: true, name: "id", type: .named("String"))),
        .property(SwiftProperty(name: "content", type: .named("String"))),
    ]

    /// A class whose hash covers content that changes in place.
    private static var itemClass: SwiftBlock {
        let string = SwiftType.named("String")
        let initializer = SwiftFunction(
            name: "init",
            parameters: [
                SwiftParameter(nil, "id", string), SwiftParameter(nil, "content", string),
            ],
            body: SwiftBlock([
                .assignment(.access(.keyword("self"), "id"), .name("id")),
                .assignment(.access(.keyword("self"), "content"), .name("content")),
            ]))
        return [
            .comment("A class whose hash covers content that changes in place: the object already"),
            .comment("in the applied snapshot changes its hash under the data source's feet."),
            .typeDeclaration(
                SwiftTypeDeclaration(
                    modifiers: ["final"], kind: .class, name: "Item",
                    inherits: [
                        .named("Hashable"),
                        SwiftInheritance(.named("Sendable"), attribute: "unchecked"),
                    ],
                    members: SwiftBlock(stored)
                        + [
                            .blank, .function(initializer), .blank, equals(same("id")), .blank,
                            hash([combine("id"), combine("content")]),
                        ])),
        ]
    }

    /// The stand-in for an app's own identifier type: a value that describes itself as the
    /// walkthrough's label, as UIKit prints it in its texts.
    static var valueType: SwiftBlock {
        let initializer = SwiftFunction(
            name: "init", parameters: [.unlabelled("description", .named("String"))],
            body: SwiftBlock([
                .assignment(.access(.keyword("self"), "description"), .name("description"))
            ]), oneLine: true)
        return [
            .comment(
                "Your identifier type (a struct or an enum of yours): UIKit prints each as it"),
            .comment("describes itself, which is what this stand-in's description is."),
            .typeDeclaration(
                SwiftTypeDeclaration(
                    kind: .struct, name: "Item",
                    inherits: [.named("Hashable"), .named("CustomStringConvertible")],
                    members: SwiftBlock([
                        .property(
                            SwiftProperty(
                                constant: true, name: "description", type: .named("String"))),
                        .function(initializer),
                    ]))),
            .blank,
        ]
    }

    /// `struct Item: Hashable` with this `==` and, when given, this `hash(into:)` body
    /// (otherwise the synthesized one, over every stored property).
    private static func itemStruct(
        _ comment: [String], equality: SwiftExpression, hash combined: SwiftStatement?
    ) -> SwiftBlock {
        var members = SwiftBlock(stored) + [.blank, equals(equality)]
        if let combined { members += [.blank, hash([combined])] }
        return SwiftBlock(comment.map(SwiftStatement.comment)) + [
            .typeDeclaration(
                SwiftTypeDeclaration(
                    kind: .struct, name: "Item", inherits: [.named("Hashable")],
                    members: members))
        ]
    }
}
