import Foundation
import ListDocsPresentation
import Testing

@testable import ListDocsSite

/// What a build writes so a walkthrough can leave its page: an embed page per walkthrough,
/// its pictures, the Download menu that offers them, the page's card image; and what
/// `pictures: false` leaves out.
@Suite struct WalkthroughTravelTests {
    static let recipe = """
        ---
        title: Travel
        ---

        Some words.

        ```listdocs id=fruit title="Delete and insert"
        state: Apple, Banana, Cherry
        batch
          delete row [0, 1]
          insert row [0, 0] "Date"
        ```

        ```listdocs title="Second"
        state: A, B
        move row [0, 1] to [0, 0]
        ```
        """

    func build(config: String? = nil) throws -> (root: URL, files: [String: Data]) {
        let root = try site(["travel.md": Self.recipe])
        if let config {
            try Data(config.utf8).write(to: root.appendingPathComponent("listdocs.yml"))
        }
        let output = root.appendingPathComponent("_site")
        let result = try SiteBuilder(
            root: root, output: output, defaultTemplates: projectTemplatesFolder
        ).build()
        #expect(result.succeeded, "\(result.diagnostics)")
        return (root, try tree(output))
    }

    /// The `href`s of a page's Download menus, resolved against the page's folder.
    static func downloadLinks(_ page: String, folder: String) -> [String] {
        guard let start = page.range(of: "<details class=\"wt-download\">") else { return [] }
        var links: [String] = []
        var rest = page[start.upperBound...]
        while let href = rest.range(of: "<a href=\""), let menuEnd = rest.range(of: "</details>"),
            href.lowerBound < menuEnd.lowerBound
        {
            let value = rest[href.upperBound...].prefix { $0 != "\"" }
            var parts = folder.split(separator: "/").map(String.init)
            for part in value.split(separator: "/") {
                if part == ".." { parts.removeLast() } else { parts.append(String(part)) }
            }
            links.append(parts.joined(separator: "/"))
            rest = rest[href.upperBound...]
        }
        return links
    }

    @Test func eachWalkthroughHasAnEmbedPagePicturesAndAMenuThatFindsThem() throws {
        let (root, files) = try build()
        defer { removeTemporaryFolder(root) }
        for path in [
            "embed/travel/fruit/index.html", "embed/travel/travel-w2/index.html",
            "travel/fruit.animated.svg", "travel/fruit.steps.svg", "travel/travel-w2.animated.svg",
            "travel/travel-w2.steps.svg", "travel/card.svg",
        ] {
            #expect(files[path] != nil, "\(path)")
        }
        let page = String(decoding: files["travel/index.html"]!, as: UTF8.self)
        let links = Self.downloadLinks(page, folder: "travel")
        #expect(
            links == [
                "travel/fruit.animated.svg", "travel/fruit.steps.svg",
                "travel/fruit.steps.svg#step-0", "travel/fruit.steps.svg#step-1",
            ])
        for link in links {
            #expect(files[String(link.prefix { $0 != "#" })] != nil, "\(link)")
        }
        // Every step a link names is a view of the file.
        let steps = String(decoding: files["travel/fruit.steps.svg"]!, as: UTF8.self)
        #expect(steps.contains("<view id=\"step-0\"") && steps.contains("<view id=\"step-1\""))
        // The card image is the last step of the first walkthrough.
        #expect(page.contains("<meta property=\"og:image\" content=\"card.svg\">"))
        let first = try loadRecipe("travel.md", text: Self.recipe).walkthroughs[0]
        let card = WalkthroughPictures(
            first, captions: WalkthroughPresentation.captions(first),
            title: "Travel: Delete and insert")
        #expect(files["travel/card.svg"] == Data(card.stepSVG(1)))
        #expect(page.contains("data-embed=\"../embed/travel/fruit/\""))
        // Print has each step's picture: a view of the file of every step, one picture tall.
        #expect(
            page.contains(
                "<img class=\"wt-print-picture\" src=\"../travel/fruit.steps.svg#step-1\" width=\"320\""
            ))
    }

    @Test func theEmbedPageIsTheWalkthroughAloneAndStepsByItself() throws {
        let (root, files) = try build(
            config: "title: Team docs\nbase_url: https://docs.example.org/\n")
        defer { removeTemporaryFolder(root) }
        let embed = String(decoding: files["embed/travel/fruit/index.html"]!, as: UTF8.self)
        #expect(embed.contains("<section class=\"walkthrough\" id=\"fruit\""))
        #expect(!embed.contains("site-header") && !embed.contains("site-search"))
        #expect(!embed.contains("Some words."))
        #expect(embed.contains(".wt-radio:nth-of-type(2):checked ~ .wt-body .wt-item"))
        // Addresses mean what they mean on the recipe's page: the base is its folder.
        #expect(embed.contains("<base href=\"../../../travel/\">"))
        #expect(embed.contains("<link rel=\"stylesheet\" href=\"../assets/listdocs.css\">"))
        #expect(embed.contains("href=\"https://docs.example.org/travel/#fruit\""))
        #expect(embed.contains("<meta name=\"robots\" content=\"noindex\">"))
        // One heading of the first level names the page for a screen reader's outline.
        #expect(embed.components(separatedBy: "<h1").count == 2)
        #expect(embed.contains("<h1 class=\"visually-hidden\">"))
        // Its Download menu reaches the same pictures through the base.
        let links = Self.downloadLinks(embed, folder: "travel")
        #expect(links.first == "travel/fruit.animated.svg")
        for link in links { #expect(files[String(link.prefix { $0 != "#" })] != nil, "\(link)") }
        // The sitemap lists the recipe, not its embed pages.
        let sitemap = String(decoding: files["sitemap.xml"]!, as: UTF8.self)
        #expect(sitemap.contains("<loc>https://docs.example.org/travel/</loc>"))
        #expect(!sitemap.contains("embed/"))
        // An absolute card image where the site's address is known.
        let page = String(decoding: files["travel/index.html"]!, as: UTF8.self)
        #expect(page.contains("content=\"https://docs.example.org/travel/card.svg\""))
    }

    @Test func picturesFalseWritesNoPicturesAndOffersNone() throws {
        let (root, files) = try build(config: "pictures: false\n")
        defer { removeTemporaryFolder(root) }
        #expect(!files.keys.contains { $0.hasSuffix(".svg") && !$0.hasPrefix("assets/") })
        #expect(files["embed/travel/fruit/index.html"] != nil)
        let page = String(decoding: files["travel/index.html"]!, as: UTF8.self)
        #expect(!page.contains("wt-download") && !page.contains("og:image"))
        #expect(!page.contains("wt-print-picture"))
    }

    @Test func anEmbedTemplateWithoutTheStepRulesIsAnError() throws {
        let root = try site(["travel.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<html><body>{{{walkthrough}}}</body></html>\n".utf8).write(
            to: templates.appendingPathComponent("embed.mustache"))
        #expect {
            _ = try TemplateSet(defaults: projectTemplatesFolder, overrides: templates)
        } throws: { error in
            (error as? SiteError)?.message.hasPrefix(
                "this embed page never shows '{{{stepStyles}}}'")
                == true
        }
    }
}
