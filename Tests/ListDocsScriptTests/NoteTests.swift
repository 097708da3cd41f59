import ListDocsEngine
import ListDocsScript
import Testing

/// A `note` captions the next step, whatever its kind, and notes in a row join.
@Suite struct NoteTests {
    func run(_ script: String, info: String = "listdocs") -> (Walkthrough?, [Diagnostic]) {
        Marked(script, info: info).run()
    }

    @Test func aNoteBeforeANarrativeStepCaptionsThatStep() throws {
        let (walkthrough, diagnostics) = run(
            """
            state: A, B, C
            note "The user swipes the last row"
            swipe row [0, 2]
            delete row [0, 2]
            """)
        #expect(diagnostics.isEmpty)
        let steps = try #require(walkthrough).steps
        #expect(steps[0].note == "The user swipes the last row")
        #expect(steps[1].note == nil)
    }

    @Test func notesInARowJoinAndCaptionOneStep() throws {
        let (walkthrough, _) = run(
            """
            state: A, B
            note "First the model."
            note "Then nothing else."
            data remove [0, 0]
            table deleteRows [0, 0]
            """)
        let steps = try #require(walkthrough).steps
        #expect(steps[0].note == "First the model. Then nothing else.")
        #expect(steps[1].note == nil)
    }

    @Test func everyKindOfStepTakesTheNoteBeforeIt() throws {
        let (walkthrough, diagnostics) = run(
            """
            state
              Letters: A, B, C
            note "a tap"
            tap "Edit"
            note "a data change"
            data remove [0, 0]
            note "a table call"
            table deleteRows [0, 0]
            note "a diff"
            diff to
              Letters: C, B
            note "a drag"
            drag row [0, 0] to [0, 1]
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let notes = try #require(walkthrough).steps.map(\.note)
        #expect(notes == ["a tap", "a data change", "a table call", "a diff", "a drag"])
    }

    @Test func aNoteAtTheEndIsAWarningAtItsLine() throws {
        let marked = Marked(
            """
            state: A, B
            delete row [0, 0]
            ‸note "Nothing follows this"
            """)
        let (walkthrough, diagnostics) = marked.run()
        #expect(walkthrough?.steps.count == 1)
        #expect(walkthrough?.steps[0].note == nil)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == marked.expected.first)
        #expect(warning.message.hasPrefix("a note captions the step after it"))
    }

    @Test func aDiffableApplyTakesItsNoteOnce() throws {
        let (walkthrough, diagnostics) = run(
            """
            state: A, B
            note "Start over"
            snapshot
              append sections Main
              append items A in Main
            apply
            """, info: "listdocs source=diffable")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let notes = try #require(walkthrough).steps.map(\.note)
        #expect(notes.first == "Start over")
        #expect(notes.dropFirst().allSatisfy { $0 == nil })
    }
}
