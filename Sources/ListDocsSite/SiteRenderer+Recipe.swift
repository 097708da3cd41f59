import ListDocsMarkdown
import ListDocsPresentation
import ListDocsTemplate

/// A recipe's page: its Markdown with each walkthrough rendered in place, its neighbours,
/// its table of contents, in the site's layout.
extension SiteRenderer {
    /// The page of one recipe, as text.
    public func recipePage(_ recipe: Recipe) -> String {
        String(decoding: recipePageUTF8(recipe), as: UTF8.self)
    }

    /// The page of one recipe as UTF-8 bytes, ready for a file: rendered pieces are passed
    /// on as bytes, never decoded on the way.
    /// `lead` is HTML the caller made (never a reader's text) shown before the recipe's body.
    /// `proseLanguage` names the language the recipe's prose is written in when it is not
    /// the site's (the explain page's recipe is English on any site).
    public func recipePageUTF8(
        _ recipe: Recipe, previous: Recipe? = nil, next: Recipe? = nil, lead: [UInt8] = [],
        proseLanguage: String? = nil
    )
        -> [UInt8]
    {
        recipePageAndWalkthroughs(
            recipe, previous: previous, next: next, lead: lead, catalog: nil,
            proseLanguage: proseLanguage
        ).page
    }

    /// The same, with crash steps linked to their entries in `catalog`.
    func recipePageUTF8(
        _ recipe: Recipe, previous: Recipe?, next: Recipe?, lead: [UInt8],
        catalog: CrashCatalogIndex?, sidebar: [UInt8] = []
    ) -> [UInt8] {
        recipePageAndWalkthroughs(
            recipe, previous: previous, next: next, lead: lead, catalog: catalog,
            sidebar: sidebar
        ).page
    }

    /// A recipe rendered: its page, its section pages when it is split (`RecipeParts`), and
    /// each walkthrough's markup as its page holds it (its embed page shows the same bytes)
    /// and presented (its Swift file is written from it), so a build presents and renders
    /// every walkthrough once.
    struct RenderedRecipe {
        var page: [UInt8] = []
        /// Each section page: its file in the recipe's folder, and its bytes.
        var sections: [(fileName: String, page: [UInt8])] = []
        var walkthroughs: [[UInt8]] = []
        var presentations: [WalkthroughPresentation] = []
    }

    /// The recipe's page (and its section pages), each walkthrough's markup and each
    /// walkthrough presented. `sidebar` is the pages' navigation (`SiteNavigation`), empty
    /// for a page outside the site (the explain page).
    func recipePageAndWalkthroughs(
        _ recipe: Recipe, previous: Recipe?, next: Recipe?, lead: [UInt8],
        catalog: CrashCatalogIndex?, sidebar: [UInt8] = [], proseLanguage: String? = nil
    ) -> RenderedRecipe {
        // Prose in another language than the site's (listdocs' English crash catalog or an
        // explained crash on a German site, a recipe's `language:`) is marked so, a part at a time: the walkthroughs between the parts
        // speak the site's language.
        let primary = { (tag: String) in tag.prefix { $0 != "-" }.lowercased() }
        let written = proseLanguage ?? recipe.frontMatter.language ?? catalogLanguage(of: recipe)
        let otherLanguage = written.flatMap {
            primary($0) == primary(config.language) ? nil : $0
        }
        let parts = RecipeParts(recipe)
        var rendered = RenderedRecipe()
        var body = HTMLWriter(capacity: 32_768)
        body.raw(lead)
        let mostSteps = appendSegments(
            parts.opening, of: recipe, catalog: catalog, language: otherLanguage, to: &body,
            rendered: &rendered)
        if parts.isSplit {
            appendSectionList(parts, of: recipe, language: otherLanguage, to: &body)
        }
        let neighbour = { (other: Recipe?) -> (title: String, href: String)? in
            other.map { ($0.frontMatter.title, "../\($0.slug)/") }
        }
        rendered.page = recipeLayout(
            recipe, body: body.bytes, headings: parts.openingHeadings, part: nil,
            neighbours: (neighbour(previous), neighbour(next)), mostSteps: mostSteps,
            sidebar: sidebar)
        for (k, part) in parts.parts.enumerated() {
            var body = HTMLWriter(capacity: 32_768)
            let mostSteps = appendSegments(
                parts.body(of: k), of: recipe, catalog: catalog, language: otherLanguage, to: &body,
                rendered: &rendered)
            let before = k == 0 ? (recipe.frontMatter.title, "./") : section(parts, k - 1, recipe)
            let after = k + 1 < parts.parts.count ? section(parts, k + 1, recipe) : neighbour(next)
            let page = recipeLayout(
                recipe, body: body.bytes, headings: part.headings.dropFirst(), part: part,
                neighbours: (before, after), mostSteps: mostSteps, sidebar: sidebar)
            rendered.sections.append((part.fileName, page))
        }
        return rendered
    }

