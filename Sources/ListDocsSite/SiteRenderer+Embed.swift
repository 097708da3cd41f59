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
        templates.renderUTF8(
            .walkthrough,
            walkthroughContext(
                recipe, index: index, root: root, catalog: catalog, presentation: presentation),
            capacity: 16_384)
    }

    /// A walkthrough's markup as its recipe's page shows it, and whole, as its embed page
    /// shows it. The two differ when the page tells the walkthrough's model once
    /// (`shared`): the page shows the members that differ, with a link to the walkthrough
    /// that shows the rest.
    func walkthroughMarkup(
        _ recipe: Recipe, index: Int, root: String, catalog: CrashCatalogIndex?,
        presentation: WalkthroughPresentation, shared: SharedModel.Shown?
    ) -> (page: [UInt8], whole: [UInt8]) {
        let context = walkthroughContext(
            recipe, index: index, root: root, catalog: catalog, presentation: presentation)
        let whole = templates.renderUTF8(.walkthrough, context, capacity: 16_384)
        guard let shared, case .object(var values) = context else { return (whole, whole) }
        values["model"] = .string(
            CodeColouring.printedHTML(shared.printed, highlight: config.highlightCode))
        values["modelShared"] = .utf8(
            sharedModelSentence(
                (shared.members.isEmpty ? "modelSame" : "modelShared")
                    + (presentation.language == .objectiveC ? "ObjectiveC" : ""),
                shared.reference))
        if shared.members.isEmpty { values["modelSame"] = true }
        return (templates.renderUTF8(.walkthrough, .object(values), capacity: 16_384), whole)
    }

    /// "The rest of the class is as in <walkthrough> above…" (the words of `key`), the
    /// walkthrough's title a link to it.
    private func sharedModelSentence(_ key: String, _ reference: SharedModel.Reference)
        -> [UInt8]
    {
        let slot = "\u{1}"
        let sentence = templates.strings.text(key, ["walkthrough": slot])
        var html = HTMLWriter(capacity: 256)
        for (position, part) in sentence.components(separatedBy: slot).enumerated() {
            if position > 0 {
                html.raw("<a href=\"#")
                html.escaped(reference.id)
                html.raw("\">")
                html.escaped(reference.title)
                html.raw("</a>")
            }
            html.escaped(part)
        }
        return html.bytes
    }

    /// The values the walkthrough template shows of walkthrough `index` of `recipe`.
    private func walkthroughContext(
        _ recipe: Recipe, index: Int, root: String, catalog: CrashCatalogIndex?,
        presentation: WalkthroughPresentation?
    ) -> TemplateValue {
        let walkthrough = recipe.walkthroughs[index]
        let id = recipe.walkthroughID(at: index)
        let links = WalkthroughContext.Links(
            pictures: config.pictures
                ? (
                    animated: root + Self.picturePath(slug: recipe.slug, id: id, kind: .animated),
                    steps: root + Self.picturePath(slug: recipe.slug, id: id, kind: .steps)
                ) : nil,
            embed: root + Self.embedFolder(slug: recipe.slug, id: id),
            swiftFile: root
                + Self.codeFilePath(
                    slug: recipe.slug, id: id, objectiveC: walkthrough.attributes.showsObjectiveC))
        return WalkthroughContext.make(
            walkthrough, id: id, catalog: catalog?.catalogSlug == recipe.slug ? nil : catalog,
            root: root, highlightCode: config.highlightCode, links: links,
            strings: templates.strings, presentation: presentation)
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

    /// Where an embed page's link to its walkthrough's page goes: the page's absolute URL
    /// when the site has one, else the page's file from the recipe's folder (the embed
    /// page's `<base>`).
    private func embedPageLink(_ recipe: Recipe, walkthrough index: Int) -> String {
        let file = RecipeParts(recipe).page(ofWalkthrough: index)
        let path = file.isEmpty ? Self.pagePath(slug: recipe.slug) : recipe.slug + "/" + file
        return absoluteURL(path) ?? (file.isEmpty ? "./" : file)
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
            "page": .string(embedPageLink(recipe, walkthrough: index) + "#" + id),
            "walkthrough": .utf8(markup),
        ]
        let styles = stepStyles.rules(count: walkthrough.steps.count + 1)
        if !styles.isEmpty { context["stepStyles"] = .utf8(styles) }
        return templates.renderUTF8(.embed, .object(context), capacity: markup.count + 8_192)
    }
}
