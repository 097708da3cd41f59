import Foundation
import ListDocsDiagnostics
import ListDocsMarkdown
import ListDocsScript

/// A site's sources as every command reads them: its root, `listdocs.yml`, the recipes of
/// `Content/` (each a regular file inside the site's folder, never a link out of it), and
/// the templates. `build`, `check`, `serve` read a site through it; `run` and `explain` read
/// single files through `readFile`. Nothing here writes.
public struct SiteSources: Sendable {
    /// The site's root folder (holding `Content/`, `Templates/`, `listdocs.yml`).
    public var root: URL
    /// Overrides the config's base URL (`--base-url`).
    public var baseURL: String?
    /// Where the default templates are.
    public var defaultTemplates: URL

    /// The sources of the site at `root`.
    public init(
        root: URL, baseURL: String? = nil, defaultTemplates: URL = TemplateSet.defaultDirectory()
    ) {
        self.root = root
        self.baseURL = baseURL
        self.defaultTemplates = defaultTemplates
    }

    /// The default templates overridden by the site's own `Templates/`.
    public func templates(language: String = "en") throws(SiteError) -> TemplateSet {
        try TemplateSet(
            defaults: defaultTemplates, overrides: root.appendingPathComponent("Templates"),
            siteRoot: root, language: language)
    }

    /// Reads the site's config (defaults when `listdocs.yml` is absent).
    public func loadConfig() -> (SiteConfig, Diagnostic?) {
        let configURL = root.appendingPathComponent("listdocs.yml")
        var configText: String?
        do throws(SiteError) {
            if FileStatus(configURL.path) != nil {
                configText = try Self.readSiteFile(
                    configURL.path, shownAs: displayPath(configURL),
                    inside: realPath(root.standardizedFileURL.path))
            }
            var config = try SiteConfig.parse(configText, path: displayPath(configURL))
            if let baseURL {
                switch BaseURL.validated(baseURL) {
                case .success(let url): config.baseURL = url
                case .failure(let problem):
                    throw SiteError(
                        path: "--base-url", line: 0, column: 0,
                        message: "'\(baseURL)' \(problem.reason)")
                }
            }
            return (config, nil)
        } catch {
            return (SiteConfig(), error.diagnostic(source: configText ?? ""))
        }
    }

    /// listdocs' crash catalog, which `catalog: true` adds to a site (its page is
    /// `crash-catalog/`, as its file name says).
    public var catalogFile: URL {
        defaultTemplates.appendingPathComponent("catalog/crash-catalog.md")
    }

    /// The recipe files of the site as `load` reads them: `recipeFiles()`, and the crash
    /// catalog when `config` asks for it.
    public func recipeFiles(config: SiteConfig) throws(SiteError) -> [String] {
        withCatalog(try recipeFiles(), config: config)
    }

    /// `files` (the site's recipes), and the crash catalog when `config` asks for it.
    public func withCatalog(_ files: [String], config: SiteConfig) -> [String] {
        config.catalog ? files + [catalogFile.path] : files
    }

    /// Reads and runs every recipe without writing anything (`listdocs check`): the
    /// recipes named in `paths`, or those of `Content/`, which must stay inside the site's
    /// folder (a symbolic link out of it is an error).
    public func load(paths: [String]? = nil) throws(SiteError) -> (
        [Recipe], [Diagnostic], SiteConfig
    ) {
        let (config, configProblem) = loadConfig()
        if let configProblem { return ([], [configProblem], config) }
        let (recipes, diagnostics) = try load(paths: paths, config: config)
        return (recipes, diagnostics, config)
    }

