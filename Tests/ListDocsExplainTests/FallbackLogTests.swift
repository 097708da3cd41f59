import ListDocsEngine
import ListDocsExplain
import ListDocsScript
import ListDocsSite
import Testing

/// A collection view that logged "Performing reloadData as a fallback — …" did not crash:
/// explain says so, and writes a walkthrough of an app built against an older SDK that
/// logs exactly that text and reloads, with the fix.
@Suite struct FallbackLogTests {
    static let items =
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). Collection view: <UICollectionView: 0x7f8; frame = (0 0; 390 844)>"

    func load(_ explanation: Explanation) throws -> Recipe {
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "Content/explained.md", text: explanation.recipe, config: SiteConfig())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(explanation.recipe)")
        return try #require(recipe)
    }

    @Test func aLoggedItemCountIsExplainedAsALogNotACrash() throws {
        let log =
            "2024-05-01 10:00:00.000 App[123:456] [UICollectionView] Performing reloadData as a fallback — "
            + Self.items + "\n"
        let explanation = try Explainer.explain(log)
        #expect(explanation.kind == .invalidNumberOfRows && explanation.view == .collection)
        #expect(explanation.recipe.contains("title: 'Logged: "))
        #expect(explanation.recipe.contains("## What the app did"))
        #expect(!explanation.recipe.contains("expect crash"))
        let recipe = try load(explanation)
        let what = try #require(recipe.walkthroughs.first)
        #expect(what.crash == nil)
        #expect(what.attributes.sdk == UIKitVersion(16))
        let logs = what.steps.flatMap { $0.report?.logs ?? [] }
        #expect(
            logs.map(ReasonText.comparable)
                == [ReasonText.comparable("Performing reloadData as a fallback — " + Self.items)])
        #expect(
            recipe.walkthroughs.last?.steps.allSatisfy { $0.report?.logs.isEmpty ?? true } == true)
    }

    @Test func aCopiedDashAndAMultiLineBatchTextAreReadToo() throws {
        let batch = ReasonCatalog.exception(
            .invalidBatchUpdates, view: .collection, ios: UIKitVersion(18),
            ReasonArguments(
                countsBefore: [3], countsAfter: [1],
                updates: [.deleteRow(IndexPath(row: 0, section: 0))]))
        let log = "[UICollectionView] Performing reloadData as a fallback - " + batch.reason + "\n"
        let explanation = try Explainer.explain(log)
        #expect(explanation.kind == .invalidBatchUpdates)
        let what = try #require(try load(explanation).walkthroughs.first)
        #expect(what.crash == nil)
        #expect(what.steps.contains { !($0.report?.logs.isEmpty ?? true) })
    }

    @Test func aLoggedTextUIKitNeverLogsIsNotExplainedAsOne() {
        // Only the item equation and the batch check are rescued; a range text never is.
        let log =
            "[UICollectionView] Performing reloadData as a fallback — attempt to delete item 3 from section 0 which only contains 2 items before the update"
        #expect(throws: ExplainError.self) { try Explainer.explain(log) }
    }

    @Test func aCrashInTheSameLogIsWhatIsExplained() throws {
        let log =
            "[UICollectionView] Performing reloadData as a fallback — " + Self.items + "\n"
            + "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 3 from section 0 which only contains 2 rows before the update'\n"
        let explanation = try Explainer.explain(log)
        #expect(explanation.kind == .deleteRowOutOfRange)
        #expect(!explanation.recipe.contains("## What the app did"))
    }
}
