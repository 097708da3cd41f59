import CListDocsSystem
import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// Keeps a site built in memory and rebuilds only what a change affects: the changed
/// recipe's page and the index for a recipe edit; everything for a template or config
/// change. A broken edit keeps the last good site and reports its diagnostics.
public final class PreviewBuilder {
    /// What one rebuild did.
    public struct Report: Sendable {
        /// What was rebuilt, in words: `Content/a.md and the index`, `everything`.
        public var rebuilt: String
        /// How long it took, in seconds.
        public var seconds: Double
        /// The diagnostics of the current sources; errors mean the site was not updated.
        public var diagnostics: [Diagnostic]
        /// Whether the site was updated.
        public var succeeded: Bool { !diagnostics.contains(where: \.isError) }
    }

    private let sources: SiteSources
    private var stamps: [String: Date] = [:]
    private var recipes: [String: (Recipe?, [Diagnostic])] = [:]
    /// The renderer of the last good build.
    public private(set) var renderer: SiteRenderer?
    /// The last good site.
    public private(set) var site = SiteFiles()
    /// The diagnostics of the latest build.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Each recipe's share of the search, by path, made at the last render that needed it
    /// and forgotten when the recipe loads again (every recipe does when the templates, the
    /// site's words or `listdocs.yml` change).
    private var searchShares: [String: SiteRenderer.SearchShare] = [:]
    /// Every file of the last render, before it was rendered (`SiteRenderer.pages`).
    private var lastPages: [(path: String, page: SiteRenderer.Page)]?
    /// Per recipe page, what it showed of its neighbours at the last render.
    private var lastNeighbours: [String: String] = [:]
    /// Whether the site's folder or its `Content/` was missing at the last look.
    private var sourcesMissing = false

    public init(root: URL, defaultTemplates: URL = TemplateSet.defaultDirectory()) {
        sources = SiteSources(root: root, defaultTemplates: defaultTemplates)
    }

    /// Rebuilds what changed since the last call; nil when nothing changed.
    public func rebuild() -> Report? {
        let start = Date()
        let files: [String]
        switch listRecipeFiles(start) {
        case .files(let found): files = found
        case .report(let report): return report
        }
        guard let current = scan(files) else { return nil }
        let changed = Set(current.keys.filter { stamps[$0] != current[$0] }).union(
            stamps.keys.filter { current[$0] == nil })
        guard !changed.isEmpty else { return nil }
        stamps = current
        let (config, configProblem) = sources.loadConfig()
        if let configProblem { return finish(start, "listdocs.yml", [configProblem]) }
        // The recipes: Content/*.md, and listdocs' crash catalog when the site asks for it.
        // Any other changed file (a template, an asset, listdocs.yml) changes everything.
        let recipePaths = Set(sources.withCatalog(files, config: config))
        let known = Set(recipes.keys)
        let isRecipe = { (path: String) in recipePaths.contains(path) || known.contains(path) }
        let everything = renderer == nil || changed.contains { !isRecipe($0) }
        let changedRecipes = changed.filter(isRecipe).sorted()
        let toLoad =
            everything ? recipePaths.sorted() : changedRecipes.filter(recipePaths.contains)
        for path in known where !recipePaths.contains(path) {
            recipes[path] = nil
            searchShares[path] = nil
        }
        let active: SiteRenderer
        do {
            guard let made = try renderer(reloadingTemplates: everything, config: config)
            else { return nil }
            active = made
        } catch {
            return finish(start, "the templates", [error.diagnostic()])
        }
        let loaded = sources.loadContent(
            toLoad, config: config, headingLinkLabel: active.headingLinkLabel)
        let entryChanged = keep(Array(zip(toLoad, loaded)))
        let listingChanged =
            entryChanged || everything || changedRecipes.contains { !recipePaths.contains($0) }
        let allDiagnostics =
            (recipes.values.flatMap(\.1)
            + sources.catalogCollision(recipes.values.compactMap(\.0), config: config)).sorted()
        if allDiagnostics.contains(where: \.isError) {
            return finish(start, describe(everything, changedRecipes), allDiagnostics)
        }

        renderer = active
        render(
            with: active, everything: everything, changedRecipes: changedRecipes,
            listingChanged: listingChanged)
        return finish(
            start, describe(everything, changedRecipes, index: listingChanged), allDiagnostics)
    }

    /// The renderer a rebuild renders with: made from the templates when everything reloads
    /// (before the recipes load, their headings being written in its words), else the current
    /// one. It replaces the current one only once the recipes load without an error, so until
    /// then the last good site keeps being served.
    private func renderer(reloadingTemplates: Bool, config: SiteConfig) throws(SiteError)
        -> SiteRenderer?
    {
        guard reloadingTemplates else { return renderer }
        let templates = try sources.templates(language: config.language)
        return SiteRenderer(templates: templates, config: config, includeDrafts: true)
    }

