/// An exception text with holes where its numbers, identifiers and lists go, derived from the
/// builder that prints it: the builder is called with sentinel arguments and each sentinel in
/// its output becomes a hole. Matching a real text against it reads the arguments back.
struct ReasonPattern: Hashable, Sendable {
    /// Which list of `ReasonArguments` a list hole fills.
    enum ListFamily: Hashable, Sendable { case identifiers, countsBefore, countsAfter, updates }

    enum Piece: Hashable, Sendable {
        case literal([UInt8])
        case number(Int)
        case identifier(Int, quoted: Bool)
        /// A whole list of one or more elements (`separator` between two of them).
        case list(ListFamily, separator: [UInt8], quoted: Bool)
        /// The only element of a one-element list.
        case element(ListFamily, quoted: Bool)
    }

    let pieces: [Piece]

    // MARK: Sentinels

    static let numberSlots = 8
    static func numberSentinel(_ slot: Int) -> Int { 9_000_001 + slot }
    static func identifierSentinel(_ slot: Int) -> String { "QZ id\(slot)" }
    static func listSentinel(_ index: Int) -> String { "QZ el\(index)" }
    static func countSentinel(_ family: ListFamily, _ index: Int) -> Int {
        (family == .countsBefore ? 9_100_001 : 9_200_001) + index
    }
    static func updateSentinel(_ index: Int) -> BatchUpdateEntry {
        .deleteSection(9_300_001 + index)
    }

    /// The arguments a probe passes, with lists of the given lengths.
    static func probe(identifiers: Int, before: Int, after: Int, updates: Int) -> ReasonArguments {
        ReasonArguments(
            numbers: (0..<numberSlots).map(numberSentinel),
            identifiers: (0..<2).map(identifierSentinel),
            identifierList: (0..<identifiers).map(listSentinel),
            countsBefore: (0..<before).map { countSentinel(.countsBefore, $0) },
            countsAfter: (0..<after).map { countSentinel(.countsAfter, $0) },
            updates: (0..<updates).map(updateSentinel))
    }

    // MARK: Deriving

    /// The pattern of a text a builder printed from `probe` arguments; `entryText` words one
    /// update entry as the builder does.
    init(probeText text: String, probe: ReasonArguments, entryText: (BatchUpdateEntry) -> String) {
        var holes = ProbeHoles(bytes: Array(text.utf8))
        let plist: (String) -> String? = { "\"" + $0 + "\"" }
        holes.addList(.identifiers, probe.identifierList, quotedForm: plist)
        holes.addList(.countsBefore, probe.countsBefore.map(String.init), quotedForm: { _ in nil })
        holes.addList(.countsAfter, probe.countsAfter.map(String.init), quotedForm: { _ in nil })
        holes.addList(.updates, probe.updates.map(entryText), quotedForm: { _ in nil })
        for (slot, identifier) in probe.identifiers.enumerated() {
            holes.addEvery(plist(identifier)!, as: .identifier(slot, quoted: true))
            holes.addEvery(identifier, as: .identifier(slot, quoted: false))
        }
        for (slot, number) in probe.numbers.enumerated() {
            holes.addEvery(String(number), as: .number(slot))
        }
        pieces = holes.pieces
    }

    /// This pattern (derived with lists of two) with the places where a probe with lists of
    /// three printed a different number turned into holes: a text that says how long a list
    /// is (`{ 2 sections with row counts: [3, 4] }`). Nil when the two differ otherwise.
    func withListLengths(from three: ReasonPattern) -> ReasonPattern? {
        guard pieces.count == three.pieces.count else { return nil }
        var merged: [Piece] = []
        for (mine, theirs) in zip(pieces, three.pieces) {
            guard case .literal(let a) = mine, case .literal(let b) = theirs, a != b else {
                guard mine == theirs else { return nil }
                merged.append(mine)
                continue
            }
            let prefix = zip(a, b).prefix { $0 == $1 }.count
            let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
            guard prefix + suffix < min(a.count, b.count) + 1,
                String(decoding: a[prefix..<(a.count - suffix)], as: UTF8.self) == "2",
                String(decoding: b[prefix..<(b.count - suffix)], as: UTF8.self) == "3"
            else { return nil }
            if prefix > 0 { merged.append(.literal(Array(a[..<prefix]))) }
            merged.append(.number(Self.lengthSlot + merged.count))
            if suffix > 0 { merged.append(.literal(Array(a[(a.count - suffix)...]))) }
        }
        return ReasonPattern(pieces: merged)
    }

