/// What each word of Swift source is — keyword, type name, or plain name — decided from the
/// pieces around it, as the compiler's parser decides it: the words its lexer always keeps
/// as keywords (`let`, `in`, `self`) stay keywords except as a member (`.default`) or an
/// argument label (`for:`); the contextual ones (`override`, `get`, `some`, `async`) are
/// keywords only where the parser reads them so (a modifier before a declaration, an
/// accessor, a type's `some`); every other name is a type when it starts with a capital
/// letter. Held to swift-syntax's parser by a test over real Swift (`SwiftLexerCorpusTests`).
enum SwiftWords {
    /// The words Swift's lexer makes keywords wherever they stand (swift-syntax's
    /// lexer-classified keywords).
    static let lexerKeywords: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Keywords after which an expression starts (so a `/` there opens a regex literal).
    static let expressionKeywords: Set<String> = [
        "return", "in", "case", "where", "if", "guard", "while", "try", "await", "throw", "is",
        "as", "else", "repeat", "switch", "for", "do", "let", "var", "yield",
    ]

    /// Words that introduce a declaration.
    static let declarationWords: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "init", "subscript", "protocol",
        "extension", "typealias", "associatedtype", "case", "actor", "macro", "deinit",
        "import", "operator", "precedencegroup",
    ]

    /// Contextual modifiers: keywords when a declaration (or another modifier) follows.
    static let contextualModifiers: Set<String> = [
        "mutating", "nonmutating", "override", "convenience", "required", "final", "lazy",
        "weak", "unowned", "open", "optional", "dynamic", "indirect", "nonisolated", "package",
        "prefix", "postfix", "infix", "distributed", "consuming", "borrowing", "__consuming",
        "__setter_access", "_const", "isolated",
    ]

    /// Modifiers the lexer already keeps as keywords.
    static let keywordModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "static", "class",
    ]

    static let accessorWords: Set<String> = [
        "get", "set", "willSet", "didSet", "_modify", "_read", "unsafeAddress",
        "unsafeMutableAddress", "addressWithOwner", "addressWithNativeOwner",
        "mutableAddressWithOwner", "mutableAddressWithNativeOwner", "borrow",
    ]

    /// Type specifiers before a parameter's type.
    static let typeSpecifiers: Set<String> = [
        "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "_const",
        "nonisolated",
    ]

    /// The labels of an `@available` (or `#available`) argument.
    static let availabilityWords: Set<String> = [
        "introduced", "deprecated", "obsoleted", "message", "renamed", "unavailable", "noasync",
    ]

    static let precedenceWords: Set<String> = [
        "associativity", "left", "right", "none", "higherThan", "lowerThan", "assignment",
    ]

    /// What may stand before `some P` or `any P`: where a type starts.
    static let typePositions: Set<String> = [
        ":", "->", "(", "<", ",", "[", "=", "==", "&", "as", "is", "inout", "where",
        "borrowing", "consuming", "sending", "__owned", "__shared",
    ]

    /// Modifiers of an accessor (`mutating get`).
    static let accessorModifiers: Set<String> = [
        "mutating", "nonmutating", "__consuming", "borrowing", "consuming",
    ]

    /// Attributes (and `#available`) whose versions are read as numbers between dots.
    static let versionAttributes: Set<String> = [
        "available", "_spi_available", "backDeployed", "_originallyDefinedIn",
    ]

    /// The words an attribute's arguments take as keywords, by the attribute's name.
    static let attributeArguments: [String: Set<String>] = [
        "available": availabilityWords,
        "_spi_available": availabilityWords,
        "backDeployed": ["before"],
        "_originallyDefinedIn": ["module"],
        "derivative": ["of"],
        "transpose": ["of"],
        "_private": ["sourceFile"],
        "_documentation": ["visibility", "metadata"],
        "_unavailableFromAsync": ["message"],
        "sourceLocation": ["file", "line"],
        "_lifetime": ["borrow", "copy"],
        "lifetime": ["borrow", "copy"],
        "nonisolated": ["nonsending"],
    ]
}
