/// Builds HTML as UTF-8 bytes: many small appends (markup, numbers, escaped text) without
/// the bookkeeping a `String` does on every append, and one conversion at the end.
public struct HTMLWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends markup as written.
    @inline(__always)
    public mutating func raw(_ markup: StaticString) {
        bytes.append(
            contentsOf: UnsafeBufferPointer(
                start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Appends text as it is, without escaping (markup made elsewhere).
    @inline(__always)
    public mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends UTF-8 bytes as they are (markup made elsewhere).
    @inline(__always)
    public mutating func raw(_ utf8: [UInt8]) {
        bytes.append(contentsOf: utf8)
    }

    /// Appends a number in decimal.
    public mutating func number(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            if value == .min {
                raw(String(value).dropFirst().description)
                return
            }
            number(-value)
            return
        }
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Appends text with `&`, `<`, `>`, `"` and `'` escaped.
    public mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            for index in 0..<source.count {
                let replacement: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                raw(replacement)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// The HTML written, as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
