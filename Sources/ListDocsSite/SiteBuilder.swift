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
        /// Whether the site was published.
        public var succeeded: Bool { !diagnostics.contains(where: \.isError) }
    }

    /// Checks every recipe and, when all is well, writes the site. A failed build leaves
    /// the previous output untouched; an output that `OutputCheck` refuses throws a
    /// `PublishError` before anything is read or written. `onWait` hears once when another
    /// build of the same output holds the lock.
    public func build(onWait: (String) -> Void = { _ in }) throws(PublishError) -> Result {
        let outputPath = output.standardizedFileURL.path
        let sourcePath = sources.root.standardizedFileURL.path
        _ = try OutputCheck.check(output: realPath(outputPath), source: realPath(sourcePath))
        let recipes: [Recipe]
        let diagnostics: [Diagnostic]
        let config: SiteConfig
        do {
            (recipes, diagnostics, config) = try sources.load()
        } catch {
            return Result(diagnostics: [error.diagnostic()], pagesWritten: 0)
        }
        guard !diagnostics.contains(where: \.isError) else {
            return Result(diagnostics: diagnostics, pagesWritten: 0)
        }
        let templates: TemplateSet
        do {
            templates = try sources.templates()
        } catch {
            return Result(diagnostics: [error.diagnostic()], pagesWritten: 0)
        }
        let renderer = SiteRenderer(
            templates: templates, config: config, includeDrafts: includeDrafts)
        let pages = renderer.pages(recipes)
        let publisher = try SitePublisher(output: outputPath, source: sourcePath, onWait: onWait)
        do throws(PublishError) {
            // Each file is published as soon as it is rendered, on every core, so the whole
            // site is never held in memory.
            let failures = Slots<PublishError?>(repeating: nil, count: pages.count)
            DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                do throws(PublishError) {
                    try publisher.publish(
                        utf8: renderer.render(pages[index].page, of: recipes), at: pages[index].path
                    )
                } catch {
                    failures.set(index, error)
                }
            }
            if let failure = failures.values.compactMap({ $0 }).first { throw failure }
            try publisher.commit()
        } catch {
            publisher.abandon()
            throw error
        }
        var htmlPages = 0
        var embedPages = 0
        var pictures = 0
        for (path, page) in pages {
            switch page {
            case .embed: embedPages += 1
            case .picture: pictures += 1
            default: if path.hasSuffix(".html") { htmlPages += 1 }
            }
        }
        return Result(
            diagnostics: diagnostics, pagesWritten: htmlPages, leftAlone: publisher.notes,
            wroteFeedAndSitemap: renderer.writesFeedAndSitemap, embedPages: embedPages,
            pictures: pictures)
    }
}
