import ListDocsEngine
import ListDocsScript
import Testing

/// `completion`: lines that run in the completion handler of the batch or apply before
/// them, once UIKit has checked the update; never when it raised.
@Suite struct CompletionFormTests {
    @Test func theLinesRunAfterTheBatchAsStepsOfTheirOwn() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Chat: hi, hello
            batch
              insert row [0, 2] "new"
            completion
              reload row [0, 0] "hi!"
            expect: hi!, hello, new
            """
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let steps = try #require(walkthrough).steps
        #expect(steps.map(\.inCompletion) == [false, true])
        #expect(steps[1].expectations.map(\.held) == [true])
    }

    @Test func aBatchThatRaisesNeverRunsItsCompletion() throws {
        // The chat bug: the model is updated in the completion, after the batch it needed.
        let (walkthrough, problems) = Marked(
            """
            state
              Chat: hi, hello
            batch
              table insertRows [0, 2]
            completion
              data insert "new" at [0, 2]
            expect crash "attempt to insert row 2 into section 0, but there are only 2 rows"
            """
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let steps = try #require(walkthrough).steps
        #expect(steps.count == 1)
        #expect(steps[0].crash != nil)
        #expect(steps[0].unreachedCompletion.map(\.kind) == [.dataChange])
    }

    @Test func aCompletionFollowsAnUpdateWithACompletionHandler() {
        let afterTap = Marked(
            """
            state: a
            tap "Go"
            ‸completion
              delete row [0, 0]
            """
        )
        #expect(afterTap.run().1.map(\.location) == afterTap.expected)
        // Before iOS 11 a table view has no performBatchUpdates(_:completion:).
        let old = Marked(
            """
            state: a, b
            batch
              delete row [0, 0]
            ‸completion
              delete row [0, 0]
            """, info: "listdocs ios=10")
        let found = old.run().1
        #expect(found.map(\.location) == old.expected)
        #expect(found.first?.message.contains("from iOS 11") == true)
    }

    @Test func onlyUpdatesStandInACompletion() {
        let script = Marked(
            """
            state: a, b
            batch
              delete row [0, 0]
            completion
              ‸tap "Go"
            """
        )
        let found = script.run().1
        #expect(found.map(\.location) == script.expected)
        #expect(
            found.first?.message.hasPrefix("'tap \"Go\"' cannot appear in a completion block")
                == true)
    }

    @Test func theWriterWritesItBack() throws {
        let text = """
            state: a, b
            batch
              delete row [0, 0]
            completion
              data insert "c" at [0, 1]
              table insertRows [0, 1]
            """
        let (script, problems) = ScriptParser.parse(Marked(text).source)
        #expect(problems.isEmpty)
        #expect(ScriptWriter().script(script.statements.map(\.command)) == text + "\n")
    }
}
