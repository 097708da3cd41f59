import Foundation

/// Builds a whole site: reads `Content/`, `Templates/` and `listdocs.yml`, renders every
/// page, and publishes the result only when nothing failed.
public struct SiteBuilder {
    /// The site's root folder (holding `Content/`, `Templates/`, `listdocs.yml`).
    public var root: URL
    /// Where the site is written.
    public var output: URL
    /// Overrides the config's base URL.
    public var baseURL: String?
    /// Where the default templates are.
    public var defaultTemplates: URL

    public init(root: URL, output: URL, baseURL: String? = nil, defaultTemplates: URL = TemplateSet.defaultDirectory()) {
        self.root = root
        self.output = output
        self.baseURL = baseURL
        self.defaultTemplates = defaultTemplates
    }

    /// What a build produced.
    public struct Result {
        /// Every diagnostic, sorted by file and position.
        public var diagnostics: [FileDiagnostic]
        /// The number of HTML pages the site has (0 when the build failed); unchanged pages
        /// count too, though a rebuild leaves their files alone.
        public var pagesWritten: Int
        /// Whether the site was published.
        public var succeeded: Bool { !diagnostics.contains(where: \.isError) }
    }

    /// Checks every recipe and, when all is well, writes the site. A failed build leaves
    /// the previous output untouched.
    public func build() throws -> Result {
        let (recipes, diagnostics, config) = try load()
        guard !diagnostics.contains(where: \.isError) else { return Result(diagnostics: diagnostics, pagesWritten: 0) }
        let templates: TemplateSet
        do {
            templates = try TemplateSet(defaults: defaultTemplates, overrides: root.appendingPathComponent("Templates"))
        } catch {
            return Result(diagnostics: [FileDiagnostic(error, source: "")], pagesWritten: 0)
        }
        let renderer = PageRenderer(templates: templates, config: config)
        let published = recipes.filter { !$0.frontMatter.draft }
        let publisher = try SitePublisher(output: output)
        do {
            // Each page is published as soon as it is rendered, on every core, so the whole
            // site is never held in memory.
            let failures = Slots<String?>(repeating: nil, count: published.count)
            DispatchQueue.concurrentPerform(iterations: published.count) { index in
                do {
                    try publisher.publish(utf8: renderer.recipePageUTF8(published[index]), at: "\(published[index].slug)/index.html")
                } catch {
                    failures.set(index, "\(error)")
                }
            }
            if let failure = failures.values.compactMap({ $0 }).first {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: failure])
            }
            try publisher.publish(renderer.indexPage(recipes), at: "index.html")
            try publisher.publish(renderer.notFoundPage(), at: "404.html")
            for (relative, source) in templates.assets.sorted(by: { $0.key < $1.key }) {
                try publisher.copy(source, to: "assets/" + relative)
            }
        } catch {
            publisher.abandon()
            throw error
        }
        try publisher.commit()
        return Result(diagnostics: diagnostics, pagesWritten: published.count + 2)
    }

    /// Reads the site's config (defaults when `listdocs.yml` is absent).
    public func loadConfig() -> (SiteConfig, FileDiagnostic?) {
        let configURL = root.appendingPathComponent("listdocs.yml")
        let configText = try? String(contentsOf: configURL, encoding: .utf8)
        do {
            var config = try SiteConfig.parse(configText, path: displayPath(configURL))
            if let baseURL { config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }
            return (config, nil)
        } catch {
            return (SiteConfig(), FileDiagnostic(error, source: configText ?? ""))
        }
    }

    /// Reads and runs every recipe without writing anything (`listdocs check`).
    public func load(paths: [String]? = nil) throws -> ([Recipe], [FileDiagnostic], SiteConfig) {
        let (config, configProblem) = loadConfig()
        if let configProblem { return ([], [configProblem], config) }
        let files = try paths ?? recipeFiles()
        let loaded = Self.loadConcurrently(files.map { ($0, displayPath(URL(fileURLWithPath: $0))) }, config: config)
        var recipes: [Recipe] = []
        var diagnostics: [FileDiagnostic] = []
        for (recipe, found) in loaded {
            if let recipe { recipes.append(recipe) }
            diagnostics += found
        }
        return (recipes, diagnostics.sorted(), config)
    }

    /// The Markdown files of `Content/`, sorted.
    public func recipeFiles() throws -> [String] {
        let content = root.appendingPathComponent("Content")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: content.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: content.path])
        }
        return names.filter { $0.hasSuffix(".md") }.sorted().map { content.appendingPathComponent($0).path }
    }

    /// Loads recipes on every core, in batches (see `RecipeLoader.load(_:config:)`);
    /// results keep the order of `files`.
    public static func loadConcurrently(_ files: [(String, String)], config: SiteConfig) -> [(Recipe?, [FileDiagnostic])] {
        // Batches of up to 32, but at least four per core, so that a small site still
        // keeps every core busy.
        let batchSize = max(1, min(32, files.count / (4 * ProcessInfo.processInfo.activeProcessorCount)))
        let batches = (files.count + batchSize - 1) / batchSize
        let results = Slots<[(Recipe?, [FileDiagnostic])]>(repeating: [], count: batches)
        DispatchQueue.concurrentPerform(iterations: batches) { batch in
            let range = (batch * batchSize)..<min(files.count, (batch + 1) * batchSize)
            let texts = range.map { try? String(contentsOfFile: files[$0].0, encoding: .utf8) }
            let readable = zip(range, texts).compactMap { index, text in text.map { (path: files[index].1, text: $0) } }
            var loaded = RecipeLoader.load(readable, config: config).makeIterator()
            results.set(batch, zip(range, texts).map { index, text in
                guard text != nil else {
                    let problem = SiteError(path: files[index].1, line: 1, column: 1, message: "cannot read this file as UTF-8 text")
                    return (nil, [FileDiagnostic(problem, source: "")])
                }
                return loaded.next()!
            })
        }
        return results.values.flatMap { $0 }
    }

    /// A path relative to the current directory when it is inside it.
    public func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
