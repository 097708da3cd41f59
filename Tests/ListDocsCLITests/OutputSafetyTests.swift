import Foundation
import Testing

/// `listdocs build` pointed at places it must never write: every case leaves every file
/// byte-identical and exits 1 with one line naming the path. Each test works only inside
/// the temporary folder it made.
@Suite struct OutputSafetyTests {
    /// A site with an author's other files next to its recipes.
    func authorsSite() throws -> URL {
        let root = try site(["good.md": goodRecipe])
        try Data("# My site\n".utf8).write(to: root.appendingPathComponent("README.md"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("[core]\n".utf8).write(to: root.appendingPathComponent(".git/config"))
        return root
    }

    func expectRefused(_ arguments: [String], in directory: URL, root: URL, saying reason: String)
        throws
    {
        let before = try tree(root)
        let result = try listdocs(arguments, in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: cannot build into "), "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try tree(root) == before, "nothing may change")
        try FileManager.default.removeItem(at: root)
    }

    @Test func theSiteFolderItselfIsRefused() throws {
        let root = try authorsSite()
        try expectRefused(
            ["build", "--output", "."], in: root, root: root, saying: "is the site's own folder")
    }

    @Test func aFolderHoldingTheSiteIsRefused() throws {
        let root = try authorsSite()
        let holder = root.appendingPathComponent("holder")
        try FileManager.default.createDirectory(
            at: holder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data(goodRecipe.utf8).write(to: holder.appendingPathComponent("Content/a.md"))
        try expectRefused(
            ["build", "--source", "holder", "--output", "."], in: root, root: root,
            saying: "contains the site's folder")
    }

    @Test func contentAndTemplatesAreRefused() throws {
        let root = try authorsSite()
        try expectRefused(
            ["build", "--output", "Content/site"], in: root, root: root,
            saying: "is inside the site's Content/ folder")
        let other = try authorsSite()
        try expectRefused(
            ["build", "--output", "Templates"], in: other, root: other,
            saying: "is inside the site's Templates/ folder")
    }

    @Test func aFolderListdocsDidNotWriteIsRefused() throws {
        let root = try authorsSite()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: root.appendingPathComponent("photos/cat.jpg"))
        try expectRefused(
            ["build", "--output", "photos"], in: root, root: root,
            saying: "is not a site listdocs wrote")
    }

    @Test func aFileOrALinkIsRefused() throws {
        let root = try authorsSite()
        try expectRefused(
            ["build", "--output", "README.md"], in: root, root: root,
            saying: "is a file, not a folder")
        // A link is followed before the rules apply, so it cannot disguise Content/.
        let other = try authorsSite()
        try FileManager.default.createSymbolicLink(
            atPath: other.appendingPathComponent("out").path, withDestinationPath: "Content")
        try expectRefused(
            ["build", "--output", "out"], in: other, root: other,
            saying: "is inside the site's Content/ folder")
        let dangling = try authorsSite()
        try FileManager.default.createSymbolicLink(
            atPath: dangling.appendingPathComponent("out").path, withDestinationPath: "nowhere")
        try expectRefused(
            ["build", "--output", "out"], in: dangling, root: dangling, saying: "is a symbolic link"
        )
    }

    @Test func aDamagedManifestIsRefused() throws {
        let root = try authorsSite()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("_site"), withIntermediateDirectories: true)
        try Data("all of it\n../README.md\n".utf8).write(
            to: root.appendingPathComponent("_site/.listdocs-manifest"))
        try expectRefused(
            ["build"], in: root, root: root,
            saying: "has a .listdocs-manifest that listdocs cannot read")
    }

    @Test func anEmptyFolderAndARebuildWork() throws {
        let root = try authorsSite()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        #expect(try listdocs(["build", "--output", "out"], in: root).status == 0)
        try Data("mine".utf8).write(to: root.appendingPathComponent("out/CNAME"))
        let again = try listdocs(["build", "--output", "out"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Data(contentsOf: root.appendingPathComponent("out/CNAME")) == Data("mine".utf8))
        #expect(
            try String(
                contentsOf: root.appendingPathComponent("out/.listdocs-manifest"), encoding: .utf8
            ).contains("good/index.html"))
        try FileManager.default.removeItem(at: root)
    }

    @Test func twoBuildsAtOnceBothFinishWithAWholeSite() throws {
        var recipes: [String: String] = [:]
        for n in 0..<200 {
            recipes["r\(n).md"] = goodRecipe.replacingOccurrences(of: "Good", with: "R\(n)")
        }
        let root = try site(recipes)
        let first = listdocsProcess(["build"], in: root)
        let second = listdocsProcess(["build"], in: root)
        for process in [first, second] {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
        }
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("_site").path)
        #expect(pages.filter { $0.hasPrefix("r") && $0 != "robots.txt" }.count == 200)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "._site.listdocs-stamp", "Content", "_site",
            ])
        try FileManager.default.removeItem(at: root)
    }

    /// Kills rebuilds of a 1,000-page site at random moments: the output is always one
    /// whole version of the site, and the next build leaves nothing behind. The moments
    /// spread over the time a whole rebuild takes on this machine (one is measured first), so
    /// a faster machine too is killed in every phase, not only after the end.
    @Test(.timeLimit(.minutes(5))) func aKilledBuildLeavesTheWholeOldOrTheWholeNewSite() throws {
        let pages = 1000
        func write(version: Int, to root: URL) throws {
            for n in 0..<pages {
                let text = "---\ntitle: Page \(n) version \(version)\n---\n\nVersion \(version).\n"
                try Data(text.utf8).write(to: root.appendingPathComponent("Content/p\(n).md"))
            }
        }
        let root = try site([:])
        try write(version: 0, to: root)
        #expect(try listdocs(["build"], in: root).status == 0)
        // How long a whole rebuild takes here.
        try write(version: 1, to: root)
        let started = ContinuousClock.now
        #expect(try listdocs(["build"], in: root).status == 0)
        let whole = ContinuousClock.now - started
        let longest = UInt32(max(whole / .microseconds(1), 100_000) * 12 / 10)
        // Seeded: a failing kill moment comes back on the next run.
        var generator = SplitMix64(seed: 17)
        for version in 2...17 {
            try write(version: version, to: root)
            let process = listdocsProcess(["build"], in: root)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 5_000...longest, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // One version everywhere, and every page there.
            let output = root.appendingPathComponent("_site")
            var versions: Set<String> = []
            for n in 0..<pages {
                let page = try String(
                    contentsOf: output.appendingPathComponent("p\(n)/index.html"), encoding: .utf8)
                let marker = try #require(page.firstRange(of: #/Version (\d+)\./#))
                versions.insert(String(page[marker]))
            }
            #expect(versions.count == 1, "after kill \(version): \(versions.sorted())")
            let manifest = try String(
                contentsOf: output.appendingPathComponent(".listdocs-manifest"), encoding: .utf8)
            // The pages, the index and the 404, four assets, robots.txt, the search index
            // and its page, the header line.
            #expect(manifest.split(separator: "\n").count == pages + 2 + 4 + 1 + 2 + 1)
        }
        let final = try listdocs(["build"], in: root)
        #expect(final.status == 0, "\(final.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "._site.listdocs-stamp", "Content", "_site",
            ])
        try FileManager.default.removeItem(at: root)
    }
}
