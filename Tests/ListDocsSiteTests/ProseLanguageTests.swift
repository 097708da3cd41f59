import Foundation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// listdocs' crash catalog is written in English: on a site in another language its prose
/// says so (`lang="en"`), a part at a time, while its walkthroughs speak the site's language;
/// on an English site nothing is marked.
@Suite struct ProseLanguageTests {
    /// The catalog's page on a site in `language`, and the page of one of its families.
    func catalogPages(language: String) throws -> (catalog: String, family: String) {
        let pages = try Self.pages(
            ["crash-catalog/index.html", "crash-catalog/two-updates-collide-in-one-batch.html"],
            recipe: "---\ntitle: A\n---\n\nHello.\n",
            config: "language: \(language)\ncatalog: true\n")
        return (pages[0], pages[1])
    }

    /// The pages at `paths` of a site holding `recipe` as `a.md`, built with `config` as its
    /// `listdocs.yml` in a temporary folder that is removed after.
    static func pages(_ paths: [String], recipe: String, config: String) throws -> [String] {
        let root = try site(["a.md": recipe], prefix: "listdocs-lang")
        defer { removeTemporaryFolder(root) }
        try config.write(
            to: root.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("out")
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: projectTemplatesFolder)
                .build().succeeded)
        return try paths.map { path throws in
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        }
    }

    @Test func theCatalogsProseIsMarkedEnglishOnAGermanSite() throws {
        let (catalog, page) = try catalogPages(language: "de")
        #expect(page.contains("<html lang=\"de\""))
        // The list of families is in English, under a German label.
        #expect(catalog.contains("aria-label=\"Die Abschnitte dieses Rezepts"))
        #expect(catalog.contains("<ol lang=\"en\">"))
        let parts = page.components(separatedBy: "<div class=\"ld-prose\" lang=\"en\">")
        #expect(parts.count > 10)
        // Each part closes before the walkthrough after it: no walkthrough is inside one.
        for part in parts.dropFirst() {
            let close = try #require(part.range(of: "</div>\n"))
            #expect(!part[..<close.lowerBound].contains("class=\"walkthrough\""))
        }
    }

    @Test func anEnglishSiteMarksNothing() throws {
        let (catalog, page) = try catalogPages(language: "en")
        #expect(!catalog.contains("ld-prose") && !catalog.contains("<ol lang"))
        #expect(!page.contains("ld-prose"))
    }
}

/// A recipe that names its prose's language in its front matter (as `listdocs explain`
/// writes `language: en`) has its prose marked on a site in another language.
@Suite struct RecipeLanguageTests {
    func page(site language: String, recipe front: String) throws -> String {
        try ProseLanguageTests.pages(
            ["a/index.html"], recipe: "---\ntitle: A\n\(front)---\n\nThe app died.\n",
            config: "language: \(language)\n")[0]
    }

    @Test func englishProseIsMarkedOnAGermanSiteAndNowhereElse() throws {
        let marked = "<div class=\"ld-prose\" lang=\"en\">"
        #expect(try page(site: "de", recipe: "language: en\n").contains(marked))
        #expect(try !page(site: "en", recipe: "language: en\n").contains(marked))
        #expect(try !page(site: "de", recipe: "").contains(marked))
    }
}
