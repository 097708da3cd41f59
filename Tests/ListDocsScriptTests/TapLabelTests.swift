import ListDocsEngine
import ListDocsScript
import Testing

/// `tap "x"` presses a button; where a row shows `x`, the author is told how to tap it.
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
                == "'tap \"Banana\"' taps a button named Banana, drawn above the list; to tap the row that shows it, write 'tap row [0, 1]'"
        )
        let (_, collection) = Marked(
            "state: Apple, Banana\ntap \"Apple\"\n", info: "listdocs view=collection"
        ).run()
        #expect(collection.first?.message.hasSuffix("write 'tap item [0, 0]'") == true)
    }

    @Test func aButtonNamedUnlikeAnyRowIsQuiet() {
        let (_, diagnostics) = Marked("state: Apple, Banana\ntap \"Edit\"\n").run()
        #expect(diagnostics.isEmpty)
    }
}
