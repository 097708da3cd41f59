/// A site file's bytes turned into text, refusing what would otherwise be lost without a
/// word: bytes that are not UTF-8, and control characters (NUL above all, which ends the
/// text for libcmark and everything after it).
public enum SourceText {
    /// The text of `bytes`, with a byte-order mark dropped and line endings normalised.
    /// Throws with the line and column of the first byte that is not UTF-8 or is a control
    /// character other than tab, line feed, form feed and carriage return.
    public static func decode(_ bytes: [UInt8], path: String) throws(SiteError) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let offset = firstInvalidUTF8(body) {
            let (line, column) = position(of: offset, in: body)
            throw SiteError(
                path: path, line: line, column: column,
                message:
                    "this file is not UTF-8 text: byte 0x\(hex(body[offset])) cannot start or continue a character here"
            )
        }
        let text = String(decoding: body, as: UTF8.self)
        if let problem = controlCharacter(in: text, path: path) { throw problem }
        return text
    }

    /// The first control character of `text` that no text file should hold, as an error at
    /// its line and column; nil when there is none.
    public static func controlCharacter(in text: String, path: String) -> SiteError? {
        // Scanned in place (every recipe passes here); copied only to describe a finding.
        var text = text
        let found = text.withUTF8 { bytes in
            bytes.indices.first { isForbidden(at: $0, in: bytes) }
        }
        guard let offset = found else { return nil }
        let bytes = Array(text.utf8)
        let byte = bytes[offset]
        let (line, column) = position(of: offset, in: bytes[...])
        let name =
            byte == 0
            ? "a NUL byte (U+0000)"
            : byte == 0xEF
                ? "U+FF\(hex(bytes[offset + 2] &+ 0x40)), which is not a character"
                : "the control character U+00\(hex(byte))"
        return SiteError(
            path: path, line: line, column: column,
            message:
                "this file holds \(name) here; text cannot hold it, so nothing after it would be read. Remove it"
        )
    }

    /// Whether the byte at `offset` is a control character no text file should hold, or
    /// starts U+FFFE or U+FFFF (`EF BF BE`, `EF BF BF`), which no XML page, picture or
    /// feed may hold.
    private static func isForbidden(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let byte = bytes[offset]
        if byte == 0xEF {
            return offset + 2 < bytes.count && bytes[offset + 1] == 0xBF
                && (bytes[offset + 2] == 0xBE || bytes[offset + 2] == 0xBF)
        }
        return isForbidden(byte)
    }

    private static func isForbidden(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D)
            || byte == 0x7F
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The 1-based line and column (in characters) of byte `offset`; LF, CRLF and CR end lines.
    private static func position(of offset: Int, in bytes: ArraySlice<UInt8>) -> (Int, Int) {
        var line = 1
        var lineStart = bytes.startIndex
        let target = bytes.startIndex + offset
        var index = bytes.startIndex
        while index < target {
            let byte = bytes[index]
            if byte == 0x0A
                || (byte == 0x0D && (index + 1 >= bytes.endIndex || bytes[index + 1] != 0x0A))
            {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let column = String(decoding: bytes[lineStart..<target], as: UTF8.self).count + 1
        return (line, column)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
