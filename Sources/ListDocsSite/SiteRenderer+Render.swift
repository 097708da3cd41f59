import ListDocsPresentation
import ListDocsTemplate

/// The site's files rendered: one by one (the preview, a page at a time), or many at once,
/// a recipe rendered once for all its pages.
extension SiteRenderer {
    /// One file's bytes.
    public func render(_ page: Page, of recipes: [Recipe]) -> [UInt8] {
        render(page, of: recipes, sidebars: nil)
    }

    /// One file's bytes, a recipe page's sidebar taken from `sidebars` (`navigation(_:)`,
    /// made once for many pages) when given.
    public func render(_ page: Page, of recipes: [Recipe], sidebars: ((Int) -> [UInt8])?)
        -> [UInt8]
    {
        switch page {
        case .recipe(let index, let previous, let next):
            recipePageUTF8(
                recipes[index], previous: previous.map { recipes[$0] },
                next: next.map { recipes[$0] }, lead: [],
                catalog: CrashCatalogIndex(recipes, includeDrafts: includeDrafts),
                sidebar: sidebars?(index) ?? sidebarUTF8(of: index, in: recipes))
        case .recipeSection(let index, let part, let previous, let next):
            recipePageAndWalkthroughs(
                recipes[index], previous: previous.map { recipes[$0] },
                next: next.map { recipes[$0] }, lead: [],
                catalog: CrashCatalogIndex(recipes, includeDrafts: includeDrafts),
                sidebar: sidebars?(index) ?? sidebarUTF8(of: index, in: recipes)
            ).sections[part].page
        case .index: indexPageUTF8(recipes)
        case .notFound: notFoundPageUTF8()
        case .asset(let path): templates.assetContents[path] ?? []
        case .tagIndex(let tags): tagIndexPageUTF8(tags)
        case .tag(let tag): tagPageUTF8(tag, recipes)
        case .robots: robotsUTF8()
        case .sitemap(let paths): sitemapUTF8(recipes, paths: paths)
        case .feed: feedUTF8(recipes)
        case .searchIndex: searchIndexUTF8(searchShares(recipes))
        case .searchPage: searchPageUTF8(searchShares(recipes))
        case .picture(let recipe, let walkthrough, _):
            drawn(page, from: pictureSet(recipes[recipe], walkthrough: walkthrough)) ?? []
        case .card(let recipe): drawn(page, from: pictureSet(recipes[recipe], walkthrough: 0)) ?? []
        case .embed(let recipe, let walkthrough):
            embedPageUTF8(
                recipes[recipe], walkthrough: walkthrough,
                catalog: CrashCatalogIndex(recipes, includeDrafts: includeDrafts))
        case .swiftFile(let recipe, let walkthrough):
            swiftFileUTF8(recipes[recipe], walkthrough: walkthrough)
        }
    }

    /// Every file of the site, rendered, in path order.
    public func render(_ recipes: [Recipe]) -> [SiteFile] {
        let all = pages(recipes)
        return zip(all, render(all.map(\.page), of: recipes, sidebars: navigation(recipes)))
            .map { SiteFile(path: $0.path, bytes: $1) }
    }

    /// Several files' bytes, in order. A recipe is rendered once for its page and its section
    /// pages, where rendering each page alone would present every walkthrough of a split
    /// recipe again for each of its sections.
    public func render(
        _ pages: [Page], of recipes: [Recipe], sidebars: @escaping (Int) -> [UInt8]
    ) -> [[UInt8]] {
        var rendered: [Int: RenderedRecipe] = [:]
        let catalog = CrashCatalogIndex(recipes, includeDrafts: includeDrafts)
        func recipe(_ index: Int, _ previous: Int?, _ next: Int?) -> RenderedRecipe {
            if let done = rendered[index] { return done }
            let done = recipePageAndWalkthroughs(
                recipes[index], previous: previous.map { recipes[$0] },
                next: next.map { recipes[$0] }, lead: [], catalog: catalog,
                sidebar: sidebars(index))
            rendered[index] = done
            return done
        }
        return pages.map { page in
            switch page {
            case .recipe(let index, let previous, let next):
                recipe(index, previous, next).page
            case .recipeSection(let index, let part, let previous, let next):
                recipe(index, previous, next).sections[part].page
            default:
                render(page, of: recipes, sidebars: sidebars)
            }
        }
    }
}
