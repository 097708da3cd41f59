import Foundation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// `listdocs.yml`'s `theme:` and `Templates/assets/custom.css`: a site's own accent, font,
/// logo and favicon reach every page, and nothing but a colour, a font list or a path can.
@Suite struct SiteThemeTests {
    @Test func theThemeKeysAndTheCustomStylesheetReachEveryPage() throws {
        let root = try site(["a.md": "---\ntitle: A\n---\n\nHello.\n"], prefix: "listdocs-theme")
        defer { removeTemporaryFolder(root) }
        try """
        title: Themed
        theme:
          accent: "#b00b69"
          font: '"Iowan Old Style", Georgia, serif'
          logo: assets/logo.svg
          favicon: assets/icon.png
        """.write(
            to: root.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
        let assets = root.appendingPathComponent("Templates/assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try ".site-title { text-transform: uppercase; }\n".write(
            to: assets.appendingPathComponent("custom.css"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("_site")
        #expect(
            try SiteBuilder(root: root, output: output, defaultTemplates: projectTemplatesFolder)
                .build().succeeded)
        let page = try String(
            contentsOf: output.appendingPathComponent("a/index.html"), encoding: .utf8)
        #expect(page.contains("--accent: #b00b69; --font: \"Iowan Old Style\", Georgia, serif;"))
        // The site's stylesheet comes after the default one, and after the theme.
        let order = ["assets/listdocs.css", "--accent: #b00b69", "assets/custom.css"].map {
            page.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!)
        #expect(page.contains("<img class=\"site-logo\" src=\"../assets/logo.svg\" alt=\"\""))
        #expect(page.contains("<link rel=\"icon\" href=\"../assets/icon.png\" type=\"image/png\">"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("assets/custom.css").path))
    }

    @Test func aSiteWithoutAThemeKeepsTheDefaults() throws {
        let config = try SiteConfig.parse("title: Plain\n", path: "listdocs.yml")
        #expect(config.theme.style == nil)
        #expect(config.theme.faviconLink.path == "assets/favicon.svg")
    }

    /// What a site may write: colours in their usual notations and font lists with quoted
    /// and unquoted families.
    @Test(arguments: [
        ("accent", "#0a5fd6"), ("accent", "#fff"), ("accent", "rgb(10 95 214)"),
        ("accent", "rgba(10, 95, 214, 0.5)"), ("accent", "rgb(10 95 214 / 50%)"),
        ("accent", "hsl(210deg 50% 40%)"), ("accent", "oklch(60% 0.15 250)"),
        ("font", "\"Iowan Old Style\", Georgia, serif"), ("font", "system-ui, -apple-system"),
        ("font", "'Inter', sans-serif"), ("font", "Inter"),
    ])
    func aColourOrAFontListIsAccepted(key: String, value: String) {
        #expect(SiteTheme.problem(key: key, value: value) == nil)
    }

    @Test(arguments: [
        (
            "theme:\n  accent: \"red;}body{color:red\"\n", 2, 3,
            "theme accent 'red;}body{color:red' is not a colour"
        ),
        (
            "theme:\n  font: \"x</style><script>\"\n", 2, 3,
            "theme font 'x</style><script>' is not a font list"
        ),
        (
            "theme:\n  accent: \"rgb(0 0 0) url(//evil.example/t.png)\"\n", 2, 3,
            "theme accent 'rgb(0 0 0) url(//evil.example/t.png)' is not a colour"
        ),
        (
            "theme:\n  accent: \"rgb(0 0 0 /* x)\"\n", 2, 3,
            "theme accent 'rgb(0 0 0 /* x)' is not a colour"
        ),
        (
            "theme:\n  font: '\"Inter /* x'\n", 2, 3,
            "theme font '\"Inter /* x' is not a font list"
        ),
        (
            "theme:\n  font: 'Inter, url(x.woff)'\n", 2, 3,
            "theme font 'Inter, url(x.woff)' is not a font list"
        ),
        (
            "theme:\n  font: '\"Inter, serif'\n", 2, 3,
            "theme font '\"Inter, serif' is not a font list"
        ),
        (
            "theme:\n  logo: \"../../etc/passwd\"\n", 2, 3,
            "theme logo '../../etc/passwd' must be a path in the site"
        ),
        (
            "theme:\n  logo: \"javascript:alert(1)\"\n", 2, 3,
            "theme logo 'javascript:alert(1)' must be a path in the site"
        ),
        (
            "theme:\n  colour: red\n", 2, 3,
            "unknown theme setting 'colour'; known: accent, font, logo, favicon"
        ),
        ("theme: dark\n", 1, 8, "theme must be a mapping of accent, font, logo and favicon"),
    ])
    func aValueThatIsNotWhatItsKeyTakesIsAnErrorAtItsLine(
        yaml: String, line: Int, column: Int, message: String
    ) throws {
        let error = try #require(settingsError(yaml))
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }
}
