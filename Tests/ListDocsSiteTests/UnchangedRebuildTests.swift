import Foundation
import Testing

@testable import ListDocsSite

/// A rebuild with nothing changed reads no recipe and writes nothing; anything that could
/// change a page (a recipe, a template, an option, a file of the output itself) builds the
/// site again.
@Suite struct UnchangedRebuildTests {
    let defaults = packageRoot.appendingPathComponent("Templates")

    func build(_ root: URL, baseURL: String? = nil, drafts: Bool = false, force: Bool = false)
        throws -> SiteBuilder.Result
    {
        var builder = SiteBuilder(
            root: root, output: root.appendingPathComponent("_site"), baseURL: baseURL,
            defaultTemplates: defaults)
        builder.includeDrafts = drafts
        builder.reusesUnchanged = !force
        return try builder.build()
    }

    /// Every file of the output with its inode and modification time.
    func outputFiles(_ root: URL) throws -> [String: String] {
        let output = root.appendingPathComponent("_site").path
        var files: [String: String] = [:]
        for path in filesUnder(output) ?? [] {
            let status = try FileManager.default.attributesOfItem(atPath: path)
            let date = (status[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[String(path.dropFirst(output.count))] = "\(status[.systemFileNumber]!) \(date)"
        }
        return files
    }

    @Test func aRebuildWithNothingChangedWritesNothingAndReportsTheSameSite() throws {
        let root = try site(["a.md": goodRecipe, "b.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        let first = try build(root)
        #expect(first.succeeded && !first.unchanged)
        let before = try outputFiles(root)
        let second = try build(root)
        #expect(second.unchanged)
        #expect(second.pagesWritten == first.pagesWritten && second.pictures == first.pictures)
        #expect(second.embedPages == first.embedPages && second.swiftFiles == first.swiftFiles)
        #expect(try outputFiles(root) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "._site.listdocs-stamp", "Content", "_site",
            ])
        #expect(!(try build(root, force: true)).unchanged)
    }

    @Test func aChangedRecipeTemplateOrOptionBuildsTheSiteAgain() throws {
        let root = try site(["a.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        _ = try build(root)
        let recipe = root.appendingPathComponent("Content/a.md")
        try Data((goodRecipe + "\nA new line.\n").utf8).write(to: recipe)
        #expect(!(try build(root)).unchanged)
        let page = try String(
            contentsOf: root.appendingPathComponent("_site/a/index.html"), encoding: .utf8)
        #expect(page.contains("A new line."))
        #expect(try build(root).unchanged)
        #expect(!(try build(root, baseURL: "https://example.org/docs/")).unchanged)
        #expect(try build(root, baseURL: "https://example.org/docs/").unchanged)
        #expect(!(try build(root)).unchanged)
        #expect(!(try build(root, drafts: true)).unchanged)
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: defaults.appendingPathComponent("tag.mustache"),
            to: templates.appendingPathComponent("tag.mustache"))
        #expect(!(try build(root, drafts: true)).unchanged)
        #expect(try build(root, drafts: true).unchanged)
        try Data("tags: [x]\n".utf8).write(to: root.appendingPathComponent("listdocs.yml"))
        #expect(!(try build(root, drafts: true)).unchanged)
    }

    @Test func aPageEditedOrRemovedInTheOutputIsWrittenAgain() throws {
        let root = try site(["a.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        _ = try build(root)
        let page = root.appendingPathComponent("_site/a/index.html")
        let original = try Data(contentsOf: page)
        try Data("edited by hand".utf8).write(to: page)
        #expect(!(try build(root)).unchanged)
        #expect(try Data(contentsOf: page) == original)
        try FileManager.default.removeItem(at: page)
        #expect(!(try build(root)).unchanged)
        #expect(try Data(contentsOf: page) == original)
        let stamp = root.appendingPathComponent("._site.listdocs-stamp")
        try Data("# not a stamp\n".utf8).write(to: stamp)
        #expect(!(try build(root)).unchanged)
        #expect(try build(root).unchanged)
    }

    @Test func aSiteWithWarningsIsBuiltEveryTimeSoTheyAreShownEveryTime() throws {
        let warned = goodRecipe + "\n[a link](javascript:alert(1))\n"
        let root = try site(["a.md": warned])
        defer { removeTemporaryFolder(root) }
        for _ in 0..<2 {
            let result = try build(root)
            #expect(!result.unchanged && result.succeeded)
            #expect(result.diagnostics.count == 1)
        }
    }

    @Test func aStampReadsBackAsWrittenAndRefusesWhatItIsNot() {
        let stamp = BuildStamp(
            counts: [3, 1, 2, 1, 0, 1], inputs: ["option drafts 0", "entry a%20b.md 1 2 3 4 5 6"],
            outputs: ["a/index.html": "1 2 3 4 5 6", "a b/x.svg": "7 8 9 10 11 12"])
        let text = String(decoding: stamp.encoded(), as: UTF8.self)
        #expect(BuildStamp.decode(text) == stamp)
        #expect(BuildStamp.decode(String(text.dropLast())) == nil)
        #expect(
            BuildStamp.decode(text.replacingOccurrences(of: "a/index", with: "../index")) == nil)
        #expect(BuildStamp.escaped("a b%\n.md") == "a%20b%25%0A.md")
    }
}
