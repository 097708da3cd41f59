import ListDocsEngine

/// Reads the tokens of one script line from left to right: words, integers, index paths
/// and labels, each with the column it started at.
struct LineCursor {
    private let text: LineText
    /// Where reading stops: the line's end, or earlier while a trailing part is set aside.
    private var end: Int
    private(set) var index: Int
    private let line: Int
    private let firstColumn: Int

    init(_ sourceLine: SourceLine) {
        text = sourceLine.content
        end = text.count
        index = sourceLine.indent
        line = sourceLine.line
        firstColumn = sourceLine.firstColumn
    }

    @inline(__always)
    private func unit(_ offset: Int) -> UInt8 { text.unit(at: offset) }

    @inline(__always)
    private func isBlank(_ offset: Int) -> Bool {
        let unit = text.unit(at: offset)
        return unit == UInt8(ascii: " ") || unit == UInt8(ascii: "\t")
    }

    /// Removes a trailing `with NAME` from the line and returns NAME, so that a bare label
    /// before it does not swallow it. Nothing is removed inside quotes.
    mutating func takeTrailingAnimation() -> Located<String>? {
        var wordStart = end
        while wordStart > index {
            let previous = text.previous(before: wordStart)
            guard isLetter(at: previous) else { break }
            wordStart = previous
        }
        guard wordStart < end else { return nil }
        var withStart = wordStart
        for expected in "with ".utf8.reversed() {
            guard withStart > index else { return nil }
            withStart = text.previous(before: withStart)
            guard unit(withStart) == expected else { return nil }
        }
        guard withStart == index || isBlank(text.previous(before: withStart)) else { return nil }
        // `with` inside a quoted label is the label's; a quote escaped inside one (`\"`)
        // neither opens nor closes it.
        var quotes = QuoteTracker()
        var at = 0
        while at < withStart {
            _ = quotes.read(unit(at))
            at = text.next(after: at)
        }
        guard !quotes.inQuotes else { return nil }
        let word = Located(text.string(wordStart..<end), at: location(of: wordStart))
        end = withStart
        while end > 0, isBlank(text.previous(before: end)) { end = text.previous(before: end) }
        return word
    }

    /// Where the next unread character is.
    var location: SourceLocation { location(of: index) }

    /// Whether only blanks are left.
    var isAtEnd: Bool {
        var copy = self
        copy.skipBlanks()
        return copy.index >= end
    }

    /// The next non-blank character, without reading it.
    var peek: Character? {
        var copy = self
        copy.skipBlanks()
        return copy.index < end ? text.character(at: copy.index) : nil
    }

    /// The rest of the line, without reading it.
    var rest: String { index < end ? text.string(index..<end) : "" }

    mutating func skipBlanks() {
        while index < end, isBlank(index) { index += 1 }
    }

    /// Reads a word: letters, digits, `-` and `_`. Nil (and nothing read) when there is none.
    mutating func readWord() -> Located<String>? {
        skipBlanks()
        let start = index
        while index < end, isWordCharacter(at: index) { index = text.next(after: index) }
        guard index > start else { return nil }
        return Located(text.string(start..<index), at: location(of: start))
    }

    /// Reads the next word if it is `word` (ASCII, case-sensitive), compared in place.
    mutating func consume(word: String) -> Bool {
        var at = index
        while at < end, isBlank(at) { at += 1 }
        let start = at
        for expected in word.utf8 {
            guard expected < 0x80, at < end, unit(at) == expected else { return false }
            at += 1
        }
        guard at > start, at == end || !isWordCharacter(at: at) else { return false }
        index = at
        return true
    }

