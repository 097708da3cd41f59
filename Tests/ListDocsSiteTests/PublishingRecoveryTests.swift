import Foundation
import Testing

@testable import ListDocsSite

/// What a rebuild finds next to and inside the output, and what it may do with it: a killed
/// build's staging folder goes, a user's folder that only looks like one stays, a pipe where
/// a page was never stalls the build, and the folders keep their permissions.
@Suite struct PublishingRecoveryTests {
    let defaults = packageRoot.appendingPathComponent("Templates")

    func siteWithOneRecipe() throws -> (root: URL, output: URL) {
        let root = try site(["a.md": goodRecipe], prefix: "listdocs-publishing")
        return (root, root.appendingPathComponent("_site"))
    }

    func build(_ root: URL, _ output: URL) throws -> SiteBuilder.Result {
        try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
    }

    @Test func aUserFolderThatOnlyCarriesTheStagingPrefixIsLeftWhole() throws {
        let (root, output) = try siteWithOneRecipe()
        defer { removeTemporaryFolder(root) }
        let mine = root.appendingPathComponent("._site.listdocs-staging-4242")
        try FileManager.default.createDirectory(
            at: mine.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: mine.appendingPathComponent("notes/keep.txt"))
        let result = try build(root, output)
        #expect(result.succeeded)
        #expect(
            try Data(contentsOf: mine.appendingPathComponent("notes/keep.txt"))
                == Data("keep me".utf8))
        // Said once, for the folder, not once per file.
        #expect(result.leftAlone == [mine.path])
    }

    /// As a build killed while it wrote its manifest leaves its staging folder: the mark,
    /// pages, and the manifest cut short.
    @Test func aBuildKilledWhileWritingItsManifestLeavesNothingTheNextBuildKeeps() throws {
        let (root, output) = try siteWithOneRecipe()
        defer { removeTemporaryFolder(root) }
        #expect(try build(root, output).succeeded)
        let killed = root.appendingPathComponent("._site.listdocs-staging-4243")
        try FileManager.default.createDirectory(
            at: killed.appendingPathComponent("a"), withIntermediateDirectories: true)
        try Data(SiteManifest.stagingMarkerText.utf8).write(
            to: killed.appendingPathComponent(SiteManifest.stagingMarker))
        for n in 0..<200 {
            try Data("page \(n)".utf8).write(to: killed.appendingPathComponent("a/p\(n).html"))
        }
        try Data((SiteManifest.header + "\na/p0.ht").utf8).write(
            to: killed.appendingPathComponent(SiteManifest.fileName))
        let result = try build(root, output)
        #expect(result.succeeded)
        #expect(result.leftAlone.isEmpty, "\(result.leftAlone.prefix(3))")
        #expect(!FileManager.default.fileExists(atPath: killed.path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "._site.listdocs-stamp", "Content", "_site",
            ])
    }

    @Test func aPublishedSiteNeverHoldsTheStagingMarkOrAPartialManifest() throws {
        let (root, output) = try siteWithOneRecipe()
        defer { removeTemporaryFolder(root) }
        for _ in 0..<2 {
            #expect(try build(root, output).succeeded)
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
            #expect(names.contains(SiteManifest.fileName))
            #expect(!names.contains(SiteManifest.stagingMarker))
            #expect(!names.contains(SiteManifest.fileName + ".partial"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aPipeWhereAPageWasIsReplacedWithoutWaiting() throws {
        let (root, output) = try siteWithOneRecipe()
        defer { removeTemporaryFolder(root) }
        #expect(try build(root, output).succeeded)
        let page = output.appendingPathComponent("a/index.html")
        try FileManager.default.removeItem(at: page)
        #expect(mkfifo(page.path, 0o600) == 0)
        #expect(try build(root, output).succeeded)
        let kind = try FileManager.default.attributesOfItem(atPath: page.path)[.type]
        #expect(kind as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("</html>"))
    }

    @Test func aRebuildKeepsThePermissionsOfTheOutputAndOfFoldersKeptInIt() throws {
        let (root, output) = try siteWithOneRecipe()
        defer { removeTemporaryFolder(root) }
        #expect(try build(root, output).succeeded)
        let own = output.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: own.appendingPathComponent("x.txt"))
        func permissions(_ url: URL) throws -> Int {
            try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as! Int
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: output.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: own.path)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o705], ofItemAtPath: output.appendingPathComponent("a").path)
        // Only root may give a folder away; as root, the owner is held too.
        let asRoot = getuid() == 0
        if asRoot { #expect(chown(own.path, 65534, 65534) == 0) }
        #expect(try build(root, output).succeeded)
        if asRoot {
            let attributes = try FileManager.default.attributesOfItem(atPath: own.path)
            #expect((attributes[.ownerAccountID] as? NSNumber)?.intValue == 65534)
        }
        #expect(try permissions(output) == 0o750)
        #expect(try permissions(own) == 0o700)
        #expect(try permissions(output.appendingPathComponent("a")) == 0o705)
        #expect(try String(contentsOf: own.appendingPathComponent("x.txt"), encoding: .utf8) == "x")
    }
}

/// A page's own element ids (walkthroughs, their steps, the search box) are never taken by
/// a heading's anchor.
@Suite struct PageIDTests {
    @Test func headingsKeepClearOfTheWalkthroughsAndTheLayoutsIDs() throws {
        let text =
            "---\ntitle: T\n---\n\n## Deleting W1\n\n## Deleting W1 step 2\n\n## Site search input\n\n"
            + "```listdocs\nstate: 0, 1\ndelete row [0, 0]\nexpect: 1\n```\n"
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "Content/deleting.md", text: text, config: SiteConfig())
        let loaded = try #require(recipe, "\(diagnostics.map(\.message))")
        #expect(
            loaded.document.headings.map(\.id) == [
                "deleting-w1-2", "deleting-w1-step-2-2", "site-search-input-2",
            ])
        #expect(PageIDs.isTaken("deleting-w1", slug: "deleting"))
        #expect(PageIDs.isTaken("deleting-w12-step-3", slug: "deleting"))
        #expect(!PageIDs.isTaken("deleting-w1-2", slug: "deleting"))
        #expect(!PageIDs.isTaken("deleting-wx", slug: "deleting"))
    }
}
