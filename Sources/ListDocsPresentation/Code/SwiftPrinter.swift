import ListDocsHighlight

/// Writes the code model as text and colour tokens in one pass. It alone decides how code
/// looks: four spaces per level, `self.` before the view controller's members inside a
/// closure that needs it, each string escaped, the comment that marks where the app dies,
/// and every code line after it written as a comment that says it is not reached. A call
/// or an array that would run past `width` columns is broken as swift-format breaks it:
/// an argument (an element) per line, one level in, and the closing bracket on its own
/// line, so a line never continues at column 0.
struct SwiftPrinter {
    private var text = ""
    private var offset = 0
    private var tokens: [Token] = []
    private var depth: Int
    private var lineCount = 0
    private var lineOpen = false
    /// Where the current line begins in the text's UTF-8.
    private var lineStart = 0
    /// Whether `self.` goes before members, for each closure the printer is inside.
    private var explicitSelf: [Bool]
    /// Whether the app has died at a line already written.
    private var unreached = false
    /// Whether the statement being written began after that line.
    private var prefixing = false
    /// Where the current line's "not reached" comment began.
    private var commentStart: Int?
    private var pendingNote: String?
    private var pendingMark: CrashMark?
    /// Characters written on the current line.
    private var column = 0
    /// Whether long calls and arrays are broken (a printer measuring a width does not).
    private var breaking = true

    /// The column a line of code should end by: swift-format's default, and this project's.
    static let width = 100

    static let notReached = "// not reached: "

    private init(depth: Int, explicitSelf: Bool) {
        self.depth = depth
        self.explicitSelf = [explicitSelf]
    }

    /// The block's text and tokens; `explicitSelf` when it stands inside a closure that
    /// needs `self.`.
    static func print(_ block: SwiftBlock, explicitSelf: Bool = false) -> PrintedSwift {
        var printer = SwiftPrinter(depth: 0, explicitSelf: explicitSelf)
        printer.write(block)
        return printer.finished()
    }

    private mutating func finished() -> PrintedSwift {
        if lineOpen { endLine() }
        return PrintedSwift(text: text, tokens: tokens)
    }

    // MARK: Lines

    private mutating func beginLine(indented: Bool = true) {
        guard !lineOpen else { return }
        if lineCount > 0 { append("\n") }
        lineCount += 1
        lineStart = offset
        lineOpen = true
        if indented { append(String(repeating: "    ", count: depth)) }
        if prefixing {
            commentStart = offset
            append(Self.notReached)
        }
    }

    private mutating func endLine() {
        if !lineOpen { beginLine() }
        writeNote()
        if let start = commentStart {
            tokens.append(Token(kind: .comment, start: start, end: offset))
            commentStart = nil
        }
        lineOpen = false
    }

    private mutating func append(_ piece: String) {
        text += piece
        offset += piece.utf8.count
        // Columns are counted in UTF-8 bytes, as `FlatWidth` measures: a line with letters
        // outside ASCII breaks a little early.
        column = piece == "\n" ? 0 : column + piece.utf8.count
    }

    /// Writes a piece of code of `kind` on the current line.
    private mutating func put(_ piece: String, _ kind: TokenKind = .plain) {
        beginLine()
        let start = offset
        append(piece)
        guard kind != .plain, commentStart == nil else { return }
        if kind == .comment, let last = tokens.last, last.kind == .comment,
            last.end >= lineStart
        {
            // A second comment on a line is part of the first, as Swift reads it.
            tokens[tokens.count - 1].end = offset
            return
        }
        tokens.append(Token(kind: kind, start: start, end: offset))
    }

    private mutating func writeNote() {
        guard let note = pendingNote else { return }
        pendingNote = nil
        put("  ")
        put("// " + note, .comment)
    }

    private mutating func writeMark() {
        guard let mark = pendingMark else { return }
        pendingMark = nil
        writeNote()
        put("  ")
        put(mark.text, .comment)
        unreached = true
    }

    // MARK: Statements

    private mutating func write(_ block: SwiftBlock) {
        for line in block.lines { write(line) }
    }

    private mutating func write(_ line: SwiftLine) {
        // A statement inside a closure has its own note and mark; its closure's wait.
        let outer = (prefixing, pendingNote, pendingMark)
        prefixing = line.isCode && unreached
        pendingNote = line.note
        pendingMark = line.crash
        write(line.statement)
        writeMark()
        endLine()
        (prefixing, pendingNote, pendingMark) = outer
    }