    /// Section page `index` as a neighbour: its title and file.
    private func section(_ parts: RecipeParts, _ index: Int, _ recipe: Recipe)
        -> (title: String, href: String)
    {
        let part = parts.parts[index]
        return (recipe.document.headings[part.heading].text, part.fileName)
    }

    /// Writes prose and walkthroughs into a page's body, presenting and rendering each
    /// walkthrough into `rendered`; the most steps a walkthrough of them has, plus one.
    /// The page tells a model its walkthroughs share once (`SharedModel`); `rendered`
    /// keeps each walkthrough whole, for its embed page. Prose is marked as in `language`
    /// when that is given (another language than the site's).
    private func appendSegments(
        _ segments: [RecipeParts.Segment], of recipe: Recipe, catalog: CrashCatalogIndex?,
        language: String?, to body: inout HTMLWriter, rendered: inout RenderedRecipe
    ) -> Int {
        var mostSteps = 0
        var sharing = SharedModel()
        // In English's words, the presentations the recipe was loaded with are the page's.
        let words = templates.strings.walkthroughWords
        let loadedAreShown = words.isEnglish
        for segment in segments {
            switch segment {
            case .prose(let html):
                appendProse(String(html), language: language, to: &body)
            case .walkthrough(let index):
                mostSteps = max(mostSteps, recipe.walkthroughs[index].steps.count + 1)
                let presentation =
                    loadedAreShown
                    ? recipe.presentations[index]
                    : WalkthroughPresentation(recipe.walkthroughs[index], words: words)
                let shared = ControllerDeclaration.parts(presentation).flatMap {
                    sharing.show(
                        $0, id: recipe.walkthroughID(at: index),
                        title: presentation.title
                            ?? "\(templates.strings.text("walkthrough")) \(index + 1)")
                }
                let markup = walkthroughMarkup(
                    recipe, index: index, root: "../", catalog: catalog,
                    presentation: presentation, shared: shared)
                rendered.presentations.append(presentation)
                rendered.walkthroughs.append(markup.whole)
                body.raw(markup.page)
            }
        }
        return mostSteps
    }

    /// A split recipe's list of its section pages, each with the headings under it, marked
    /// as in `language` when that is given.
    private func appendSectionList(
        _ parts: RecipeParts, of recipe: Recipe, language: String?, to body: inout HTMLWriter
    ) {
        let headings = recipe.document.headings
        body.raw("<nav class=\"recipe-sections\" aria-label=\"")
        body.escaped(templates.strings.text("recipeSections"))
        body.raw("\"><ol")
        if let language {
            body.raw(" lang=\"")
            body.escaped(language)
            body.raw("\"")
        }
        body.raw(">\n")
        for part in parts.parts {
            body.raw("<li><a href=\"")
            body.escaped(part.fileName)
            body.raw("\">")
            body.escaped(headings[part.heading].text)
            body.raw("</a>")
            let under = part.headings.dropFirst().filter { headings[$0].level == 3 }
            if !under.isEmpty {
                body.raw("\n<ul>")
                for index in under {
                    body.raw("<li><a href=\"")
                    body.escaped(part.fileName + "#" + headings[index].id)
                    body.raw("\">")
                    body.escaped(headings[index].text)
                    body.raw("</a></li>")
                }
                body.raw("</ul>")
            }
            body.raw("</li>\n")
        }
        body.raw("</ol></nav>\n")
    }

