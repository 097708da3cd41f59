/// The `id`s a recipe page gives its own elements, written in one place so that a heading's
/// anchor never takes one of them: the walkthroughs (`slug-w1`), their step inputs
/// (`slug-w1-step-2`), and the fixed ones of the layout and the explain form.
enum PageIDs {
    /// The `id` of walkthrough `index` (0-based) of the page `slug`: the one its info string
    /// names (`id=`), or else its place on the page.
    static func walkthrough(slug: String, index: Int, named: String? = nil) -> String {
        named ?? "\(slug)-w\(index + 1)"
    }

    /// The `id` of a walkthrough's step input.
    static func step(walkthrough: String, number: Int) -> String { "\(walkthrough)-step-\(number)" }

    /// The `id`s of the layout's search and of the explain page's form.
    static let fixed: Set<String> = ["site-search-input", "site-search-results", "ld-explain-log"]

    /// Whether the page `slug` may give `id` to an element of its own.
    static func isTaken(_ id: String, slug: String) -> Bool {
        if fixed.contains(id) { return true }
        guard id.hasPrefix(slug + "-w") else { return false }
        // `w` + digits, optionally `-step-` + digits.
        let rest = id.dropFirst(slug.count + 2)
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.allSatisfy(\.isASCIIDigit) }
        return (parts.count == 1 && digits(parts[0]))
            || (parts.count == 3 && digits(parts[0]) && parts[1] == "step" && digits(parts[2]))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
