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
            if member == "self" || member == "init" {
                put(optional ? "?." : ".")
                put(member, .keyword)
            } else {
                put((optional ? "?." : ".") + member)
            }
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
        default: writeMore(e)
        }
    }

    /// The kinds of value only declarations use: closures as values, casts, key paths,
    /// dictionaries.
    mutating func writeMore(_ e: SwiftExpression) {
        switch e {
        case .closure(let closure):
            put("{")
            writeClosureHead(closure)
            endLine()
            nested(closure.body, explicitSelf: closure.needsExplicitSelf)
            put("}")
        case .ternary(let condition, let value, let otherwise):
            write(condition)
            put(" ? ")
            write(value)
            put(" : ")
            write(otherwise)
        case .cast(let value, let type, let forced):
            write(value)
            put(" ")
            put("as", .keyword)
            put(forced ? "! " : " ")
            write(type)
        case .keyPath(let type, let member):
            put("\\")
            write(type)
            put("." + member)
        case .poundKeyPath(let type, let member):
            put("#keyPath", .keyword)
            put("(")
            write(type)
            put("." + member + ")")
        case .parenthesized(let value):
            put("(")
            write(value)
            put(")")
        case .dictionary(let entries, let oneLineEach): writeDictionary(entries, oneLineEach)
        case .tuple(let elements):
            put("(")
            for (index, element) in elements.enumerated() {
                if index > 0 { put(", ") }
                write(element)
            }
            put(")")
        default: preconditionFailure("written by write(_:)")
        }
    }

    mutating func writeDictionary(_ entries: [SwiftEntry], _ oneLineEach: Bool) {
        guard !entries.isEmpty else {
            put("[:]")
            return
        }
        put("[")
        if oneLineEach { endLine() }
        depth += oneLineEach ? 1 : 0
        for (index, entry) in entries.enumerated() {
            if index > 0, !oneLineEach { put(", ") }
            write(entry.key)
            put(": ")
            write(entry.value)
            if oneLineEach {
                if entries.count > 1 { put(",") }
                endLine()
            }
        }
        depth -= oneLineEach ? 1 : 0
        put("]")
    }

    /// An integer literal; a negative one is the prefix `-` and its literal, as Swift reads it.
    mutating func number(_ n: Int) {
        if n < 0 { put("-") }
        put(String(n.magnitude), .number)
    }

    mutating func write(_ type: SwiftType) {
        switch type {
        case .named(let name, let generics):
            typeName(name)
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
        case .dictionary(let key, let value):
            put("[")
            write(key)
            put(": ")
            write(value)
            put("]")
        case .optional(let wrapped):
            write(wrapped)
            put("?")
        case .unwrapped(let wrapped):
            write(wrapped)
            put("!")
        case .existential(let constraint):
            put("any", .keyword)
            put(" ")
            write(constraint)
        case .function(let parameters, let result):
            put("(")
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { put(", ") }
                write(parameter)
            }
            put(") -> ")
            write(result)
        case .inout(let type):
            put("inout", .keyword)
            put(" ")
            write(type)
        }
    }

    /// A type's name; each part of a nested one (`UICollectionView.CellRegistration`) is a
    /// type of its own.
    mutating func typeName(_ name: String) {
        for (index, part) in name.split(separator: ".").enumerated() {
            if index > 0 { put(".") }
            // `Any` is a keyword of Swift's, not a name.
            put(String(part), part == "Any" ? .keyword : .type)
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
        let closure = trailing.closure
        if closure.oneLine, closure.body.lines.count == 1 {
            writeClosureHead(closure)
            put(" ")
            explicitSelf.append(closure.needsExplicitSelf)
            write(closure.body.lines[0].statement)
            explicitSelf.removeLast()
            put(" }")
            return
        }
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
        // One argument that holds a closure goes on a line of its own, the call's closing
        // parenthesis right after the closure's brace, as swift-format writes it.
        if breaking, !prefixing, open == "(", parts.count == 1, widths == [nil] {
            put(open)
            endLine()
            depth += 1
            put(parts[0].prefix)
            write(parts[0].value)
            depth -= 1
            put(close)
            return
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
            if comma && parts.count > 1 || index < parts.count - 1 { put(",") }
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

    /// A closure's captures, parameters and `in`, after its brace: on the brace's line when
    /// they fit there, else on a line of their own one level in, as swift-format puts them.
    mutating func writeClosureHead(_ closure: SwiftClosure) {
        let captures =
            closure.captures.isEmpty ? 0 : 2 + closure.captures.joined(separator: ", ").utf8.count
        let parameters = closure.parameters.joined(separator: ", ").utf8.count
        guard captures + parameters > 0 else { return }
        let width = captures + (captures > 0 && parameters > 0 ? 1 : 0) + parameters + 3
        var space = " "
        if breaking, !prefixing, column + 1 + width > Self.width {
            endLine()
            depth += 1
            beginLine()
            depth -= 1
            space = ""
        }
        if !closure.captures.isEmpty {
            put(space + "[")
            space = " "
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
        if !closure.parameters.isEmpty { put(space + closure.parameters.joined(separator: ", ")) }
        put(" ")
        put("in", .keyword)
    }

    mutating func writeArray(_ elements: [SwiftExpression], oneLineEach: Bool) {
        guard oneLineEach, !elements.isEmpty else {
            writeList(elements.map { ("", $0) }, open: "[", close: "]", after: 0, comma: true)
            return
        }
        put("[")
        endLine()
        depth += 1
        // A trailing comma only where there are several, as swift-format keeps them.
        for element in elements {
            write(element)
            if elements.count > 1 { put(",") }
            endLine()
        }
        depth -= 1
        put("]")
    }

    /// `"text \(value) text"`: the values printed as code, the whole literal coloured as
    /// the highlighter colours one.
    mutating func writeInterpolation(_ parts: [InterpolationPart]) {
        let outer = breaking
        breaking = false
        put("\"", .string)
        for part in parts {
            switch part {
            case .text(let text): put(String(Self.literal(text).dropFirst().dropLast()), .string)
            case .value(let value):
                put("\\(")
                write(value)
                put(")")
            }
        }
        put("\"", .string)
        breaking = outer
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
