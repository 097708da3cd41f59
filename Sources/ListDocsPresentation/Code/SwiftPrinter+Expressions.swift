import ListDocsHighlight

/// How `SwiftPrinter` writes values: each kind of expression, calls and their trailing
/// closures, lists that break when they run past the width, and string literals.
extension SwiftPrinter {
    mutating func write(_ e: SwiftExpression) {
        switch e {
        case .controller(let member):
            if explicitSelf.last == true {
                put("self", .keyword)
                put(".")
            }
            put(member.rawValue)
        case .name(let name): put(name)
        case .type(let type): write(type)
        case .keyword(let word): put(word, .keyword)
        case .integer(let n): number(n)
        case .string(let value): put(Self.literal(value), .string)
        case .indexPath(let p, let element):
            put("IndexPath", .type)
            put("(\(element.rawValue): ")
            number(p.row)
            put(", section: ")
            number(p.section)
            put(")")
        case .position(let p, let part, _):
            number(part == .section ? p.section : p.row)
        case .dot(let name): put("." + name)
        case .access(let base, let member, let optional):
            write(base)
            put((optional ? "?." : ".") + member)
        case .subscripted(let base, let index, let optional):
            write(base)
            put(optional ? "?[" : "[")
            write(index)
            put("]")
        case .call(let callee, let arguments, let closures):
            writeCall(callee, arguments, closures)
        case .array(let elements, let oneLineEach): writeArray(elements, oneLineEach: oneLineEach)
        case .forced(let value):
            write(value)
            put("!")
        case .infix(let left, let op, let right):
            write(left)
            put(" \(op) ")
            write(right)
        case .conditionalCast(let value, let type):
            write(value)
            put(" ")
            put("as", .keyword)
            put("? ")
            write(type)
        case .tryOptional(let value):
            put("try", .keyword)
            put("? ")
            write(value)
        case .interpolated(let parts): writeInterpolation(parts)
        }
    }

    /// An integer literal; a negative one is the prefix `-` and its literal, as Swift reads it.
    mutating func number(_ n: Int) {
        if n < 0 { put("-") }
        put(String(n.magnitude), .number)
    }

    mutating func write(_ type: SwiftType) {
        switch type {
        case .named(let name, let generics):
            put(name, .type)
            guard !generics.isEmpty else { return }
            put("<")
            for (index, generic) in generics.enumerated() {
                if index > 0 { put(", ") }
                write(generic)
            }
            put(">")
        case .array(let element):
            put("[")
            write(element)
            put("]")
        }
    }

    mutating func writeCall(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closures: [TrailingClosure]
    ) {
        write(callee)
        let inside = closures.filter(\.inParentheses)
        let closures = closures.filter { !$0.inParentheses }
        if !inside.isEmpty {
            writeClosureArguments(arguments, inside)
        } else if !arguments.isEmpty || closures.isEmpty {
            let parts = arguments.map { argument in
                (argument.label.map { $0 + ": " } ?? "", argument.value)
            }
            // The trailing closure's ` {` ends the same line.
            writeList(parts, open: "(", close: ")", after: closures.isEmpty ? 0 : 2, comma: false)
        }
        for (index, trailing) in closures.enumerated() {
            put(index == 0 ? " {" : " \(trailing.label ?? ""): {")
            writeClosureBody(trailing)
        }
    }

    /// `(arguments, label: { … })`: closures written as the call's last arguments.
    mutating func writeClosureArguments(_ arguments: [SwiftArgument], _ closures: [TrailingClosure])
    {
        put("(")
        for argument in arguments {
            if let label = argument.label { put(label + ": ") }
            write(argument.value)
            put(", ")
        }
        for (index, closure) in closures.enumerated() {
            if index > 0 { put(", ") }
            put((closure.label.map { $0 + ": " } ?? "") + "{")
            writeClosureBody(closure)
        }
        put(")")
    }

    /// A closure's head, its body one level in, and its closing brace.
    mutating func writeClosureBody(_ trailing: TrailingClosure) {
        writeClosureHead(trailing.closure)
        if trailing.runsAfter { writeMark() }
        endLine()
        let reached = !unreached
        nested(trailing.closure.body, explicitSelf: trailing.closure.needsExplicitSelf)
        if trailing.closure.runsLater, reached { unreached = false }
        put("}")
    }

