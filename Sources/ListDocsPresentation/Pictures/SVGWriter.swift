import ListDocsTemplate

/// Builds SVG (XML) as UTF-8 bytes: markup as written, numbers in a fixed decimal form
/// (never a locale's, never an exponent), and text escaped for XML, with the characters
/// XML 1.0 cannot hold replaced by U+FFFD.
struct SVGWriter {
    private var writer: HTMLWriter

    init(capacity: Int = 0) { writer = HTMLWriter(capacity: capacity) }

    /// The bytes written so far.
    var bytes: [UInt8] { writer.bytes }

    mutating func raw(_ markup: StaticString) { writer.raw(markup) }
    mutating func raw(_ text: String) { writer.raw(text) }
    mutating func raw(_ bytes: [UInt8]) { writer.raw(bytes) }
    mutating func number(_ value: Int) { writer.number(value) }

    /// `value` rounded to `places` decimals, without trailing zeros (`12`, `12.5`, `-0.25`).
    mutating func decimal(_ value: Double, places: Int = 2) {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        if scaled < 0 { writer.raw("-") }
        let magnitude = abs(scaled)
        writer.number(magnitude / scale)
        var fraction = magnitude % scale
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        writer.raw(".")
        // Leading zeros of the fraction (0.05), then its digits.
        var width = 1
        var rest = fraction / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        for _ in width..<digits { writer.raw("0") }
        writer.number(fraction)
    }

    /// Text in an element or attribute.
    mutating func escaped(_ text: String) {
        let allowed = text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
            default: false
            }
        }
        if allowed {
            writer.escaped(text)
            return
        }
        var clean = ""
        clean.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...:
                clean.unicodeScalars.append(scalar)
            default:
                clean.unicodeScalars.append("\u{FFFD}")
            }
        }
        writer.escaped(clean)
    }
}