    /// `load(paths:)` with the site's config already read, its headings' links saying
    /// `headingLinkLabel` (the site's words).
    public func load(
        paths: [String]? = nil, config: SiteConfig,
        headingLinkLabel: String = MarkdownParser.headingLinkLabel
    ) throws(SiteError) -> ([Recipe], [Diagnostic]) {
        let loaded =
            if let paths {
                Self.loadConcurrently(
                    paths.map { ($0, displayPath(URL(fileURLWithPath: $0))) }, config: config,
                    headingLinkLabel: headingLinkLabel)
            } else {
                loadContent(
                    try recipeFiles(config: config), config: config,
                    headingLinkLabel: headingLinkLabel)
            }
        var recipes: [Recipe] = []
        var diagnostics: [Diagnostic] = []
        for (recipe, found) in loaded {
            if let recipe { recipes.append(recipe) }
            diagnostics += found
        }
        diagnostics += Self.caseCollisions(recipes) + catalogCollision(recipes, config: config)
        if paths == nil, let featured = config.featured,
            SiteRenderer.featured(featured.id, in: recipes) == nil
        {
            diagnostics.append(
                Diagnostic.error(
                    "featured: no walkthrough has the id '\(featured.id)'; write a walkthrough's id= or its place (slug-w1)",
                    at: featured.location
                ).inFile(featured.path, source: ""))
        }
        return (recipes, diagnostics.sorted())
    }

    /// An error when `catalog: true` adds the crash catalog and a recipe of the site has
    /// its address.
    public func catalogCollision(_ recipes: [Recipe], config: SiteConfig) -> [Diagnostic] {
        guard config.catalog,
            let own = recipes.first(where: {
                $0.slug == CrashCatalogIndex.slug && $0.path != catalogFile.path
            })
        else { return [] }
        return [
            Diagnostic.error(
                "this recipe has the address crash-catalog/, which catalog: true in listdocs.yml gives listdocs' crash catalog; rename the file or drop catalog: true",
                at: SourceLocation(line: 1, column: 1)
            ).inFile(own.path, source: "")
        ]
    }

    /// Errors for recipes whose slugs differ only in case from an earlier one's: on a
    /// file system that ignores case (macOS) they would be one page.
    static func caseCollisions(_ recipes: [Recipe]) -> [Diagnostic] {
        var seen: [String: String] = [:]
        var found: [Diagnostic] = []
        for recipe in recipes {
            let key = recipe.slug.lowercased()
            if let first = seen[key] {
                let message =
                    "this file's page address '\(recipe.slug)' differs only in case from \(first)'s; rename one"
                found.append(Diagnostic.error(message, file: recipe.path))
            } else {
                seen[key] = recipe.path
            }
        }
        return found
    }

    /// The Markdown files of `Content/`, sorted. Throws when the site's folder or its
    /// `Content/` is missing, naming the path.
    public func recipeFiles() throws(SiteError) -> [String] {
        let content = root.appendingPathComponent("Content")
        guard FileStatus(realPath(root.standardizedFileURL.path))?.kind == .folder else {
            throw SiteError(
                path: displayPath(root), line: 0, column: 0,
                message: "the site's folder does not exist")
        }
        guard let names = folderEntries(content.path) else {
            if errno == EMFILE || errno == ENFILE {
                throw SiteError(
                    path: displayPath(content), line: 0, column: 0,
                    message:
                        "cannot list Content/: the process has as many files open as it may",
                    transient: true)
            }
            // Run from inside Content/ itself, the recipes are right here.
            let inside = root.standardizedFileURL.lastPathComponent == "Content"
            throw SiteError(
                path: displayPath(content), line: 0, column: 0,
                message: inside
                    ? "there is no Content/ folder here: this folder is Content/ itself; run listdocs from the site's folder above it (cd ..)"
                    : "there is no Content/ folder here; a site keeps its recipes in Content/*.md")
        }
        // Joined as text: a URL per name was a twentieth of a preview rebuild at 1,000.
        let folder = content.path
        return names.filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
    }

    /// Loads recipes of `Content/` (paths from `recipeFiles()`) with the checks `build`
    /// applies to them: a file whose real path is outside the site's folder (a symbolic link
    /// out of it) or that is not a regular file is an error and is not read. `serve` loads
    /// through here too, so it reads exactly what `build` would.
    public func loadContent(
        _ files: [String], config: SiteConfig,
        headingLinkLabel: String = MarkdownParser.headingLinkLabel
    ) -> [(Recipe?, [Diagnostic])] {
        // listdocs' own catalog is read where it is installed, outside the site.
        let catalog = catalogFile.path
        return Self.loadConcurrently(
            files.map { ($0, $0 == catalog ? $0 : displayPath(URL(fileURLWithPath: $0))) },
            config: config, inside: realPath(root.standardizedFileURL.path), trusted: [catalog],
            headingLinkLabel: headingLinkLabel)
    }

