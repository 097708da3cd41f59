/// The Swift listdocs writes itself (each step's code, the model block) coloured by a
/// lexer instead of the parser: that code comes from a small fixed set of forms, so reading
/// its words is enough, and it is about ten times cheaper than parsing. It must colour
/// exactly as `SwiftTokens` does; a test checks that over every walkthrough of the
/// project's recipes and thousands of random ones. Code a person wrote always goes through
/// the parser.
enum GeneratedSwiftTokens {
    static func tokens(_ code: String) -> [Token] {
        var lexer = Lexer(bytes: Array(code.utf8))
        return lexer.run()
    }

    /// The words Swift's parser reads as keywords wherever listdocs writes them.
    static let keywords: Set<String> = [
        "let", "var", "func", "return", "try", "true", "false", "nil", "self", "Self", "for",
        "in", "if", "else", "guard", "switch", "case", "default", "struct", "class", "enum",
        "override", "lazy", "private", "as", "is", "some", "any", "Any", "init", "extension",
        "import", "while", "break", "continue", "throws", "rethrows", "static", "public",
        "internal", "fileprivate", "final", "weak", "unowned", "inout", "do", "catch", "throw",
        "defer", "where", "async", "await", "super",
    ]

    private struct Lexer {
        /// Whether ` name:` follows: the word is an argument label with a parameter name.
        var isFollowedByParameterName: Bool {
            var index = at
            guard index < bytes.count, bytes[index] == UInt8(ascii: " ") else { return false }
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index].isNameByte || bytes[index].isDigit {
                index += 1
            }
            return index > nameStart && index < bytes.count && bytes[index] == UInt8(ascii: ":")
        }

        let bytes: [UInt8]
        var at = 0
        var tokens: [Token] = []
        /// The byte just before the current word, to tell `.member` from a keyword.
        var previous: UInt8 = 0
        /// The last byte that was not a space or a line break, to tell a parameter's
        /// label (`(in tableView:`, `, for type:`) from a keyword.
        var previousSolid: UInt8 = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ distance: Int) -> UInt8? {
            at + distance < bytes.count ? bytes[at + distance] : nil
        }

        mutating func add(_ kind: TokenKind, from start: Int) { tokens.add(kind, start, at) }

        mutating func run() -> [Token] {
            while at < bytes.count {
                let byte = bytes[at]
                let start = at
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                    at += 1
                    previous = byte
                    continue
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while at < bytes.count, bytes[at] != UInt8(ascii: "\n") { at += 1 }
                    add(.comment, from: start)
                } else if byte == UInt8(ascii: "\"") {
                    at += 1
                    while at < bytes.count, bytes[at] != UInt8(ascii: "\""),
                        bytes[at] != UInt8(ascii: "\n")
                    {
                        at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    at = min(at + 1, bytes.count)
                    add(.string, from: start)
                } else if byte == UInt8(ascii: "$") {
                    // `$0`: a closure's parameter, a plain name.
                    at += 1
                    while at < bytes.count, bytes[at].isNameByte || bytes[at].isDigit { at += 1 }
                } else if byte.isDigit {
                    while at < bytes.count, bytes[at].isDigit || bytes[at] == UInt8(ascii: ".") {
                        if bytes[at] == UInt8(ascii: "."), !(peek(1)?.isDigit ?? false) { break }
                        at += 1
                    }
                    add(.number, from: start)
                } else if byte.isNameByte {
                    while at < bytes.count, bytes[at].isNameByte || bytes[at].isDigit { at += 1 }
                    word(from: start)
                } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                    at += 1
                    while at < bytes.count, bytes[at].isNameByte || bytes[at].isDigit { at += 1 }
                    add(byte == UInt8(ascii: "@") ? .attribute : .keyword, from: start)
                } else {
                    at += 1
                }
                previous = bytes[at - 1]
                previousSolid = previous
            }
            return tokens
        }

        /// A name: a keyword unless it follows `.` (a member, except `.self`) or is an
        /// argument label (followed by `:`); a type when it starts with a capital letter.
        mutating func word(from start: Int) {
            let text = String(decoding: bytes[start..<at], as: UTF8.self)
            let isMember = previous == UInt8(ascii: ".")
            let isLabel =
                (peek(0) == UInt8(ascii: ":") && peek(1) != UInt8(ascii: ":"))
                || (previousSolid == UInt8(ascii: "(") || previousSolid == UInt8(ascii: ","))
                    && isFollowedByParameterName
            if !isMember || text == "self", !isLabel || text == "default",
                GeneratedSwiftTokens.keywords.contains(text)
            {
                add(.keyword, from: start)
            } else if bytes[start].isCapital {
                add(.type, from: start)
            }
        }
    }
}
