import Foundation
import ListDocsDiagnostics
import ListDocsEngine
import Testing

@testable import ListDocsSite

@Suite struct SiteBuilderTests {
    func site(_ recipes: [String: String]) throws -> URL {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for (name, text) in recipes {
            try text.write(
                to: root.appendingPathComponent("Content/\(name)"), atomically: true,
                encoding: .utf8)
        }
        return root
    }

    let good =
        "---\ntitle: Good\n---\n\n```listdocs\nstate: 0, 1\ndelete row [0, 0]\nexpect: 1\n```\n"

    @Test func twoBuildsAreByteIdentical() throws {
        let root = try site([
            "a.md": good, "b.md": good.replacingOccurrences(of: "Good", with: "Other"),
        ])
        let first = root.appendingPathComponent("one")
        let second = root.appendingPathComponent("two")
        let defaults = packageRoot.appendingPathComponent("Templates")
        #expect(
            try SiteBuilder(root: root, output: first, defaultTemplates: defaults).build()
                .pagesWritten == 5)
        _ = try SiteBuilder(root: root, output: second, defaultTemplates: defaults).build()
        for page in [
            "index.html", "404.html", "a/index.html", "b/index.html", "assets/listdocs.css",
            ".listdocs-manifest", "search.json", "search/index.html",
        ] {
            let a = try Data(contentsOf: first.appendingPathComponent(page))
            let b = try Data(contentsOf: second.appendingPathComponent(page))
            #expect(a == b, "\(page) differs")
        }
    }

    /// A site's own template that names a partial nobody wrote, or a layout without the
    /// step rules, stops the build with the file and the position, instead of rendering
    /// nothing.
    @Test(arguments: [
        (
            "recipe.mustache", "<article>\n  <p>{{> byline }}</p>{{{body}}}\n</article>\n",
            "Templates/recipe.mustache:2:6: error: there is no template named 'byline' for this partial tag"
        ),
        (
            "layout.mustache",
            "<!DOCTYPE html><html><head></head><body>{{{content}}}</body></html>\n",
            "Templates/layout.mustache:1:1: error: this layout never shows '{{{stepStyles}}}'"
        ),
    ])
    func templateMistakesStopTheBuild(file: String, text: String, expected: String) throws {
        let root = try site(["a.md": good])
        defer { removeTemporaryFolder(root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try text.write(
            to: root.appendingPathComponent("Templates/\(file)"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("_site")
        let result = try SiteBuilder(
            root: root, output: output, defaultTemplates: projectTemplatesFolder
        ).build()
        #expect(!result.succeeded)
        let rendered = result.diagnostics.map { DiagnosticText.rendered($0) }.joined(
            separator: "\n")
        #expect(rendered.contains(expected), "\(rendered)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// Every tag gets a page listing its recipes (drafts left out), the tags get an index,
    /// and tags link there from the index and the recipe pages.
    @Test func tagsHaveTheirOwnPages() throws {
        let tagged = { (title: String, tags: String, draft: Bool) in
            "---\ntitle: \(title)\ntags: [\(tags)]\ndraft: \(draft)\n---\n\nText.\n"
        }
        let root = try site([
            "a.md": tagged("Alpha", "Core Data, sections", false),
            "b.md": tagged("Beta", "core-data", false),
            "c.md": tagged("Gamma", "secret", true),
        ])
        defer { removeTemporaryFolder(root) }
        let output = root.appendingPathComponent("_site")
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: projectTemplatesFolder)
                .build().succeeded)
        func page(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        let coreData = try page("tags/core-data/index.html")
        #expect(coreData.contains("Recipes tagged “Core Data”"))
        #expect(coreData.contains("href=\"../../a/\"") && coreData.contains("href=\"../../b/\""))
        let index = try page("tags/index.html")
        #expect(
            index.contains("href=\"core-data/\">Core Data</a> <span class=\"meta\">2 recipes"))
        #expect(index.contains("href=\"sections/\""))
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("tags/secret").path))
        #expect(
            try page("a/index.html").contains(
                "<a class=\"tag\" href=\"../tags/sections/\">sections</a>"))
        #expect(
            try page("index.html").contains(
                "<a class=\"tag\" href=\"tags/core-data/\">core-data</a>"))
    }

    /// `group:` sorts the index into groups in the order of their first recipe; recipes
    /// without one come last, under "More recipes".
    @Test func theIndexIsGroupedByTheRecipesGroups() throws {
        let recipe = { (title: String, group: String?, order: Int) in
            "---\ntitle: \(title)\n" + (group.map { "group: \($0)\n" } ?? "")
                + "order: \(order)\n---\n\nText.\n"
        }
        let root = try site([
            "a.md": recipe("Alpha", "Basics", 1), "b.md": recipe("Beta", "Reference", 2),
            "c.md": recipe("Gamma", "Basics", 3), "d.md": recipe("Delta", nil, 0),
        ])
        defer { removeTemporaryFolder(root) }
        let output = root.appendingPathComponent("_site")
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: projectTemplatesFolder)
                .build().succeeded)
        let index = try String(
            contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let order = [
            "<h2>Basics</h2>", "Alpha", "Gamma", "<h2>Reference</h2>", "Beta",
            "<h2>More recipes</h2>", "Delta",
        ]
        .map { index.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    /// `search.json` holds every recipe, heading and walkthrough, with the exception a
    /// walkthrough ends with; `search/` lists them for readers without JavaScript; drafts
    /// stay out of both.
    @Test func theSearchIndexHoldsHeadingsWalkthroughsAndTheirCrashes() throws {
        let root = try site([
            "a.md": """
            ---
            title: Alpha
            tags: [reference]
            ---

            ## Deleting too much

            ```listdocs title="One row too many"
            state: a
            table deleteRows [0, 1]
            expect crash "attempt to delete row 1"
            ```
            """,
            "b.md": "---\ntitle: Hidden\ndraft: true\n---\n\nText.\n",
        ])
        defer { removeTemporaryFolder(root) }
        let output = root.appendingPathComponent("_site")
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: projectTemplatesFolder)
                .build().succeeded)
        let data = try Data(contentsOf: output.appendingPathComponent("search.json"))
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.map { $0["url"] as? String } == ["a/", "a/#deleting-too-much", "a/#a-w1"])
        #expect(entries[2]["title"] as? String == "One row too many")
        #expect(
            entries[2]["crash"] as? String
                == "attempt to delete row 1 from section 0 which only contains 1 rows before the update"
        )
        #expect(entries[2]["reference"] as? Bool == true)
        let list = try String(
            contentsOf: output.appendingPathComponent("search/index.html"), encoding: .utf8)
        #expect(list.contains("<a href=\"../a/#a-w1\">One row too many</a>"))
        #expect(!list.contains("Hidden"))
        let index = try String(
            contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<form class=\"site-search\" role=\"search\" action=\"search/\""))
    }

    /// With an absolute base URL the site has an Atom feed, a sitemap, canonical links and
    /// a robots.txt that names the sitemap, all with absolute URLs; with a path alone, only
    /// robots.txt.
    @Test func theWebsConventionsUseTheAbsoluteBaseURL() throws {
        let recipe = { (title: String, date: String) in
            "---\ntitle: \(title)\nsummary: About <\(title)>\ndate: \(date)\ntags: [t]\n---\n\nText.\n"
        }
        let root = try site([
            "old.md": recipe("Old & gone", "2026-01-02"), "new.md": recipe("New", "2026-03-04"),
        ])
        defer { removeTemporaryFolder(root) }
        let output = root.appendingPathComponent("_site")
        let result = try SiteBuilder(
            root: root, output: output, baseURL: "https://example.org/docs",
            defaultTemplates: projectTemplatesFolder
        ).build()
        #expect(result.succeeded && result.wroteFeedAndSitemap)
        func file(_ path: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
        let feed = try file("feed.xml")
        #expect(feed.contains("<updated>2026-03-04T00:00:00Z</updated>"))
        #expect(feed.contains("<link rel=\"self\" href=\"https://example.org/docs/feed.xml\"/>"))
        let newEntry = try #require(feed.range(of: "<id>https://example.org/docs/new/</id>"))
        let oldEntry = try #require(feed.range(of: "<id>https://example.org/docs/old/</id>"))
        #expect(newEntry.lowerBound < oldEntry.lowerBound)
        #expect(feed.contains("<title>Old &amp; gone</title>"))
        #expect(feed.contains("<summary>About &lt;New&gt;</summary>"))
        let sitemap = try file("sitemap.xml")
        #expect(sitemap.contains("<url><loc>https://example.org/docs/</loc></url>"))
        #expect(
            sitemap.contains(
                "<url><loc>https://example.org/docs/old/</loc><lastmod>2026-01-02</lastmod></url>"))
        #expect(sitemap.contains("<loc>https://example.org/docs/tags/t/</loc>"))
        #expect(!sitemap.contains("404"))
        #expect(
            try file("robots.txt")
                == "User-agent: *\nAllow: /\nSitemap: https://example.org/docs/sitemap.xml\n")
        #expect(
            try file("new/index.html").contains(
                "<link rel=\"canonical\" href=\"https://example.org/docs/new/\">"))
        #expect(
            try file("new/index.html").contains(
                "type=\"application/atom+xml\" title=\"listdocs\" href=\"../feed.xml\""))

        let pathOnly = root.appendingPathComponent("_plain")
        let plain = try SiteBuilder(
            root: root, output: pathOnly, defaultTemplates: projectTemplatesFolder
        ).build()
        #expect(plain.succeeded && !plain.wroteFeedAndSitemap)
        #expect(
            !FileManager.default.fileExists(
                atPath: pathOnly.appendingPathComponent("feed.xml").path))
        #expect(
            try String(contentsOf: pathOnly.appendingPathComponent("robots.txt"), encoding: .utf8)
                == "User-agent: *\nAllow: /\n")
        #expect(
            !(try String(
                contentsOf: pathOnly.appendingPathComponent("new/index.html"), encoding: .utf8
            ).contains("canonical")))
    }

    @Test func aFailedBuildLeavesThePreviousSiteAlone() throws {
        let root = try site(["a.md": good])
        let output = root.appendingPathComponent("_site")
        let defaults = packageRoot.appendingPathComponent("Templates")
        _ = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        let before = try Data(contentsOf: output.appendingPathComponent("a/index.html"))
        try "---\ntitle: [unclosed\n---\n".write(
            to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        let result = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        #expect(!result.succeeded)
        #expect(try Data(contentsOf: output.appendingPathComponent("a/index.html")) == before)
        // Nothing hidden beside the output but the last build's stamp.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasPrefix(".") && !$0.hasSuffix(".listdocs-stamp")
        }
        #expect(leftovers.isEmpty)
    }

    /// Every file under `folder`, relative, with its contents.
    func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    func identity(of url: URL) throws -> (Int, Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (
            (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
            attributes[.modificationDate] as! Date
        )
    }

    @Test func aRebuildReplacesOnlyWhatListdocsWroteAndKeepsUnchangedFiles() throws {
        // y and z come first in the index and keep their neighbours (each other). Every page's
        // sidebar lists every recipe, so z's page changes when recipes come and go, but not
        // when another recipe's body does.
        let first = { (title: String, order: Int) in
            "---\ntitle: \(title)\norder: \(order)\n---\n\nText.\n"
        }
        let root = try site([
            "a.md": good, "b.md": good.replacingOccurrences(of: "Good", with: "Other"),
            "gone.md": good, "z.md": first("Zeta", 1), "y.md": first("Ypsilon", 2),
        ])
        let output = root.appendingPathComponent("_site")
        let defaults = packageRoot.appendingPathComponent("Templates")
        _ = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        // Change one recipe, remove another, add a third, and put files of the author's own
        // into the site: listdocs did not write them, so they stay.
        try good.replacingOccurrences(of: "Good", with: "Changed").write(
            to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/gone.md"))
        try good.write(
            to: root.appendingPathComponent("Content/new.md"), atomically: true, encoding: .utf8)
        try Data("example.org".utf8).write(to: output.appendingPathComponent("CNAME"))
        try Data("notes".utf8).write(to: output.appendingPathComponent("b/notes.txt"))
        let result = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        #expect(result.succeeded)

        let fresh = root.appendingPathComponent("fresh")
        _ = try SiteBuilder(root: root, output: fresh, defaultTemplates: defaults).build()
        var rebuilt = try files(in: output)
        #expect(rebuilt.removeValue(forKey: "CNAME") == Data("example.org".utf8))
        #expect(rebuilt.removeValue(forKey: "b/notes.txt") == Data("notes".utf8))
        #expect(rebuilt == (try files(in: fresh)))
        #expect(
            rebuilt.keys.sorted() == [
                ".listdocs-manifest", "404.html", "a/a-w1.animated.svg", "a/a-w1.steps.svg",
                "a/a-w1.swift", "a/card.svg", "a/index.html", "assets/favicon.svg",
                "assets/listdocs.css", "assets/listdocs.js", "assets/search.js",
                "b/b-w1.animated.svg", "b/b-w1.steps.svg", "b/b-w1.swift", "b/card.svg",
                "b/index.html", "embed/a/a-w1/index.html", "embed/b/b-w1/index.html",
                "embed/new/new-w1/index.html", "index.html", "new/card.svg",
                "new/index.html", "new/new-w1.animated.svg", "new/new-w1.steps.svg",
                "new/new-w1.swift", "robots.txt", "search.json", "search/index.html",
                "y/index.html", "z/index.html",
            ])
        // The removed recipe's embed page, pictures and Swift file went with it.
        #expect(!rebuilt.keys.contains { $0.hasPrefix("gone/") || $0.hasPrefix("embed/gone/") })
        #expect(String(decoding: rebuilt["a/index.html"]!, as: UTF8.self).contains("Changed"))
        // A change to a's body alone leaves z's page as it was: it is not rewritten.
        let untouched = try identity(of: output.appendingPathComponent("z/index.html"))
        try (good.replacingOccurrences(of: "Good", with: "Changed") + "\nMore text.\n")
            .write(
                to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
                .succeeded)
        #expect(
            String(
                decoding: try Data(contentsOf: output.appendingPathComponent("a/index.html")),
                as: UTF8.self
            ).contains("More text."))
        let after = try identity(of: output.appendingPathComponent("z/index.html"))
        #expect(
            after.0 == untouched.0 && after.1 == untouched.1,
            "an unchanged page must not be rewritten")
        // Nothing hidden beside the output but the last build's stamp.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasPrefix(".") && !$0.hasSuffix(".listdocs-stamp")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func aFileListdocsDidNotWriteStandingWhereAPageGoesStopsTheBuild() throws {
        let root = try site(["a.md": good])
        let output = root.appendingPathComponent("_site")
        let defaults = packageRoot.appendingPathComponent("Templates")
        _ = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        try good.write(
            to: root.appendingPathComponent("Content/new.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("new"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("new/index.html"))
        let before = try files(in: output)
        #expect(throws: PublishError.self) {
            try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        }
        #expect(try files(in: output) == before)
    }

    @Test func anAbandonedPublishLeavesTheOutputAsItWas() throws {
        let root = try site(["a.md": good])
        let output = root.appendingPathComponent("_site")
        _ = try SiteBuilder(
            root: root, output: output,
            defaultTemplates: packageRoot.appendingPathComponent("Templates")
        ).build()
        let before = try files(in: output)
        // What a build does before a write fails: change a page, add a folder, then give up.
        let publisher = try SitePublisher(output: output.path, source: root.path)
        try publisher.publish("changed", at: "a/index.html")
        try publisher.publish("new", at: "b/index.html")
        try publisher.publish("new", at: "index.html")
        publisher.abandon()
        #expect(try files(in: output) == before)
        // Nothing hidden beside the output but the last build's stamp.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasPrefix(".") && !$0.hasSuffix(".listdocs-stamp")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func everyErrorOfEveryRecipeIsReported() throws {
        let root = try site([
            "a.md": "---\nsummary: no title\n---\n",
            "b.md":
                "---\ntitle: B\n---\n\n```listdocs\nstate: 0\ndelte row [0, 0]\n```\n\n```listdocs\nstate: 0\ninsert row [0 0] \"x\"\n```\n",
        ])
        let (_, diagnostics, _) = try SiteSources(root: root).load()
        #expect(
            diagnostics.map { "\($0.file!.split(separator: "/").last!):\($0.location)" } == [
                "a.md:2:1", "b.md:7:1", "b.md:12:12",
            ])
    }

    @Test func recipesComeBackInFileOrderAcrossBatches() throws {
        // Enough recipes for several loading batches, with a file that is not UTF-8 and
        // one with an error among them.
        var recipes: [String: String] = [:]
        for n in 0..<75 {
            recipes[String(format: "r%02d.md", n)] = good.replacingOccurrences(
                of: "Good", with: "R\(n)")
        }
        recipes["r40.md"] = good.replacingOccurrences(of: "delete row", with: "delte row")
        let root = try site(recipes)
        try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0xFE]).write(
            to: root.appendingPathComponent("Content/r17.md"))
        let (loaded, diagnostics, _) = try SiteSources(root: root).load()
        let expected = (0..<75).filter { $0 != 17 && $0 != 40 }.map { String(format: "r%02d", $0) }
        #expect(loaded.map(\.slug) == expected)
        #expect(loaded.map(\.frontMatter.title) == expected.map { "R\(Int($0.dropFirst())!)" })
        #expect(
            diagnostics.map { "\($0.file!.split(separator: "/").last!): \($0.message)" } == [
                "r17.md: this file is not UTF-8 text: byte 0xFF cannot start or continue a character here",
                "r40.md: unknown command 'delte'; did you mean 'delete'?",
            ])
    }

    @Test func theIndexListsByOrderThenNewestFirst() throws {
        func recipe(_ slug: String, _ front: String) throws -> Recipe {
            try loadRecipe("\(slug).md", text: "---\ntitle: \(slug)\n\(front)\n---\n")
        }
        let ordered = SiteRenderer.indexOrder([
            try recipe("old", "date: 2020-01-01"), try recipe("new", "date: 2026-01-01"),
            try recipe("first", "order: 1"), try recipe("hidden", "draft: true"),
        ])
        #expect(ordered.map(\.slug) == ["first", "new", "old"])
    }

    @Test func frontMatterErrorsNameTheFileLine() {
        let (_, diagnostics) = RecipeLoader.load(
            path: "x.md", text: "---\ntitle: ok\ntags: [a, b\n---\nbody\n", config: SiteConfig())
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first.map { DiagnosticText.rendered($0) }?.hasPrefix(
                "x.md:4:1: error: front matter is not valid YAML") == true)
    }

    @Test(arguments: [
        ("title: ok\norder: first", "x.md:3:8: error: 'order' is a whole number"),
        ("title: ok\ndraft: maybe", "x.md:3:8: error: 'draft' is true or false"),
        (
            "title: ok\ndate: last week",
            "x.md:3:7: error: 'date' is written YYYY-MM-DD and must be a day of the calendar"
        ),
        (
            "title: ok\ndate: 2026-02-31",
            "x.md:3:7: error: 'date' is written YYYY-MM-DD and must be a day of the calendar"
        ),
        (
            "title: ok\ndate: 2025-02-29",
            "x.md:3:7: error: 'date' is written YYYY-MM-DD and must be a day of the calendar"
        ),
        (
            "title: ~",
            "x.md:2:8: error: 'title' has no value (YAML reads '~' as null); write it, in quotes if it is meant literally"
        ),
        (
            "title: ok\nsummary: null",
            "x.md:3:10: error: 'summary' has no value (YAML reads 'null' as null); write it, in quotes if it is meant literally"
        ),
        (
            "title: ok\ntags: [a, ~]",
            "x.md:3:11: error: 'each tag' has no value (YAML reads '~' as null); write it, in quotes if it is meant literally"
        ),
        ("title: ok\ntitle: again", "x.md:3:1: error: 'title' is given twice"),
        ("title: ok\nsummary: s\n'title': quoted", "x.md:4:1: error: 'title' is given twice"),
        (
            "title: ok\nsumary: typo",
            "x.md:3:1: error: unknown front matter key 'sumary'; known keys: title, summary, date, tags, draft, order, group, split, language"
        ),
        (
            "title: ok\nlanguage: English",
            "x.md:3:11: error: 'language' is a language tag, such as en, de or pt-BR"
        ),
        ("title: ok\nsummary: [a, list]", "x.md:3:10: error: 'summary' must be text"),
        (
            "summary: no title",
            "x.md:2:1: error: front matter has no 'title'; every recipe needs one"
        ),
        (
            "title: \"Form\\ffeed\"",
            "x.md:2:8: error: 'title' holds the control character \\u{C} (a YAML escape such as \"\\f\" or \"\\0\" writes one); a page or a feed cannot show it. Remove it"
        ),
        (
            "title: ok\ntags: [\"a\\0\"]",
            "x.md:3:8: error: 'each tag' holds the control character \\u{0} (a YAML escape such as \"\\f\" or \"\\0\" writes one); a page or a feed cannot show it. Remove it"
        ),
        (
            "title: \"Half\\uFFFE\"",
            "x.md:2:8: error: 'title' holds \\u{FFFE}, which is not a character (a YAML escape such as \"\\uFFFE\" writes one); a page or a feed cannot show it. Remove it"
        ),
        (
            "title: ok\nsummary: \"\\uFFFF\"",
            "x.md:3:10: error: 'summary' holds \\u{FFFF}, which is not a character (a YAML escape such as \"\\uFFFE\" writes one); a page or a feed cannot show it. Remove it"
        ),
        (
            "title: ok\nsummary: \"\\e[2J\"",
            "x.md:3:10: error: 'summary' holds the control character \\u{1B} (a YAML escape such as \"\\f\" or \"\\0\" writes one); a page or a feed cannot show it. Remove it"
        ),
    ])
    func eachFrontMatterValueIsCheckedWhereItIs(yaml: String, expected: String) {
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "x.md", text: "---\n\(yaml)\n---\nbody\n", config: SiteConfig())
        #expect(recipe == nil)
        #expect(
            diagnostics.first.map { DiagnosticText.rendered($0) }?.components(separatedBy: "\n")
                .first
                == expected)
    }

    @Test func aControlCharacterInTheSiteSettingsIsAnErrorAtItsKey() {
        #expect {
            _ = try SiteConfig.parse(
                "base_url: https://example.org/\ntitle: \"My\\bsite\"\n", path: "listdocs.yml")
        } throws: { error in
            guard let error = error as? SiteError else { return false }
            return error.line == 2
                && error.message.hasPrefix("'title' holds the control character \\u{8}")
        }
    }

    @Test func frontMatterValuesAreTypedByTheirKey() throws {
        let recipe = try loadRecipe(
            "x.md",
            text: "---\ntitle: 2026\ndate: 2026-1-5\ntags: solo\ndraft: yes\norder: -2\n---\n")
        #expect(
            recipe.frontMatter
                == FrontMatter(
                    title: "2026", summary: nil, date: "2026-01-05", tags: ["solo"], draft: true,
                    order: -2))
        let quoted = try loadRecipe(
            "y.md",
            text: "---\ntitle: \"true\"\ndate: 2026-11-21T09:30:00Z\ntags: [a, \"b c\"]\n---\n")
        #expect(
            try loadRecipe("z.md", text: "---\ntitle: \"~\"\ndate: 2024-02-29\n---\n").frontMatter
                .title == "~")
        #expect(quoted.frontMatter.title == "true")
        #expect(quoted.frontMatter.date == "2026-11-21")
        #expect(quoted.frontMatter.tags == ["a", "b c"])
    }

    @Test func aSiteTemplateOverridesTheDefault() throws {
        let root = try site(["a.md": good])
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try "<p>custom {{title}}</p>".write(
            to: root.appendingPathComponent("Templates/recipe.mustache"), atomically: true,
            encoding: .utf8)
        let output = root.appendingPathComponent("_site")
        _ = try SiteBuilder(
            root: root, output: output,
            defaultTemplates: packageRoot.appendingPathComponent("Templates")
        ).build()
        #expect(
            try String(contentsOf: output.appendingPathComponent("a/index.html"), encoding: .utf8)
                .contains("<p>custom Good</p>"))
    }
}

