import ListDocsMarkdown
import Testing

@Suite struct MarkdownParserTests {
    @Test func editScriptsAreKeptWithTheirPositions() {
        let doc = MarkdownParser.parse(
            "# Title\n\nText.\n\n```listdocs title=\"A\"\nstate: 0\n```\n\n```swift\nlet x = 1\n```\n"
        )
        #expect(doc.editScripts.count == 1)
        #expect(doc.editScripts[0].info == "listdocs title=\"A\"")
        #expect(doc.editScripts[0].firstBodyLine == 6)
        #expect(doc.editScripts[0].infoLine == 5)
        #expect(doc.editScripts[0].infoColumn == 4)
        #expect(doc.editScripts[0].body == "state: 0\n")
        #expect(doc.html.count == 2)
        #expect(
            doc.html[0]
                == "<h1><a class=\"heading-anchor\" id=\"title\" href=\"#title\" aria-label=\"Link to this section\">#</a> Title</h1>\n<p>Text.</p>\n"
        )
        #expect(doc.html[1] == "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
    }

    @Test func rawHTMLIsEscapedUnlessAllowed() {
        #expect(
            MarkdownParser.parse("a <b>bold</b>\n").html[0] == "<p>a &lt;b&gt;bold&lt;/b&gt;</p>\n")
        #expect(
            MarkdownParser.parse("<div>x</div>\n").html[0] == "<p>&lt;div&gt;x&lt;/div&gt;</p>\n")
        #expect(
            MarkdownParser.parse("a <b>bold</b>\n", allowRawHTML: true).html[0]
                == "<p>a <b>bold</b></p>\n")
    }

    @Test func scriptsNestedInListsAreFoundToo() {
        let doc = MarkdownParser.parse("- item\n\n  ```listdocs\n  state: 0\n  ```\n")
        #expect(doc.editScripts.count == 1)
        #expect(doc.editScripts[0].indent == 2)
        #expect(doc.editScripts[0].firstBodyLine == 4)
    }

    @Test func anAuthorsListdocsLookalikeCannotForgeAMarker() {
        let doc = MarkdownParser.parse("```listdocs\n0\n```\n")
        #expect(doc.editScripts.count == 1)
        #expect(doc.html == ["", ""])
    }

    /// Every heading gets an anchor with an id from its text, unique within the page, and
    /// is listed with it; markup in the heading (code, emphasis, links) counts as text.
    @Test func headingsGetUniqueAddresses() {
        let doc = MarkdownParser.parse(
            "## Moving a row\n\n## Moving a *row*\n\n### `deleteRows(at:with:)` and [links](https://x.org)\n\n## ¿Qué?\n\n## <b>raw</b>\n"
        )
        #expect(
            doc.headings.map(\.id) == [
                "moving-a-row", "moving-a-row-2", "deleterows-at-with-and-links", "qu", "b-raw-b",
            ])
        #expect(doc.headings.map(\.level) == [2, 2, 3, 2, 2])
        #expect(doc.headings[2].text == "deleteRows(at:with:) and links")
        #expect(
            doc.html[0].contains(
                "<h2><a class=\"heading-anchor\" id=\"moving-a-row-2\" href=\"#moving-a-row-2\""))
        // Raw HTML in a heading is still escaped; only the anchor is markup.
        #expect(doc.html[0].contains("&lt;b&gt;raw&lt;/b&gt;</h2>"))
    }

    /// A heading whose id another heading already took (`A-2` then `A` again), or the page
    /// keeps for itself, gets the next free one.
    @Test func aHeadingNeverTakesAnIdAlreadyGivenOrReserved() {
        let doc = MarkdownParser.parse(
            "## A\n\n## A 2\n\n## A\n\n## Page W1\n", reservesID: { $0 == "page-w1" })
        #expect(doc.headings.map(\.id) == ["a", "a-2", "a-3", "page-w1-2"])
        #expect(Set(doc.headings.map(\.id)).count == doc.headings.count)
    }

    /// Raw HTML (allowed) that spells what a walkthrough's place used to look like moves no
    /// walkthrough: each stays where its block was.
    @Test func rawHTMLCannotImitateAWalkthroughsPlace() {
        let doc = MarkdownParser.parse(
            "<pre><code class=\"language-listdocs\">0\n</code></pre>\n\nBefore.\n\n```listdocs\nstate: 0\n```\n\nAfter.\n",
            allowRawHTML: true)
        #expect(doc.html.count == 2)
        #expect(doc.html[0].contains("Before."))
        #expect(doc.html[0].contains("language-listdocs"))
        #expect(doc.html[1].contains("After."))
        #expect(!doc.html.joined().contains("\u{1}"))
    }
}
