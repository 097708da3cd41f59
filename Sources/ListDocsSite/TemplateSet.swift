import Foundation
import ListDocsTemplate

/// The page templates: the defaults shipped with listdocs, each replaced by a site's own
/// file of the same name in its `Templates/` folder.
public struct TemplateSet: Sendable {
    /// The templates, by name (`layout`, `index`, `recipe`, `walkthrough`, `tag`, `tags`,
    /// `embed`).
    let library: TemplateLibrary
    /// The asset files' contents, by path relative to `assets/`, site files winning (read
    /// once, so rendering a site reads no file).
    public let assetContents: [String: [UInt8]]
    /// The words the site writes itself, in its language (`SiteStrings`); every template
    /// reads them as `s` (`{{s.onThisPage}}`) and the language as `language`.
    public let strings: SiteStrings

    /// The names every set must have.
    static let required = Page.allCases.map(\.rawValue)

    /// Loads the defaults from `defaults`, then the site's overrides from `overrides`.
    /// With `siteRoot`, an override (template or asset) whose real path leaves that folder,
    /// through a symbolic link, is an error: it is never read or copied.
    public init(defaults: URL, overrides: URL?, siteRoot: URL? = nil, language: String = "en")
        throws(SiteError)
    {
        var sources: [String: (text: String, path: String)] = [:]
        var assets: [String: URL] = [:]
        let inside = siteRoot.map { realPath($0.standardizedFileURL.path) }
        for directory in [defaults, overrides].compactMap({ $0 }) {
            let boundary = directory == overrides ? inside : nil
            try Self.readTemplates(in: directory, inside: boundary, into: &sources)
            try Self.findAssets(in: directory, inside: boundary, into: &assets)
        }
        for name in Self.required where sources[name] == nil {
            throw SiteError(
                path: defaults.path, line: 1, column: 1,
                message: "no '\(name).mustache' template found")
        }
        library = try Self.library(of: sources)
        assetContents = try Self.contents(of: assets)
        strings = try SiteStrings.load(
            language: language, defaults: defaults, overrides: overrides, inside: inside)
        sharedContext = [
            "s": strings.templateValue, "language": .string(language),
            "scriptStrings": .string(strings.scriptJSON),
            "themeSwitch": strings.themeSwitchLabels,
        ]
    }

    /// What every template can read besides its own context: `s`, `language`,
    /// `scriptStrings` (the words the page scripts read, as JSON; made once per set) and
    /// `themeSwitch` (the theme switch's label per theme).
    private let sharedContext: [String: TemplateValue]

