import ListDocsDiagnostics
import ListDocsMarkdown
import ListDocsPresentation
import ListDocsScript

/// A recipe: one Markdown file with its front matter, its rendered body and the
/// walkthroughs of its edit scripts.
///
/// Its parts live in one shared box that nothing changes once loaded, so copying a recipe
/// (into an index order, a page's neighbours, the preview's list) retains one reference
/// rather than each of its strings and arrays.
public struct Recipe: Sendable {
    private let box: Box

    /// The page's URL path segment, from the file name (`batch-updates.md` → `batch-updates`).
    public var slug: String { box.parts.slug }
    /// The file, as the user named it.
    public var path: String { box.parts.path }
    /// The front matter.
    public var frontMatter: FrontMatter { box.parts.frontMatter }
    /// The parsed Markdown.
    public var document: MarkdownDocument { box.parts.document }
    /// One walkthrough per edit script, in order.
    public var walkthroughs: [Walkthrough] { box.parts.walkthroughs }
    /// Each walkthrough presented in English, once, when the recipe is loaded: the search
    /// index reads its captions and code, and a site in English renders it as it is
    /// rather than presenting the walkthrough a second time.
    var presentations: [WalkthroughPresentation] { box.parts.presentations }
    /// The words search finds it by, read once when it is loaded (the preview rewrites the
    /// search index on every save, and reading every walkthrough's captions again each time
    /// cost a 1,000-recipe site over a second).
    var searchWords: RecipeSearchWords { box.parts.searchWords }

    init(_ parts: Parts) {
        box = Box(parts: parts)
    }

    /// What a recipe is made of (each described at its property above).
    struct Parts: Sendable {
        let slug: String
        let path: String
        let frontMatter: FrontMatter
        let document: MarkdownDocument
        let walkthroughs: [Walkthrough]
        let presentations: [WalkthroughPresentation]
        let searchWords: RecipeSearchWords
    }

    /// The parts, shared by every copy of the recipe.
    private final class Box: Sendable {
        let parts: Parts
        init(parts: Parts) { self.parts = parts }
    }
}

/// A recipe's words for full-text search (`SearchWords`), by where they stand.
struct RecipeSearchWords: Sendable {
    /// Before its first section.
    var intro: String
    /// Under each section, by the heading's `id`.
    var sections: [String: String]
    /// Each walkthrough's captions, notes and code.
    var walkthroughs: [String]
}

/// Loads recipes from text: no file system here, so tests and the server can share it.
public enum RecipeLoader {
    /// Parses and runs one recipe. Returns the recipe (nil when it has errors) and every
    /// diagnostic it produced. `headingLinkLabel` is what its headings' `#` links say to a
    /// screen reader (the site's words: `SiteStrings`).
    public static func load(
        path: String, text: String, config: SiteConfig,
        headingLinkLabel: String = MarkdownParser.headingLinkLabel
    ) -> (Recipe?, [Diagnostic]) {
        load([(path, text)], config: config, headingLinkLabel: headingLinkLabel)[0]
    }

    /// Parses and runs several recipes, one stage at a time over all of them: front matter,
    /// then Markdown, then edit scripts. The result is what `load(path:text:config:)` gives
    /// for each, in order; a stage's code stays in the processor's caches while it runs
    /// over the batch, which makes a batch of a few dozen recipes about a fifth faster to
    /// load than the same recipes one by one.
    public static func load(
        _ files: [(path: String, text: String)], config: SiteConfig,
        headingLinkLabel: String = MarkdownParser.headingLinkLabel
    ) -> [(Recipe?, [Diagnostic])] {
        // Line endings as CommonMark counts them, so every position agrees.
        let files = files.map { (path: $0.path, text: LineEndings.normalised($0.text)) }
        // Front matter; a recipe whose front matter fails goes no further. Nor does one
        // holding a control character (libcmark would stop reading at a NUL).
        let fronts = files.map { file in
            let (yaml, body, _) = FrontMatter.split(file.text)
            return Result { () throws(SiteError) in
                if let problem = SourceText.controlCharacter(in: file.text, path: file.path) {
                    throw problem
                }
                return (try FrontMatter.parse(yaml, path: file.path), body)
            }
        }
        // Markdown.
        let colour: MarkdownParser.CodeColourer? =
            config.highlightCode ? { CodeColouring.colourFencedBlock(info: $0, code: $1) } : nil
        let parsed = zip(files, fronts).map { file, front in
            front.map { frontMatter, body in
                // Headings keep clear of the ids the page gives its walkthroughs, the
                // positional ones and those their info strings name (`id=`).
                let slug = (try? Slug.make(fileName: fileName(file.path)).get()) ?? ""
                let document = MarkdownParser.parse(
                    body, allowRawHTML: config.allowRawHTML, colour: colour,
                    splitSections: frontMatter.split,
                    reservesID: { PageIDs.isTaken($0, slug: slug) },
                    scriptID: { walkthroughID(info: $0) }, headingLinkLabel: headingLinkLabel)
                return (frontMatter, document)
            }
        }
        // The edit scripts, and the recipe.
        return zip(files, parsed).map { file, parsed in
            switch parsed {
            case .failure(let error):
                return (nil, [error.diagnostic(source: file.text)])
            case .success(let (frontMatter, document)):
                return recipe(file, frontMatter: frontMatter, document: document)
            }
        }
    }

