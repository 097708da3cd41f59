/// Swift's colours: `SwiftLexer`'s pieces, each word decided by the rules of `SwiftWords`
/// from the pieces around it, `@` and the name after it as an attribute, `#` and the name
/// after it as a keyword. A name that starts with a capital letter stands for a type, which
/// is Swift's naming convention (`UIAlertController`, `IndexPath`): Xcode colours names it
/// resolves to types, which needs a compiler's semantic pass.
///
/// Held by `SwiftLexerCorpusTests` to the colours swift-syntax's parser gives (the tests'
/// `ListDocsParserColours`), over the Swift files of every package this project's package
/// mirror carries; swift-syntax is a test dependency only.
enum SwiftTokens {
    static func tokens(_ code: String) -> [Token] {
        var code = code
        return code.withUTF8 { bytes in
            var lexer = SwiftLexer(bytes: bytes)
            var reader = SwiftWordReader(bytes: bytes, pieces: lexer.run())
            return reader.run()
        }
    }
}

/// One pass over the lexer's pieces that colours each; words look at their significant
/// neighbours (comments skipped) and at the brackets they stand in.
struct SwiftWordReader {
    /// An open bracket and, for a parenthesis, the word before it (`available`, `unowned`).
    struct Opening {
        var byte: UInt8
        var word: String?
        /// For `{`: the body of a `precedencegroup`.
        var precedenceBody = false
        /// For `(`: an attribute's arguments (`@available(…)`).
        var isAttribute = false
        /// For `[`: a subscript's arguments (`x[i, default: 0]`), not a literal.
        var isSubscript = false
        /// For `{`: the braces after a `var` or `subscript` declaration, which hold its
        /// accessors.
        var holdsAccessors = false
        /// For `(`: a modifier's detail (`nonisolated(nonsending) func`), a name to the
        /// parser, where the same word after a type specifier is a keyword.
        var isModifierDetail = false
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let pieces: [SwiftLexer.Piece]
    /// The indices of the pieces that are not comments.
    let significant: [Int]
    var brackets: [Opening] = []
    /// The significant index of the `)` that closed the last attribute's arguments.
    var lastAttributeClose = -1
    /// The last declaration word (`var`, `func`…) since the last brace or `=`.
    var declaration: String?
    var tokens: [Token] = []

    init(bytes: UnsafeBufferPointer<UInt8>, pieces: [SwiftLexer.Piece]) {
        self.bytes = bytes
        self.pieces = pieces
        significant = pieces.indices.filter { pieces[$0].kind != .comment }
    }

    mutating func run() -> [Token] {
        tokens.reserveCapacity(pieces.count / 2)
        var next = 0
        for piece in pieces {
            if piece.kind == .comment {
                tokens.appendRun(.comment, piece.start, piece.end)
                continue
            }
            colour(significantIndex: next)
            next += 1
        }
        return tokens
    }

    // MARK: - Neighbours

    func current(_ index: Int) -> SwiftLexer.Piece? { piece(index) }

    func piece(_ index: Int) -> SwiftLexer.Piece? {
        index >= 0 && index < significant.count ? pieces[significant[index]] : nil
    }

