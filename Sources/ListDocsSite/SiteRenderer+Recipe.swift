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

    /// The page, each walkthrough's markup as the page holds it (its embed page shows the
    /// same bytes) and each walkthrough presented (its Swift file is written from it), so a
    /// build presents and renders every walkthrough once.
    /// `sidebar` is the page's navigation (`SiteNavigation`), empty for a page outside the
    /// site (the explain page).
    func recipePageAndWalkthroughs(
        _ recipe: Recipe, previous: Recipe?, next: Recipe?, lead: [UInt8],
        catalog: CrashCatalogIndex?, sidebar: [UInt8] = [], proseLanguage: String? = nil
    ) -> (page: [UInt8], walkthroughs: [[UInt8]], presentations: [WalkthroughPresentation]) {
        var body = HTMLWriter(capacity: 32_768)
        body.raw(lead)
        var mostSteps = 0
        var walkthroughs: [[UInt8]] = []
        var presentations: [WalkthroughPresentation] = []
        // Prose in another language than the site's (listdocs' English crash catalog on a
        // German site) is marked so, a part at a time: the walkthroughs between the parts
        // speak the site's language.
        let primary = { (tag: String) in tag.prefix { $0 != "-" }.lowercased() }
        let otherLanguage = (proseLanguage ?? catalogLanguage(of: recipe)).flatMap {
            primary($0) == primary(config.language) ? nil : $0
        }
        let headingLink = headingLinkAttribute()
        for (index, html) in recipe.document.html.enumerated() {
            appendProse(html, headingLink: headingLink, language: otherLanguage, to: &body)
            if index < recipe.walkthroughs.count {
                mostSteps = max(mostSteps, recipe.walkthroughs[index].steps.count + 1)
                let presentation = WalkthroughPresentation(
                    recipe.walkthroughs[index], words: templates.strings.walkthroughWords)
                let markup = walkthroughHTML(
                    recipe, index: index, root: "../", catalog: catalog, presentation: presentation)
                presentations.append(presentation)
                body.raw(markup)
                walkthroughs.append(markup)
            }
        }
        var context = Self.frontMatterContext(
            recipe.frontMatter, root: "../", strings: templates.strings)
        context["body"] = .utf8(body.bytes)
        for (key, neighbour) in [("previous", previous), ("next", next)] {
            guard let neighbour else { continue }
            context[key] = [
                "title": .string(neighbour.frontMatter.title),
                "href": .string("../\(neighbour.slug)/"),
            ]
        }
        // "On this page", when the page has enough sections to need it.
        let sections = recipe.document.headings.filter { (2...3).contains($0.level) }
        if sections.count >= 3 {
            context["toc"] = [
                "items": .list(
                    sections.map {
                        ["text": .string($0.text), "id": .string($0.id), "level": .int($0.level)]
                    })
            ]
        }
        let content = templates.renderUTF8(
            .recipe, .object(context), capacity: body.bytes.count + 1024)
        let page = layout(
            title: recipe.frontMatter.title,
            description: recipe.frontMatter.summary ?? config.description,
            root: "../", content: content, stepStyles: stepStyles.rules(count: mostSteps),
            path: Self.pagePath(slug: recipe.slug), image: cardImage(recipe), sidebar: sidebar)
        return (page, walkthroughs, presentations)
    }

    /// The heading links' `aria-label` attribute in the site's language; nil when that is
    /// the English one the Markdown was parsed with.
    private func headingLinkAttribute() -> String? {
        let headingLink = templates.strings.text("headingLink")
        guard headingLink != MarkdownParser.headingLinkLabel else { return nil }
        var label = HTMLWriter(capacity: 64)
        label.raw("aria-label=\"")
        label.escaped(headingLink)
        label.raw("\"")
        return String(decoding: label.bytes, as: UTF8.self)
    }

    /// A part of a recipe's prose, its heading links labelled `headingLink` (the recipe was
    /// parsed in English), inside a `lang` of its own when `language` is given.
    private func appendProse(
        _ html: String, headingLink: String?, language: String?, to body: inout HTMLWriter
    ) {
        if let language {
            body.raw("<div class=\"ld-prose\" lang=\"")
            body.escaped(language)
            body.raw("\">")
        }
        if let headingLink {
            body.raw(
                html.replacing(
                    "aria-label=\"\(MarkdownParser.headingLinkLabel)\"", with: headingLink))
        } else {
            body.raw(html)
        }
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
