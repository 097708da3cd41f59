import Foundation

/// A recipe's address in the site: its file name without `.md` (`batch-updates.md` →
/// `/batch-updates/`).
///
/// The rule: 1 to 100 characters, each an ASCII letter, digit, `-`, `_` or `.`; the first
/// a letter or digit; not a name the site writes itself (`assets`, `tags`, `search`, `embed`,
/// `feed`, `__listdocs`) and not ending like a file the site writes at its root (`.html`,
/// `.htm`, `.xml`, `.txt`, `.json`, `.ico`, `.css`, `.js`). Other names are errors that
/// say what to rename the file to, never silently changed, so an address never moves
/// without its author knowing. Two slugs may not differ only in case (they would be one
/// folder on macOS).
public enum Slug {
    /// Names the site uses for its own folders.
    static let reserved: Set<String> = ["assets", "tags", "search", "feed", "embed", "__listdocs"]
    /// Endings of files the site writes at its root.
    static let fileEndings = [".html", ".htm", ".xml", ".txt", ".json", ".ico", ".css", ".js"]

    /// The slug for the recipe file named `fileName` (its last path component), or the
    /// reason it cannot be one.
    public static func make(fileName: String) -> Result<String, SlugProblem> {
        let slug = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        guard let reason = problem(with: slug) else { return .success(slug) }
        let suggestion = suggested(for: slug)
        return .failure(
            SlugProblem(reason: reason, suggestion: suggestion.map { $0 + ".md" }))
    }

    /// Why `slug` cannot be an address, or nil when it can.
    private static func problem(with slug: String) -> String? {
        guard !slug.isEmpty else { return "the file name has nothing before '.md'" }
        guard slug.utf8.count <= 100 else { return "the file name is longer than 100 characters" }
        if let bad = slug.unicodeScalars.first(where: { !isSlugCharacter($0) }) {
            return
                "'\(bad.escaped(asASCII: true))' cannot be part of a page address; use ASCII letters, digits, '-', '_' and '.'"
        }
        guard let first = slug.unicodeScalars.first, isLetterOrDigit(first) else {
            return "a page address starts with a letter or digit"
        }
        if reserved.contains(slug.lowercased()) {
            return "'\(slug)' is a folder the site writes itself"
        }
        if let ending = fileEndings.first(where: { slug.lowercased().hasSuffix($0) }) {
            return "an address ending in '\(ending)' would collide with the files the site writes"
        }
        return nil
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isSlugCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || scalar == "-" || scalar == "_" || scalar == "."
    }

    /// `text` with its accents taken off and the Latin letters that have no accent to
    /// take off spelled out (`über` → `uber`, `straße` → `strasse`), so a title in another
    /// European language still gives an address; other scripts are left as they are. ASCII
    /// text (nearly every heading) is returned as it is, without Foundation's decomposition.
    static func latin(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        let spelled: [Character: String] = [
            "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
            "ı": "i",
        ]
        var result = ""
        for character in text {
            if let spelling = spelled[character] {
                result += spelling
                continue
            }
            for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            where scalar.properties.generalCategory != .nonspacingMark {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A safe name close to `slug`: lower case, runs of other characters as one `-`, no
    /// leading `_`, at most 100 characters; nil when nothing of it is left. A suggestion is
    /// always an address itself.
    public static func suggested(for slug: String) -> String? {
        var result = ""
        for scalar in latin(slug.lowercased()).unicodeScalars {
            if isLetterOrDigit(scalar) || (scalar == "_" && !result.isEmpty) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result += "-"
            }
        }
        if result.utf8.count > 95 { result = String(result.prefix(95)) }
        while result.hasSuffix("-") { result.removeLast() }
        if reserved.contains(result) || fileEndings.contains(where: { result.hasSuffix($0) }) {
            result += "-page"
        }
        return result.isEmpty || problem(with: result) != nil ? nil : result
    }
}

/// Why a file name cannot be a slug, and a name that would do.
public struct SlugProblem: Error, Hashable, Sendable {
    public var reason: String
    public var suggestion: String?

    /// The message for the author.
    public var message: String {
        "this file's name cannot be a page address: \(reason)"
            + (suggestion.map { "; rename it, e.g. to '\($0)'" } ?? "")
    }
}
