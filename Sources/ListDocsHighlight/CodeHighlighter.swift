/// Code as HTML: escaped text with each token that has a colour wrapped in a `<span>` of its
/// kind's class (`<span class="hl-k">let</span>`). The text a reader selects or copies is the
/// code itself, byte for byte. Pure: the same code gives the same HTML.
public enum CodeHighlighter {
    /// The code's HTML, for inside a `<code>` element; with no language, the code escaped
    /// and uncoloured.
    public static func html(_ code: String, language: CodeLanguage?) -> String {
        HighlightedHTML.render(code, tokens: language.map { tokens(code, language: $0) } ?? [])
    }

    /// Swift that listdocs generated (step code, the model block) as HTML: the same colours
    /// as `html(_:language: .swift)`, from a lexer that knows only the forms listdocs
    /// writes (see `GeneratedSwiftTokens`); nil language: escaped only.
    public static func html(generatedSwift code: String, colour: Bool = true) -> String {
        HighlightedHTML.render(code, tokens: colour ? GeneratedSwiftTokens.tokens(code) : [])
    }

    /// The tokens of generated Swift, for the test that holds them equal to the parser's.
    public static func tokens(generatedSwift code: String) -> [Token] {
        GeneratedSwiftTokens.tokens(code)
    }

    /// The tokens `html(_:language:)` colours, in order, for tests and tools.
    public static func tokens(_ code: String, language: CodeLanguage) -> [Token] {
        switch language {
        case .swift: SwiftTokens.tokens(code)
        case .objectiveC: ObjectiveCTokens.tokens(code)
        }
    }
}
