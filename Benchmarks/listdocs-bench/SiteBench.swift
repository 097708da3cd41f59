import CMark
import Foundation
import ListDocsServe
import ListDocsSite

/// A generated site of `recipes` recipes (about 8 KB of Markdown each, four code blocks,
/// one walkthrough of 20 rows and 5 steps) built end to end; baseline: the same Markdown
/// rendered by libcmark alone in this process.
func siteBench(recipes: Int, previewOnly: Bool = false) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listdocs-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    var texts: [String] = []
    for n in 0..<recipes {
        let text = recipeText(n)
        texts.append(text)
        try text.write(to: root.appendingPathComponent("Content/recipe-\(n).md"), atomically: true, encoding: .utf8)
    }
    let output = root.appendingPathComponent("_site")
    let templatesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    if previewOnly { return try previewBench(root: root, templates: templatesFolder, texts: texts) }
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    let build = try median(5) {
        let result = try SiteBuilder(root: root, output: output, defaultTemplates: templates).build()
        guard result.succeeded else { fatalError(result.diagnostics.map(\.rendered).joined(separator: "\n")) }
    }
    let cmarkOnly = median(5) {
        for text in texts {
            text.withCString { pointer in
                if let html = cmark_markdown_to_html(pointer, strlen(pointer), CMARK_OPT_DEFAULT) { free(html) }
            }
        }
    }
    report("site build: \(recipes) recipes, end to end", build, baseline: cmarkOnly, "libcmark alone on the same Markdown")
    // Where the time goes: reading and running the recipes, then rendering the pages.
    let builder = SiteBuilder(root: root, output: output, defaultTemplates: templates)
    var loaded: [Recipe] = []
    let load = try median(5) { loaded = try builder.load().0 }
    let renderer = PageRenderer(templates: try TemplateSet(defaults: templates, overrides: nil), config: SiteConfig())
    let pages = loaded
    let render = median(5) {
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in _ = renderer.recipePage(pages[index]) }
    }
    say(String(format: "  (of which: load and run the recipes %.3f s, render the pages %.3f s, the rest is writing)", load, render))
    say(String(format: "  (the build costs %.1f× the libcmark floor; peak memory so far %.0f MiB)", build / cmarkOnly, peakMemoryMiB()))
    try previewBench(root: root, templates: templates, texts: texts)
}

/// `listdocs serve`'s rebuild after one recipe is saved, on the same site; baseline: the
/// full build above is what it saves. Memory is sampled over 1,000 rebuilds.
func previewBench(root: URL, templates: URL, texts: [String]) throws {
    let builder = PreviewBuilder(root: root, defaultTemplates: templates)
    _ = builder.rebuild()
    let file = root.appendingPathComponent("Content/recipe-0.md")
    var edit = 0
    func saveAndRebuild() throws {
        edit += 1
        try (texts[0] + "\nEdit \(edit).\n").write(to: file, atomically: true, encoding: .utf8)
        guard let report = builder.rebuild(), report.succeeded else { fatalError("the edit must rebuild") }
    }
    let single = try median(21) { try saveAndRebuild() }
    // A title edit changes what the index lists, so the index is rendered again too.
    var titles = 0
    let retitled = try median(11) {
        titles += 1
        try texts[0].replacingOccurrences(of: "title: Recipe 0\n", with: "title: Recipe 0 v\(titles)\n").write(to: file, atomically: true, encoding: .utf8)
        guard let report = builder.rebuild(), report.succeeded else { fatalError("the edit must rebuild") }
    }
    let full = median(3) { _ = PreviewBuilder(root: root, defaultTemplates: templates).rebuild() }
    report("serve: one recipe's body saved, rebuilt", single, baseline: full, "a full in-memory rebuild")
    report("serve: one recipe's title saved, + the index", retitled, baseline: full, "a full in-memory rebuild")
    let before = currentMemoryMiB()
    for _ in 0..<1_000 { try saveAndRebuild() }
    say(String(format: "  (resident memory %.0f MiB before and %.0f MiB after 1,000 rebuilds)", before, currentMemoryMiB()))
}

private func recipeText(_ n: Int) -> String {
    var text = "---\ntitle: Recipe \(n)\nsummary: A generated recipe for the benchmark.\ndate: 2026-01-\(String(format: "%02d", n % 28 + 1))\ntags: [bench]\n---\n\n"
    let paragraph = "Table views animate **changes** when the data source and the calls agree. See `deleteRows(at:with:)` and [the docs](https://example.com). "
    for section in 0..<4 {
        text += "## Part \(section)\n\n"
        for _ in 0..<6 { text += String(repeating: paragraph, count: 2) + "\n\n" }
        text += "```swift\nlet indexPath = IndexPath(row: \(section), section: 0)\ntableView.deleteRows(at: [indexPath], with: .fade)\n```\n\n"
    }
    let rows = (0..<20).map(String.init).joined(separator: ", ")
    text += "```listdocs title=\"Walkthrough \(n)\"\nstate: \(rows)\ndelete row [0, 3]\ninsert row [0, 0] \"new\"\nmove row [0, 5] to [0, 1]\nbatch\n  delete rows [0, 7], [0, 8]\n  insert rows [0, 2] \"x\", [0, 3] \"y\"\nreload row [0, 4] \"four\"\n```\n"
    return text
}
