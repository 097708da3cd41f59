import Testing

@testable import ListDocsSite

/// "On this page" numbers its entries by level: a section's entries count inside it, and
/// never advance the sections' own numbers.
@Suite struct TableOfContentsTests {
    @Test func entriesUnderASectionAreNumberedInsideIt() {
        #expect(
            SiteRenderer.tocNumbers([2, 3, 3, 2, 2, 3]) == ["1.", "1.1", "1.2", "2.", "3.", "3.1"])
    }

    @Test func aListOfOneLevelCountsOneTwoThree() {
        #expect(SiteRenderer.tocNumbers([3, 3, 3]) == ["1.", "2.", "3."])
        // An entry before the first section has no number to count in.
        #expect(SiteRenderer.tocNumbers([3, 2, 3]) == ["", "1.", "1.1"])
    }
}
