import ListDocsEngine
import ListDocsScript
import Testing

@testable import ListDocsPresentation

/// When UIKit gives up on an update and reloads the whole view, the state table pairs rows
/// by identity: a row still there reads "reloaded" from where it was to where it is, never
/// a neighbour's label at its old place.
@Suite struct FallbackStateTableTests {
    private func lines(_ table: StateTable?) -> [String] {
        (table?.rows ?? []).map {
            "\($0.beforePosition ?? "—") → \($0.afterPosition ?? "—") \($0.label): \($0.change)"
        }
    }

    /// A row moved out of a section the same batch deletes: UIKit reloads; b and c read
    /// reloaded where they went, a deleted with its section, and b is not listed twice.
    @Test func aFallbackReloadPairsRowsByIdentity() throws {
        let presentation = try present(
            "state\n  A: a, b\n  B: c\nbatch\n  delete section 0\n  move row [0, 1] to [0, 0]",
            info: "listdocs ios=17")
        #expect(presentation.steps[1].fellBack)
        #expect(
            lines(presentation.steps[1].table) == [
                "0 → — A: deleted",
                "[0, 0] → — a: deleted",
                "1 → 0 B: reloaded",
                "[0, 1] → [0, 0] b: reloaded",
                "[1, 0] → [0, 1] c: reloaded",
            ])
    }

    /// The app's own reloadData reloads every cell in its place.
    @Test func anAppsReloadDataReloadsEachPlace() throws {
        let presentation = try present(
            "state: a, b, c\ndata remove [0, 0]\ntable reloadData")
        #expect(
            lines(presentation.steps[2].table) == [
                "0 → 0 : reloaded",
                "[0, 0] → [0, 0] b: reloaded",
                "[0, 1] → [0, 1] c: reloaded",
                "[0, 2] → — c: deleted",
            ])
    }
}
