import ListDocsEngine
import Testing

@testable import ListDocsPresentation

/// A page for an old iOS writes what the newest Xcode for it reads and its SDK has.
@Suite struct OldSwiftCodeTests {
    static let completion = """
        state
          Chat: hi, hello
        batch
          insert item [0, 2] "new"
        completion
          reload item [0, 0] "hi!"
        """

    /// Before Swift 5.3 only the last closure trails: iOS 8's newest Xcode has 5.2.
    @Test func beforeIOS9ACompletionIsTheOnlyTrailingClosure() throws {
        let old = try present(Self.completion, info: "listdocs view=collection ios=8")
        let code = old.steps[1].printedCode.text
        #expect(code.contains("collectionView.performBatchUpdates({"), "\(code)")
        #expect(code.contains("}) { _ in"), "\(code)")
        let new = try present(Self.completion, info: "listdocs view=collection ios=9")
        #expect(new.steps[1].printedCode.text.contains("} completion: { _ in"))
    }

    /// `Item(context:)` is iOS 10; before it an object comes from its entity description.
    @Test func beforeIOS10ANewObjectComesFromItsEntity() throws {
        let script = "state\n  Fruit: Apple\ninsert object [0, 1] \"Pear\""
        let old = try present(script, info: "listdocs source=fetched-results ios=9")
        #expect(
            old.steps[1].printedCode.text.contains(
                "NSEntityDescription.insertNewObject(forEntityName: \"Item\", into: context) as! Item"
            ))
        let new = try present(script, info: "listdocs source=fetched-results ios=10")
        #expect(new.steps[1].printedCode.text.contains("Item(context: context)"))
        // The delegate's types carry `any` only where Swift 5.6 reads it (iOS 9 on).
        #expect(
            try present(script, info: "listdocs source=fetched-results ios=8").model.contains {
                $0.contains("didChange sectionInfo: NSFetchedResultsSectionInfo,")
            })
        #expect(old.model.contains { $0.contains("sectionInfo: any NSFetchedResultsSectionInfo,") })
    }
}
