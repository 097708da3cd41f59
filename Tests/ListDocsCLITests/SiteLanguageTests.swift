import Foundation
import ListDocsPresentation
import ListDocsTestSupport
import Testing
import Yams

/// `language:` in `listdocs.yml` and the tables of words in `Templates/strings/`: every
/// shipped language has every word English has, a German site's pages carry the German words
/// where the English ones were, and a site's own `Templates/strings.yml` replaces any word.
@Suite struct SiteLanguageTests {
    static let stringsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/strings")

    /// A shipped table; English's with the presentation's words, which live in code.
    static func table(_ language: String) throws -> [String: String] {
        let text = try String(
            contentsOf: stringsFolder.appendingPathComponent("\(language).yml"), encoding: .utf8)
        let table = try #require(try Yams.load(yaml: text) as? [String: String])
        guard language == "en" else { return table }
        #expect(Set(table.keys).isDisjoint(with: PresentationWords.englishTable.keys))
        return table.merging(PresentationWords.englishTable) { own, _ in own }
    }

    /// `{count}`, `{tag}`…: what a word's places are.
    static func places(_ word: String) -> Set<String> {
        Set(word.matches(of: #/\{[A-Za-z]+\}/#).map { String($0.output) })
    }

    @Test(arguments: ["de", "ja"])
    func everyShippedLanguageHasEveryWord(_ language: String) throws {
        let english = try Self.table("en")
        let other = try Self.table(language)
        #expect(Set(other.keys) == Set(english.keys))
        for (key, word) in english {
            guard let translated = other[key] else { continue }
            if key == "date" {
                // Each language picks its own fields of a date.
                let fields: Set = ["{year}", "{month}", "{mm}", "{day}", "{dd}", "{monthName}"]
                #expect(Self.places(translated).isSubset(of: fields), "\(language) date")
            } else {
                #expect(Self.places(translated) == Self.places(word), "\(language) \(key)")
            }
            #expect(!translated.isEmpty, "\(language) \(key)")
        }
    }

    /// A recipe with a walkthrough that has every part: a title, pictures, a model, steps
    /// with code, a crash.
    static let recipe = """
        ---
        title: Kiwis
        date: 2026-03-05
        tags: [fruit]
        ---

        ## Löschen

        ```listdocs title="Eine Zeile löschen"
        state: Apfel, Kiwi
        delete row [0, 1]
        expect: Apfel
        ```

        ## Abstürzen

        ### Warum

        ```listdocs
        state: a, b
        table deleteRows [0, 0]
        expect crash "Invalid update"
        ```
        """

    func build(language: String, strings: String? = nil) throws -> (URL, Output) {
        let root = try site(["kiwis.md": Self.recipe], prefix: "listdocs-language")
        try Data("title: Obst\nlanguage: \(language)\n".utf8).write(
            to: root.appendingPathComponent("listdocs.yml"))
        if let strings {
            let templates = root.appendingPathComponent("Templates")
            try FileManager.default.createDirectory(
                at: templates, withIntermediateDirectories: true)
            try Data(strings.utf8).write(to: templates.appendingPathComponent("strings.yml"))
        }
        return (root, try listdocs(["build"], in: root))
    }

    func page(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("_site/" + path), encoding: .utf8)
    }

    @Test(arguments: ["de", "ja"])
    func aSitesPagesCarryItsLanguagesWords(_ language: String) throws {
        let (root, result) = try build(language: language)
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 0, "\(result.stderr)")
        let english = try Self.table("en")
        let words = try Self.table(language)
        let pages = try [
            "index.html", "kiwis/index.html", "tags/index.html", "tags/fruit/index.html",
            "404.html", "search/index.html",
        ].map { try page(root, $0) }
        let all = pages.joined()
        for page in pages { #expect(page.contains("<html lang=\"\(language)\"")) }
        // No English word the site writes itself is left where its translation differs:
        // outside the scripts' table (which holds the translations), scripts and code (the
        // edit-script language, Swift and UIKit's console stay as they are).
        let outsideScriptTable = all.replacing(
            #/<script type="application/json" id="listdocs-strings">[^<]*</script>/#, with: ""
        ).replacing(#/(?s)<pre[^>]*>.*?</pre>/#, with: "").replacing(
            #/(?s)<code[^>]*>.*?</code>/#, with: "")
        for (key, word) in english where words[key] != word && !key.hasSuffix("HTML") {
            let fixed = word.split(separator: "{").first.map(String.init) ?? word
            guard fixed.count > 3 else { continue }
            #expect(
                !outsideScriptTable.contains(">" + fixed)
                    && !outsideScriptTable.contains("\"" + fixed),
                "\(language): '\(key)' is still in English: \(fixed)")
        }
        // The words that are on every page are there in the language.
        for key in ["searchPlaceholder", "footer", "onThisPage", "download", "dataSource"] {
            let word = try #require(words[key])
            #expect(all.contains(word.replacing("\"", with: "&quot;")), "\(language) \(key)")
        }
        // Dates as the language writes them; the machine-readable one stays.
        let date = ["de": "5. März 2026", "ja": "2026年3月5日"][language]!
        #expect(pages[1].contains("<time datetime=\"2026-03-05\">\(date)</time>"))
        // The page scripts read their words from the page.
        #expect(pages[1].contains("\"play\":\"\(try #require(words["play"]))\""))
    }

    @Test func aSitesOwnFileReplacesAWord() throws {
        let (root, result) = try build(
            language: "en", strings: "onThisPage: In this recipe\nplay: \"</script><b>Go\"\n")
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 0, "\(result.stderr)")
        let recipe = try page(root, "kiwis/index.html")
        #expect(recipe.contains(">In this recipe</p>"))
        #expect(!recipe.contains(">On this page<"))
        // A word cannot end the scripts' table early.
        #expect(!recipe.contains("</script><b>Go"))
        #expect(recipe.contains("\"play\":\"\\u003c/script\\u003e\\u003cb\\u003eGo\""))
    }

