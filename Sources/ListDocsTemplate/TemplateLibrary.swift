/// A set of named templates that can include each other as partials (`{{> name}}`), and
/// renders any of them with a typed value as its context.
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]
    private var sources: [String: String] = [:]

    public init() {}

    /// Parses `source` and files it under `name`, replacing any template of that name.
    public mutating func register(_ source: String, named name: String) throws(TemplateError) {
        templates[name] = try Template(source)
        sources[name] = source
    }

    /// Renders template `name` with `context` at the bottom of the context stack; the empty
    /// string when there is no such template.
    public func render(_ name: String, _ context: TemplateValue) -> String {
        renderUTF8(name, context).string
    }

    /// Renders like `render(_:_:)`, into UTF-8 bytes: for output that goes on into another
    /// template or into a file, so it is never decoded and checked as a `String`.
    public func renderUTF8(_ name: String, _ context: TemplateValue, capacity: Int = 4096) -> HTMLWriter {
        var output = HTMLWriter(capacity: capacity)
        guard let template = templates[name] else { return output }
        var stack = [context]
        render(template.nodes, &stack, into: &output, depth: 0)
        return output
    }

    /// How deep partials may include partials before the rest is left out (a partial that
    /// includes itself without a section to end it would never finish).
    private static let maximumDepth = 64

    private func render(_ nodes: [TemplateNode], _ stack: inout [TemplateValue], into output: inout HTMLWriter, depth: Int) {
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
                guard depth < Self.maximumDepth, let template = partial(name, indentation: indentation) else { continue }
                render(template.nodes, &stack, into: &output, depth: depth + 1)
            }
        }
    }

    /// The partial `name`; for a standalone partial tag, parsed again with every line of
    /// its source indented like the tag.
    private func partial(_ name: String, indentation: String) -> Template? {
        guard !indentation.isEmpty else { return templates[name] }
        guard let source = sources[name] else { return nil }
        var indented = ""
        var atLineStart = true
        for character in source {
            if atLineStart { indented += indentation }
            indented.append(character)
            atLineStart = character == "\n" || character == "\r\n"
        }
        return try? Template(indented)
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
