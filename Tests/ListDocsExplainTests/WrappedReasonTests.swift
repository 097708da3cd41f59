import ListDocsEngine
import Testing

@testable import ListDocsExplain

/// Reasons in the shapes people paste them: trimmed by a reporter, wrapped by Core Data,
/// quoted in a chat or a tracker, wrapped at a column, or naming a view of the app's own
/// class. Each is explained as the same crash as the console's own line.
@Suite struct WrappedReasonTests {
    static let rows =
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

    static let batch = """
        Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 1 section with row counts: [3] }
        Data source after updates = { 1 section with row counts: [4] }
        Updates = [
        \tDelete row (0 - 0)
        ]
        Table view: <UITableView: 0x7f8b1c00a000; frame = (0 0; 390 844); layer = <CALayer: 0x600000e3a0a0>>
        """

    /// Explains `log` and checks the recipe dies of `reason`; a refusal names the shape.
    static func expectExplained(_ log: String, as reason: String, _ shape: String) {
        do {
            let explanation = try Explainer.explain(log)
            ExplainTests.checkRecipe(explanation, reproduces: reason)
        } catch {
            Issue.record("\(shape): \(error.message)")
        }
    }

    func expectExplained(_ log: String, as reason: String, _ shape: String) {
        Self.expectExplained(log, as: reason, shape)
    }

    @Test func aReasonWithoutItsFinalPeriodOrWithTrailingBlanks() {
        expectExplained(String(Self.rows.dropLast()), as: Self.rows, "no final period")
        expectExplained(String(Self.rows.dropLast()) + "  \t", as: Self.rows, "trailing blanks")
    }

    @Test func aReasonCoreDataCaughtFromAFetchedResultsDelegate() {
        let log =
            "2026-11-25 10:00:00.000 Groceries[812:4411] CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  \(Self.rows) with userInfo (null)"
        expectExplained(log, as: Self.rows, "Core Data")
    }

    @Test func aLogQuotedInMarkdownOrAChatWithCurlyQuotes() {
        let log = """
            > *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: ‘\(Self.rows)’
            > *** First throw call stack:
            """
        expectExplained(log, as: Self.rows, "quoted")
        // A multi-line reason quoted line by line keeps the tab before each update.
        let batch =
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: ‘\(Self.batch)’"
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { "> " + $0 }.joined(separator: "\n")
        expectExplained(batch, as: Self.batch, "multi-line reason quoted")
        let banner = "Thread 1: “\(Self.rows)”"
        expectExplained(banner, as: Self.rows, "Xcode's banner with curly quotes")
    }

    @Test func aReasonWrappedAtAColumn() {
        let wrapped = Self.rows.replacing(" existing section", with: "\nexisting section")
            .replacing(
                " plus or minus the number of rows inserted",
                with: "\n  plus or minus the number of rows inserted")
        let log =
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(wrapped)'"
        expectExplained(log, as: Self.rows, "wrapped")
    }

    @Test func aViewOfTheAppsOwnClassIsReadAsItsBaseClass() {
        let custom = Self.batch.replacing(
            "<UITableView: 0x7f8b1c00a000;",
            with: "<Groceries.FruitTableView: 0x7f8b1c00a000; baseClass = UITableView;")
        let log =
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(custom)'"
        expectExplained(log, as: Self.batch, "custom table view class")
        #expect(
            ConsoleLog.withBaseClasses(custom)?.contains("<UITableView: 0x7f8b1c00a000; frame")
                == true)
    }

    /// A reason cut short after all its numbers is the whole text they print, and the recipe
    /// says so; one cut before them is refused, naming where it stops.
    @Test func aReasonCutShort() throws {
        let cut = String(Self.rows.prefix(Self.rows.count - 5)) + "…"
        let explanation = try Explainer.explain(cut)
        ExplainTests.checkRecipe(explanation, reproduces: Self.rows)
        #expect(explanation.recipe.contains("The message was cut short"))
        let early = String(Self.rows.prefix(200)) + "..."
        #expect(throws: ExplainError.self) { try Explainer.explain(early) }
        do {
            _ = try Explainer.explain(early)
        } catch {
            #expect(error.message.hasPrefix("found a list-update message cut short"))
        }
    }

    /// A logger's level tag, quotes around a bare reason, and a subclass naming itself in
    /// UIKit's method are read past.
    @Test func tagsQuotesAndSubclassesInTheMethod() {
        let dequeue =
            "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        expectExplained("[ERROR] :  " + dequeue, as: dequeue, "level tag")
        expectExplained("'" + dequeue + "'", as: dequeue, "quoted")
        let scroll =
            "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (3) beyond bounds (3) for section (0)."
        expectExplained(
            scroll.replacing("-[UITableView ", with: "-[App.FruitTableView "), as: scroll,
            "subclass in the method")
    }
}
