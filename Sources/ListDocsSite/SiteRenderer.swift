import ListDocsMarkdown
import ListDocsPresentation
import ListDocsTemplate

/// One file of a built site: its path relative to the site's root and its bytes.
public struct SiteFile: Equatable, Sendable {
    /// `index.html`, `slug/index.html`, `assets/listdocs.css`…
    public var path: String
    /// The file's content.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Renders a site: configuration, templates and loaded recipes in, files out. Pure: it
/// reads and writes nothing, so `listdocs build` (which writes the files through the
/// publisher) and `listdocs serve` (which keeps them in memory and re-renders only what
/// changed) produce the same bytes. A new kind of page is added here, once.
public struct SiteRenderer: Sendable {
    let templates: TemplateSet
    let config: SiteConfig
    /// The step rules of pages whose walkthroughs have up to 100 steps, written once.
    let stepStyles = StepStyleTable(upTo: 100)

    /// Whether recipes marked `draft: true` get pages (marked as drafts) and places in the
    /// listings: for `build --drafts` and the preview; a published build leaves them out.
    let includeDrafts: Bool

    /// What a heading's `#` link says to a screen reader, in the site's words: the label
    /// recipes rendered here are loaded with (`RecipeLoader.load`'s `headingLinkLabel`).
    public var headingLinkLabel: String { templates.strings.text("headingLink") }

    public init(templates: TemplateSet, config: SiteConfig, includeDrafts: Bool = false) {
        self.templates = templates
        self.config = config
        self.includeDrafts = includeDrafts
    }

    /// The sidebar of the page of `recipes[position]`, as its page shows it.
    public func sidebarUTF8(of position: Int, in recipes: [Recipe]) -> [UInt8] {
        navigation(recipes)(position)
    }

    /// The sidebars of a site's pages, by position, from one reading of the recipes: what
    /// the preview compares to know whether a page's navigation changed.
    public func navigation(_ recipes: [Recipe]) -> (Int) -> [UInt8] {
        let navigation = SiteNavigation(recipes, includeDrafts: includeDrafts)
        let strings = templates.strings
        return { navigation.html(current: $0, root: "../", strings: strings) }
    }

    /// A tag's address: its words in lower case joined by `-` (`Core Data` → `core-data`);
    /// tags with the same address share one page.
    public static func tagSlug(_ tag: String) -> String {
        Slug.suggested(for: tag) ?? "tag"
    }

    /// One tag's page: its address, the name it was first written with, and the
    /// positions of its recipes in index order.
    public struct TagListing: Hashable, Sendable {
        public var slug: String
        public var name: String
        public var recipes: [Int]
    }

    /// The tags of the listed recipes, sorted by address.
    func tags(_ recipes: [Recipe]) -> [TagListing] {
        var found: [String: TagListing] = [:]
        // Most recipes share a few tags: each is made an address once.
        var slugs: [String: String] = [:]
        for position in Self.indexOrderPositions(recipes, includeDrafts: includeDrafts) {
            var seen: Set<String> = []
            for tag in recipes[position].frontMatter.tags {
                let slug = slugs[tag] ?? Self.tagSlug(tag)
                slugs[tag] = slug
                guard seen.insert(slug).inserted else { continue }
                found[slug, default: TagListing(slug: slug, name: tag, recipes: [])].recipes
                    .append(position)
            }
        }
        return found.keys.sorted().map { found[$0]! }
    }

    func tagIndexPageUTF8(_ tags: [TagListing]) -> [UInt8] {
        let tags: [TemplateValue] = tags.map {
            [
                "name": .string($0.name), "href": .string("\($0.slug)/"),
                "count": .int($0.recipes.count),
                "recipeCount": .string(templates.strings.count("recipeCount", $0.recipes.count)),
            ]
        }
        let content = templates.renderUTF8(.tags, ["tags": .list(tags), "root": "../"])
        return layout(
            title: templates.strings.text("tagsTitle"), description: config.description,
            root: "../", content: content,
            path: "tags/index.html")
    }

    func tagPageUTF8(_ tag: TagListing, _ recipes: [Recipe]) -> [UInt8] {
        let content = templates.renderUTF8(
            .tag,
            [
                "name": .string(tag.name),
                "recipes": .list(listing(tag.recipes.map { recipes[$0] }, root: "../../")),
                "root": "../../",
                "heading": .string(templates.strings.text("taggedHeading", ["tag": tag.name])),
            ])
        return layout(
            title: templates.strings.text("tagTitle", ["tag": tag.name]),
            description: config.description, root: "../../",
            content: content, path: "tags/\(tag.slug)/index.html")
    }

