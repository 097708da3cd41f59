import ListDocsEngine
import ListDocsExplain
import Testing

/// A log with several exceptions explains the first and says how many it holds; `index`
/// picks another; a log whose exception listdocs does not model says what it found.
@Suite struct SeveralExceptionsTests {
    static let first =
        "attempt to delete row 7 from section 0 which only contains 7 rows before the update"
    static let second =
        "attempt to insert section 4 but there are only 2 sections after the update"

    static let log = """
        2026-11-25 09:00:00.000 Demo[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(first)'
        *** First throw call stack:
        (0x1804ae0f8 0x180087db4)
        2026-11-25 09:05:00.000 Demo[3:4] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(second)'
        2026-11-25 09:09:00.000 Demo[5:6] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(first)'
        """

    @Test func theFirstIsExplainedAndTheCountSaysHowManyDiffer() throws {
        let explanation = try Explainer.explain(Self.log)
        #expect(explanation.reason == Self.first)
        // The same exception twice is one.
        #expect(explanation.exceptionsFound == 2)
        #expect(explanation.exceptionIndex == 1)
        ExplainTests.checkRecipe(explanation, reproduces: Self.first)
    }

    @Test func anIndexPicksAnotherAndOnePastTheLastSaysHowManyThereAre() throws {
        let second = try Explainer.explain(Self.log, index: 2)
        #expect(second.reason == Self.second && second.exceptionIndex == 2)
        ExplainTests.checkRecipe(second, reproduces: Self.second)
        #expect(throws: ExplainError.noSuchException(index: 3, found: 2)) {
            try Explainer.explain(Self.log, index: 3)
        }
        #expect(
            ExplainError.noSuchException(index: 3, found: 2).message
                == "there is no exception 3 in this log: it holds 2 list-update exceptions; --index takes 1 to 2"
        )
    }

    @Test func anExceptionListdocsDoesNotModelIsNamedInTheRefusal() {
        let log =
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[NSNull length]: unrecognized selector sent to instance 0x1f0b2c0e0'"
        do {
            _ = try Explainer.explain(log)
            Issue.record("explained a text listdocs does not model")
        } catch {
            #expect(
                error
                    == .notModelled(
                        exception: "NSInvalidArgumentException",
                        reason:
                            "-[NSNull length]: unrecognized selector sent to instance 0x1f0b2c0e0"
                    ))
            #expect(
                error.message.hasPrefix("found NSInvalidArgumentException '-[NSNull length]"))
        }
        // A list crash listdocs knows says why it has no walkthrough.
        let array =
            "*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 3]'"
        do {
            _ = try Explainer.explain(array)
            Issue.record("explained an NSArray read past its end")
        } catch {
            #expect(
                error.message.hasPrefix(
                    "found NSRangeException '*** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 3]': listdocs knows this text (an NSArray read past its end)"
                ))
        }
    }
}
