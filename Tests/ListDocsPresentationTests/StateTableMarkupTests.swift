import Foundation
import ListDocsEngine
import ListDocsScript
import Testing

@testable import ListDocsPresentation

/// State tables read in the order of the screen, with where each line was and is, and
/// what left stays at its old place, struck through.
@Suite struct StateTableMarkupTests {
    /// `before → after label what` for every line of a step's table.
    func lines(_ table: StateTable) -> [String] {
        table.rows.map {
            "\($0.beforePosition ?? "-") → \($0.afterPosition ?? "-") \($0.label) \($0.change)"
        }
    }

    @Test func deletedRowsStayAtTheirOldPlaceAmongTheOthers() throws {
        let presentation = try present(
            "state: a, b, c, d, e\nbatch\n  delete rows [0, 1], [0, 3]\n  insert row [0, 0] \"new\"\n"
        )
        let table = try #require(presentation.steps[1].table)
        #expect(
            lines(table) == [
                "0 → 0  unchanged",
                "- → [0, 0] new inserted",
                "[0, 0] → [0, 1] a shifted",
                "[0, 1] → - b deleted",
                "[0, 2] → [0, 2] c unchanged",
                "[0, 3] → - d deleted",
                "[0, 4] → [0, 3] e shifted",
            ])
    }

    @Test func aDeletedSectionKeepsItsPlaceAndItsRows() throws {
        let presentation = try present(
            "state\n  A: a1\n  B: b1, b2\n  C: c1\ndelete section 1\n")
        let table = try #require(presentation.steps[1].table)
        #expect(
            lines(table) == [
                "0 → 0 A unchanged",
                "[0, 0] → [0, 0] a1 unchanged",
                "1 → - B deleted",
                "[1, 0] → - b1 deleted",
                "[1, 1] → - b2 deleted",
                "2 → 1 C shifted",
                "[2, 0] → [1, 0] c1 shifted",
            ])
        let markup = String(decoding: WalkthroughHTML.stateTable(table), as: UTF8.self)
        #expect(markup.contains("<th scope=\"col\">Before</th><th scope=\"col\">After</th>"))
        #expect(
            markup.contains(
                "<tr class=\"wt-changed wt-k-deleted wt-deleted\"><td>[1, 1]</td><td class=\"wt-none\">—</td><td><del>b2</del></td><td>deleted</td></tr>"
            ))
    }

    @Test func aMovedRowIsListedWhereItNowIs() throws {
        let presentation = try present("state: a, b, c\nmove row [0, 0] to [0, 2]\n")
        let table = try #require(presentation.steps[1].table)
        #expect(
            lines(table) == [
                "0 → 0  unchanged",
                "[0, 1] → [0, 0] b shifted",
                "[0, 2] → [0, 1] c shifted",
                "[0, 0] → [0, 2] a moved",
            ])
    }

    @Test func aRowBothMovedAndStaleSaysBoth() throws {
        let body =
            "state: Apple, Banana, Cherry\ndata set [0, 0] \"Apricot\"\nexpect stale\n"
            + "table moveRow [0, 0] to [0, 2]\nexpect stale\n"
        let presentation = try present(body)
        let table = try #require(presentation.steps[2].table)
        #expect(
            lines(table) == [
                "0 → 0  unchanged",
                "[0, 1] → [0, 0] Banana shifted, stale",
                "[0, 2] → [0, 1] Cherry shifted, stale",
                "[0, 0] → [0, 2] Apple moved, stale",
            ])
        // On the device, the moved row carries the moved mark and the stale one.
        let source = ScriptSource(
            info: "listdocs", infoLocation: SourceLocation(line: 1, column: 1), body: body,
            firstBodyLine: 2)
        let walkthrough = try #require(ScriptRunner.run(source).0)
        let device = String(decoding: WalkthroughHTML.device(walkthrough, id: "w"), as: UTF8.self)
        #expect(device.contains("--kg2:'↕!'"))
    }

    @Test func aDeletedRowOfAStaleTableSaysWhatTheModelHolds() throws {
        let presentation = try present(
            "state: Apple, Banana, Cherry\ndata set [0, 0] \"Apricot\"\nexpect stale\n"
                + "data remove [0, 1]\ntable deleteRows [0, 2]\nexpect stale\n"
                + "data remove [0, 1]\ntable deleteRows [0, 0]\nexpect stale\n")
        // The screen dropped Cherry while the model dropped Banana: it still holds Cherry.
        let kept = try #require(presentation.steps[3].table)
        let cherry = try #require(kept.rows.first { $0.label == "Cherry" })
        #expect(cherry.isDeleted && cherry.dataSourceLabel == "Cherry")
        let keptMarkup = String(decoding: WalkthroughHTML.stateTable(kept), as: UTF8.self)
        #expect(keptMarkup.contains("<td><del>Cherry</del></td><td><mark>Cherry</mark></td>"))
        // Then both let go of a row, though not the same one: the screen drops Apple, which
        // the model never held; the model's column strikes it through too.
        let gone = try #require(presentation.steps[5].table)
        let apple = try #require(gone.rows.first { $0.label == "Apple" })
        #expect(apple.isDeleted && apple.dataSourceLabel == nil)
        let goneMarkup = String(decoding: WalkthroughHTML.stateTable(gone), as: UTF8.self)
        #expect(goneMarkup.contains("<td><del>Apple</del></td><td><del>Apple</del></td>"))
    }

    @Test func theFirstStateHasOnePlaceColumnAndNoWords() throws {
        let presentation = try present("state: a, b\ndelete row [0, 0]\n")
        let table = try #require(presentation.steps[0].table)
        let markup = String(decoding: WalkthroughHTML.stateTable(table), as: UTF8.self)
        #expect(table.rows.map(\.position) == ["0", "[0, 0]", "[0, 1]"])
        #expect(
            markup.contains("<th scope=\"col\">Index path</th><th scope=\"col\">Label</th></tr>"))
        #expect(markup.contains("<td>[0, 1]</td><td>b</td></tr>"))
        #expect(!markup.contains("What happened"))
    }
}

/// What a tap draws: the tapped row, and only it, in the selection colour at its step.
@Suite struct TapRowDrawingTests {
    @Test func theTappedRowShowsSelectedAtItsStep() throws {
        let source = ScriptSource(
            info: "listdocs", infoLocation: SourceLocation(line: 1, column: 1),
            body: "state: a, b\ntap row [0, 1]\ndelete row [0, 1]\n", firstBodyLine: 2)
        let walkthrough = try #require(ScriptRunner.run(source).0)
        let html = String(decoding: WalkthroughHTML.device(walkthrough, id: "w"), as: UTF8.self)
        let cells = html.components(separatedBy: "<div class=\"wt-item wt-cell\"").dropFirst()
        let selected = cells.filter { $0.contains("--kc1:var(--selected)") }
        #expect(selected.count == 1)
        #expect(selected.first?.contains(">b</span>") == true)
        #expect(!html.contains("--kc2:var(--selected)"))
    }
}