    /// A page of a recipe in the site's layout: its body, its table of contents (from
    /// `headings`, when there are enough to need one), its neighbours. `part` is the
    /// section a section page shows (nil for the recipe's own page).
    private func recipeLayout(
        _ recipe: Recipe, body: [UInt8], headings: some Collection<Int>,
        part: RecipeParts.Part?,
        neighbours: (
            previous: (title: String, href: String)?, next: (title: String, href: String)?
        ),
        mostSteps: Int, sidebar: [UInt8]
    ) -> [UInt8] {
        var context = Self.frontMatterContext(
            recipe.frontMatter, root: "../", strings: templates.strings)
        context["body"] = .utf8(body)
        for (key, neighbour) in [("previous", neighbours.previous), ("next", neighbours.next)] {
            guard let neighbour else { continue }
            context[key] = ["title": .string(neighbour.title), "href": .string(neighbour.href)]
        }
        // "On this page", when the page has enough sections to need it.
        let all = recipe.document.headings
        let sections = headings.map { all[$0] }.filter { (2...3).contains($0.level) }
        if sections.count >= 3 {
            let numbers = Self.tocNumbers(sections.map(\.level))
            context["toc"] = [
                "items": .list(
                    zip(sections, numbers).map { heading, number in
                        [
                            "text": .string(heading.text), "id": .string(heading.id),
                            "level": .int(heading.level), "number": .string(number),
                        ]
                    })
            ]
        }
        var title = recipe.frontMatter.title
        var path = Self.pagePath(slug: recipe.slug)
        if let part {
            // A section page: the section in the breadcrumb, the recipe's summary and
            // date on its own page only.
            context["part"] = .string(all[part.heading].text)
            context["summary"] = nil
            context["date"] = nil
            title = all[part.heading].text + " – " + title
            path = recipe.slug + "/" + part.fileName
        }
        let content = templates.renderUTF8(
            .recipe, .object(context), capacity: body.count + 1024)
        return layout(
            title: title, description: recipe.frontMatter.summary ?? config.description,
            root: "../", content: content, stepStyles: stepStyles.rules(count: mostSteps),
            path: path, image: cardImage(recipe), sidebar: sidebar)
    }

    /// The numbers of a table of contents' entries, by level: `1.`, `1.1`, `1.2`, `2.`; a
    /// list of one level numbers its entries `1.`, `2.`.
    static func tocNumbers(_ levels: [Int]) -> [String] {
        let top = levels.min() ?? 2
        var section = 0
        var entry = 0
        return levels.map { level in
            if level == top {
                section += 1
                entry = 0
                return "\(section)."
            }
            // An entry before the first section has no number to count in.
            entry += 1
            return section == 0 ? "" : "\(section).\(entry)"
        }
    }

    /// A part of a recipe's prose, inside a `lang` of its own when `language` is given.
    private func appendProse(_ html: String, language: String?, to body: inout HTMLWriter) {
        if let language {
            body.raw("<div class=\"ld-prose\" lang=\"")
            body.escaped(language)
            body.raw("\">")
        }
        body.raw(html)
        if language != nil { body.raw("</div>\n") }
    }

    /// "en" for listdocs' crash catalog, which is written in English; nil for other recipes.
    private func catalogLanguage(of recipe: Recipe) -> String? {
        config.catalog && recipe.slug == CrashCatalogIndex.slug ? "en" : nil
    }

    /// The picture a link to the page shows (its Open Graph image): its card, the last step
    /// of its first walkthrough, when the site writes pictures.
    func cardImage(_ recipe: Recipe) -> String? {
        guard config.pictures, !recipe.walkthroughs.isEmpty else { return nil }
        let path = Self.cardPath(slug: recipe.slug)
        return absoluteURL(path) ?? "card.svg"
    }
}
