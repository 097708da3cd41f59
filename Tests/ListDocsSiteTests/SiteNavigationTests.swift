import Foundation
import Testing

@testable import ListDocsSite

/// The sidebar every recipe page carries: groups in index order, the current page marked,
/// its group open, and at most 30 recipes a group however large the site.
@Suite struct SiteNavigationTests {
    func recipe(_ slug: String, _ title: String, group: String? = nil, order: Int) throws -> Recipe
    {
        try loadRecipe(
            "Content/\(slug).md",
            text: "---\ntitle: \(title)\norder: \(order)\n"
                + (group.map { "group: \($0)\n" } ?? "") + "---\n\nText.\n")
    }

    @Test func theCurrentPageIsMarkedAndItsGroupIsOpen() throws {
        let recipes = [
            try recipe("a", "Alpha", group: "Basics", order: 1),
            try recipe("b", "Beta & co", group: "Basics", order: 2),
            try recipe("c", "Gamma", group: "Crashes", order: 3),
            try recipe("d", "Delta", order: 4),
        ]
        let renderer = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
        let html = String(decoding: renderer.sidebarUTF8(of: 1, in: recipes), as: UTF8.self)
        #expect(html.hasPrefix("<nav class=\"site-nav\" aria-label=\"Recipes\">"))
        #expect(html.contains("<a href=\"../b/\" aria-current=\"page\">Beta &amp; co</a>"))
        #expect(html.components(separatedBy: "aria-current").count == 2)
        #expect(html.contains("<details class=\"site-nav-group\" open>\n<summary>Basics</summary>"))
        #expect(html.contains("<details class=\"site-nav-group\">\n<summary>Crashes</summary>"))
        // Recipes without a group come last, under a name of their own.
        #expect(
            html.contains("<summary>Other recipes</summary>\n<ul>\n<li><a href=\"../d/\">Delta</a>")
        )
        // A whole built page carries it, before its main content.
        let page = String(
            decoding: renderer.render(.recipe(2, previous: 1, next: 3), of: recipes), as: UTF8.self)
        #expect(page.contains("<a href=\"../c/\" aria-current=\"page\">Gamma</a>"))
        #expect(
            page.range(of: "class=\"site-nav\"")!.lowerBound < page.range(of: "<main>")!.lowerBound)
    }

    @Test func aLargeGroupListsThirtyAroundTheCurrentPageAndLinksToTheRest() throws {
        let recipes = try (0..<200).map { try recipe("r\($0)", "Recipe \($0)", order: $0) }
        let renderer = SiteRenderer(templates: try projectTemplates(), config: SiteConfig())
        let html = String(decoding: renderer.sidebarUTF8(of: 120, in: recipes), as: UTF8.self)
        let links = html.components(separatedBy: "<li><a href=").count - 1
        #expect(links == 30)
        #expect(html.contains("aria-current=\"page\">Recipe 120</a>"))
        #expect(html.contains("Recipe 105<") && html.contains("Recipe 134<"))
        #expect(!html.contains("Recipe 104<") && !html.contains("Recipe 135<"))
        #expect(
            html.contains("<li class=\"site-nav-more\"><a href=\"../\">All 200 recipes</a></li>"))
        // No groups: one list, no group to fold.
        #expect(!html.contains("site-nav-group"))
        #expect(html.utf8.count < 3_000)
    }
}
