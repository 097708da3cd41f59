import Testing

@testable import ListDocsMarkdown

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

    /// ASCII code is read byte by byte; the bytes' answers are the characters' on every
    /// string of code-like ASCII, spans too short to break included.
    @Test func theBytewayBreaksWhereTheCharacterWayDoes() {
        let alphabet = Array("aZbYz.(:,/ )]:_&<>\"0x")
        var rng = Seeded(state: 7)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &rng)
            let code = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            #expect(BreakableCode.html(code) == BreakableCode.characterHTML(code), "\(code)")
        }
        // Code that is not all ASCII goes the character way: a capital after a lower-case
        // letter outside ASCII breaks too.
        #expect(
            BreakableCode.html("straßeÄnderungImVergleich")
                == "<code>straße<wbr>Änderung<wbr>Im<wbr>Vergleich</code>")
    }
}

/// A seeded generator (SplitMix64), so a failing string comes back on the next run.
private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
