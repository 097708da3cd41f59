import ListDocsEngine
import ListDocsExplain
import ListDocsTestSupport
import Testing

/// For every exception text the engine prints (every kind, both views, every era): a message
/// made from random numbers an app can produce, through the engine's own builders, is
/// explained into a recipe that dies of that very text, with a fix that passes.
@Suite struct EveryTextTests {
    /// Where UIKit raises a kind at all (as the engine models it): outside these, the text
    /// is one no app of that version prints, and explain must refuse it.
    static func raised(_ kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion) -> Bool {
        switch kind {
        case .twoAnimationsForCell: return view == .table && ios.major <= 8
        case .moveRowFromDeletedSection, .moveRowIntoInsertedSection:
            return view == .collection ? ios.major <= 17 : ios.major <= 7
        case .invalidBatchUpdates: return ios >= UIKitVersion(16, 4)
        case .globalIndexOutOfRange, .itemCountOfMissingSection, .layoutAttributesForMissingItem:
            return view == .collection
        case .invalidUpdateIndexPath: return view == .table && ios.major >= 14
        case .nilCellFromDataSource: return view == .table
        case .sectionSnapshotParentMissing, .sectionSnapshotBeforeItemMissing,
            .sectionSnapshotAfterItemMissing, .sectionSnapshotItemMissing:
            return view == .collection && ios.major >= 14
        case .destinationInInsertedSections: return (13...14).contains(ios.major)
        case .reconfigureMissingItem, .identifiersEqualWithDifferentHashes, .identifierHashChanged,
            .identifierNotEqualToItself, .equalIdentifiersInOneSnapshot:
            return ios.major >= 15
        default: return ReasonCatalog.isDiffable(kind) ? ios.major >= 13 : true
        }
    }

    static let names = ["Kiwi", "Fig", "Blue cheese", "고래밥", "say \"hi\"", "x, y", "a\\b"]

    /// Numbers an app can produce for `kind` (a row past the end, a count that does not add up).
    static func arguments(_ kind: UIKitException.Kind, ios: UIKitVersion, _ g: inout SplitMix64)
        -> ReasonArguments
    {
        func n(_ bound: Int) -> Int { Int(g.next() % UInt64(max(bound, 1))) }
        /// Two different numbers, smaller first: the engine checks moves in order, so its
        /// texts name the smaller destination or source first.
        func two() -> (Int, Int) {
            let a = n(4)
            return (a, a + 1 + n(3))
        }
        let (s, r) = (n(3), n(4))
        switch kind {
        case .deleteSectionOutOfRange, .insertSectionOutOfRange, .moveSectionSourceOutOfRange:
            let count = n(4)
            return ReasonArguments(numbers: [count + n(3), count])
        case .deleteRowSectionOutOfRange, .insertRowSectionOutOfRange,
            .moveRowSourceSectionOutOfRange:
            let count = n(4)
            return ReasonArguments(numbers: [count + n(3), r, count])
        case .deleteRowOutOfRange, .insertRowOutOfRange, .moveRowSourceOutOfRange:
            let count = n(4)
            return ReasonArguments(numbers: [s, count + n(3), count])
        case .moveSectionDestinationOutOfRange:
            let count = n(4)
            return ReasonArguments(numbers: [n(4), count + n(3), count])
        case .moveRowDestinationSectionOutOfRange:
            let count = n(4)
            return ReasonArguments(numbers: [s, r, count + n(2), n(3), count])
        case .moveRowDestinationOutOfRange:
            let count = n(4)
            return ReasonArguments(numbers: [s, r, n(3), count + n(3), count])
        case .moveSectionToTwoDestinations, .moveTwoSectionsToOneDestination:
            let (a, b) = two()
            return ReasonArguments(
                numbers: kind == .moveSectionToTwoDestinations ? [s, a, b] : [a, b, s])
        case .moveRowToTwoDestinations, .moveTwoRowsToOneDestination:
            let (a, b) = two()
            let p = [s, r]
            let x = [1, a]
            let y = [1, b]
            return ReasonArguments(
                numbers: kind == .moveRowToTwoDestinations ? p + x + y : x + y + p)
        case .invalidNumberOfSections:
            let before = n(5)
            let deleted = n(before + 1)
            var after = n(5)
            let inserted = n(after + 1)
            if after == before + inserted - deleted { after += 1 }
            return ReasonArguments(numbers: [after, before, inserted, deleted])
        case .invalidNumberOfRows:
            let moves = ios.major >= 5
            let before = n(6)
            let deleted = n(before + 1)
            let movedOut = moves ? n(before - deleted + 1) : 0
            var after = n(6)
            let inserted = n(after + 1)
            let movedIn = moves ? n(after - inserted + 1) : 0
            if after == before + inserted - deleted + movedIn - movedOut { after += 1 }
            return ReasonArguments(numbers: [
                s, after, before, inserted, deleted, movedIn, movedOut,
            ])
        case .invalidBatchUpdates:
            let before = (0..<(1 + n(3))).map { _ in n(5) }
            var after = before
            var deletes: [IndexPath] = []
            var inserts: [IndexPath] = []
            for section in before.indices {
                let gone = n(before[section] + 1)
                deletes += (0..<gone).map { IndexPath(row: $0, section: section) }
                let added = n(3)
                inserts += (0..<added).map { IndexPath(row: $0, section: section) }
                after[section] = before[section] - gone + added
            }
            // The model ends elsewhere than the updates say, and its counts changed.
            after[0] += 1
            if after == before { after[0] += 1 }
            let updates =
                deletes.sorted(by: >).map(BatchUpdateEntry.deleteRow)
                + inserts.sorted().map(BatchUpdateEntry.insertRow)
            return ReasonArguments(countsBefore: before, countsAfter: after, updates: updates)
        case .invalidUpdateIndexPath:
            // A negative row, or a negative section (Foundation prints either unsigned).
            return ReasonArguments(
                numbers: n(2) == 0 ? [-1 - n(3), r] : [s, -1 - n(3)])
        case .itemCountOfMissingSection:
            let count = n(4)
            return ReasonArguments(numbers: [count + n(3), count])
        case .globalIndexOutOfRange:
            let items = 1 + n(8)
            return ReasonArguments(numbers: [n(items), items])
        case .scrollToMissingSection:
            // A section at or past the count; the row is not in the table view's text.
            let count = n(4)
            return ReasonArguments(numbers: [count + n(3), r, count])
        case .scrollToMissingRow:
            let count = n(5)
            return ReasonArguments(numbers: [s, count + n(3), count])
        case .staleIndexInCellForRow:
            return ReasonArguments()
        case .nilCellFromDataSource:
            // The first row of a section is the first a table view asks for (see its
            // scenario); the data source's class is the app's.
            let classes = [
                "ListViewController", "Feed.FeedViewController", "PDDRankViewController",
            ]
            return ReasonArguments(numbers: [s, 0], identifiers: [classes[n(classes.count)]])
        case .dequeuedViewNotReturned:
            let classes = ["UICollectionViewCell", "UICollectionReusableView"]
            return ReasonArguments(identifiers: [classes[n(classes.count)]])
        case .unregisteredReuseIdentifier:
            // A walkthrough's attribute holds no quote or backslash.
            let usable = names.filter { !$0.contains("\"") && !$0.contains("\\") }
            return ReasonArguments(identifiers: [usable[n(usable.count)]])
        default:
            // UIKit joins the inserted sections with ", " unquoted, so an identifier holding
            // ", " cannot be told apart there.
            let pool =
                kind == .destinationInInsertedSections || kind == .destinationInInsertedItems
                ? names.filter { !$0.contains(", ") } : names
            let list = Array(pool.shuffled(using: &g).prefix(1 + n(3)))
            // Equal identifiers print alike; the two of "not unique" differ.
            let second =
                kind == .identifiersEqualWithDifferentHashes
                ? list[0] : list.count > 1 ? list[1] : list[0] + " 2"
            return ReasonArguments(
                numbers: [s, r, n(3), n(4), n(3), n(4)], identifiers: [list[0], second],
                identifierList: list)
        }
    }

