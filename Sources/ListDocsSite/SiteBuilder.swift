import Foundation
import ListDocsDiagnostics
import ListDocsScript

/// Builds a whole site: reads `Content/`, `Templates/` and `listdocs.yml`, renders every
/// page, and publishes the result only when nothing failed.
public struct SiteBuilder {
    /// What the site is built from.
    public var sources: SiteSources
    /// Where the site is written.
    public var output: URL
    /// Whether drafts get pages, marked as drafts (`build --drafts`).
    public var includeDrafts = false
    /// Whether a build with nothing changed since the last one leaves the output as it is
    /// without rendering it again (off: `build --force`).
    public var reusesUnchanged = true

    public init(
        root: URL, output: URL, baseURL: String? = nil,
        defaultTemplates: URL = TemplateSet.defaultDirectory()
    ) {
        sources = SiteSources(root: root, baseURL: baseURL, defaultTemplates: defaultTemplates)
        self.output = output
    }

    /// What a build produced.
    public struct Result {
        /// Every diagnostic, sorted by file and position.
        public var diagnostics: [Diagnostic]
        /// The number of HTML pages the site has (0 when the build failed); unchanged pages
        /// count too, though a rebuild leaves their files alone.
        public var pagesWritten: Int
        /// Paths listdocs found in a replaced site or a killed build's leftovers and left
        /// alone, because it did not write them.
        public var leftAlone: [String] = []
        /// Whether `feed.xml` and `sitemap.xml` were written (they need an absolute base URL).
        public var wroteFeedAndSitemap = false
        /// The walkthroughs' embed pages (not counted in `pagesWritten`).
        public var embedPages = 0
        /// The walkthroughs' pictures (SVGs).
        public var pictures = 0
        /// The walkthroughs' code files (Swift, or Objective-C before iOS 8), one each.
        public var swiftFiles = 0
        /// Drafts the build left out (without `--drafts`).
        public var draftsLeftOut = 0
        /// Whether nothing the site is built from had changed since the last build, whose
        /// files were all still in place: nothing was read or written.
        public var unchanged = false
        /// Whether the site was published.
        public var succeeded: Bool { !diagnostics.contains(where: \.isError) }
    }

    /// Checks every recipe and, when all is well, writes the site. A failed build leaves
    /// the previous output untouched; an output that `OutputCheck` refuses throws a
    /// `PublishError` before anything is read or written. `onWait` hears once when another
    /// build of the same output holds the lock. When nothing the site is built from has
    /// changed since the last build, which left every file it wrote as it was, nothing is
    /// read or written and the result says so (`unchanged`), unless `reusesUnchanged` is off.
    public func build(onWait: (String) -> Void = { _ in }) throws(PublishError) -> Result {
        let outputPath = output.standardizedFileURL.path
        let sourcePath = sources.root.standardizedFileURL.path
        let existing = try OutputCheck.check(
            output: realPath(outputPath), source: realPath(sourcePath))
        let inputs = inputLines()
        if reusesUnchanged, case .site = existing,
            let result = try unchangedResult(
                output: realPath(outputPath), inputs: inputs, onWait: onWait)
        {
            return result
        }
        let recipes: [Recipe]
        let diagnostics: [Diagnostic]
        let templates: TemplateSet
        let renderer: SiteRenderer
        do {
            let (config, configProblem) = sources.loadConfig()
            if let configProblem { return Result(diagnostics: [configProblem], pagesWritten: 0) }
            // The renderer first: the recipes' headings are written in its words.
            templates = try sources.templates(language: config.language)
            renderer = SiteRenderer(
                templates: templates, config: config, includeDrafts: includeDrafts)
            (recipes, diagnostics) = try sources.load(
                config: config, headingLinkLabel: renderer.headingLinkLabel)
            guard !diagnostics.contains(where: \.isError) else {
                return Result(diagnostics: diagnostics, pagesWritten: 0)
            }
        } catch {
            return Result(diagnostics: [error.diagnostic()], pagesWritten: 0)
        }
        let pages = renderer.pages(recipes)
        let publisher = try SitePublisher(output: outputPath, source: sourcePath, onWait: onWait)
        Self.removeStamp(output: publisher.output)
        do throws(PublishError) {
            try publishAll(
                pages, of: recipes, renderer: renderer, templates: templates, into: publisher)
            try publisher.commit()
        } catch {
            publisher.abandon()
            throw error
        }
        var result = Self.counted(pages)
        result.diagnostics = diagnostics
        result.leftAlone = publisher.notes
        result.wroteFeedAndSitemap = renderer.writesFeedAndSitemap
        result.draftsLeftOut = includeDrafts ? 0 : recipes.filter(\.frontMatter.draft).count
        if diagnostics.isEmpty && result.leftAlone.isEmpty {
            Self.writeStamp(
                output: publisher.output, inputs: inputs, written: publisher.written,
                result: result)
        }
        return result
    }

