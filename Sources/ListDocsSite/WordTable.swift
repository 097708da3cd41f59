/// The distinct words of a page, kept as bytes: an open-addressing hash table over one
/// buffer, so a word seen again costs a hash and a compare, not a `String` (most of a
/// page's words are repeats). `SearchWords.Collector` keeps its words here.
struct WordTable {
    /// Each slot: the word's hash (0 for empty) and where its bytes are in `storage`.
    private var slots: [(hash: UInt64, start: Int32, count: Int32)]
    private var storage: [UInt8] = []
    private var count = 0

    init() { slots = Array(repeating: (0, 0, 0), count: 64) }

    /// Adds `word`; whether it was new.
    mutating func insert<Bytes: Collection<UInt8>>(_ word: Bytes) -> Bool {
        let hash = Self.hash(word)
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[index].hash != 0 {
            let slot = slots[index]
            if slot.hash == hash, Int(slot.count) == word.count,
                storage[Int(slot.start)..<Int(slot.start + slot.count)].elementsEqual(word)
            {
                return false
            }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = (hash, Int32(storage.count), Int32(word.count))
        storage.append(contentsOf: word)
        count += 1
        if count * 2 > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: (0, 0, 0), count: old.count * 2)
        for slot in old where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & (slots.count - 1)
            while slots[index].hash != 0 { index = (index + 1) & (slots.count - 1) }
            slots[index] = slot
        }
    }

    /// FNV-1a, never 0 (0 marks an empty slot).
    private static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash == 0 ? 1 : hash
    }
}
