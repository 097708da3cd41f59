import ListDocsScript

/// The files a site has, before they are rendered: what each is and where it goes.
extension SiteRenderer {
    /// One file the site has, before it is rendered.
    public enum Page: Hashable, Sendable {
        /// The page of the recipe at this position in the list given, with the positions of
        /// the recipes before and after it in index order (its "previous" and "next").
        case recipe(Int, previous: Int? = nil, next: Int? = nil)
        /// Section page `part` of a split recipe (`RecipeParts`), with the same neighbours
        /// as the recipe's page.
        case recipeSection(Int, part: Int, previous: Int? = nil, next: Int? = nil)
        /// The index of all published recipes.
        case index
        /// What a server shows for a missing path.
        case notFound
        /// A file of the templates' `assets/` folder, by its path inside it.
        case asset(String)
        /// Every tag, with how many recipes carry it (`tags/index.html`).
        case tagIndex([TagListing])
        /// The recipes that carry one tag (`tags/<tag>/index.html`).
        case tag(TagListing)
        /// `robots.txt`.
        case robots
        /// `sitemap.xml` (only with an absolute base URL), listing these pages.
        case sitemap([String])
        /// `feed.xml`, an Atom feed (only with an absolute base URL).
        case feed
        /// `search.json`, the search index.
        case searchIndex
        /// `search/index.html`, every entry as a plain list.
        case searchPage
        /// A picture of walkthrough `walkthrough` of recipe `recipe`: its animation, or
        /// every step's picture in one file.
        case picture(recipe: Int, walkthrough: Int, kind: PictureKind)
        /// The picture a link to the recipe shows (`<slug>/card.svg`): the last step of
        /// its first walkthrough.
        case card(recipe: Int)
        /// The page that holds one walkthrough alone, for another site's `<iframe>`.
        case embed(recipe: Int, walkthrough: Int)
        /// A walkthrough's code as one Swift file to download (`<slug>/<id>.swift`).
        case swiftFile(recipe: Int, walkthrough: Int)

        /// Whether the page lists recipes, so that it changes when what the index shows of
        /// one changes.
        public var isListing: Bool {
            switch self {
            case .index, .notFound, .tagIndex, .tag, .sitemap, .feed, .searchIndex, .searchPage:
                true
            case .recipe, .recipeSection, .asset, .robots, .picture, .card, .embed, .swiftFile:
                false
            }
        }

        /// The recipe the page belongs to (its page, a picture or an embed), by position.
        public var recipe: Int? {
            switch self {
            case .recipe(let index, _, _), .recipeSection(let index, _, _, _): index
            case .picture(let index, _, _), .embed(let index, _), .card(let index),
                .swiftFile(let index, _):
                index
            default: nil
            }
        }
    }

    /// Where the search index is written.
    public static let searchIndexPath = "search.json"
    /// Where the search page is written.
    public static let searchPagePath = "search/index.html"

    /// Every file the site has, with its path, in path order: one page per published
    /// recipe, the index, the not-found page and the assets.
    public func pages(_ recipes: [Recipe]) -> [(path: String, page: Page)] {
        var pages: [(path: String, page: Page)] = recipePages(recipes)
        pages.append(("index.html", .index))
        pages.append(("404.html", .notFound))
        pages.append((Self.searchIndexPath, .searchIndex))
        pages.append((Self.searchPagePath, .searchPage))
        let tags = self.tags(recipes)
        if !tags.isEmpty {
            pages.append(("tags/index.html", .tagIndex(tags)))
            pages += tags.map { ("tags/\($0.slug)/index.html", .tag($0)) }
        }
        pages += templates.assetContents.keys.map { ("assets/" + $0, .asset($0)) }
        pages.append(("robots.txt", .robots))
        if writesFeedAndSitemap {
            pages.append(("sitemap.xml", .sitemap(pages.map(\.path).sorted())))
            pages.append(("feed.xml", .feed))
        }
        // Sorted by place, then moved once: sorting the pages themselves moved every page's
        // path and payload at each step of the merge (a twelfth of a preview rebuild).
        let order = pages.indices.sorted { pages[$0].path < pages[$1].path }
        return order.map { pages[$0] }
    }

