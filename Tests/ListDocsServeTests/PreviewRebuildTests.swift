import Foundation
import ListDocsServe
import ListDocsSite
import ListDocsTestSupport
import Testing

/// The preview's rebuild after a save: the saved recipe's page, and the index only when
/// what the index shows of that recipe changed.
@Suite struct PreviewRebuildTests {
    @Test func theIndexIsRenderedAgainOnlyWhenItsEntryChanges() throws {
        let root = try site([:], prefix: "listdocs-preview")
        defer { removeTemporaryFolder(root) }
        let recipe = root.appendingPathComponent("Content/a.md")
        func save(_ text: String) throws {
            // File times are coarse: make sure the save is seen as one.
            Thread.sleep(forTimeInterval: 0.05)
            try text.write(to: recipe, atomically: true, encoding: .utf8)
        }
        try save("---\ntitle: First\n---\n\nHello.\n")
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(builder.rebuild()?.rebuilt == "everything")
        let index = builder.site.files["index.html"]

        try save("---\ntitle: First\n---\n\nHello again.\n")
        let bodyEdit = try #require(builder.rebuild())
        #expect(bodyEdit.rebuilt.hasSuffix("a.md"))
        #expect(builder.site.files["index.html"] == index)
        #expect(
            String(decoding: builder.site.files["a/index.html"] ?? Data(), as: UTF8.self).contains(
                "Hello again."))

