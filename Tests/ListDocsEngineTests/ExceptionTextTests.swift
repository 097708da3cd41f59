import ListDocsEngine
import Testing

/// One test per UIKit exception text, each with the smallest batch that raises it.
@Suite struct ExceptionTextTests {
    let five = list(["a", "b", "c", "d", "e"])
    let two = list(["a", "b"], ["c", "d"])

    @Test func deleteAndReloadTheSameIndexPath() {
        #expect(
            reason(
                five, list(["a", "c", "d", "e"]),
                [.deleteRows([path(0, 1)], .fade), .reloadRows([path(0, 1)], .fade)])
                == "attempt to delete and reload the same index path (\(ip0)0 - 1})")
    }

    @Test func deleteAndMoveFromTheSameSection() {
        #expect(
            reason(two, list(["c", "d"]), [.deleteSections([0], .fade), .moveSection(0, to: 0)])
                == "attempt to perform a delete and a move from the same section (0)")
    }

    @Test func deleteAndMoveFromTheSameIndexPath() {
        #expect(
            reason(
                five, five,
                [.deleteRows([path(0, 2)], .fade), .moveRow(path(0, 2), to: path(0, 0))])
                == "attempt to perform a delete and a move from the same index path (\(ip0)0 - 2})")
    }

    @Test func reloadOfAMoveSourceUsesTheDeleteWording() {
        #expect(
            reason(
                five, five,
                [.reloadRows([path(0, 2)], .fade), .moveRow(path(0, 2), to: path(0, 0))])
                == "attempt to perform a delete and a move from the same index path (\(ip0)0 - 2})")
    }

    /// Up to iOS 8 the reload-and-move batch passes validation and fails at animation set-up.
    @Test func aRowReloadedAndMovedOnIOS8FailsWithTwoAnimations() {
        let calls: [TableViewCall] = [
            .reloadRows([path(0, 2)], .fade), .moveRow(path(0, 2), to: path(0, 0)),
        ]
        #expect(reason(five, five, calls, ios: 8) == "Attempt to create two animations for cell")
        #expect(
            reason(five, five, calls, ios: 9)?.hasPrefix("attempt to perform a delete and a move")
                == true)
        // A count mistake in the same batch is found first, as validation comes first.
        #expect(
            reason(five, list(["a", "b", "c", "d"]), calls, ios: 8)?.hasPrefix(
                "Invalid update: invalid number of rows in section 0.") == true)
    }

    @Test func beforeIOS5TheRowsTextHasNoMovedClause() {
        #expect(
            reason(list(["a", "b"]), list(["a", "b"]), [.deleteRows([path(0, 0)], .fade)], ios: 4)
                == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)."
        )
    }

    @Test func deleteSectionOutOfRange() {
        #expect(
            reason(two, list(["a"]), [.deleteSections([2], .fade)])
                == "attempt to delete section 2, but there are only 2 sections before the update")
    }

    @Test func deleteRowFromMissingSection() {
        #expect(
            reason(two, two, [.deleteRows([path(3, 0)], .fade)])
                == "attempt to delete row 0 from section 3, but there are only 2 sections before the update"
        )
    }

    @Test func deleteRowOutOfRangeReportsTheHighest() {
        #expect(
            reason(five, five, [.deleteRows([path(0, 5), path(0, 7)], .fade)])
                == "attempt to delete row 7 from section 0 which only contains 5 rows before the update"
        )
    }

    @Test func reloadOutOfRangeUsesTheDeleteWording() {
        #expect(
            reason(five, five, [.reloadRows([path(0, 5)], .none)])
                == "attempt to delete row 5 from section 0 which only contains 5 rows before the update"
        )
    }

    @Test func insertAndMoveToTheSameSection() {
        #expect(
            reason(
                two, list(["a", "b"], ["x"], ["c", "d"]),
                [.insertSections([1], .fade), .moveSection(0, to: 1)])
                == "attempt to perform an insert and a move to the same section (1)")
    }

    @Test func insertAndMoveToTheSameIndexPath() {
        #expect(
            reason(
                five, list(["a", "b", "c", "d", "e", "f"]),
                [.insertRows([path(0, 0)], .fade), .moveRow(path(0, 3), to: path(0, 0))])
                == "attempt to perform an insert and a move to the same index path (\(ip0)0 - 0})")
    }

    @Test func insertSectionOutOfRange() {
        #expect(
            reason(two, list(["a", "b"], ["c", "d"], ["e"]), [.insertSections([3], .fade)])
                == "attempt to insert section 3 but there are only 3 sections after the update")
    }

    @Test func insertRowIntoMissingSection() {
        #expect(
            reason(two, two, [.insertRows([path(2, 0)], .fade)])
                == "attempt to insert row 0 into section 2, but there are only 2 sections after the update"
        )
    }

    @Test func insertRowOutOfRange() {
        #expect(
            reason(five, list(["a", "b", "c", "d", "e", "f"]), [.insertRows([path(0, 6)], .fade)])
                == "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update"
        )
    }

    @Test func moveSectionFromMissingSection() {
        #expect(
            reason(two, two, [.moveSection(4, to: 0)])
                == "attempt to move section 4, but there are only 2 sections before the update")
    }

    @Test func moveSectionToMissingSectionSaysToTo() {
        #expect(
            reason(two, two, [.moveSection(0, to: 5)])
                == "attempt to to move section 0 to section 5, but there are only 2 sections after the update"
        )
    }

    @Test func moveRowFromMissingSection() {
        #expect(
            reason(two, two, [.moveRow(path(3, 0), to: path(0, 0))])
                == "attempt to move index path (\(ip0)3 - 0}) from a section that does not exist - there are only 2 sections before the update"
        )
    }

    @Test func moveMissingRow() {
        #expect(
            reason(two, two, [.moveRow(path(0, 2), to: path(0, 0))])
                == "attempt to move index path (\(ip0)0 - 2}) that does not exist - there are only 2 rows in section 0 before the update"
        )
    }

    @Test func moveRowIntoMissingSection() {
        #expect(
            reason(two, two, [.moveRow(path(0, 0), to: path(2, 0))])
                == "attempt to move index path (\(ip0)0 - 0}) to index path (\(ip0)2 - 0}) in section that does not exist - there are only 2 sections after the update"
        )
    }

    @Test func moveRowToMissingRow() {
        #expect(
            reason(two, two, [.moveRow(path(0, 0), to: path(1, 3))])
                == "attempt to move index path (\(ip0)0 - 0}) to index path (\(ip0)1 - 3}) that does not exist - there are only 2 rows in section 1 after the update"
        )
    }

    @Test func moveSectionToTwoPlaces() {
        #expect(
            reason(
                list(["a"], ["b"], ["c"]), list(["b"], ["c"], ["a"]),
                [.moveSection(0, to: 2), .moveSection(0, to: 1)])
                == "attempt to move section 0 to both section 1 and section 2")
    }

    @Test func moveTwoSectionsToOnePlace() {
        #expect(
            reason(
                list(["a"], ["b"], ["c"]), list(["b"], ["c"], ["a"]),
                [.moveSection(0, to: 2), .moveSection(1, to: 2)])
                == "attempt to move both section 0 and section 1 to section 2")
    }

    @Test func moveRowToTwoPlaces() {
        #expect(
            reason(
                five, five,
                [.moveRow(path(0, 0), to: path(0, 3)), .moveRow(path(0, 0), to: path(0, 4))])
                == "attempt to move row at index path \(ip0)0 - 0} to both \(ip0)0 - 3} and \(ip0)0 - 4}"
        )
    }

    @Test func moveTwoRowsToOnePlace() {
        #expect(
            reason(
                five, five,
                [.moveRow(path(0, 0), to: path(0, 3)), .moveRow(path(0, 1), to: path(0, 3))])
                == "attempt to move both row at index path \(ip0)0 - 0} and \(ip0)0 - 1} to \(ip0)0 - 3}"
        )
    }

    @Test func iOS7RejectsMovesOutOfDeletedSections() {
        #expect(
            reason(
                two, list(["a", "b", "c"]),
                [.deleteSections([1], .fade), .moveRow(path(1, 0), to: path(0, 2))], ios: 7)
                == "cannot move a row from a deleted section (1)")
    }

    @Test func iOS7RejectsMovesIntoInsertedSections() {
        #expect(
            reason(
                two, list(["b"], ["a"], ["c", "d"]),
                [.insertSections([1], .fade), .moveRow(path(0, 0), to: path(1, 0))], ios: 7)
                == "cannot move a row into a newly inserted section (1)")
    }

    @Test func invalidNumberOfSectionsIOS12HasTwoSpaces() {
        #expect(
            reason(two, two, [.deleteSections([0], .fade)], ios: 12)
                == "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
    }

    @Test func invalidNumberOfSectionsIOS13HasOneSpace() {
        #expect(
            reason(two, two, [.deleteSections([0], .fade)], ios: 13)
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
    }

    @Test func invalidNumberOfRowsFromIOS14HasTheTableViewSuffix() {
        #expect(
            reason(five, five, [.deleteRows([path(0, 0)], .fade)], ios: 17)
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x…>"
        )
    }

    @Test func invalidBatchUpdatesWhenCountsChangedByTheWrongAmount() {
        #expect(
            reason(
                five, list(["a", "b", "c"]),
                [.deleteRows([path(0, 0)], .fade), .reloadRows([path(0, 3)], .fade)], ios: 17)
                    == """
                    Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
                    Data source before updates = { 1 section with row counts: [5] }
                    Data source after updates = { 1 section with row counts: [3] }
                    Updates = [
                    \tDelete row (0 - 3),
                    \tDelete row (0 - 0),
                    \tInsert row (0 - 2)
                    ]
                    Table view: <UITableView: 0x…>
                    """)
    }

    /// The new text arrived in iOS 16.4 ("before and/or after"); 17 says "before and
    /// after"; 16.0–16.3 still raise the classic text.
    @Test func theNewTextStartsAtSixteenFour() {
        let calls: [TableViewCall] = [.deleteRows([path(0, 0)], .fade)]
        let classic = reason(five, list(["a", "b", "c"]), calls, ios: 16, minor: 3)
        #expect(classic?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        let sixteenFour = reason(five, list(["a", "b", "c"]), calls, ios: 16, minor: 4)
        #expect(
            sixteenFour?.hasPrefix(
                "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\n"
            ) == true)
        let seventeen = reason(five, list(["a", "b", "c"]), calls, ios: 17)
        #expect(
            seventeen?.contains("returned by the data source before and after performing") == true)
        #expect(UIKitVersion(16, 4).description == "iOS 16.4")
        #expect(UIKitVersion(16).description == "iOS 16")
        #expect(UIKitVersion(16, 4) < UIKitVersion(17) && UIKitVersion(16) < UIKitVersion(16, 4))
    }

    @Test func anEmptyBatchStillChecksTheCounts() {
        #expect(
            reason(list(["a", "b"]), list(["a", "b", "c"]), [], ios: 13)
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(
            reason(list(["a", "b"]), list(["a", "b", "c"]), [], ios: 17)?.hasSuffix(
                "Updates = [ ]\nTable view: <UITableView: 0x…>") == true)
    }

    @Test func everyExceptionKindHasATest() {
        // Keeps this file honest: a new kind of exception needs its own test above.
        // 20 in DiffableTextTests, 2 in CollectionQueryTextTests, 9 (DS03–DS05, DS17, SS01–SS03,
        // SS07, TV32) in BinaryTextTests, 4 in ScrollTextTests, 3 in DequeueTests, 1 in
        // NilViewAnimationTests, 1 in SectionSnapshotDuplicateTests.
        #expect(UIKitException.Kind.allCases.count == 28 + 20 + 2 + 9 + 4 + 3 + 1 + 1)
    }
}
