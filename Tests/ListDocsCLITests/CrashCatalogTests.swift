import Foundation
import ListDocsTestSupport
import Testing

/// `catalog: true` in `listdocs.yml`: a site gains listdocs' crash catalog, and its own crash
/// steps link to the catalog's entry for their exception.
@Suite struct CrashCatalogTests {
    static let crashingRecipe = """
        ---
        title: Our list
        ---

        ```listdocs
        state: a, b
        table deleteRows [0, 0]
        expect crash "Invalid update: invalid number of rows in section 0"
        ```
        """

    func build(catalog: Bool?, recipes: [String: String] = [:]) throws -> (URL, Output) {
        var all = recipes
        all["ours.md"] = Self.crashingRecipe
        let root = try site(all, prefix: "listdocs-catalog")
        if let catalog {
            try Data("title: Ours\ncatalog: \(catalog)\n".utf8).write(
                to: root.appendingPathComponent("listdocs.yml"))
        }
        return (root, try listdocs(["build"], in: root))
    }

    func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("_site/" + path), encoding: .utf8)
    }

    @Test func aSiteGainsTheCatalogAndItsCrashesLinkThere() throws {
        let (root, result) = try build(catalog: true)
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = try text(root, "crash-catalog/index.html")
        #expect(catalog.contains("<h1>The crash catalog</h1>"))
        #expect(catalog.contains("Invalid update: invalid number of rows in section"))
        // A page per family of crashes, each under 250 KB; the catalog's page lists them.
        let folder = root.appendingPathComponent("_site/crash-catalog")
        let families = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") && $0 != "index.html" }
        #expect(families.count >= 8)
        for family in families {
            #expect(catalog.contains("<li><a href=\"\(family)\">"))
            let size = try Data(contentsOf: folder.appendingPathComponent(family)).count
            #expect(size < 250_000, "\(family): \(size) bytes")
        }
        // The catalog is listed and searchable like the site's own recipes.
        #expect(try text(root, "index.html").contains("href=\"crash-catalog/\""))
        #expect(try text(root, "search.json").contains("crash-catalog/"))
        // The site's crash step links to the catalog's entry for its exception.
        let ours = try text(root, "ours/index.html")
        let link = try #require(
            ours.firstMatch(of: #/<p class="wt-catalog"><a href="([^"]+)">/#)?.output.1)
        // The entry is on its family's page, which the catalog's page lists.
        let match = try #require(link.wholeMatch(of: #/\.\./crash-catalog/([a-z-]+\.html)#(.+)/#))
        let (family, anchor) = (String(match.output.1), String(match.output.2))
        #expect(catalog.contains("<a href=\"\(family)#\(anchor)\">"))
        #expect(try text(root, "crash-catalog/" + family).contains("id=\"\(anchor)\""))
        // Its tags join the site's.
        #expect(try text(root, "tags/index.html").contains("href=\"crash/\""))
    }

    @Test(arguments: [nil, false] as [Bool?])
    func withoutItThereIsNoCatalog(_ catalog: Bool?) throws {
        let (root, result) = try build(catalog: catalog)
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent("_site/crash-catalog").path))
        #expect(try !text(root, "ours/index.html").contains("wt-catalog"))
    }

    @Test func aRecipeAtTheCatalogsAddressIsAnError() throws {
        let (root, result) = try build(
            catalog: true, recipes: ["crash-catalog.md": "---\ntitle: Ours\n---\n\nHello.\n"])
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "crash-catalog.md:1:1: error: this recipe has the address crash-catalog/"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test func catalogIsTrueOrFalse() throws {
        let root = try site(["ours.md": Self.crashingRecipe], prefix: "listdocs-catalog")
        defer { removeTemporaryFolder(root) }
        try Data("catalog: yes please\n".utf8).write(
            to: root.appendingPathComponent("listdocs.yml"))
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("listdocs.yml:1:10: error: 'catalog' is true or false"),
            "\(result.stderr)")
    }
}
