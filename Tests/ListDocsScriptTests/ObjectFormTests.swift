import ListDocsEngine
import ListDocsScript
import Testing

/// `delete object`, `insert object`, `move object`, `update object`: a fetched-results
/// walkthrough changes its managed objects and the controller's delegate updates the view.
@Suite struct ObjectFormTests {
    @Test func theCompleteDelegateDeletesTheEmptiedSection() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Fruit: Kiwi
              Veg: Leek
            delete object [0, 0]
            expect
              Veg: Leek
            """, info: "listdocs source=fetched-results"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let step = try #require(walkthrough?.steps.first)
        #expect(step.crash == nil)
        #expect(
            step.calls == [
                .deleteSections([0], .automatic),
                .deleteRows([IndexPath(row: 0, section: 0)], .automatic),
            ])
    }

    @Test func aDelegateWithoutTheSectionCallbackCrashes() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Fruit: Kiwi
              Veg: Leek
            delete object [0, 0]
            expect crash "Invalid update: invalid number of sections."
            """, info: "listdocs source=fetched-results delegate=rows-only ios=13"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(walkthrough?.steps.first?.crash != nil)
    }

    /// UIKit 18.2 and 26.1 check a table's section equation before they build the update
    /// maps: a section mismatch gets the classic text on iOS 16.4 and later too, never
    /// "Invalid batch updates detected" (which a collection view may raise instead).
    @Test(arguments: ["16.4", "17", "18", "26"])
    func aTablesSectionMismatchKeepsTheClassicText(ios: String) throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Fruit: Kiwi
              Veg: Leek
            delete object [0, 0]
            expect crash "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted). Table view: <UITableView: 0x"
            """, info: "listdocs source=fetched-results delegate=rows-only ios=\(ios)"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(walkthrough?.steps.first?.crash != nil)
    }

    @Test func theSnapshotDelegateLeavesARetitledCellStale() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Veg: Leek, Kale
            update object [0, 1] "Curly kale"
            expect stale
            """, info: "listdocs source=fetched-results delegate=snapshot ios=13"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(walkthrough?.steps.first?.staleCells.count == 1)
    }

    @Test func aBatchOfObjectChangesIsOneSave() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Fruit: Kiwi
              Veg: Leek
            batch
              delete object [0, 0]
              insert object [2, 0] "Lime" in "Citrus"
            expect
              Veg: Leek
              Citrus: Lime
            """, info: "listdocs source=fetched-results"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(walkthrough?.steps.count == 1)
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        let array = Marked("state: a\n‸delete object [0, 0]")
        #expect(array.run().1.map(\.location) == array.expected)
        let delegate = Marked("state: a", info: "listdocs ‸delegate=complete")
        #expect(delegate.run().1.map(\.location) == delegate.expected)
        let early = Marked(
            "state: a", info: "listdocs source=fetched-results ios=12 ‸delegate=snapshot")
        #expect(early.run().1.map(\.location) == early.expected)
        let missing = Marked(
            "state: a\n‸delete object [3, 0]", info: "listdocs source=fetched-results")
        let found = missing.run().1
        #expect(found.map(\.location) == missing.expected)
        #expect(found.first?.message == "the fetched results hold no object at [3, 0]")
        let mixed = Marked(
            "state: a, b\n‸batch\n  delete object [0, 0]\n  delete row [0, 0]",
            info: "listdocs source=fetched-results")
        #expect(mixed.run().1.map(\.location) == mixed.expected)
    }

    @Test func theWriterWritesThemBack() {
        let text = """
            state: a, b
            delete object [0, 0]
            insert object [0, 1] "c" in "New"
            move object [0, 0] to [0, 1]
            update object [0, 0] "d"
            """
        let (script, problems) = ScriptParser.parse(
            Marked(text, info: "listdocs source=fetched-results").source)
        #expect(problems.isEmpty)
        #expect(ScriptWriter().script(script.statements.map(\.command)) == text + "\n")
    }
}
