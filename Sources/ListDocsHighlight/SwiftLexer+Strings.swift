/// String literals: quotes, text, escapes, interpolations, raw delimiters and multi-line
/// indentation, read as Swift's lexer reads them.
extension SwiftLexer {
    /// A string literal from its opening quote (after any `#` delimiters): its quotes,
    /// text and interpolations; `pounds` raw delimiters close it and mark its escapes.
    mutating func string(pounds: Int) {
        let multiline = openString(pounds: pounds)
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

    /// Reads a string's opening quote (`"`, or `"""` and the line break after it, which
    /// is not the string's text); whether the string is a multi-line one.
    private mutating func openString(pounds: Int) -> Bool {
        let start = at
        let multiline =
            byte(at + 1) == UInt8(ascii: "\"") && byte(at + 2) == UInt8(ascii: "\"")
            && !(pounds > 0 && closesOnLine(pounds: pounds, from: at + 3))
        at += multiline ? 3 : 1
        add(.string, from: start)
        if multiline {
            if byte(at) == UInt8(ascii: "\r") { at += 1 }
            if byte(at) == UInt8(ascii: "\n") { at += 1 }
        }
        return multiline
    }

    /// `\(…)` (or `\#(…)`): the backslash and parentheses are punctuation, a raw
    /// string's `#` is string, the code between is read as code.
    mutating func interpolation(pounds: Int) {
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
    mutating func dropIndentation(of text: [Int], closingQuote: Int) {
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
    func closesOnLine(pounds: Int, from offset: Int) -> Bool {
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
    func escapedLineEnd(after offset: Int) -> Int? {
        var end = offset
        while byte(end) == UInt8(ascii: " ") || byte(end) == UInt8(ascii: "\t") { end += 1 }
        if byte(end) == UInt8(ascii: "\r") {
            return byte(end + 1) == UInt8(ascii: "\n") ? end + 2 : end + 1
        }
        return byte(end) == UInt8(ascii: "\n") ? end + 1 : nil
    }

    /// Whether `"""` and `pounds` `#` stand at `offset`.
    func closesMultiline(pounds: Int, at offset: Int) -> Bool {
        byte(offset) == UInt8(ascii: "\"") && byte(offset + 1) == UInt8(ascii: "\"")
            && byte(offset + 2) == UInt8(ascii: "\"") && delimited(pounds: pounds, at: offset + 3)
    }

    /// Whether `pounds` `#` follow at `offset` (always, for none).
    func delimited(pounds: Int, at offset: Int) -> Bool {
        for index in 0..<pounds where byte(offset + index) != UInt8(ascii: "#") { return false }
        return true
    }

    func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (index, expected) in prefix.enumerated() where bytes[offset + index] != expected {
            return false
        }
        return true
    }
}
