import CMark
import Foundation
import ListDocsDiagnostics
import ListDocsServe
import ListDocsSite

/// A generated site of `recipes` recipes (about 8 KB of Markdown each, four code blocks,
/// one walkthrough of 20 rows and 5 steps) built end to end; baseline: the same Markdown
/// rendered by libcmark alone in this process.
func siteBench(recipes: Int, previewOnly: Bool = false) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "listdocs-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    var texts: [String] = []
    for n in 0..<recipes {
        let text = recipeText(n)
        texts.append(text)
        try text.write(
            to: root.appendingPathComponent("Content/recipe-\(n).md"), atomically: true,
            encoding: .utf8)
    }
    let output = root.appendingPathComponent("_site")
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    if previewOnly { return try previewBench(root: root, templates: templates, texts: texts) }
    func build(into output: URL = output) throws {
        try buildSite(root: root, into: output, templates: templates)
    }
    // The kernel writes a build's files out, and discards the blocks of the files it
    // replaced, in the background after the build returns; without a pause, that work
    // slows whatever is measured next (the floor), which flatters the ratio.
    func settle() {
        sync()
        usleep(700_000)
    }
    func floor() { renderWithLibcmarkAlone(texts) }
    // Each build is measured right after a run of the floor, so both see the same machine:
    // the host of this virtual machine takes cores away at times.
    var first = Interleaved()
    var firstProcessor = Interleaved()
    // A first build: no earlier site in the output folder. Each run gets a new folder, all
    // removed only afterwards: ext4 scans recently freed inodes when it allocates new ones,
    // so deleting a site just before building it again would measure the file system.
    for run in 0..<5 {
        firstProcessor.floors.append(processorTime { first.floors.append(median(1) { floor() }) })
        try firstProcessor.ours.append(
            processorTime {
                try first.ours.append(
                    median(1) { try build(into: root.appendingPathComponent("_first-\(run)")) })
            })
        settle()
    }
    for run in 0..<5 {
        try FileManager.default.removeItem(at: root.appendingPathComponent("_first-\(run)"))
    }
    try build()
    // A rebuild after a template edit: every page differs from the one on disk.
    let overrides = root.appendingPathComponent("Templates")
    try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
    let layout = try String(
        contentsOf: templates.appendingPathComponent("layout.mustache"), encoding: .utf8)
    var allChanged = Interleaved()
    for edit in 1...5 {
        allChanged.floors.append(median(1) { floor() })
        try (layout + "<!-- edit \(edit) -->\n").write(
            to: overrides.appendingPathComponent("layout.mustache"), atomically: true,
            encoding: .utf8)
        try allChanged.ours.append(median(1) { try build() })
        settle()
    }
    try FileManager.default.removeItem(at: overrides)
    try build()
    // A rebuild with nothing changed: the build stamp says so, and nothing is read or
    // written. Then the same with `--force` (every page rendered and compared, none
    // written), and after one recipe's text changed (every page rendered again).
    var unchanged = Interleaved()
    var unchangedProcessor: [Double] = []
    var forcedProcessor: [Double] = []
    var oneChangedProcessor: [Double] = []
    for run in 0..<5 {
        unchanged.floors.append(median(1) { floor() })
        try unchangedProcessor.append(
            processorTime { try unchanged.ours.append(median(1) { try build() }) })
        try forcedProcessor.append(
            processorTime {
                try buildSite(root: root, into: output, templates: templates, force: true)
            })
        try (texts[run] + "\nChanged \(run).\n").write(
            to: root.appendingPathComponent("Content/recipe-\(run).md"), atomically: true,
            encoding: .utf8)
        try oneChangedProcessor.append(processorTime { try build() })
        settle()
    }
    // Here the baseline is a floor, so the ratio is ours over it (lower is better).
    let floorName = "libcmark alone on the same Markdown"
    report(
        "site build: \(recipes) recipes, first build", first.ourMedian, floor: first.floorMedian,
        floorName)
    report(
        "site build: rebuild, every page changed", allChanged.ourMedian,
        floor: allChanged.floorMedian, floorName)
    report(
        "site build: rebuild, nothing changed", unchanged.ourMedian, floor: unchanged.floorMedian,
        floorName)
    report(
        "site build: first build, processor time", firstProcessor.ourMedian,
        floor: firstProcessor.floorMedian, "libcmark's processor time")
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let firstCPU = firstProcessor.ourMedian
    for (name, values) in [
        ("rebuild, nothing changed, processor", unchangedProcessor),
        ("rebuild --force, nothing changed, processor", forcedProcessor),
        ("rebuild, one recipe changed, processor", oneChangedProcessor),
    ] {
        report(
            "site build: " + name, middle(values), baseline: firstCPU,
            "a first build's processor time")
    }
    // Where the time goes: reading and running the recipes, then rendering the pages.
    let builder = SiteBuilder(root: root, output: output, defaultTemplates: templates)
    var loaded: [Recipe] = []
    let load = try median(5) { loaded = try builder.sources.load().0 }
    let renderer = SiteRenderer(
        templates: try TemplateSet(defaults: templates, overrides: nil), config: SiteConfig())
    let pages = loaded
    let render = median(5) {
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            _ = renderer.recipePage(pages[index])
        }
    }
    let peak = try peakMemoryOfOneBuild(root: root, output: output, templates: templates)
    say(String(format: "  (peak memory of a first build in its own process: %.0f MiB)", peak))
    say(
        String(
            format:
                "  (on both cores: load and run the recipes %.3f s, render the pages %.3f s; the rest is the file system)",
            load, render))
    try previewBench(root: root, templates: templates, texts: texts)
}

