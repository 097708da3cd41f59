/// The string values of a JSON document, decoded: how a crash report that is JSON (Xcode
/// Organizer's and TestFlight's `.ips`, whose `asi` holds the exception's text; a Sentry or
/// Crashlytics export, whose exception value or message is the reason) is read. Only what
/// looks like JSON is read (its first non-blank character is `{` or `[`); strings shorter
/// than `shortest` are skipped, and each is cut at `longest` bytes. Never fails: a string
/// left open at the end, or an escape it does not know, ends the reading of that string.
enum JSONStrings {
    static func decoded(in text: String, shortest: Int = 16, longest: Int) -> [String] {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
            bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[")
        else { return [] }
        var strings: [String] = []
        var i = first
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            let out = string(in: bytes, at: &i, longest: longest)
            if out.count >= shortest {
                strings.append(String(decoding: out.prefix(longest), as: UTF8.self))
            }
        }
        return strings
    }

    /// The string whose opening quote is at `i`, decoded, cut once it is past `longest`;
    /// leaves `i` past its closing quote (or past a cut string's rest).
    private static func string(in bytes: [UInt8], at i: inout Int, longest: Int) -> [UInt8] {
        i += 1
        var out: [UInt8] = []
        var pendingHigh: UInt32?
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), out.count <= longest {
            guard bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count else {
                out.append(bytes[i])
                i += 1
                continue
            }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "b"), UInt8(ascii: "f"): break
            case UInt8(ascii: "u"):
                unicodeEscape(in: bytes, at: &i, pendingHigh: &pendingHigh, to: &out)
            default: out.append(escape)
            }
        }
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += 1 }
        i += 1
        return out
    }

    /// A `\uXXXX` escape whose four digits start at `i`: its character in UTF-8, or, for the
    /// first half of a surrogate pair, nothing until the second half comes.
    private static func unicodeEscape(
        in bytes: [UInt8], at i: inout Int, pendingHigh: inout UInt32?, to out: inout [UInt8]
    ) {
        guard i + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[i..<(i + 4)], as: UTF8.self), radix: 16)
        else { return }
        i += 4
        if (0xD800...0xDBFF).contains(value) {
            pendingHigh = value
            return
        }
        var scalarValue = value
        if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
        }
        pendingHigh = nil
        if let scalar = Unicode.Scalar(scalarValue) {
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
