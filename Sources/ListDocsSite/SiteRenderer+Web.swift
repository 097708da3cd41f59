import ListDocsTemplate

/// The files the web expects of a site besides its pages: `robots.txt`, and, when the
/// site's address is known (an absolute `base_url`), an Atom feed and `sitemap.xml`, whose
/// URLs must be absolute.
extension SiteRenderer {
    /// The site's absolute address with a trailing `/`, or nil when `base_url` is only a
    /// path (the default `/`).
    var absoluteBase: String? {
        let lower = config.baseURL.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return nil }
        return config.baseURL.hasSuffix("/") ? config.baseURL : config.baseURL + "/"
    }

    /// Whether the feed and the sitemap can be written.
    public var writesFeedAndSitemap: Bool { absoluteBase != nil }

    /// The absolute URL of a page at `path` (`slug/index.html` → `https://…/slug/`).
    func absoluteURL(_ path: String) -> String? {
        guard let base = absoluteBase else { return nil }
        let trimmed =
            path == "index.html"
            ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
        return base + trimmed
    }

    /// `robots.txt`: everything may be crawled; the sitemap's address when there is one.
    func robotsUTF8() -> [UInt8] {
        var text = "User-agent: *\nAllow: /\n"
        if let sitemap = absoluteURL("sitemap.xml") { text += "Sitemap: \(sitemap)\n" }
        return Array(text.utf8)
    }

    /// `sitemap.xml`: the index, every published recipe (with its date) and the tag pages.
    func sitemapUTF8(_ recipes: [Recipe], paths: [String]) -> [UInt8] {
        var out = HTMLWriter(capacity: 256 + paths.count * 96)
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.raw("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
        let dates = Dictionary(
            recipes.map { (Self.pagePath(slug: $0.slug), $0.frontMatter.date) },
            uniquingKeysWith: { a, _ in a })
        // Embed pages (embed/<slug>/<id>/index.html) hold a walkthrough its recipe's page
        // shows: they are not listed.
        for path in paths
        where path.hasSuffix("index.html") && path != "search/index.html"
            && !Self.isEmbedPath(path)
        {
            guard let url = absoluteURL(path) else { continue }
            out.raw("<url><loc>")
            out.escaped(url)
            out.raw("</loc>")
            if let date = dates[path] ?? nil {
                out.raw("<lastmod>")
                out.escaped(date)
                out.raw("</lastmod>")
            }
            out.raw("</url>\n")
        }
        out.raw("</urlset>\n")
        return out.bytes
    }

    /// `feed.xml`: an Atom feed of the published recipes, newest first. Dates come from
    /// the recipes (no clock), so the feed is the same for the same sources; a recipe
    /// without a date counts as 1970-01-01.
    func feedUTF8(_ recipes: [Recipe]) -> [UInt8] {
        guard let base = absoluteBase else { return [] }
        let entries = Self.indexOrder(recipes).sorted {
            ($0.frontMatter.date ?? "") > ($1.frontMatter.date ?? "")
        }
        let newest = entries.compactMap(\.frontMatter.date).max() ?? "1970-01-01"
        var out = HTMLWriter(capacity: 512 + entries.count * 512)
        out.raw("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
        out.raw("<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<title>")
        out.escaped(config.title)
        out.raw("</title>\n<subtitle>")
        out.escaped(config.description)
        out.raw("</subtitle>\n<id>")
        out.escaped(base)
        out.raw("</id>\n<link href=\"")
        out.escaped(base)
        out.raw("\"/>\n<link rel=\"self\" href=\"")
        out.escaped(base + "feed.xml")
        out.raw("\"/>\n<updated>")
        out.escaped(newest)
        out.raw("T00:00:00Z</updated>\n<author><name>")
        out.escaped(config.title)
        out.raw("</name></author>\n")
        for recipe in entries {
            let url = base + recipe.slug + "/"
            out.raw("<entry>\n<title>")
            out.escaped(recipe.frontMatter.title)
            out.raw("</title>\n<id>")
            out.escaped(url)
            out.raw("</id>\n<link href=\"")
            out.escaped(url)
            out.raw("\"/>\n<updated>")
            out.escaped(recipe.frontMatter.date ?? "1970-01-01")
            out.raw("T00:00:00Z</updated>\n")
            if let summary = recipe.frontMatter.summary {
                out.raw("<summary>")
                out.escaped(summary)
                out.raw("</summary>\n")
            }
            for tag in recipe.frontMatter.tags {
                out.raw("<category term=\"")
                out.escaped(tag)
                out.raw("\"/>\n")
            }
            out.raw("</entry>\n")
        }
        out.raw("</feed>\n")
        return out.bytes
    }
}
