/// How `SwiftPrinter` writes declarations and the statements that hold blocks: methods,
/// types, properties, `if`, `guard`, `switch` and `return`.
extension SwiftPrinter {
    mutating func write(_ function: SwiftFunction) {
        // Where the declaration begins: its line's indentation is not written yet.
        let start = lineOpen ? column : depth * 4
        let fits = !breaking || start + FlatWidth.signature(function) <= Self.width
        writeAttributes(function.attributes)
        writeModifiers(function.modifiers)
        if function.name == "init" {
            put("init", .keyword)
        } else {
            put("func", .keyword)
            put(" ")
            put(function.name)
        }
        // An operator's name stands apart from its parameters: `static func == (lhs: …`.
        if function.isOperator { put(" ") }
        put("(")
        // Too long for its line: a parameter a line, one level in, as swift-format breaks
        // a call's arguments, and the closing parenthesis back at the declaration's level.
        if !fits, !function.parameters.isEmpty { endLine() }
        depth += fits ? 0 : 1
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { put(fits ? ", " : ",") }
            if index > 0, !fits { endLine() }
            write(parameter)
        }
        depth -= fits ? 0 : 1
        if !fits, !function.parameters.isEmpty { endLine() }
        put(")")
        if let result = function.result {
            put(" -> ")
            write(result)
        }
        writeBraced(function.body, oneLine: function.oneLine)
    }

    mutating func write(_ parameter: SwiftParameter) {
        if let label = parameter.label, label != parameter.name {
            put(label)
            put(" ")
        }
        put(parameter.name)
        put(": ")
        write(parameter.type)
    }

    /// ` {`, the block one level in, `}`; or ` { statement }` on the line when `oneLine`.
    mutating func writeBraced(_ body: SwiftBlock, oneLine: Bool = false) {
        if oneLine, body.lines.count == 1 {
            put(" { ")
            write(body.lines[0].statement)
            put(" }")
            return
        }
        put(" {")
        writeNote()
        endLine()
        nested(body, explicitSelf: explicitSelf.last ?? false)
        put("}")
    }

    mutating func write(_ type: SwiftTypeDeclaration) {
        writeAttributes(type.attributes)
        writeModifiers(type.modifiers)
        put(type.kind.rawValue, .keyword)
        put(" ")
        put(type.name, .type)
        for (index, inherited) in type.inherits.enumerated() {
            put(index == 0 ? ": " : ", ")
            if let attribute = inherited.attribute {
                put("@" + attribute, .attribute)
                put(" ")
            }
            write(inherited.type)
        }
        writeBraced(type.members)
    }

    mutating func write(_ property: SwiftProperty) {
        writeAttributes(property.attributes)
        writeModifiers(property.modifiers)
        put(property.constant ? "let" : "var", .keyword)
        put(" ")
        put(property.name)
        if let type = property.type {
            put(": ")
            write(type)
        }
        if let value = property.value {
            put(" = ")
            write(value)
        }
    }

    mutating func writeAttributes(_ attributes: [SwiftAttribute]) {
        for attribute in attributes {
            put("@" + attribute.name, .attribute)
            if let argument = attribute.argument {
                put("(")
                put(argument, argument.first?.isUppercase == true ? .type : .plain)
                put(")")
            }
            put(" ")
        }
    }

    mutating func writeModifiers(_ modifiers: [String]) {
        for modifier in modifiers {
            put(modifier, .keyword)
            put(" ")
        }
    }

    mutating func write(_ condition: SwiftCondition) {
        switch condition {
        case .expression(let e): write(e)
        case .unwrapping(let name):
            put("let", .keyword)
            put(" ")
            put(name, name == "self" ? .keyword : .plain)
        case .binding(let name, let value):
            put("let", .keyword)
            put(" \(name) = ")
            write(value)
        }
    }

    /// `guard condition else { statement }`, on one line.
    mutating func writeGuard(_ condition: SwiftCondition, otherwise: SwiftBlock) {
        put("guard", .keyword)
        put(" ")
        write(condition)
        put(" ")
        put("else", .keyword)
        writeBraced(otherwise, oneLine: true)
    }

    mutating func writeSwitch(_ value: SwiftExpression, _ cases: [SwiftCase]) {
        put("switch", .keyword)
        put(" ")
        write(value)
        put(" {")
        endLine()
        for switchCase in cases {
            write(switchCase.pattern)
            put(":")
            let fits = switchCase.body.lines.count == 1 && switchCase.body.lines[0].note == nil
            if fits, flatWidth(switchCase.body.lines[0].statement) != nil {
                put(" ")
                write(switchCase.body.lines[0].statement)
                endLine()
            } else {
                endLine()
                nested(switchCase.body, explicitSelf: explicitSelf.last ?? false)
            }
        }
        put("}")
    }

    /// A case's pattern, from `case` (or `default`) on.
    mutating func write(_ pattern: SwiftPattern) {
        switch pattern {
        case .otherwise:
            put("default", .keyword)
            return
        case .unknownDefault:
            put("@unknown", .attribute)
            put(" ")
            put("default", .keyword)
            return
        default: break
        }
        put("case", .keyword)
        put(" ")
        writePatternBody(pattern)
    }

    private mutating func writePatternBody(_ pattern: SwiftPattern) {
        switch pattern {
        case .dot(let name): put("." + name)
        case .tuple(let elements):
            put("(")
            for (index, element) in elements.enumerated() {
                if index > 0 { put(", ") }
                writePatternBody(element)
            }
            put(")")
        case .some(let name):
            // `let` before each name it binds, as swift-format asks.
            put("let", .keyword)
            put(" " + name + "?")
        case .none: put("nil", .keyword)
        case .otherwise, .unknownDefault: write(pattern)
        }
    }

    mutating func writeReturn(_ value: SwiftExpression?) {
        put("return", .keyword)
        guard let value else { return }
        put(" ")
        write(value)
    }
}
