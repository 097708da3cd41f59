import ListDocsPresentation
import ListDocsScript
import ListDocsTemplate

/// A walkthrough where the recipe's page is not: its embed page (for another site's
/// `<iframe>`), and its pictures (an SVG per step, the animated SVG).
extension SiteRenderer {
    /// A walkthrough's markup, as its recipe's page and its embed page show it: the
    /// walkthrough template with its device, its Download menu (when the site writes
    /// pictures) and the address of its embed page. `root` is the way to the site's root.
    func walkthroughHTML(
        _ recipe: Recipe, index: Int, root: String, catalog: CrashCatalogIndex?
    ) -> [UInt8] {
        let walkthrough = recipe.walkthroughs[index]
        let id = recipe.walkthroughID(at: index)
        let links = WalkthroughContext.Links(
            pictures: config.pictures ? root + Self.pictureFolder(slug: recipe.slug, id: id) : nil,
            embed: root + Self.embedFolder(slug: recipe.slug, id: id))
        return templates.renderUTF8(
            .walkthrough,
            WalkthroughContext.make(
                walkthrough, id: id, catalog: catalog?.catalogSlug == recipe.slug ? nil : catalog,
                root: root, highlightCode: config.highlightCode, links: links),
            capacity: 16_384)
    }

    /// `<slug>/<id>/`: the folder of a walkthrough's pictures.
    static func pictureFolder(slug: String, id: String) -> String { "\(slug)/\(id)/" }

    /// `embed/<slug>/<id>/`: the address of a walkthrough's embed page.
    static func embedFolder(slug: String, id: String) -> String { "embed/\(slug)/\(id)/" }

    /// One picture of walkthrough `index` of `recipe`: step `step`, or the animation.
    func picture(_ recipe: Recipe, walkthrough index: Int, step: Int?) -> [UInt8] {
        let walkthrough = recipe.walkthroughs[index]
        let title = [recipe.frontMatter.title, walkthrough.attributes.title].compactMap { $0 }
            .joined(separator: ": ")
        let pictures = WalkthroughPictures(
            walkthrough, captions: WalkthroughPresentation.captions(walkthrough), title: title)
        return step.map(pictures.stepSVG) ?? pictures.animatedSVG()
    }

    /// The embed page of walkthrough `index` of `recipe`: the walkthrough alone, with the
    /// site's stylesheet and script, a link to its recipe, and nothing else of the site.
    func embedPageUTF8(_ recipe: Recipe, walkthrough index: Int, catalog: CrashCatalogIndex?)
        -> [UInt8]
    {
        let root = "../../../"
        let walkthrough = recipe.walkthroughs[index]
        let id = recipe.walkthroughID(at: index)
        let pagePath = Self.pagePath(slug: recipe.slug)
        let page = (absoluteURL(pagePath) ?? root + recipe.slug + "/") + "#" + id
        let title = walkthrough.attributes.title ?? recipe.frontMatter.title
        var context: [String: TemplateValue] = [
            "title": .string(title), "recipeTitle": .string(recipe.frontMatter.title),
            "siteTitle": .string(config.title), "root": .string(root), "page": .string(page),
            "walkthrough": .utf8(
                walkthroughHTML(recipe, index: index, root: root, catalog: catalog)),
        ]
        let styles = stepStyles.rules(count: walkthrough.steps.count + 1)
        if !styles.isEmpty { context["stepStyles"] = .utf8(styles) }
        return templates.renderUTF8(.embed, .object(context), capacity: 32_768)
    }
}
