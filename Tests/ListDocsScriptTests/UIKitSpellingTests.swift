import ListDocsEngine
import ListDocsScript
import Testing

/// A line that starts with UIKit's name for a call says which form the script writes.
@Suite struct UIKitSpellingTests {
    @Test(
        arguments: [
            (
                "tableView.performBatchUpdates {",
                "'tableView.performBatchUpdates' is UIKit's name; a script writes 'batch'", "batch"
            ),
            (
                "reloadData()", "'reloadData' is UIKit's name; a script writes 'reload data'",
                "reload data"
            ),
            (
                "deleteRows [0, 0]", "'deleteRows' is UIKit's name; a script writes 'delete rows'",
                "delete rows"
            ),
            (
                "collectionView.deleteItems(at: [])",
                "'collectionView.deleteItems' is UIKit's name; a script writes 'delete items (with view=collection in the info string)'",
                "delete items"
            ),
        ])
    func uikitNamesGetTheirForm(line: String, message: String, suggestion: String) throws {
        let (_, diagnostics) = Marked("state: A, B\n‸" + line + "\n").run()
        let error = try #require(diagnostics.first)
        #expect(error.message == message)
        #expect(error.suggestion == suggestion)
    }

    @Test func aTypoStillGetsTheClosestCommand() throws {
        let (_, diagnostics) = Marked("state: A, B\ndelte row [0, 0]\n").run()
        #expect(diagnostics.first?.message == "unknown command 'delte'; did you mean 'delete'?")
    }
}