    /// Keeps each loaded recipe by its path; whether what the index shows of any changed.
    private func keep(_ loaded: [(String, (Recipe?, [Diagnostic]))]) -> Bool {
        var listingChanged = false
        for (path, result) in loaded {
            if recipes[path]?.0.map(IndexEntry.init) != result.0.map(IndexEntry.init) {
                listingChanged = true
            }
            recipes[path] = result
            searchShares[path] = nil
        }
        return listingChanged
    }

    /// What listing the recipe files gave: the files, or what to report instead (nil: look
    /// again at the next poll).
    private enum Listing {
        case files([String])
        case report(Report?)
    }

    /// The recipe files; when they cannot be listed, what to report.
    private func listRecipeFiles(_ start: Date) -> Listing {
        do {
            let files = try sources.recipeFiles()
            sourcesMissing = false
            return .files(files)
        } catch {
            // Out of descriptors for a moment (a flood of connections): look again at the
            // next poll; the sources have not gone.
            if error.transient { return .report(nil) }
            // Keep serving the last good site; say so once, not at every poll.
            if sourcesMissing { return .report(nil) }
            sourcesMissing = true
            stamps = [:]
            return .report(finish(start, "nothing", [error.diagnostic()]))
        }
    }

    /// Renders into the site what changed: every file, or the changed recipes' pages and,
    /// when what the index shows changed, the index and the not-found page.
    private func render(
        with renderer: SiteRenderer, everything: Bool, changedRecipes: [String],
        listingChanged: Bool
    ) {
        // The recipes in a stable order, so that a page's position names it.
        let kept = recipes.keys.sorted().compactMap { path in recipes[path]?.0.map { (path, $0) } }
        let (paths, all) = (kept.map(\.0), kept.map(\.1))
        let pages =
            keptPages(
                renderer, all, paths: paths, changedRecipes: changedRecipes,
                listingChanged: everything || listingChanged) ?? renderer.pages(all)
        lastPages = pages
        let sidebars = renderer.navigation(all)
        if everything {
            lastNeighbours = Self.neighbours(pages, of: all, sidebars: sidebars)
            var fresh = SiteFiles()
            for file in renderer.render(all) { fresh.set(file.path, Data(file.bytes)) }
            site = fresh
            // The full render wrote the search too; this keeps every recipe's share, so that
            // the first save does not make them all (the same bytes, about 25 ms at 1,000).
            renderSearch(with: renderer, all, paths: paths)
            return
        }
        let draw = { (page: SiteRenderer.Page) in
            Data(renderer.render(page, of: all, sidebars: sidebars))
        }
        let drawAll = { (many: [SiteRenderer.Page]) in
            renderer.render(many, of: all, sidebars: sidebars).map { Data($0) }
        }
        let rendered = renderRecipes(changedRecipes, pages: pages, drawAll: drawAll)
        // The search holds every heading and crash text, which any edit may change.
        renderSearch(with: renderer, all, paths: paths)
        // What a page shows of the others (neighbours, sidebar) comes from their front
        // matter and addresses, which is what the listings show: unchanged with them.
        guard listingChanged else { return }
        renderListings(
            pages, besides: rendered, draw: draw,
            neighbours: Self.neighbours(pages, of: all, sidebars: sidebars))
    }

    /// The last render's list of files when a save cannot have changed it: no recipe came,
    /// went or changed what the listings show (so every position and neighbour stands), and
    /// each saved recipe still has the same files (its sections, walkthroughs and their ids).
    /// Listing every file of a 1,000-recipe site again was over a quarter of a save.
    private func keptPages(
        _ renderer: SiteRenderer, _ all: [Recipe], paths: [String], changedRecipes: [String],
        listingChanged: Bool
    ) -> [(path: String, page: SiteRenderer.Page)]? {
        guard !listingChanged, let last = lastPages else { return nil }
        for path in changedRecipes {
            guard let position = paths.firstIndex(of: path) else { return nil }
            let before = last.filter { $0.page.recipe == position }.map(\.path)
            guard before.sorted() == renderer.ownPaths(of: all[position]).sorted() else {
                return nil
            }
        }
        return last
    }

