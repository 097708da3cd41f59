/// Turns string identities into small dense integers, so the differ works on arrays
/// instead of hashing strings more than once. A repeated identity is told apart by its
/// occurrence: the second "a" gets a different number from the first.
///
/// The table is open addressing over the identities' UTF-8 bytes with a word-at-a-time
/// hash: each distinct identity is hashed once per list and stored once, which is several
/// times cheaper than a `[String: Int]` for the million-row lists the differ is built for.
struct IdentityTable {
    /// The distinct identities, in the order they were first seen.
    private var distinct: [String] = []
    /// The hash of each distinct identity, compared before the strings are.
    private var distinctHashes: [UInt64] = []
    /// The number given to the first occurrence of each distinct identity.
    private var distinctNumbers: [Int32] = []
    /// Positions in `distinct`, or -1 for an empty slot; a power of two long.
    private var slots: [Int32]
    /// Numbers of second and later occurrences, by (first number, occurrence).
    private var repeats: [Int: Int] = [:]
    /// Whether every identity so far was ASCII and is filed under the bytewise hash.
    private var bytewise = true
    /// How many numbers have been given out.
    private(set) var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity + capacity / 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        distinct.reserveCapacity(capacity)
        distinctHashes.reserveCapacity(capacity)
        distinctNumbers.reserveCapacity(capacity)
    }

    /// Numbers the identities of one list: the k-th occurrence of an identity in the list
    /// gets the same number in every list numbered with this table.
    mutating func number<Section: DiffableSection>(rowsOf sections: [Section]) -> [Int] {
        var occurrences = Occurrences(count + sections.reduce(0) { $0 + $1.diffRows.count })
        for section in sections {
            for row in section.diffRows {
                occurrences.append(number(Section.identity(of: row), &occurrences))
            }
        }
        return occurrences.numbers
    }

    mutating func number(_ identities: [String]) -> [Int] {
        var occurrences = Occurrences(count + identities.count)
        for identity in identities { occurrences.append(number(identity, &occurrences)) }
        return occurrences.numbers
    }

    /// The numbers given so far in one list, and how often each first number was seen.
    private struct Occurrences {
        var seen: [Int32]
        var numbers: [Int] = []
        init(_ capacity: Int) {
            seen = [Int32](repeating: 0, count: capacity)
            numbers.reserveCapacity(capacity)
        }
        mutating func append(_ number: Int) { numbers.append(number) }
    }

    /// The number of this occurrence of `identity` in the list being numbered.
    @inline(__always)
    private mutating func number(_ identity: String, _ occurrences: inout Occurrences) -> Int {
        let base = firstNumber(of: identity)
        if base >= occurrences.seen.count {
            occurrences.seen.append(
                contentsOf: repeatElement(0, count: base - occurrences.seen.count + 1))
        }
        let occurrence = Int(occurrences.seen[base])
        occurrences.seen[base] += 1
        if occurrence == 0 { return base }
        let key = base &* 1_000_003 &+ occurrence
        if let known = repeats[key] { return known }
        repeats[key] = count
        count += 1
        return count - 1
    }

    /// What a lookup without numbering found.
    enum Lookup: Equatable {
        case number(Int)
        case absent
        /// The table files identities by their bytes and this one is not ASCII: an equal
        /// string may be filed under another hash.
        case unsure
    }

    /// The number of the first occurrence of `identity`, without giving one out.
    func existingFirstNumber(of identity: String) -> Lookup {
        let hash: UInt64
        if bytewise {
            let ascii = identity.utf8.withContiguousStorageIfAvailable {
                Self.asciiHash(UnsafeRawBufferPointer($0))
            }
            guard let ascii, let bytesHash = ascii else { return .unsure }
            hash = bytesHash
        } else {
            hash = Self.standardHash(identity)
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let position = Int(slots[slot])
            if position < 0 { return .absent }
            if distinctHashes[position] == hash, distinct[position] == identity {
                return .number(Int(distinctNumbers[position]))
            }
            slot = (slot + 1) & mask
        }
    }

    /// The number of the first occurrence of `identity`, given out now if it is new.
    private mutating func firstNumber(of identity: String) -> Int {
        let hash = hash(of: identity)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let position = Int(slots[slot])
            if position < 0 { break }
            if distinctHashes[position] == hash, distinct[position] == identity {
                return Int(distinctNumbers[position])
            }
            slot = (slot + 1) & mask
        }
        let number = count
        count += 1
        slots[slot] = Int32(distinct.count)
        distinct.append(identity)
        distinctHashes.append(hash)
        distinctNumbers.append(Int32(number))
        if distinct.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
        return number
    }

    /// Places every distinct identity again, in `slotCount` slots.
    private mutating func rehash(slotCount: Int) {
        slots = [Int32](repeating: -1, count: slotCount)
        let mask = slots.count - 1
        for (position, hash) in distinctHashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }

    /// The hash `identity` is filed under. While every identity seen is ASCII, bytes decide
    /// equality and a fast hash of them is enough; the first other string switches the
    /// table to the standard library's hash, which agrees with Swift's canonical
    /// equivalence (so "K" and the Kelvin sign, equal as Swift strings, stay one identity).
    private mutating func hash(of identity: String) -> UInt64 {
        if bytewise {
            let ascii = identity.utf8.withContiguousStorageIfAvailable {
                Self.asciiHash(UnsafeRawBufferPointer($0))
            }
            if let ascii, let hash = ascii { return hash }
            bytewise = false
            distinctHashes = distinct.map(Self.standardHash)
            rehash(slotCount: slots.count)
        }
        return Self.standardHash(identity)
    }

    private static func standardHash(_ string: String) -> UInt64 {
        UInt64(bitPattern: Int64(string.hashValue))
    }

    /// The hash of `bytes`, or nil when they are not all ASCII.
    private static func asciiHash(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        guard (high | tail) & 0x8080_8080_8080_8080 == 0 else { return nil }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }
}