    /// Loads recipes on every core, in batches (see `RecipeLoader.load(_:config:)`);
    /// results keep the order of `files`. With `inside`, a file whose real path is not in
    /// that folder is an error and is not read.
    public static func loadConcurrently(
        _ files: [(String, String)], config: SiteConfig, inside: String? = nil,
        trusted: Set<String> = [], headingLinkLabel: String = MarkdownParser.headingLinkLabel
    ) -> [(Recipe?, [Diagnostic])] {
        // Batches of up to 32, but at least four per core, so that a small site still
        // keeps every core busy.
        let batchSize = max(
            1, min(32, files.count / (4 * ProcessInfo.processInfo.activeProcessorCount)))
        let batches = (files.count + batchSize - 1) / batchSize
        let results = Slots<[(Recipe?, [Diagnostic])]>(repeating: [], count: batches)
        DispatchQueue.concurrentPerform(iterations: batches) { batch in
            let range = (batch * batchSize)..<min(files.count, (batch + 1) * batchSize)
            let texts = range.map { index in
                Swift.Result { () throws(SiteError) in
                    try readSiteFile(
                        files[index].0, shownAs: files[index].1,
                        inside: trusted.contains(files[index].0) ? nil : inside)
                }
            }
            let readable = zip(range, texts).compactMap { index, text in
                (try? text.get()).map { (path: files[index].1, text: $0) }
            }
            var loaded = RecipeLoader.load(
                readable, config: config, headingLinkLabel: headingLinkLabel
            ).makeIterator()
            results.set(
                batch,
                texts.map { text in
                    if case .failure(let problem) = text { return (nil, [problem.diagnostic()]) }
                    return loaded.next()!
                })
        }
        return results.values.flatMap { $0 }
    }

    /// The text of the file at `path` (UTF-8, no control characters), for `listdocs run`.
    public static func readFile(_ path: String) throws(SiteError) -> String {
        try readSiteFile(path, shownAs: path, inside: nil)
    }

    /// The most bytes a recipe, a script or a site file may hold: a hundred times the largest
    /// page listdocs ships. A larger file is refused before it is read.
    public static let maximumSiteFileBytes = 16 << 20

    /// The text of a site file: UTF-8 with no control characters, and, with `inside`, a
    /// regular file whose real path is inside that folder (a pipe or a device is never
    /// opened: reading one could wait forever).
    static func readSiteFile(_ path: String, shownAs shown: String, inside: String?)
        throws(SiteError) -> String
    {
        if let inside {
            let real = realPath(URL(fileURLWithPath: path).standardizedFileURL.path)
            guard real.hasPrefix(inside + "/") else {
                throw SiteError(
                    path: shown, line: 0, column: 0,
                    message:
                        "this file is a symbolic link to \(real), outside the site's folder; listdocs reads only files inside it"
                )
            }
            if let status = FileStatus(real), status.kind != .file {
                throw SiteError(
                    path: shown, line: 0, column: 0,
                    message: status.kind == .folder
                        ? "this is a folder, not a file"
                        : "this is not a regular file (a pipe, socket or device); listdocs reads only regular files from a site"
                )
            }
        }
        if let status = FileStatus(realPath(path)), status.size > maximumSiteFileBytes {
            throw SiteError(
                path: shown, line: 0, column: 0,
                message:
                    "this file holds \(status.size) bytes; listdocs reads recipes, scripts and site files of at most \(maximumSiteFileBytes) (16 MiB)"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileStatus(path) != nil
            throw SiteError(
                path: shown, line: 0, column: 0,
                message: exists ? "this file cannot be read" : "this file does not exist")
        }
        return try SourceText.decode(Array(data), path: shown)
    }

    /// A path relative to the current directory when it is inside it.
    public func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
