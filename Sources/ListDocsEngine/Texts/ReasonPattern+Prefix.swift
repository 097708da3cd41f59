/// Reading a known text at the start of a longer one: the reason where a tracker, a chat or
/// a crash service wrapped it in more text (a closing quote and a stack, a `**` of bold, the
/// name of the view on the same line, a sentence of the reporter's own).
extension ReasonPattern {
    /// The literal the pattern starts with; nil when it starts with a hole.
    var head: [UInt8]? {
        if case .literal(let literal)? = pieces.first { return literal }
        return nil
    }

    /// The most ends `possibleEnds(in:)` returns for a pattern that ends in a hole.
    static let endsTried = 48

    /// Where in `text` a match of the whole pattern could end, longest first: after each
    /// place its final literal appears, or, for a pattern that ends in a hole, at the end of
    /// the text and before each blank, quote or backtick (at most `endsTried` of those).
    func possibleEnds(in text: [UInt8]) -> [Int] {
        guard let last = pieces.last else { return [] }
        if case .literal(let literal) = last, let tail = literal.last {
            var ends: [Int] = []
            var end = text.count
            while end >= literal.count {
                if text[end - 1] == tail, text[(end - literal.count)..<end].elementsEqual(literal) {
                    ends.append(end)
                }
                end -= 1
            }
            return ends
        }
        var ends = [text.count]
        var end = text.count - 1
        while end > 0, ends.count < Self.endsTried {
            if Self.wrapperBytes.contains(text[end]) { ends.append(end) }
            end -= 1
        }
        return ends
    }

    /// Bytes that end a reason that ends in a hole: blanks, quotes, a backtick, a `*`.
    private static let wrapperBytes: Set<UInt8> = Set(" \t\n'\"`*".utf8)
}
