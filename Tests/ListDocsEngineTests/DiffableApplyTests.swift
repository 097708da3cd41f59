import ListDocsEngine
import Testing

/// The snapshot's edits and `apply`: what UIKit derives and what the view then shows.
@Suite struct DiffableApplyTests {
    func snapshot(_ sections: (String, [String])...) -> DiffableSnapshot {
        DiffableSnapshot(
            SectionedList(sections: sections.map { ListSection(title: $0.0, rows: $0.1) }))!
    }

    /// Applies `new` to a table showing `old`; the screen afterwards, or nil on a crash.
    func applied(_ old: DiffableSnapshot, _ new: DiffableSnapshot, kind: ListViewKind = .table)
        -> (screen: Screen, batch: DiffableBatch, reports: [UpdateReport])?
    {
        var table = TableView(showing: old.list, kind: kind)
        let batch = DiffableBatch.between(old, new)
        var reports: [UpdateReport] = []
        for stage in batch.stages {
            guard
                case .applied(let report) = table.performBatchUpdates(
                    stage.calls, dataSource: stage.identifiers, reconfiguring: stage.reconfigured)
            else { return nil }
            reports.append(report)
        }
        return (table.screen, batch, reports)
    }

    @Test func editsFollowTheIdentifiers() throws {
        var s = DiffableSnapshot()
        let ios = UIKitVersion(17)
        try s.appendSections(["Fruit", "Veg"], ios: ios)
        try s.appendItems(["Kiwi", "Fig"], toSection: "Fruit", ios: ios)
        try s.appendItems(["Leek"], ios: ios)
        try s.insertItems(["Lime"], .before, "Kiwi", ios: ios)
        try s.insertItems(["Pear"], .after, "Fig", ios: ios)
        try s.insertSections(["Nuts"], .before, "Veg", ios: ios)
        s.deleteItems(["Fig", "Nothing"])
        try s.moveItem("Kiwi", .after, "Pear", ios: ios)
        try s.moveSection("Veg", .before, "Fruit", ios: ios)
        #expect(s.list.dump() == "Veg: Leek\nFruit: Lime, Pear, Kiwi\nNuts:")
        // A move relative to itself raises (UIKit 18.0–26.1) and changes nothing.
        #expect(throws: UIKitException.self) { try s.moveItem("Kiwi", .before, "Kiwi", ios: ios) }
        #expect(s.list.dump() == "Veg: Leek\nFruit: Lime, Pear, Kiwi\nNuts:")
        try s.moveItem("Leek", .after, "Kiwi", ios: ios)
        #expect(s.indexPath(ofItem: "Leek") == IndexPath(row: 3, section: 1))
        s.deleteSections(["Fruit", "Gone"])
        #expect(!s.contains(item: "Kiwi") && s.numberOfItems == 0)
        s.deleteAllItems()
        #expect(s.list.sections.isEmpty)
    }

