/// The text of one script line as UTF-8 bytes, read one character at a time.
///
/// Scripts are almost always ASCII, where a byte is a character and its offset is its
/// column; those lines are read byte by byte with nothing else kept. A line with other
/// text also records where each of its characters (Swift's grapheme clusters) starts and
/// which column it is in, so it is read character by character like a Swift `String`:
/// a `"` followed by a combining accent is one character and not a quote.
struct LineText: Hashable {
    /// The UTF-8 of the line.
    let bytes: [UInt8]
    /// For each byte offset, the offset after the character that starts there, or 0 where
    /// no character starts; nil when every byte is a character of its own.
    private let ends: [Int32]?
    /// For each byte offset and the end, the 0-based column of the character it belongs to;
    /// nil when offsets are columns.
    private let columns: [Int32]?

    /// The marker `unit(at:)` returns for a character that is not a lone ASCII byte.
    static let other: UInt8 = 0x80

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        guard bytes.contains(where: { $0 >= 0x80 }) else {
            ends = nil
            columns = nil
            return
        }
        var ends = [Int32](repeating: 0, count: bytes.count)
        var columns = [Int32](repeating: 0, count: bytes.count + 1)
        var offset = 0
        var column: Int32 = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            let length = character.utf8.count
            ends[offset] = Int32(offset + length)
            for byte in offset..<(offset + length) { columns[byte] = column }
            offset += length
            column += 1
        }
        columns[bytes.count] = column
        self.ends = ends
        self.columns = columns
    }

    private init(bytes: [UInt8], ends: [Int32]?, columns: [Int32]?) {
        self.bytes = bytes
        self.ends = ends
        self.columns = columns
    }

    /// The number of bytes.
    var count: Int { bytes.count }

    /// The byte of the character starting at `offset` when it is a lone ASCII byte, and
    /// `LineText.other` for any other character (or where no character starts).
    @inline(__always)
    func unit(at offset: Int) -> UInt8 {
        let byte = bytes[offset]
        guard let ends else { return byte }
        return byte < 0x80 && ends[offset] == Int32(offset + 1) ? byte : Self.other
    }

    /// The offset after the character starting at `offset`.
    @inline(__always)
    func next(after offset: Int) -> Int {
        guard let ends else { return offset + 1 }
        return Int(ends[offset])
    }

    /// The offset where the character before `offset` starts.
    @inline(__always)
    func previous(before offset: Int) -> Int {
        guard let ends else { return offset - 1 }
        var start = offset - 1
        while start > 0, ends[start] == 0 { start -= 1 }
        return start
    }

    /// The 0-based column of the character at `offset` (or of the end).
    @inline(__always)
    func column(of offset: Int) -> Int {
        guard let columns else { return offset }
        return Int(columns[offset])
    }

    /// The character starting at `offset`.
    func character(at offset: Int) -> Character {
        let byte = bytes[offset]
        if byte < 0x80, next(after: offset) == offset + 1 { return Character(Unicode.Scalar(byte)) }
        return String(decoding: bytes[offset..<next(after: offset)], as: UTF8.self).first
            ?? "\u{FFFD}"
    }

    /// The text of a range of bytes that starts and ends between characters.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The first `end` bytes; `end` must fall between characters.
    func prefix(_ end: Int) -> LineText {
        guard end < bytes.count else { return self }
        return LineText(
            bytes: Array(bytes[..<end]), ends: ends.map { Array($0[..<end]) },
            columns: columns.map { Array($0[...end]) })
    }
}
