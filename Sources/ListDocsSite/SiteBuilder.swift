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
        /// The number of HTML pages written (0 when the build failed).
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
        let pages = try publish { staging in
            // Each page is written as soon as it is rendered, on every core, so the whole
            // site is never held in memory.
            let failures = Slots<String?>(repeating: nil, count: published.count)
            DispatchQueue.concurrentPerform(iterations: published.count) { index in
                do {
                    try Self.write(renderer.recipePage(published[index]), to: staging, at: "\(published[index].slug)/index.html")
                } catch {
                    failures.set(index, "\(error)")
                }
            }
            if let failure = failures.values.compactMap({ $0 }).first { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: failure]) }
            try Self.write(renderer.indexPage(recipes), to: staging, at: "index.html")
            try Self.write(renderer.notFoundPage(), to: staging, at: "404.html")
            for (relative, source) in templates.assets.sorted(by: { $0.key < $1.key }) {
                let url = staging.appendingPathComponent("assets").appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source, to: url)
            }
            return published.count + 2
        }
        return Result(diagnostics: diagnostics, pagesWritten: pages)
    }

    private static func write(_ html: String, to staging: URL, at path: String) throws {
        let url = staging.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(html.utf8).write(to: url)
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

    /// Loads recipes on every core; results keep the order of `files`.
    public static func loadConcurrently(_ files: [(String, String)], config: SiteConfig) -> [(Recipe?, [FileDiagnostic])] {
        let results = Slots<(Recipe?, [FileDiagnostic])>(repeating: (nil, []), count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let (file, display) = files[index]
            let result: (Recipe?, [FileDiagnostic])
            if let text = try? String(contentsOfFile: file, encoding: .utf8) {
                result = RecipeLoader.load(path: display, text: text, config: config)
            } else {
                result = (nil, [FileDiagnostic(SiteError(path: display, line: 1, column: 1, message: "cannot read this file as UTF-8 text"), source: "")])
            }
            results.set(index, result)
        }
        return results.values
    }

    /// Lets `fill` write the site into a staging folder next to the output, then swaps it
    /// in; on any failure the staging folder is removed and the output left as it was.
    private func publish(_ fill: (URL) throws -> Int) throws -> Int {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: staging)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            let count = try fill(staging)
            let old = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
            if fileManager.fileExists(atPath: output.path) { try fileManager.moveItem(at: output, to: old) }
            do {
                try fileManager.moveItem(at: staging, to: output)
            } catch {
                if fileManager.fileExists(atPath: old.path) { try? fileManager.moveItem(at: old, to: output) }
                throw error
            }
            try? fileManager.removeItem(at: old)
            return count
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    /// A path relative to the current directory when it is inside it.
    public func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
