import ListDocsHighlight

/// Writes the code model as text and colour tokens in one pass. It alone decides how code
/// looks: four spaces per level, `self.` before the view controller's members inside a
/// closure that needs it, each string escaped, the comment that marks where the app dies,
/// and every code line after it written as a comment that says it is not reached. A call
/// or an array that would run past `width` columns is broken as swift-format breaks it:
/// an argument (an element) per line, one level in, and the closing bracket on its own
/// line, so a line never continues at column 0. Its expressions are written in
/// `SwiftPrinter+Expressions.swift`; its state is its own, by convention rather than by
/// `private`, as the two files share it.
struct SwiftPrinter {
    var text = ""
    var offset = 0
    var tokens: [Token] = []
    var depth: Int
    var lineCount = 0
    var lineOpen = false
    /// Where the current line begins in the text's UTF-8.
    var lineStart = 0
    /// Whether `self.` goes before members, for each closure the printer is inside.
    var explicitSelf: [Bool]
    /// Whether the app has died at a line already written.
    var unreached = false
    /// Whether the statement being written began after that line.
    var prefixing = false
    /// Where the current line's "not reached" comment began.
    var commentStart: Int?
    var pendingNote: String?
    var pendingMark: CrashMark?
    /// Characters written on the current line.
    var column = 0
    /// Whether long calls and arrays are broken (a printer measuring a width does not).
    var breaking = true
    /// The step whose code the statement being written is, and that of each line written.
    var step: Int?
    var lineSteps: [[Int]] = []

    /// The column a line of code should end by: swift-format's default, and this project's.
    static let width = 100

    static let notReached = "// not reached: "

    init(depth: Int, explicitSelf: Bool) {
        self.depth = depth
        self.explicitSelf = [explicitSelf]
    }

    /// The block's text and tokens; `explicitSelf` when it stands inside a closure that
    /// needs `self.`; `depth` levels in.
    static func print(_ block: SwiftBlock, explicitSelf: Bool = false, depth: Int = 0)
        -> PrintedSwift
    {
        var printer = SwiftPrinter(depth: depth, explicitSelf: explicitSelf)
        printer.write(block)
        return printer.finished()
    }

    mutating func finished() -> PrintedSwift {
        if lineOpen { endLine() }
        return PrintedSwift(text: text, tokens: tokens, lineSteps: lineSteps)
    }

    // MARK: Lines

    mutating func beginLine(indented: Bool = true) {
        guard !lineOpen else { return }
        if lineCount > 0 { append("\n") }
        lineCount += 1
        lineSteps.append(step.map { [$0] } ?? [])
        lineStart = offset
        lineOpen = true
        if indented { append(String(repeating: "    ", count: depth)) }
        if prefixing {
            commentStart = offset
            append(Self.notReached)
        }
    }

    mutating func endLine() {
        if !lineOpen { beginLine() }
        writeNote()
        if let start = commentStart {
            tokens.append(Token(kind: .comment, start: start, end: offset))
            commentStart = nil
        }
        lineOpen = false
    }

    mutating func append(_ piece: String) {
        text += piece
        offset += piece.utf8.count
        // Columns are counted in UTF-8 bytes, as `FlatWidth` measures: a line with letters
        // outside ASCII breaks a little early.
        column = piece == "\n" ? 0 : column + piece.utf8.count
    }

    /// Writes a piece of code of `kind` on the current line.
    mutating func put(_ piece: String, _ kind: TokenKind = .plain) {
        beginLine()
        let start = offset
        append(piece)
        guard kind != .plain, commentStart == nil else { return }
        if let last = tokens.last, last.kind == kind,
            last.end == start || (kind == .comment && last.end >= lineStart)
        {
            // A second comment on a line is part of the first, as Swift reads it; two
            // pieces of one colour that touch are one run (`@` and `objc`).
            tokens[tokens.count - 1].end = offset
            return
        }
        tokens.append(Token(kind: kind, start: start, end: offset))
    }

    mutating func writeNote() {
        guard let note = pendingNote else { return }
        pendingNote = nil
        put("  ")
        put("// " + note, .comment)
    }

    mutating func writeMark() {
        guard let mark = pendingMark else { return }
        pendingMark = nil
        writeNote()
        put("  ")
        put(mark.text, .comment)
        unreached = true
    }

    // MARK: Statements

    mutating func write(_ block: SwiftBlock) {
        for line in block.lines { write(line) }
    }

    mutating func write(_ line: SwiftLine) {
        // A statement inside a closure has its own note and mark; its closure's wait.
        let outer = (prefixing, pendingNote, pendingMark, step)
        prefixing = line.isCode && unreached
        pendingNote = line.note
        pendingMark = line.crash
        step = line.step ?? step
        write(line.statement)
        writeMark()
        endLine()
        (prefixing, pendingNote, pendingMark, step) = outer
    }

    mutating func write(_ statement: SwiftStatement) {
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
        case .ifElse(let condition, let then, let otherwise):
            put("if", .keyword)
            put(" ")
            write(condition)
            put(" {")
            endLine()
            nested(then, explicitSelf: explicitSelf.last ?? false)
            put("} ")
            put("else", .keyword)
            put(" {")
            endLine()
            nested(otherwise, explicitSelf: explicitSelf.last ?? false)
            put("}")
        case .ifThen(let condition, let then):
            put("if", .keyword)
            put(" ")
            write(condition)
            writeBraced(then)
        case .guarded(let condition, let otherwise): writeGuard(condition, otherwise: otherwise)
        case .switchOver(let value, let cases): writeSwitch(value, cases)
        case .returning(let value): writeReturn(value)
        case .function(let function): write(function)
        case .typeDeclaration(let type): write(type)
        case .property(let property): write(property)
        case .documentation(let text): put("/// " + text, .comment)
        }
    }

    mutating func declare(_ keyword: String, _ name: String, _ value: SwiftExpression) {
        put(keyword, .keyword)
        put(" \(name) = ")
        write(value)
    }

    /// A loop's body: on the loop's line when it is one statement that fits there.
    mutating func writeBody(_ body: SwiftBlock, oneLine: Bool) {
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

    mutating func nested(_ body: SwiftBlock, explicitSelf needsSelf: Bool) {
        depth += 1
        explicitSelf.append(needsSelf)
        write(body)
        explicitSelf.removeLast()
        depth -= 1
    }

}
