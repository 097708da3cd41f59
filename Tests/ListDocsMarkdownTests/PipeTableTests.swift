import ListDocsMarkdown
import Testing

/// Tables written with pipes, as GitHub renders them: libcmark has none, so listdocs reads
/// them from the paragraph libcmark leaves.
@Suite struct PipeTableTests {
    func html(_ markdown: String, allowRawHTML: Bool = false) -> String {
        MarkdownParser.parse(markdown, allowRawHTML: allowRawHTML).html.joined()
    }

    @Test func aTableBecomesAScrollingLabelledTableWithItsCellsRendered() {
        let out = html(
            "Before.\n\n| ID | Text |\n|---|:---:|\n| TV01 | `attempt to …` and *more* |\n| TV02 |\n\nAfter.\n"
        )
        #expect(
            out
                == """
                <p>Before.</p>
                <div class="table-scroll" role="region" tabindex="0" aria-label="Table: ID, Text">
                <table>
                <thead>
                <tr>
                <th>ID</th>
                <th style="text-align: center">Text</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>TV01</td>
                <td style="text-align: center"><code>attempt to …</code> and <em>more</em></td>
                </tr>
                <tr>
                <td>TV02</td>
                <td style="text-align: center"></td>
                </tr>
                </tbody>
                </table>
                </div>
                <p>After.</p>

                """)
    }

    @Test func anEscapedPipeStaysInItsCellAndOuterPipesAreOptional() {
        let out = html("a | b\n--- | ---:\nx \\| y | z\n")
        #expect(out.contains("<td>x | y</td>"))
        #expect(out.contains("<th style=\"text-align: right\">b</th>"))
    }

    @Test func linesThatAreNotATableStayAParagraph() {
        #expect(html("a | b\nno delimiter row\n") == "<p>a | b\nno delimiter row</p>\n")
        // A delimiter row with another cell count is not a table either.
        #expect(html("| a | b |\n|---|\n") == "<p>| a | b |\n|---|</p>\n")
        #expect(html("Just | one line\n") == "<p>Just | one line</p>\n")
    }

    @Test func aCellGetsTheSameSafetyAsThePage() {
        let out = html("| a | b |\n|---|---|\n| <script>x</script> | [go](javascript:alert(1)) |\n")
        #expect(out.contains("<td>&lt;script&gt;x&lt;/script&gt;</td>"))
        #expect(out.contains("<td><a href=\"\">go</a></td>"))
        #expect(!out.contains("<script>"))
        #expect(
            html("| a |\n|---|\n| <b>x</b> |\n", allowRawHTML: true).contains("<td><b>x</b></td>"))
    }

    @Test func aTableInsideAListIsLeftAlone() {
        // Only tables at the top level of the page are read (a list item's lines are indented).
        #expect(!html("- | a | b |\n  |---|---|\n").contains("<table>"))
    }
}