    /// The changed recipes' pages (and their other pages), and nothing left of a removed
    /// one; the paths rendered.
    private func renderRecipes(
        _ changedRecipes: [String], pages: [(path: String, page: SiteRenderer.Page)],
        drawAll: ([SiteRenderer.Page]) -> [Data]
    ) -> Set<String> {
        var rendered: Set<String> = []
        for path in changedRecipes {
            // The recipe's walkthroughs may have been renamed or removed: their embed pages
            // and pictures go with the old version, and the current ones are written anew.
            let oldSlug = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let slug = recipes[path]?.0?.slug ?? oldSlug
            // So do its Swift files, and a split recipe's section pages: its sections may
            // have been renamed.
            let made = [".svg", ".swift", ".html"]
            for file in site.files.keys
            where file.hasPrefix("embed/\(slug)/")
                || (file.hasPrefix("\(slug)/") && made.contains { file.hasSuffix($0) })
            {
                site.remove(file)
            }
            let pagePath = SiteRenderer.pagePath(slug: slug)
            guard recipes[path]?.0 != nil,
                let page = pages.first(where: { $0.path == pagePath })?.page
            else {
                site.remove(SiteRenderer.pagePath(slug: oldSlug))
                continue
            }
            rendered.insert(pagePath)
            // Its page first, then its section pages, embeds, pictures and Swift files.
            let own =
                [(pagePath, page)]
                + pages.filter {
                    $0.page.recipe == page.recipe && $0.page != page
                }
            for (path, bytes) in zip(own.map(\.0), drawAll(own.map(\.1))) {
                site.set(path, bytes)
            }
        }
        return rendered
    }

    /// `search.json` and the search page, from each recipe's kept share of the search
    /// (made for a recipe that has none).
    private func renderSearch(with renderer: SiteRenderer, _ all: [Recipe], paths: [String]) {
        let files = renderer.searchFiles(all) { position in
            if let kept = searchShares[paths[position]] { return kept }
            let share = renderer.searchShare(all[position])
            searchShares[paths[position]] = share
            return share
        }
        site.set(SiteRenderer.searchIndexPath, Data(files.index))
        site.set(SiteRenderer.searchPagePath, Data(files.page))
    }

    /// Every page that lists recipes (the index, the 404, the tag pages), no tag page whose
    /// tag is gone, and the recipes whose neighbours or sidebar changed (moved, renamed,
    /// added, removed).
    private func renderListings(
        _ pages: [(path: String, page: SiteRenderer.Page)], besides rendered: Set<String>,
        draw: (SiteRenderer.Page) -> Data, neighbours: [String: String]
    ) {
        defer { lastNeighbours = neighbours }
        let listings = pages.filter { $0.page.isListing }
        let current = Set(listings.map(\.path))
        for path in site.files.keys where path.hasPrefix("tags/") && !current.contains(path) {
            site.remove(path)
        }
        for (path, page) in listings { site.set(path, draw(page)) }
        for (path, page) in pages where !rendered.contains(path) {
            if let signature = neighbours[path], lastNeighbours[path] != signature {
                site.set(path, draw(page))
            }
        }
    }

    /// What a recipe page shows of its neighbours (their addresses and titles), by page.
    private static func neighbours(
        _ pages: [(path: String, page: SiteRenderer.Page)], of all: [Recipe],
        sidebars navigation: (Int) -> [UInt8]
    )
        -> [String: String]
    {
        var result: [String: String] = [:]
        for (path, page) in pages {
            let index: Int
            let previous: Int?
            let next: Int?
            switch page {
            case .recipe(let i, let p, let n), .recipeSection(let i, _, let p, let n):
                (index, previous, next) = (i, p, n)
            default: continue
            }
            let describe = { (index: Int?) in
                index.map { all[$0].slug + "\u{0}" + all[$0].frontMatter.title } ?? ""
            }
            // The sidebar too: a title, group or order changed elsewhere changes it here.
            result[path] =
                describe(previous) + "\u{1}" + describe(next) + "\u{1}"
                + String(decoding: navigation(index), as: UTF8.self)
        }
        return result
    }

    private func finish(_ start: Date, _ what: String, _ found: [Diagnostic]) -> Report {
        diagnostics = found
        return Report(rebuilt: what, seconds: Date().timeIntervalSince(start), diagnostics: found)
    }

    private func describe(_ everything: Bool, _ changedRecipes: [String], index: Bool = true)
        -> String
    {
        if everything { return "everything" }
        let names = changedRecipes.map { sources.displayPath(URL(fileURLWithPath: $0)) }
        return names.joined(separator: ", ") + (index ? " and the index" : "")
    }

    /// Modification dates of every file the site is built from.
    /// The modification time of every source: the recipes, `listdocs.yml` and every file
    /// of both template folders. Nil when a folder that exists cannot be listed (the process
    /// is out of descriptors for a moment): a folder read as empty then would look like
    /// every template deleted.
    private func scan(_ recipeFiles: [String]) -> [String: Date]? {
        var result: [String: Date] = [:]
        func stamp(_ path: String) {
            let nanoseconds = listdocs_modification_time(path)
            guard nanoseconds >= 0 else { return }
            result[path] = Date(timeIntervalSince1970: Double(nanoseconds) / 1e9)
        }
        recipeFiles.forEach(stamp)
        stamp(sources.root.appendingPathComponent("listdocs.yml").path)
        for folder in [
            sources.root.appendingPathComponent("Templates").path, sources.defaultTemplates.path,
        ] {
            guard let files = filesUnder(folder) else { return nil }
            files.forEach(stamp)
        }
        return result
    }
}
