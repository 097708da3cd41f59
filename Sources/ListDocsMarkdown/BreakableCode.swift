/// Inline code long enough to reach a line's end, given places to break: after `.`, `(`,
/// `:`, `,` and `/`, and before each capital that starts a word of a camel-case name
/// (`indexPaths<wbr>For<wbr>Selected<wbr>Rows`). A `<wbr>` adds no character, so the code
/// copies as written; where the places are not enough, the stylesheet still breaks anywhere.
enum BreakableCode {
    /// Spans shorter than this always fit a phone's line: left as cmark writes them.
    static let shortest = 20

    /// The `<code>` element for `code`, or nil when it is short enough to leave alone. Code
    /// that is all ASCII (nearly all of it) is read byte by byte: asking each `Character`
    /// whether it is a lower- or upper-case letter had made parsing a recipe's Markdown
    /// several times libcmark's own time.
    static func html(_ code: String) -> String? {
        let bytes = Array(code.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return characterHTML(code) }
        guard bytes.count >= shortest else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 48)
        out += "<code>".utf8
        var previous: UInt8?
        for byte in bytes {
            if let last = previous {
                let afterPunctuation = isBreakAfter(last) && !isKeptWithPrevious(byte)
                let camel =
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(last)
                    && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                if afterPunctuation || camel { out += "<wbr>".utf8 }
            }
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            default: out.append(byte)
            }
            previous = byte
        }
        out += "</code>".utf8
        return String(decoding: out, as: UTF8.self)
    }

    /// A mark a break may follow: `.`, `(`, `:`, `,`, `/`.
    private static func isBreakAfter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: ","),
            UInt8(ascii: "/"):
            true
        default: false
        }
    }

    /// What never starts a line after a mark: a space or a closing mark (`completion:)`
    /// stays whole).
    private static func isKeptWithPrevious(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ":"),
            UInt8(ascii: ","):
            true
        default: false
        }
    }

    /// `html(_:)` character by character, as Swift reads letters and cases: the way for code
    /// that is not all ASCII.
    static func characterHTML(_ code: String) -> String? {
        guard code.count >= shortest else { return nil }
        var out = "<code>"
        var previous: Character?
        for character in code {
            if let last = previous {
                // Never before a space or a closing mark: `completion:)` stays whole.
                let afterPunctuation = ".(:,/".contains(last) && !" )]:,".contains(character)
                let camel = last.isLowercase && character.isUppercase
                if afterPunctuation || camel { out += "<wbr>" }
            }
            out += MarkdownParser.attributeEscaped(String(character))
            previous = character
        }
        return out + "</code>"
    }
}
