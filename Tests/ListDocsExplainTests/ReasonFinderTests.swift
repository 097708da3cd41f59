import ListDocsEngine
import Testing

@testable import ListDocsExplain

/// Reasons standing where no console line puts them: in a sentence, after a label in another
/// language, in quotes that never close, in bold or inline code, on `//` comment lines,
/// hard-wrapped by a tracker, flattened onto one line by a crash service. Each is explained
/// as the crash the whole text is, and what is not a whole known text is still refused.
@Suite struct ReasonFinderTests {
    static let delete =
        "attempt to delete row 3 from section 0 which only contains 2 rows before the update"
    static let rows = WrappedReasonTests.rows

    func explained(_ log: String, as reason: String, _ shape: String) {
        WrappedReasonTests.expectExplained(log, as: reason, shape)
    }

    @Test func aReasonInsideASentenceOrAfterALabelInAnotherLanguage() {
        explained("崩溃信息：\(Self.delete)。请问怎么解决？", as: Self.delete, "full-width stop")
        explained("오류 내용: \(Self.rows) 어떻게 고치나요?", as: Self.rows, "Korean label")
        explained(
            "The app says \"\(Self.delete)\" as soon as I tap Delete.", as: Self.delete,
            "double quotes mid-sentence")
        explained(
            "It crashed with:`*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(Self.delete)'`.",
            as: Self.delete, "inline code ending in a period")
    }

    @Test func aReasonWhoseQuoteNeverClosesOrThatIsInBold() {
        explained(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(Self.rows)\nthen it closed",
            as: Self.rows, "quote never closed")
        explained(
            "**Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(Self.rows)'**",
            as: Self.rows, "bold")
        explained(
            "// *** Terminating app due to uncaught exception 'NSInternalInconsistencyException',\n// reason: '\(Self.delete)'",
            as: Self.delete, "comment lines")
    }

    @Test func aReasonHardWrappedAnywhereEvenInsideItsFirstWords() {
        let wrapped = Self.rows.replacing("Invalid update", with: "Invalid\n update")
            .replacing("existing section", with: "existing\nsection")
            .replacing("(0 inserted", with: "\n(0 inserted")
        explained(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(wrapped)'",
            as: Self.rows, "hard-wrapped")
    }

    @Test func aBatchTextFlattenedWithoutItsViewIsReadForWhatItSays() throws {
        let flattened =
            "`Fatal Exception: NSInternalInconsistencyException Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [4] } Updates = [ Delete row (0 - 0) ] `"
        let explanation = try Explainer.explain(flattened)
        #expect(explanation.kind == .invalidBatchUpdates)
        ExplainTests.checkRecipe(explanation, reproduces: WrappedReasonTests.batch)
        #expect(explanation.recipe.contains("did not come as UIKit prints it"))
    }

    @Test func wordsOfAKnownTextThatAreNotAWholeTextAreRefused() {
        for log in [
            "I keep getting Invalid update: invalid number of rows errors, any idea?",
            "attempt to delete row 3 from section 0 which only contains",
            "The number of rows contained in an existing section is wrong",
        ] {
            #expect(throws: ExplainError.self, "\(log)") { try Explainer.explain(log) }
        }
    }

    @Test func aLogOfManyPlacesThatStartLikeAKnownTextReadsOnlySoMany() {
        // Each line starts like a known text and goes nowhere: the finder stops after its
        // limit rather than reading every one against every text.
        let line = "attempt to delete row x\n"
        let log = String(repeating: line, count: 10_000)
        #expect(throws: ExplainError.self) { try Explainer.explain(log) }
    }
}

/// A text is dated by what it proves: the blanks of a crash service's report prove nothing.
@Suite struct CrashServiceDatingTests {
    static let items =
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."

    @Test func oneSpaceAfterTheFirstSentenceDatesAConsoleLine() throws {
        // UIKit printed two spaces there up to iOS 12: one space, as printed, is iOS 13.
        let explanation = try Explainer.explain(Self.items)
        #expect(explanation.versions == "iOS 13")
    }

