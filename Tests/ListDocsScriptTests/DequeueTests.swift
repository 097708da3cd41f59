import ListDocsEngine
import ListDocsScript
import Testing

/// `dequeue=none|extra|nil`: a data source that makes its cell, dequeues one it keeps, or
/// returns none. A collection view refuses the first two at the first cell it asks for (the
/// second from iOS 18, with the era's words); a table view takes a cell made by hand, and
/// refuses no cell in the words of its era.
@Suite struct DequeueTests {
    static let insertOne = "state\n  A:\ninsert row [0, 0] \"Kiwi\""
    static let madeByHand =
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"

    func crash(_ info: String, _ script: String = insertOne) -> (String?, [String]) {
        let (walkthrough, diagnostics) = Marked(script, info: "listdocs " + info).run()
        let errors = diagnostics.filter {
            $0.severity == .error && !$0.message.hasPrefix("the app crashes here")
        }
        return (walkthrough?.crash?.reason, errors.map(\.message))
    }

    @Test func aCollectionViewRefusesACellMadeByHandInTheWordsOfItsEra() {
        let script = "state\n  A:\ninsert item [0, 0] \"Kiwi\""
        #expect(crash("view=collection dequeue=none", script).0 == Self.madeByHand)
        #expect(crash("view=collection dequeue=none ios=18", script).0 == Self.madeByHand)
        #expect(
            crash("view=collection dequeue=none ios=26", script).0
                == "The collection view's data source returned a cell without a reuseIdentifier.")
    }

    @Test func aTableViewTakesACellMadeByHand() {
        let (reason, errors) = crash("dequeue=none")
        #expect(reason == nil && errors.isEmpty)
    }

    @Test func aCellDequeuedAndKeptStopsACollectionViewFromIOS18() {
        let script = "state\n  A:\ninsert item [0, 0] \"Kiwi\""
        #expect(crash("view=collection dequeue=extra ios=17", script).0 == nil)
        let reason = crash("view=collection dequeue=extra ios=18", script).0
        #expect(
            reason?.hasPrefix(
                "Expected dequeued view to be returned to the collection view in preparation for display."
            ) == true)
        #expect(
            reason?.hasSuffix(
                "Dequeued view: <UICollectionViewCell: 0x…>; Collection view: <UICollectionView: 0x…>"
            ) == true)
    }

    @Test func aStateOnScreenOrATablesExtraCellIsAnError() {
        let shown = crash("view=collection dequeue=none", "state\n  A: Kiwi").1
        #expect(shown.contains { $0.contains("made by hand (dequeue=none)") })
        let table = crash("dequeue=extra").1
        #expect(table.contains { $0.hasPrefix("dequeue=extra is a collection view's mistake") })
        let unknown = crash("dequeue=twice").1
        #expect(unknown.contains { $0.hasPrefix("unknown dequeue 'twice'") })
    }

    @Test func aTableViewRefusesNoCellInTheWordsOfItsEra() {
        #expect(
            crash("dequeue=nil ios=8").0
                == "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:"
        )
        #expect(
            crash("dequeue=nil ios=12").0
                == "UITableView (<UITableView: 0x…>) failed to obtain a cell from its dataSource (<ListViewController: 0x…>)"
        )
        #expect(
            crash("dequeue=nil ios=13").0
                == "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 0}. Table view: <UITableView: 0x…>, dataSource: <ListViewController: 0x…>"
        )
    }

    @Test func theTextNamesTheFirstRowTheTableViewAsksFor() {
        let second = "state\n  A:\n  B:\ninsert rows [1, 1] \"Fig\", [1, 0] \"Kiwi\""
        #expect(crash("dequeue=nil", second).0?.contains("path = 1 - 0}") == true)
        // Off screen, a row has no cell to ask for until it scrolls in.
        let scrolled = "state\n  A:\nreload data"
        #expect(crash("dequeue=nil", scrolled).0 == nil)
    }

    @Test func noCellIsATableViewsMistakeWithItsOwnDataSource() {
        let shown = crash("dequeue=nil", "state\n  A: Kiwi").1
        #expect(shown.contains { $0.contains("returns no cell for them (dequeue=nil)") })
        let script = "state\n  A:\ninsert item [0, 0] \"Kiwi\""
        let collection = crash("view=collection dequeue=nil", script).1
        #expect(collection.contains { $0.hasPrefix("dequeue=nil is a table view's mistake") })
        let diffable = crash("source=diffable dequeue=nil", "state\n  A:").1
        #expect(diffable.contains { $0.hasPrefix("dequeue=nil is a table view's mistake") })
    }
}
