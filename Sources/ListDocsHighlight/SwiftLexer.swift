/// Swift source cut into the pieces its colours are decided on: words, numbers, the parts
/// of string and regex literals, comments, and punctuation, in source order (an
/// interpolation's code between the string's parts). Nothing is decided here about what a
/// word means; `SwiftWords` does that with the pieces around it.
///
/// It reads Swift as the compiler's lexer does where colour depends on it: nested block
/// comments, raw strings with their `#` delimiters, multi-line strings (whose lines'
/// indentation is not string), interpolations nested to any depth, number forms with their
/// exponents, and a `/` that opens a regex literal only where an expression can start.
struct SwiftLexer {
    /// What a piece is, before its neighbours are read.
    enum PieceKind: Equatable {
        /// A name (`tableView`, `` `default` ``, `$0`) or a word the lexer keeps as a keyword.
        case word
        case number
        /// A string's or a regex's quote, delimiter or text.
        case string
        case comment
        /// `@`
        case atSign
        /// A lone `#`, before a macro's or a magic literal's name.
        case pound
        /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`.
        case directive
        /// `#available`, `#unavailable`.
        case poundKeyword
        /// The `\` or parenthesis of an interpolation, or any other punctuation or operator.
        case punctuation
    }

    /// One piece: its kind and its bytes' offsets.
    struct Piece {
        var kind: PieceKind
        var start: Int
        var end: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var pieces: [Piece] = []
    private var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        pieces.reserveCapacity(bytes.count / 3)
    }

    /// Cuts the whole source.
    mutating func run() -> [Piece] {
        // A script's `#!` line is not code.
        if byte(0) == UInt8(ascii: "#"), byte(1) == UInt8(ascii: "!") {
            while at < bytes.count, bytes[at] != UInt8(ascii: "\n") { at += 1 }
        }
        code(until: nil)
        return pieces
    }

    private func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    private mutating func add(_ kind: PieceKind, from start: Int) {
        if start < at { pieces.append(Piece(kind: kind, start: start, end: at)) }
    }