    @Test func inACrashlyticsReportTheSameSpaceDatesNothing() throws {
        let report = "Fatal Exception: NSInternalInconsistencyException\n" + Self.items
        let explanation = try Explainer.explain(report)
        #expect(explanation.versions == "iOS 6 to 13")
        #expect(explanation.recipe.contains("double spaces were made single spaces"))
    }
}

/// A count text quoted without its first sentence is explained as the whole text, with the
/// section it names taken to be 0 and said so.
@Suite struct HeadlessCountTextTests {
    @Test func aCountTextWithoutItsFirstSentenceIsMadeWhole() throws {
        let alert = """
            The number of rows contained in an existing section after the update (4) must
            be equal to the number of rows contained in that section before the update (4),
            plus or minus the number of rows inserted or deleted from that section
            (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out
            of that section (0 moved in, 0 moved out).
            """
        let explanation = try Explainer.explain("The alert says:\n" + alert)
        #expect(explanation.kind == .invalidNumberOfRows)
        #expect(explanation.recipe.contains("without its first sentence"))
        #expect(explanation.recipe.contains("the recipe takes section 0"))
    }
}

/// A crash raised inside one of UIKit's own list-based views is told as UIKit's update, not
/// as a batch the app wrote.
@Suite struct UIKitOwnViewTests {
    static let reason =
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (42) must be equal to the number of items contained in that section before the update (35), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <UICollectionView: 0x12e81c000; frame = (0 0; 358 340)>'\n"

    @Test func aCalendarsOwnUpdateIsToldAsUIKits() throws {
        let log =
            Self.reason + "*** First throw call stack:\n(\n"
            + "\t4   UIKitCore  0x1 -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForReordering:animator:] + 1\n"
            + "\t7   UIKitCore  0x2 -[UICalendarView reloadDecorationsForDateComponents:animated:] + 88\n"
            + "\t8   MyApp      0x3 CalendarScreen.refresh() + 40\n)"
        let explanation = try Explainer.explain(log)
        #expect(explanation.recipe.contains("UIKit's own UICalendarView"))
    }

    @Test func theAppsOwnCalendarIsNotUIKits() throws {
        let log =
            Self.reason + "*** First throw call stack:\n(\n"
            + "\t8   MyApp      0x3 -[CalendarViewController reload] + 40\n)"
        let explanation = try Explainer.explain(log)
        #expect(!explanation.recipe.contains("UIKit's own"))
    }
}

/// Duplicate identifiers that are values of the app's own type (a struct, an enum case with
/// an associated value) are explained, the walkthrough dying of the same words.
@Suite struct ValueIdentifierExplainTests {
    @Test(arguments: [
        "MyApp.Item(id: 3, name: \"Kiwi\")", "Chat.Row.message(Chat.Message(id: 7))",
    ])
    func aDuplicateThatIsAValueIsExplained(_ identifier: String) throws {
        let reason =
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(identifier)\n)}"
        let explanation = try Explainer.explain(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
        )
        #expect(explanation.kind == .duplicateItemIdentifiers)
        ExplainTests.checkRecipe(explanation, reproduces: reason)
        #expect(explanation.recipe.contains("identifiers=values"))
    }
}

/// A batch text whose counts did not change contradicts listdocs' rule for choosing between
/// UIKit's two count texts: it is explained, with the choice the walkthrough makes said.
@Suite struct GuessedRuleTests {
    @Test func aBatchTextWithUnchangedCountsIsExplainedWithItsAssumption() throws {
        let reason = """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [2] }
            Data source after updates = { 1 section with item counts: [2] }
            Updates = [
            \tInsert item (0 - 0)
            ]
            Collection view: <UICollectionView: 0x7f8b1c00a000>
            """
        let explanation = try Explainer.explain(reason)
        #expect(explanation.kind == .invalidBatchUpdates)
        ExplainTests.checkRecipe(explanation, reproduces: reason)
        #expect(explanation.recipe.contains("count-text=batch"))
        #expect(explanation.recipe.contains("a guess this message contradicts"))
    }
}
