/// "Did you mean" for near-miss spellings: the closest candidate within a small edit distance.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = candidates.map { ($0, distance(Array(lowered), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(1, min(3, word.count / 3 + 1))
        return best.1 <= limit ? best.0 : nil
    }

    /// `; did you mean 'row'?` or an empty string.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Damerau–Levenshtein distance (optimal string alignment), so a swap of two
    /// neighbouring letters (`rwo` for `row`) counts as one edit.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
