import Foundation
import ListDocsMarkdown
import ListDocsScript
import ListDocsSite

/// Where one thread's time goes for the generated recipes, stage by stage, each timed in
/// the same rounds as libcmark on the same Markdown and shown as a multiple of it.
func phaseBench(recipes: Int) throws {
    let texts = (0..<recipes).map(recipeText)
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    let files = texts.enumerated().map { (path: "recipe-\($0).md", text: $1) }
    let yamls = texts.map { FrontMatter.split($0).yaml }
    let bodies = texts.map { FrontMatter.split($0).body }
    let sources = bodies.flatMap { body in
        MarkdownParser.parse(body, allowRawHTML: false).editScripts.map { block in
            ScriptSource(
                info: block.info,
                infoLocation: SourceLocation(line: block.infoLine, column: block.infoColumn),
                body: block.body, firstBodyLine: block.firstBodyLine, columnOffset: block.indent)
        }
    }
    let loaded = RecipeLoader.load(files, config: SiteConfig()).compactMap(\.0)
    let renderer = SiteRenderer(
        templates: try TemplateSet(defaults: templates, overrides: nil), config: SiteConfig())
    let phases: [(String, () -> Void)] = [
        ("libcmark", { renderWithLibcmarkAlone(texts) }),
        (
            "front matter",
            {
                for (n, yaml) in yamls.enumerated() {
                    _ = try? FrontMatter.parse(yaml, path: files[n].path)
                }
            }
        ),
        (
            "Markdown",
            { for body in bodies { _ = MarkdownParser.parse(body, allowRawHTML: false) } }
        ),
        ("script parsing", { for source in sources { _ = ScriptParser.parse(source) } }),
        ("script parsing + running", { for source in sources { _ = ScriptRunner.run(source) } }),
        (
            "loading, recipe by recipe",
            {
                for file in files {
                    _ = RecipeLoader.load(path: file.path, text: file.text, config: SiteConfig())
                }
            }
        ),
        (
            "loading, in batches of 32",
            {
                for start in stride(from: 0, to: files.count, by: 32) {
                    _ = RecipeLoader.load(
                        Array(files[start..<min(start + 32, files.count)]), config: SiteConfig())
                }
            }
        ),
        ("rendering the pages", { for recipe in loaded { _ = renderer.recipePageUTF8(recipe) } }),
    ]
    // The stages run in turn, round after round, so each sees the machine the others saw.
    var times = Array(repeating: [Double](), count: phases.count)
    for _ in 0..<7 {
        for (n, phase) in phases.enumerated() { times[n].append(median(1, phase.1)) }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    say(
        "one thread, \(recipes) recipes, medians of 7 rounds; each stage as a multiple of libcmark's time:"
    )
    for (n, phase) in phases.enumerated() {
        say(
            pad("  " + phase.0, 30)
                + String(format: "%7.3f s  %5.2f×", medians[n], medians[n] / medians[0]))
    }
}
