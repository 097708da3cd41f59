/// Plain byte search over a log: where a fragment of ASCII words first occurs. The
/// standard library's `firstRange(of:)` compares characters (on a `String`) or goes through
/// generic searchers (on bytes), which made searching a 1 MiB log most of explain's time.
enum ByteSearch {
    /// The first place `needle` occurs in `haystack`, as indices of `haystack`.
    static func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        guard let first = needle.first else { return haystack.startIndex..<haystack.startIndex }
        guard needle.count <= haystack.count else { return nil }
        let offset = haystack.startIndex
        let found: Int? = haystack.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { wanted in
                var i = 0
                let last = bytes.count - wanted.count
                while i <= last {
                    if bytes[i] == first {
                        var j = 1
                        while j < wanted.count, bytes[i + j] == wanted[j] { j += 1 }
                        if j == wanted.count { return i }
                    }
                    i += 1
                }
                return nil
            }
        }
        return found.map { (offset + $0)..<(offset + $0 + needle.count) }
    }

    /// The first place `needle` occurs in `haystack`, as byte offsets.
    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        firstRange(of: needle, in: haystack[...])
    }

    /// Whether `text` holds `needle`, compared byte by byte.
    static func contains(_ needle: String, in text: String) -> Bool {
        firstRange(of: Array(needle.utf8), in: Array(text.utf8)) != nil
    }

    /// `log` with every `\r\n` and lone `\r` made `\n`; the log itself when it has none (most
    /// have none, and one pass over the bytes says so).
    static func lineBreaksUnified(_ log: String) -> String {
        guard log.utf8.contains(UInt8(ascii: "\r")) else { return log }
        return log.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    }
}
