import Foundation
@testable import ListDocsSite
import ListDocsEngine
import Testing

@Suite struct SiteBuilderTests {
    func site(_ recipes: [String: String]) throws -> URL {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for (name, text) in recipes {
            try text.write(to: root.appendingPathComponent("Content/\(name)"), atomically: true, encoding: .utf8)
        }
        return root
    }

    let good = "---\ntitle: Good\n---\n\n```listdocs\nstate: 0, 1\ndelete row [0, 0]\nexpect: 1\n```\n"

    @Test func twoBuildsAreByteIdentical() throws {
        let root = try site(["a.md": good, "b.md": good.replacingOccurrences(of: "Good", with: "Other")])
        let first = root.appendingPathComponent("one"), second = root.appendingPathComponent("two")
        let defaults = packageRoot.appendingPathComponent("Templates")
        #expect(try SiteBuilder(root: root, output: first, defaultTemplates: defaults).build().pagesWritten == 4)
        _ = try SiteBuilder(root: root, output: second, defaultTemplates: defaults).build()
        for page in ["index.html", "404.html", "a/index.html", "b/index.html", "assets/listdocs.css"] {
            let a = try Data(contentsOf: first.appendingPathComponent(page))
            let b = try Data(contentsOf: second.appendingPathComponent(page))
            #expect(a == b, "\(page) differs")
        }
    }

    @Test func aFailedBuildLeavesThePreviousSiteAlone() throws {
        let root = try site(["a.md": good])
        let output = root.appendingPathComponent("_site")
        let defaults = packageRoot.appendingPathComponent("Templates")
        _ = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        let before = try Data(contentsOf: output.appendingPathComponent("a/index.html"))
        try "---\ntitle: [unclosed\n---\n".write(to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        let result = try SiteBuilder(root: root, output: output, defaultTemplates: defaults).build()
        #expect(!result.succeeded)
        #expect(try Data(contentsOf: output.appendingPathComponent("a/index.html")) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func everyErrorOfEveryRecipeIsReported() throws {
        let root = try site([
            "a.md": "---\nsummary: no title\n---\n",
            "b.md": "---\ntitle: B\n---\n\n```listdocs\nstate: 0\ndelte row [0, 0]\n```\n\n```listdocs\nstate: 0\ninsert row [0 0] \"x\"\n```\n",
        ])
        let (_, diagnostics, _) = try SiteBuilder(root: root, output: root.appendingPathComponent("_site")).load()
        #expect(diagnostics.map { "\($0.path.split(separator: "/").last!):\($0.diagnostic.location)" } == ["a.md:2:1", "b.md:7:1", "b.md:12:12"])
    }

    @Test func theIndexListsByOrderThenNewestFirst() throws {
        func recipe(_ slug: String, _ front: String) throws -> Recipe { try loadRecipe("\(slug).md", text: "---\ntitle: \(slug)\n\(front)\n---\n") }
        let ordered = PageRenderer.indexOrder([
            try recipe("old", "date: 2020-01-01"), try recipe("new", "date: 2026-01-01"),
            try recipe("first", "order: 1"), try recipe("hidden", "draft: true"),
        ])
        #expect(ordered.map(\.slug) == ["first", "new", "old"])
    }

    @Test func frontMatterErrorsNameTheFileLine() {
        let (_, diagnostics) = RecipeLoader.load(path: "x.md", text: "---\ntitle: ok\ntags: [a, b\n---\nbody\n", config: SiteConfig())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rendered.hasPrefix("x.md:4:1: error: front matter is not valid YAML") == true)
    }

    @Test func aSiteTemplateOverridesTheDefault() throws {
        let root = try site(["a.md": good])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try "<p>custom {{title}}</p>".write(to: root.appendingPathComponent("Templates/recipe.mustache"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("_site")
        _ = try SiteBuilder(root: root, output: output, defaultTemplates: packageRoot.appendingPathComponent("Templates")).build()
        #expect(try String(contentsOf: output.appendingPathComponent("a/index.html"), encoding: .utf8).contains("<p>custom Good</p>"))
    }
}

@Suite struct ContentTests {
    @Test func theCrashCatalogHasAnEntryForEveryExceptionTheEngineRaises() throws {
        let url = packageRoot.appendingPathComponent("Content/crash-catalog.md")
        let recipe = try loadRecipe("crash-catalog.md", text: try String(contentsOf: url, encoding: .utf8))
        let kinds = Set(recipe.walkthroughs.compactMap { $0.crash?.kind })
        #expect(kinds == Set(UIKitException.Kind.allCases))
    }

    @Test func everyWalkthroughOfTheSiteCarriesExpectations() throws {
        let content = packageRoot.appendingPathComponent("Content")
        for file in try FileManager.default.contentsOfDirectory(atPath: content.path) where file.hasSuffix(".md") {
            let recipe = try loadRecipe(file, text: try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8))
            for walkthrough in recipe.walkthroughs {
                #expect(walkthrough.steps.contains { !$0.expectations.isEmpty }, "\(file): \(walkthrough.attributes.title ?? "")")
            }
        }
    }
}