/// The floor of a site build: the same Markdown rendered to HTML by libcmark alone, on
/// one core.
func renderWithLibcmarkAlone(_ texts: [String]) {
    for text in texts {
        text.withCString { pointer in
            if let html = cmark_markdown_to_html(pointer, strlen(pointer), CMARK_OPT_DEFAULT) {
                free(html)
            }
        }
    }
}

/// One build of the site at `root` into `output`; a recipe that fails stops the benchmark.
func buildSite(root: URL, into output: URL, templates: URL, force: Bool = false) throws {
    var builder = SiteBuilder(root: root, output: output, defaultTemplates: templates)
    builder.reusesUnchanged = !force
    let result = try builder.build()
    guard result.succeeded else {
        fatalError(result.diagnostics.map { DiagnosticText.rendered($0) }.joined(separator: "\n"))
    }
}

/// Times of a workload and of its floor, measured in alternation.
struct Interleaved {
    var ours: [Double] = []
    var floors: [Double] = []
    var ourMedian: Double { ours.sorted()[ours.count / 2] }
    var floorMedian: Double { floors.sorted()[floors.count / 2] }
}

/// Runs one first build in a child process (this executable with `--one-build`) and
/// returns its peak resident memory, so the benchmark's own data does not count.
func peakMemoryOfOneBuild(root: URL, output: URL, templates: URL) throws -> Double {
    try? FileManager.default.removeItem(at: output)
    let child = Process()
    child.executableURL = Bundle.main.executableURL
    child.arguments = ["--one-build", root.path, output.path, templates.path]
    let pipe = Pipe()
    child.standardOutput = pipe
    try child.run()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    return Double(printed.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
}

/// The child's side of `peakMemoryOfOneBuild`: build, then print the peak in MiB.
func oneBuild(_ arguments: [String]) throws {
    let (root, output, templates) = (
        URL(fileURLWithPath: arguments[0]), URL(fileURLWithPath: arguments[1]),
        URL(fileURLWithPath: arguments[2])
    )
    _ = try SiteBuilder(root: root, output: output, defaultTemplates: templates).build()
    print(String(format: "%.1f", peakMemoryMiB()))
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
        guard let report = builder.rebuild(), report.succeeded else {
            fatalError("the edit must rebuild")
        }
    }
    let single = try median(21) { try saveAndRebuild() }
    // A title edit changes what the index lists, so the index is rendered again too.
    var titles = 0
    let retitled = try median(11) {
        titles += 1
        try texts[0].replacingOccurrences(
            of: "title: Recipe 0\n", with: "title: Recipe 0 v\(titles)\n"
        ).write(to: file, atomically: true, encoding: .utf8)
        guard let report = builder.rebuild(), report.succeeded else {
            fatalError("the edit must rebuild")
        }
    }
    let full = median(3) { _ = PreviewBuilder(root: root, defaultTemplates: templates).rebuild() }
    report(
        "serve: one recipe's body saved, rebuilt", single, baseline: full,
        "a full in-memory rebuild")
    report(
        "serve: one recipe's title saved, + the index", retitled, baseline: full,
        "a full in-memory rebuild")
    let before = currentMemoryMiB()
    for _ in 0..<1_000 { try saveAndRebuild() }
    say(
        String(
            format: "  (resident memory %.0f MiB before and %.0f MiB after 1,000 rebuilds)", before,
            currentMemoryMiB()))
}

