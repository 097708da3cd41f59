/// A parsed Mustache template: text, `{{name}}` (escaped), `{{{name}}}` and `{{&name}}`
/// (raw), sections `{{#name}}…{{/name}}`, inverted sections `{{^name}}…{{/name}}`,
/// comments `{{! … }}`, partials `{{> name}}` and delimiter changes `{{=<% %>=}}`.
/// Lambdas are not supported: templates here are data, not code.
///
/// Parsing happens once per template; rendering walks the nodes with typed values.
public struct Template: Sendable {
    /// The parsed nodes.
    let nodes: [TemplateNode]

    /// Parses `source`. Errors name the line and column of the tag at fault.
    public init(_ source: String) throws(TemplateError) {
        var parser = TemplateParser(source)
        nodes = try parser.parse()
    }
}

/// One piece of a parsed template.
indirect enum TemplateNode: Sendable {
    case text(String)
    case variable(TemplateName, escaped: Bool)
    case section(TemplateName, inverted: Bool, [TemplateNode])
    /// A partial, with the indentation of a standalone partial tag to give each of its lines.
    case partial(String, indentation: String)
}

/// A name as written in a tag, split at its dots; no parts for `.`, the current value.
struct TemplateName: Sendable, Equatable {
    let parts: [String]
    let written: String

    init(_ written: String) {
        self.written = written
        parts =
            written == "."
            ? [] : written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// A template that does not parse, with the position of the problem.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the problem in the template source.
    public var line: Int
    /// 1-based column (in characters) of the problem.
    public var column: Int
    /// What is wrong, in a sentence.
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
