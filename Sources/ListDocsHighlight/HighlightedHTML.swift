/// Writes code and its tokens as HTML in one pass over the UTF-8 bytes: `<`, `>`, `&` and
/// `"` escaped, a token's bytes between `<span class="…">` and `</span>`. A token that
/// spans lines is closed and reopened at each line break, so every line stands alone (a
/// copied line or a wrapped one keeps its colour).
enum HighlightedHTML {
    /// With `lineBoxes`, each line is a box of its own, `<span class="cl iN">`, N its
    /// indentation rounded down to four columns: the style sheet makes a line that wraps
    /// continue four columns inside its own indentation rather than at column 0. The boxes
    /// hold no line breaks (the boxes are the breaks; an empty line holds a `<br>`), so a
    /// copied selection is the code. `lineClasses` adds classes of its own to each line's
    /// box, by line (none past its end).
    static func render(
        _ code: String, tokens: [Token], lineBoxes: Bool, lineClasses: [String] = []
    ) -> String {
        let html = render(code, tokens: tokens)
        guard lineBoxes else { return html }
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 6)
        var start = 0
        var line = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var spaces = 0
            while start + spaces < end, bytes[start + spaces] == UInt8(ascii: " ") { spaces += 1 }
            let extra =
                line < lineClasses.count && !lineClasses[line].isEmpty
                ? " " + lineClasses[line] : ""
            out += Array("<span class=\"cl i\(min(spaces / 4 * 4, 48))\(extra)\">".utf8)
            line += 1
            // An empty line holds a break, so that a selection copies it as one.
            if end == start { out += Array("<br>".utf8) } else { out += bytes[start..<end] }
            out += Array("</span>".utf8)
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func render(_ code: String, tokens: [Token]) -> String {
        let bytes = Array(code.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + tokens.count * 24)
        var at = 0
        for token in tokens {
            let start = max(token.start, at)
            let end = min(token.end, bytes.count)
            guard start < end, let cssClass = token.kind.cssClass else { continue }
            escape(bytes[at..<start], into: &out)
            let open = Array("<span class=\"\(cssClass)\">".utf8)
            let close = Array("</span>".utf8)
            out += open
            var lineStart = start
            for index in start..<end where bytes[index] == UInt8(ascii: "\n") {
                escape(bytes[lineStart..<index], into: &out)
                out += close
                out.append(UInt8(ascii: "\n"))
                out += open
                lineStart = index + 1
            }
            escape(bytes[lineStart..<end], into: &out)
            out += close
            at = end
        }
        escape(bytes[at..<bytes.count], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func escape(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            default: out.append(byte)
            }
        }
    }
}
