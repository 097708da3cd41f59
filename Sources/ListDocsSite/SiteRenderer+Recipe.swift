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
    public func recipePageUTF8(
        _ recipe: Recipe, previous: Recipe? = nil, next: Recipe? = nil, lead: [UInt8] = []
    )
        -> [UInt8]
    {
        recipePageUTF8(recipe, previous: previous, next: next, lead: lead, catalog: nil)
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

    /// The page, and each walkthrough's markup as the page holds it (its embed page shows
    /// the same bytes), so a build renders every walkthrough once.
    /// `sidebar` is the page's navigation (`SiteNavigation`), empty for a page outside the
    /// site (the explain page).
    func recipePageAndWalkthroughs(
        _ recipe: Recipe, previous: Recipe?, next: Recipe?, lead: [UInt8],
        catalog: CrashCatalogIndex?, sidebar: [UInt8] = []
    ) -> (page: [UInt8], walkthroughs: [[UInt8]]) {
        var body = HTMLWriter(capacity: 32_768)
        body.raw(lead)
        var mostSteps = 0
        var walkthroughs: [[UInt8]] = []
        // The headings' links speak the site's language (the recipe was parsed in English).
        let headingLink = templates.strings.text("headingLink")
        let englishLabel = "aria-label=\"\(MarkdownParser.headingLinkLabel)\""
        for (index, html) in recipe.document.html.enumerated() {
            if headingLink == MarkdownParser.headingLinkLabel {
                body.raw(html)
            } else {
                var label = HTMLWriter(capacity: 64)
                label.raw("aria-label=\"")
                label.escaped(headingLink)
                label.raw("\"")
                body.raw(
                    html.replacing(
                        englishLabel, with: String(decoding: label.bytes, as: UTF8.self)))
            }
            if index < recipe.walkthroughs.count {
                mostSteps = max(mostSteps, recipe.walkthroughs[index].steps.count + 1)
                let markup = walkthroughHTML(recipe, index: index, root: "../", catalog: catalog)
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
        return (page, walkthroughs)
    }

    /// The picture a link to the page shows (its Open Graph image): its card, the last step
    /// of its first walkthrough, when the site writes pictures.
    func cardImage(_ recipe: Recipe) -> String? {
        guard config.pictures, !recipe.walkthroughs.isEmpty else { return nil }
        let path = Self.cardPath(slug: recipe.slug)
        return absoluteURL(path) ?? "card.svg"
    }
}
