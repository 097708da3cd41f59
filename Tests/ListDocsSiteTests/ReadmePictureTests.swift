import Foundation
import ListDocsPresentation
import Testing

@testable import ListDocsSite

/// The README's first screen shows a walkthrough as an animated SVG that `listdocs export`
/// wrote; it must still be what export writes today.
@Suite struct ReadmePictureTests {
    static let picture = "docs/swipe-to-delete-w1.svg"

    @Test func theREADMEShowsTheAnimationInItsFirstScreen() throws {
        let readme = try String(
            contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(24).joined(separator: "\n")
        #expect(firstScreen.contains("](\(Self.picture))"))
    }

    @Test func theREADMEsAnimationIsWhatExportWritesToday() throws {
        let url = packageRoot.appendingPathComponent("Content/swipe-to-delete.md")
        let recipe = try loadRecipe(
            "Content/swipe-to-delete.md", text: try String(contentsOf: url, encoding: .utf8))
        let expected = WalkthroughPictures(recipe.walkthroughs[0]).animatedSVG()
        let stored = try Data(contentsOf: packageRoot.appendingPathComponent(Self.picture))
        #expect(
            stored == Data(expected),
            """
            \(Self.picture) is out of date; write it again with
            listdocs export Content/swipe-to-delete.md --walkthrough swipe-to-delete-w1 --format animated-svg --output docs
            """)
    }
}
