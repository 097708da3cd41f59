import Foundation
import ListDocsPresentation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// A recipe with `split: true` is a page per top-level `##` section, beside its own page,
/// which keeps its opening and lists the sections; every address that leads to a heading
/// or a walkthrough leads to the page that shows it.
@Suite struct SplitRecipeTests {
    static let recipe = """
        ---
        title: Long
        summary: A long recipe.
        split: true
        ---

        An opening that links to [another recipe](../other/).

        ```listdocs title="Opening"
        state
          A: a, b

        delete rows [0, 0]
        ```

        ## First family

        ### Entry one

        ```listdocs title="One"
        state
          A: a, b, c

        delete rows [0, 0]
        ```

        ## Second family

        ### Entry two

        ```listdocs title="Two"
        state
          A: x, y

        insert row [0, 0] "w"
        ```

        ```listdocs title="Three"
        state
          A: x, y

        delete rows [0, 1]
        ```
        """

    func built() throws -> (root: URL, output: URL) {
        let root = try site(["long.md": Self.recipe, "other.md": "---\ntitle: Other\n---\n\nHi.\n"])
        let output = root.appendingPathComponent("_site")
        let result = try SiteBuilder(
            root: root, output: output, defaultTemplates: projectTemplatesFolder
        ).build()
        #expect(result.succeeded, "\(result.diagnostics)")
        return (root, output)
    }

    func read(_ output: URL, _ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func eachSectionIsAPageAndTheRecipesPageListsThem() throws {
        let (root, output) = try built()
        defer { removeTemporaryFolder(root) }
        let page = try read(output, "long/index.html")
        #expect(page.contains("title=\"Opening\"") || page.contains(">Opening</h3>"))
        #expect(!page.contains(">One</h3>") && !page.contains(">Two</h3>"))
        #expect(page.contains("<li><a href=\"first-family.html\">First family</a>"))
        #expect(page.contains("<a href=\"second-family.html#entry-two\">Entry two</a>"))
        let first = try read(output, "long/first-family.html")
        #expect(first.contains(">One</h3>") && !first.contains(">Two</h3>"))
        #expect(
            first.contains("<a href=\"./\">Long</a> › <span aria-current=\"page\">First family"))
        // Neighbours: the recipe's page before the first section, the next section after it.
        #expect(first.contains("<a rel=\"prev\" href=\"./\">← Long</a>"))
        #expect(first.contains("<a rel=\"next\" href=\"second-family.html\">Second family →</a>"))
        #expect(!first.contains("<p class=\"lead\">"))
        let second = try read(output, "long/second-family.html")
        #expect(second.contains(">Two</h3>") && second.contains(">Three</h3>"))
        // The pictures and Swift files stay in the recipe's folder, where the links lead.
        #expect(second.contains("href=\"../long/long-w3.swift\""))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("long/long-w3.swift").path))
    }

    @Test func searchAndEmbedsLeadToTheSectionsPage() throws {
        let (root, output) = try built()
        defer { removeTemporaryFolder(root) }
        let search = try read(output, "search.json")
        #expect(search.contains("\"long/second-family.html#entry-two\""))
        #expect(search.contains("\"long/second-family.html#long-w4\""))
        #expect(search.contains("\"long/#long-w1\""))
        let embed = try read(output, "embed/long/long-w3/index.html")
        #expect(embed.contains("href=\"second-family.html#long-w3\""))
    }

    @Test func withoutSplitTheRecipeIsOnePage() throws {
        let text = Self.recipe.replacing("split: true", with: "split: false")
        let recipe = try loadRecipe("long.md", text: text)
        #expect(RecipeParts(recipe).parts.isEmpty)
        let page = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
            .recipePage(recipe)
        #expect(page.contains(">One</h3>") && page.contains(">Three</h3>"))
        #expect(!page.contains("recipe-sections"))
    }

    @Test func splitIsTrueOrFalse() throws {
        let text = Self.recipe.replacing("split: true", with: "split: often")
        let (loaded, diagnostics) = RecipeLoader.load(
            path: "long.md", text: text, config: SiteConfig())
        #expect(loaded == nil)
        #expect(diagnostics.first?.message == "'split' is true or false")
        #expect(diagnostics.first?.location.line == 4)
    }

    /// A later walkthrough with the same class shows only the members that differ, and
    /// links to the one that shows the rest; its embed page shows the class whole.
    @Test func aPageTellsASharedClassOnce() throws {
        let (root, output) = try built()
        defer { removeTemporaryFolder(root) }
        let second = try read(output, "long/second-family.html")
        let shared = try #require(
            second.firstMatch(of: #/<p class="wt-model-shared">(.*?)</p>/#)?.output.1)
        #expect(shared.contains("<a href=\"#long-w3\">Two</a>"))
        let sections = second.components(separatedBy: "<section class=\"walkthrough\"")
        #expect(sections.count == 3)
        #expect(sections[1].contains("numberOfRowsInSection"))
        #expect(!sections[2].contains("numberOfRowsInSection"))
        let embed = try read(output, "embed/long/long-w4/index.html")
        #expect(embed.contains("numberOfRowsInSection") && !embed.contains("wt-model-shared"))
    }

    @Test func modelPartsAreTheClassesMembers() {
        let model = { (first: String, last: String) in
            [
                "var a = [", "    \(first),", "]", "", "func f() {", "    x()", "", "    y()", "}",
                "",
                "var b = \(last)",
            ]
        }
        let parts = SharedModel.Parts(opening: ["class C {"], model: model("1", "2"))
        #expect(
            parts.members == [
                ["var a = [", "    1,", "]"], ["func f() {", "    x()", "", "    y()", "}"],
                ["var b = 2"],
            ])
        var sharing = SharedModel()
        #expect(sharing.show(parts, id: "w1", title: "One") == nil)
        // One member differs: the page shows it alone, under the class line.
        let other = SharedModel.Parts(opening: ["class C {"], model: model("3", "2"))
        let shown = sharing.show(other, id: "w2", title: "Two")
        #expect(shown?.reference.id == "w1")
        #expect(shown?.block == ["class C {", "    var a = [", "        3,", "    ]", "}"])
        // The same class: nothing of it is shown again.
        #expect(sharing.show(parts, id: "w3", title: "Three")?.members == [])
        // Two members, 4 of its 9 lines: still shared.
        let twice = SharedModel.Parts(opening: ["class C {"], model: model("4", "5"))
        #expect(sharing.show(twice, id: "w4", title: "Four")?.members.count == 2)
        let unlike = SharedModel.Parts(
            opening: ["class C {"], model: ["var a = [", "]", "", "func g() {", "}"])
        #expect(sharing.show(unlike, id: "w5", title: "Five") == nil)
        // More than half of it different: shown whole, and a reference itself.
        let different = SharedModel.Parts(
            opening: ["class C {"],
            model: ["var a = [", "    4,", "]", "", "func f() {", "    z()", "}", "", "var b = 5"])
        #expect(sharing.show(different, id: "w6", title: "Six") == nil)
        #expect(sharing.references.map(\.id) == ["w1", "w5", "w6"])
    }
}
