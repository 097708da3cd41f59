import Foundation
import ListDocsPresentation
import ListDocsTemplate

/// The site's search: `search.json`, an index written at build time that the page's own
/// script (`assets/search.js`) ranks in the browser, and `search/`, the same entries as a
/// plain list for readers without JavaScript (the search form's target).
extension SiteRenderer {
    /// One thing a reader can find: a recipe, one of its headings, or one of its
    /// walkthroughs (with the exception its last step raises).
    struct SearchEntry: Equatable {
        /// `recipe`, `section` or `walkthrough`.
        var kind: String
        var title: String
        /// The address from the site's root: `slug/`, `slug/#heading`, `slug/#slug-w3`.
        var url: String
        /// The recipe's title, for entries inside one.
        var page: String?
        var summary: String?
        var tags: [String]?
        /// The exception reason a walkthrough ends with.
        var crash: String?
        /// Whether the entry is on a reference page (a recipe tagged `reference`, such as the
        /// crash catalog): its walkthroughs rank first among equal crash matches, and its
        /// entries found by their body alone yield to a guide's.
        var reference: Bool?
        /// The words of its body (a recipe's text before its first section, a section's
        /// text, a walkthrough's captions and code), each once (`SearchWords`).
        var words: String?
    }

    /// The entries of every published recipe, in index order: the recipe, its headings,
    /// then its walkthroughs.
    func searchEntries(_ recipes: [Recipe]) -> [SearchEntry] {
        var entries: [SearchEntry] = []
        for recipe in Self.indexOrder(recipes, includeDrafts: includeDrafts) {
            let page = recipe.slug + "/"
            let title = recipe.frontMatter.title
            let isReference = recipe.frontMatter.tags.contains { $0.lowercased() == "reference" }
            let body = recipe.searchWords
            entries.append(
                SearchEntry(
                    kind: "recipe", title: title, url: page, summary: recipe.frontMatter.summary,
                    tags: recipe.frontMatter.tags.isEmpty ? nil : recipe.frontMatter.tags,
                    reference: isReference ? true : nil,
                    words: body.intro.isEmpty ? nil : body.intro))
            let parts = RecipeParts(recipe)
            for (position, heading) in recipe.document.headings.enumerated()
            where (2...3).contains(heading.level) {
                let words = body.sections[heading.id] ?? ""
                entries.append(
                    SearchEntry(
                        kind: "section", title: heading.text,
                        url: page + parts.page(ofHeading: position) + "#" + heading.id,
                        page: title, reference: isReference ? true : nil,
                        words: words.isEmpty ? nil : words))
            }
            for (index, walkthrough) in recipe.walkthroughs.enumerated() {
                entries.append(
                    SearchEntry(
                        kind: "walkthrough",
                        title: walkthrough.attributes.title
                            ?? "\(templates.strings.text("walkthrough")) \(index + 1)",
                        url: page + parts.page(ofWalkthrough: index) + "#"
                            + PageIDs.walkthrough(
                                slug: recipe.slug, index: index,
                                named: walkthrough.attributes.id), page: title,
                        crash: walkthrough.crash?.reason,
                        reference: isReference ? true : nil,
                        words: index < body.walkthroughs.count ? body.walkthroughs[index] : nil))
            }
        }
        return entries
    }

    /// `search.json`: the entries as a JSON array, keys in a fixed order, so builds are
    /// byte-identical. Written by hand: Foundation's encoder took a tenth of a 1,000-recipe
    /// build on its own.
    func searchIndexUTF8(_ recipes: [Recipe]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(recipes.count * 512)
        for (index, entry) in searchEntries(recipes).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            var first = true
            func field(_ name: String, _ value: String?) {
                guard let value else { return }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                Self.appendJSONString(name, to: &out)
                out.append(UInt8(ascii: ":"))
                Self.appendJSONString(value, to: &out)
            }
            field("crash", entry.crash)
            field("kind", entry.kind)
            field("page", entry.page)
            if entry.reference == true { out.append(contentsOf: Array(",\"reference\":true".utf8)) }
            field("summary", entry.summary)
            if let tags = entry.tags {
                out.append(contentsOf: Array(",\"tags\":[".utf8))
                for (n, tag) in tags.enumerated() {
                    if n > 0 { out.append(UInt8(ascii: ",")) }
                    Self.appendJSONString(tag, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            field("title", entry.title)
            field("url", entry.url)
            field("words", entry.words)
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: [UInt8(ascii: "]"), 10])
        return out
    }

    /// A JSON string: `"` and `\\` escaped, control characters as `\u00XX`, the rest as UTF-8.
    /// Runs without anything to escape are copied whole.
    static func appendJSONString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || byte == 92 || byte < 32 else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                appendEscaped(byte, to: &out)
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// One byte that JSON does not take as it is.
    private static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
        case 92: out.append(contentsOf: [92, 92])
        case 10: out.append(contentsOf: [92, UInt8(ascii: "n")])
        case 9: out.append(contentsOf: [92, UInt8(ascii: "t")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: Array("\\u00".utf8))
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 15)])
        }
    }

    /// `search/index.html`: every entry as a link, grouped by recipe; the search form sends
    /// readers here when the script does not run.
    func searchPageUTF8(_ recipes: [Recipe]) -> [UInt8] {
        var html = HTMLWriter(capacity: 16_384)
        html.raw("<h1>")
        html.escaped(templates.strings.text("searchTitle"))
        html.raw("</h1>\n<p class=\"lead\">")
        html.raw(templates.strings.text("searchLeadHTML"))
        html.raw("</p>\n")
        var open = false
        for entry in searchEntries(recipes) {
            if entry.kind == "recipe" {
                if open { html.raw("</ul>\n") }
                html.raw("<h2><a href=\"../")
                html.escaped(entry.url)
                html.raw("\">")
                html.escaped(entry.title)
                html.raw("</a></h2>\n<ul class=\"search-list\">\n")
                open = true
                continue
            }
            html.raw("<li><a href=\"../")
            html.escaped(entry.url)
            html.raw("\">")
            html.escaped(entry.title)
            html.raw("</a>")
            if let crash = entry.crash {
                html.raw(" <code>")
                html.escaped(String(crash.prefix { $0 != "\n" }))
                html.raw("</code>")
            }
            html.raw("</li>\n")
        }
        if open { html.raw("</ul>\n") }
        return layout(
            title: templates.strings.text("searchTitle"), description: config.description,
            root: "../", content: html.bytes,
            path: "search/index.html")
    }
}
