import Foundation
import ListDocsDiagnostics
import ListDocsScript
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// `id=` names a walkthrough on its page: its element and its steps' addresses
/// (`#swipe-step-3`), checked to be unique and to take no address the page gives to
/// something else.
@Suite struct WalkthroughIDTests {
    static let recipe = """
        ---
        title: Named
        ---

        ## Swipe

        ```listdocs id=swipe
        state: a, b
        delete row [0, 0]
        ```

        ```listdocs
        state: a
        ```
        """

    @Test func theIdNamesTheWalkthroughItsStepsAndItsSearchEntry() throws {
        let recipe = try loadRecipe("Content/named.md", text: Self.recipe)
        let renderer = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
        let page = renderer.recipePage(recipe)
        #expect(page.contains("id=\"swipe\""))
        #expect(page.contains("id=\"swipe-step-1\""))
        // The other walkthrough keeps its place's name.
        #expect(page.contains("id=\"named-w2\""))
        // A heading with the same words steps aside.
        #expect(page.contains("id=\"swipe-2\""))
        let search = String(
            decoding: renderer.searchIndexUTF8(renderer.searchShares([recipe])), as: UTF8.self)
        #expect(search.contains("named/#swipe\""))
    }

    @Test func anIdIsUniqueOnItsPageAndWellFormed() {
        let twice = Self.recipe.replacingOccurrences(
            of: "```listdocs\nstate: a", with: "```listdocs id=swipe\nstate: a")
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "Content/named.md", text: twice, config: SiteConfig())
        #expect(recipe == nil)
        #expect(
            diagnostics.map(\.message) == [
                "the id 'swipe' already names the walkthrough at line 7 of this page"
            ])
        #expect(diagnostics.first?.location == SourceLocation(line: 12, column: 4))
        let positional = Self.recipe.replacingOccurrences(of: "id=swipe", with: "id=named-w2")
        #expect(
            RecipeLoader.load(path: "Content/named.md", text: positional, config: SiteConfig()).0
                == nil)
        let bad = Self.recipe.replacingOccurrences(of: "id=swipe", with: "id=2fast")
        let badDiagnostics = RecipeLoader.load(
            path: "Content/named.md", text: bad, config: SiteConfig()
        ).1
        #expect(
            badDiagnostics.first?.message.hasPrefix("'2fast' cannot name a walkthrough") == true)
    }

    /// A walkthrough may write down the address its place gives it (`named-w1` on the
    /// first), so that its links stay when walkthroughs are added before it; the page is the
    /// same bytes. The address of another place stays refused.
    @Test func aWalkthroughMayKeepItsOwnPlacesAddress() throws {
        let own = Self.recipe.replacingOccurrences(of: "id=swipe", with: "id=named-w1")
        let renderer = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
        let unnamed = Self.recipe.replacingOccurrences(of: " id=swipe", with: "")
        #expect(
            renderer.recipePage(try loadRecipe("Content/named.md", text: own))
                == renderer.recipePage(try loadRecipe("Content/named.md", text: unnamed)))
        let second = Self.recipe.replacingOccurrences(
            of: "```listdocs\nstate: a", with: "```listdocs id=named-w1\nstate: a")
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "Content/named.md", text: second, config: SiteConfig())
        #expect(recipe == nil)
        #expect(
            diagnostics.map(\.message).contains(
                "the id 'named-w1' is an address the page gives to something else; choose another"))
    }

    /// The project's own site is what the GitHub Pages workflow checks with --strict: every
    /// walkthrough on a page of several has its id.
    @Test func theProjectsOwnSiteHasAnIdOnEveryWalkthroughOfAPageOfSeveral() throws {
        for name in PageSnapshotTests.contentFiles {
            let text = try String(
                contentsOf: packageRoot.appendingPathComponent(PageSnapshotTests.location(name)),
                encoding: .utf8)
            let recipe = try loadRecipe("Content/\(name)", text: text)
            #expect(RecipeLoader.unnamedWalkthroughs(recipe, source: text).isEmpty, "\(name)")
        }
    }

    /// A crash whose console has nothing before or after it shows no empty bar there.
    @Test func aCrashShowsNoEmptyConsoleBar() throws {
        let recipe = try loadRecipe(
            "Content/crash.md",
            text:
                "---\ntitle: Crash\n---\n\n```listdocs\nstate: A, B\ntable deleteRows [0, 1]\nexpect crash \"Invalid update\"\n```\n"
        )
        let page = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
            .recipePage(recipe)
        #expect(page.contains("<pre class=\"wt-crash\""))
        #expect(!page.contains("<pre class=\"wt-console-extra\"></pre>"))
    }

    @Test func checkStrictAsksForIdsOnPagesOfSeveral() throws {
        let recipe = try loadRecipe("Content/named.md", text: Self.recipe)
        let warnings = RecipeLoader.unnamedWalkthroughs(recipe, source: Self.recipe)
        #expect(warnings.map(\.location) == [SourceLocation(line: 12, column: 4)])
        #expect(warnings.first?.severity == .warning)
    }

    @Test func theWriterWritesTheId() {
        var attributes = ScriptAttributes()
        attributes.title = "Swipe"
        attributes.id = "swipe"
        #expect(ScriptWriter.info(attributes) == "listdocs title=\"Swipe\" id=swipe")
    }
}