    /// The headings' links are written in the site's words as the recipe is parsed, their
    /// marks escaped, on every heading.
    @Test func theHeadingLinksSayTheSitesWords() throws {
        let (root, result) = try build(
            language: "de", strings: "headingLink: 'Zum \"Abschnitt\" & <zurück>'\n")
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 0, "\(result.stderr)")
        let recipe = try page(root, "kiwis/index.html")
        let label = "aria-label=\"Zum &quot;Abschnitt&quot; &amp; &lt;zurück&gt;\""
        #expect(recipe.ranges(of: label).count == 3)
        #expect(!recipe.contains("Link to this section"))
        #expect(!recipe.contains("Link zu diesem Abschnitt"))
    }

    @Test func aWordListdocsDoesNotWriteIsAnErrorAtItsLine() throws {
        let (root, result) = try build(
            language: "de", strings: "footer: Mit listdocs\nonThisPag: Hier\n")
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "strings.yml:2:1: error: 'onThisPag' is not a word listdocs writes"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test func aLanguageNotShippedNeedsEveryWord() throws {
        let (root, result) = try build(language: "fr", strings: "footer: Fait avec listdocs.\n")
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("ships no words for language 'fr'"), "\(result.stderr)")
        let (plain, plainResult) = try build(language: "fr")
        defer { removeTemporaryFolder(plain) }
        #expect(plainResult.status == 1)
        #expect(plainResult.stderr.contains("listdocs has no words for language 'fr'"))
    }

    @Test func aLanguageThatIsNoTagIsAnError() throws {
        let (root, result) = try build(language: "Deutsch")
        defer { removeTemporaryFolder(root) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("listdocs.yml:2:"), "\(result.stderr)")
        #expect(result.stderr.contains("is not a language tag"))
    }
}

/// Filling a word's places: one pass, so what a value holds is never read for places.
@Suite struct WordPlacesTests {
    @Test func aValueIsNeverFilledAgain() {
        #expect(
            PresentationWords.fill(
                "delete {labels}{elements} {paths}",
                [
                    "labels": "“{paths}” — ", "elements": "row", "paths": "[0, 1]",
                ]) == "delete “{paths}” — row [0, 1]")
        #expect(PresentationWords.fill("{unknown} and {", ["x": "y"]) == "{unknown} and {")
        let caption = PresentationWords.english.text(.tapButton(label: "{label}"))
        #expect(caption == "Tap “{label}”")
    }
}
