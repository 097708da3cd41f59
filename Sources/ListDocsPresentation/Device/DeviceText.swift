/// Text in a picture of the device, where nothing measures it: an estimate of its width,
/// and lines broken at spaces to a width, for the captions and the crash text under the
/// device (labels on the device are clipped, as the page clips them).
enum DeviceText {
    /// About how wide `text` is in a sans-serif face at `size` points: the average
    /// advance of Latin text is a little over half the size; wide characters count double.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var units = 0.0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20: units += 0.28
            case 0x21...0x7E:
                units += "ilj.,:;'|!".unicodeScalars.contains(scalar) ? 0.3 : 0.58
            case 0x1100...: units += 1.0
            default: units += 0.6
            }
        }
        return units * size * (bold ? 1.06 : 1)
    }

    /// `text` in lines of at most `characters` characters, broken at spaces (a word longer
    /// than a line is cut), at most `limit` lines, the last ending in "…" when text is left.
    static func lines(_ text: String, characters: Int, limit: Int) -> [String] {
        // Words as arrays of characters, counted once; a word too long for a line is cut.
        var words: [[Character]] = []
        for word in text.split(separator: " ") {
            var rest = Array(word)
            while rest.count > characters {
                words.append(Array(rest[..<characters]))
                rest.removeFirst(characters)
            }
            words.append(rest)
        }
        var lines: [[Character]] = []
        var current: [Character] = []
        var index = 0
        while index < words.count, lines.count < limit {
            let word = words[index]
            if current.isEmpty {
                current = word
                index += 1
            } else if current.count + 1 + word.count <= characters {
                current.append(" ")
                current += word
                index += 1
            } else {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty, lines.count < limit { lines.append(current) }
        if index < words.count, var last = lines.popLast() {
            if last.count >= characters { last.removeLast() }
            last.append("…")
            lines.append(last)
        }
        return lines.map { String($0) }
    }
}
