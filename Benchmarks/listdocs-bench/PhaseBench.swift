import CMark
import Foundation
import ListDocsMarkdown
import ListDocsScript
import ListDocsSite

/// Where one thread's time goes for the generated recipes, phase by phase.
func phaseBench(recipes: Int) throws {
    let texts = (0..<recipes).map(recipeText)
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    let yamls = texts.map { FrontMatter.split($0).0 }
    let bodies = texts.map { String(FrontMatter.split($0).1) }
    let documents = bodies.map { MarkdownParser.parse($0, allowRawHTML: false) }
    let sources = documents.flatMap { document in
        document.editScripts.map { block in
            ScriptSource(info: block.info, infoLocation: SourceLocation(line: block.infoLine, column: block.infoColumn),
                         body: block.body, firstBodyLine: block.firstBodyLine, columnOffset: block.indent)
        }
    }
    let loaded = texts.enumerated().map { RecipeLoader.load(path: "r\($0).md", text: $1, config: SiteConfig()).0! }
    let renderer = PageRenderer(templates: try TemplateSet(defaults: templates, overrides: nil), config: SiteConfig())
    // The phases run in turn, round after round, so each sees the machine the others saw.
    let phases: [(String, () -> Void)] = [
        ("cmark", {
            for text in texts {
                text.withCString { pointer in
                    if let html = cmark_markdown_to_html(pointer, strlen(pointer), CMARK_OPT_DEFAULT) { free(html) }
                }
            }
        }),
        ("cmark, 2 threads", {
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for text in texts[(half * texts.count / 2)..<((half + 1) * texts.count / 2)] {
                    text.withCString { pointer in
                        if let html = cmark_markdown_to_html(pointer, strlen(pointer), CMARK_OPT_DEFAULT) { free(html) }
                    }
                }
            }
        }),
        ("load, 2 threads", {
            DispatchQueue.concurrentPerform(iterations: texts.count) { n in _ = RecipeLoader.load(path: "r\(n).md", text: texts[n], config: SiteConfig()) }
        }),
        ("front matter", { for (n, yaml) in yamls.enumerated() { _ = try? FrontMatter.parse(yaml, path: "r\(n).md") } }),
        ("markdown", { for body in bodies { _ = MarkdownParser.parse(body, allowRawHTML: false) } }),
        ("script parse", { for source in sources { _ = ScriptParser.parse(source) } }),
        ("parse+run", { for source in sources { _ = ScriptRunner.run(source) } }),
        ("load", { _ = texts.enumerated().map { RecipeLoader.load(path: "r\($0).md", text: $1, config: SiteConfig()).0! } }),
        ("load, not kept", { for (n, text) in texts.enumerated() { _ = RecipeLoader.load(path: "r\(n).md", text: text, config: SiteConfig()) } }),
        ("staged", {
            let parts = texts.map { FrontMatter.split($0) }
            let fms = parts.enumerated().map { try? FrontMatter.parse($1.yaml, path: "r\($0).md") }
            let docs = parts.map { MarkdownParser.parse($0.body, allowRawHTML: false) }
            var walks: [Walkthrough?] = []
            for doc in docs {
                for block in doc.editScripts {
                    walks.append(ScriptRunner.run(ScriptSource(info: block.info, infoLocation: SourceLocation(line: block.infoLine, column: block.infoColumn),
                                 body: block.body, firstBodyLine: block.firstBodyLine, columnOffset: block.indent)).0)
                }
            }
            _ = (fms, walks)
        }),
        ("load, batches of 32", {
            let files = texts.enumerated().map { (path: "r\($0).md", text: $1) }
            var all: [(Recipe?, [FileDiagnostic])] = []
            for start in stride(from: 0, to: files.count, by: 32) {
                all += RecipeLoader.load(Array(files[start..<min(start + 32, files.count)]), config: SiteConfig())
            }
        }),
        ("load, batch of all", { _ = RecipeLoader.load(texts.enumerated().map { (path: "r\($0).md", text: $1) }, config: SiteConfig()) }),
        ("render", { for recipe in loaded { _ = renderer.recipePageUTF8(recipe) } }),
    ]
    var times = Array(repeating: [Double](), count: phases.count)
    for _ in 0..<7 {
        for (n, phase) in phases.enumerated() { times[n].append(median(1, phase.1)) }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    say("one thread, \(recipes) recipes, medians of 7 rounds, and each as a multiple of libcmark's time:")
    for (n, phase) in phases.enumerated() {
        say(pad("  " + phase.0, 20) + String(format: "%7.3f s  %5.2f×", medians[n], medians[n] / medians[0]))
    }
}
