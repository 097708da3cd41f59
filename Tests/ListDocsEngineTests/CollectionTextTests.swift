import Testing

@testable import ListDocsEngine

/// A collection view runs the same checks in its own words: items, "collection view", its
/// own suffix from iOS 14, and from 16.4 the multi-line text with item counts.
@Suite struct CollectionTextTests {
    let five = list(["a", "b", "c", "d", "e"])
    let ip0 = "<NSIndexPath: 0x…> {length = 2, path = "

    func reason(
        _ before: SectionedList, _ after: SectionedList, _ calls: [TableViewCall], ios: Int = 17,
        minor: Int = 0
    ) -> String? {
        var view = TableView(showing: before, kind: .collection)
        if case .crashed(let exception) = view.performBatchUpdates(
            calls, dataSource: after, ios: UIKitVersion(ios, minor))
        {
            return exception.reason
        }
        return nil
    }

    @Test func itemCountsUpToIOS12HaveTwoSpaces() {
        #expect(
            reason(five, five, [.deleteRows([path(0, 0)], .automatic)], ios: 12)
                == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test func fromIOS13OneSpaceAndFromIOS14TheCollectionView() {
        let calls: [TableViewCall] = [.deleteRows([path(0, 0)], .automatic)]
        #expect(
            reason(five, five, calls, ios: 13)?.hasPrefix(
                "Invalid update: invalid number of items in section 0. The number of items") == true
        )
        #expect(reason(five, five, calls, ios: 13)?.hasSuffix("(0 moved in, 0 moved out).") == true)
        #expect(
            reason(five, five, calls, ios: 14)?.hasSuffix(
                "(0 moved in, 0 moved out). Collection view: <UICollectionView: 0x…>") == true)
    }

    @Test func sectionsTextNamesTheCollectionView() {
        #expect(
            reason(five, list(["a"], ["b"]), [], ios: 12)
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
    }

    @Test func fromSixteenFourTheMultiLineTextCountsItems() {
        #expect(
            reason(
                five, list(["a", "b", "c"]), [.deleteRows([path(0, 0)], .automatic)], ios: 16,
                minor: 4)
                    == """
                    Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
                    Data source before updates = { 1 section with item counts: [5] }
                    Data source after updates = { 1 section with item counts: [3] }
                    Updates = [
                    \tDelete item (0 - 0)
                    ]
                    Collection view: <UICollectionView: 0x…>
                    """)
    }

    @Test func rangeTextsSayItem() {
        #expect(
            reason(five, five, [.deleteRows([path(0, 7)], .automatic)])
                == "attempt to delete item 7 from section 0 which only contains 5 items before the update"
        )
        #expect(
            reason(
                five, list(["a", "b", "c", "d", "e", "f"]), [.insertRows([path(0, 9)], .automatic)])
                == "attempt to insert item 9 into section 0, but there are only 6 items in section 0 after the update"
        )
        #expect(
            reason(
                five, five,
                [.moveRow(path(0, 0), to: path(0, 1)), .moveRow(path(0, 0), to: path(0, 2))])
                == "attempt to move item at index path \(ip0)0 - 0} to both \(ip0)0 - 1} and \(ip0)0 - 2}"
        )
    }

    /// A table view (from iOS 8) reloads everything instead; a collection view raises.
    @Test func anItemCannotMoveOutOfADeletedSection() {
        #expect(
            reason(
                list(["a"], ["b", "c"]), list(["b", "c"]),
                [.deleteSections([0], .automatic), .moveRow(path(0, 0), to: path(0, 2))])
                == "cannot move an item from a deleted section (0)")
        #expect(
            reason(
                list(["a", "b"]), list(["a"], ["b"]),
                [.insertSections([1], .automatic), .moveRow(path(0, 1), to: path(1, 0))])
                == "cannot move an item into a newly inserted section (1)")
    }

    @Test func aReloadedAndMovedItemIsADeleteAndAMoveInEveryEra() {
        let calls: [TableViewCall] = [
            .reloadRows([path(0, 2)], .automatic), .moveRow(path(0, 2), to: path(0, 0)),
        ]
        #expect(
            reason(five, five, calls, ios: 8)
                == "attempt to perform a delete and a move from the same index path (\(ip0)0 - 2})")
    }

    /// A section moved onto itself and an item moved out of it in one batch.
    @Test func anItemLeavingASectionMovedOntoItselfHasNoGlobalIndex() {
        #expect(
            reason(
                list(["a", "b"], ["c", "d", "e"]), list(["a", "b", "d"], ["c", "e"]),
                [.moveSection(1, to: 1), .moveRow(path(1, 1), to: path(0, 2))])
                == "request for index path for global index 3 when there are only 5 items in the collection view"
        )
        // A table view has no such step: the same batch is an ordinary move.
        var table = TableView(showing: list(["a", "b"], ["c", "d", "e"]))
        let outcome = table.performBatchUpdates(
            [.moveSection(1, to: 1), .moveRow(path(1, 1), to: path(0, 2))],
            dataSource: list(["a", "b", "d"], ["c", "e"]))
        if case .crashed(let e) = outcome { #expect(e.kind != .globalIndexOutOfRange) }
    }
}

/// The two texts a collection view raises outside a batch, when it is asked about what it
/// has loaded: every era prints them the same way.
@Suite struct CollectionQueryTextTests {
    @Test(arguments: UIKitVersion.eras.map(\.upperBound))
    func askingForAMissingSectionsItemCount(ios: UIKitVersion) throws {
        let view = TableView(showing: SectionedList(sections: []), kind: .collection)
        #expect(throws: UIKitException.self) { try view.numberOfItems(inSection: 0, ios: ios) }
        do {
            _ = try view.numberOfItems(inSection: 0, ios: ios)
        } catch {
            #expect(
                error.reason
                    == "request for number of items in section 0 when there are only 0 sections in the collection view"
            )
            #expect(error.kind == .itemCountOfMissingSection)
        }
        let two = TableView(showing: list(["a", "b"]), kind: .collection)
        #expect(try two.numberOfItems(inSection: 0, ios: ios) == 2)
    }

    @Test(arguments: UIKitVersion.eras.map(\.upperBound))
    func layoutAttributesForACellThatIsGone(ios: UIKitVersion) throws {
        let view = TableView(showing: list(["a", "b"]), kind: .collection)
        try view.receiveLayoutAttributes(for: path(0, 1), ios: ios)
        do {
            try view.receiveLayoutAttributes(for: path(0, 2), ios: ios)
            Issue.record("attributes for [0, 2] were accepted")
        } catch {
            #expect(
                error.reason
                    == "UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x…> {length = 2, path = 0 - 2}"
            )
        }
    }
}