    /// A warning for each link or image whose URL the Markdown reader removed.
    private static func removedURLWarnings(
        _ document: MarkdownDocument, _ file: (path: String, text: String)
    ) -> [Diagnostic] {
        document.removedURLs.map { removed in
            let what = removed.isImage ? "image" : "link"
            let message =
                "this \(what)'s '\(removed.scheme):' URL was removed: a page never links to code or to the reader's files"
            return Diagnostic.warning(
                message, at: SourceLocation(line: removed.line, column: removed.column)
            ).inFile(file.path, source: file.text)
        }
    }

    /// Runs a parsed recipe's edit scripts: the recipe (nil when a script has errors) and
    /// every diagnostic.
    private static func recipe(
        _ file: (path: String, text: String), frontMatter: FrontMatter, document: MarkdownDocument
    ) -> (Recipe?, [Diagnostic]) {
        var diagnostics = removedURLWarnings(document, file)
        var walkthroughs: [Walkthrough] = []
        var named: [String: SourceLocation] = [:]
        let slug = try? Slug.make(fileName: fileName(file.path)).get()
        for (index, block) in document.editScripts.enumerated() {
            let infoLocation = SourceLocation(line: block.infoLine, column: block.infoColumn)
            let source = ScriptSource(
                info: block.info, infoLocation: infoLocation, body: block.body,
                firstBodyLine: block.firstBodyLine, columnOffset: block.indent)
            let (walkthrough, found) = ScriptRunner.run(source)
            diagnostics += found.map { $0.inFile(file.path, source: file.text) }
            if let id = walkthrough?.attributes.id {
                // An id names one walkthrough of the page, and never an address the page
                // gives something else (its own place, `slug-w2` on the second, it may keep).
                let problem: String? =
                    if let first = named[id] {
                        "the id '\(id)' already names the walkthrough at line \(first.line) of this page"
                    } else if let slug, PageIDs.isTaken(id, slug: slug),
                        id != PageIDs.walkthrough(slug: slug, index: index)
                    {
                        "the id '\(id)' is an address the page gives to something else; choose another"
                    } else { nil }
                if let problem {
                    diagnostics.append(
                        Diagnostic.error(problem, at: infoLocation).inFile(
                            file.path, source: file.text))
                }
                named[id] = named[id] ?? infoLocation
            }
            if let walkthrough { walkthroughs.append(walkthrough) }
        }
        guard let slug else {
            switch Slug.make(fileName: fileName(file.path)) {
            case .success: break
            case .failure(let problem):
                diagnostics.append(Diagnostic.error(problem.message, file: file.path))
            }
            return (nil, diagnostics)
        }
        guard !diagnostics.contains(where: \.isError) else { return (nil, diagnostics) }
        let presentations = walkthroughs.map { WalkthroughPresentation($0) }
        return (
            Recipe(
                Recipe.Parts(
                    slug: slug, path: file.path, frontMatter: frontMatter, document: document,
                    walkthroughs: walkthroughs, presentations: presentations,
                    searchWords: SearchWords.recipe(
                        document: document, presentations: presentations))),
            diagnostics
        )
    }

    /// For `check --strict`: on a page with several walkthroughs, one without an `id=` is
    /// known by its place, so a link to it breaks when another walkthrough is added above it.
    /// A warning at its info string for each (`source`: the recipe's text, for the line).
    public static func unnamedWalkthroughs(_ recipe: Recipe, source: String) -> [Diagnostic] {
        guard hasUnnamedWalkthroughs(recipe) else { return [] }
        return zip(recipe.walkthroughs, recipe.document.editScripts).compactMap {
            walkthrough, block in
            guard walkthrough.attributes.id == nil else { return nil }
            return Diagnostic.warning(
                "this page has \(recipe.walkthroughs.count) walkthroughs: give this one an id= (like id=delete-odd) so that links to its steps survive edits",
                at: SourceLocation(line: block.infoLine, column: block.infoColumn)
            ).inFile(recipe.path, source: source)
        }
    }

    /// Whether `unnamedWalkthroughs` has anything to say about the page.
    public static func hasUnnamedWalkthroughs(_ recipe: Recipe) -> Bool {
        recipe.walkthroughs.count > 1 && recipe.walkthroughs.contains { $0.attributes.id == nil }
    }

    /// The `id=` an info string names, if it names a valid one.
    static func walkthroughID(info: String) -> String? {
        ScriptParser.parse(
            ScriptSource(
                info: info, infoLocation: SourceLocation(line: 1, column: 1), body: "",
                firstBodyLine: 2)
        ).0.attributes.id
    }

    /// The last component of a path.
    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

extension Recipe {
    /// The id of walkthrough `index` on this recipe's page: its `id=`, or its place
    /// (`slug-w2`). Its step addresses, embed page and pictures are named after it.
    public func walkthroughID(at index: Int) -> String {
        PageIDs.walkthrough(slug: slug, index: index, named: walkthroughs[index].attributes.id)
    }
}
