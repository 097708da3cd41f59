import Testing

@testable import ListDocsEngine

/// What a scroll to an index path the view has not loaded raises, per view and era, with the
/// exception's name and whether UIKit asserts it; and the cell a scroll asks the data source
/// for, which Swift's array cannot give when the model shrank unseen.
@Suite struct ScrollTextTests {
    /// Scrolls a view showing `shown` to `p` with `dataSource` behind it.
    func scroll(
        _ view: ListViewKind, ios: UIKitVersion, to p: IndexPath, shown: SectionedList,
        dataSource: SectionedList? = nil
    ) -> UIKitException? {
        var table = TableView(showing: shown, kind: view)
        do {
            try table.scroll(to: p, dataSource: dataSource ?? shown, ios: ios)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTableViewsRowPastTheEndInEachEra() throws {
        let shown = list(["a", "b", "c"])
        let old = try #require(scroll(.table, ios: UIKitVersion(10), to: path(0, 3), shown: shown))
        #expect(
            old.reason
                == "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (3) beyond bounds (3) for section (0)."
        )
        #expect(old.name == "NSRangeException" && !old.asserted)
        let eleven = try #require(
            scroll(.table, ios: UIKitVersion(12), to: path(0, 5), shown: shown))
        #expect(
            eleven.reason
                == "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (5) beyond bounds (3) for section (0)."
        )
        let modern = try #require(scroll(.table, ios: .default, to: path(0, 3), shown: shown))
        #expect(
            modern.reason
                == "Attempted to scroll the table view to an out-of-bounds row (3) when there are only 3 rows in section 0. Table view: <UITableView: 0x…>"
        )
        #expect(modern.kind == .scrollToMissingRow && modern.name == "NSRangeException")
        #expect(
            modern.consoleLine.hasPrefix(
                "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'Attempted"
            ))
    }

    @Test func aTableViewsMissingSectionInEachEra() throws {
        let shown = list(["a"], ["b"])
        let old = try #require(scroll(.table, ios: UIKitVersion(9), to: path(2, 0), shown: shown))
        #expect(
            old.reason
                == "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: section (2) beyond bounds (2)."
        )
        let modern = try #require(
            scroll(.table, ios: UIKitVersion(26), to: path(2, 0), shown: shown))
        #expect(
            modern.reason
                == "Attempted to scroll the table view to an out-of-bounds section (2) when there are only 2 sections. Table view: <UITableView: 0x…>"
        )
        #expect(modern.kind == .scrollToMissingSection)
    }

    @Test func aCollectionViewsOlderAndNewerWords() throws {
        let shown = list(["a", "b", "c"])
        for p in [path(0, 3), path(1, 0)] {
            let old = try #require(scroll(.collection, ios: UIKitVersion(13), to: p, shown: shown))
            #expect(
                old.reason
                    == "attempt to scroll to invalid index path: <NSIndexPath: 0x…> {length = 2, path = \(p.section) - \(p.row)}"
            )
            #expect(old.name == "NSInvalidArgumentException" && !old.asserted)
        }
        let item = try #require(
            scroll(.collection, ios: UIKitVersion(14), to: path(0, 3), shown: shown))
        #expect(
            item.reason
                == "Attempted to scroll the collection view to an out-of-bounds item (3) when there are only 3 items in section 0. Collection view: <UICollectionView: 0x…>."
        )
        #expect(item.name == "NSInternalInconsistencyException" && item.asserted)
        let section = try #require(
            scroll(.collection, ios: UIKitVersion(18), to: path(1, 0), shown: shown))
        #expect(
            section.reason
                == "Attempted to scroll the collection view to an out-of-bounds section (1) when there are only 1 sections. Collection view: <UICollectionView: 0x…>."
        )
    }

    @Test func aRowTheViewHasButTheModelLostTraps() throws {
        let shown = list(["a", "b", "c"])
        for view in ListViewKind.allCases {
            let trap = try #require(
                scroll(
                    view, ios: .default, to: path(0, 2), shown: shown, dataSource: list(["a", "b"]))
            )
            #expect(trap.kind == .staleIndexInCellForRow && trap.isSwiftTrap)
            #expect(trap.consoleLine == "Fatal error: Index out of range")
        }
        // A row both have: no crash, and the cell shows what the model holds now.
        var table = TableView(showing: shown)
        try table.scroll(to: path(0, 1), dataSource: list(["a", "B", "c"]))
        #expect(table.screen.list == list(["a", "B", "c"]))
    }

    @Test func aCellDequeuedUnderAnIdentifierNothingRegistered() throws {
        var table = TableView(showing: list([String]()))
        table.cellReuse = CellReuse(dequeued: "FruitCell", registered: "Cell")
        guard case .crashed(let e) = table.perform(.reloadData, dataSource: list(["a"])) else {
            Issue.record("reloadData with a row asked for no cell")
            return
        }
        #expect(
            e.reason
                == "unable to dequeue a cell with identifier FruitCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        #expect(e.asserted && e.kind == .unregisteredReuseIdentifier)
        // Nothing to show, no cell asked for: no crash.
        guard case .applied = table.perform(.reloadData, dataSource: list([String]())) else {
            Issue.record("an empty reload raised")
            return
        }
        var grid = TableView(showing: list(["a"]), kind: .collection)
        grid.cellReuse = CellReuse(dequeued: "Tile", registered: nil)
        // A delete asks for no cell; an insert does.
        guard
            case .applied = grid.perform(
                .deleteRows([path(0, 0)], .automatic), dataSource: list([String]()))
        else {
            Issue.record("a delete raised")
            return
        }
        guard
            case .crashed(let c) = grid.perform(
                .insertRows([path(0, 0)], .automatic), dataSource: list(["b"]))
        else {
            Issue.record("an insert asked for no cell")
            return
        }
        #expect(
            c.reason
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Tile - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }
}
