import ListDocsEngine
import Testing

/// Which text wins when two mistakes meet in one batch, in the order 18.2's and 26.1's
/// `-[UITableView _endCellAnimationsWithContext:]` makes its checks (the lines are 18.2's):
/// a delete's collision with a move (TV03, :2140) before its range (TV06, :2185); an insert's
/// (TV08, :2236) before its range (TV11, :2278); each move's range (:2322–2329) and then its
/// duplicates (:2347–2359) before the next move; and every row move range-checked, out of a
/// deleted section too. Before iOS 18, and in a collection view, the binaries listdocs read
/// are silent, and the earlier rule stands: every range first.
@Suite struct CheckOrderTests {
    let three = list(["a", "b", "c"])

    /// A delete out of range that a move also names (run B3).
    @Test func aDeletesCollisionWithAMoveComesBeforeItsRange() {
        let calls: [TableViewCall] = [
            .deleteRows([path(0, 5)], .automatic), .moveRow(path(0, 5), to: path(0, 0)),
        ]
        #expect(
            reason(three, list(["a", "b"]), calls, ios: 18)
                == "attempt to perform a delete and a move from the same index path (\(ip0)0 - 5})")
        #expect(
            reason(three, list(["a", "b"]), calls, ios: 17)?.hasPrefix(
                "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
            )
                == true)
    }

    /// An insert out of range that a move also targets (run B3b).
    @Test func anInsertsCollisionWithAMoveComesBeforeItsRange() {
        let calls: [TableViewCall] = [
            .insertRows([path(0, 9)], .automatic), .moveRow(path(0, 0), to: path(0, 9)),
        ]
        #expect(
            reason(three, list(["a", "b", "c", "d"]), calls, ios: 26)
                == "attempt to perform an insert and a move to the same index path (\(ip0)0 - 9})")
    }

    /// A section deleted past the end and moved too (run B22).
    @Test func aSectionDeletesCollisionComesBeforeItsRange() {
        let calls: [TableViewCall] = [.deleteSections([5], .automatic), .moveSection(5, to: 0)]
        #expect(
            reason(three, three, calls, ios: 18)
                == "attempt to perform a delete and a move from the same section (5)")
    }

    /// Two moves from one row, the second past the end (run B21): the first move's duplicate
    /// check comes before the second move's range check.
    @Test func aMovesDuplicateComesBeforeTheNextMovesRange() {
        let calls: [TableViewCall] = [
            .moveRow(path(0, 0), to: path(0, 1)), .moveRow(path(0, 0), to: path(0, 9)),
        ]
        #expect(
            reason(three, three, calls, ios: 18)?.hasPrefix(
                "attempt to move row at index path \(ip0)0 - 0} to both \(ip0)0 - 1} and \(ip0)0 - 9}"
            ) == true)
        #expect(
            reason(three, three, calls, ios: 17)?.hasPrefix(
                "attempt to move index path (\(ip0)0 - 0}) to index path (\(ip0)0 - 9}) that does not exist"
            ) == true)
    }

    /// A row moved out of a deleted section to a place the data source does not have (run
    /// B20): UIKit range-checks it and raises, rather than reloading silently.
    @Test func aMoveOutOfADeletedSectionIsStillRangeChecked() {
        let before = list(["a", "b"], ["c"])
        let calls: [TableViewCall] = [
            .deleteSections([0], .automatic), .moveRow(path(0, 0), to: path(0, 5)),
        ]
        #expect(
            reason(before, list(["c", "a"]), calls, ios: 18)?.hasPrefix(
                "attempt to move index path (\(ip0)0 - 0}) to index path (\(ip0)0 - 5}) that does not exist - there are only 2 rows in section 0 after the update"
            ) == true)
        // Within range it still leaves the view to reload, as before.
        let fine: [TableViewCall] = [
            .deleteSections([0], .automatic), .moveRow(path(0, 0), to: path(0, 1)),
        ]
        #expect(reason(before, list(["c", "a"]), fine, ios: 18) == nil)
    }
}
