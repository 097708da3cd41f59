/// Objective-C's tokens from a lexer of its own: comments, string and character literals
/// (`@"…"` included), numbers, preprocessor lines, C and Objective-C keywords, `@`
/// directives, and capitalised names (types and constants, not functions called at once). It reads bytes and never fails: an
/// unterminated string or comment runs to the end of its line or of the code.
///
/// Why not a library: no Swift package parses Objective-C; libclang would tokenise it
/// exactly but is a 100 MB dependency for a handful of colours, and the snippets on a page
/// are short and need no semantics.
extension TokenKind {
    /// The colour of a word of Objective-C as this lexer gives it: a keyword (an `@`
    /// directive too), a capitalised name (a type or a constant), or plain. For a printer
    /// that writes Objective-C word by word and colours it as a page colours a recipe's.
    public static func objectiveC(word: String) -> TokenKind {
        if word.hasPrefix("@") || ObjectiveCTokens.keywords.contains(word) { return .keyword }
        return word.first.map { $0 >= "A" && $0 <= "Z" } == true ? .type : .plain
    }
}

enum ObjectiveCTokens {
    static func tokens(_ code: String) -> [Token] {
        var lexer = Lexer(bytes: Array(code.utf8))
        return lexer.run()
    }

    /// C's keywords and the Objective-C words that read as keywords in Xcode.
    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
        "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
        "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
        "typedef", "union", "unsigned", "void", "volatile", "while", "_Bool", "self", "super",
        "nil", "Nil", "YES", "NO", "NULL", "id", "instancetype", "SEL", "IMP", "Class", "BOOL",
        "nonatomic", "atomic", "strong", "weak", "copy", "assign", "readonly", "readwrite",
        "nullable", "nonnull", "_Nullable", "_Nonnull", "__weak", "__strong", "__block",
        "in", "out", "inout", "oneway", "bycopy", "byref", "true", "false", "__kindof",
    ]

    private struct Lexer {
        let bytes: [UInt8]
        var at = 0
        var tokens: [Token] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> [Token] {
            var lineStart = true
            while at < bytes.count {
                let byte = bytes[at]
                let start = at
                if byte == .newline {
                    lineStart = true
                    at += 1
                    continue
                }
                if byte == .space || byte == .tab {
                    at += 1
                    continue
                }
                defer { lineStart = false }
                if lineStart, byte == .hash {
                    directiveLine()
                } else if byte == .slash, peek(1) == .slash {
                    toEndOfLine()
                    add(.comment, from: start)
                } else if byte == .slash, peek(1) == .star {
                    blockComment()
                    add(.comment, from: start)
                } else if byte == .at, peek(1) == .quote {
                    at += 1
                    quoted(.quote)
                    add(.string, from: start)
                } else if byte == .quote || byte == .apostrophe {
                    quoted(byte)
                    add(.string, from: start)
                } else if byte == .at, let next = peek(1), next.isNameByte {
                    at += 1
                    identifier()
                    add(.keyword, from: start)
                } else if byte.isDigit || (byte == .dot && (peek(1)?.isDigit ?? false)) {
                    number()
                    add(.number, from: start)
                } else if byte.isNameByte {
                    identifier()
                    let word = String(decoding: bytes[start..<at], as: UTF8.self)
                    if ObjectiveCTokens.keywords.contains(word) {
                        add(.keyword, from: start)
                    } else if byte.isCapital,
                        peek(0) != UInt8(ascii: "(")
                    {
                        // A capitalised name is a type or a constant (`NSIndexSet`,
                        // `UITableViewRowAnimationFade`); one called at once is a function
                        // (`NSLog(…)`).
                        add(.type, from: start)
                    }
                } else {
                    at += 1
                }
            }
            return tokens
        }

        func peek(_ distance: Int) -> UInt8? {
            at + distance < bytes.count ? bytes[at + distance] : nil
        }

        mutating func add(_ kind: TokenKind, from start: Int) { tokens.appendRun(kind, start, at) }

        /// `#import <UIKit/UIKit.h>`: the directive and its argument, up to a comment.
        mutating func directiveLine() {
            let start = at
            while at < bytes.count, bytes[at] != .newline {
                if bytes[at] == .slash, peek(1) == .slash || peek(1) == .star { break }
                at += 1
            }
            add(.directive, from: start)
        }

        mutating func toEndOfLine() {
            while at < bytes.count, bytes[at] != .newline { at += 1 }
        }

        mutating func blockComment() {
            at += 2
            while at < bytes.count {
                if bytes[at] == .star, peek(1) == .slash {
                    at += 2
                    return
                }
                at += 1
            }
        }

        /// A literal up to its closing quote, skipping escaped characters; it ends at the
        /// line's end when it is not closed.
        mutating func quoted(_ quote: UInt8) {
            at += 1
            while at < bytes.count, bytes[at] != .newline {
                if bytes[at] == .backslash {
                    at += 2
                    continue
                }
                if bytes[at] == quote {
                    at += 1
                    return
                }
                at += 1
            }
            at = min(at, bytes.count)
        }

        mutating func identifier() {
            while at < bytes.count, bytes[at].isNameByte || bytes[at].isDigit { at += 1 }
        }

        /// Decimal, hex, floating point with exponent, and suffixes such as `u`, `L`, `f`.
        mutating func number() {
            while at < bytes.count {
                let byte = bytes[at]
                if byte.isDigit || byte.isNameByte || byte == .dot {
                    at += 1
                } else if byte == .plus || byte == .minus,
                    let previous = at > 0 ? bytes[at - 1] : nil,
                    previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")
                        || previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P")
                {
                    at += 1
                } else {
                    return
                }
            }
        }
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let apostrophe = UInt8(ascii: "'")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let minus = UInt8(ascii: "-")
}
