import ListDocsMarkdown
import ListDocsTemplate

/// Renders the pages of a site from its recipes and templates. Pure: text in, text out.
public struct PageRenderer: Sendable {
    let templates: TemplateSet
    let config: SiteConfig

    public init(templates: TemplateSet, config: SiteConfig) {
        self.templates = templates
        self.config = config
    }

    /// The recipes in index order: explicit `order` first (lowest first), then newest date
    /// first, then by title; drafts left out.
    public static func indexOrder(_ recipes: [Recipe]) -> [Recipe] {
        // Sort positions, not the (large) recipe values.
        let shown = recipes.indices.filter { !recipes[$0].frontMatter.draft }
        return shown.sorted { i, j in
            let (a, b) = (recipes[i], recipes[j])
            switch (a.frontMatter.order, b.frontMatter.order) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: break
            }
            let (da, db) = (a.frontMatter.date ?? "", b.frontMatter.date ?? "")
            if da != db { return da > db }
            return a.frontMatter.title != b.frontMatter.title ? a.frontMatter.title < b.frontMatter.title : a.slug < b.slug
        }.map { recipes[$0] }
    }

    /// The page of one recipe.
    public func recipePage(_ recipe: Recipe) -> String {
        String(decoding: recipePageUTF8(recipe), as: UTF8.self)
    }

    /// The page of one recipe as UTF-8 bytes, ready for a file: rendered pieces are passed
    /// on as bytes, never decoded on the way.
    public func recipePageUTF8(_ recipe: Recipe) -> [UInt8] {
        var body = HTMLWriter(capacity: 32_768)
        for (index, html) in recipe.document.html.enumerated() {
            body.raw(html)
            if index < recipe.walkthroughs.count {
                let id = "\(recipe.slug)-w\(index + 1)"
                body.raw(templates.renderUTF8("walkthrough", WalkthroughContext.make(recipe.walkthroughs[index], id: id), capacity: 16_384))
            }
        }
        let context: TemplateValue = [
            "title": .string(recipe.frontMatter.title), "summary": .string(recipe.frontMatter.summary ?? ""),
            "hasSummary": .bool(recipe.frontMatter.summary != nil), "date": .string(recipe.frontMatter.date ?? ""),
            "hasDate": .bool(recipe.frontMatter.date != nil), "tags": .list(recipe.frontMatter.tags.map(TemplateValue.string)),
            "body": .utf8(body.bytes),
        ]
        let content = templates.renderUTF8("recipe", context, capacity: body.bytes.count + 1024)
        return layout(title: recipe.frontMatter.title, description: recipe.frontMatter.summary ?? config.description,
                      root: "../", content: content)
    }

    /// The index page.
    public func indexPage(_ recipes: [Recipe]) -> String {
        let items: [TemplateValue] = Self.indexOrder(recipes).map { recipe in
            let entry = IndexEntry(recipe)
            let front = entry.frontMatter
            return [
                "title": .string(front.title), "summary": .string(front.summary ?? ""),
                "hasSummary": .bool(front.summary != nil), "href": .string("\(entry.slug)/"),
                "date": .string(front.date ?? ""), "hasDate": .bool(front.date != nil),
                "tags": .list(front.tags.map(TemplateValue.string)), "walkthroughs": .int(entry.walkthroughs),
            ]
        }
        let content = templates.renderUTF8("index", [
            "recipes": .list(items), "description": .string(config.description), "siteTitle": .string(config.title),
        ])
        return String(decoding: layout(title: config.title, description: config.description, root: "", content: content), as: UTF8.self)
    }

    /// The page a server shows for a missing path.
    public func notFoundPage() -> String {
        var content = HTMLWriter(capacity: 256)
        content.raw("<h1>Page not found</h1>\n<p>There is no page here. <a href=\"")
        content.escaped(config.baseURL)
        content.raw("\">Back to the recipes</a>.</p>")
        return String(decoding: layout(title: "Page not found", description: config.description, root: config.baseURL,
                                       content: content.bytes), as: UTF8.self)
    }

    private func layout(title: String, description: String, root: String, content: [UInt8]) -> [UInt8] {
        templates.renderUTF8("layout", [
            "title": .string(title), "siteTitle": .string(config.title), "description": .string(description),
            "root": .string(root), "baseURL": .string(config.baseURL), "content": .utf8(content),
        ], capacity: content.count + 2048)
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
