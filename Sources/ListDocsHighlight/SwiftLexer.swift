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
    /// The pieces read so far, in order.
    var pieces: [Piece] = []
    /// The offset of the next byte to read.
    var at = 0

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

    func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    mutating func add(_ kind: PieceKind, from start: Int) {
        if start < at { pieces.append(Piece(kind: kind, start: start, end: at)) }
    }

    /// Code up to the `)` that closes an interpolation (its depth counted from zero), or to
    /// the end of the source.
    mutating func code(until closing: UInt8?) {
        var depth = 0
        while at < bytes.count {
            let current = bytes[at]
            let start = at
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                0x0B, 0x0C:
                at += 1
            case UInt8(ascii: "/") where byte(at + 1) == UInt8(ascii: "/"):
                toLineEnd(stoppingAt: nil)
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
                // A name in backticks, closed on its line.
                at += 1
                toLineEnd(stoppingAt: UInt8(ascii: "`"))
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

    /// Moves to the end of the line (a line break, or the end of the source), or to
    /// `stop` on it. A backtick name ends at a line feed alone, a comment at either break.
    @inline(__always)
    private mutating func toLineEnd(stoppingAt stop: UInt8?) {
        while at < bytes.count {
            let current = bytes[at]
            if current == UInt8(ascii: "\n") { return }
            if let stop {
                if current == stop { return }
            } else if current == UInt8(ascii: "\r") {
                return
            }
            at += 1
        }
    }

    /// `/* … */`, nested as Swift nests them; an unclosed one runs to the end.
    mutating func blockComment() {
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
    mutating func operatorRun() {
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
    mutating func number() {
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
    mutating func pound() {
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
