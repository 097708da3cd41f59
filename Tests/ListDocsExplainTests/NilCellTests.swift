import ListDocsEngine
import ListDocsExplain
import Testing

/// A table view's data source that returns no cell, in the three wordings reports of
/// different years hold, and a collection view's header dequeued and not returned: each text
/// written here in the project's own words and numbers, in the shapes the reports have.
@Suite struct NilCellTests {
    @Test func theOldestWordsAreDatedUpToIOS8() throws {
        let log = """
            2014-02-03 10:11:12.345 Pantry[812:60b] *** Assertion failure in -[UITableView _configureCellForDisplay:forIndexPath:], /SourceCache/UIKit/UIKit-2903.23/UITableView.m:6246
            2014-02-03 10:11:12.351 Pantry[812:60b] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:'
            """
        let explanation = try Explainer.explain(log)
        #expect(explanation.kind == .nilCellFromDataSource)
        #expect(explanation.ios.major <= 8)
        #expect(explanation.recipe.contains("dequeue=nil"))
        #expect(
            explanation.recipe.contains("`dequeueReusableCellWithIdentifier:` (the form without"))
    }

    @Test func aCrashServicesTextNamesASubclassAndTheAppsDataSource() throws {
        let log = """
            Fatal Exception: NSInternalInconsistencyException
            UITableView (<Pantry.ShelfTableView: 0x10a0b8000; baseClass = UITableView; frame = (0 0; 390 700); clipsToBounds = YES; layer = <CALayer: 0x2830c1a40>; contentOffset: {0, 0}; contentSize: {390, 880}>) failed to obtain a cell from its dataSource (<Pantry.ShelfViewController: 0x10a1c2200>)
            """
        let explanation = try Explainer.explain(log)
        #expect(explanation.kind == .nilCellFromDataSource)
        #expect((9...12).contains(explanation.ios.major))
        #expect(
            explanation.recipe.contains(
                "The message names the app's data source, Pantry.ShelfViewController; the walkthrough's is its own `ListViewController`."
            ))
    }

    @Test func theNewestWordsNameTheRowAskedFor() throws {
        let log = """
            Exception Subtype: UITableView dataSource returned a nil cell for row at index path: <NSIndexPath: 0xa1b2c3d4e5f60718> {length = 2, path = 2 - 0}. Table view: <UITableView: 0x11a808000; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x282a30e20>; contentOffset: {0, 0}; contentSize: {390, 1200}; dataSource: <Pantry.ShelfViewController: 0x2828c1a50>>, dataSource: <Pantry.ShelfViewController: 0x2828c1a50>
            """
        let explanation = try Explainer.explain(log)
        #expect(explanation.ios.major >= 13)
        #expect(explanation.recipe.contains("insert row [2, 0] \"c0 (new)\""))
        #expect(explanation.recipe.contains("path = 2 - 0}"))
    }

    @Test func aRowPastTheFirstOfItsSectionIsRefusedWithWhy() {
        let log =
            "reason: 'UITableView dataSource returned a nil cell for row at index path: <NSIndexPath: 0x0> {length = 2, path = 0 - 7}. Table view: <UITableView: 0x1>, dataSource: <Shelf: 0x2>'"
        #expect {
            try Explainer.explain(log)
        } throws: { error in
            "\(error)".contains("a data source that returns no cell dies at the first row")
        }
    }

    @Test func aHeaderDequeuedAndNotReturnedIsExplainedWithACellAndSaysSo() throws {
        let log = """
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <Pantry.ShelfHeader: 0x7f8a11d04580; baseClass = UICollectionReusableView; frame = (0 0; 0 0); layer = <CALayer: 0x6000003c8fe0>>; Collection view: <UICollectionView: 0x7f8a12c66000; frame = (0 0; 393 754); layer = <CALayer: 0x6000002e5300>>'
            """
        let explanation = try Explainer.explain(log)
        #expect(explanation.kind == .dequeuedViewNotReturned)
        #expect(explanation.recipe.contains("dequeue=extra"))
        #expect(explanation.recipe.contains("The message names a UICollectionReusableView"))
    }
}
