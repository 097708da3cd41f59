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
    var nameText: String {
        guard style == .identifier else { return "item.id" }
        return values ? "identifier.description" : "identifier"
    }

    /// What a cell shows.
    var cellText: String {
        guard style == .identifier else { return "item.content" }
        return values
            ? "self?.contents[identifier.description] ?? identifier.description"
            : "self?.contents[identifier] ?? identifier"
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
    func declarations(identifiers: [String]) -> [String] {
        guard style != .identifier else {
            return (values ? Self.valueType : []) + [
                "// Identifiers are the items' names; what a cell shows, when it differs, is here.",
                "var contents: [String: String] = [:]", "",
            ]
        }
        var lines = typeDeclaration + [""]
        lines.append("// Every item the list shows, by name")
        if identifiers.isEmpty {
            lines.append("var items: [String: Item] = [:]")
        } else {
            lines.append("var items: [String: Item] = [")
            for id in identifiers {
                lines.append(
                    "    \(SwiftCode.literal(id)): Item(id: \(SwiftCode.literal(id)), content: \(SwiftCode.literal(id))),"
                )
            }
            lines.append("]")
        }
        return lines + ["", "func item(_ id: String) -> Item { items[id]! }", ""]
    }

    private var typeDeclaration: [String] {
        switch style {
        case .identifier:
            return []
        case .identifierAndContent:
            return Self.itemStruct(
                [
                    "// == compares the identifier, but the synthesized hash(into:) covers every",
                    "// stored property, the content too: after a content change the same item",
                    "// hashes differently.",
                ], equality: "lhs.id == rhs.id", hash: nil)
        case .classWithMutableContent:
            return [
                "// A class whose hash covers content that changes in place: the object already",
                "// in the applied snapshot changes its hash under the data source's feet.",
                "final class Item: Hashable, @unchecked Sendable {", "    let id: String",
                "    var content: String", "",
                "    init(id: String, content: String) {", "        self.id = id",
                "        self.content = content", "    }", "",
                "    static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }", "",
                "    func hash(into hasher: inout Hasher) {", "        hasher.combine(id)",
                "        hasher.combine(content)", "    }", "}",
            ]
        case .contentEquality:
            return Self.itemStruct(
                [
                    "// == compares what the cell shows, hash(into:) the identifier: two items",
                    "// showing the same content are equal but hash apart.",
                ], equality: "lhs.content == rhs.content", hash: "hasher.combine(id)")
        case .neverEqual:
            return Self.itemStruct(
                [
                    "// == compares a value that differs on every read (a timestamp, a random",
                    "// token): no item is ever equal to itself.",
                ], equality: "false", hash: "hasher.combine(id)")
        }
    }

    /// The stand-in for an app's own identifier type: a value that describes itself as the
    /// walkthrough's label, as UIKit prints it in its texts.
    static let valueType = [
        "// Your identifier type (a struct or an enum of yours): UIKit prints each as it",
        "// describes itself, which is what this stand-in's description is.",
        "struct Item: Hashable, CustomStringConvertible {", "    let description: String",
        "    init(_ description: String) { self.description = description }", "}", "",
    ]

    /// `struct Item: Hashable` with this `==` and, when given, this `hash(into:)` body
    /// (otherwise the synthesized one, over every stored property).
    private static func itemStruct(_ comment: [String], equality: String, hash: String?)
        -> [String]
    {
        var lines =
            comment + [
                "struct Item: Hashable {", "    let id: String", "    var content: String", "",
                "    static func == (lhs: Item, rhs: Item) -> Bool { \(equality) }",
            ]
        if let hash { lines += ["", "    func hash(into hasher: inout Hasher) { \(hash) }"] }
        return lines + ["}"]
    }
}