    func textOf(_ piece: SwiftLexer.Piece?) -> String? {
        guard let piece else { return nil }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end]), as: UTF8.self)
    }

    func word(_ index: Int) -> String? {
        guard let piece = piece(index), piece.kind == .word else { return nil }
        return textOf(piece)
    }

    func isPunctuation(_ index: Int, _ expected: String) -> Bool {
        guard let piece = piece(index), piece.kind == .punctuation else { return false }
        return textOf(piece) == expected
    }

    /// Whether piece `index + 1` starts on the same line as piece `index` ends, after a space.
    func followsOnSameLineAfterSpace(_ index: Int) -> Bool {
        guard let current = piece(index), let next = piece(index + 1), next.start > current.end
        else { return false }
        for offset in current.end..<next.start
        where bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") {
            return false
        }
        return true
    }

    /// Whether a line break stands between piece `index - 1` and piece `index`.
    func startsLine(_ index: Int) -> Bool {
        guard let current = piece(index), let previous = piece(index - 1) else { return true }
        for offset in previous.end..<current.start
        where bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") {
            return true
        }
        return false
    }

    /// The significant index of the `)` that closes the `(` at `index`.
    func closingParenthesis(of index: Int) -> Int? {
        var depth = 0
        var at = index
        while let current = piece(at) {
            if current.kind == .punctuation, current.end - current.start == 1 {
                switch bytes[current.start] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { return at }
                default: break
                }
            }
            at += 1
        }
        return nil
    }

    // MARK: - Colouring

    mutating func colour(significantIndex index: Int) {
        guard let current = piece(index) else { return }
        switch current.kind {
        case .comment: tokens.appendRun(.comment, current.start, current.end)
        case .string: tokens.appendRun(.string, current.start, current.end)
        case .directive: tokens.appendRun(.directive, current.start, current.end)
        case .poundKeyword, .pound: tokens.appendRun(.keyword, current.start, current.end)
        case .atSign: tokens.appendRun(.attribute, current.start, current.end)
        case .number: number(current)
        case .punctuation: punctuation(current, at: index)
        case .word:
            var kind = wordKind(at: index, current)
            if kind == .keyword, !isPunctuation(index - 1, "."), let text = textOf(current),
                SwiftWords.declarationWords.contains(text)
            {
                declaration = text
            }
            if let before = piece(index - 1) {
                if before.kind == .atSign { kind = .attribute }
                if before.kind == .pound, kind == .plain || kind == .type { kind = .keyword }
            }
            tokens.appendRun(kind, current.start, current.end)
        }
    }

    /// A number; inside an availability list a version (`13.0`) is its numbers and dots.
    mutating func number(_ current: SwiftLexer.Piece) {
        guard let word = brackets.last?.word, SwiftWords.versionAttributes.contains(word) else {
            tokens.appendRun(.number, current.start, current.end)
            return
        }
        var start = current.start
        for offset in current.start..<current.end where bytes[offset] == UInt8(ascii: ".") {
            tokens.appendRun(.number, start, offset)
            start = offset + 1
        }
        tokens.appendRun(.number, start, current.end)
    }

    mutating func punctuation(_ current: SwiftLexer.Piece, at index: Int) {
        guard current.end - current.start == 1 else { return }
        switch bytes[current.start] {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            var opener = word(index - 1)
            if let before = piece(index - 1), before.kind == .poundKeyword {
                opener = "available"
            } else if let before = piece(index - 1), before.kind == .directive {
                opener = String(textOf(before)?.dropFirst() ?? "")
            }
            var opening = Opening(byte: bytes[current.start], word: opener)
            opening.isAttribute = piece(index - 2)?.kind == .atSign && opener != nil
            opening.isModifierDetail =
                opener != nil && !opening.isAttribute && isModifier(at: index - 1)
            if let before = piece(index - 1), before.end == current.start {
                // `x[i]`, `f()[0]`, and a key path's `\.[key]`.
                opening.isSubscript =
                    before.kind == .word || isPunctuation(index - 1, ")")
                    || isPunctuation(index - 1, ".")
                    || isPunctuation(index - 1, "]") || isPunctuation(index - 1, "?")
                    || isPunctuation(index - 1, "!")
            }
            brackets.append(opening)
        case UInt8(ascii: "{"):
            var opening = Opening(byte: bytes[current.start], word: nil)
            opening.precedenceBody = word(index - 2) == "precedencegroup"
            opening.holdsAccessors = declaration == "var" || declaration == "subscript"
            brackets.append(opening)
            declaration = nil
        case UInt8(ascii: ";"):
            declaration = nil
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if bytes[current.start] == UInt8(ascii: "}") { declaration = nil }
            if let opening = brackets.popLast(), opening.isAttribute { lastAttributeClose = index }
        default: break
        }
    }

    func name(_ current: SwiftLexer.Piece) -> TokenKind {
        bytes[current.start].isCapital ? .type : .plain
    }

    func wordKind(at index: Int, _ current: SwiftLexer.Piece) -> TokenKind {
        guard let text = textOf(current) else { return .plain }
        if text.utf8.first == UInt8(ascii: "`") { return .plain }
        if isPunctuation(index - 1, ".") { return memberKind(text, at: index, current) }
        if let opening = brackets.last, let word = opening.word, !opening.isModifierDetail,
            let words = SwiftWords.attributeArguments[word], words.contains(text)
        {
            return .keyword
        }
        if isArgumentLabel(index) { return name(current) }
        // `@attached(extension, …)`: the role is a name there.
        if let opening = brackets.last, opening.isAttribute, opening.word == "attached",
            isPunctuation(index - 1, "(")
        {
            return name(current)
        }
        if SwiftWords.lexerKeywords.contains(text) { return .keyword }
        return isContextualKeyword(text, at: index) ? .keyword : name(current)
    }

    /// A name after `.`: a member, plain or a type, except `.self`, `.Self` and `.init`,
    /// and a metatype's `.Type` and `.Protocol` in a type (`T.Type`, not `T.Type.self`).
    func memberKind(_ text: String, at index: Int, _ current: SwiftLexer.Piece) -> TokenKind {
        switch text {
        case "self", "Self", "init": return .keyword
        case "Type", "Protocol":
            guard let dot = piece(index - 1), let before = piece(index - 2),
                before.end == dot.start,
                before.kind == .word || isPunctuation(index - 2, ">")
                    || isPunctuation(index - 2, "?")
                    || isPunctuation(index - 2, ")") || isPunctuation(index - 2, "]")
            else { return name(current) }
            // `T.Type.self` and `[Any.Type]()` are expressions, where it is a name.
            // (`[any P.Type]()` stays a type: `any` makes the brackets one.)
            let constrained = word(index - 3) == "any" || word(index - 3) == "some"
            if isPunctuation(index + 1, ".")
                || (isPunctuation(index + 1, "]") && isPunctuation(index + 2, "(") && !constrained)
            {
                return name(current)
            }
            return isPunctuation(index + 1, ".") ? name(current) : .keyword
        default: return name(current)
        }
    }

    /// A word before `:` in a parenthesised list (`for: x`, `(_:in:)`), or the outer name
    /// of a parameter (`in tableView: UITableView`).
    func isArgumentLabel(_ index: Int) -> Bool {
        // A trailing closure's label (`} throws: { error in`).
        if isPunctuation(index - 1, "}"), isPunctuation(index + 1, ":"),
            isPunctuation(index + 2, "{"), textOf(piece(index)) != "default"
        {
            return true
        }
        guard let bracket = brackets.last?.byte else { return false }
        let afterOpening = isPunctuation(index - 1, "(") || isPunctuation(index - 1, ",")
        if bracket == UInt8(ascii: "["), brackets.last?.isSubscript == true,
            isPunctuation(index - 1, "[") || isPunctuation(index - 1, ","),
            isPunctuation(index + 1, ":")
        {
            return true
        }
        guard bracket == UInt8(ascii: "(") else { return false }
        // A parameter's inner name (`_ protocol: NIOIPProtocol`).
        if let before = piece(index - 1), before.kind == .word, isPunctuation(index + 1, ":"),
            isPunctuation(index - 2, "(") || isPunctuation(index - 2, ",")
                || textOf(before) == "_"
        {
            return true
        }
        guard afterOpening || isPunctuation(index - 1, ":") else { return false }
        // A compound name's argument names keep their keywords (`columns(in:)`).
        if isPunctuation(index + 1, ":"), let colon = piece(index + 1),
            let after = piece(index + 2),
            after.start == colon.end,
            isPunctuation(index + 2, ")") || (after.kind == .word && isPunctuation(index + 3, ":"))
        {
            return false
        }
        guard afterOpening else { return false }
        if isPunctuation(index + 1, ":") { return true }
        if let next = piece(index + 1), next.kind == .word, isPunctuation(index + 2, ":") {
            return afterOpening
        }
        return false
    }
}