    /// What a list of recipes shows of each, with links made from `root`.
    func listing(_ recipes: [Recipe], root: String) -> [TemplateValue] {
        recipes.map { recipe in
            let entry = IndexEntry(recipe)
            var context = Self.frontMatterContext(
                entry.frontMatter, root: root, strings: templates.strings)
            context["href"] = .string("\(root)\(entry.slug)/")
            context["walkthroughs"] = .int(entry.walkthroughs)
            // "1 walkthrough", "3 walkthroughs"; a page without one says nothing of them.
            if entry.walkthroughs > 0 {
                context["walkthroughCount"] = .string(
                    templates.strings.count("walkthroughCount", entry.walkthroughs))
            }
            return .object(context)
        }
    }

    /// The recipes in index order: explicit `order` first (lowest first), then newest date
    /// first, then by title; drafts left out unless `includeDrafts`.
    public static func indexOrder(_ recipes: [Recipe], includeDrafts: Bool = false) -> [Recipe] {
        indexOrderPositions(recipes, includeDrafts: includeDrafts).map { recipes[$0] }
    }

    /// The positions of the recipes in index order: the order the index lists them in, group
    /// by group (each group where its first recipe sorts, recipes without a group last when
    /// there are groups), so that a page's previous and next are its neighbours there.
    static func indexOrderPositions(_ recipes: [Recipe], includeDrafts: Bool) -> [Int] {
        let sorted = sortedPositions(recipes, includeDrafts: includeDrafts)
        var groups: [String?] = []
        for position in sorted where !groups.contains(recipes[position].frontMatter.group) {
            groups.append(recipes[position].frontMatter.group)
        }
        if let ungrouped = groups.firstIndex(of: nil), groups.count > 1 {
            groups.append(groups.remove(at: ungrouped))
        }
        return groups.flatMap { group in
            sorted.filter { recipes[$0].frontMatter.group == group }
        }
    }

    /// The positions of the recipes sorted by `order`, then newest first, then by title.
    private static func sortedPositions(_ recipes: [Recipe], includeDrafts: Bool) -> [Int] {
        // Sort positions by keys read once and compared in place, never copied: copying
        // two recipes (or two keys) per comparison was a tenth of a preview rebuild.
        let keys = recipes.map { RecipeOrderKey($0) }
        let shown = recipes.indices.filter { includeDrafts || !recipes[$0].frontMatter.draft }
        return keys.withUnsafeBufferPointer { keys in
            shown.sorted { keys[$0].precedes(keys[$1]) }
        }
    }

    /// What the templates see of a recipe's front matter; a field the recipe does not
    /// give is left out, so `{{#summary}}…{{/summary}}` shows only where there is one.
    static func frontMatterContext(
        _ front: FrontMatter, root: String, strings: SiteStrings
    ) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [
            "title": .string(front.title), "tags": .list(front.tags.map(TemplateValue.string)),
            "tagLinks": .list(
                front.tags.map {
                    ["name": .string($0), "href": .string("\(root)tags/\(tagSlug($0))/")]
                }),
        ]
        if let summary = front.summary { context["summary"] = .string(summary) }
        if let date = front.date {
            context["date"] = .string(date)
            context["dateText"] = .string(strings.date(date))
        }
        if front.draft { context["draft"] = true }
        return context
    }

    /// The recipe and the walkthrough index of the walkthrough whose page id is `id`.
    static func featured(_ id: String, in recipes: [Recipe]) -> (recipe: Recipe, index: Int)? {
        for recipe in recipes {
            for (index, walkthrough) in recipe.walkthroughs.enumerated()
            where PageIDs.walkthrough(
                slug: recipe.slug, index: index, named: walkthrough.attributes.id) == id
            {
                return (recipe, index)
            }
        }
        return nil
    }

    /// The index page's featured walkthrough: its title, its recipe's, the link to it and
    /// its animated picture (when the build writes pictures).
    private func featuredContext(_ recipes: [Recipe]) -> TemplateValue? {
        guard let id = config.featured?.id, let (recipe, index) = Self.featured(id, in: recipes),
            includeDrafts || !recipe.frontMatter.draft
        else { return nil }
        let walkthrough = recipe.walkthroughs[index]
        var context: [String: TemplateValue] = [
            "href": .string("\(recipe.address(ofWalkthrough: index))#\(id)"),
            "title": .string(walkthrough.attributes.title ?? recipe.frontMatter.title),
            "recipeTitle": .string(recipe.frontMatter.title),
        ]
        if config.pictures {
            context["picture"] = .string(
                Self.picturePath(slug: recipe.slug, id: id, kind: .animated))
        }
        return .object(context)
    }

    /// The index page, as text.
    public func indexPage(_ recipes: [Recipe]) -> String {
        String(decoding: indexPageUTF8(recipes), as: UTF8.self)
    }

