import Foundation
import Testing

@testable import ListDocsSite

/// The crash catalog is a page per family of crashes (`split: true`), held by its structure
/// rather than by a snapshot of each family's page (one family's page is snapshotted, as
/// every kind of page is): every entry and every walkthrough on exactly one page, in the
/// catalog's order, each crash with the console line it dies of, each page under 250 KB,
/// and each model block whole or sharing the class of a walkthrough above it on its page.
@Suite struct CrashCatalogStructureTests {
    let recipe: Recipe
    let rendered: SiteRenderer.RenderedRecipe

    init() throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Templates/catalog/crash-catalog.md"),
            encoding: .utf8)
        recipe = try loadRecipe("Content/crash-catalog.md", text: text)
        rendered = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
            .recipePageAndWalkthroughs(recipe, previous: nil, next: nil, lead: [], catalog: nil)
    }

    var pages: [String] { rendered.sections.map { String(decoding: $0.page, as: UTF8.self) } }

    @Test func everyEntryIsOnOnePageInTheCatalogsOrderAndTheIndexListsIt() {
        let index = String(decoding: rendered.page, as: UTF8.self)
        let parts = RecipeParts(recipe).parts
        #expect(parts.count == pages.count && pages.count >= 8)
        for (part, page) in zip(parts, pages) {
            let ids = part.headings.map { recipe.document.headings[$0].id }
            var from = page.startIndex
            for id in ids {
                let anchor = "id=\"\(id)\""
                let found = page[from...].range(of: anchor)
                #expect(found != nil, "\(part.fileName): \(id) missing or out of order")
                from = found?.upperBound ?? from
                #expect(pages.filter { $0.contains(anchor) }.count == 1, "\(id) on several pages")
            }
            #expect(index.contains("<a href=\"\(part.fileName)\">"))
            #expect(page.utf8.count < 250_000, "\(part.fileName): \(page.utf8.count) bytes")
        }
    }

    @Test func everyWalkthroughIsOnItsPageWithTheLineItDiesOf() {
        for (index, walkthrough) in recipe.walkthroughs.enumerated() {
            let file = RecipeParts(recipe).page(ofWalkthrough: index)
            let position = RecipeParts(recipe).parts.firstIndex { $0.fileName == file }
            let page = position.map { pages[$0] } ?? String(decoding: rendered.page, as: UTF8.self)
            let id = recipe.walkthroughID(at: index)
            #expect(page.contains("<section class=\"walkthrough\" id=\"\(id)\""), "\(id)")
            // The first line of what the console prints as the app dies.
            if let line = walkthrough.crash?.consoleLine.split(separator: "\n").first {
                let escaped = String(line).replacing("&", with: "&amp;").replacing(
                    "<", with: "&lt;"
                )
                .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
                .replacing("'", with: "&#39;")
                #expect(page.contains(escaped), "\(id): its crash text is not on \(file)")
            }
        }
        #expect(rendered.walkthroughs.count == recipe.walkthroughs.count)
    }

    /// A model block is the whole class, or shares one shown above it on the same page.
    @Test func everyModelIsWholeOrSharesOneAboveItOnItsPage() throws {
        var shared = 0
        for page in pages {
            let sections = page.components(separatedBy: "<section class=\"walkthrough\" id=\"")
                .dropFirst()
            var seen: [String] = []
            for section in sections {
                let id = String(section.prefix { $0 != "\"" })
                defer { seen.append(id) }
                guard
                    let link = section.firstMatch(of: #/wt-model-shared">[^<]*<a href="#([^"]+)">/#)
                else { continue }
                shared += 1
                #expect(seen.contains(String(link.output.1)), "\(id) shares a class not above it")
            }
        }
        #expect(shared > 50)
    }

    /// The entries for iOS 7 and earlier show Objective-C: their code blocks are coloured as
    /// it, link an implementation file, and a shared class says so in its words.
    @Test func theOlderEntriesShowObjectiveC() throws {
        let page = try #require(pages.first { $0.contains("id=\"crash-catalog-w29\"") })
        let section = try #require(
            page.components(separatedBy: "<section class=\"walkthrough\" id=\"")
                .first { $0.hasPrefix("crash-catalog-w29\"") })
        #expect(section.contains("<code class=\"language-objc\">"))
        #expect(!section.contains("language-swift"))
        #expect(section.contains("crash-catalog-w29.m\" download>"))
        #expect(section.contains("The Objective-C file below holds the whole class."))
    }
}
