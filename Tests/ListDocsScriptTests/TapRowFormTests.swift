import ListDocsEngine
import ListDocsScript
import Testing

/// `tap row [s, r]`: the user taps a row; nothing changes but the row shows selected.
@Suite struct TapRowFormTests {
    @Test func aTappedRowIsANarrativeStep() throws {
        let (walkthrough, problems) = Marked(
            "state: a, b\ntap row [0, 1]\ndelete row [0, 1]\nexpect: a\n"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let w = try #require(walkthrough)
        #expect(w.steps[0].kind == .narrative(.tapRow(IndexPath(row: 1, section: 0))))
        #expect(w.steps[0].after.screen == w.initial.screen)
    }

    @Test func aButtonCalledRowIsStillAButton() throws {
        let (walkthrough, _) = Marked("state: a\ntap \"row\"\n").run()
        #expect(walkthrough?.steps[0].kind == .narrative(.tap("row")))
    }

    @Test func aRowThatIsNotThereIsAnError() {
        let marked = Marked("state: a, b\n‸tap row [0, 5]\n")
        let problems = marked.run().1
        #expect(problems.map(\.location) == marked.expected)
        #expect(
            problems.first?.message == "cannot tap row [0, 5]: the table view shows no row there")
    }
}
