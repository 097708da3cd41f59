import ListDocsEngine

/// Reads the tokens of one script line from left to right: words, integers, index paths
/// and labels, each with the column it started at.
struct LineCursor {
    private var characters: [Character]
    private(set) var index: Int
    private let line: Int
    private let firstColumn: Int

    init(_ sourceLine: SourceLine) {
        characters = sourceLine.characters
        index = sourceLine.indent
        line = sourceLine.line
        firstColumn = sourceLine.firstColumn
    }

    /// Removes a trailing `with NAME` from the line and returns NAME, so that a bare label
    /// before it does not swallow it. Nothing is removed inside quotes.
    mutating func takeTrailingAnimation() -> Located<String>? {
        var end = characters.count
        let wordEnd = end
        while end > index, Self.isLetter(characters[end - 1]) { end -= 1 }
        let word = String(characters[end..<wordEnd])
        guard !word.isEmpty, end - 5 >= index, String(characters[(end - 5)..<end]) == "with ",
            end - 6 < index || characters[end - 6] == " " || characters[end - 6] == "\t"
        else { return nil }
        let quotes = characters[..<(end - 5)].filter { $0 == "\"" }.count
        guard quotes % 2 == 0 else { return nil }
        let location = location(of: end)
        characters.removeSubrange((end - 5)...)
        while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
        return Located(word, at: location)
    }

    /// Where the next unread character is.
    var location: SourceLocation { SourceLocation(line: line, column: firstColumn + index) }

    /// Whether only blanks are left.
    var isAtEnd: Bool {
        var copy = self
        copy.skipBlanks()
        return copy.index >= characters.count
    }

    /// The next non-blank character, without reading it.
    var peek: Character? {
        var copy = self
        copy.skipBlanks()
        return copy.index < characters.count ? copy.characters[copy.index] : nil
    }

    /// The rest of the line, without reading it.
    var rest: String { String(characters[min(index, characters.count)...]) }

    mutating func skipBlanks() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    /// Reads a word: letters, digits, `-` and `_`. Nil (and nothing read) when there is none.
    mutating func readWord() -> Located<String>? {
        skipBlanks()
        let start = index
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        guard index > start else { return nil }
        return Located(String(characters[start..<index]), at: location(of: start))
    }

    /// Reads the next word if it is `word` (case-sensitive), compared in place.
    mutating func consume(word: String) -> Bool {
        var at = index
        while at < characters.count, characters[at] == " " || characters[at] == "\t" { at += 1 }
        let start = at
        for expected in word {
            guard at < characters.count, characters[at] == expected else { return false }
            at += 1
        }
        guard at > start, at == characters.count || !Self.isWordCharacter(characters[at]) else { return false }
        index = at
        return true
    }

    /// Letters, digits, `-` and `_`; ASCII is decided without Unicode tables.
    @inline(__always)
    static func isWordCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90) || (ascii >= 48 && ascii <= 57)
                || ascii == 45 || ascii == 95
        }
        return character.isLetter || character.isNumber
    }

    @inline(__always)
    static func isLetter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90) }
        return character.isLetter
    }

    /// Reads `character` if it comes next.
    mutating func consume(_ character: Character) -> Bool {
        skipBlanks()
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
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
    mutating func readInteger(_ what: String = "a section index like 1") throws(Diagnostic) -> Located<Int> {
        skipBlanks()
        let start = index
        var value = 0
        var tooLarge = false
        while index < characters.count, let ascii = characters[index].asciiValue, ascii >= 48, ascii <= 57 {
            value = value * 10 + Int(ascii - 48)
            if value > 1_000_000_000 { tooLarge = true; value = 0 }
            index += 1
        }
        guard index > start else {
            throw .error("expected \(what)", at: location(of: start))
        }
        guard !tooLarge else {
            throw .error("the number is too large", at: location(of: start))
        }
        return Located(value, at: location(of: start))
    }

    /// Reads an index path written as Swift prints one: `[section, row]`.
    mutating func readIndexPath() throws(Diagnostic) -> Located<IndexPath> {
        let start = peekLocation
        let message = "expected an index path like [0, 3]"
        guard consume("[") else { throw .error(message, at: start) }
        let section: Located<Int>
        let row: Located<Int>
        do {
            section = try readInteger()
            try expect(",", message)
            row = try readInteger()
            try expect("]", message)
        } catch {
            throw .error(message, at: start)
        }
        return Located(IndexPath(row: row.value, section: section.value), at: start)
    }

    /// Reads a comma-separated list of at least one item.
    mutating func readList<T>(_ readItem: (inout LineCursor) throws(Diagnostic) -> T) throws(Diagnostic) -> [T] {
        var items = [try readItem(&self)]
        while consume(",") { items.append(try readItem(&self)) }
        return items
    }

    /// Reads a label: a `"double-quoted string"` with `\"` and `\\` escapes, or a bare run
    /// of characters up to one of `terminators` or the end of the line, trimmed.
    mutating func readLabel(until terminators: [Character] = [","], what: String = "a label") throws(Diagnostic) -> Located<String> {
        skipBlanks()
        let start = location
        if index < characters.count, characters[index] == "\"" {
            return Located(try readQuoted(), at: start)
        }
        let begin = index
        while index < characters.count, !terminators.contains(characters[index]) { index += 1 }
        var end = index
        while end > begin, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        guard end > begin else { throw .error("expected \(what)", at: start) }
        return Located(String(characters[begin..<end]), at: start)
    }

    /// Reads a label that is followed by ` keyword [`: quoted, or bare up to the last
    /// such keyword on the line.
    mutating func readLabel(beforeKeyword keyword: String, what: String) throws(Diagnostic) -> Located<String> {
        skipBlanks()
        if index < characters.count, characters[index] == "\"" { return try readLabel(until: [], what: what) }
        let pattern = Array(" \(keyword) ")
        var stop: Int?
        var i = index
        while i + pattern.count <= characters.count {
            if characters[i..<(i + pattern.count)].elementsEqual(pattern) { stop = i }
            i += 1
        }
        guard let stop else { return try readLabel(until: [], what: what) }
        let saved = characters
        characters = Array(characters[..<stop])
        defer {
            let consumed = index
            characters = saved
            index = consumed
        }
        return try readLabel(until: [], what: what)
    }

    /// Reads a double-quoted string; the cursor must be on the opening quote.
    mutating func readQuoted() throws(Diagnostic) -> String {
        skipBlanks()
        let start = location
        guard index < characters.count, characters[index] == "\"" else {
            throw .error("expected a \"quoted string\"", at: start)
        }
        index += 1
        var value = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                guard index < characters.count, characters[index] == "\"" || characters[index] == "\\" else {
                    throw .error("unknown escape; only \\\" and \\\\ are allowed in a quoted label", at: location(of: index - 1))
                }
                value.append(characters[index])
                index += 1
            case "\"":
                return value
            default:
                value.append(character)
            }
        }
        throw .error("unterminated string: a closing \" is missing", at: start)
    }

    private func location(of offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: firstColumn + offset)
    }
}