    /// Renders every page and publishes each as soon as it is rendered, on every core, so
    /// the whole site is never held in memory. A walkthrough's pictures are drawn together,
    /// from one model of its device.
    private func publishAll(
        _ pages: [(path: String, page: SiteRenderer.Page)], of recipes: [Recipe],
        renderer: SiteRenderer, templates: TemplateSet, into publisher: SitePublisher
    ) throws(PublishError) {
        let work = Self.workItems(pages)
        let catalog = CrashCatalogIndex(recipes, includeDrafts: includeDrafts)
        let navigation = SiteNavigation(recipes, includeDrafts: includeDrafts)
        let failures = Slots<PublishError?>(repeating: nil, count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            do throws(PublishError) {
                switch work[index] {
                case .recipe(let page, let walkthroughPages):
                    guard case .recipe(let r, let previous, let next) = pages[page].page else {
                        return
                    }
                    let rendered = renderer.recipePageAndWalkthroughs(
                        recipes[r], previous: previous.map { recipes[$0] },
                        next: next.map { recipes[$0] }, lead: [], catalog: catalog,
                        sidebar: navigation.html(
                            current: r, root: "../", strings: templates.strings))
                    try publisher.publish(utf8: rendered.page, at: pages[page].path)
                    for page in walkthroughPages {
                        let bytes: [UInt8]
                        switch pages[page].page {
                        case .recipeSection(_, let part, _, _):
                            bytes = rendered.sections[part].page
                        case .embed(_, let w):
                            bytes = renderer.embedPageUTF8(
                                recipes[r], walkthrough: w, markup: rendered.walkthroughs[w])
                        case .swiftFile(_, let w):
                            bytes = renderer.swiftFileUTF8(
                                recipes[r], walkthrough: w,
                                presentation: rendered.presentations[w])
                        default: continue
                        }
                        try publisher.publish(utf8: bytes, at: pages[page].path)
                    }
                case .page(let page):
                    try publisher.publish(
                        utf8: renderer.render(pages[page].page, of: recipes), at: pages[page].path)
                case .pictures(let recipe, let walkthrough, let group):
                    let set = renderer.pictureSet(recipes[recipe], walkthrough: walkthrough)
                    for page in group {
                        guard let bytes = renderer.drawn(pages[page].page, from: set) else {
                            continue
                        }
                        try publisher.publish(utf8: bytes, at: pages[page].path)
                    }
                }
            } catch {
                failures.set(index, error)
            }
        }
        if let failure = failures.values.compactMap({ $0 }).first { throw failure }
    }

    /// What a build of `pages` writes, counted by kind: HTML pages, embed pages, pictures
    /// and Swift files.
    static func counted(_ pages: [(path: String, page: SiteRenderer.Page)]) -> Result {
        var result = Result(diagnostics: [], pagesWritten: 0)
        for (path, page) in pages {
            switch page {
            case .embed: result.embedPages += 1
            case .picture, .card: result.pictures += 1
            case .swiftFile: result.swiftFiles += 1
            default: if path.hasSuffix(".html") { result.pagesWritten += 1 }
            }
        }
        return result
    }

    /// What one worker renders and publishes: a page; a recipe's page with its embed
    /// pages (which show its walkthroughs' markup) and Swift files (written from its
    /// walkthroughs' presentations); or every picture of a walkthrough.
    enum WorkItem {
        case page(Int)
        case recipe(Int, walkthroughPages: [Int])
        case pictures(recipe: Int, walkthrough: Int, pages: [Int])
    }

    /// The pages in work items: each embed page joins its recipe's page, each picture (and
    /// the recipe's card) the item of its walkthrough.
    static func workItems(_ pages: [(path: String, page: SiteRenderer.Page)]) -> [WorkItem] {
        var items: [WorkItem] = []
        var groups: [[Int]: Int] = [:]
        var recipePages: [Int: Int] = [:]
        for (index, entry) in pages.enumerated() {
            if case .recipe(let recipe, _, _) = entry.page {
                recipePages[recipe] = index
            }
        }
        // A recipe's embed pages and Swift files are made from what its page made.
        var walkthroughPages: [Int: [Int]] = [:]
        for (index, entry) in pages.enumerated() {
            if let recipe = entry.page.madeWithItsRecipe, recipePages[recipe] != nil {
                walkthroughPages[recipe, default: []].append(index)
            }
        }
        for (index, entry) in pages.enumerated() {
            if case .recipe(let recipe, _, _) = entry.page {
                items.append(.recipe(index, walkthroughPages: walkthroughPages[recipe] ?? []))
                continue
            }
            if let recipe = entry.page.madeWithItsRecipe, recipePages[recipe] != nil { continue }
            // A recipe's card is the last step of its first walkthrough, drawn with it.
            let recipe: Int
            let walkthrough: Int
            switch entry.page {
            case .picture(let r, let w, _): (recipe, walkthrough) = (r, w)
            case .card(let r): (recipe, walkthrough) = (r, 0)
            default:
                items.append(.page(index))
                continue
            }
            if let position = groups[[recipe, walkthrough]],
                case .pictures(_, _, let group) = items[position]
            {
                items[position] = .pictures(
                    recipe: recipe, walkthrough: walkthrough, pages: group + [index])
            } else {
                groups[[recipe, walkthrough]] = items.count
                items.append(.pictures(recipe: recipe, walkthrough: walkthrough, pages: [index]))
            }
        }
        return items
    }
}

extension SiteRenderer.Page {
    /// The recipe whose page's work this page reuses: an embed page (its walkthrough's
    /// markup), a Swift file (its walkthrough presented) or a section page (rendered with
    /// the recipe's page); nil for any other page.
    var madeWithItsRecipe: Int? {
        switch self {
        case .embed(let recipe, _), .swiftFile(let recipe, _), .recipeSection(let recipe, _, _, _):
            recipe
        default: nil
        }
    }
}