    /// Where a recipe's own files go (its page, section pages, embed pages, Swift files,
    /// pictures and card), in no set order: what the preview compares to know whether a
    /// save changed the site's list of files.
    public func ownPaths(of recipe: Recipe) -> [String] {
        recipePages([recipe]).map(\.path)
    }

    /// The recipe pages, each with its neighbours in index order, and each walkthrough's
    /// embed page and pictures.
    func recipePages(_ recipes: [Recipe]) -> [(path: String, page: Page)] {
        let order = Self.indexOrderPositions(recipes, includeDrafts: includeDrafts)
        var pages: [(path: String, page: Page)] = []
        for k in order.indices {
            let recipe = recipes[order[k]]
            let previous = k > 0 ? order[k - 1] : nil
            let next = k + 1 < order.count ? order[k + 1] : nil
            pages.append(
                (
                    Self.pagePath(slug: recipe.slug),
                    .recipe(order[k], previous: previous, next: next)
                ))
            for (part, section) in RecipeParts(recipe).parts.enumerated() {
                pages.append(
                    (
                        recipe.slug + "/" + section.fileName,
                        .recipeSection(order[k], part: part, previous: previous, next: next)
                    ))
            }
            for w in recipe.walkthroughs.indices {
                let id = recipe.walkthroughID(at: w)
                pages.append(
                    (
                        Self.embedPath(slug: recipe.slug, id: id),
                        .embed(recipe: order[k], walkthrough: w)
                    ))
                pages.append(
                    (
                        Self.codeFilePath(
                            slug: recipe.slug, id: id,
                            objectiveC: recipe.walkthroughs[w].attributes.showsObjectiveC),
                        .swiftFile(recipe: order[k], walkthrough: w)
                    ))
                guard config.pictures else { continue }
                for kind in PictureKind.allCases {
                    pages.append(
                        (
                            Self.picturePath(slug: recipe.slug, id: id, kind: kind),
                            .picture(recipe: order[k], walkthrough: w, kind: kind)
                        ))
                }
            }
            if config.pictures, !recipe.walkthroughs.isEmpty {
                pages.append((Self.cardPath(slug: recipe.slug), .card(recipe: order[k])))
            }
        }
        return pages
    }

    /// The two pictures the build writes of every walkthrough.
    public enum PictureKind: String, CaseIterable, Hashable, Sendable {
        /// The whole walkthrough, animated: `<slug>/<id>.animated.svg`.
        case animated
        /// Every step's picture, one under another, each the target of a view
        /// (`<slug>/<id>.steps.svg#step-3`).
        case steps
    }

    /// Where a walkthrough's picture goes: `<slug>/<id>.animated.svg` or
    /// `<slug>/<id>.steps.svg` (an id holds no `.`, so no two walkthroughs' files meet).
    public static func picturePath(slug: String, id: String, kind: PictureKind) -> String {
        "\(slug)/\(id).\(kind.rawValue).svg"
    }

    /// Where a walkthrough's Swift file goes: `<slug>/<id>.swift`.
    public static func swiftFilePath(slug: String, id: String) -> String { "\(slug)/\(id).swift" }

    /// Where a walkthrough's code file is: Swift, or for a page that shows Objective-C
    /// (iOS 7 and earlier) an implementation file, `.m`.
    public static func codeFilePath(slug: String, id: String, objectiveC: Bool) -> String {
        objectiveC ? "\(slug)/\(id).m" : swiftFilePath(slug: slug, id: id)
    }

    /// Where a recipe's card picture goes.
    public static func cardPath(slug: String) -> String { "\(slug)/card.svg" }

    /// Whether `path` is a walkthrough's embed page (not a recipe named `embed`).
    public static func isEmbedPath(_ path: String) -> Bool {
        path.hasPrefix("embed/") && path.split(separator: "/").count == 4
    }

    /// Where a walkthrough's embed page goes: `embed/<slug>/<id>/index.html`.
    public static func embedPath(slug: String, id: String) -> String {
        "embed/\(slug)/\(id)/index.html"
    }

    /// Where a recipe's page goes.
    public static func pagePath(slug: String) -> String { slug + "/index.html" }
}
