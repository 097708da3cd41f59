import ListDocsHighlight

/// How `ObjectiveCPrinter` writes declarations and the statements that hold blocks:
/// interfaces, implementations, properties, methods, `if`, `switch` and `return`. Each
/// word takes the colour the page gives a recipe's own Objective-C
/// (`TokenKind.objectiveC(word:)`).
extension ObjectiveCPrinter {
    mutating func writeDeclaration(_ statement: ObjectiveCStatement) {
        switch statement {
        case .returning(let value):
            word("return")
            if let value {
                put(" ")
                write(value)
            }
            put(";")
        case .ifThen(let condition, let then, let oneLine): writeIf(condition, then, oneLine)
        case .switchOver(let value, let cases): writeSwitch(value, cases)
        case .breakStatement:
            word("break")
            put(";")
        case .method(let method):
            writeSignature(method)
            put(" {")
            out.writeNote()
            endLine()
            nested(method.body)
            put("}")
        case .methodDeclaration(let method):
            writeSignature(method)
            put(";")
        case .property(let property): write(property)
        case .interface(let interface): write(interface)
        case .implementation(let name, let members, let open):
            word("@implementation")
            put(" ")
            word(name)
            // Open, it is its opening line alone: the walkthrough's methods follow.
            guard !open else { return }
            endLine()
            write(members)
            word("@end")
        case .dynamic(let names):
            word("@dynamic")
            put(" " + names.joined(separator: ", ") + ";")
        default: preconditionFailure("written by write(_:)")
        }
    }

    /// The values only the model block writes: operators, parentheses, an array a line.
    mutating func writeOperators(_ e: ObjectiveCExpression) {
        switch e {
        case .infix(let left, let op, let right):
            write(left)
            put(" \(op) ")
            write(right)
        case .ternary(let condition, let value, let otherwise):
            write(condition)
            put(" ? ")
            write(value)
            put(" : ")
            write(otherwise)
        case .parenthesized(let value):
            put("(")
            write(value)
            put(")")
        case .arrayPerLine(let elements): writeArrayPerLine(elements)
        default: preconditionFailure("written by write(_:)")
        }
    }

    /// A word in its colour.
    mutating func word(_ text: String) { put(text, .objectiveC(word: text)) }

    mutating func write(_ type: ObjectiveCType) {
        switch type {
        case .object(let name):
            word(name)
            put(" *")
        case .value(let name): word(name)
        case .conforming(let name):
            word("id")
            put("<")
            word(name)
            put(">")
        }
    }

    /// `- (result)piece:(Type)name piece:(Type)name`.
    mutating func writeSignature(_ method: ObjectiveCMethodDeclaration) {
        put(method.isClassMethod ? "+ (" : "- (")
        write(method.result)
        put(")")
        let colon = column - out.depth * 4 + (method.parameters.first?.piece.utf8.count ?? 0)
        for (index, parameter) in method.parameters.enumerated() {
            if index > 0, method.alignedBreaks.contains(index) {
                endLine()
                put(String(repeating: " ", count: max(0, colon - parameter.piece.utf8.count)))
            } else if index > 0 {
                put(" ")
            }
            put(parameter.piece)
            guard let type = parameter.type, let name = parameter.name else { continue }
            put(":(")
            write(type)
            put(")" + name)
        }
    }

    mutating func write(_ property: ObjectiveCProperty) {
        word("@property")
        put(" (")
        for (index, attribute) in property.attributes.enumerated() {
            if index > 0 { put(", ") }
            word(attribute)
        }
        put(") ")
        write(property.type)
        if case .value = property.type { put(" ") }
        put(property.name + ";")
    }

    mutating func write(_ interface: ObjectiveCInterface) {
        word("@interface")
        put(" ")
        word(interface.name)
        put(" : ")
        word(interface.base)
        if !interface.protocols.isEmpty {
            put(" <")
            for (index, name) in interface.protocols.enumerated() {
                if index > 0 { put(", ") }
                word(name)
            }
            put(">")
        }
        endLine()
        write(interface.members)
        word("@end")
    }

    mutating func writeIf(
        _ condition: ObjectiveCExpression, _ then: ObjectiveCBlock, _ oneLine: Bool
    ) {
        word("if")
        put(" (")
        write(condition)
        put(")")
        if oneLine, then.lines.count == 1 {
            put(" ")
            write(then.lines[0].statement)
            return
        }
        put(" {")
        endLine()
        nested(then)
        put("}")
    }

    mutating func writeSwitch(_ value: ObjectiveCExpression, _ cases: [ObjectiveCCase]) {
        word("switch")
        put(" (")
        write(value)
        put(") {")
        endLine()
        out.depth += 1
        for switchCase in cases {
            if let label = switchCase.label {
                word("case")
                put(" ")
                write(label)
                put(":")
            } else {
                word("default")
                put(":")
            }
            if switchCase.oneLine {
                // A case on one line is read as one: its message is not broken.
                let outer = breaking
                breaking = false
                for line in switchCase.body.lines {
                    put(" ")
                    write(line.statement)
                }
                breaking = outer
                endLine()
            } else {
                out.pendingNote = switchCase.note
                endLine()
                nested(switchCase.body)
            }
        }
        out.depth -= 1
        put("}")
    }
}
