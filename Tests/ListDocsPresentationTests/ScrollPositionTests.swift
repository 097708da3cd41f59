import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// `scroll to row … at top|bottom` and `… without animation`: where the row ends on a
/// `visible=` screen, in the engine, the state tables, the caption and the Swift, and how
/// a chat's "load earlier" keeps the reader's place.
@Suite struct ScrollPositionTests {
    static let loadEarlier = """
        state: Are you coming?, Yes, On my way, Here
        scroll to row [0, 2] at top without animation
        data insert "Hi" at [0, 0]
        data insert "Hello!" at [0, 1]
        table insertRows [0, 0], [0, 1]
        scroll to row [0, 4] at top without animation
        """

    private func run(_ body: String, info: String = "listdocs ios=17 visible=2") throws
        -> Walkthrough
    {
        let source = ScriptSource(
            info: info, infoLocation: SourceLocation(line: 1, column: 1), body: body,
            firstBodyLine: 2)
        let (walkthrough, diagnostics) = ScriptRunner.run(source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(walkthrough)
    }

    /// The labels of the rows step `step`'s screen shows.
    private func onScreen(_ walkthrough: Walkthrough, step: Int) throws -> [String] {
        let snapshot = step == 0 ? walkthrough.initial : walkthrough.steps[step - 1].after
        let window = try #require(snapshot.viewport)
        let counts = snapshot.screen.rowCounts
        return snapshot.screen.sections.enumerated().flatMap { s, section in
            section.cells.enumerated().filter {
                window.shows(IndexPath(row: $0.offset, section: s), counts: counts)
            }.map(\.element.label)
        }
    }

    @Test func rowsInsertedAboveTheScreenPushTheReadersPlaceAwayUntilTheAppScrollsBack() throws {
        let walkthrough = try run(Self.loadEarlier)
        #expect(try onScreen(walkthrough, step: 1) == ["On my way", "Here"])
        // UIKit keeps the content offset: the same two places now hold older messages.
        #expect(try onScreen(walkthrough, step: 4) == ["Are you coming?", "Yes"])
        #expect(try onScreen(walkthrough, step: 5) == ["On my way", "Here"])
    }

    @Test func theRowEndsAtTheTopTheMiddleOrTheBottomAsFarAsTheListAllows() throws {
        let window = Viewport(rows: 3)
        let counts = [4, 4]
        let path = IndexPath(row: 1, section: 1)  // the sixth row
        #expect(window.placing(path, at: .top, counts: counts).top == 5)
        #expect(window.placing(path, at: .middle, counts: counts).top == 4)
        #expect(window.placing(path, at: .bottom, counts: counts).top == 3)
        // The last row cannot come to the top of a three-row screen.
        #expect(
            window.placing(IndexPath(row: 3, section: 1), at: .top, counts: counts).top == 5)
        #expect(window.placing(IndexPath(row: 0, section: 0), at: .bottom, counts: counts).top == 0)
    }

    @Test func theSwiftAndTheCaptionSayWhereAndHow() throws {
        let presentation = try present(Self.loadEarlier, info: "listdocs ios=17 visible=2")
        #expect(
            presentation.steps[5].code == [
                "tableView.scrollToRow(at: IndexPath(row: 4, section: 0), at: .top, animated: false)"
            ])
        #expect(
            presentation.steps[5].caption
                == "Scroll to row [0, 4], to the top of the screen, without animation")
        let collection = try present(
            "state: A, B, C\nscroll to item [0, 2] at bottom", info: "listdocs view=collection")
        #expect(
            collection.steps[1].code == [
                "collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .bottom, animated: true)"
            ])
        let middle = try present("state: A, B, C\nscroll to row [0, 2]")
        #expect(middle.steps[1].code.joined().contains("at: .middle, animated: true)"))
    }

    @Test func theFormIsWrittenBackAsItIsReadAndAWrongPositionIsNamed() throws {
        let walkthrough = try run(Self.loadEarlier)
        #expect(
            walkthrough.steps[0].kind
                == .query(
                    .scrollTo(IndexPath(row: 2, section: 0), at: .top, animated: false), answer: nil
                ))
        let forms =
            "state: A, B, C\nscroll to row [0, 2] at bottom\nscroll to row [0, 0] without animation"
        let (script, problems) = ScriptParser.parse(
            ScriptSource(
                info: "listdocs", infoLocation: SourceLocation(line: 1, column: 1), body: forms,
                firstBodyLine: 2))
        #expect(problems.isEmpty)
        #expect(ScriptWriter().script(script.statements.map(\.command)) == forms + "\n")
        let source = ScriptSource(
            info: "listdocs", infoLocation: SourceLocation(line: 1, column: 1),
            body: "state: A, B\nscroll to row [0, 1] at centre", firstBodyLine: 2)
        let errors = ScriptRunner.run(source).1.filter { $0.severity == .error }
        #expect(errors.map(\.location.column) == [25])
        #expect(errors.first?.message.contains("'top', 'middle' or 'bottom'") == true)
    }
}
