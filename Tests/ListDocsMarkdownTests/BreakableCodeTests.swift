import ListDocsMarkdown
import Testing

/// Long inline code breaks where a reader expects (after `.`, `(`, `:`, `,`, `/`, and
/// between the words of a camel-case name), never in the middle of a word while such a
/// place is left; the text a reader copies and the words search finds are unchanged.
@Suite struct BreakableCodeTests {
    @Test func aLongNameMayBreakBetweenItsWordsAndAfterItsPunctuation() {
        let html = MarkdownParser.parse(
            "Read `tableView.indexPathsForSelectedRows` first, and `a<b` too.\n"
        ).html[0]
        #expect(
            html
                == "<p>Read <code>table<wbr>View.<wbr>index<wbr>Paths<wbr>For<wbr>Selected<wbr>Rows</code> first, and <code>a&lt;b</code> too.</p>\n"
        )
    }

    @Test func headingsKeepTheirAnchorsAndTablesTheirCells() {
        let doc = MarkdownParser.parse(
            "## Using `performBatchUpdates(_:completion:)`\n\n| a | b |\n|---|---|\n| `reloadRowsAtIndexPaths:withRowAnimation:` | c |\n"
        )
        // The anchor is the code's own text, as before it could break.
        #expect(doc.headings.first?.id == "using-performbatchupdates-completion")
        let html = doc.html.joined()
        #expect(html.contains("perform<wbr>Batch<wbr>Updates(<wbr>_:<wbr>completion:)"))
        #expect(
            html.contains(
                "<code>reload<wbr>Rows<wbr>At<wbr>Index<wbr>Paths:<wbr>with<wbr>Row<wbr>Animation:</code>"
            ))
    }
}
