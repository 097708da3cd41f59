import ListDocsHighlight

/// How `SwiftPrinter` writes values: each kind of expression, types, lists that break when
/// they run past the width, and string literals (calls and closures are in
/// `SwiftPrinter+Calls.swift`, the values only declarations use in `SwiftPrinter+Values.swift`).
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
