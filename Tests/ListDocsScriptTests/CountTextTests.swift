import ListDocsEngine
import ListDocsScript
import Testing

/// `count-text=`: which of UIKit's two count texts a mismatch raises from iOS 16.4, where
/// listdocs' rule (the classic text when the counts did not change) is not established.
@Suite struct CountTextTests {
    static let insertOnly = "state\n  A: a\ncollection insertItems [0, 0]"

    func crash(_ info: String) -> String? {
        Marked(Self.insertOnly, info: "listdocs view=collection " + info).run().0?.crash?.reason
    }

    @Test func theRuleGivesTheClassicTextForCountsThatDidNotChange() {
        #expect(crash("ios=17")?.hasPrefix("Invalid update: invalid number of items") == true)
    }

    @Test func aWalkthroughMayChooseTheBatchText() {
        #expect(
            crash("ios=17 count-text=batch")?.hasPrefix("Invalid batch updates detected") == true)
        // Before iOS 16.4 there is no batch text to choose.
        #expect(
            crash("ios=16 count-text=batch")?.hasPrefix("Invalid update: invalid number of items")
                == true)
    }

    @Test func anUnknownChoiceIsAnError() {
        let (_, diagnostics) = Marked(Self.insertOnly, info: "listdocs count-text=new").run()
        #expect(diagnostics.contains { $0.message.hasPrefix("unknown count-text 'new'") })
    }
}
