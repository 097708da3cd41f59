import ListDocsEngine
import Testing

/// Properties over thousands of random lists and batches, from fixed seeds.
@Suite struct BatchPropertyTests {
    @Test(arguments: 0..<4, ListViewKind.allCases)
    func aValidBatchMatchesPlainArraysChangedInUIKitOrder(seedBlock: Int, kind: ListViewKind) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 7919 &+ 1)
        for _ in 0..<500 {
            let batch = RandomBatch.make(using: &rng)
            #expect(batch.appliedOneByOne() == batch.after)
            var table = TableView(showing: batch.before, kind: kind)
            let outcome = table.performBatchUpdates(batch.calls, dataSource: batch.after)
            guard case .applied(let report) = outcome else {
                Issue.record(
                    "crashed: \(outcome)\nbefore:\n\(batch.before.dump())\nafter:\n\(batch.after.dump())\ncalls: \(batch.calls)"
                )
                return
            }
            #expect(report.after.list == batch.appliedOneByOne())
            #expect(report.staleCells.isEmpty)
            #expect(!report.fellBackToReloadData)
        }
    }

    @Test func cellsKeepTheirIdentityAcrossABatch() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let batch = RandomBatch.make(using: &rng)
            guard let result = report(batch.before, batch.after, batch.calls) else {
                Issue.record("crashed")
                return
            }
            let oldIDs = Dictionary(
                uniqueKeysWithValues: result.before.sections.flatMap(\.cells).map {
                    ($0.id, $0.label)
                })
            for cell in result.after.sections.flatMap(\.cells) {
                if let old = oldIDs[cell.id] { #expect(old == cell.label) }
            }
            let newIDs = result.after.sections.flatMap(\.cells).map(\.id)
            #expect(Set(newIDs).count == newIDs.count)
            #expect(result.rowFates.count == Set(oldIDs.keys).union(newIDs).count)
        }
    }

    @Test(arguments: ListViewKind.allCases)
    func countsThatDisagreeAlwaysCrashWithTheCountMessage(kind: ListViewKind) {
        func reason(
            _ before: SectionedList, _ after: SectionedList, _ calls: [TableViewCall], ios: Int
        ) -> String? {
            var view = TableView(showing: before, kind: kind)
            if case .crashed(let e) = view.performBatchUpdates(
                calls, dataSource: after, ios: UIKitVersion(ios))
            {
                return e.reason
            }
            return nil
        }
        var rng = SplitMix64(seed: 2024)
        var checked = 0
        for _ in 0..<600 {
            var batch = RandomBatch.make(using: &rng)
            let candidates = batch.after.sections.indices.filter {
                !batch.insertedSections.contains($0)
            }
            guard let s = candidates.randomElement(using: &rng) else { continue }
            batch.after.sections[s].rows.append("extra")
            let text = reason(batch.before, batch.after, batch.calls, ios: 13)
            #expect(
                text?.hasPrefix(
                    "Invalid update: invalid number of \(kind.elements) in section \(s).")
                    == true,
                "got \(text ?? "no crash")")
            // From iOS 17 the newer text appears only when the counts changed at all.
            let modern =
                batch.before.rowCounts == batch.after.rowCounts
                ? "Invalid update: invalid number of \(kind.elements)"
                : "Invalid batch updates detected"
            #expect(
                reason(batch.before, batch.after, batch.calls, ios: 17)?.hasPrefix(modern) == true)
            checked += 1
        }
        #expect(checked > 300)
    }

    @Test(arguments: ListViewKind.allCases)
    func nonsenseCallsNeverTrap(kind: ListViewKind) {
        var rng = SplitMix64(seed: 99)
        func index() -> Int {
            [-3, -1, 0, 1, 2, 3, 5, 8, Int.max, Int.min].randomElement(using: &rng)!
        }
        func path() -> IndexPath { IndexPath(row: index(), section: index()) }
        let animation = RowAnimation.allCases
        var outcomes = Set<String>()
        for _ in 0..<3000 {
            let before = list(
                (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    ["a", "b", "c"].shuffled(using: &rng)
                })
            let after = list((0..<Int.random(in: 0...3, using: &rng)).map { _ in ["a", "b"] })
            let calls: [TableViewCall] = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                let a = animation.randomElement(using: &rng)!
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: return .insertSections([index()], a)
                case 1: return .deleteSections([index(), index()], a)
                case 2: return .reloadSections([index()], a)
                case 3: return .moveSection(index(), to: index())
                case 4: return .insertRows([path()], a)
                case 5: return .deleteRows([path(), path()], a)
                case 6: return .reloadRows([path()], a)
                case 7: return .moveRow(path(), to: path())
                default: return .reloadData
                }
            }
            var table = TableView(showing: before, kind: kind)
            switch table.performBatchUpdates(
                calls, dataSource: after,
                ios: UIKitVersion([7, 12, 17].randomElement(using: &rng)!))
            {
            case .applied: outcomes.insert("applied")
            case .crashed(let e): outcomes.insert(e.kind.rawValue)
            }
        }
        #expect(outcomes.count > 10)
    }
}
