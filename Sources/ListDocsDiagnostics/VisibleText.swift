/// Text shown as itself: every control character (C0 but tab, DEL, C1, the bidirectional
/// overrides that reorder what a reader sees, and U+FFFE and U+FFFF, which XML refuses)
/// written as a Swift escape, `\u{1B}`. Names,
/// keys and pasted logs pass through it before they reach a terminal or a page's prose, so
/// none of them can move the cursor, recolour the terminal, end a line or reorder a line.
public enum VisibleText {
    /// `text` with its control characters written as escapes; new lines too unless
    /// `keepingNewLines`.
    public static func escaped(_ text: String, keepingNewLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingNewLines) }) else {
            return text
        }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar, keepingNewLines) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The first control character of `text` (as `escaped` defines them, new lines and tabs
    /// aside), or nil.
    public static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { isControl($0, true) }
    }

    private static func isControl(_ scalar: Unicode.Scalar, _ keepingNewLines: Bool) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x0A: !keepingNewLines
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        // Not characters at all: no XML document (a feed, an SVG) may hold them.
        case 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
