import ListDocsEngine
import ListDocsScript
import Testing

/// A collection view of iOS 9 and 10 that reloads, in a batch, a section whose item count
/// changed stops with "attempt to create view animation for nil view" (listdocs' reading of
/// rdar://28163205); other versions, and a reload whose counts hold, take the batch.
@Suite struct NilViewAnimationTests {
    static let batch =
        "state\n  A: a, b, c, d\n  B:\nbatch\n  data insert \"e\" at [0, 4]\n  collection reloadSections 0, 1"

    func crash(_ info: String, _ script: String = batch) -> String? {
        Marked(script, info: "listdocs view=collection " + info).run().0?.crash?.reason
    }

    @Test func aReloadedSectionThatGainedAnItemOnIOS9And10() {
        #expect(crash("ios=10") == "attempt to create view animation for nil view")
        #expect(crash("ios=9") == "attempt to create view animation for nil view")
    }

    @Test func otherVersionsAndUnchangedCountsTakeTheBatch() {
        #expect(crash("ios=11") == nil)
        #expect(crash("ios=8") == nil)
        let unchanged = "state\n  A: a, b\n  B:\nbatch\n  collection reloadSections 0, 1"
        #expect(crash("ios=10", unchanged) == nil)
    }
}
