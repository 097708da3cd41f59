/// Turns string identities into small dense integers, so the differ works on arrays
/// instead of hashing strings more than once. A repeated identity is told apart by its
/// occurrence: the second "a" gets a different number from the first.
struct IdentityTable {
    private var first: [String: Int] = [:]
    private var repeats: [Int: Int] = [:]
    private(set) var count = 0

    init(capacity: Int) {
        first.reserveCapacity(capacity)
    }

    /// Numbers the identities of one list: the k-th occurrence of an identity in the list
    /// gets the same number in every list numbered with this table.
    mutating func number(rowsOf sections: [DiffSection]) -> [Int] {
        var identities: [String] = []
        identities.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count })
        for section in sections {
            for row in section.rows { identities.append(row.id) }
        }
        return number(identities)
    }

    mutating func number(_ identities: [String]) -> [Int] {
        var seen = [Int32](repeating: 0, count: count)
        var result: [Int] = []
        result.reserveCapacity(identities.underestimatedCount)
        for identity in identities {
            let base: Int
            if let known = first[identity] {
                base = known
            } else {
                base = count
                first[identity] = base
                count += 1
            }
            while seen.count < count { seen.append(0) }
            let occurrence = Int(seen[base])
            seen[base] += 1
            if occurrence == 0 {
                result.append(base)
            } else {
                let key = base &* 1_000_003 &+ occurrence
                if let known = repeats[key] {
                    result.append(known)
                } else {
                    repeats[key] = count
                    result.append(count)
                    count += 1
                }
            }
        }
        return result
    }
}
