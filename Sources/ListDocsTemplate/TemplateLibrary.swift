/// A set of named templates that can include each other as partials (`{{> name}}`), and
/// renders any of them with a typed value as its context.
///
/// Every template is parsed once, when registered; so is every indented copy a standalone
/// partial tag needs (`  {{> row}}` indents each line of `row`).
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]
    private var sources: [String: String] = [:]
    /// The indented copies of partials that standalone partial tags ask for.
    private var indentedPartials: [IndentedPartial: Template] = [:]

    private struct IndentedPartial: Hashable, Sendable {
        var name: String
        var indentation: String
    }

    public init() {}

    /// Parses `source` and files it under `name`, replacing any template of that name.
    public mutating func register(_ source: String, named name: String) throws(TemplateError) {
        templates[name] = try Template(source)
        sources[name] = source
        prepareIndentedPartials()
    }

    /// The names of registered templates.
    public var names: [String] { templates.keys.sorted() }

    /// Partial tags that name no registered template, by the template holding the tag
    /// (sorted). Mustache renders such a tag as nothing; a site treats it as an error.
    public var missingPartials: [(template: String, partial: String)] {
        var missing: [(template: String, partial: String)] = []
        for (name, template) in templates.sorted(by: { $0.key < $1.key }) {
            var seen: Set<String> = []
            Self.forEachPartial(in: template.nodes) { partial, _ in
                if templates[partial] == nil, seen.insert(partial).inserted {
                    missing.append((name, partial))
                }
            }
        }
        return missing
    }

    /// Renders template `name` with `context` at the bottom of the context stack.
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
        try renderUTF8(name, context).string
    }

    /// Renders like `render(_:_:)`, into UTF-8 bytes: for output that goes on into another
    /// template or into a file, so it is never decoded and checked as a `String`. A name
    /// that is not registered is an error naming it.
    public func renderUTF8(_ name: String, _ context: TemplateValue, capacity: Int = 4096)
        throws(TemplateError)
        -> HTMLWriter
    {
        guard let template = templates[name] else {
            throw TemplateError(line: 0, column: 0, message: "there is no template named '\(name)'")
        }
        var output = HTMLWriter(capacity: capacity)
        var stack = [context]
        render(template.nodes, &stack, into: &output, depth: 0)
        return output
    }

    /// Parses, once, every indented copy of a partial that a standalone partial tag needs,
    /// following partials into partials as deep as rendering goes.
    private mutating func prepareIndentedPartials() {
        indentedPartials = [:]
        var pending: [(nodes: [TemplateNode], depth: Int)] = templates.values.map { ($0.nodes, 0) }
        while let (nodes, depth) = pending.popLast() {
            guard depth < Self.maximumDepth else { continue }
            var wanted: [IndentedPartial] = []
            Self.forEachPartial(in: nodes) { name, indentation in
                if !indentation.isEmpty {
                    wanted.append(IndentedPartial(name: name, indentation: indentation))
                }
            }
            for key in wanted where indentedPartials[key] == nil {
                guard let source = sources[key.name],
                    let template = try? Template(Self.indent(source, by: key.indentation))
                else { continue }
                indentedPartials[key] = template
                pending.append((template.nodes, depth + 1))
            }
        }
    }

    /// Calls `body` with the name and indentation of every partial tag in `nodes`.
    private static func forEachPartial(in nodes: [TemplateNode], _ body: (String, String) -> Void) {
        for node in nodes {
            switch node {
            case .partial(let name, let indentation): body(name, indentation)
            case .section(_, _, let inner): forEachPartial(in: inner, body)
            case .text, .variable: break
            }
        }
    }

    /// Every line of `source` with `indentation` in front.
    private static func indent(_ source: String, by indentation: String) -> String {
        var indented = ""
        var atLineStart = true
        for character in source {
            if atLineStart { indented += indentation }
            indented.append(character)
            atLineStart = character == "\n" || character == "\r\n"
        }
        return indented
    }

    /// How deep partials may include partials before the rest is left out (a partial that
    /// includes itself without a section to end it would never finish).
    private static let maximumDepth = 64

    private func render(
        _ nodes: [TemplateNode], _ stack: inout [TemplateValue], into output: inout HTMLWriter,
        depth: Int
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.raw(text)
            case .variable(let name, let escaped):
                guard let value = resolve(name, in: stack) else { continue }
                if case .string(let text) = value {
                    if escaped { output.escaped(text) } else { output.raw(text) }
                } else if case .utf8(let bytes) = value, !escaped {
                    output.raw(bytes)
                } else {
                    var text = ""
                    value.appendText(to: &text)
                    if escaped { output.escaped(text) } else { output.raw(text) }
                }
            case .section(let name, let inverted, let body):
                let value = resolve(name, in: stack)
                let shown = value?.isTruthy ?? false
                if inverted {
                    if !shown { render(body, &stack, into: &output, depth: depth) }
                } else if let value, shown {
                    if case .list(let items) = value {
                        for item in items {
                            stack.append(item)
                            render(body, &stack, into: &output, depth: depth)
                            stack.removeLast()
                        }
                    } else {
                        stack.append(value)
                        render(body, &stack, into: &output, depth: depth)
                        stack.removeLast()
                    }
                }
            case .partial(let name, let indentation):
                guard depth < Self.maximumDepth,
                    let template = partial(name, indentation: indentation)
                else { continue }
                render(template.nodes, &stack, into: &output, depth: depth + 1)
            }
        }
    }

    /// The partial `name`; for a standalone partial tag, its indented copy.
    private func partial(_ name: String, indentation: String) -> Template? {
        guard !indentation.isEmpty else { return templates[name] }
        return indentedPartials[IndentedPartial(name: name, indentation: indentation)]
    }

    /// Mustache's name resolution: the first part is looked up from the top of the stack
    /// down; each further part only in what the part before it found.
    private func resolve(_ name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: TemplateValue?
        for value in stack.reversed() {
            if let member = value.member(first) {
                found = member
                break
            }
        }
        for part in name.parts.dropFirst() {
            found = found?.member(part)
        }
        return found
    }
}