    private mutating func write(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let e): write(e)
        case .constant(let name, let e): declare("let", name, e)
        case .variable(let name, let e): declare("var", name, e)
        case .assignment(let target, let e):
            write(target)
            put(" = ")
            write(e)
        case .discard(let e):
            put("_")
            put(" = ")
            write(e)
        case .forIn(let name, let sequence, let body, let oneLine):
            put("for", .keyword)
            put(" \(name) ")
            put("in", .keyword)
            put(" ")
            write(sequence)
            put(" {")
            writeBody(body, oneLine: oneLine)
        case .comment(let comment): put(comment.isEmpty ? "//" : "// " + comment, .comment)
        case .blank: beginLine(indented: false)
        case .verbatim(let code): writeVerbatim(code)
        case .scope(let opening, let body, let closing):
            writeVerbatim(opening)
            writeNote()
            endLine()
            nested(body, explicitSelf: false)
            writeVerbatim(closing)
        }
    }

    private mutating func declare(_ keyword: String, _ name: String, _ value: SwiftExpression) {
        put(keyword, .keyword)
        put(" \(name) = ")
        write(value)
    }

    /// A loop's body: on the loop's line when it is one statement that fits there.
    private mutating func writeBody(_ body: SwiftBlock, oneLine: Bool) {
        let fits =
            body.lines.count == 1 && !breaking
            || body.lines.count == 1
                && flatWidth(body.lines[0].statement).map { column + $0 + 3 <= Self.width } == true
        guard oneLine, fits else {
            endLine()
            nested(body, explicitSelf: explicitSelf.last ?? false)
            put("}")
            return
        }
        put(" ")
        write(body.lines[0].statement)
        put(" }")
    }

    private mutating func nested(_ body: SwiftBlock, explicitSelf needsSelf: Bool) {
        depth += 1
        explicitSelf.append(needsSelf)
        write(body)
        explicitSelf.removeLast()
        depth -= 1
    }

    /// Fixed code, coloured as the highlighter colours it.
    private mutating func writeVerbatim(_ code: String) {
        beginLine()
        let start = offset
        append(code)
        guard commentStart == nil else { return }
        tokens += CodeHighlighter.tokens(code, language: .swift).map {
            Token(kind: $0.kind, start: $0.start + start, end: $0.end + start)
        }
    }

    // MARK: Expressions

    private mutating func write(_ e: SwiftExpression) {
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
    private mutating func number(_ n: Int) {
        if n < 0 { put("-") }
        put(String(n.magnitude), .number)
    }

    private mutating func write(_ type: SwiftType) {
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

    private mutating func writeCall(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closures: [TrailingClosure]
    ) {
        write(callee)
        if !arguments.isEmpty || closures.isEmpty {
            let parts = arguments.map { argument in
                (argument.label.map { $0 + ": " } ?? "", argument.value)
            }
            // The trailing closure's ` {` ends the same line.
            writeList(parts, open: "(", close: ")", after: closures.isEmpty ? 0 : 2, comma: false)
        }
        for (index, trailing) in closures.enumerated() {
            put(index == 0 ? " {" : " \(trailing.label ?? ""): {")
            writeClosureHead(trailing.closure)
            if trailing.runsAfter { writeMark() }
            endLine()
            let reached = !unreached
            nested(trailing.closure.body, explicitSelf: trailing.closure.needsExplicitSelf)
            if trailing.closure.runsLater, reached { unreached = false }
            put("}")
        }
    }

    /// Arguments or elements between `open` and `close`: on this line when they fit by
    /// `width` (with `after` more characters to come), else one per line, one level in,
    /// each but the last followed by a comma (the last too when `comma`, as an array's).
    private mutating func writeList(
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
    private func flatWidth(_ value: SwiftExpression) -> Int? {
        FlatWidth.of(value, explicitSelf: explicitSelf.last ?? false)
    }

    private func flatWidth(_ statement: SwiftStatement) -> Int? {
        FlatWidth.of(statement, explicitSelf: explicitSelf.last ?? false)
    }

    /// What `write` makes of `value` on one line, for the tests of `FlatWidth`.
    static func flatText(_ value: SwiftExpression, explicitSelf: Bool) -> String {
        var printer = SwiftPrinter(depth: 0, explicitSelf: explicitSelf)
        printer.breaking = false
        printer.write(value)
        return printer.finished().text
    }

    private mutating func writeClosureHead(_ closure: SwiftClosure) {
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

    private mutating func writeArray(_ elements: [SwiftExpression], oneLineEach: Bool) {
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
    private mutating func writeInterpolation(_ parts: [InterpolationPart]) {
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