    /// Arguments or elements between `open` and `close`: on this line when they fit by
    /// `width` (with `after` more characters to come), else one per line, one level in,
    /// each but the last followed by a comma (the last too when `comma`, as an array's).
    mutating func writeList(
        _ parts: [(prefix: String, value: SwiftExpression)], open: String, close: String,
        after: Int, comma: Bool
    ) {
        // Measured once, at the outermost list that may break: inside one that fits on
        // its line, every list fits too.
        let widths =
            breaking && !prefixing
            ? parts.map { part in flatWidth(part.value).map { $0 + part.prefix.count } } : []
        let flat = widths.reduce(open.count + close.count + 2 * max(0, parts.count - 1) + after) {
            total, width in width.map { total + $0 } ?? Int.max / 2
        }
        guard breaking, !prefixing, !parts.isEmpty, !widths.contains(nil),
            column + flat > Self.width
        else {
            let outer = breaking
            if !widths.isEmpty, !widths.contains(nil) { breaking = false }
            put(open)
            for (index, part) in parts.enumerated() {
                if index > 0 { put(", ") }
                put(part.prefix)
                write(part.value)
            }
            put(close)
            breaking = outer
            return
        }
        // The statement's comment waits for its last line.
        let note = pendingNote
        pendingNote = nil
        put(open)
        endLine()
        depth += 1
        for (index, part) in parts.enumerated() {
            put(part.prefix)
            write(part.value)
            if comma || index < parts.count - 1 { put(",") }
            endLine()
        }
        depth -= 1
        put(close)
        pendingNote = note
    }

    /// The characters `value` takes on one line; nil when it cannot be written on one (it
    /// holds a closure).
    func flatWidth(_ value: SwiftExpression) -> Int? {
        FlatWidth.of(value, explicitSelf: explicitSelf.last ?? false)
    }

    func flatWidth(_ statement: SwiftStatement) -> Int? {
        FlatWidth.of(statement, explicitSelf: explicitSelf.last ?? false)
    }

    /// What `write` makes of `value` on one line, for the tests of `FlatWidth`.
    static func flatText(_ value: SwiftExpression, explicitSelf: Bool) -> String {
        var printer = SwiftPrinter(depth: 0, explicitSelf: explicitSelf)
        printer.breaking = false
        printer.write(value)
        return printer.finished().text
    }

    mutating func writeClosureHead(_ closure: SwiftClosure) {
        if !closure.captures.isEmpty {
            put(" [")
            for (index, capture) in closure.captures.enumerated() {
                if index > 0 { put(", ") }
                let words = capture.split(separator: " ")
                if words.count == 2 {
                    put(String(words[0]), .keyword)
                    put(" ")
                }
                let name = String(words.last ?? "")
                put(name, name == "self" ? .keyword : .plain)
            }
            put("]")
        }
        if !closure.parameters.isEmpty { put(" " + closure.parameters.joined(separator: ", ")) }
        if !closure.captures.isEmpty || !closure.parameters.isEmpty {
            put(" ")
            put("in", .keyword)
        }
    }

    mutating func writeArray(_ elements: [SwiftExpression], oneLineEach: Bool) {
        guard oneLineEach, !elements.isEmpty else {
            writeList(elements.map { ("", $0) }, open: "[", close: "]", after: 0, comma: true)
            return
        }
        put("[")
        endLine()
        depth += 1
        for element in elements {
            write(element)
            put(",")
            endLine()
        }
        depth -= 1
        put("]")
    }

    /// `"text \(value) text"`: the values printed as code, the whole literal coloured as
    /// the highlighter colours one.
    mutating func writeInterpolation(_ parts: [InterpolationPart]) {
        var literal = "\""
        for part in parts {
            switch part {
            case .text(let text): literal += Self.literal(text).dropFirst().dropLast()
            case .value(let value):
                var inner = SwiftPrinter(depth: 0, explicitSelf: explicitSelf.last ?? false)
                inner.breaking = false
                inner.write(value)
                literal += "\\(" + inner.finished().text + ")"
            }
        }
        writeVerbatim(literal + "\"")
    }

    /// A Swift string literal of `value`.
    static func literal(_ value: String) -> String {
        var escaped = "\""
        for character in value {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}
