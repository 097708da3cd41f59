/// A value a template can show: the data behind `{{name}}`, `{{#name}}…{{/name}}` and
/// `{{^name}}…{{/name}}`. Typed, so rendering never has to ask what a value is at run time.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    /// Text already encoded as UTF-8, such as markup rendered by another template: shown
    /// without a round trip through `String`.
    case utf8([UInt8])
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object([String: TemplateValue])

    /// Whether a section shows: everything but `false` and the empty list. (An empty string
    /// counts as a value, as in most Mustache implementations for typed languages.)
    var isTruthy: Bool {
        switch self {
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        default: true
        }
    }

    /// The value a name of this object refers to, if it is an object holding that name.
    @inline(__always)
    func member(_ name: String) -> TemplateValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }

    /// The text an interpolation shows, before escaping.
    func appendText(to output: inout String) {
        switch self {
        case .string(let text): output += text
        case .utf8(let bytes): output += String(decoding: bytes, as: UTF8.self)
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .list(let items): for item in items { item.appendText(to: &output) }
        case .object: break
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
