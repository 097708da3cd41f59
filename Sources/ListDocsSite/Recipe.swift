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
    public static func load(path: String, text: String, config: SiteConfig) -> (Recipe?, [FileDiagnostic]) {
        let (yaml, body, _) = FrontMatter.split(text)
        let frontMatter: FrontMatter
        do {
            frontMatter = try FrontMatter.parse(yaml, path: path)
        } catch {
            return (nil, [FileDiagnostic(error, source: text)])
        }
        let document = MarkdownParser.parse(body, allowRawHTML: config.allowRawHTML)
        var diagnostics: [FileDiagnostic] = []
        var walkthroughs: [Walkthrough] = []
        for block in document.editScripts {
            let source = ScriptSource(
                info: block.info, infoLocation: SourceLocation(line: block.infoLine, column: block.infoColumn),
                body: block.body, firstBodyLine: block.firstBodyLine, columnOffset: block.indent)
            let (walkthrough, found) = ScriptRunner.run(source)
            diagnostics += found.map { FileDiagnostic(path: path, diagnostic: $0, source: text) }
            if let walkthrough { walkthroughs.append(walkthrough) }
        }
        let failed = diagnostics.contains(where: \.isError)
        let slug = String(path.split(separator: "/").last ?? Substring(path)).replacingSuffix(".md")
        return (failed ? nil : Recipe(slug: slug, path: path, frontMatter: frontMatter, document: document, walkthroughs: walkthroughs), diagnostics)
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
