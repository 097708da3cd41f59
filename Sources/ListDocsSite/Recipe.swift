import ListDocsDiagnostics
import ListDocsMarkdown
import ListDocsScript

/// A recipe: one Markdown file with its front matter, its rendered body and the
/// walkthroughs of its edit scripts.
public struct Recipe: Sendable {
    /// The page's URL path segment, from the file name (`batch-updates.md` → `batch-updates`).
    public var slug: String
    /// The file, as the user named it.
    public var path: String
    /// The front matter.
    public var frontMatter: FrontMatter
    /// The parsed Markdown.
    public var document: MarkdownDocument
    /// One walkthrough per edit script, in order.
    public var walkthroughs: [Walkthrough]
}

/// Loads recipes from text: no file system here, so tests and the server can share it.
public enum RecipeLoader {
    /// Parses and runs one recipe. Returns the recipe (nil when it has errors) and every
    /// diagnostic it produced.
    public static func load(path: String, text: String, config: SiteConfig) -> (
        Recipe?, [Diagnostic]
    ) {
        load([(path, text)], config: config)[0]
    }

    /// Parses and runs several recipes, one stage at a time over all of them: front matter,
    /// then Markdown, then edit scripts. The result is what `load(path:text:config:)` gives
    /// for each, in order; a stage's code stays in the processor's caches while it runs
    /// over the batch, which makes a batch of a few dozen recipes about a fifth faster to
    /// load than the same recipes one by one.
    public static func load(_ files: [(path: String, text: String)], config: SiteConfig) -> [(
        Recipe?, [Diagnostic]
    )] {
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
                // Headings keep clear of the ids the page gives its walkthroughs.
                let slug = (try? Slug.make(fileName: fileName(file.path)).get()) ?? ""
                return (
                    frontMatter,
                    MarkdownParser.parse(
                        body, allowRawHTML: config.allowRawHTML, colour: colour,
                        reservesID: { PageIDs.isTaken($0, slug: slug) })
                )
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

    /// Runs a parsed recipe's edit scripts: the recipe (nil when a script has errors) and
    /// every diagnostic.
    private static func recipe(
        _ file: (path: String, text: String), frontMatter: FrontMatter, document: MarkdownDocument
    ) -> (Recipe?, [Diagnostic]) {
        var diagnostics = document.removedURLs.map { removed in
            let what = removed.isImage ? "image" : "link"
            let message =
                "this \(what)'s '\(removed.scheme):' URL was removed: a page never links to code or to the reader's files"
            return Diagnostic.warning(
                message, at: SourceLocation(line: removed.line, column: removed.column)
            ).inFile(file.path, source: file.text)
        }
        var walkthroughs: [Walkthrough] = []
        for block in document.editScripts {
            let source = ScriptSource(
                info: block.info,
                infoLocation: SourceLocation(line: block.infoLine, column: block.infoColumn),
                body: block.body, firstBodyLine: block.firstBodyLine, columnOffset: block.indent)
            let (walkthrough, found) = ScriptRunner.run(source)
            diagnostics += found.map { $0.inFile(file.path, source: file.text) }
            if let walkthrough { walkthroughs.append(walkthrough) }
        }
        let slug: String
        switch Slug.make(fileName: fileName(file.path)) {
        case .success(let made): slug = made
        case .failure(let problem):
            diagnostics.append(Diagnostic.error(problem.message, file: file.path))
            return (nil, diagnostics)
        }
        guard !diagnostics.contains(where: \.isError) else { return (nil, diagnostics) }
        return (
            Recipe(
                slug: slug, path: file.path, frontMatter: frontMatter, document: document,
                walkthroughs: walkthroughs), diagnostics
        )
    }

    /// The last component of a path.
    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
