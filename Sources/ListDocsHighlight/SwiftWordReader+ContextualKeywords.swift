/// Contextual keywords: the words (`async`, `some`, `get`, `actor`, modifiers…) that are
/// keywords only where the parser reads them so, decided from the pieces around them.
extension SwiftWordReader {
    /// Whether a declaration can start after piece `index - 1`: at the start, after a
    /// brace, a semicolon, a closing parenthesis (an attribute's arguments), or a word that
    /// does not lead into an expression.
    func declarationCanStart(before index: Int) -> Bool {
        guard let previous = piece(index - 1) else { return true }
        if startsLine(index) { return true }
        switch previous.kind {
        case .word:
            guard let text = textOf(previous) else { return true }
            return !SwiftWords.expressionKeywords.contains(text)
        case .punctuation:
            guard previous.end - previous.start == 1 else { return false }
            switch bytes[previous.start] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ")"):
                return true
            default: return false
            }
        case .string, .number: return false
        default: return true
        }
    }

    func isContextualKeyword(_ text: String, at index: Int) -> Bool {
        if brackets.last?.precedenceBody == true, SwiftWords.precedenceWords.contains(text) {
            return true
        }
        if SwiftWords.accessorWords.contains(text), isAccessor(text, at: index) { return true }
        switch text {
        case "some", "any": return isOpaqueOrExistential(at: index)
        case "async": return isAsync(at: index)
        case "await": return isAwait(at: index)
        case "of":
            return brackets.last?.byte == UInt8(ascii: "[") && piece(index - 1)?.kind == .number
        case "consume", "copy", "discard", "unsafe": return isOwnershipOperator(text, at: index)
        case "yield":
            return
                (startsLine(index) || isPunctuation(index - 1, "{")
                || isPunctuation(index - 1, ";"))
                && followsOnSameLineAfterSpace(index) && !isPunctuation(index + 1, "=")
                && !isPunctuation(index + 1, ".") && !isPunctuation(index + 1, ":")
        case "actor":
            guard declarationCanStart(before: index), followsOnSameLineAfterSpace(index),
                piece(index + 1)?.kind == .word
            else { return false }
            return isPunctuation(index + 2, "{") || isPunctuation(index + 2, ":")
                || isPunctuation(index + 2, "<") || word(index + 2) == "where"
        case "macro":
            guard declarationCanStart(before: index), piece(index + 1)?.kind == .word else {
                return false
            }
            return isPunctuation(index + 2, "(") || isPunctuation(index + 2, "<")
        case "each":
            guard let next = word(index + 1) else { return false }
            return followsOnSameLineAfterSpace(index) && !["in", "as", "is"].contains(next)
        case "weak", "unowned":
            if isPunctuation(index + 1, "(") { return true }
            if let next = piece(index + 1), next.kind == .word,
                followsOnSameLineAfterSpace(index)
            {
                return true
            }
        case "safe":
            if let opener = brackets.last?.word, opener == "unowned" {
                return true
            }
        default: break
        }
        if isTypeSpecifier(text, at: index) { return true }
        if SwiftWords.contextualModifiers.contains(text) {
            return isModifier(at: index)
        }
        return false
    }

    /// `consume x`, `copy x`, `discard self`, `unsafe x`: an operator on the name after it,
    /// on the same line.
    private func isOwnershipOperator(_ text: String, at index: Int) -> Bool {
        guard followsOnSameLineAfterSpace(index) else { return false }
        // `unsafe` prefers to read a spaced `(`, `[`, `.` or `{` as its operand.
        if isPunctuation(index + 1, "[") || isPunctuation(index + 1, "(")
            || isPunctuation(index + 1, ".") || isPunctuation(index + 1, "{")
        {
            return text == "unsafe"
        }
        return piece(index + 1)?.kind == .word && !isPunctuation(index + 2, ":")
            && word(index + 1) != "in"
    }

    /// `borrowing`, `consuming`, `isolated`… before a parameter's type: a type (or a
    /// parenthesis) follows, where a type may stand.
    private func isTypeSpecifier(_ text: String, at index: Int) -> Bool {
        guard SwiftWords.typeSpecifiers.contains(text) else { return false }
        let typeNext =
            typeFollows(index)
            || (isPunctuation(index + 1, "(") && piece(index + 1)?.start == current(index)?.end)
        let typePlace =
            isPunctuation(index - 1, ":") || isPunctuation(index - 1, "(")
            || isPunctuation(index - 1, ",") || isPunctuation(index - 1, "->")
            || SwiftWords.typeSpecifiers.contains(word(index - 1) ?? "")
            || word(index - 1) == "inout"
        return typeNext && typePlace
    }

    /// `some` and `any` before a type (after `as`, `is`, or where a type stands).
    private func isOpaqueOrExistential(at index: Int) -> Bool {
        let before = textOf(piece(index - 1)) ?? ""
        let afterCast = (before == "?" || before == "!") && word(index - 2) == "as"
        if before == "as" || afterCast || before == "is" {
            return followsOnSameLineAfterSpace(index)
                && (piece(index + 1)?.kind == .word || isPunctuation(index + 1, "("))
        }
        if let next = word(index + 1), ["as", "is", "in"].contains(next) { return false }
        return typeFollows(index) && SwiftWords.typePositions.contains(before)
    }

    /// `async` as an effect (after a parameter list, before `let`, `throws`, `->`), not a
    /// closure parameter's name.
    private func isAsync(at index: Int) -> Bool {
        // A closure's parameter named `async` (`{ async in`, `{ i, async in`).
        if isPunctuation(index - 1, "{") || isPunctuation(index - 1, ","),
            word(index + 1) == "in"
        {
            return false
        }
        if let next = word(index + 1),
            ["let", "var", "throws", "rethrows", "in"].contains(next)
        {
            return true
        }
        if isPunctuation(index + 1, "->") { return true }
        return isPunctuation(index - 1, ")") || word(index - 1) == "get"
            || word(index - 1) == "set" || isPunctuation(index - 1, "]")
    }

    /// `await` before an expression on its line.
    private func isAwait(at index: Int) -> Bool {
        guard followsOnSameLineAfterSpace(index), let next = piece(index + 1) else {
            return false
        }
        switch next.kind {
        case .word, .number, .string, .pound, .atSign: return true
        case .punctuation:
            if isPunctuation(index + 1, "(") || isPunctuation(index + 1, "[")
                || isPunctuation(index + 1, "{")
            {
                return true
            }
            // A prefix operator on what follows (`await !ready`, `await &x`).
            guard let after = piece(index + 2), after.start == next.end else { return false }
            return ["!", "&", "-", "~", "."].contains(textOf(next) ?? "")
        default: return false
        }
    }

    /// `some P`, `each T`: a type follows on the same line.
    func typeFollows(_ index: Int) -> Bool {
        guard followsOnSameLineAfterSpace(index), let next = piece(index + 1) else {
            return false
        }
        if next.kind == .word { return !isPunctuation(index + 2, ":") }
        return isPunctuation(index + 1, "(") || isPunctuation(index + 1, "[")
            || next.kind == .atSign
    }

    /// A modifier word before a declaration or another modifier (`override func`,
    /// `unowned(unsafe) let`, `final private var`, `mutating get`).
    func isModifier(at index: Int) -> Bool {
        guard declarationCanStart(before: index) else { return false }
        var next = index + 1
        if isPunctuation(next, "("), let current = piece(index), let open = piece(next),
            open.start == current.end, let close = closingParenthesis(of: next)
        {
            next = close + 1
        }
        guard let following = word(next) else { return false }
        return SwiftWords.declarationWords.contains(following)
            || SwiftWords.contextualModifiers.contains(following)
            || SwiftWords.keywordModifiers.contains(following)
            || SwiftWords.accessorWords.contains(following)
    }

    /// `get`, `set`, `willSet`… in an accessor block, and `set` in `private(set)`.
    func isAccessor(_ text: String, at index: Int) -> Bool {
        guard brackets.last?.holdsAccessors == true else { return false }
        let previousFits =
            isPunctuation(index - 1, "{") || isPunctuation(index - 1, "}")
            || index - 1 == lastAttributeClose || piece(index - 2)?.kind == .atSign
            || SwiftWords.accessorModifiers.contains(word(index - 1) ?? "")
            || SwiftWords.accessorWords.contains(word(index - 1) ?? "")
        guard previousFits else { return false }
        if isPunctuation(index + 1, "{") || isPunctuation(index + 1, "}") { return true }
        if isPunctuation(index + 1, "("), text == "set" || text == "willSet" || text == "didSet",
            piece(index + 2)?.kind == .word, isPunctuation(index + 3, ")"),
            isPunctuation(index + 4, "{")
        {
            return true
        }
        guard let following = word(index + 1) else { return false }
        return SwiftWords.accessorWords.contains(following)
            || SwiftWords.accessorModifiers.contains(following)
            || following == "async" || following == "throws"
    }
}
