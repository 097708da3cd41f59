import ListDocsEngine
import ListDocsScript
import Testing

/// Rows without cells: a reload of a row that has none (past the end of its section, or off
/// a `visible=` screen) is dropped before any check from iOS 18 in an app built against its
/// SDK (18.2's `_endCellAnimationsWithContext:` skips it when
/// `_existingCellForRowAtIndexPath:` is nil), and split as before on older systems or SDKs;
/// only rows that come on screen are asked for their cells.
@Suite struct RowsWithoutCellsTests {
    func run(_ script: String, _ info: String) -> Walkthrough? {
        Marked(script, info: "listdocs " + info).run().0
    }

    /// The recheck's run: `reloadRows [0, 5]` on a two-row table.
    @Test func aReloadPastTheEndIsDroppedFromIOS18AndRaisesBefore() throws {
        let script = "state: A, B\ntable reloadRows [0, 5]"
        let now = try #require(run(script, "ios=18"))
        #expect(now.crash == nil)
        #expect(now.steps.last?.report?.droppedReloads == [IndexPath(row: 5, section: 0)])
        #expect(now.steps.last?.after.screen.list.sections.first?.rows == ["A", "B"])
        for info in ["ios=17", "ios=18 sdk=17"] {
            #expect(
                run(script, info)?.crash?.reason
                    == "attempt to delete row 5 from section 0 which only contains 2 rows before the update",
                "\(info)")
        }
    }

    /// The recheck's second run: a delete and a reload of the same missing row. Dropping
    /// the reload first leaves the delete's range check (TV06), not TV01.
    @Test func aDeleteAndAReloadOfAMissingRowMeetTheDeletesRangeCheck() {
        let script = "state: A, B\nbatch\n  table deleteRows [0, 5]\n  table reloadRows [0, 5]"
        #expect(
            run(script, "ios=18")?.crash?.reason
                == "attempt to delete row 5 from section 0 which only contains 2 rows before the update"
        )
        #expect(
            run(script, "ios=17")?.crash?.reason
                == "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 5})"
                || run(script, "ios=17")?.crash?.reason.hasPrefix(
                    "attempt to delete and reload the same index path") == true
        )
    }

    /// An off-screen row's reload is dropped (its cell does not exist), while an on-screen
    /// one's is kept; scrolling brings the off-screen row in, asking for its cell then.
    @Test func anOffScreenReloadIsDroppedAndTheRowIsAskedForWhenItScrollsIn() throws {
        let script = """
            state: A, B, C, D, E, F, G, H
            data set [0, 6] "g2"
            table reloadRows [0, 6], [0, 1]
            scroll to row [0, 6]
            """
        let walkthrough = try #require(run(script, "ios=18 visible=3"))
        #expect(walkthrough.crash == nil)
        let reload = walkthrough.steps[1]
        #expect(reload.report?.droppedReloads == [IndexPath(row: 6, section: 0)])
        #expect(reload.after.viewport == Viewport(top: 0, rows: 3))
        let scrolled = try #require(walkthrough.steps.last)
        #expect(scrolled.after.viewport == Viewport(top: 5, rows: 3))
        #expect(scrolled.after.screen.list.sections[0].rows[6] == "g2")
        // Without a viewport every row has a cell, and both reloads run.
        let everyRow = try #require(run(script, "ios=18"))
        #expect(everyRow.steps[1].report?.droppedReloads == [])
    }

    /// A model that shrank without telling the view traps in `cellForRowAt` when, and only
    /// when, a row it no longer has scrolls in.
    @Test func theStaleIndexTrapWaitsForTheRowToScrollIn() {
        let script = """
            state: A, B, C, D, E, F, G, H
            data remove [0, 7]
            scroll to row [0, 1]
            scroll to row [0, 7]
            """
        let walkthrough = run(script, "ios=18 visible=3")
        // Row 1 is already on screen: nothing new is asked for, nothing traps.
        #expect(walkthrough?.steps.count == 3)
        #expect(walkthrough?.steps[1].crash == nil)
        #expect(walkthrough?.crash?.reason.contains("Index out of range") == true)
        // Every row on screen: the same scrolls trap at once, on row 7's own scroll... which
        // is the same step; with three rows the first scroll is harmless here too.
        #expect(run(script, "ios=18")?.crash?.reason.contains("Index out of range") == true)
    }

    @Test func aScreenOfNoRowsIsAnError() {
        let (_, diagnostics) = Marked("state: A", info: "listdocs visible=0").run()
        #expect(diagnostics.contains { $0.message.hasPrefix("expected how many rows the screen") })
    }
}
