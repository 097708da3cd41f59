import ListDocsExplain
import Testing

/// The stack trace as evidence: the update call a frame names is the call the walkthrough
/// makes, and the recipe says where it read it.
@Suite struct StackEvidenceTests {
    static func log(reason: String, frame: String) -> String {
        """
        2024-03-01 10:22:31.123456+0100 Demo[81233:4129384] *** Assertion failure in -[UITableView _endCellAnimationsWithContext:], UITableView.m:2097
        2024-03-01 10:22:31.130112+0100 Demo[81233:4129384] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'
        *** First throw call stack:
        (
        \t0   CoreFoundation                      0x00000001804ae0f8 __exceptionPreprocess + 164
        \t1   libobjc.A.dylib                     0x0000000180087db4 objc_exception_throw + 56
        \t2   UIKitCore                           0x0000000184a3b1c0 -[UITableView _endCellAnimationsWithContext:] + 12104
        \t3   UIKitCore                           0x0000000184a2a8e4 \(frame) + 96
        \t4   Demo                                0x0000000102d1c2a4 $s4Demo14ViewControllerC9addTappedyyF + 220
        )
        """
    }

    static let deleted =
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

    @Test func theNamedCallIsMadeAndTheRecipeSaysWhereItWasRead() throws {
        let frame = "-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]"
        let explanation = try Explainer.explain(Self.log(reason: Self.deleted, frame: frame))
        #expect(
            explanation.recipe.contains(
                "The stack trace names `\(frame)`: the walkthrough makes that call."))
        let crash = explanation.recipe.split(separator: "## The fix")[0]
        #expect(crash.contains("deleteRows [0, "))
        ExplainTests.checkRecipe(explanation, reproduces: Self.deleted)
    }

    @Test func aCallNoScenarioMakesIsNotClaimed() throws {
        // The message counts a delete; a stack naming a section move cannot have made it.
        let frame = "-[UITableView moveSection:toSection:]"
        let explanation = try Explainer.explain(Self.log(reason: Self.deleted, frame: frame))
        #expect(!explanation.recipe.contains("The stack trace names"))
        ExplainTests.checkRecipe(explanation, reproduces: Self.deleted)
    }

    static let sections =
        "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."

    @Test func aFetchedResultsDelegatesCrashIsExplainedWithCoreData() throws {
        let log =
            "CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  \(Self.sections) with userInfo (null)"
        let explanation = try Explainer.explain(log)
        #expect(explanation.recipe.contains("source=fetched-results delegate=rows-only"))
        #expect(explanation.recipe.contains("delete object [1, 0]"))
        ExplainTests.checkRecipe(explanation, reproduces: Self.sections)
        // Without the wrapper the same message is an array walkthrough's.
        let plain = try Explainer.explain(Self.sections)
        #expect(!plain.recipe.contains("source=fetched-results"))
        ExplainTests.checkRecipe(plain, reproduces: Self.sections)
    }

    static let duplicates =
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    Fig\n)}"

    /// A diffable snapshot's edit, in the stack as Objective-C or Swift names it, is the edit
    /// the walkthrough makes; without one, the first scenario's.
    @Test func aSnapshotsEditInTheStackIsTheEditMade() throws {
        for frame in [
            "-[NSDiffableDataSourceSnapshot insertItemsWithIdentifiers:beforeItemWithIdentifier:]",
            "Demo  0x0000000102d1c2a4 NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)",
        ] {
            let explanation = try Explainer.explain(
                Self.log(reason: Self.duplicates, frame: frame))
            let crash = explanation.recipe.split(separator: "## The fix")[0]
            #expect(crash.contains("insert items \"Fig\", \"Fig\" before"), "\(frame)")
            #expect(explanation.recipe.contains("The stack trace names `"))
            ExplainTests.checkRecipe(explanation, reproduces: Self.duplicates)
        }
        let plain = try Explainer.explain(Self.duplicates)
        #expect(plain.recipe.contains("append items \"Fig\", \"Fig\""))
        #expect(!plain.recipe.contains("The stack trace names"))
    }
}
