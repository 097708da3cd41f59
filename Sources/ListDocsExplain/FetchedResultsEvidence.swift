import ListDocsEngine
import ListDocsScript

/// A log that says a fetched-results controller's delegate raised (Core Data's "An exception
/// was caught from the delegate of NSFetchedResultsController", or a frame in
/// `controllerDidChangeContent:`): the walkthrough is a Core Data one, and a section count
/// one fewer than UIKit expected is that delegate's classic mistake, forgetting the section
/// callback when a section's last object goes.
enum FetchedResultsEvidence {
    /// Whether the log names the fetched-results controller's delegate.
    static func names(_ log: String) -> Bool {
        log.contains("delegate of NSFetchedResultsController")
            || log.contains("controllerDidChangeContent:")
    }

    /// The rows-only delegate's crash for these numbers, when they are its: the view's
    /// sections went from `before` to `before − 1` while the update deleted none.
    static func scenario(_ kind: UIKitException.Kind, _ a: ReasonArguments) -> Scenario? {
        guard kind == .invalidNumberOfSections else { return nil }
        guard let (after, before, inserted, deleted) = try? a.sectionArithmetic() else {
            return nil
        }
        guard before >= 1, after == before - 1, inserted == 0, deleted == 0 else { return nil }
        let last = IndexPath(row: 0, section: before - 1)
        let state = Fixture.state(Array(repeating: 2, count: before - 1) + [1])
        let delete: [Command] = [.object(.delete(last))]
        return Scenario(
            source: .fetchedResults, delegate: .rowsOnly, crash: state + delete,
            fix: state + delete,
            story:
                "The log says the exception came from the delegate of an `NSFetchedResultsController`. Deleting the last object of section \(before - 1) empties it, so the controller reports the row's delete and the section's delete; a delegate that handles only row changes deletes the row and leaves the section, and UIKit finds \(after) \(after == 1 ? "section" : "sections") where the calls account for \(before).",
            fixStory:
                "Handle the section changes too: implement `controller(_:didChange:atSectionIndex:for:)` and delete (or insert) the section there, between the same `beginUpdates()` and `endUpdates()`.",
            assumptions: [
                "Which section emptied is not in the message; the recipe empties the last one."
            ])
    }
}