    func indexPageUTF8(_ recipes: [Recipe]) -> [UInt8] {
        let ordered = Self.indexOrder(recipes, includeDrafts: includeDrafts)
        let items = listing(ordered, root: "")
        // Groups as index order has them (recipes without one last), unnamed when no recipe
        // has a group (one plain list), "More recipes" otherwise.
        var names: [String?] = []
        for recipe in ordered where !names.contains(recipe.frontMatter.group) {
            names.append(recipe.frontMatter.group)
        }
        let groups: [TemplateValue] = names.map { name in
            var group: [String: TemplateValue] = [
                "recipes": .list(
                    zip(ordered, items).filter { $0.0.frontMatter.group == name }.map(\.1))
            ]
            if let title = name ?? (names.count > 1 ? templates.strings.text("moreRecipes") : nil) {
                group["name"] = .string(title)
            }
            return .object(group)
        }
        let content = templates.renderUTF8(
            .index,
            [
                "groups": .list(groups), "recipes": .list(items),
                "description": .string(config.description),
                "siteTitle": .string(config.title),
                "featured": featuredContext(recipes) ?? false,
                "hasTags": .bool(
                    recipes.contains {
                        !$0.frontMatter.tags.isEmpty && (includeDrafts || !$0.frontMatter.draft)
                    }),
            ])
        return layout(
            title: config.title, description: config.description, root: "", content: content,
            path: "index.html")
    }

    /// The page a server shows for a missing path, as text.
    public func notFoundPage() -> String {
        String(decoding: notFoundPageUTF8(), as: UTF8.self)
    }

    func notFoundPageUTF8() -> [UInt8] {
        var content = HTMLWriter(capacity: 256)
        let strings = templates.strings
        content.raw("<h1>")
        content.escaped(strings.text("pageNotFound"))
        content.raw("</h1>\n<p>")
        content.escaped(strings.text("noPageHere"))
        content.raw(" <a href=\"")
        content.escaped(config.baseURL)
        content.raw("\">")
        content.escaped(strings.text("backToRecipes"))
        content.raw("</a>.</p>")
        return layout(
            title: strings.text("pageNotFound"), description: config.description,
            root: config.baseURL,
            content: content.bytes)
    }

    func layout(
        title: String, description: String, root: String, content: [UInt8],
        stepStyles: [UInt8] = [],
        path: String? = nil, image: String? = nil, sidebar: [UInt8] = []
    )
        -> [UInt8]
    {
        var context: [String: TemplateValue] = [
            "title": .string(title), "siteTitle": .string(config.title),
            "description": .string(description),
            "root": .string(root), "baseURL": .string(config.baseURL), "content": .utf8(content),
        ]
        if !sidebar.isEmpty { context["sidebar"] = .utf8(sidebar) }
        if let path, let canonical = absoluteURL(path) { context["canonical"] = .string(canonical) }
        // A recipe is an article; the listings are the website's own pages.
        context["ogType"] = .string(
            path.map { $0.hasSuffix("/index.html") && !$0.hasPrefix("tags/") } == true
                ? "article" : "website")
        if writesFeedAndSitemap { context["feed"] = .string(root + "feed.xml") }
        if !stepStyles.isEmpty { context["stepStyles"] = .utf8(stepStyles) }
        if let image { context["image"] = .string(image) }
        if let style = config.theme.style { context["themeStyle"] = .string(style) }
        if templates.assetContents["custom.css"] != nil { context["customCSS"] = .bool(true) }
        if let logo = config.theme.logo { context["logo"] = .string(root + logo) }
        let favicon = config.theme.faviconLink
        context["favicon"] = .string(root + favicon.path)
        context["faviconType"] = .string(favicon.type)
        return templates.renderUTF8(
            .layout, .object(context), capacity: content.count + stepStyles.count + 2048)
    }
}

/// What the index page shows of a recipe and what decides its place there (its front
/// matter, every field of which the index uses, and how many walkthroughs it has): when
/// a recipe's entry is unchanged, so is the index (the preview server relies on it).
public struct IndexEntry: Equatable, Sendable {
    public var slug: String
    public var frontMatter: FrontMatter
    public var walkthroughs: Int

    public init(_ recipe: Recipe) {
        slug = recipe.slug
        frontMatter = recipe.frontMatter
        walkthroughs = recipe.walkthroughs.count
    }
}

/// What the index orders recipes by: `order` first (recipes with one before those
/// without), then the newest date, the title and the address.
private struct RecipeOrderKey {
    let order: Int?
    let date: String
    let title: String
    let slug: String

    init(_ recipe: Recipe) {
        order = recipe.frontMatter.order
        date = recipe.frontMatter.date ?? ""
        title = recipe.frontMatter.title
        slug = recipe.slug
    }

    func precedes(_ other: RecipeOrderKey) -> Bool {
        switch (order, other.order) {
        case (let x?, let y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: break
        }
        if date != other.date { return date > other.date }
        return title != other.title ? title < other.title : slug < other.slug
    }
}
