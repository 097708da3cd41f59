import Foundation
import ListDocsDiagnostics
import ListDocsHighlight
import ListDocsSite

/// What colouring code costs: the 1,000 bench recipes built with colouring on and with it
/// off (`highlight_code: false`), each right after a run of the libcmark floor, in
/// alternation, each into a new folder; then the colouring alone on one thread.
func highlightBench(recipes: Int) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
        "listdocs-highlight-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: base) }
    let coloured = base.appendingPathComponent("coloured")
    let plain = base.appendingPathComponent("plain")
    var texts: [String] = []
    for root in [coloured, plain] {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    }
    try "highlight_code: false\n".write(
        to: plain.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
    for n in 0..<recipes {
        let text = recipeText(n)
        texts.append(text)
        for root in [coloured, plain] {
            try text.write(
                to: root.appendingPathComponent("Content/recipe-\(n).md"), atomically: true,
                encoding: .utf8)
        }
    }
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    func build(_ root: URL, into output: URL) throws {
        try buildSite(root: root, into: output, templates: templates)
    }
    var with = Interleaved()
    var without = Interleaved()
    for run in 0..<5 {
        with.floors.append(median(1) { renderWithLibcmarkAlone(texts) })
        try with.ours.append(
            median(1) { try build(coloured, into: base.appendingPathComponent("_with-\(run)")) })
        sync()
        usleep(700_000)
        without.floors.append(median(1) { renderWithLibcmarkAlone(texts) })
        try without.ours.append(
            median(1) { try build(plain, into: base.appendingPathComponent("_without-\(run)")) })
        sync()
        usleep(700_000)
    }
    let floorName = "libcmark alone on the same Markdown"
    report(
        "site build: \(recipes) recipes, code coloured", with.ourMedian, floor: with.floorMedian,
        floorName)
    report(
        "site build: \(recipes) recipes, colouring off", without.ourMedian,
        floor: without.floorMedian, floorName)
    say(
        String(
            format: "  (colouring on costs %.2f× the build without it; runs: %@ against %@)",
            with.ourMedian / without.ourMedian,
            with.ours.map { String(format: "%.3f", $0) }.joined(separator: " "),
            without.ours.map { String(format: "%.3f", $0) }.joined(separator: " ")))
    // The colouring alone, one thread: every fenced Swift and Objective-C block of the
    // recipes (the walkthroughs' step code comes on top in a build).
    let blocks: [(String, CodeLanguage)] = texts.flatMap { text in
        text.components(separatedBy: "```").enumerated().compactMap { index, piece in
            guard index % 2 == 1, let newline = piece.firstIndex(of: "\n"),
                let language = CodeLanguage(infoString: String(piece[..<newline]))
            else { return nil }
            return (String(piece[piece.index(after: newline)...]), language)
        }
    }
    var alone = Interleaved()
    for _ in 0..<5 {
        alone.floors.append(median(1) { renderWithLibcmarkAlone(texts) })
        alone.ours.append(
            median(1) {
                for (code, language) in blocks {
                    _ = CodeHighlighter.html(code, language: language)
                }
            })
    }
    report(
        "colouring \(blocks.count) fenced blocks, one thread", alone.ourMedian,
        floor: alone.floorMedian, floorName)
}
