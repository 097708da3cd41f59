import ListDocsEngine
import ListDocsScript
import Testing

/// A negative index path, as an app's arithmetic makes one: a table view's own row calls
/// take it and die of UIKit's assertion (iOS 14 on); everything else refuses it at the index.
@Suite struct NegativeIndexPathTests {
    @Test func aTableViewCallWithANegativeRowDiesAtTheCall() throws {
        let (walkthrough, _) = Marked(
            "state: a, b\nbatch\n  table deleteRows [0, 0]\n  table reloadRows [0, -2]\n",
            info: "listdocs ios=17"
        ).run()
        let crash = try #require(walkthrough?.crash)
        #expect(crash.kind == .invalidUpdateIndexPath)
        #expect(
            crash.reason
                == "Attempted to perform update with invalid index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 18446744073709551614}"
        )
    }

    @Test(arguments: [
        ("state: a\ndelete row [0, ‸-1]\n", "listdocs"),
        ("state: a\ndata remove [‸-1, 0]\n", "listdocs"),
        ("state: a\ncollection deleteItems [0, ‸-1]\n", "listdocs view=collection"),
        ("state\n  A: a\ntable deleteSections ‸-1\n", "listdocs"),
    ])
    func aNegativeIndexAnywhereElseIsAnErrorAtIt(script: String, info: String) throws {
        let marked = Marked(script, info: info)
        let (_, diagnostics) = marked.run()
        let error = try #require(diagnostics.first)
        #expect(error.location == marked.expected.first, "\(script): \(error.location)")
        #expect(
            error.message
                == "an index below 0: only a table view's own row calls take one (table deleteRows, insertRows, reloadRows, moveRow), to show what UIKit does with it"
        )
    }

    @Test(arguments: ["listdocs ios=13", "listdocs ios=18 sdk=13"])
    func beforeTheIOS14SDKItIsOnlyLoggedAndNotModelled(info: String) throws {
        let marked = Marked("state: a, b\ntable deleteRows ‸[0, -1]\n", info: info)
        let (_, diagnostics) = marked.run()
        let error = try #require(diagnostics.first)
        #expect(error.location == marked.expected.first)
        #expect(
            error.message.hasPrefix(
                "before iOS 14, and for an app built before its SDK, UIKit only logs a negative index path"
            ))
    }
}
