import Foundation
import ListDocsPresentation
import ListDocsSite

/// The generated site of `siteBench` built with every walkthrough's pictures (an SVG per
/// step and the animated SVG, the default) against the same site with `pictures: false`,
/// first builds in alternation, each into a new folder.
func picturesBench(recipes: Int) throws {
    // LISTDOCS_BENCH_FOLDER puts the sites on another file system (a RAM disk, to see
    // what the pictures cost without the disk's cost of a new file).
    let parent =
        ProcessInfo.processInfo.environment["LISTDOCS_BENCH_FOLDER"].map {
            URL(fileURLWithPath: $0)
        } ?? FileManager.default.temporaryDirectory
    let root = parent.appendingPathComponent(
        "listdocs-bench-pictures-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    let without = root.appendingPathComponent("without")
    let with = root.appendingPathComponent("with")
    for site in [without, with] {
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for n in 0..<recipes {
            try recipeText(n).write(
                to: site.appendingPathComponent("Content/recipe-\(n).md"), atomically: true,
                encoding: .utf8)
        }
    }
    try "pictures: false\n".write(
        to: without.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    var times = Interleaved()
    var processor = Interleaved()
    var files = (ours: 0, baseline: 0)
    for run in 0..<5 {
        try processor.floors.append(
            processorTime {
                try times.floors.append(
                    median(1) {
                        try buildSite(
                            root: without, into: root.appendingPathComponent("out-without-\(run)"),
                            templates: templates)
                    })
            })
        sync()
        usleep(700_000)
        try processor.ours.append(
            processorTime {
                try times.ours.append(
                    median(1) {
                        try buildSite(
                            root: with, into: root.appendingPathComponent("out-with-\(run)"),
                            templates: templates)
                    })
            })
        sync()
        usleep(700_000)
    }
    func count(_ folder: URL) -> Int {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects.count) ?? 0
    }
    files = (
        count(root.appendingPathComponent("out-with-0")),
        count(root.appendingPathComponent("out-without-0"))
    )
    let (pages, pictures) = try picturesRenderTime(root: with, templates: templates)
    say(
        String(
            format: "  (in memory, on both cores: the recipe pages %.3f s, the pictures %.3f s)",
            pages, pictures))
    report(
        "site build with pictures: \(recipes) recipes (\(files.ours) files against \(files.baseline))",
        times.ourMedian, baseline: times.floorMedian, "the same site with pictures: false")
    report(
        "  processor time", processor.ourMedian, baseline: processor.floorMedian,
        "the same, processor time")
}

/// Where the pictures' time goes: rendering them in memory, on both cores.
func picturesRenderTime(root: URL, templates: URL) throws -> (pages: Double, pictures: Double) {
    let builder = SiteBuilder(
        root: root, output: root.appendingPathComponent("unused"), defaultTemplates: templates)
    let recipes = try builder.sources.load().0
    let renderer = SiteRenderer(
        templates: try TemplateSet(defaults: templates, overrides: nil), config: SiteConfig())
    let all = renderer.pages(recipes)
    let pictures = all.filter { if case .picture = $0.page { true } else { false } }.count
    let pages = all.filter { if case .recipe = $0.page { true } else { false } }
    let pageTime = median(3) {
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            _ = renderer.render(pages[index].page, of: recipes)
        }
    }
    // As the build draws them: every picture of a walkthrough together.
    let walkthroughs = recipes.indices.flatMap { r in
        recipes[r].walkthroughs.indices.map { (r, $0) }
    }
    let pictureTime = median(3) {
        DispatchQueue.concurrentPerform(iterations: walkthroughs.count) { index in
            let (r, w) = walkthroughs[index]
            _ = renderer.pictures(recipes[r], walkthrough: w)
        }
    }
    _ = pictures
    // Each kind alone, on one core.
    let sets = walkthroughs.map { r, w in
        WalkthroughPictures(recipes[r].walkthroughs[w])
    }
    let scene = median(3) {
        for (r, w) in walkthroughs { _ = WalkthroughPictures(recipes[r].walkthroughs[w]) }
    }
    let animated = median(3) { for set in sets { _ = set.animatedSVG() } }
    let strip = median(3) { for set in sets { _ = set.filmstripSVG() } }
    let last = median(3) { for set in sets { _ = set.stepSVG(set.stepCount - 1) } }
    say(
        String(
            format:
                "  (on one core: models %.3f s, animations %.3f s, files of every step %.3f s, last steps %.3f s)",
            scene, animated, strip, last))
    return (pageTime, pictureTime)
}
