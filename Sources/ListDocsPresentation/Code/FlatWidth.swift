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
            guard closures.isEmpty, let callee = of(callee) else { return nil }
            return list(
                arguments.map { ($0.label.map { $0.utf8.count + 2 } ?? 0, $0.value) }, explicitSelf
            )
            .map { callee + $0 }
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
        }
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
        }
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
        case .verbatim(let code): return code.utf8.count
        case .comment, .blank, .forIn, .scope, .ifElse: return nil
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
