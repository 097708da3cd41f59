import ListDocsEngine
import ListDocsScript
import Testing

/// "UICollectionView received layout attributes for a cell with an index path that does not
/// exist" is in iOS 13.2's UIKit and absent from 18.2's and 26.1's: a walkthrough of iOS 18
/// or later is refused rather than shown dying of a text its system does not have.
@Suite struct LayoutAttributesEraTests {
    static let script =
        "state: A, B\ndata remove [0, 1]\nreload data\ncollection layoutAttributes [0, 1]"

    @Test func iOS17RaisesTheText() {
        let (walkthrough, _) = Marked(Self.script, info: "listdocs view=collection ios=17").run()
        #expect(
            walkthrough?.crash?.reason
                == "UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1}"
                || walkthrough?.crash?.reason.hasPrefix(
                    "UICollectionView received layout attributes for a cell") == true
        )
    }

    @Test(arguments: ["ios=18", "ios=26"])
    func iOS18AndLaterAreRefusedWithWhy(_ ios: String) {
        let (walkthrough, diagnostics) = Marked(
            Self.script, info: "listdocs view=collection \(ios)"
        ).run()
        #expect(walkthrough?.crash == nil)
        #expect(diagnostics.contains { $0.message.hasPrefix("from iOS 18 UIKit holds no") })
        // Attributes of an item the view has are answered as before.
        let (fine, problems) = Marked(
            "state: A, B\ncollection layoutAttributes [0, 1]",
            info: "listdocs view=collection \(ios)"
        ).run()
        #expect(fine?.crash == nil && !problems.contains(where: \.isError))
    }
}
