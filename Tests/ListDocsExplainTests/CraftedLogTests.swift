import ListDocsEngine
import ListDocsExplain
import ListDocsSite
import Testing

/// Logs written to put something of their own into the recipe: whatever `explain` takes
/// from a log is text on the page, never a link, an image, a heading, HTML or a walkthrough.
@Suite struct CraftedLogTests {
    static let crafted = [
        "x` [click](https://evil.example/) ![t](https://evil.example/p.png) <img src=x onerror=alert(1)> `",
        "<script>alert(1)</script>",
        "``` ```listdocs",
        "a **b** _c_ # not a heading",
    ]

    /// The reason UIKit prints for duplicate item identifiers, with these identifiers.
    func duplicates(_ identifiers: [String]) -> String {
        ReasonCatalog.exception(
            .duplicateItemIdentifiers, view: .table, ios: .default,
            ReasonArguments(identifierList: identifiers)
        ).reason
    }

    @Test func aBareMultiLineReasonKeepsItsIndentedList() throws {
        #expect(try Explainer.explain(duplicates(["a", "b"])).kind == .duplicateItemIdentifiers)
    }

    @Test(arguments: [false, true])
    func identifiersFromTheLogAreTextOnThePage(rawHTML: Bool) throws {
        let explanation = try Explainer.explain(duplicates(Self.crafted))
        var config = SiteConfig()
        config.allowRawHTML = rawHTML
        let (loaded, diagnostics) = RecipeLoader.load(
            path: "Content/explained.md", text: explanation.recipe, config: config)
        let recipe = try #require(loaded, "\(diagnostics.map(\.message))")
        #expect(recipe.walkthroughs.count == 2)
        #expect(recipe.document.editScripts.count == 2)
        #expect(recipe.document.headings.map(\.text) == ["The crash", "The fix"])
        let html = recipe.document.html.joined()
        for forbidden in ["<a href=\"https://evil", "<img", "<script", "<strong>", "<em>"] {
            #expect(!html.contains(forbidden), "\(forbidden) in \(html)")
        }
        // Each identifier is on the page as written.
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    /// Foundation prints such identifiers with escapes (`"QQ\\U001b[31m"`); read back, they
    /// hold the character itself.
    @Test(arguments: ["\u{1B}[31m", "\u{0}", "\r# Heading"])
    func controlCharactersWrittenAsEscapesAreRefused(control: String) {
        let reason = duplicates(["QQ" + control, "b"])
        #expect(reason.contains("\\U00"))
        #expect {
            try Explainer.explain(reason)
        } throws: { error in
            guard case .controlCharacter? = error as? ExplainError else { return false }
            return true
        }
    }

    @Test func terminalColoursAroundAReasonAreTakenOff() throws {
        let reason = duplicates(["a"])
        let coloured =
            "\u{1B}[1;31m*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'\u{1B}[0m\n"
        #expect(try Explainer.explain(coloured).kind == .duplicateItemIdentifiers)
    }
}