@Suite struct ContentTests {
    @Test func theCrashCatalogHasAnEntryForEveryExceptionTheEngineRaises() throws {
        let url = packageRoot.appendingPathComponent("Templates/catalog/crash-catalog.md")
        let recipe = try loadRecipe(
            "crash-catalog.md", text: try String(contentsOf: url, encoding: .utf8))
        let kinds = Set(recipe.walkthroughs.compactMap { $0.crash?.kind })
        #expect(kinds == Set(UIKitException.Kind.allCases))
        // Diffable misuse is raised only in diffable walkthroughs, and only there.
        let diffable = recipe.walkthroughs.filter { $0.attributes.source == .diffable }
        let diffableKinds = Set(diffable.compactMap { $0.crash?.kind })
        let otherKinds = Set(
            recipe.walkthroughs.filter { $0.attributes.source != .diffable }.compactMap {
                $0.crash?.kind
            })
        #expect(otherKinds.isDisjoint(with: diffableKinds))
        // A collection view raises every batch kind but the table's own animation failure
        // and negative index paths, and the diffable kinds both views raise (a walkthrough
        // on each view).
        let collectionKinds = Set(
            recipe.walkthroughs.filter { $0.attributes.view == .collection }.compactMap {
                $0.crash?.kind
            })
        let batchKinds = Set(UIKitException.Kind.allCases).subtracting(diffableKinds)
        let tableOnly: Set<UIKitException.Kind> = [
            .twoAnimationsForCell, .invalidUpdateIndexPath, .nilCellFromDataSource,
        ]
        #expect(collectionKinds.isSuperset(of: batchKinds.subtracting(tableOnly)))
        #expect(collectionKinds.isDisjoint(with: tableOnly))
        let tableDiffableKinds = Set(
            diffable.filter { $0.attributes.view == .table }.compactMap { $0.crash?.kind })
        #expect(tableDiffableKinds.contains(.viewMutatedUnderDiffable))
        #expect(collectionKinds.contains(.viewMutatedUnderDiffable))
        for walkthrough in recipe.walkthroughs where walkthrough.attributes.view == .collection {
            let reason = walkthrough.crash?.reason ?? ""
            #expect(!reason.contains(" row") && !reason.contains("table view"), "\(reason)")
        }
    }

    @Test(arguments: ["Content", "Templates/catalog"])
    func everyWalkthroughOfTheSiteCarriesExpectations(_ folder: String) throws {
        let content = packageRoot.appendingPathComponent(folder)
        for file in try FileManager.default.contentsOfDirectory(atPath: content.path)
        where file.hasSuffix(".md") {
            let recipe = try loadRecipe(
                file,
                text: try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8))
            for walkthrough in recipe.walkthroughs {
                #expect(
                    walkthrough.steps.contains { !$0.expectations.isEmpty },
                    "\(file): \(walkthrough.attributes.title ?? "")")
            }
        }
    }
}