    /// Letters, digits, `-` and `_`; ASCII is decided without Unicode tables.
    @inline(__always)
    private func isWordCharacter(at offset: Int) -> Bool {
        let ascii = unit(offset)
        if ascii < 0x80 {
            return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90)
                || (ascii >= 48 && ascii <= 57)
                || ascii == 45 || ascii == 95
        }
        let character = text.character(at: offset)
        return character.isLetter || character.isNumber
    }

    @inline(__always)
    private func isLetter(at offset: Int) -> Bool {
        let ascii = unit(offset)
        if ascii < 0x80 { return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90) }
        return text.character(at: offset).isLetter
    }

    /// Reads `character` if it comes next.
    mutating func consume(_ character: Character) -> Bool {
        skipBlanks()
        guard index < end else { return false }
        if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
            guard unit(index) == ascii else { return false }
        } else {
            guard text.character(at: index) == character else { return false }
        }
        index = text.next(after: index)
        return true
    }

    /// Reads `character` or fails with `message`.
    mutating func expect(_ character: Character, _ message: String) throws(Diagnostic) {
        let here = peekLocation
        guard consume(character) else { throw .error(message, at: here) }
    }

    /// Where the next non-blank character is.
    var peekLocation: SourceLocation {
        var copy = self
        copy.skipBlanks()
        return copy.location
    }

    /// Reads a non-negative integer.
    mutating func readInteger(_ what: String = "a section index like 1", negative: Bool = false)
        throws(Diagnostic) -> Located<Int>
    {
        skipBlanks()
        let start = index
        // `-1`: only a table view's own row calls take one (see `readIndexPath`).
        if index < end, unit(index) == 45 {
            guard negative else {
                throw .error(ScriptMessage.negativeIndex, at: location(of: start))
            }
            index += 1
            let magnitude = try readInteger(what)
            guard magnitude.value > 0 else {
                throw .error(ScriptMessage.expected(what), at: location(of: start))
            }
            return Located(-magnitude.value, at: location(of: start))
        }
        var value = 0
        var tooLarge = false
        while index < end, case let digit = unit(index), digit >= 48, digit <= 57 {
            value = value * 10 + Int(digit - 48)
            if value > 1_000_000_000 {
                tooLarge = true
                value = 0
            }
            index += 1
        }
        guard index > start else {
            throw .error(ScriptMessage.expected(what), at: location(of: start))
        }
        guard !tooLarge else {
            throw .error(ScriptMessage.numberTooLarge, at: location(of: start))
        }
        return Located(value, at: location(of: start))
    }

    /// Reads an index path written as Swift prints one: `[section, row]`. With `negative`,
    /// its section or row may be below zero (`[0, -1]`), as an app's arithmetic can make one.
    mutating func readIndexPath(negative: Bool = false) throws(Diagnostic) -> Located<IndexPath> {
        let start = peekLocation
        let message = ScriptMessage.expectedIndexPath
        guard consume("[") else { throw .error(message, at: start) }
        let section: Located<Int>
        let row: Located<Int>
        do {
            section = try readInteger(negative: negative)
            try expect(",", message)
            row = try readInteger(negative: negative)
            try expect("]", message)
        } catch {
            if error.message == ScriptMessage.negativeIndex { throw error }
            throw .error(message, at: start)
        }
        return Located(IndexPath(row: row.value, section: section.value), at: start)
    }

    /// Reads a comma-separated list of at least one item.
    mutating func readList<T>(_ readItem: (inout LineCursor) throws(Diagnostic) -> T)
        throws(Diagnostic) -> [T]
    {
        var items = [try readItem(&self)]
        while consume(",") { items.append(try readItem(&self)) }
        return items
    }

    /// Reads a label: a `"double-quoted string"` with `\"`, `\\`, `\n` and `\t` escapes, or a bare run
    /// of characters up to `terminator` (an ASCII character; nil: none) or the end of the
    /// line, trimmed.
    mutating func readLabel(until terminator: Character? = ",", what: String = "a label")
        throws(Diagnostic) -> Located<String>
    {
        skipBlanks()
        let start = location
        if index < end, unit(index) == UInt8(ascii: "\"") {
            return Located(try readQuoted(), at: start)
        }
        let stop = terminator?.asciiValue
        let begin = index
        while index < end, stop == nil || unit(index) != stop { index = text.next(after: index) }
        var last = index
        while last > begin, isBlank(text.previous(before: last)) {
            last = text.previous(before: last)
        }
        guard last > begin else { throw .error(ScriptMessage.expected(what), at: start) }
        return Located(text.string(begin..<last), at: start)
    }

    /// Reads a label that is followed by ` keyword [`: quoted, or bare up to the last
    /// such keyword on the line.
    mutating func readLabel(beforeKeyword keyword: String, what: String) throws(Diagnostic)
        -> Located<String>
    {
        skipBlanks()
        if index < end, unit(index) == UInt8(ascii: "\"") {
            return try readLabel(until: nil, what: what)
        }
        let pattern = Array(" \(keyword) ".utf8)
        var stop: Int?
        var at = index
        while at + pattern.count <= end {
            if pattern.indices.allSatisfy({ unit(at + $0) == pattern[$0] }) { stop = at }
            at = text.next(after: at)
        }
        guard let stop else { return try readLabel(until: nil, what: what) }
        let lineEnd = end
        end = stop
        defer { end = lineEnd }
        return try readLabel(until: nil, what: what)
    }

    /// Reads a double-quoted string; the cursor must be on the opening quote.
    mutating func readQuoted() throws(Diagnostic) -> String {
        skipBlanks()
        let start = location
        guard index < end, unit(index) == UInt8(ascii: "\"") else {
            throw .error(ScriptMessage.expectedQuoted, at: start)
        }
        index += 1
        let contentStart = index
        // Built only once an escape is met; until then the value is a slice of the line.
        var unescaped: [UInt8]?
        while index < end {
            let character = unit(index)
            switch character {
            case UInt8(ascii: "\\"):
                let backslash = index
                index += 1
                var escaped: UInt8?
                if index < end {
                    switch unit(index) {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped = unit(index)
                    case UInt8(ascii: "n"): escaped = 0x0A
                    case UInt8(ascii: "t"): escaped = 0x09
                    default: escaped = nil
                    }
                }
                guard let escaped else {
                    throw .error(ScriptMessage.unknownEscape, at: location(of: backslash))
                }
                if unescaped == nil { unescaped = Array(text.bytes[contentStart..<backslash]) }
                unescaped?.append(escaped)
                index += 1
            case UInt8(ascii: "\""):
                let value =
                    unescaped.map { String(decoding: $0, as: UTF8.self) }
                    ?? text.string(contentStart..<index)
                index += 1
                return value
            default:
                let next = text.next(after: index)
                unescaped?.append(contentsOf: text.bytes[index..<next])
                index = next
            }
        }
        throw .error(ScriptMessage.unterminatedString, at: start)
    }

    private func location(of offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: firstColumn + text.column(of: offset))
    }
}

extension ScriptMessage {
    /// `expected a label`, `expected the new label`: what the cursor wanted to read.
    static func expected(_ what: String) -> String { "expected \(what)" }
    static let numberTooLarge = "the number is too large"
    static let expectedIndexPath = "expected an index path like [0, 3]"
    static let expectedQuoted = "expected a \"quoted string\""
    static let unknownEscape =
        "unknown escape; only \\\", \\\\, \\n (new line) and \\t (tab) are allowed in a quoted string"
    static let unterminatedString = "unterminated string: a closing \" is missing"
}
