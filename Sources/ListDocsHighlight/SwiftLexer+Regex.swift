/// Regex literals: where a `/` may open one, the bare `/…/` form and the `#/…/#` form.
extension SwiftLexer {
    /// Whether a `/` here could open a regex literal: where an expression can start, that
    /// is after nothing, an opening bracket, a comma, a colon, an operator or a keyword
    /// that comes before an expression; never after a name, a literal or a closing bracket.
    var regexCanStart: Bool {
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
    mutating func bareRegex() -> Bool {
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
    mutating func poundRegex(pounds: Int) -> Bool {
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
