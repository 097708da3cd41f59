/// What a piece of code is, for colouring. Each kind has its own class in the style sheet,
/// in a light and a dark theme; plain text carries none.
public enum TokenKind: Sendable, Hashable {
    case keyword
    /// A type's name, or a name written like one (`UIAlertController`, `NSString`).
    case type
    case string
    case number
    case comment
    /// A Swift attribute (`@MainActor`) or an Objective-C `@` directive's companion.
    case attribute
    /// A preprocessor line or a `#if`/`#available` directive.
    case directive
    /// Everything else: identifiers, punctuation, spaces.
    case plain

    /// The style sheet's class for this kind (`hl-k`), nil for plain text.
    public var cssClass: String? {
        switch self {
        case .keyword: "hl-k"
        case .type: "hl-t"
        case .string: "hl-s"
        case .number: "hl-n"
        case .comment: "hl-c"
        case .attribute: "hl-a"
        case .directive: "hl-d"
        case .plain: nil
        }
    }
}

/// A run of bytes of the same kind: `start` and `end` are offsets into the code's UTF-8.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var start: Int
    public var end: Int

    public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}