    @Test func applyDerivesDeletesInsertsAndMovesByIdentifier() throws {
        let old = snapshot(("Fruit", ["Kiwi", "Fig", "Pear"]), ("Veg", ["Leek"]))
        let new = snapshot(("Fruit", ["Pear", "Kiwi"]), ("Veg", ["Leek", "Lime"]))
        let result = try #require(applied(old, new))
        #expect(result.screen.list == new.list)
        #expect(
            result.batch.stages.map(\.calls) == [
                [
                    .deleteRows([path(0, 1)], .automatic), .insertRows([path(1, 1)], .automatic),
                    .moveRow(path(0, 2), to: path(0, 0)),
                ]
            ])
    }

    @Test func aKeptIdentifierKeepsItsCellAndItsOldContentUntilReconfigured() throws {
        let old = snapshot(("Fruit", ["Kiwi", "Fig"]))
        var table = TableView(showing: old.list)
        let cell = table.screen.cell(at: path(0, 0))!
        // The model now shows other content; a plain apply of the same identifiers
        // touches nothing.
        let content = SectionedList(sections: [
            ListSection(title: "Fruit", rows: ["Kiwi (ripe)", "Fig"])
        ])
        #expect(DiffableBatch.between(old, old).stages.isEmpty)
        var reconfigure = old
        try reconfigure.reconfigureItems(["Kiwi"], ios: UIKitVersion(15))
        let stage = try #require(DiffableBatch.between(old, reconfigure).stages.first)
        #expect(stage.calls.isEmpty && stage.reconfigured == [path(0, 0)])
        guard
            case .applied(let report) = table.performBatchUpdates(
                stage.calls, dataSource: content, reconfiguring: stage.reconfigured)
        else {
            Issue.record("crashed")
            return
        }
        #expect(table.screen.cell(at: path(0, 0)) == Cell(id: cell.id, label: "Kiwi (ripe)"))
        #expect(report.rowFates[cell.id] == .reconfigured(from: path(0, 0), to: path(0, 0)))
        #expect(report.phases.last?.kind == .reconfigure)
        // A reload replaces the cell's content through a reload of its old index path.
        var reload = old
        try reload.reloadItems(["Fig"], ios: UIKitVersion(15))
        #expect(
            DiffableBatch.between(old, reload).stages.map(\.calls) == [
                [.reloadRows([path(0, 1)], .automatic)]
            ])
    }

    @Test func aReloadedItemThatAlsoMovesIsDeletedAndInserted() throws {
        let old = snapshot(("Fruit", ["Kiwi", "Fig", "Pear"]))
        var new = snapshot(("Fruit", ["Pear", "Kiwi", "Fig"]))
        try new.reloadItems(["Pear"], ios: UIKitVersion(17))
        let result = try #require(applied(old, new))
        #expect(result.screen.list == new.list)
        let calls = result.batch.stages.flatMap(\.calls)
        #expect(calls.contains(.deleteRows([path(0, 2)], .automatic)))
        #expect(calls.contains(.insertRows([path(0, 0)], .automatic)))
        #expect(!calls.contains { if case .moveRow = $0 { true } else { false } })
    }

    /// Random pairs of snapshots: `apply` reaches the target through the view model,
    /// without a crash, keeping the cells of identifiers that stay, and moving within a
    /// section no more items than lie outside its longest run already in order.
    @Test(arguments: ListViewKind.allCases)
    func randomPairsReachTheTargetWithFewMoves(kind: ListViewKind) throws {
        var rng = SplitMix64(seed: 2026)
        for _ in 0..<400 {
            let old = RandomSnapshot.make(using: &rng)
            let new = RandomSnapshot.make(using: &rng)
            guard let result = applied(old, new, kind: kind) else {
                Issue.record("crashed:\n\(old.list.dump())\n->\n\(new.list.dump())")
                return
            }
            #expect(result.screen.list == new.list)
            for report in result.reports { #expect(!report.fellBackToReloadData) }
            if result.batch.stages.count == 1 {
                let moves = result.batch.stages[0].calls.filter {
                    if case .moveRow(let from, let to) = $0 {
                        old.list.sections[from.section].title == new.list.sections[to.section].title
                    } else {
                        false
                    }
                }.count
                #expect(moves <= RandomSnapshot.outOfOrder(old, new))
            }
        }
    }

    /// Random edit sequences: every edit either succeeds, leaving identifiers unique, or
    /// raises one of the diffable texts and leaves the snapshot as it was. Never a trap.
    @Test(arguments: [13, 14, 15, 17, 26])
    func randomEditsSucceedOrRaiseADiffableText(ios: Int) {
        var rng = SplitMix64(seed: UInt64(ios))
        let diffableKinds: Set<UIKitException.Kind> = [
            .duplicateItemIdentifiers, .duplicateSectionIdentifiers, .appendItemsWithoutSections,
            .itemDestinationMissing, .sectionDestinationMissing, .destinationInInsertedSections,
            .sectionIdentifierExists, .moveItemSourceMissing, .moveItemDestinationMissing,
            .moveSectionSourceMissing, .moveSectionDestinationMissing, .reloadMissingItem,
            .reconfigureMissingItem, .reloadMissingSection, .destinationInInsertedItems,
            .sectionMovedRelativeToItself, .itemMovedRelativeToItself,
        ]
        var raisedKinds = Set<UIKitException.Kind>()
        for _ in 0..<300 {
            var snapshot = DiffableSnapshot()
            for _ in 0..<12 {
                let edit = RandomSnapshot.edit(using: &rng)
                let before = snapshot
                do {
                    try snapshot.perform(edit, ios: UIKitVersion(ios))
                    let items = snapshot.list.sections.flatMap(\.rows)
                    #expect(
                        Set(items).count == items.count && items.count == snapshot.numberOfItems)
                    #expect(
                        Set(snapshot.list.sections.map(\.title)).count
                            == snapshot.list.sections.count)
                } catch {
                    #expect(diffableKinds.contains(error.kind))
                    #expect(snapshot == before)
                    raisedKinds.insert(error.kind)
                }
            }
        }
        #expect(raisedKinds.count >= 8)
    }
}

