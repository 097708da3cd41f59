/// The Swift names a piece of Swift declares as members, read from its text at one depth of
/// braces: `tableView(_:canMoveRowAt:)` for a method, `dataSource` for a property. Enough
/// for `ProseSwift` to tell a prose block that restates a member of the page's class from
/// one that adds to it; strings and comments are skipped, so a brace in them counts for
/// nothing.
enum DeclaredNames {
    /// The names declared at brace depth `depth` of `code`, and those of them declared
    /// `override`.
    static func names(in code: String, depth wanted: Int) -> (
        all: Set<String>, overriding: Set<String>
    ) {
        var names: Set<String> = []
        var overriding: Set<String> = []
        var sawOverride = false
        var depth = 0
        var words: [String] = []
        let text = Array(code.withoutStringsAndComments)
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if character.isLetter || character == "_" || character == "@" {
                var word = ""
                while index < text.count,
                    text[index].isLetter || text[index].isNumber || text[index] == "_"
                        || text[index] == "@"
                {
                    word.append(text[index])
                    index += 1
                }
                if word == "override" { sawOverride = true }
                if depth == wanted, let last = words.last, ["func", "var", "let"].contains(last) {
                    let name =
                        last == "func"
                        ? word + "(" + labels(text, from: index).joined() + ")" : word
                    names.insert(name)
                    if sawOverride { overriding.insert(name) }
                    sawOverride = false
                }
                words.append(word)
                continue
            }
            index += 1
        }
        return (names, overriding)
    }

    /// The argument labels of the parameter list that opens at or after `start`: `_:`,
    /// `canMoveRowAt:`.
    private static func labels(_ text: [Character], from start: Int) -> [String] {
        guard let open = text[start...].firstIndex(of: "(") else { return [] }
        var labels: [String] = []
        var depth = 0
        var current = ""
        var expectingLabel = true
        for character in text[(open + 1)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            guard depth == 0 else { continue }
            if character == "," {
                expectingLabel = true
                current = ""
            } else if expectingLabel, character.isLetter || character == "_" {
                current.append(character)
            } else if expectingLabel, character == " " || character == ":", !current.isEmpty {
                labels.append(current + ":")
                expectingLabel = false
            }
        }
        return labels
    }
}

extension String {
    /// The text with every string literal's contents and every comment blanked out.
    var withoutStringsAndComments: String {
        var result = ""
        var inString = false
        var inComment = false
        var previous: Character = " "
        for character in self {
            if inComment {
                if character == "\n" {
                    inComment = false
                    result.append(character)
                }
            } else if inString {
                if character == "\"" && previous != "\\" { inString = false }
                result.append(character == "\n" ? "\n" : " ")
            } else if character == "/" && previous == "/" {
                result.removeLast()
                inComment = true
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
