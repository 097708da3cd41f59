import Foundation
import ListDocsPresentation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// `listdocs.yml` read as typed settings: each key's value is its own type, a wrong one is
/// an error at its line and column, and YAML's anchors and aliases are refused unexpanded.
@Suite struct SiteSettingsTests {
    @Test func eachSettingReadsItsOwnType() throws {
        let config = try SiteConfig.parse(
            """
            title: Lists
            base_url: https://example.org/docs/
            description: "Rows: moved"
            language: de
            allow_raw_html: true
            highlight_code: false
            pictures: False
            catalog: TRUE
            theme:
              accent: "#0a5fd6"
            """, path: "listdocs.yml")
        #expect(config.title == "Lists")
        #expect(config.baseURL == "https://example.org/docs/")
        #expect(config.description == "Rows: moved")
        #expect(config.language == "de")
        #expect(config.allowRawHTML && config.catalog)
        #expect(!config.highlightCode && !config.pictures)
        #expect(config.theme.accent == "#0a5fd6")
    }

    @Test(arguments: [
        ("pictures: \"false\"\n", 1, 11, "'pictures' is true or false, written without quotes"),
        ("highlight_code: 0\n", 1, 17, "'highlight_code' is true or false, written without quotes"),
        ("catalog: yes please\n", 1, 10, "'catalog' is true or false, written without quotes"),
        ("title: [a, b]\n", 1, 8, "'title' must be text, written on its line"),
        ("title: ~\n", 1, 8, "'title' has no value"),
        ("title: T\ntitle: U\n", 2, 1, "'title' is given twice"),
        ("titel: T\n", 1, 1, "unknown setting 'titel'; known settings: title, base_url"),
        ("theme: dark\n", 1, 8, "theme must be a mapping of accent, font, logo and favicon"),
        ("title: T\ntheme:\n  colour: red\n", 3, 3, "unknown theme setting 'colour'"),
    ])
    func aValueOfTheWrongTypeIsAnErrorWhereItStands(
        yaml: String, line: Int, column: Int, message: String
    ) throws {
        let error = try #require(settingsError(yaml))
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    /// Nine aliases of nine aliases, eight deep: 9⁸ (43 million) values if expanded, which
    /// took 18 GB and more than a minute; refused at the first anchor without expanding.
    @Test func anchorsAndAliasesAreRefusedWithoutExpandingThem() throws {
        let error = try #require(settingsError(Self.aliasBomb(depth: 8, key: "title")))
        #expect(error.line == 1 && error.column == 5)
        #expect(
            error.message.hasPrefix(
                "listdocs.yml uses a YAML anchor or alias (&a0 or *a0); listdocs reads neither"))
    }

    /// An alias after the anchor is named at the anchor: both are listed in the message.
    @Test func anAnchorOnOneValueIsRefusedToo() throws {
        let error = try #require(settingsError("title: &t Lists\ndescription: *t\n"))
        #expect(error.message.contains("(&t or *t)"))
    }

    /// The Configuration page's table is the settings table, printed: a setting added to the
    /// reader cannot be left out of the documentation.
    @Test func theConfigurationPageListsEverySettingAsTheReaderKnowsIt() throws {
        let page = try String(
            contentsOf: repositoryRoot().appendingPathComponent("Content/configuration.md"),
            encoding: .utf8)
        #expect(
            page.contains(SiteSettings.markdownTable),
            "Content/configuration.md should hold this table:\n\(SiteSettings.markdownTable)")
    }

    /// A mapping whose values alias the line above nine times over, `depth` lines deep, with
    /// `key` naming the last.
    static func aliasBomb(depth: Int, key: String) -> String {
        var lines = ["a0: &a0 [\(Array(repeating: "\"lol\"", count: 9).joined(separator: ","))]"]
        for level in 1..<depth {
            let items = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",")
            lines.append("a\(level): &a\(level) [\(items)]")
        }
        lines.append("\(key): *a\(depth - 1)")
        return lines.joined(separator: "\n") + "\n"
    }

    func repositoryRoot() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}

/// `featured:` puts a walkthrough's animated picture at the top of the index page.
@Suite struct FeaturedWalkthroughTests {
    private func site(_ settings: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "listdocs-featured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try settings.write(
            to: folder.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
        try
            "---\ntitle: Rows\n---\n\n```listdocs id=delete-one title=\"Delete one\"\nstate: a, b\ndelete row [0, 0]\n```\n"
            .write(
                to: folder.appendingPathComponent("Content/rows.md"), atomically: true,
                encoding: .utf8)
        return folder
    }

    private func sources(_ folder: URL) -> SiteSources {
        SiteSources(
            root: folder,
            defaultTemplates: packageRoot.appendingPathComponent("Templates"))
    }

    @Test func theIndexOpensWithTheFeaturedWalkthrough() throws {
        let folder = try site("title: Lists\nfeatured: delete-one\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (recipes, diagnostics, config) = try sources(folder).load()
        #expect(diagnostics.filter(\.isError).isEmpty)
        let templates = try sources(folder).templates(language: config.language)
        let index = SiteRenderer(templates: templates, config: config).indexPage(recipes)
        #expect(
            index.contains(
                "<figure class=\"featured\"><a href=\"rows/#delete-one\"><img src=\"rows/delete-one.animated.svg\" alt=\"Delete one\"></a>"
            ))
    }

    @Test func anIdNoWalkthroughHasIsAnErrorAtItsLine() throws {
        let folder = try site("title: Lists\nfeatured: delete-two\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, diagnostics, _) = try sources(folder).load()
        let errors = diagnostics.filter(\.isError)
        let error = try #require(errors.first)
        #expect(error.file?.hasSuffix("listdocs.yml") == true)
        #expect(error.location.line == 2 && error.location.column == 11)
        #expect(error.message.contains("'delete-two'"))
    }
}

/// A site in English renders the presentation its recipes made when they were loaded; a
/// site in another language presents each walkthrough again in its words.
@Suite struct PresentationReuseTests {
    @Test func theShippedEnglishWordsAreEnglishAndTheOthersAreNot() throws {
        for (language, english) in [("en", true), ("de", false), ("ja", false)] {
            let templates = try TemplateSet(
                defaults: projectTemplatesFolder, overrides: nil, language: language)
            #expect(templates.strings.walkthroughWords.isEnglish == english, "\(language)")
        }
        #expect(PresentationWords(["initialState": "Start"]).isEnglish == false)
        #expect(PresentationWords(["pageTitle": "Anything"]).isEnglish)
    }
}
