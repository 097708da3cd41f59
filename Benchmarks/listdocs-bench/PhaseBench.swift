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
    let floor = median(5) {
        for text in texts {
            text.withCString { pointer in
                if let html = cmark_markdown_to_html(pointer, strlen(pointer), CMARK_OPT_DEFAULT) { free(html) }
            }
        }
    }
    let split = median(5) { for text in texts { _ = FrontMatter.split(text) } }
    let yamls = texts.map { FrontMatter.split($0).0 }
    let bodies = texts.map { String(FrontMatter.split($0).1) }
    let front = try median(5) { for (n, yaml) in yamls.enumerated() { _ = try FrontMatter.parse(yaml, path: "r\(n).md") } }
    var documents: [MarkdownDocument] = []
    let markdown = median(5) { documents = bodies.map { MarkdownParser.parse($0, allowRawHTML: false) } }
    let sources = documents.flatMap { document in
        document.editScripts.map { block in
            ScriptSource(info: block.info, infoLocation: SourceLocation(line: block.infoLine, column: block.infoColumn),
                         body: block.body, firstBodyLine: block.firstBodyLine, columnOffset: block.indent)
        }
    }
    let parse = median(5) { for source in sources { _ = ScriptParser.parse(source) } }
    let run = median(5) { for source in sources { _ = ScriptRunner.run(source) } }
    var loaded: [Recipe] = []
    let load = median(5) { loaded = texts.enumerated().map { RecipeLoader.load(path: "r\($0).md", text: $1, config: SiteConfig()).0! } }
    let renderer = PageRenderer(templates: try TemplateSet(defaults: templates, overrides: nil), config: SiteConfig())
    let render = median(5) { for recipe in loaded { _ = renderer.recipePageUTF8(recipe) } }
    say(String(format: "one thread, %d recipes: cmark %.3f s | split %.3f  front matter %.3f  markdown %.3f  script parse %.3f  parse+run %.3f  load %.3f  render %.3f", recipes, floor, split, front, markdown, parse, run, load, render))
}
