import ListDocsPresentation
import ListDocsScript
import ListDocsTemplate

/// A walkthrough where the recipe's page is not: its embed page (for another site's
/// `<iframe>`), and its pictures (an SVG per step, the animated SVG).
extension SiteRenderer {
    /// A walkthrough's markup, as its recipe's page and its embed page show it: the
    /// walkthrough template with its device, its Download menu (when the site writes
    /// pictures) and the address of its embed page. `root` is the way to the site's root.
    /// `presentation`: the walkthrough presented in the site's words, when the caller has
    /// it already.
    func walkthroughHTML(
        _ recipe: Recipe, index: Int, root: String, catalog: CrashCatalogIndex?,
        presentation: WalkthroughPresentation? = nil
    ) -> [UInt8] {
        let walkthrough = recipe.walkthroughs[index]
        let id = recipe.walkthroughID(at: index)
        let links = WalkthroughContext.Links(
            pictures: config.pictures
                ? (
                    animated: root + Self.picturePath(slug: recipe.slug, id: id, kind: .animated),
                    steps: root + Self.picturePath(slug: recipe.slug, id: id, kind: .steps)
                ) : nil,
            embed: root + Self.embedFolder(slug: recipe.slug, id: id),
            swiftFile: root + Self.swiftFilePath(slug: recipe.slug, id: id))
        return templates.renderUTF8(
            .walkthrough,
            WalkthroughContext.make(
                walkthrough, id: id, catalog: catalog?.catalogSlug == recipe.slug ? nil : catalog,
                root: root, highlightCode: config.highlightCode, links: links,
                strings: templates.strings, presentation: presentation),
            capacity: 16_384)
    }

    /// `embed/<slug>/<id>/`: the address of a walkthrough's embed page.
    static func embedFolder(slug: String, id: String) -> String { "embed/\(slug)/\(id)/" }

    /// A picture page's bytes, drawn from `set`, the model of its walkthrough (the
    /// first one for a card); nil for a page that is no picture.
    func drawn(_ page: Page, from set: WalkthroughPictures) -> [UInt8]? {
        switch page {
        case .picture(_, _, .animated): set.animatedSVG()
        case .picture(_, _, .steps): set.filmstripSVG()
        case .card: set.stepSVG(set.stepCount - 1)
        default: nil
        }
    }

    /// Both pictures of walkthrough `index` of `recipe`, drawn from one model of its device.
    public func pictures(_ recipe: Recipe, walkthrough index: Int) -> [PictureKind: [UInt8]] {
        let set = pictureSet(recipe, walkthrough: index)
        return [.animated: set.animatedSVG(), .steps: set.filmstripSVG()]
    }

    /// The model every picture of walkthrough `index` of `recipe` is drawn from.
    func pictureSet(_ recipe: Recipe, walkthrough index: Int) -> WalkthroughPictures {
        let walkthrough = recipe.walkthroughs[index]
        let title = [recipe.frontMatter.title, walkthrough.attributes.title].compactMap { $0 }
            .joined(separator: ": ")
        return WalkthroughPictures(
            walkthrough,
            captions: WalkthroughPresentation.captions(
                walkthrough, words: templates.strings.walkthroughWords),
            title: title)
    }

    /// The embed page of walkthrough `index` of `recipe`: the walkthrough alone, with the
    /// site's stylesheet and script, a link to its recipe, and nothing else of the site.
    func embedPageUTF8(_ recipe: Recipe, walkthrough index: Int, catalog: CrashCatalogIndex?)
        -> [UInt8]
    {
        embedPageUTF8(
            recipe, walkthrough: index,
            markup: walkthroughHTML(recipe, index: index, root: "../", catalog: catalog))
    }

    /// The embed page around `markup`, the walkthrough as its recipe's page holds it: the
    /// page's `<base>` is the recipe's folder, so every address in the markup means what it
    /// means there.
    func embedPageUTF8(_ recipe: Recipe, walkthrough index: Int, markup: [UInt8]) -> [UInt8] {
        let walkthrough = recipe.walkthroughs[index]
        let id = recipe.walkthroughID(at: index)
        let title = walkthrough.attributes.title ?? recipe.frontMatter.title
        var context: [String: TemplateValue] = [
            "title": .string(title), "recipeTitle": .string(recipe.frontMatter.title),
            "siteTitle": .string(config.title), "base": .string("../../../\(recipe.slug)/"),
            "root": .string("../"),
            "page": .string((absoluteURL(Self.pagePath(slug: recipe.slug)) ?? "./") + "#" + id),
            "walkthrough": .utf8(markup),
        ]
        let styles = stepStyles.rules(count: walkthrough.steps.count + 1)
        if !styles.isEmpty { context["stepStyles"] = .utf8(styles) }
        return templates.renderUTF8(.embed, .object(context), capacity: markup.count + 8_192)
    }
}
