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
        load([(path, text)], config: config)[0]
    }

    /// Parses and runs several recipes, one stage at a time over all of them: front matter,
    /// then Markdown, then edit scripts. The result is what `load(path:text:config:)` gives
    /// for each, in order; a stage's code stays in the processor's caches while it runs
    /// over the batch, which makes a batch of a few dozen recipes about a fifth faster to
    /// load than the same recipes one by one.
    public static func load(_ files: [(path: String, text: String)], config: SiteConfig) -> [(Recipe?, [FileDiagnostic])] {
        var failures: [[FileDiagnostic]?] = Array(repeating: nil, count: files.count)
        var frontMatters: [FrontMatter?] = Array(repeating: nil, count: files.count)
        var bodies: [String] = Array(repeating: "", count: files.count)
        for (n, file) in files.enumerated() {
            let (yaml, body, _) = FrontMatter.split(file.text)
            do {
                frontMatters[n] = try FrontMatter.parse(yaml, path: file.path)
                bodies[n] = body
            } catch {
                failures[n] = [FileDiagnostic(error, source: file.text)]
            }
        }
        var documents: [MarkdownDocument?] = Array(repeating: nil, count: files.count)
        for n in files.indices where failures[n] == nil {
            documents[n] = MarkdownParser.parse(bodies[n], allowRawHTML: config.allowRawHTML)
        }
        bodies = []
        return files.indices.map { n in
            if let failure = failures[n] { return (nil, failure) }
            guard let frontMatter = frontMatters[n], let document = documents[n] else { return (nil, []) }
            let (path, text) = files[n]
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
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
