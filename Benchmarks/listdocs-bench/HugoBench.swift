import Foundation
import ListDocsExport
import ListDocsSite

/// `listdocs build` against Hugo on the same generated recipes (`recipeText`), each run as a
/// whole process, in alternating pairs, each into a new output folder: colouring off on
/// both sides (listdocs `highlight_code: false`, Hugo `codeFences = false`), then on on
/// both (listdocs' own colouring, Hugo's Chroma), Hugo with a one-file layout and no
/// taxonomies, feeds or sitemap. Skipped, and said so, when `hugo` is not on the PATH or
/// the release `listdocs` is not built beside this program.
func hugoBench(recipes: Int, pairs: Int = 5) throws {
    for colouring in [false, true] {
        try hugoPairing(recipes: recipes, pairs: pairs, colouring: colouring)
    }
}

private func hugoPairing(recipes: Int, pairs: Int, colouring: Bool) throws {
    guard let hugo = ExternalTool.find("hugo") else {
        say(
            "hugo pairing: skipped, hugo is not installed (apt-get install hugo, brew install hugo)"
        )
        return
    }
    let listdocs = Bundle.main.executableURL!.deletingLastPathComponent()
        .appendingPathComponent("listdocs").path
    guard FileManager.default.isExecutableFile(atPath: listdocs) else {
        say("hugo pairing: skipped, build listdocs first (swift build -c release)")
        return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "listdocs-bench-hugo-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    try writeHugoPairSite(root, recipes: recipes, colouring: colouring)
    var ours: [(wall: Double, cpu: Double)] = []
    var theirs: [(wall: Double, cpu: Double)] = []
    for run in 0..<pairs {
        let output = root.appendingPathComponent("_site-\(run)").path
        ours.append(
            try timedProcess(listdocs, ["build", "--source", root.path, "--output", output]))
        let hugoOutput = root.appendingPathComponent("_hugo-\(run)").path
        theirs.append(
            try timedProcess(
                hugo, ["--quiet", "-s", root.appendingPathComponent("hugo").path, "-d", hugoOutput])
        )
    }
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let colours = colouring ? "colouring on" : "colouring off"
    report(
        "hugo pairing: \(recipes) recipes, wall, \(colours)", middle(ours.map(\.wall)),
        baseline: middle(theirs.map(\.wall)),
        colouring ? "hugo, code coloured by Chroma" : "hugo, codeFences = false")
    report(
        "hugo pairing: \(recipes) recipes, processor, \(colours)", middle(ours.map(\.cpu)),
        baseline: middle(theirs.map(\.cpu)), "hugo's processor time")
}

/// The same Markdown as a listdocs site (`Content/`, `listdocs.yml`) and a Hugo one
/// (`hugo/content/`, its configuration and layout).
private func writeHugoPairSite(_ root: URL, recipes: Int, colouring: Bool) throws {
    let manager = FileManager.default
    let content = root.appendingPathComponent("Content")
    let hugo = root.appendingPathComponent("hugo")
    for folder in [
        content, hugo.appendingPathComponent("content"),
        hugo.appendingPathComponent("layouts/_default"),
    ] {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try "title: Bench\nhighlight_code: \(colouring)\n".write(
        to: root.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
    try """
    baseURL = "http://localhost/"
    title = "Bench"
    disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
    [markup.highlight]
      codeFences = \(colouring)
    """.write(to: hugo.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let layout =
        "<!DOCTYPE html><html><head><title>{{ .Title }}</title></head><body>{{ .Content }}</body></html>\n"
    for name in ["single.html", "list.html"] {
        try layout.write(
            to: hugo.appendingPathComponent("layouts/_default/\(name)"), atomically: true,
            encoding: .utf8)
    }
    for n in 0..<recipes {
        let text = recipeText(n)
        try text.write(
            to: content.appendingPathComponent("recipe-\(n).md"), atomically: true, encoding: .utf8)
        try text.write(
            to: hugo.appendingPathComponent("content/recipe-\(n).md"), atomically: true,
            encoding: .utf8)
    }
}

/// Runs `path` with `arguments` to its end: its wall time and the processor time of the
/// process (user and system), from this process's children's usage before and after.
private func timedProcess(_ path: String, _ arguments: [String]) throws -> (
    wall: Double, cpu: Double
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let before = processorSeconds(ofChildren: true)
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    process.waitUntilExit()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard process.terminationStatus == 0 else {
        throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: path])
    }
    return (wall, processorSeconds(ofChildren: true) - before)
}
