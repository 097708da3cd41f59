import Testing

@testable import ListDocsEngine

/// A section snapshot's outline: what it shows as items are appended, inserted, deleted,
/// expanded and collapsed, and UIKit's texts for an edit naming an item it lacks.
@Suite struct SectionSnapshotTests {
    /// Fiction (Dune (Arrakis), Emma), Poetry.
    func library() throws -> SectionSnapshot {
        var s = SectionSnapshot()
        try s.append(["Fiction", "Poetry"], to: nil, ios: .default)
        try s.append(["Dune", "Emma"], to: "Fiction", ios: .default)
        try s.append(["Arrakis"], to: "Dune", ios: .default)
        return s
    }

    @Test func onlyTheChildrenOfExpandedItemsShow() throws {
        var s = try library()
        #expect(s.items == ["Fiction", "Dune", "Arrakis", "Emma", "Poetry"])
        #expect(s.visibleItems == ["Fiction", "Poetry"])
        s.setExpanded(["Fiction"], true)
        #expect(s.visibleItems == ["Fiction", "Dune", "Emma", "Poetry"])
        s.setExpanded(["Dune"], true)
        #expect(s.visibleItems == ["Fiction", "Dune", "Arrakis", "Emma", "Poetry"])
        // A collapsed parent hides its expanded child's children too.
        s.setExpanded(["Fiction", "Missing"], false)
        #expect(s.visibleItems == ["Fiction", "Poetry"])
        #expect(s.level(of: "Arrakis") == 2)
    }

    @Test func insertAfterGoesPastTheChildrenAndDeleteTakesThem() throws {
        var s = try library()
        try s.insert(["Drama"], .after, "Fiction", ios: .default)
        try s.insert(["Comics"], .before, "Fiction", ios: .default)
        #expect(s.items == ["Comics", "Fiction", "Dune", "Arrakis", "Emma", "Drama", "Poetry"])
        try s.delete(["Dune"], ios: .default)
        #expect(s.items == ["Comics", "Fiction", "Emma", "Drama", "Poetry"])
    }

    @Test func anEditNamingAMissingItemRaisesUIKitsText() throws {
        var s = try library()
        let cases: [(SectionSnapshotEdit, String)] = [
            (
                .append(["X"], to: "Plays"),
                "Parent item identifier does not exist in section snapshot: Plays"
            ),
            (
                .insert(["X"], .before, "Plays"),
                "Item identifier to insert before does not exist in section snapshot: Plays"
            ),
            (
                .insert(["X"], .after, "Plays"),
                "Item identifier to insert after does not exist in section snapshot: Plays"
            ),
            (.delete(["Emma", "Plays"]), "Failed to find index of item Plays"),
        ]
        for (edit, reason) in cases {
            #expect(throws: UIKitException.self) { try s.perform(edit, ios: .default) }
            do {
                try s.perform(edit, ios: .default)
            } catch {
                #expect(error.reason == reason)
            }
        }
        // Nothing was deleted by the delete that raised.
        #expect(s.items.contains("Emma"))
    }
}