    /// Number holes from this slot on hold list lengths; the text printed again from the
    /// arguments checks them.
    static let lengthSlot = 1000

    init(pieces: [Piece]) { self.pieces = pieces }

    // MARK: Matching

    /// What a match read: the raw text of every hole.
    struct Captures {
        var numbers: [Int: Int] = [:]
        var identifiers: [Int: String] = [:]
        var lists: [ListFamily: [String]] = [:]
    }

    /// Matches the whole of `text` (already `ReasonText.comparable`); nil when it does not fit.
    /// With `cut`, `text` may stop short of the pattern's end, but only after every hole: the
    /// rest must be literal, so that the text's numbers and identifiers are all there.
    func match(_ text: [UInt8], cut: Bool = false) -> Captures? {
        var captures = Captures()
        return matchPieces(0, 0, text, &captures, cut: cut) ? captures : nil
    }

    /// Whether every piece from `index` on is literal.
    private func restIsLiteral(from index: Int) -> Bool {
        pieces[index...].allSatisfy { if case .literal = $0 { true } else { false } }
    }

    private func matchPieces(
        _ index: Int, _ position: Int, _ text: [UInt8], _ captures: inout Captures,
        cut: Bool = false
    )
        -> Bool
    {
        guard index < pieces.count else { return position == text.count }
        if cut, position == text.count { return restIsLiteral(from: index) }
        switch pieces[index] {
        case .literal(let literal):
            if cut, position + literal.count > text.count {
                return literal.starts(with: text[position...]) && restIsLiteral(from: index + 1)
            }
            guard position + literal.count <= text.count,
                text[position..<(position + literal.count)].elementsEqual(literal)
            else { return false }
            return matchPieces(index + 1, position + literal.count, text, &captures, cut: cut)
        case .number(let slot):
            // `%ld` of a negative index prints its sign (`section (-1)`).
            let digits =
                position + 1 < text.count && text[position] == UInt8(ascii: "-")
                    && text[position + 1] >= 48 && text[position + 1] <= 57
                ? position + 1 : position
            var end = digits
            while end < text.count, text[end] >= 48, text[end] <= 57, end - digits < 20 {
                end += 1
            }
            // A number the cut ends on may have lost digits.
            if cut, end == text.count { return false }
            // An index Foundation printed unsigned (-1 as 18446744073709551615) reads back
            // as the negative number it was; the builder then prints it the same way, or
            // the reading is dropped.
            guard end > digits,
                let unsigned = UInt64(String(decoding: text[digits..<end], as: UTF8.self))
            else { return false }
            let magnitude = Int(Int64(bitPattern: unsigned))
            let value = digits > position ? -magnitude : magnitude
            if let seen = captures.numbers[slot], seen != value { return false }
            let saved = captures
            captures.numbers[slot] = value
            if matchPieces(index + 1, end, text, &captures, cut: cut) { return true }
            captures = saved
            return false
        default:
            // A hole of text: the shortest run after which the rest matches.
            for end in candidateEnds(after: index, from: position + 1, text, cut: cut) {
                let run = Array(text[position..<end])
                let saved = captures
                if capture(pieces[index], run, &captures),
                    matchPieces(index + 1, end, text, &captures, cut: cut)
                {
                    return true
                }
                captures = saved
            }
            return false
        }
    }

    /// Where a text hole may end: just before each occurrence of the next literal, or at the
    /// end of the text when it is the last piece.
    /// With `cut`, also where the text ends in the first three or more bytes of that literal.
    private func candidateEnds(after index: Int, from start: Int, _ text: [UInt8], cut: Bool)
        -> [Int]
    {
        guard index + 1 < pieces.count else { return start <= text.count ? [text.count] : [] }
        guard case .literal(let next) = pieces[index + 1], let head = next.first else {
            return start <= text.count ? Array(start...text.count) : []
        }
        var ends: [Int] = []
        var i = start
        while i + next.count <= text.count {
            if text[i] == head, text[i..<(i + next.count)].elementsEqual(next) { ends.append(i) }
            i += 1
        }
        let lowest = max(start, text.count - next.count + 1)
        let highest = text.count - 3
        if cut, lowest <= highest {
            for j in lowest...highest where next.starts(with: text[j...]) { ends.append(j) }
        }
        return ends
    }

