import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// Multiple selection: the user selects rows, which stay selected (UIKit's grey) as the
/// list changes, and the app deletes the selected rows: `indexPathsForSelectedRows`, the
/// model from the last row to the first, then one `deleteRows`.
@Suite struct MultipleSelectionTests {
    static let script = """
        state: Milk, Eggs, Bread, Butter, Jam
        select rows [0, 1], [0, 3]
        select row [0, 4]
        deselect row [0, 4]
        tap "Delete"
        delete selected rows
        """

    private func run(_ body: String, info: String = "listdocs ios=17") -> (
        Walkthrough?, [Diagnostic]
    ) {
        let source = ScriptSource(
            info: info, infoLocation: SourceLocation(line: 1, column: 1), body: body,
            firstBodyLine: 2)
        let (walkthrough, diagnostics) = ScriptRunner.run(source)
        return (walkthrough, diagnostics.filter { $0.severity == .error })
    }

    @Test func theSelectionFollowsItsRowsThroughUpdatesAndLeavesWithThem() {
        let list = SectionedList(sections: [ListSection(title: "", rows: ["A", "B", "C", "D"])])
        var view = TableView(showing: list)
        view.setSelected(true, at: IndexPath(row: 1, section: 0))
        view.setSelected(true, at: IndexPath(row: 3, section: 0))
        var shown = list
        shown.sections[0].rows.insert("Z", at: 0)
        _ = view.perform(
            .insertRows([IndexPath(row: 0, section: 0)], .automatic), dataSource: shown)
        #expect(
            view.indexPathsForSelectedRows
                == [[0, 2], [0, 4]].map { IndexPath(row: $0[1], section: $0[0]) })
        shown.sections[0].rows.remove(at: 2)
        _ = view.perform(
            .deleteRows([IndexPath(row: 2, section: 0)], .automatic), dataSource: shown)
        #expect(view.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        // A reloaded row gets a new cell, deselected; reloadData clears every selection.
        view.setSelected(true, at: IndexPath(row: 0, section: 0))
        _ = view.perform(
            .reloadRows([IndexPath(row: 3, section: 0)], .automatic), dataSource: shown)
        #expect(view.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        _ = view.perform(.reloadData, dataSource: shown)
        #expect(view.indexPathsForSelectedRows.isEmpty)
    }

    @Test func theAppDeletesTheSelectedRowsAndItsCodeDoesWhatThePageShows() throws {
        let walkthrough = try #require(run(Self.script).0)
        let last = try #require(walkthrough.steps.last)
        #expect(last.after.dataSource.sections[0].rows == ["Milk", "Bread", "Jam"])
        #expect(last.deletesSelection)
        let presentation = WalkthroughPresentation(walkthrough)
        #expect(
            presentation.steps[5].code == [
                "let selected = tableView.indexPathsForSelectedRows ?? []",
                "for indexPath in selected.sorted(by: >) {",
                "    sections[indexPath.section].rows.remove(at: indexPath.row)", "}",
                "tableView.deleteRows(at: selected, with: .automatic)",
            ])
        #expect(presentation.steps[5].caption == "Delete the selected rows, “Eggs” and “Butter”")
        #expect(presentation.steps[1].caption == "Select rows [0, 1] and [0, 3]")
        #expect(presentation.steps[3].caption == "Deselect row [0, 4]")
        #expect(presentation.model.contains("    tableView.allowsMultipleSelection = true"))
        // The printed code, run from the model block, leaves what the page shows.
        let report = ExecutionCheck.run(walkthrough)
        #expect(report.mismatches.isEmpty && report.skipped.isEmpty, "\(report)")
        #expect(report.executedSteps == 5)
    }

    @Test func theDeviceKeepsTheSelectedRowsGreyUntilTheyGo() throws {
        let walkthrough = try #require(run(Self.script).0)
        let html = String(decoding: WalkthroughHTML.device(walkthrough, id: "w"), as: UTF8.self)
        func greySteps(_ label: String) throws -> [Int] {
            let line = try #require(html.split(separator: "\n").first { $0.contains(">\(label)<") })
            return (0...5).filter { line.contains("--kc\($0):var(--selected)") }
        }
        #expect(try greySteps("Eggs") == [1, 2, 3, 4])
        #expect(try greySteps("Jam") == [2])
        #expect(try greySteps("Milk") == [])
    }

    @Test func aCollectionViewSelectsItemsAndTheFormsAreWrittenBack() throws {
        let (walkthrough, errors) = run(
            "state: A, B, C\nselect items [0, 0], [0, 2]\ndelete selected items",
            info: "listdocs view=collection ios=17")
        #expect(errors.isEmpty)
        let presentation = WalkthroughPresentation(try #require(walkthrough))
        #expect(
            presentation.steps[2].code.first
                == "let selected = collectionView.indexPathsForSelectedItems ?? []")
        #expect(presentation.steps[2].code.last == "collectionView.deleteItems(at: selected)")
        let forms =
            "state: A, B, C\nselect rows [0, 0], [0, 2]\ndeselect row [0, 2]\ndelete selected rows with fade"
        let (script, problems) = ScriptParser.parse(
            ScriptSource(
                info: "listdocs", infoLocation: SourceLocation(line: 1, column: 1), body: forms,
                firstBodyLine: 2))
        #expect(problems.isEmpty)
        #expect(ScriptWriter().script(script.statements.map(\.command)) == forms + "\n")
    }

    @Test func mistakesAreNamedAtTheirLine() {
        #expect(
            run("state: A\ndelete selected rows").1.map(\.message) == [
                "no row is selected: 'select rows …' first"
            ])
        #expect(
            run("state: A\nselect row [0, 3]").1.first?.message.contains("shows no row") == true)
        #expect(run("state: A\nselect row [0, 0]", info: "listdocs ios=7").1.count == 1)
        #expect(
            run("state: A\nselect row [0, 0]", info: "listdocs source=diffable ios=17").1.first?
                .message.contains("array data source") == true)
        #expect(run("state: A\nselect row [0, 0], [0, 1]").1.count == 1)
        #expect(
            run("state: A, B, C\nselect row [0, 2]", info: "listdocs ios=17 visible=2").1.first?
                .message.contains("off the screen") == true)
    }
}
