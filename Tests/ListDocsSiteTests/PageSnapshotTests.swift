import Foundation
import SnapshotTesting
import Testing

@testable import ListDocsSite

/// The generated HTML, guarded by reviewed snapshots under `__Snapshots__`.
@Suite struct PageSnapshotTests {
    /// The project's recipes: `Content/*.md`, and the crash catalog its `catalog: true` adds.
    static let contentFiles: [String] = {
        let content = packageRoot.appendingPathComponent("Content")
        return
            (((try? FileManager.default.contentsOfDirectory(atPath: content.path)) ?? []).filter {
                $0.hasSuffix(".md")
            } + ["crash-catalog.md"]).sorted()
    }()

    /// Where the project keeps recipe `file`, from the package's root.
    static func location(_ file: String) -> String {
        file == "crash-catalog.md" ? "Templates/catalog/\(file)" : "Content/\(file)"
    }

    @Test(arguments: contentFiles)
    func everyRecipePage(_ file: String) throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent(Self.location(file)), encoding: .utf8)
        let recipe = try loadRecipe("Content/\(file)", text: text)
        let rendered = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
            .recipePageAndWalkthroughs(recipe, previous: nil, next: nil, lead: [], catalog: nil)
        let name = String(file.dropLast(3))
        assertSnapshot(of: String(decoding: rendered.page, as: UTF8.self), as: .html, named: name)
        // A split recipe's first section page stands for its kind (the crash catalog's
        // families are held by their structure: CrashCatalogStructureTests).
        for section in rendered.sections.prefix(1) {
            assertSnapshot(
                of: String(decoding: section.page, as: UTF8.self), as: .html,
                named: name + "." + section.fileName.dropLast(5))
        }
    }

    /// Every recipe of the project's own site.
    static func contentRecipes() throws -> [Recipe] {
        try contentFiles.map { file in
            try loadRecipe(
                "Content/\(file)",
                text: String(
                    contentsOf: packageRoot.appendingPathComponent(location(file)),
                    encoding: .utf8))
        }
    }

    @Test func theIndexPage() throws {
        let recipes = try Self.contentRecipes()
        assertSnapshot(
            of: SiteRenderer(templates: try projectTemplates(), config: SiteConfig()).indexPage(
                recipes), as: .html)
    }

    @Test func theTagPages() throws {
        let recipes = try Self.contentRecipes()
        let renderer = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
        let pages = Dictionary(
            renderer.pages(recipes).map { ($0.path, $0.page) }, uniquingKeysWith: { a, _ in a })
        let tagIndex = try #require(pages["tags/index.html"])
        let crash = try #require(pages["tags/crash/index.html"])
        assertSnapshot(
            of: String(decoding: renderer.render(tagIndex, of: recipes), as: UTF8.self),
            as: .html, named: "index")
        assertSnapshot(
            of: String(decoding: renderer.render(crash, of: recipes), as: UTF8.self),
            as: .html, named: "crash")
    }

    @Test func fixtureWalkthroughs() throws {
        let url = packageRoot.appendingPathComponent(
            "Tests/ListDocsSiteTests/Fixtures/walkthroughs.md")
        let recipe = try loadRecipe(
            "walkthroughs.md", text: try String(contentsOf: url, encoding: .utf8))
        let page = SiteRenderer(templates: try projectTemplates(), config: SiteConfig()).recipePage(
            recipe)
        #expect(page.contains("&lt;b&gt;raw HTML&lt;/b&gt;"))
        #expect(page.contains("*** Terminating app due to uncaught exception"))
        assertSnapshot(of: page, as: .html)
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text snapshots stored as readable `.html` files.
    static var html: Snapshotting {
        var snapshotting = Snapshotting(pathExtension: "html", diffing: .lines)
        snapshotting.pathExtension = "html"
        return snapshotting
    }
}