    private func capture(_ piece: Piece, _ run: [UInt8], _ captures: inout Captures) -> Bool {
        switch piece {
        case .identifier(let slot, let quoted):
            guard let value = Self.decode(run, quoted: quoted) else { return false }
            if let seen = captures.identifiers[slot], seen != value { return false }
            captures.identifiers[slot] = value
        case .element(let family, let quoted):
            guard let value = Self.decode(run, quoted: quoted) else { return false }
            captures.lists[family] = [value]
        case .list(let family, let separator, let quoted):
            var values: [String] = []
            for part in Self.split(run, by: separator) {
                guard let value = Self.decode(part, quoted: quoted) else { return false }
                values.append(value)
            }
            guard values.count >= 2 else { return false }
            captures.lists[family] = values
        default: return false
        }
        return true
    }

    private static func split(_ bytes: [UInt8], by separator: [UInt8]) -> [[UInt8]] {
        guard !separator.isEmpty else { return [bytes] }
        var parts: [[UInt8]] = []
        var start = 0
        var i = 0
        while i + separator.count <= bytes.count {
            if bytes[i..<(i + separator.count)].elementsEqual(separator) {
                parts.append(Array(bytes[start..<i]))
                i += separator.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts
    }

    /// An element as printed: a property-list string (`"\Uace0"` or bare) or raw text.
    private static func decode(_ run: [UInt8], quoted: Bool) -> String? {
        // A Foundation collection writes one element per line: an element never holds a
        // line break (a string's is escaped), so a run that does is several elements.
        guard !run.isEmpty, !run.contains(UInt8(ascii: "\n")) else { return nil }
        let text = String(decoding: run, as: UTF8.self)
        if !quoted { return text }
        return FoundationDescription.parseElement(text)
    }
}

extension ReasonPattern {
    /// Where a probe's arguments stand in the text a builder printed from it: each a hole
    /// (a range of the text's bytes and what fills it), no two overlapping.
    fileprivate struct ProbeHoles {
        let bytes: [UInt8]
        var holes: [(range: Range<Int>, piece: Piece)] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Where `needle` first stands at or after `start`; a sentinel number never inside a
        /// longer number.
        func find(_ needle: String, from start: Int = 0) -> Range<Int>? {
            let n = Array(needle.utf8)
            guard !n.isEmpty, bytes.count >= n.count else { return nil }
            let isDigits = n.allSatisfy { $0 >= 48 && $0 <= 57 }
            var i = start
            while i + n.count <= bytes.count {
                if bytes[i..<(i + n.count)].elementsEqual(n) {
                    let before = i > 0 ? bytes[i - 1] : 32
                    let after = i + n.count < bytes.count ? bytes[i + n.count] : 32
                    if !isDigits
                        || !((before >= 48 && before <= 57) || (after >= 48 && after <= 57))
                    {
                        return i..<(i + n.count)
                    }
                }
                i += 1
            }
            return nil
        }

        func free(_ r: Range<Int>) -> Bool { !holes.contains { $0.range.overlaps(r) } }

        /// Every free place where `text` stands, as `piece`.
        mutating func addEvery(_ text: String, as piece: Piece) {
            var start = 0
            while let r = find(text, from: start) {
                if free(r) { holes.append((r, piece)) }
                start = r.upperBound
            }
        }

        /// A list's elements, quoted as a property list writes them or bare.
        mutating func addList(
            _ family: ListFamily, _ elements: [String], quotedForm: (String) -> String?
        ) {
            guard !elements.isEmpty else { return }
            var quoted = false
            var firstRange: Range<Int>?
            if let q = quotedForm(elements[0]), let r = find(q) {
                quoted = true
                firstRange = r
            } else {
                firstRange = find(elements[0])
            }
            guard let first = firstRange else { return }
            if elements.count == 1 {
                holes.append((first, .element(family, quoted: quoted)))
                return
            }
            let lastText =
                quoted ? quotedForm(elements[elements.count - 1])! : elements[elements.count - 1]
            let secondText = quoted ? quotedForm(elements[1])! : elements[1]
            guard let second = find(secondText, from: first.upperBound),
                let last = find(lastText, from: first.upperBound)
            else { return }
            let separator = Array(bytes[first.upperBound..<second.lowerBound])
            holes.append(
                (
                    first.lowerBound..<last.upperBound,
                    .list(family, separator: separator, quoted: quoted)
                ))
        }

        /// The text as literal pieces between the holes, in order.
        var pieces: [Piece] {
            var pieces: [Piece] = []
            var position = 0
            for hole in holes.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                if hole.range.lowerBound > position {
                    pieces.append(.literal(Array(bytes[position..<hole.range.lowerBound])))
                }
                pieces.append(hole.piece)
                position = hole.range.upperBound
            }
            if position < bytes.count { pieces.append(.literal(Array(bytes[position...]))) }
            return pieces
        }
    }
}