    @Test(arguments: UIKitException.Kind.allCases)
    func everyTextIsExplainedInEveryEraThatPrintsIt(kind: UIKitException.Kind) throws {
        var g = SplitMix64(
            seed: UInt64(kind.rawValue.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        for view in ListViewKind.allCases {
            // Collection views arrived with iOS 6: no earlier era printed a text of theirs.
            for era in UIKitVersion.eras where view == .table || era.upperBound.major >= 6 {
                let ios = era.upperBound
                for _ in 0..<3 {
                    let message = ReasonCatalog.exception(
                        kind, view: view, ios: ios, Self.arguments(kind, ios: ios, &g))
                    guard Self.raised(kind, view: view, ios: ios) else {
                        // No app of this version prints it in this view; another reading
                        // (a shared text, another era) may still explain the words.
                        if let explanation = try? Explainer.explain(message.reason) {
                            ExplainTests.checkRecipe(explanation, reproduces: message.reason)
                        }
                        continue
                    }
                    // Swift's trap is a list crash only with the cell request on the stack.
                    let log =
                        kind == .staleIndexInCellForRow
                        ? message.consoleLine + "\n1   App   0x0000000100 "
                            + (view == .table
                                ? "ListViewController.tableView(_:cellForRowAt:) + 64"
                                : "ListViewController.collectionView(_:cellForItemAt:) + 64")
                        : message.consoleLine
                    do {
                        let explanation = try Explainer.explain(log)
                        ExplainTests.checkRecipe(explanation, reproduces: message.reason)
                    } catch {
                        let countChanged =
                            kind == .invalidNumberOfRows || kind == .invalidNumberOfSections
                        // From 16.4 a classic count text whose counts changed is one UIKit no
                        // longer prints, and explain says so.
                        #expect(
                            countChanged && ios >= UIKitVersion(16, 4),
                            "\(kind) \(view) \(ios): \(error.message)")
                    }
                }
            }
        }
    }
}
