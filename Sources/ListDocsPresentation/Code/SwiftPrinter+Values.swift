/// How `SwiftPrinter` writes the values only declarations use: closures as values, the
/// ternary, casts, key paths, tuples and dictionaries.
extension SwiftPrinter {
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
}