        try save("---\ntitle: Second\n---\n\nHello again.\n")
        let titleEdit = try #require(builder.rebuild())
        #expect(titleEdit.rebuilt.hasSuffix("a.md and the index"))
        #expect(
            String(decoding: builder.site.files["index.html"] ?? Data(), as: UTF8.self).contains(
                "Second"))
    }

    /// A change to the site's words reloads every recipe in them: the headings' links,
    /// written as a recipe is parsed, say the new word; a later save of one recipe keeps it.
    /// So does the search's name for an untitled walkthrough of a recipe not saved since.
    @Test func aChangedWordReachesTheHeadingsOfEveryRecipe() throws {
        let walkthrough = "```listdocs\nstate: x, y\ndelete row [0, 0]\n```\n"
        let root = try site(
            [
                "a.md": "---\ntitle: A\n---\n\n## One\n",
                "b.md": "---\ntitle: B\n---\n\n## Two\n\n" + walkthrough,
            ],
            prefix: "listdocs-preview-words")
        defer { removeTemporaryFolder(root) }
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let strings = templates.appendingPathComponent("strings.yml")
        try "headingLink: To this part\nwalkthrough: Run\n".write(
            to: strings, atomically: true, encoding: .utf8)
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(builder.rebuild()?.succeeded == true)
        func page(_ path: String) -> String {
            String(decoding: builder.site.files[path] ?? Data(), as: UTF8.self)
        }
        #expect(page("a/index.html").contains("aria-label=\"To this part\">#</a> One"))
        Thread.sleep(forTimeInterval: 0.05)
        #expect(page("search.json").contains("\"title\":\"Run 1\""))
        try "headingLink: Here\nwalkthrough: Pass\n".write(
            to: strings, atomically: true, encoding: .utf8)
        #expect(builder.rebuild()?.rebuilt == "everything")
        for (path, heading) in [("a/index.html", "One"), ("b/index.html", "Two")] {
            #expect(page(path).contains("aria-label=\"Here\">#</a> \(heading)"), "\(path)")
        }
        Thread.sleep(forTimeInterval: 0.05)
        try "---\ntitle: A\n---\n\n## Three\n".write(
            to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        #expect(builder.rebuild()?.rebuilt.hasSuffix("a.md") == true)
        #expect(page("a/index.html").contains("aria-label=\"Here\">#</a> Three"))
        #expect(page("search.json").contains("\"title\":\"Pass 1\""))
        #expect(!page("search.json").contains("Run 1"))
    }

    /// A save renders the recipe's embed pages and pictures again, and those of a
    /// walkthrough renamed or removed go with it.
    @Test func aSaveRedrawsTheRecipesEmbedsAndPicturesAndDropsTheOldOnes() throws {
        let root = try site([:], prefix: "listdocs-preview-pictures")
        defer { removeTemporaryFolder(root) }
        let recipe = root.appendingPathComponent("Content/a.md")
        func save(id: String, rows: String) throws {
            Thread.sleep(forTimeInterval: 0.05)
            try
                "---\ntitle: A\n---\n\n```listdocs id=\(id)\nstate: \(rows)\ndelete row [0, 0]\n```\n"
                .write(to: recipe, atomically: true, encoding: .utf8)
        }
        try save(id: "first", rows: "x, y")
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(builder.rebuild()?.succeeded == true)
        for path in [
            "embed/a/first/index.html", "a/first.animated.svg", "a/first.steps.svg", "a/card.svg",
        ] {
            #expect(builder.site.files[path] != nil, "\(path)")
        }
        let card = builder.site.files["a/card.svg"]

        try save(id: "second", rows: "p, q")
        #expect(builder.rebuild()?.succeeded == true)
        for path in ["embed/a/second/index.html", "a/second.animated.svg", "a/second.steps.svg"] {
            #expect(builder.site.files[path] != nil, "\(path)")
        }
        for path in ["embed/a/first/index.html", "a/first.animated.svg", "a/first.steps.svg"] {
            #expect(builder.site.files[path] == nil, "\(path) stayed")
        }
        // The card shows the new rows.
        let redrawn = try #require(builder.site.files["a/card.svg"])
        #expect(redrawn != card)
        #expect(String(decoding: redrawn, as: UTF8.self).contains(">q</text>"))
    }

    /// A split recipe's section pages are rendered with it, and a section renamed takes its
    /// old page along; so does a walkthrough renamed its Swift file.
    @Test func aSaveRedrawsASplitRecipesSectionsAndDropsTheOldOnes() throws {
        let root = try site([:], prefix: "listdocs-preview-split")
        defer { removeTemporaryFolder(root) }
        let recipe = root.appendingPathComponent("Content/a.md")
        func save(section: String, id: String) throws {
            Thread.sleep(forTimeInterval: 0.05)
            try """
            ---
            title: A
            split: true
            ---

            ## \(section)

            ```listdocs id=\(id)
            state: x, y
            delete row [0, 0]
            ```
            """.write(to: recipe, atomically: true, encoding: .utf8)
        }
        try save(section: "Old name", id: "first")
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(builder.rebuild()?.succeeded == true)
        #expect(builder.site.files["a/old-name.html"] != nil)
        #expect(builder.site.files["a/first.swift"] != nil)

        try save(section: "New name", id: "second")
        #expect(builder.rebuild()?.succeeded == true)
        let page = String(
            decoding: builder.site.files["a/new-name.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("id=\"second\""))
        #expect(builder.site.files["a/old-name.html"] == nil)
        #expect(builder.site.files["a/first.swift"] == nil)
        #expect(builder.site.files["a/second.swift"] != nil)
        #expect(
            String(decoding: builder.site.files["a/index.html"] ?? Data(), as: UTF8.self)
                .contains("<a href=\"new-name.html\">New name</a>"))
    }

    /// `build` writes through the publisher, `serve` keeps the files in memory: the same
    /// renderer makes both, so every file matches byte for byte.
    @Test func theBuiltSiteAndThePreviewAreTheSameFiles() throws {
        let root = try site(
            [
                "b-first.md": goodRecipe,
                "a-second.md":
                    "---\ntitle: Second\nsummary: With a summary\ndate: 2026-01-02\ntags: [x]\n---\n\nText.\n",
                "c-draft.md": "---\ntitle: Draft\ndraft: true\n---\n\nNot shown.\n",
                "d-split.md":
                    "---\ntitle: Split\nsplit: true\n---\n\nOpening.\n\n## One\n\nA.\n\n## Two\n\nB.\n",
            ], prefix: "listdocs-both-ways")
        defer { removeTemporaryFolder(root) }
        let output = root.appendingPathComponent("_site")
        // The preview shows drafts, as `build --drafts` does.
        var builder = SiteBuilder(
            root: root, output: output, defaultTemplates: projectTemplatesFolder)
        builder.includeDrafts = true
        let result = try builder.build()
        #expect(result.succeeded)
        var built = try tree(output).filter { !$0.key.hasSuffix("/") }
        built[".listdocs-manifest"] = nil

        let preview = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(preview.rebuild()?.succeeded == true)
        #expect(Set(preview.site.files.keys) == Set(built.keys))
        for (path, bytes) in built {
            #expect(preview.site.files[path] == bytes, "\(path) differs")
        }
        #expect(
            String(decoding: built["c-draft/index.html"] ?? Data(), as: UTF8.self).contains(
                "Draft: a plain <code>listdocs build</code> leaves this recipe out"))
        #expect(built["d-split/one.html"] != nil && built["d-split/two.html"] != nil)
    }

    /// A tag that no recipe carries any more loses its page in the preview too.
    @Test func aTagRemovedFromItsLastRecipeLosesItsPage() throws {
        let root = try site(
            ["a.md": "---\ntitle: A\ntags: [old]\n---\n\nText.\n"], prefix: "listdocs-tags")
        defer { removeTemporaryFolder(root) }
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(builder.rebuild()?.succeeded == true)
        #expect(builder.site.files["tags/old/index.html"] != nil)
        Thread.sleep(forTimeInterval: 0.05)
        try "---\ntitle: A\ntags: [new]\n---\n\nText.\n".write(
            to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        #expect(builder.rebuild()?.succeeded == true)
        #expect(builder.site.files["tags/old/index.html"] == nil)
        #expect(builder.site.files["tags/new/index.html"] != nil)
    }

    /// After an edit that renames or reorders a recipe, the preview holds what a fresh
    /// build would: its neighbours' "previous" and "next" links follow, and so does the
    /// sidebar of every page (Delta is no neighbour of Beta, but its sidebar names Beta).
    /// After an edit of a body alone, the search holds the recipe's new heading and every
    /// other recipe's kept entries.
    @Test func afterAnEditThePreviewEqualsAFreshBuild() throws {
        let recipe = { (title: String, order: Int) in
            "---\ntitle: \(title)\norder: \(order)\n---\n\nText.\n"
        }
        let root = try site(
            [
                "a.md": recipe("Alpha", 1), "b.md": recipe("Beta", 2), "c.md": recipe("Gamma", 3),
                "d.md": recipe("Delta", 4),
            ],
            prefix: "listdocs-neighbours")
        defer { removeTemporaryFolder(root) }
        let preview = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        #expect(preview.rebuild()?.succeeded == true)
        #expect(
            String(decoding: preview.site.files["a/index.html"] ?? Data(), as: UTF8.self).contains(
                "Beta →"))
        for (text, step) in [
            (recipe("Beta, renamed", 2), "rename"), (recipe("Beta, renamed", 9), "reorder"),
            (recipe("Beta, renamed", 9) + "\n## Sorting the rows\n\nMore.\n", "body"),
        ] {
            Thread.sleep(forTimeInterval: 0.05)
            try text.write(
                to: root.appendingPathComponent("Content/b.md"), atomically: true, encoding: .utf8)
            #expect(preview.rebuild()?.succeeded == true)
            let output = root.appendingPathComponent("_site-\(step)")
            var builder = SiteBuilder(
                root: root, output: output, defaultTemplates: projectTemplatesFolder)
            builder.includeDrafts = true
            #expect(try builder.build().succeeded)
            var built = try tree(output).filter { !$0.key.hasSuffix("/") }
            built[".listdocs-manifest"] = nil
            for (path, bytes) in built {
                #expect(preview.site.files[path] == bytes, "\(step): \(path) differs")
            }
        }
        let search = String(decoding: preview.site.files["search.json"] ?? Data(), as: UTF8.self)
        #expect(search.contains("Sorting the rows") && search.contains("Gamma"))
    }
}
