import ListDocsHighlight
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The colours of Swift as the compiler's own parser reads it (swift-syntax), the reference
/// `SwiftLexer` and `SwiftWords` are held to: keywords
/// (contextual ones only where the parser took them as keywords), literals, comments from
/// the trivia, attributes, `#` directives. Xcode colours names it resolves to types;
/// without a compiler's semantic pass, a name that starts with a capital letter stands for a
/// type here, which is Swift's naming convention (`UIAlertController`, `IndexPath`).
public enum ParserSwiftTokens {
    /// Whether swift-syntax's parser finds errors in the code.
    public static func hasErrors(_ code: String) -> Bool {
        Parser.parse(source: code).hasError
    }

    /// The coloured runs of `code`, in order, as `CodeHighlighter.tokens(_:language:)` gives
    /// them.
    public static func tokens(_ code: String) -> [Token] {
        var code = code
        return code.withUTF8 { bytes in
            let tree = Parser.parse(source: bytes)
            var tokens: [Token] = []
            var afterAt = false
            var afterPound = false
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = token.endPositionBeforeTrailingTrivia.utf8Offset
                comments(in: bytes, from: token.position.utf8Offset, to: start, into: &tokens)
                let rawKind = token.rawTokenKind
                var kind: ListDocsHighlight.TokenKind = kind(
                    of: rawKind, firstByte: start < bytes.count ? bytes[start] : 0)
                if afterAt, kind == .plain || kind == .type { kind = .attribute }
                if afterPound, kind == .plain || kind == .type { kind = .keyword }
                afterAt = rawKind == .atSign
                afterPound = rawKind == .pound
                if afterAt { kind = .attribute }
                if afterPound { kind = .keyword }
                tokens.appendRun(kind, start, end)
                comments(
                    in: bytes, from: end, to: token.endPosition.utf8Offset, into: &tokens)
            }
            return tokens
        }
    }

    private static func kind(of rawKind: RawTokenKind, firstByte: UInt8)
        -> ListDocsHighlight.TokenKind
    {
        switch rawKind {
        case .keyword: .keyword
        case .identifier:
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(firstByte) ? .type : .plain
        case .integerLiteral, .floatLiteral: .number
        case .stringQuote, .multilineStringQuote, .stringSegment, .singleQuote,
            .rawStringPoundDelimiter, .regexLiteralPattern, .regexPoundDelimiter, .regexSlash:
            .string
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation: .directive
        case .poundAvailable, .poundUnavailable: .keyword
        default: .plain
        }
    }

    /// The comments in a token's trivia, read from the bytes the parser marked as trivia:
    /// there a `/` can only open a comment (`//` to the line's end, `/*` to its matching
    /// `*/`, nested as Swift nests them), which spares building the parser's trivia values.
    private static func comments(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        into tokens: inout [Token]
    ) {
        var at = start
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        while at + 1 < end {
            guard bytes[at] == slash, bytes[at + 1] == slash || bytes[at + 1] == star else {
                at += 1
                continue
            }
            let opening = at
            if bytes[at + 1] == slash {
                while at < end, bytes[at] != UInt8(ascii: "\n"), bytes[at] != UInt8(ascii: "\r") {
                    at += 1
                }
            } else {
                var depth = 0
                while at < end {
                    if at + 1 < end, bytes[at] == slash, bytes[at + 1] == star {
                        depth += 1
                        at += 2
                    } else if at + 1 < end, bytes[at] == star, bytes[at + 1] == slash {
                        depth -= 1
                        at += 2
                        if depth == 0 { break }
                    } else {
                        at += 1
                    }
                }
            }
            tokens.appendRun(.comment, opening, at)
        }
    }
}
