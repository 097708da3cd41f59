import ListDocsEngine
import ListDocsScript
import Testing

/// `tap "x"` presses a button; where a row shows `x`, the author is told how to tap it;
/// `tap row "x"` (`tap item "x"`) taps the row that shows it.
@Suite struct TapLabelTests {
    @Test func tappingARowsLabelWarnsAndSaysHowToTapTheRow() throws {
        let marked = Marked("state: Apple, Banana\n‸tap \"Banana\"\ndelete row [0, 1]\n")
        let (walkthrough, diagnostics) = marked.run()
        #expect(walkthrough?.steps.first?.kind == .narrative(.tap("Banana")))
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == marked.expected.first)
        #expect(
            warning.message
                == "'tap \"Banana\"' taps a button named Banana, drawn above the list; to tap the row that shows it, write 'tap row \"Banana\"' (or 'tap row [0, 1]')"
        )
        let (_, collection) = Marked(
            "state: Apple, Banana\ntap \"Apple\"\n", info: "listdocs view=collection"
        ).run()
        #expect(
            collection.first?.message.hasSuffix("write 'tap item \"Apple\"' (or 'tap item [0, 0]')")
                == true)
    }

    @Test func aButtonNamedUnlikeAnyRowIsQuiet() {
        let (_, diagnostics) = Marked("state: Apple, Banana\ntap \"Edit\"\n").run()
        #expect(diagnostics.isEmpty)
    }

    @Test func tappingARowByItsLabelSelectsWhereItIsNow() throws {
        let (walkthrough, diagnostics) = Marked(
            "state: Apple, Banana, Kiwi\nsnapshot\n  delete items \"Apple\"\napply\ntap item \"Kiwi\"\n",
            info: "listdocs source=diffable view=collection"
        ).run()
        #expect(diagnostics.isEmpty)
        // After the delete, Kiwi is the second item: the tap lands there.
        #expect(walkthrough?.steps.last?.kind == .narrative(.tapRow(IndexPath(row: 1, section: 0))))
    }

    @Test func tappingALabelNoRowShowsIsAnErrorAtTheLine() throws {
        let marked = Marked("state: Apple, Banana\n‸tap row \"Fig\"\n")
        let (_, diagnostics) = marked.run()
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.location == marked.expected.first)
        #expect(error.message == "cannot tap row \"Fig\": no row on screen shows it")
    }
}
