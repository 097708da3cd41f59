import ListDocsEngine
import ListDocsScript
import Testing

/// A section snapshot refuses an item it already holds, wherever it is added, and one item
/// given twice in one call, in the words one report quotes.
@Suite struct SectionSnapshotDuplicateTests {
    func crash(_ edits: String) -> String? {
        Marked(
            "state\n  Library:\nsection snapshot\n" + edits,
            info: "listdocs source=diffable view=collection"
        ).run().0?.crash?.reason
    }

    @Test func anItemAddedAgainOrTwiceInOneCall() {
        let head =
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n"
        #expect(
            crash("  append \"Music\"\n  append \"Music\" to \"Music\"")
                == head + "    Music\n)}")
        #expect(
            crash(
                "  append \"Music\", \"Films\"\n  insert \"Films\", \"Books\", \"Books\" before \"Music\""
            )
                == head + "    Films,\n    Books\n)}")
        #expect(crash("  append \"Music\"\n  append \"Films\" to \"Music\"") == nil)
    }
}
