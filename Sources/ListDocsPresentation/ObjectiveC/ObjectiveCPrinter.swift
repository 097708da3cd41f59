import ListDocsHighlight

/// Writes Objective-C from its model as text and colour tokens in one pass, with the same
/// roles as `SwiftPrinter`: four spaces a level, the comment that marks where the app dies
/// and every later line of code written as not reached, each line's step. A message that
/// would run past the width puts each further part of its selector on a line of its own,
/// one level in.
struct ObjectiveCPrinter {
    private var text = ""
    private var tokens: [Token] = []
    private var lineSteps: [[Int]] = []
    private var depth = 0
    private var lineOpen = false
    private var unreached = false
    private var prefixing = false
    private var commentStart: Int?
    private var step: Int?
    private var column = 0
    /// Whether long messages are broken (a printer measuring a width does not).
    private var breaking = true

    static func print(_ block: ObjectiveCBlock) -> PrintedSwift {
        var printer = ObjectiveCPrinter()
        printer.write(block)
        if printer.lineOpen { printer.lineOpen = false }
        return PrintedSwift(
            text: printer.text, tokens: printer.tokens, lineSteps: printer.lineSteps)
    }

    private var offset: Int { text.utf8.count }

    private mutating func beginLine() {
        guard !lineOpen else { return }
        if !lineSteps.isEmpty { append("\n") }
        lineSteps.append(step.map { [$0] } ?? [])
        lineOpen = true
        append(String(repeating: "    ", count: depth))
        if prefixing {
            commentStart = offset
            append(SwiftPrinter.notReached)
        }
    }

    private mutating func endLine() {
        beginLine()
        if let start = commentStart {
            tokens.append(Token(kind: .comment, start: start, end: offset))
            commentStart = nil
        }
        lineOpen = false
    }

    private mutating func append(_ piece: String) {
        text += piece
        column = piece == "\n" ? 0 : column + piece.utf8.count
    }

    private mutating func put(_ piece: String, _ kind: TokenKind = .plain) {
        beginLine()
        let start = offset
        append(piece)
        guard kind != .plain, commentStart == nil else { return }
        tokens.append(Token(kind: kind, start: start, end: offset))
    }

    private mutating func write(_ block: ObjectiveCBlock) {
        for line in block.lines { write(line) }
    }

    private mutating func write(_ line: ObjectiveCLine) {
        let outer = (prefixing, step)
        prefixing = line.isCode && unreached
        step = line.step ?? step
        write(line.statement)
        if let note = line.note {
            put("  ")
            put("// " + note, .comment)
        }
        if let mark = line.crash {
            put("  ")
            put(mark.text, .comment)
            unreached = true
        }
        endLine()
        (prefixing, step) = outer
    }

    private mutating func write(_ statement: ObjectiveCStatement) {
        switch statement {
        case .expression(let e):
            write(e)
            put(";")
        case .declaration(let type, let name, let value):
            put(type.hasSuffix("*") ? String(type.dropLast(2)) : type, .type)
            put(type.hasSuffix("*") ? " *\(name) = " : " \(name) = ")
            write(value)
            put(";")
        case .comment(let comment): put(comment.isEmpty ? "//" : "// " + comment, .comment)
        case .blank: beginLine()
        case .verbatim(let code): writeVerbatim(code)
        case .scope(let opening, let body, let closing):
            writeVerbatim(opening)
            endLine()
            nested(body)
            writeVerbatim(closing)
        }
    }

    private mutating func nested(_ body: ObjectiveCBlock) {
        depth += 1
        write(body)
        depth -= 1
    }

    /// Fixed code, coloured as the highlighter colours Objective-C.
    private mutating func writeVerbatim(_ code: String) {
        beginLine()
        let start = offset
        append(code)
        guard commentStart == nil else { return }
        tokens += CodeHighlighter.tokens(code, language: .objectiveC).map {
            Token(kind: $0.kind, start: $0.start + start, end: $0.end + start)
        }
    }

    private mutating func write(_ e: ObjectiveCExpression) {
        switch e {
        case .name(let name): put(name, name == "self" ? .keyword : .plain)
        case .type(let name): put(name, .type)
        case .keyword(let word): put(word, .keyword)
        case .integer(let n): put(String(n), .number)
        case .string(let value): put("@" + SwiftPrinter.literal(value), .string)
        case .constant(let name): put(name, .type)
        case .property(let base, let name):
            write(base)
            put("." + name)
        case .message(let receiver, let pieces): writeMessage(receiver, pieces)
        case .array(let elements):
            put("@[")
            for (index, element) in elements.enumerated() {
                if index > 0 { put(", ") }
                write(element)
            }
            put("]")
        case .function(let name, let arguments):
            put(name + "(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { put(", ") }
                write(argument)
            }
            put(")")
        case .block(let parameters, let body):
            put("^" + parameters + " {")
            endLine()
            nested(body)
            put("}")
        }
    }

    /// `[receiver piece:argument …]`; past the width, each later piece on its own line.
    private mutating func writeMessage(
        _ receiver: ObjectiveCExpression, _ pieces: [ObjectiveCPiece]
    ) {
        put("[")
        write(receiver)
        let breaks =
            breaking && pieces.count > 1 && column + Self.flatWidth(pieces) > SwiftPrinter.width
        for (index, piece) in pieces.enumerated() {
            if index > 0, breaks {
                endLine()
                depth += 1
                beginLine()
                depth -= 1
            } else {
                put(" ")
            }
            put(piece.name)
            if let argument = piece.argument {
                put(":")
                write(argument)
            }
        }
        put("]")
    }

    /// About how many columns the pieces take on one line.
    private static func flatWidth(_ pieces: [ObjectiveCPiece]) -> Int {
        var printer = ObjectiveCPrinter()
        printer.breaking = false
        printer.writeMessage(.name(""), pieces)
        return printer.text.split(separator: "\n").map(\.count).max() ?? 0
    }
}
