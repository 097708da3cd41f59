/// How Foundation prints strings inside a collection's `description`.
enum FoundationDescription {
    /// An `NSSet` of strings: `{(\n    a,\n    b\n)}`; of values, each as it describes
    /// itself.
    static func set(_ strings: [String], values: Bool = false) -> String {
        "{(\n" + strings.map { "    " + (values ? $0 : element($0)) }.joined(separator: ",\n")
            + "\n)}"
    }

    /// An `NSArray` of strings: `(\n    a,\n    b\n)`; of values, each as it describes
    /// itself.
    static func array(_ strings: [String], values: Bool = false) -> String {
        "(\n" + strings.map { "    " + (values ? $0 : element($0)) }.joined(separator: ",\n")
            + "\n)"
    }

    /// A string as an old-style property list writes it: bare when it is only ASCII
    /// letters, digits and `_$+/:.-`, otherwise quoted with `"` and `\` escaped and every
    /// character outside ASCII as `\Uxxxx` (UTF-16 units, lower-case hex).
    static func element(_ string: String) -> String {
        let bare =
            !string.isEmpty
            && string.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
                default: false
                }
            }
        if bare { return string }
        var out = "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(unit)!)
            default:
                let hex = String(unit, radix: 16)
                out += "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return out + "\""
    }

    /// The string an `element(_:)` text stands for: bare text as it is, a quoted one with
    /// its escapes undone. Nil when the quoting is broken.
    static func parseElement(_ text: String) -> String? {
        guard text.hasPrefix("\"") else { return text }
        guard text.count >= 2, text.hasSuffix("\"") else { return nil }
        let units = Array(text.utf16.dropFirst().dropLast())
        var out: [UInt16] = []
        var i = 0
        while i < units.count {
            let unit = units[i]
            guard unit == 0x5C else {
                if unit == 0x22 { return nil }
                out.append(unit)
                i += 1
                continue
            }
            guard i + 1 < units.count else { return nil }
            switch units[i + 1] {
            case 0x22: out.append(0x22)
            case 0x5C: out.append(0x5C)
            case 0x6E: out.append(0x0A)
            case 0x74: out.append(0x09)
            case 0x55:
                guard i + 5 < units.count,
                    let value = UInt16(
                        String(decoding: units[(i + 2)...(i + 5)], as: UTF16.self), radix: 16)
                else { return nil }
                out.append(value)
                i += 6
                continue
            default: return nil
            }
            i += 2
        }
        return String(decoding: out, as: UTF16.self)
    }
}