    /// Code up to the `)` that closes an interpolation (its depth counted from zero), or to
    /// the end of the source.
    private mutating func code(until closing: UInt8?) {
        var depth = 0
        while at < bytes.count {
            let current = bytes[at]
            let start = at
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                0x0B, 0x0C:
                at += 1
            case UInt8(ascii: "/") where byte(at + 1) == UInt8(ascii: "/"):
                while at < bytes.count, bytes[at] != UInt8(ascii: "\n"),
                    bytes[at] != UInt8(ascii: "\r")
                {
                    at += 1
                }
                add(.comment, from: start)
            case UInt8(ascii: "/") where byte(at + 1) == UInt8(ascii: "*"):
                blockComment()
                add(.comment, from: start)
            case UInt8(ascii: "\""):
                string(pounds: 0)
            case UInt8(ascii: "#"):
                pound()
            case UInt8(ascii: "@"):
                at += 1
                add(.atSign, from: start)
            case UInt8(ascii: "`"):
                at += 1
                while at < bytes.count, bytes[at] != UInt8(ascii: "`"),
                    bytes[at] != UInt8(ascii: "\n")
                {
                    at += 1
                }
                if byte(at) == UInt8(ascii: "`") { at += 1 }
                add(.word, from: start)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if current == UInt8(ascii: "(") { depth += 1 }
                at += 1
                add(.punctuation, from: start)
            case UInt8(ascii: ")"):
                if let closing, closing == current, depth == 0 { return }
                depth -= 1
                at += 1
                add(.punctuation, from: start)
            case UInt8(ascii: "/") where regexCanStart:
                if !bareRegex() {
                    operatorRun()
                    add(.punctuation, from: start)
                }
            default:
                if current.isDigit {
                    number()
                    add(.number, from: start)
                } else if current.isNameByte {
                    while at < bytes.count, bytes[at].isNameByte || bytes[at].isDigit { at += 1 }
                    add(.word, from: start)
                } else if current.isOperatorByte || current == UInt8(ascii: ".") {
                    operatorRun()
                    add(.punctuation, from: start)
                } else {
                    at += 1
                    add(.punctuation, from: start)
                }
            }
        }
    }

    /// `/* … */`, nested as Swift nests them; an unclosed one runs to the end.
    private mutating func blockComment() {
        var depth = 0
        while at < bytes.count {
            if bytes[at] == UInt8(ascii: "/"), byte(at + 1) == UInt8(ascii: "*") {
                depth += 1
                at += 2
            } else if bytes[at] == UInt8(ascii: "*"), byte(at + 1) == UInt8(ascii: "/") {
                depth -= 1
                at += 2
                if depth == 0 { return }
            } else {
                at += 1
            }
        }
    }

    /// An operator's characters, stopping before a comment; one that starts with `.` may
    /// hold more dots (`...`, `..<`), any other none.
    private mutating func operatorRun() {
        let dotted = bytes[at] == UInt8(ascii: ".")
        at += 1
        while at < bytes.count {
            let next = bytes[at]
            if next == UInt8(ascii: "/"),
                byte(at + 1) == UInt8(ascii: "/") || byte(at + 1) == UInt8(ascii: "*")
            {
                return
            }
            guard next.isOperatorByte || (dotted && next == UInt8(ascii: ".")) else { return }
            at += 1
        }
    }

    /// A number: decimal, `0x`, `0o`, `0b`, with `_`, a fraction only when a digit follows
    /// the point, an exponent (`e`/`p`) with its sign; letters that run on stay in it, as
    /// the compiler's lexer keeps them (to report them).
    private mutating func number() {
        let hex = bytes[at] == UInt8(ascii: "0") && byte(at + 1) == UInt8(ascii: "x")
        // After a member's `.`, a number is a tuple index: `$0.0.0` is no fraction.
        var fraction = false
        if let last = pieces.last, last.kind == .punctuation, last.end == at,
            last.end - last.start == 1, bytes[last.start] == UInt8(ascii: ".")
        {
            fraction = true
        }
        at += 1
        func isExponent(_ byte: UInt8) -> Bool {
            hex
                ? byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                : byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        while at < bytes.count {
            let current = bytes[at]
            if isExponent(current),
                byte(at + 1) == UInt8(ascii: "-") || byte(at + 1) == UInt8(ascii: "+"),
                byte(at + 2).isDigit
            {
                at += 3
            } else if current == UInt8(ascii: "."), !fraction,
                hex ? byte(at + 1).isHexDigit : byte(at + 1).isDigit
            {
                fraction = true
                at += 2
            } else if current.isDigit || current.isNameByte, current < 0x80,
                current != UInt8(ascii: "$")
            {
                at += 1
            } else {
                return
            }
        }
    }

    /// After `#`: a raw string or regex, a directive, `#available`, or a lone `#`.
    private mutating func pound() {
        let start = at
        var pounds = 0
        while byte(at + pounds) == UInt8(ascii: "#") { pounds += 1 }
        let after = byte(at + pounds)
        if after == UInt8(ascii: "\"") {
            at += pounds
            add(.string, from: start)
            string(pounds: pounds)
            return
        }
        if after == UInt8(ascii: "/"), poundRegex(pounds: pounds) { return }
        at += 1
        var end = at
        while end < bytes.count, bytes[end].isNameByte || bytes[end].isDigit { end += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<end]), as: UTF8.self)
        switch name {
        case "if", "elseif", "else", "endif", "sourceLocation":
            at = end
            add(.directive, from: start)
        case "available", "unavailable":
            at = end
            add(.poundKeyword, from: start)
        default:
            add(.pound, from: start)
        }
    }

    /// A string literal from its opening quote (after any `#` delimiters): its quotes,
    /// text and interpolations; `pounds` raw delimiters close it and mark its escapes.
    private mutating func string(pounds: Int) {
        let start = at
        let multiline =
            byte(at + 1) == UInt8(ascii: "\"") && byte(at + 2) == UInt8(ascii: "\"")
            && !(pounds > 0 && closesOnLine(pounds: pounds, from: at + 3))
        at += multiline ? 3 : 1
        add(.string, from: start)
        if multiline {
            // The line break after the opening quotes is not the string's text.
            if byte(at) == UInt8(ascii: "\r") { at += 1 }
            if byte(at) == UInt8(ascii: "\n") { at += 1 }
        }
        var segmentStart = at
        /// The indices of this string's own text pieces (not its interpolations').
        var text: [Int] = []
        func endSegment(_ lexer: inout SwiftLexer) {
            guard segmentStart < lexer.at else { return }
            lexer.pieces.append(Piece(kind: .string, start: segmentStart, end: lexer.at))
            text.append(lexer.pieces.count - 1)
        }
        while at < bytes.count {
            let current = bytes[at]
            if current == UInt8(ascii: "\\"), delimited(pounds: pounds, at: at + 1) {
                let escape = at + 1 + pounds
                if byte(escape) == UInt8(ascii: "(") {
                    endSegment(&self)
                    interpolation(pounds: pounds)
                    segmentStart = at
                    continue
                }
                if multiline, let lineEnd = escapedLineEnd(after: escape) {
                    // An escaped line break is not the string's text.
                    endSegment(&self)
                    at = lineEnd
                    segmentStart = at
                    continue
                }
                at = escape + 1
                continue
            }
            if current == UInt8(ascii: "\""), !multiline, delimited(pounds: pounds, at: at + 1) {
                endSegment(&self)
                let quote = at
                at += 1 + pounds
                add(.string, from: quote)
                return
            }
            if current == UInt8(ascii: "\""), multiline, closesMultiline(pounds: pounds, at: at) {
                endSegment(&self)
                dropIndentation(of: text, closingQuote: at)
                let quote = at
                at += 3 + pounds
                add(.string, from: quote)
                return
            }
            if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                endSegment(&self)
                return
            }
            at += 1
        }
        endSegment(&self)
    }

    /// `\(…)` (or `\#(…)`): the backslash and parentheses are punctuation, a raw
    /// string's `#` is string, the code between is read as code.
    private mutating func interpolation(pounds: Int) {
        let slash = at
        at += 1
        add(.punctuation, from: slash)
        let delimiter = at
        at += pounds
        add(.string, from: delimiter)
        let open = at
        at += 1
        add(.punctuation, from: open)
        code(until: UInt8(ascii: ")"))
        if at < bytes.count {
            let close = at
            at += 1
            add(.punctuation, from: close)
        }
    }

    /// A multi-line string's lines lose the indentation of its closing quotes, and its
    /// last line break, as the compiler's parser reads them: neither is the string's text.
    private mutating func dropIndentation(of text: [Int], closingQuote: Int) {
        guard let first = text.first else { return }
        var lineBegin = closingQuote
        while lineBegin > 0,
            bytes[lineBegin - 1] == UInt8(ascii: " ")
                || bytes[lineBegin - 1] == UInt8(ascii: "\t")
        {
            lineBegin -= 1
        }
        var indentation: [UInt8] = []
        var lastBreak = closingQuote
        if lineBegin > 0, bytes[lineBegin - 1] == UInt8(ascii: "\n") {
            indentation = Array(UnsafeBufferPointer(rebasing: bytes[lineBegin..<closingQuote]))
            lastBreak = lineBegin - 1
            if lastBreak > 0, bytes[lastBreak - 1] == UInt8(ascii: "\r") { lastBreak -= 1 }
        }
        let own = Set(text)
        var rebuilt = Array(pieces[..<first])
        for index in first..<pieces.count {
            let piece = pieces[index]
            guard own.contains(index) else {
                rebuilt.append(piece)
                continue
            }
            var runStart = piece.start
            var offset = piece.start
            let end = min(piece.end, lastBreak)
            while offset < end {
                let atLineStart =
                    offset > 0
                    && (bytes[offset - 1] == UInt8(ascii: "\n")
                        || (bytes[offset - 1] == UInt8(ascii: "\r")
                            && bytes[offset] != UInt8(ascii: "\n")))
                if atLineStart, !indentation.isEmpty, hasPrefix(indentation, at: offset) {
                    if runStart < offset {
                        rebuilt.append(Piece(kind: .string, start: runStart, end: offset))
                    }
                    offset += indentation.count
                    runStart = offset
                    continue
                }
                offset += 1
            }
            if runStart < end { rebuilt.append(Piece(kind: .string, start: runStart, end: end)) }
        }
        pieces = rebuilt
    }

    /// Whether a `"` and `pounds` `#` stand on the line from `offset`: `#"""#` is a
    /// one-line raw string holding a quote, not a multi-line one.
    private func closesOnLine(pounds: Int, from offset: Int) -> Bool {
        var at = offset
        if delimited(pounds: pounds, at: at) { return true }
        while at < bytes.count, bytes[at] != UInt8(ascii: "\n"), bytes[at] != UInt8(ascii: "\r") {
            if bytes[at] == UInt8(ascii: "\""), delimited(pounds: pounds, at: at + 1) {
                return true
            }
            at += 1
        }
        return false
    }

    /// The offset after the line break that ends a line at `offset` (spaces and tabs
    /// before it allowed), or nil when more text follows on the line.
    private func escapedLineEnd(after offset: Int) -> Int? {
        var end = offset
        while byte(end) == UInt8(ascii: " ") || byte(end) == UInt8(ascii: "\t") { end += 1 }
        if byte(end) == UInt8(ascii: "\r") {
            return byte(end + 1) == UInt8(ascii: "\n") ? end + 2 : end + 1
        }
        return byte(end) == UInt8(ascii: "\n") ? end + 1 : nil
    }

    /// Whether `"""` and `pounds` `#` stand at `offset`.
    private func closesMultiline(pounds: Int, at offset: Int) -> Bool {
        byte(offset) == UInt8(ascii: "\"") && byte(offset + 1) == UInt8(ascii: "\"")
            && byte(offset + 2) == UInt8(ascii: "\"") && delimited(pounds: pounds, at: offset + 3)
    }

    /// Whether `pounds` `#` follow at `offset` (always, for none).
    private func delimited(pounds: Int, at offset: Int) -> Bool {
        for index in 0..<pounds where byte(offset + index) != UInt8(ascii: "#") { return false }
        return true
    }

    private func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (index, expected) in prefix.enumerated() where bytes[offset + index] != expected {
            return false
        }
        return true
    }

    /// Whether a `/` here could open a regex literal: where an expression can start, that
    /// is after nothing, an opening bracket, a comma, a colon, an operator or a keyword
    /// that comes before an expression; never after a name, a literal or a closing bracket.
    private var regexCanStart: Bool {
        guard let last = pieces.last else { return true }
        switch last.kind {
        case .number, .string, .directive, .poundKeyword: return false
        case .comment, .atSign, .pound: return true
        case .word:
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[last.start..<last.end]),
                as: UTF8.self)
            return SwiftWords.expressionKeywords.contains(text)
        case .punctuation:
            let first = bytes[last.start]
            if last.end - last.start == 1 {
                switch first {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return false
                case UInt8(ascii: "."): return false
                default: return true
                }
            }
            // An operator followed by the slash with no space is one operator.
            return last.end < at
        }
    }

    /// A `/…/` regex literal on one line: no space or tab just inside either slash, no
    /// unescaped `/` before the closing one, no `)` that closes a group the pattern did not
    /// open (`{ /x ~= $0 }).map(/y)` is two operators). Returns false (and reads nothing)
    /// otherwise.
    private mutating func bareRegex() -> Bool {
        let start = at
        let first = byte(at + 1)
        guard first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), first != 0,
            first != UInt8(ascii: "\n"), first != UInt8(ascii: "/"), first != UInt8(ascii: "*"),
            first != UInt8(ascii: ")"), first != UInt8(ascii: "=")
        else { return false }
        var offset = at + 1
        var inClass = 0
        var groups = 0
        while offset < bytes.count {
            let current = bytes[offset]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { return false }
            if current == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if current == UInt8(ascii: "[") { inClass += 1 }
            if current == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if inClass == 0, current == UInt8(ascii: "(") { groups += 1 }
            if inClass == 0, current == UInt8(ascii: ")") {
                if groups == 0 { return false }
                groups -= 1
            }
            if current == UInt8(ascii: "/"), inClass == 0 {
                let before = bytes[offset - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return false }
                at = start + 1
                add(.string, from: start)
                let pattern = at
                at = offset
                add(.string, from: pattern)
                let slash = at
                at += 1
                add(.string, from: slash)
                return true
            }
            offset += 1
        }
        return false
    }

    /// `#/…/#` (any number of `#`): a regex literal, which may span lines when the opening
    /// slash ends its line.
    private mutating func poundRegex(pounds: Int) -> Bool {
        let start = at
        var offset = at + pounds + 1
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if bytes[offset] == UInt8(ascii: "/"), delimited(pounds: pounds, at: offset + 1) {
                at = start + pounds + 1
                add(.string, from: start)
                let pattern = at
                at = offset
                add(.string, from: pattern)
                let closing = at
                at = offset + 1 + pounds
                add(.string, from: closing)
                return true
            }
            offset += 1
        }
        return false
    }
}

extension UInt8 {
    /// A byte of an operator: `/ = - + ! * % < > & | ^ ~ ?`.
    var isOperatorByte: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
