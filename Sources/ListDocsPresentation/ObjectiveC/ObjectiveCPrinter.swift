import ListDocsHighlight

/// Writes Objective-C from its model as text and colour tokens in one pass, with the same
/// roles as `SwiftPrinter`: four spaces a level, the comment that marks where the app dies
/// and every later line of code written as not reached, each line's step. A message that
/// would run past the width puts each further part of its selector on a line of its own,
/// one level in; a message that passes a block is never broken so.
struct ObjectiveCPrinter {
    /// The lines, their colours and steps, as `SwiftPrinter` keeps them: its line layer
    /// (indentation, notes, the mark of where the app dies, lines not reached) is shared.
    var out = SwiftPrinter(depth: 0, explicitSelf: false)
    /// Whether long messages are broken (a printer measuring a width does not).
    var breaking = true
    /// How many messages the one being written stands in: only the outermost breaks.
    private var messageDepth = 0

    static func print(_ block: ObjectiveCBlock) -> PrintedSwift {
        var printer = ObjectiveCPrinter()
        printer.write(block)
        return printer.out.finished()
    }

    /// A statement on one line, unbroken, without colours.
    static func flat(_ statement: ObjectiveCStatement) -> String {
        var printer = ObjectiveCPrinter()
        printer.breaking = false
        printer.write(statement)
        return printer.out.text
    }

    var column: Int { out.column }

    mutating func put(_ piece: String, _ kind: TokenKind = .plain) {
        out.put(piece, kind)
    }

    mutating func endLine() { out.endLine() }

    mutating func write(_ block: ObjectiveCBlock) {
        for line in block.lines { write(line) }
    }

    private mutating func write(_ line: ObjectiveCLine) {
        let outer = (out.prefixing, out.pendingNote, out.pendingMark, out.step)
        out.prefixing = line.isCode && out.unreached
        out.pendingNote = line.note
        out.pendingMark = line.crash
        out.step = line.step ?? out.step
        write(line.statement)
        out.writeMark()
        out.endLine()
        (out.prefixing, out.pendingNote, out.pendingMark, out.step) = outer
    }

    mutating func write(_ statement: ObjectiveCStatement) {
        switch statement {
        case .expression(let e):
            write(e)
            put(";")
        case .declaration(let type, let name, let value):
            put(type.hasSuffix("*") ? String(type.dropLast(2)) : type, .type)
            put(type.hasSuffix("*") ? " *\(name) = " : " \(name) = ")
            write(value)
            put(";")
        case .assignment(let target, let value):
            write(target)
            put(" = ")
            write(value)
            put(";")
        case .forIn(let type, let name, let collection, let body, let oneLine):
            put("for", .keyword)
            put(" (")
            put(String(type.dropLast(2)), .type)
            put(" *\(name) ")
            put("in", .keyword)
            put(" ")
            write(collection)
            put(") {")
            if oneLine, body.lines.count == 1 {
                put(" ")
                write(body.lines[0].statement)
                put(" }")
            } else {
                endLine()
                nested(body)
                put("}")
            }
        case .comment(let comment): put(comment.isEmpty ? "//" : "// " + comment, .comment)
        case .blank: out.beginLine(indented: false)
        default: writeDeclaration(statement)
        }
    }

    mutating func nested(_ body: ObjectiveCBlock) {
        out.depth += 1
        write(body)
        out.depth -= 1
    }

    mutating func write(_ e: ObjectiveCExpression) {
        let breaking = breaking
        defer { self.breaking = breaking }
        switch e {
        case .name(let name): put(name, .objectiveC(word: name))
        case .type(let name): put(name, .type)
        case .keyword(let word): put(word, .keyword)
        case .integer(let n): put(String(n), .number)
        case .string(let value): put("@" + SwiftPrinter.literal(value), .string)
        case .constant(let name): put(name, .type)
        case .property(let base, let name):
            write(base)
            put("." + name)
        case .message(let receiver, let pieces): writeMessage(receiver, pieces)
        case .array(let elements): writeArray(elements)
        case .boxed(let value):
            put("@(")
            write(value)
            put(")")
        case .function(let name, let arguments):
            put(name + "(")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { put(", ") }
                write(argument)
            }
            put(")")
        case .block(let parameters, let body, let runsAfter):
            put(parameters.isEmpty ? "^{" : "^" + parameters + " {")
            if runsAfter { out.writeMark() }
            endLine()
            // The block's statements are statements of their own: their messages may break.
            let outerDepth = messageDepth
            messageDepth = 0
            nested(body)
            messageDepth = outerDepth
            put("}")
        default: writeOperators(e)
        }
    }

    /// `@[a, b]`; past the width, an element a line, one level in, each with its comma.
    private mutating func writeArray(_ elements: [ObjectiveCExpression]) {
        guard breaking, elements.count > 1,
            column + Self.flatWidth(.array(elements)) > SwiftPrinter.width
        else {
            put("@[")
            for (index, element) in elements.enumerated() {
                if index > 0 { put(", ") }
                write(element)
            }
            put("]")
            return
        }
        writeArrayPerLine(elements)
    }

    /// `@[`, an element a line one level in, each with its comma, then `]`.
    mutating func writeArrayPerLine(_ elements: [ObjectiveCExpression]) {
        put("@[")
        endLine()
        out.depth += 1
        for element in elements {
            write(element)
            put(",")
            endLine()
        }
        out.depth -= 1
        put("]")
    }

    /// `[receiver piece:argument …]`; past the width, each later piece on its own line.
    private mutating func writeMessage(
        _ receiver: ObjectiveCExpression, _ pieces: [ObjectiveCPiece]
    ) {
        put("[")
        let outermost = messageDepth == 0
        messageDepth += 1
        defer { messageDepth -= 1 }
        write(receiver)
        // A message that passes a block keeps its pieces on the lines the blocks leave
        // (`} completion:^(BOOL finished) {`), as Xcode writes it.
        let passesBlock = pieces.contains {
            if case .block? = $0.argument { true } else { false }
        }
        let breaks =
            breaking && outermost && !passesBlock && pieces.count > 1
            && column + Self.flatWidth(pieces) > SwiftPrinter.width
        for (index, piece) in pieces.enumerated() {
            if index > 0, breaks {
                endLine()
                out.depth += 1
                out.beginLine()
                out.depth -= 1
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

    /// How many columns a value takes on one line.
    private static func flatWidth(_ e: ObjectiveCExpression) -> Int {
        var printer = ObjectiveCPrinter()
        printer.breaking = false
        printer.write(e)
        return printer.out.column
    }

    /// About how many columns the pieces take on one line.
    private static func flatWidth(_ pieces: [ObjectiveCPiece]) -> Int {
        var printer = ObjectiveCPrinter()
        printer.breaking = false
        printer.writeMessage(.name(""), pieces)
        return printer.out.text.split(separator: "\n").map(\.count).max() ?? 0
    }
}
