import ListDocsEngine

/// Statements in order: a step's code, a closure's body, a method's.
struct SwiftBlock: Hashable, Sendable {
    var lines: [SwiftLine]

    init(_ lines: [SwiftLine] = []) { self.lines = lines }

    init(_ statements: [SwiftStatement]) { lines = statements.map { SwiftLine($0) } }

    var isEmpty: Bool { lines.isEmpty }

    static func + (left: SwiftBlock, right: SwiftBlock) -> SwiftBlock {
        SwiftBlock(left.lines + right.lines)
    }

    static func += (left: inout SwiftBlock, right: SwiftBlock) { left.lines += right.lines }

    /// The block with an empty line at its end.
    var thenBlank: SwiftBlock { self + [.blank] }

    mutating func append(_ statement: SwiftStatement, note: String? = nil) {
        lines.append(SwiftLine(statement, note: note))
    }

    /// The block with every statement of its own marked as step `step`'s code.
    func marked(step: Int) -> SwiftBlock {
        SwiftBlock(
            lines.map { line in
                var line = line
                line.step = line.step ?? step
                return line
            })
    }

    /// The block as a method that receives `path` as the parameter `name` writes it: the
    /// index path itself becomes `name`, and the numbers taken from it `name.row` (`item`)
    /// and `name.section`. Only values built from an index path change; a string that
    /// reads like one is a string.
    func naming(_ path: IndexPath, as name: String) -> SwiftBlock {
        SwiftBlock(
            lines.map { line in
                var line = line
                line.statement = line.statement.naming(path, as: name)
                return line
            })
    }
}

extension SwiftBlock: ExpressibleByArrayLiteral {
    init(arrayLiteral statements: SwiftStatement...) { self.init(statements) }
}

extension SwiftStatement {
    func naming(_ path: IndexPath, as name: String) -> SwiftStatement {
        func named(_ e: SwiftExpression) -> SwiftExpression { e.naming(path, as: name) }
        return switch self {
        case .expression(let e): .expression(named(e))
        case .constant(let n, let e): .constant(n, named(e))
        case .variable(let n, let e): .variable(n, named(e))
        case .assignment(let t, let e): .assignment(named(t), named(e))
        case .discard(let e): .discard(named(e))
        case .forIn(let n, let e, let body, let oneLine):
            .forIn(n, named(e), body.naming(path, as: name), oneLine: oneLine)
        case .ifElse(let condition, let then, let otherwise):
            .ifElse(
                named(condition), then: then.naming(path, as: name),
                otherwise: otherwise.naming(path, as: name))
        case .ifThen(let condition, let then):
            .ifThen(condition.naming(path, as: name), then: then.naming(path, as: name))
        case .guarded(let condition, let otherwise):
            .guarded(condition.naming(path, as: name), otherwise: otherwise.naming(path, as: name))
        case .switchOver(let value, let cases):
            .switchOver(
                named(value), cases.map { SwiftCase($0.pattern, $0.body.naming(path, as: name)) })
        case .returning(let value): .returning(value.map(named))
        // A declaration is the model block's, which names no step's index path.
        case .comment, .blank, .documentation, .function, .typeDeclaration, .property:
            self
        }
    }
}

extension SwiftCondition {
    func naming(_ path: IndexPath, as name: String) -> SwiftCondition {
        switch self {
        case .expression(let e): .expression(e.naming(path, as: name))
        case .binding(let bound, let e): .binding(bound, e.naming(path, as: name))
        case .unwrapping: self
        }
    }

    var expression: SwiftExpression? {
        switch self {
        case .expression(let e), .binding(_, let e): e
        case .unwrapping: nil
        }
    }
}