func recipeText(_ n: Int) -> String {
    var text =
        "---\ntitle: Recipe \(n)\nsummary: A generated recipe for the benchmark.\ndate: 2026-01-\(String(format: "%02d", n % 28 + 1))\ntags: [bench]\n---\n\n"
    let paragraph =
        "Table views animate **changes** when the data source and the calls agree. See `deleteRows(at:with:)` and [the docs](https://example.com). "
    for section in 0..<4 {
        text += "## Part \(section)\n\n"
        for _ in 0..<6 { text += String(repeating: paragraph, count: 2) + "\n\n" }
        switch section {
        case 2: text += objectiveCBlock(n)
        case 3: text += swiftDelegateBlock(n)
        default:
            text +=
                "```swift\nlet indexPath = IndexPath(row: \(section), section: 0)\ntableView.deleteRows(at: [indexPath], with: .fade)\n```\n\n"
        }
    }
    // Every recipe's walkthrough has its own rows and labels, so no two pages share
    // generated code.
    let rows = (0..<20).map { "r\(n)-\($0)" }.joined(separator: ", ")
    let d = n % 10
    text +=
        "```listdocs title=\"Walkthrough \(n)\"\nstate: \(rows)\ndelete row [0, \(d + 3)]\ninsert row [0, 0] \"new \(n)\"\nmove row [0, 5] to [0, 1]\nbatch\n  delete rows [0, 7], [0, 8]\n  insert rows [0, 2] \"x\(n)\", [0, 3] \"y\(n)\"\nreload row [0, 4] \"four \(n)\"\n```\n"
    return text
}

/// A delegate method of the size recipes show (17 lines), different in every recipe.
func swiftDelegateBlock(_ n: Int) -> String {
    """
    ```swift
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }  // only deletes, recipe \(n)
        let planet = planets[indexPath.row]
        let sheet = UIAlertController(title: "Delete \\(planet.name)?", message: nil,
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.planets.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            tableView.setEditing(false, animated: true)
        })
        sheet.popoverPresentationController?.sourceRect = tableView.rectForRow(at: indexPath)
        present(sheet, animated: true)
    }
    ```


    """
}

/// The same change in Objective-C (8 lines), different in every recipe.
func objectiveCBlock(_ n: Int) -> String {
    """
    ```objc
    #import <UIKit/UIKit.h>
    - (void)removePlanetAtRow:(NSInteger)row {
        [self.planets removeObjectAtIndex:row];  // the model first
        NSIndexPath *path = [NSIndexPath indexPathForRow:row inSection:\(n % 7)];
        [self.tableView deleteRowsAtIndexPaths:@[path]
                              withRowAnimation:UITableViewRowAnimationFade];
        NSLog(@"removed row %ld", (long)row);
    }
    ```


    """
}
