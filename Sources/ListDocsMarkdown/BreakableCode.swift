/// Inline code long enough to reach a line's end, given places to break: after `.`, `(`,
/// `:`, `,` and `/`, and before each capital that starts a word of a camel-case name
/// (`indexPaths<wbr>For<wbr>Selected<wbr>Rows`). A `<wbr>` adds no character, so the code
/// copies as written; where the places are not enough, the stylesheet still breaks anywhere.
enum BreakableCode {
    /// Spans shorter than this always fit a phone's line: left as cmark writes them.
    static let shortest = 20

    /// The `<code>` element for `code`, or nil when it is short enough to leave alone.
    static func html(_ code: String) -> String? {
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
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
            previous = character
        }
        return out + "</code>"
    }
}
