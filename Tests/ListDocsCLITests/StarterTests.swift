import Foundation
import Testing

/// `listdocs init` and `listdocs new`: a site that builds at once, and files never replaced.
@Suite struct StarterTests {
    @Test func initQuotesAFolderWithSpacesWhereItPrintsIt() throws {
        let folder = try temporaryFolder("listdocs-init-quoted")
        defer { removeTemporaryFolder(folder) }
        let result = try listdocs(["init", "my docs"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Next: cd 'my docs' && listdocs serve"), "\(result.stdout)")
        // Content/ with recipes alone makes a site too.
        let again = try listdocs(["init", "my docs"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: 'my docs' already holds a site"))
    }

    @Test func initWritesASiteThatBuildsAndChecksCleanly() throws {
        let folder = try temporaryFolder("listdocs-init")
        defer { removeTemporaryFolder(folder) }
        let result = try listdocs(["init", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let root = folder.appendingPathComponent("site")
        for file in ["listdocs.yml", "Content/first-walkthrough.md", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path))
        }
        #expect(try listdocs(["check", "--strict"], in: root).status == 0)
        let build = try listdocs(["build"], in: root)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("_site/first-walkthrough/index.html").path))
    }

    @Test func initRefusesAnExistingSiteAndWithForceNeverReplacesAFile() throws {
        let root = try site(["first-walkthrough.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        try "title: Mine\n".write(
            to: root.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
        let before = try tree(root)
        let refused = try listdocs(["init"], in: root)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "error: this folder already holds a site (listdocs.yml); nothing was written. Add the starter files it lacks with --force"
            ), "\(refused.stderr)")
        #expect(try tree(root) == before)
        let result = try listdocs(["init", "--force"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("listdocs.yml already exists; left as it is"))
        #expect(result.stderr.contains("Content/first-walkthrough.md already exists"))
        let after = try tree(root)
        for (path, bytes) in before { #expect(after[path] == bytes, "\(path) changed") }
        #expect(after[".gitignore"] != nil)
    }

    @Test func newAddsARecipeNamedAfterItsTitleAndNeverReplacesOne() throws {
        let root = try site(["a.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["new", "Deleting: the last row!"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Created Content/deleting-the-last-row.md."))
        let text = try String(
            contentsOf: root.appendingPathComponent("Content/deleting-the-last-row.md"),
            encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: \"Deleting: the last row!\"\n"))
        #expect(try listdocs(["check", "--strict"], in: root).status == 0)
        let again = try listdocs(["new", "Deleting: the last row!"], in: root)
        #expect(again.status == 1)
        #expect(again.stderr.contains("Content/deleting-the-last-row.md already exists"))
        #expect(
            try String(
                contentsOf: root.appendingPathComponent("Content/deleting-the-last-row.md"),
                encoding: .utf8) == text)
    }

    @Test func newSpellsOutAccentsAndTakesDraftTagsGroupAndSlug() throws {
        let root = try site(["a.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        let accented = try listdocs(["new", "Über die Straße"], in: root)
        #expect(
            accented.stdout.hasPrefix("Created Content/uber-die-strasse.md."), "\(accented.stderr)")
        let flagged = try listdocs(
            [
                "new", "Saving in a batch", "--draft", "--tags", "Core Data, basics", "--group",
                "Basics", "--slug", "batch-save",
            ], in: root)
        #expect(flagged.status == 0, "\(flagged.stderr)")
        let text = try String(
            contentsOf: root.appendingPathComponent("Content/batch-save.md"), encoding: .utf8)
        #expect(
            text.hasPrefix(
                "---\ntitle: \"Saving in a batch\"\nsummary: One sentence for the index page.\n"))
        #expect(
            text.contains(
                "\ntags: [\"Core Data\", \"basics\"]\ngroup: \"Basics\"\ndraft: true\n---\n"))
        #expect(try listdocs(["check", "--strict"], in: root).status == 0)
        // A build leaves the draft out.
        _ = try listdocs(["build"], in: root)
        #expect(
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent("_site/batch-save").path))
        let badSlug = try listdocs(["new", "Anything", "--slug", "a b"], in: root)
        #expect(badSlug.status == 1)
        #expect(badSlug.stderr.contains("--slug 'a b': this file's name cannot be a page address"))
    }

    @Test func newNeedsASiteAndATitleWithLetters() throws {
        let folder = try temporaryFolder("listdocs-new")
        defer { removeTemporaryFolder(folder) }
        let noSite = try listdocs(["new", "Anything"], in: folder)
        #expect(noSite.status == 1)
        #expect(noSite.stderr.contains("there is no Content/ folder"))
        let root = try site([:])
        defer { removeTemporaryFolder(root) }
        let noName = try listdocs(["new", "!!!"], in: root)
        #expect(noName.status == 1)
        #expect(noName.stderr.contains("gives no file name"))
    }

    /// A `Content` that is a symbolic link out of the site: neither command writes through it.
    @Test func initAndNewNeverWriteThroughALinkOutOfTheSite() throws {
        let outside = try temporaryFolder("listdocs-outside")
        defer { removeTemporaryFolder(outside) }
        let root = try temporaryFolder("listdocs-linked")
        defer { removeTemporaryFolder(root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Content").path, withDestinationPath: outside.path)
        let new = try listdocs(["new", "Escaped"], in: root)
        #expect(new.status == 1)
        #expect(new.stderr.contains("outside the site's folder"), "\(new.stderr)")
        let initialised = try listdocs(["init", "--force"], in: root)
        #expect(initialised.status == 1)
        #expect(initialised.stderr.contains("outside the site's folder"), "\(initialised.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// A title with a control character would be refused by `build`; init refuses it first.
    @Test func aTitleWithAControlCharacterIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try temporaryFolder("listdocs-init-title")
        defer { removeTemporaryFolder(folder) }
        let result = try listdocs(["init", "site", "--title", "Lists\u{1B}[2J"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("error: --title holds the control character \\u{1B}"),
            "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A folder that is a link to nothing, or a file, is named as what it is.
    @Test func aDanglingLinkOrAFileIsNotASiteFolder() throws {
        let folder = try temporaryFolder("listdocs-init-link")
        defer { removeTemporaryFolder(folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("site").path,
            withDestinationPath: folder.appendingPathComponent("gone").path)
        let link = try listdocs(["init", "site"], in: folder)
        #expect(link.status == 1)
        #expect(
            link.stderr.contains("error: site is a symbolic link to ")
                && link.stderr.contains("gone, which does not exist; nothing was written"),
            "\(link.stderr)")
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let file = try listdocs(["init", "file"], in: folder)
        #expect(file.status == 1)
        #expect(file.stderr.contains("error: file is a file, not a folder"), "\(file.stderr)")
    }
}
