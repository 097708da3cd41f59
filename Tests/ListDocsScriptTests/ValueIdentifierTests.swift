import ListDocsEngine
import ListDocsScript
import Testing

/// `identifiers=values`: identifiers of the app's own type print as they describe
/// themselves in UIKit's collections; strings print quoted when they need it.
@Suite struct ValueIdentifierTests {
    static let script =
        "state\n  Feed:\nsnapshot\n  append items \"Feed.Row.ad(slot: 2)\", \"Feed.Row.ad(slot: 2)\" to \"Feed\""

    func crash(_ info: String) -> String? {
        Marked(Self.script, info: "listdocs source=diffable " + info).run().0?.crash?.reason
    }

    @Test func aValuePrintsAsItDescribesItselfAndAStringQuoted() {
        let head =
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    "
        #expect(crash("identifiers=values") == head + "Feed.Row.ad(slot: 2)\n)}")
        #expect(crash("") == head + "\"Feed.Row.ad(slot: 2)\"\n)}")
    }

    @Test func valuesBelongToADiffableWalkthroughWhoseIdentifiersAreThemselves() {
        let (_, diagnostics) = Marked("state: a", info: "listdocs identifiers=values").run()
        #expect(diagnostics.contains { $0.message.hasPrefix("identifiers= belongs to a diffable") })
    }
}
