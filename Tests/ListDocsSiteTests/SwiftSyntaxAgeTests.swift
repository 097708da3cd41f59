import ListDocsEngine
import ListDocsPresentation
import Testing

/// A page for an iOS version prints no Swift newer than the newest Xcode for that iOS reads,
/// and the check that holds it to that finds what it should.
@Suite struct SwiftSyntaxAgeTests {
    @Test func theNewestXcodeForEachIOS() {
        #expect(SwiftToolchain.newest(for: UIKitVersion(8)).swift == SwiftVersion(5, 2))
        #expect(SwiftToolchain.newest(for: UIKitVersion(10)).swift == SwiftVersion(5, 6))
        #expect(SwiftToolchain.newest(for: UIKitVersion(11)).swift == SwiftVersion(5, 8))
        #expect(SwiftToolchain.newest(for: UIKitVersion(14)).hasSwift6Mode)
        #expect(!SwiftToolchain.newest(for: UIKitVersion(11)).hasSwift6Mode)
        // Before iOS 8 no Swift with today's names targets it: held to the oldest Xcode.
        #expect(SwiftToolchain.newest(for: UIKitVersion(4)).xcode == "11.7")
    }

    @Test func newerSyntaxIsFoundWithItsVersion() {
        let source = """
            class C: UITableViewController, @preconcurrency NSFetchedResultsControllerDelegate {
                func f(x: Int?) {
                    if let x { print(x) }
                    g(a: 1, b: 2,)
                    let y = if x == nil { 1 } else { 2 }
                }
            }
            """
        let uses = SwiftSyntaxAge.newerThan(SwiftVersion(5, 2), in: source)
        #expect(
            uses.map(\.description) == [
                "line 1: `@preconcurrency` on a conformance needs Swift 6.0",
                "line 3: `let x` without `= x` needs Swift 5.7",
                "line 4: a comma after a call's last argument needs Swift 6.1",
                "line 5: `if` as an expression needs Swift 5.9",
            ])
        #expect(SwiftSyntaxAge.newerThan(SwiftVersion(6, 1), in: source).isEmpty)
        // What Swift 5.2 reads is not flagged.
        let old = "func f(x: Int?) { if let x = x { print(x) }; guard let y = x else { return } }"
        #expect(SwiftSyntaxAge.newerThan(SwiftVersion(5, 2), in: old).isEmpty)
    }

    /// Core Data's delegate needs `@preconcurrency` only in Swift 6's mode, whose syntax it
    /// is: a page for iOS 11 (newest Xcode 14.3, Swift 5.8) leaves it out.
    @Test func preconcurrencyOnlyWhereSwift6CanBuildThePage() {
        let old = ControllerDeclaration.opening(
            source: .fetchedResults, view: .table, ios: UIKitVersion(11))
        #expect(
            old == [
                "class ListViewController: UITableViewController, NSFetchedResultsControllerDelegate {"
            ])
        let new = ControllerDeclaration.opening(
            source: .fetchedResults, view: .table, ios: UIKitVersion(12))
        #expect(new.last?.contains("@preconcurrency NSFetchedResultsControllerDelegate") == true)
    }
}