extension SwiftExpression {
    func naming(_ path: IndexPath, as name: String) -> SwiftExpression {
        func named(_ e: SwiftExpression) -> SwiftExpression { e.naming(path, as: name) }
        switch self {
        case .indexPath(let p, _) where p == path:
            return .name(name)
        case .position(let p, let part, let element) where p == path:
            return .access(.name(name), part == .section ? "section" : element.rawValue)
        case .access(let base, let member, let optional):
            return .access(named(base), member, optional: optional)
        case .subscripted(let base, let index, let optional):
            return .subscripted(named(base), named(index), optional: optional)
        case .call(let callee, let arguments, let closures):
            return .call(
                named(callee), arguments.map { SwiftArgument($0.label, named($0.value)) },
                closures: closures.map {
                    var trailing = $0
                    trailing.closure.body = $0.closure.body.naming(path, as: name)
                    return trailing
                })
        case .array(let elements, let oneLineEach):
            return .array(elements.map(named), oneLineEach: oneLineEach)
        case .forced(let e): return .forced(named(e))
        case .infix(let l, let op, let r): return .infix(named(l), op, named(r))
        case .conditionalCast(let e, let type): return .conditionalCast(named(e), type)
        case .tryOptional(let e): return .tryOptional(named(e))
        case .interpolated(let parts):
            return .interpolated(
                parts.map {
                    if case .value(let e) = $0 { .value(named(e)) } else { $0 }
                })
        case .closure(var closure):
            closure.body = closure.body.naming(path, as: name)
            return .closure(closure)
        case .ternary(let c, let v, let o): return .ternary(named(c), named(v), named(o))
        case .cast(let e, let type, let forced): return .cast(named(e), type, forced: forced)
        case .parenthesized(let e): return .parenthesized(named(e))
        case .tuple(let elements): return .tuple(elements.map(named))
        case .dictionary(let entries, let oneLineEach):
            return .dictionary(
                entries.map { SwiftEntry(key: named($0.key), value: named($0.value)) },
                oneLineEach: oneLineEach)
        case .controller, .name, .type, .keyword, .integer, .string, .indexPath, .position,
            .dot, .keyPath, .poundKeyPath:
            return self
        }
    }
}

extension SwiftStatement {
    /// Whether any expression in the statement (its closures' and bodies' included), or
    /// inside one, passes `test`.
    func contains(where test: (SwiftExpression) -> Bool) -> Bool {
        switch self {
        case .expression(let e), .discard(let e), .constant(_, let e), .variable(_, let e):
            e.contains(where: test)
        case .assignment(let t, let e): t.contains(where: test) || e.contains(where: test)
        case .forIn(_, let e, let body, _):
            e.contains(where: test) || body.lines.contains { $0.statement.contains(where: test) }
        case .ifElse(let condition, let then, let otherwise):
            condition.contains(where: test)
                || (then.lines + otherwise.lines).contains { $0.statement.contains(where: test) }
        case .ifThen(let condition, let then):
            condition.expression?.contains(where: test) == true
                || then.lines.contains { $0.statement.contains(where: test) }
        case .guarded(let condition, let otherwise):
            condition.expression?.contains(where: test) == true
                || otherwise.lines.contains { $0.statement.contains(where: test) }
        case .switchOver(let value, let cases):
            value.contains(where: test)
                || cases.contains { $0.body.lines.contains { $0.statement.contains(where: test) } }
        case .returning(let value): value?.contains(where: test) == true
        case .function(let function):
            function.body.lines.contains { $0.statement.contains(where: test) }
        case .typeDeclaration(let type):
            type.members.lines.contains { $0.statement.contains(where: test) }
        case .property(let property): property.value?.contains(where: test) == true
        case .comment, .blank, .documentation: false
        }
    }

    /// Whether the statement uses the local `name`.
    func mentions(_ name: String) -> Bool { contains { $0 == .name(name) } }
}

extension SwiftExpression {
    /// Whether the expression, or one inside it, passes `test`.
    func contains(where test: (SwiftExpression) -> Bool) -> Bool {
        if test(self) { return true }
        switch self {
        case .access(let base, _, _), .forced(let base), .conditionalCast(let base, _),
            .tryOptional(let base):
            return base.contains(where: test)
        case .subscripted(let base, let index, _):
            return base.contains(where: test) || index.contains(where: test)
        case .call(let callee, let arguments, let closures):
            return callee.contains(where: test)
                || arguments.contains { $0.value.contains(where: test) }
                || closures.contains {
                    $0.closure.body.lines.contains { $0.statement.contains(where: test) }
                }
        case .array(let elements, _): return elements.contains { $0.contains(where: test) }
        case .infix(let l, _, let r): return l.contains(where: test) || r.contains(where: test)
        case .interpolated(let parts):
            return parts.contains {
                if case .value(let e) = $0 { e.contains(where: test) } else { false }
            }
        case .closure(let closure):
            return closure.body.lines.contains { $0.statement.contains(where: test) }
        case .ternary(let c, let v, let o):
            return c.contains(where: test) || v.contains(where: test) || o.contains(where: test)
        case .cast(let e, _, _), .parenthesized(let e): return e.contains(where: test)
        case .tuple(let elements): return elements.contains { $0.contains(where: test) }
        case .dictionary(let entries, _):
            return entries.contains {
                $0.key.contains(where: test) || $0.value.contains(where: test)
            }
        case .controller, .name, .type, .keyword, .integer, .string, .indexPath, .position, .dot,
            .keyPath, .poundKeyPath:
            return false
        }
    }
}
