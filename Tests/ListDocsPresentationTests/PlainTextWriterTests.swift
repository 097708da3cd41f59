import ListDocsPresentation
import Testing

/// `listdocs run`'s text, from the same model as the page.
@Suite struct PlainTextWriterTests {
    @Test func showsTheCrashAsTheConsoleDoes() throws {
        let text = PlainTextWriter.text(
            try present(
                "state: 0\ntable deleteRows [0, 0]\nexpect crash \"Invalid\"\n",
                info: "listdocs ios=13"))
        #expect(
            text.hasSuffix(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'\n  ✓ The app crashes with the expected reason"
            ))
    }

    @Test func writesEveryCodeLineOfTheModelInOrder() throws {
        let presentation = try present(
            "state: a, b, c\nbatch \"Two\"\n  delete row [0, 0]\n  move row [0, 1] to [0, 0]\n",
            info: "listdocs ios=10")
        let text = PlainTextWriter.text(presentation)
        let step = presentation.steps[1]
        #expect(
            text.contains(
                "Step 1: Two\n" + step.code.map { "  " + $0 }.joined(separator: "\n") + "\n"))
    }

    @Test func captionsOfComputedBatchesSayWhyTheChangeWasSplit() throws {
        let presentation = try present(
            "state\n  A: 1, 2, 3\n  B: 4\ndiff to\n  B: 5, 4\n  A: 3, 1\n")
        let captions = presentation.steps.dropFirst().map(\.caption)
        #expect(captions.count == 2)
        #expect(captions[0].hasPrefix("Diff to the new state, batch 1 of 2: sections first"))
        #expect(captions[1] == "Diff to the new state, batch 2 of 2: the change")
    }

    @Test func theStateTableLinesUpItsColumns() throws {
        let presentation = try present("state: a, b\ndelete row [0, 0]\n")
        let table = try #require(presentation.steps[1].table)
        #expect(
            PlainTextWriter.text(table) == """
                before     after      label  what happened
                section 0  section 0         unchanged
                  [0, 0]   -          a      deleted
                  [0, 1]     [0, 0]   b      shifted
                """)
    }
}

/// The console of an exception UIKit raises without its assertion handler has no
/// `*** Assertion failure` line; the same mistake asserted has one.
@Suite struct RaisedWithoutAssertionTests {
    @Test func anOlderSDKsIdentifierCheckPrintsNoAssertionLine() throws {
        let script = "state\n  Fruit: Kiwi\napply\n  Fruit: Kiwi, Fig\nexpect crash \"Diffable\"\n"
        func console(_ info: String) throws -> [String] {
            let presented = try present(
                script, info: "listdocs ios=18 source=diffable hashable=never-equal" + info)
            return try #require(presented.steps.last?.console).before
        }
        #expect(try console(" sdk=14") == [])
        #expect(
            try console("") == [
                "*** Assertion failure in void BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF(__strong id _Nonnull, BOOL)(), _UIDiffableDataSourceHelpers.m:74"
            ])
    }
}
