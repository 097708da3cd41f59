import Foundation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// listdocs' crash catalog is written in English: on a site in another language its prose
/// says so (`lang="en"`), a part at a time, while its walkthroughs speak the site's language;
/// on an English site nothing is marked.
@Suite struct ProseLanguageTests {
    func catalogPage(language: String) throws -> String {
        let root = try site(["a.md": "---\ntitle: A\n---\n\nHello.\n"], prefix: "listdocs-lang")
        defer { removeTemporaryFolder(root) }
        try "language: \(language)\ncatalog: true\n".write(
            to: root.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("out")
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: projectTemplatesFolder)
                .build().succeeded)
        return try String(
            contentsOf: output.appendingPathComponent("crash-catalog/index.html"), encoding: .utf8)
    }

    @Test func theCatalogsProseIsMarkedEnglishOnAGermanSite() throws {
        let page = try catalogPage(language: "de")
        #expect(page.contains("<html lang=\"de\""))
        let parts = page.components(separatedBy: "<div class=\"ld-prose\" lang=\"en\">")
        #expect(parts.count > 50)
        // Each part closes before the walkthrough after it: no walkthrough is inside one.
        for part in parts.dropFirst() {
            let close = try #require(part.range(of: "</div>\n"))
            #expect(!part[..<close.lowerBound].contains("class=\"walkthrough\""))
        }
    }

    @Test func anEnglishSiteMarksNothing() throws {
        #expect(!(try catalogPage(language: "en")).contains("ld-prose"))
    }
}
