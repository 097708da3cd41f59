/// Code as HTML: escaped text with each token that has a colour wrapped in a `<span>` of its
/// kind's class (`<span class="hl-k">let</span>`). The text a reader selects or copies is the
/// code itself, byte for byte. Pure: the same code gives the same HTML.
public enum CodeHighlighter {
    /// The code's HTML, for inside a `<code>` element; with no language, the code escaped
    /// and uncoloured.
    public static func html(_ code: String, language: CodeLanguage?, lineBoxes: Bool = false)
        -> String
    {
        HighlightedHTML.render(
            code, tokens: language.map { tokens(code, language: $0) } ?? [], lineBoxes: lineBoxes)
    }

    /// The code's HTML, coloured by tokens its writer already knows (generated code, whose
    /// printer knows what each piece is), with no lexing.
    /// With `lineBoxes`, `lineClasses` gives each line's box classes of its own.
    public static func html(
        _ code: String, tokens: [Token], lineBoxes: Bool = false, lineClasses: [String] = []
    ) -> String {
        HighlightedHTML.render(
            code, tokens: tokens, lineBoxes: lineBoxes, lineClasses: lineClasses)
    }

    /// The tokens `html(_:language:)` colours, in order, for tests and tools.
    public static func tokens(_ code: String, language: CodeLanguage) -> [Token] {
        switch language {
        case .swift: SwiftTokens.tokens(code)
        case .objectiveC: ObjectiveCTokens.tokens(code)
        }
    }
}
