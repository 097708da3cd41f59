/// How many characters the printer takes to write a value on one line, counted without
/// writing it: what `SwiftPrinter` measures before it decides to break a call. Nil for what
/// cannot stand on one line (a closure, an array written an element per line). Counts
/// what `SwiftPrinter` writes, piece for piece; `FlatWidthTests` hold the two together.
enum FlatWidth {
    static func of(_ e: SwiftExpression, explicitSelf: Bool) -> Int? {
        func of(_ e: SwiftExpression) -> Int? { FlatWidth.of(e, explicitSelf: explicitSelf) }
        switch e {
        case .controller(let member): return (explicitSelf ? 5 : 0) + member.rawValue.utf8.count
        case .name(let name), .keyword(let name): return name.utf8.count
        case .type(let type): return FlatWidth.of(type)
        case .integer(let n): return digits(n)
        case .string(let value): return literal(value)
        case .indexPath(let p, let element):
            return 10 + element.rawValue.utf8.count + 2 + digits(p.row) + 11 + digits(p.section) + 1
        case .position(let p, let part, _): return digits(part == .section ? p.section : p.row)
        case .dot(let name): return 1 + name.utf8.count
        case .access(let base, let member, let optional):
            return of(base).map { $0 + (optional ? 2 : 1) + member.utf8.count }
        case .subscripted(let base, let index, let optional):
            guard let base = of(base), let index = of(index) else { return nil }
            return base + (optional ? 2 : 1) + index + 1
        case .call(let callee, let arguments, let closures):
            guard let callee = of(callee) else { return nil }
            if !closures.isEmpty {
                return oneLineClosures(closures, explicitSelf).map {
                    callee + $0
                        + (arguments.isEmpty ? 0 : list(arguments, explicitSelf) ?? Int.max / 2)
                }
            }
            return list(arguments, explicitSelf).map { callee + $0 }
        case .array(let elements, let oneLineEach):
            guard !(oneLineEach && !elements.isEmpty) else { return nil }
            return list(elements.map { (0, $0) }, explicitSelf)
        case .forced(let value): return of(value).map { $0 + 1 }
        case .infix(let left, let op, let right):
            guard let left = of(left), let right = of(right) else { return nil }
            return left + op.utf8.count + 2 + right
        case .conditionalCast(let value, let type):
            return of(value).map { $0 + 5 + FlatWidth.of(type) }
        case .tryOptional(let value): return of(value).map { $0 + 5 }
        case .interpolated(let parts):
            var total = 2
            for part in parts {
                switch part {
                case .text(let text): total += literal(text) - 2
                case .value(let value):
                    guard let width = FlatWidth.of(value, explicitSelf: false) else { return nil }
                    total += width + 3
                }
            }
            return total
        default: return more(e, explicitSelf: explicitSelf)
        }
    }

    /// The kinds of value only declarations use.
    private static func more(_ e: SwiftExpression, explicitSelf: Bool) -> Int? {
        func of(_ e: SwiftExpression) -> Int? { FlatWidth.of(e, explicitSelf: explicitSelf) }
        switch e {
        case .ternary(let condition, let value, let otherwise):
            guard let c = of(condition), let v = of(value), let o = of(otherwise) else {
                return nil
            }
            return c + 3 + v + 3 + o
        case .cast(let value, let type, let forced):
            return of(value).map { $0 + (forced ? 5 : 4) + FlatWidth.of(type) }
        case .keyPath(let type, let member): return 2 + FlatWidth.of(type) + member.utf8.count
        case .poundKeyPath(let type, let member):
            return 9 + FlatWidth.of(type) + 1 + member.utf8.count + 1
        case .parenthesized(let value): return of(value).map { $0 + 2 }
        case .tuple(let elements): return list(elements.map { (0, $0) }, explicitSelf)
        case .dictionary(let entries, let oneLineEach):
            guard !entries.isEmpty else { return 3 }
            guard !oneLineEach else { return nil }
            var total = 2 + 2 * (entries.count - 1)
            for entry in entries {
                guard let key = of(entry.key), let value = of(entry.value) else { return nil }
                total += key + 2 + value
            }
            return total
        default: return nil
        }
    }