/// Small random snapshots over a shared pool of identifiers, so pairs overlap.
enum RandomSnapshot {
    static let sectionPool = ["A", "B", "C", "D"]
    static let itemPool = (0..<14).map { "i\($0)" }

    static func make(using rng: inout SplitMix64) -> DiffableSnapshot {
        let sections = sectionPool.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng))
        var items = itemPool.shuffled(using: &rng).prefix(Int.random(in: 0...14, using: &rng))
        var list: [ListSection] = []
        for (n, title) in sections.enumerated() {
            let take =
                n == sections.count - 1 ? items.count : Int.random(in: 0...items.count, using: &rng)
            list.append(ListSection(title: title, rows: Array(items.prefix(take))))
            items = items.dropFirst(take)
        }
        return DiffableSnapshot(SectionedList(sections: list))!
    }

    /// Kept items of kept sections that lie outside the longest run in order, by section:
    /// what a reader counts as moved.
    static func outOfOrder(_ old: DiffableSnapshot, _ new: DiffableSnapshot) -> Int {
        var total = 0
        for section in new.list.sections {
            guard let oldSection = old.list.sections.first(where: { $0.title == section.title })
            else {
                continue
            }
            let positions = section.rows.compactMap { oldSection.rows.firstIndex(of: $0) }
            var longest = [Int](repeating: 1, count: positions.count)
            for i in positions.indices {
                for j in 0..<i where positions[j] < positions[i] {
                    longest[i] = max(longest[i], longest[j] + 1)
                }
            }
            total += positions.count - (longest.max() ?? 0)
        }
        return total
    }

    static func edit(using rng: inout SplitMix64) -> SnapshotEdit {
        func item() -> String { itemPool.randomElement(using: &rng)! }
        func section() -> String { sectionPool.randomElement(using: &rng)! }
        func items() -> [String] { (0..<Int.random(in: 1...3, using: &rng)).map { _ in item() } }
        let position: RelativePosition = Bool.random(using: &rng) ? .before : .after
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return .appendSections([section()])
        case 1: return .appendItems(items(), toSection: Bool.random(using: &rng) ? section() : nil)
        case 2: return .insertSections([section()], position, section())
        case 3: return .insertItems(items(), position, item())
        case 4: return .deleteSections([section()])
        case 5: return .deleteItems(items())
        case 6:
            return Int.random(in: 0..<4, using: &rng) == 0
                ? .deleteAllItems : .appendSections([section(), section()])
        case 7: return .moveSection(section(), position, section())
        case 8: return .moveItem(item(), position, item())
        case 9: return .reloadSections([section()])
        case 10: return .reloadItems(items())
        default: return .reconfigureItems(items())
        }
    }
}