    /// The `.mustache` files of `directory`, by name, replacing those found before.
    private static func readTemplates(
        in directory: URL, inside boundary: String?,
        into sources: inout [String: (text: String, path: String)]
    ) throws(SiteError) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".mustache") {
            let url = directory.appendingPathComponent(file)
            let text = try SiteSources.readSiteFile(url.path, shownAs: url.path, inside: boundary)
            sources[String(file.dropLast(".mustache".count))] = (text, url.path)
        }
    }

    /// The files under `directory/assets`, by relative path, replacing those found before.
    private static func findAssets(
        in directory: URL, inside boundary: String?, into assets: inout [String: URL]
    ) throws(SiteError) {
        let assetRoot = directory.appendingPathComponent("assets")
        guard let enumerator = FileManager.default.enumerator(atPath: assetRoot.path) else {
            return
        }
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            let url = assetRoot.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                try checkAsset(url, relative: relative, inside: boundary)
                assets[relative] = url
            }
        }
    }

    /// Every template parsed; a template that does not parse, a partial tag that names no
    /// template, or a layout without the step rules is an error in its file.
    private static func library(of sources: [String: (text: String, path: String)])
        throws(SiteError) -> TemplateLibrary
    {
        var library = TemplateLibrary()
        for (name, (text, path)) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(text, named: name)
            } catch {
                throw SiteError(
                    path: path, line: error.line, column: error.column,
                    message: "template does not parse: \(error.message)")
            }
        }
        if let (template, partial) = library.missingPartials.first,
            let (text, path) = sources[template]
        {
            let (line, column) = position(of: partial, in: text)
            let known = library.names.joined(separator: ", ")
            throw SiteError(
                path: path, line: line, column: column,
                message:
                    "there is no template named '\(partial)' for this partial tag; the templates are: \(known)"
            )
        }
        for name in ["layout", "embed"] {
            if let (text, path) = sources[name], !text.contains("stepStyles") {
                throw SiteError(
                    path: path, line: 1, column: 1,
                    message:
                        "this \(name == "layout" ? "layout" : "embed page") never shows '{{{stepStyles}}}': put it in <head>, or no walkthrough can step"
                )
            }
        }
        return library
    }

    /// The bytes of every asset, read once.
    private static func contents(of assets: [String: URL]) throws(SiteError) -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for (relative, url) in assets {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SiteError(
                    path: url.path, line: 0, column: 0, message: "this asset cannot be read")
            }
            contents[relative] = Array(data)
        }
        return contents
    }

    /// Where the first partial tag naming `partial` is (1-based line and column), or the
    /// start of the file when it cannot be told (a tag written with changed delimiters).
    static func position(of partial: String, in text: String) -> (Int, Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            var rest = Substring(line)
            while let open = rest.range(of: "{{>") {
                let after = rest[open.upperBound...]
                if let close = after.range(of: "}}"),
                    after[..<close.lowerBound].trimmingCharacters(in: .whitespaces) == partial
                {
                    return (
                        index + 1, line.distance(from: line.startIndex, to: open.lowerBound) + 1
                    )
                }
                rest = after
            }
        }
        return (1, 1)
    }

    /// An asset must have a plain name and, with `inside`, stay in that folder.
    private static func checkAsset(_ url: URL, relative: String, inside: String?) throws(SiteError)
    {
        guard SiteManifest.isContained(relative) else {
            throw SiteError(
                path: url.path, line: 0, column: 0,
                message: "an asset's name cannot hold control characters")
        }
        guard let inside else { return }
        let real = realPath(url.standardizedFileURL.path)
        guard real.hasPrefix(inside + "/") else {
            throw SiteError(
                path: url.path, line: 0, column: 0,
                message:
                    "this asset is a symbolic link to \(real), outside the site's folder; listdocs copies only files inside it"
            )
        }
    }

    /// One of the templates every set has (`TemplateSet.required`, checked when the set
    /// loads).
    enum Page: String, CaseIterable {
        case layout, index, recipe, walkthrough, tag, tags, embed
    }

    /// Renders template `page` with `context` into UTF-8 bytes.
    func renderUTF8(_ page: Page, _ context: TemplateValue, capacity: Int = 4096) -> [UInt8] {
        do {
            var context = context
            if case .object(var members) = context {
                members.merge(sharedContext) { own, _ in own }
                context = .object(members)
            }
            return try library.renderUTF8(page.rawValue, context, capacity: capacity).bytes
        } catch {
            preconditionFailure("the template set was loaded without '\(page.rawValue)': \(error)")
        }
    }

    /// Where the default templates are: `$LISTDOCS_TEMPLATES`, the `share/listdocs/Templates`
    /// folder next to an installed binary, or the checkout the binary was built from.
    public static func defaultDirectory(executable: URL? = Bundle.main.executableURL) -> URL {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["LISTDOCS_TEMPLATES"],
            !override.isEmpty
        {
            return URL(fileURLWithPath: override)
        }
        // The running binary's real path (a bare `listdocs` found on the PATH included).
        let executableURL = (executable ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath()
        let installed = executableURL.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/listdocs/Templates")
        if fileManager.fileExists(atPath: installed.appendingPathComponent("layout.mustache").path)
        {
            return installed
        }
        // Sources/ListDocsSite/TemplateSet.swift → the checkout's Templates/.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }
}