    /// The width of a call's arguments, labels and all.
    private static func list(_ arguments: [SwiftArgument], _ explicitSelf: Bool) -> Int? {
        list(arguments.map { ($0.label.map { $0.utf8.count + 2 } ?? 0, $0.value) }, explicitSelf)
    }

    /// ` { statement }` for each trailing closure written on its call's line; nil when one
    /// is not.
    private static func oneLineClosures(_ closures: [TrailingClosure], _ explicitSelf: Bool)
        -> Int?
    {
        var total = 0
        for (index, trailing) in closures.enumerated() {
            let closure = trailing.closure
            guard closure.oneLine, closure.captures.isEmpty, closure.parameters.isEmpty,
                closure.body.lines.count == 1, !trailing.inParentheses,
                let body = of(
                    closure.body.lines[0].statement, explicitSelf: closure.needsExplicitSelf)
            else { return nil }
            total += (index == 0 ? 2 : 3 + (trailing.label?.utf8.count ?? 0) + 2) + 1 + body + 2
        }
        return total
    }

    /// `(a, b)` or `[a, b]`: the brackets, the separators and each part with its prefix.
    private static func list(_ parts: [(prefix: Int, value: SwiftExpression)], _ explicitSelf: Bool)
        -> Int?
    {
        var total = 2 + 2 * max(0, parts.count - 1)
        for part in parts {
            guard let width = of(part.value, explicitSelf: explicitSelf) else { return nil }
            total += part.prefix + width
        }
        return total
    }

    static func of(_ type: SwiftType) -> Int {
        switch type {
        case .named(let name, let generics):
            guard !generics.isEmpty else { return name.utf8.count }
            return name.utf8.count + 2 + generics.map(of).reduce(0, +) + 2 * (generics.count - 1)
        case .array(let element): return of(element) + 2
        case .dictionary(let key, let value): return of(key) + 2 + of(value) + 2
        case .optional(let wrapped), .unwrapped(let wrapped): return of(wrapped) + 1
        case .existential(let constraint): return 4 + of(constraint)
        case .inout(let type): return 6 + of(type)
        case .function(let parameters, let result):
            return 2 + parameters.map(of).reduce(0, +) + 2 * max(0, parameters.count - 1) + 4
                + of(result)
        }
    }

    /// A declaration's width on one line, from its attributes to the brace that opens its
    /// body (` {`).
    static func signature(_ function: SwiftFunction) -> Int {
        var width = function.attributes.reduce(0) {
            $0 + 2 + $1.name.utf8.count + ($1.argument.map { $0.utf8.count + 2 } ?? 0)
        }
        width += function.modifiers.reduce(0) { $0 + $1.utf8.count + 1 }
        width += function.name == "init" ? 4 : 5 + function.name.utf8.count
        width += (function.isOperator ? 1 : 0) + 2 + 2 * max(0, function.parameters.count - 1)
        for parameter in function.parameters {
            if let label = parameter.label, label != parameter.name {
                width += label.utf8.count + 1
            }
            width += parameter.name.utf8.count + 2 + of(parameter.type)
        }
        return width + (function.result.map { 4 + of($0) } ?? 0) + 2
    }

    /// The statements a loop may hold on its own line.
    static func of(_ statement: SwiftStatement, explicitSelf: Bool) -> Int? {
        func of(_ e: SwiftExpression) -> Int? { FlatWidth.of(e, explicitSelf: explicitSelf) }
        switch statement {
        case .expression(let e): return of(e)
        case .constant(let name, let e), .variable(let name, let e):
            return of(e).map { $0 + 4 + name.utf8.count + 3 }
        case .assignment(let target, let e):
            guard let target = of(target), let e = of(e) else { return nil }
            return target + 3 + e
        case .discard(let e): return of(e).map { $0 + 4 }
        case .returning(let value): return value.map { of($0).map { $0 + 7 } } ?? 6
        default: return nil
        }
    }

    private static func digits(_ n: Int) -> Int { String(n).utf8.count }

    /// A string literal's width: its quotes, and a backslash more for each escaped character.
    private static func literal(_ value: String) -> Int {
        var width = 2
        for byte in value.utf8 {
            width += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                UInt8(ascii: "\t"):
                width += 1
            default: break
            }
        }
        return width
    }
}
