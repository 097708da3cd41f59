import ListDocsEngine
import Testing

/// What a fetched-results controller reports when managed objects change and the context
/// saves: rows by their old index paths (deletes, updates, a move's start) and new ones
/// (inserts, a move's end), and a section whenever one empties or appears.
@Suite struct FetchedResultsSaveTests {
    let list = SectionedList(sections: [
        ListSection(title: "Fruit", rows: ["Kiwi"]),
        ListSection(title: "Veg", rows: ["Leek", "Kale"]),
    ])

    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func deletingTheLastObjectOfASectionDeletesTheSection() throws {
        let save = try FetchedResultsSave([.delete(path(0, 0))], over: list)
        #expect(
            save.changes == [.sectionDeleted(0, name: "Fruit"), .objectDeleted(at: path(0, 0))])
        #expect(save.after.sections.map(\.title) == ["Veg"])
        #expect(
            save.calls(delegate: .complete, animation: .fade) == [
                .deleteSections([0], .fade), .deleteRows([path(0, 0)], .fade),
            ])
        // The classic bug: no section callback, so the view hears of the row alone.
        #expect(
            save.calls(delegate: .rowsOnly, animation: .fade) == [.deleteRows([path(0, 0)], .fade)])
    }

    @Test func anObjectInANewGroupInsertsItsSection() throws {
        let save = try FetchedResultsSave(
            [.insert(path(1, 0), title: "Lime", group: "Citrus")], over: list)
        #expect(
            save.changes == [.sectionInserted(1, name: "Citrus"), .objectInserted(at: path(1, 0))])
        #expect(save.after.sections.map(\.title) == ["Fruit", "Citrus", "Veg"])
    }

    @Test func aMoveIsReportedFromWhereItWasToWhereItIs() throws {
        // Until the save ends an emptied section keeps its place: Veg is still section 1.
        let save = try FetchedResultsSave(
            [.move(path(0, 0), to: path(1, 1), group: nil)], over: list)
        // Fruit empties as Kiwi leaves: it is gone, and Veg is section 0 afterwards.
        #expect(
            save.after
                == SectionedList(sections: [
                    ListSection(title: "Veg", rows: ["Leek", "Kiwi", "Kale"])
                ]))
        #expect(
            save.changes == [
                .sectionDeleted(0, name: "Fruit"), .objectMoved(from: path(0, 0), to: path(0, 1)),
            ])
    }

    @Test func anUpdatedObjectIsReportedAtItsOldPlaceUnlessItMoved() throws {
        let updated = try FetchedResultsSave([.update(path(1, 1), title: "Curly kale")], over: list)
        #expect(updated.changes == [.objectUpdated(at: path(1, 1))])
        let both = try FetchedResultsSave(
            [
                .update(path(1, 1), title: "Curly kale"),
                .move(path(1, 1), to: path(1, 0), group: nil),
            ],
            over: list)
        #expect(both.changes == [.objectMoved(from: path(1, 1), to: path(1, 0))])
        // Object IDs stay: the snapshot delegate sees no change for a new title.
        #expect(updated.beforeIDs == updated.afterIDs)
    }

    @Test func aChangeNamingNothingIsRefused() {
        #expect(throws: ObjectChangeError.noObject(path(2, 0))) {
            try FetchedResultsSave([.delete(path(2, 0))], over: list)
        }
        #expect(throws: ObjectChangeError.groupExists("Veg")) {
            try FetchedResultsSave([.insert(path(1, 0), title: "x", group: "Veg")], over: list)
        }
    }
}
