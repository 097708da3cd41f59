import ListDocsEngine
import Testing

/// One test per rule of UIKit's batch updates.
@Suite struct BatchRuleTests {
    let seven = list((0...6).map(String.init))

    @Test func deletesReferToTheOldStateAndInsertsToTheNew() throws {
        let after = list(["1", "2", "4", "5", "6", "10", "11"])
        let result = try #require(
            report(
                seven, after,
                [
                    .insertRows([path(0, 5), path(0, 6)], .automatic),
                    .deleteRows([path(0, 3), path(0, 0)], .automatic),
                ]))
        #expect(result.after.list == after)
        #expect(result.staleCells.isEmpty)
        #expect(result.phases.map(\.kind) == [.delete, .insert])
        #expect(result.phases[0].operations == [.deleteRow(path(0, 3)), .deleteRow(path(0, 0))])
        #expect(result.phases[0].screen.list == list(["1", "2", "4", "5", "6"]))
        #expect(result.phases[1].operations == [.insertRow(path(0, 5)), .insertRow(path(0, 6))])
    }

    @Test func insertingAtTheWrongPlaceInTheDataSourceLeavesAStaleCell() throws {
        // The data source inserted 10 and 11 at 4 and 5; the table was told 5 and 6.
        let after = list(["1", "2", "4", "5", "10", "11", "6"])
        let result = try #require(
            report(
                seven, after,
                [
                    .deleteRows([path(0, 3), path(0, 0)], .automatic),
                    .insertRows([path(0, 5), path(0, 6)], .automatic),
                ]))
        #expect(result.after.list == list(["1", "2", "4", "5", "6", "11", "6"]))
        #expect(
            result.staleCells.map { [$0.path.description, $0.shown, $0.dataSource] } == [
                ["[0, 4]", "6", "10"]
            ])
    }

    @Test func rowOperationsInsideADeletedSectionAreDropped() throws {
        let before = list(["0", "2"], ["1", "3"])
        let result = try #require(
            report(
                before, list(["0", "2"]),
                [
                    .deleteSections([1], .fade), .deleteRows([path(1, 0), path(1, 9)], .fade),
                ]))
        #expect(result.after.list == list(["0", "2"]))
    }

    @Test func rowInsertsInsideAnInsertedSectionAreDropped() throws {
        let after = list(["a"], ["x", "y"])
        let result = try #require(
            report(
                list(["a"]), after, [.insertSections([1], .fade), .insertRows([path(1, 5)], .fade)])
        )
        #expect(result.after.list == after)
    }

    @Test func aReloadKeepsTheCellAndAsksForItsContentAgain() throws {
        let before = list(["a", "b", "c"])
        let result = try #require(
            report(before, list(["a", "B", "c"]), [.reloadRows([path(0, 1)], .fade)]))
        let id = before.sections.isEmpty ? 0 : result.before.sections[0].cells[1].id
        #expect(result.after.sections[0].cells[1] == Cell(id: id, label: "B"))
        #expect(result.rowFates[id] == .reloaded(from: path(0, 1), to: path(0, 1), .fade))
    }

    @Test func aReloadLandsWhereTheDeletesAndInsertsPutIt() throws {
        // Delete row 0, reload row 2, insert at 0: the reload's insert half lands at 2 again.
        let result = try #require(
            report(
                list(["a", "b", "c"]), list(["x", "b", "C"]),
                [
                    .deleteRows([path(0, 0)], .fade), .reloadRows([path(0, 2)], .fade),
                    .insertRows([path(0, 0)], .fade),
                ]))
        #expect(result.after.list == list(["x", "b", "C"]))
    }

    @Test func reloadInAMovedSectionGivesUIKitsBadMath() {
        // rdar://27041784: the reload's insert half ignores the section move.
        let before = list(["a"], ["b", "c"])
        let after = SectionedList(sections: [before.sections[1], before.sections[0]])
        #expect(
            reason(
                before, after, [.reloadRows([path(1, 0)], .fade), .moveSection(1, to: 0)], ios: 13)?
                .hasPrefix(
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)"
                ) == true)
    }

    @Test func duplicateDeletesCountOnce() throws {
        let result = try #require(
            report(list(["a", "b"]), list(["b"]), [.deleteRows([path(0, 0), path(0, 0)], .fade)]))
        #expect(result.after.list == list(["b"]))
    }

    @Test func anExactDuplicateMoveIsDropped() throws {
        let result = try #require(
            report(
                list(["a", "b"]), list(["b", "a"]),
                [
                    .moveRow(path(0, 0), to: path(0, 1)), .moveRow(path(0, 0), to: path(0, 1)),
                ]))
        #expect(result.after.list == list(["b", "a"]))
    }

    @Test func aMoveWithinASectionThatShiftsIsNotCountedAsLeavingIt() throws {
        // Section 0 is deleted, so old section 1 is new section 0; the move stays inside it.
        let before = list(["x"], ["a", "b", "c"])
        let after = SectionedList(sections: [ListSection(title: "S1", rows: ["b", "c", "a"])])
        #expect(
            report(
                before, after, [.deleteSections([0], .fade), .moveRow(path(1, 0), to: path(0, 2))],
                ios: 17) != nil)
    }

    @Test func iOS9ComparedRawSectionNumbersForMoves() {
        // Old section 1 becomes section 0; a move from [1, 0] to [1, 1] really leaves it.
        let before = list(["x"], ["a", "b", "c"], ["d"])
        let after = list(["b", "c"], ["d", "a"])
        let calls: [TableViewCall] = [
            .deleteSections([0], .fade), .moveRow(path(1, 0), to: path(1, 1)),
        ]
        #expect(report(before, after, calls, ios: 17) != nil)
        #expect(
            reason(before, after, calls, ios: 9)?.contains(
                "section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3)"
            ) == true)
    }

    @Test func aRowMovedOutOfADeletedSectionMakesTheTableReloadItself() throws {
        let before = list(["a"], ["b", "c"])
        let after = list(["a", "b"])
        let result = try #require(
            report(
                before, after, [.deleteSections([1], .fade), .moveRow(path(1, 0), to: path(0, 1))]))
        #expect(result.fellBackToReloadData)
        #expect(result.after.list == after)
        #expect(result.phases.map(\.kind) == [.reloadData])
    }

    @Test func reloadDataInsideABatchRunsAfterTheChecks() throws {
        #expect(
            reason(
                list(["a"]), list(["a", "b"]), [.reloadData, .deleteRows([path(0, 0)], .fade)],
                ios: 13) != nil)
        let result = try #require(
            report(list(["a"]), list(["a", "b"]), [.reloadData, .insertRows([path(0, 1)], .fade)]))
        #expect(result.phases.map(\.kind) == [.insert, .reloadData])
    }

    @Test func sectionMovesShiftTheOthers() throws {
        let before = SectionedList(
            sections: ["A", "B", "C"].map { ListSection(title: $0, rows: [$0.lowercased()]) })
        let after = SectionedList(sections: [
            before.sections[1], before.sections[2], before.sections[0],
        ])
        let result = try #require(report(before, after, [.moveSection(0, to: 2)]))
        #expect(result.after.list == after)
        #expect(result.sectionFates[result.before.sections[0].id] == .moved(from: 0, to: 2))
        #expect(result.sectionFates[result.before.sections[1].id] == .unchanged(from: 1, to: 0))
        #expect(result.phases.map(\.kind) == [.move])
    }

    @Test func aStandaloneCallIsCheckedAtOnce() {
        var table = TableView(showing: list(["a", "b", "c"]))
        var data = DataSource(list(["a", "b", "c"]))
        try? data.removeRow(at: path(0, 0))
        #expect(table.perform(.deleteRows([path(0, 0)], .fade), dataSource: data.list).isApplied)
        // A second call about a change the data source never made crashes on its own.
        if case .crashed(let e) = table.perform(
            .deleteRows([path(0, 0)], .fade), dataSource: data.list, ios: UIKitVersion(12))
        {
            #expect(e.reason.contains("(0 inserted, 1 deleted)"))
        } else {
            Issue.record("expected a crash")
        }
    }

    @Test func fetchedResultsDropEmptySections() throws {
        var data = DataSource(list(["a"], ["b"]), mode: .fetchedResults)
        try data.removeRow(at: path(1, 0))
        #expect(data.list == list(["a"]))
        var arrays = DataSource(list(["a"], ["b"]))
        try arrays.removeRow(at: path(1, 0))
        #expect(arrays.list.rowCounts == [1, 0])
        #expect(throws: DataSourceError.self) { try arrays.removeRow(at: path(1, 0)) }
    }

    @Test func theConsoleLineIsWhatXcodePrints() {
        var table = TableView(showing: list(["a"]))
        guard
            case .crashed(let e) = table.perform(
                .deleteSections([3], .fade), dataSource: list(["a"]))
        else {
            Issue.record("expected a crash")
            return
        }
        #expect(
            e.consoleLine
                == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete section 3, but there are only 1 sections before the update'"
        )
    }
}

extension UpdateOutcome {
    var isApplied: Bool { if case .applied = self { true } else { false } }
}
