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

    /// One recipe's part of the search: its entries as `search.json` writes them (joined by
    /// commas, without the brackets) and its group of links on the search page. Each depends
    /// on the recipe and the site's words alone, so the preview keeps every recipe's share
    /// and makes again only a changed recipe's.
    public struct SearchShare: Sendable, Equatable {
        var json: [UInt8]
        var listing: [UInt8]
    }

    /// `search.json` and `search/index.html` from the shares of the published recipes in
    /// index order; `share(position)` gives the share of `recipes[position]`, kept or made.
    public func searchFiles(_ recipes: [Recipe], share: (Int) -> SearchShare) -> (
        index: [UInt8], page: [UInt8]
    ) {
        let shares = Self.indexOrderPositions(recipes, includeDrafts: includeDrafts).map(share)
        return (searchIndexUTF8(shares), searchPageUTF8(shares))
    }

    /// The share of every published recipe, in index order.
    func searchShares(_ recipes: [Recipe]) -> [SearchShare] {
        Self.indexOrderPositions(recipes, includeDrafts: includeDrafts).map {
            searchShare(recipes[$0])
        }
    }

    /// A recipe's share of the search.
    public func searchShare(_ recipe: Recipe) -> SearchShare {
        let entries = searchEntries(recipe)
        var json: [UInt8] = []
        json.reserveCapacity(1_024)
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            Self.appendJSON(entry, to: &json)
        }
        return SearchShare(json: json, listing: searchListing(entries))
    }

    /// A recipe's entries: the recipe, its headings, then its walkthroughs.
    func searchEntries(_ recipe: Recipe) -> [SearchEntry] {
        let page = recipe.slug + "/"
        let title = recipe.frontMatter.title
        let isReference = recipe.frontMatter.tags.contains { $0.lowercased() == "reference" }
        let body = recipe.searchWords
        var entries = [
            SearchEntry(
                kind: "recipe", title: title, url: page, summary: recipe.frontMatter.summary,
                tags: recipe.frontMatter.tags.isEmpty ? nil : recipe.frontMatter.tags,
                reference: isReference ? true : nil,
                words: body.intro.isEmpty ? nil : body.intro)
        ]
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
                            slug: recipe.slug, index: index, named: walkthrough.attributes.id),
                    page: title, crash: walkthrough.crash?.reason,
                    reference: isReference ? true : nil,
                    words: index < body.walkthroughs.count ? body.walkthroughs[index] : nil))
        }
        return entries
    }

    /// `search.json`: the entries as a JSON array, keys in a fixed order, so builds are
    /// byte-identical. Written by hand: Foundation's encoder took a tenth of a 1,000-recipe
    /// build on its own.
    func searchIndexUTF8(_ shares: [SearchShare]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(shares.reduce(3) { $0 + $1.json.count + 1 })
        for (index, share) in shares.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += share.json
        }
        out.append(contentsOf: [UInt8(ascii: "]"), 10])
        return out
    }

    /// One entry as a JSON object.
    private static func appendJSON(_ entry: SearchEntry, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        var first = true
        func field(_ name: String, _ value: String?) {
            guard let value else { return }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            appendJSONString(name, to: &out)
            out.append(UInt8(ascii: ":"))
            appendJSONString(value, to: &out)
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
                appendJSONString(tag, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        field("title", entry.title)
        field("url", entry.url)
        field("words", entry.words)
        out.append(UInt8(ascii: "}"))
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
    func searchPageUTF8(_ shares: [SearchShare]) -> [UInt8] {
        var html = HTMLWriter(capacity: 16_384)
        html.raw("<h1>")
        html.escaped(templates.strings.text("searchTitle"))
        html.raw("</h1>\n<p class=\"lead\">")
        html.raw(templates.strings.text("searchLeadHTML"))
        html.raw("</p>\n")
        var content = html.bytes
        for share in shares { content += share.listing }
        return layout(
            title: templates.strings.text("searchTitle"), description: config.description,
            root: "../", content: content,
            path: "search/index.html")
    }

    /// A recipe's group on the search page: its title as a heading, then a link to each of
    /// its other entries.
    private func searchListing(_ entries: [SearchEntry]) -> [UInt8] {
        var html = HTMLWriter(capacity: 1_024)
        for entry in entries {
            if entry.kind == "recipe" {
                html.raw("<h2><a href=\"../")
                html.escaped(entry.url)
                html.raw("\">")
                html.escaped(entry.title)
                html.raw("</a></h2>\n<ul class=\"search-list\">\n")
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
        html.raw("</ul>\n")
        return html.bytes
    }
}
