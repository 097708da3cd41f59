/// How `SwiftPrinter` writes calls and the closures they pass: the arguments, the trailing
/// closures, a closure's head (on the brace's line when it fits) and its body.
extension SwiftPrinter {
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
}
