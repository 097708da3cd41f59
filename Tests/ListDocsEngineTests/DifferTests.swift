import ListDocsEngine
import Testing

/// The differ's batches, replayed through the engine with UIKit's rules.
@Suite struct DifferTests {
    /// Applies every stage to a table view and returns the final screen, or the crash.
    func replay(_ old: SectionedList, _ new: SectionedList) -> (Screen?, [DiffStage], String?) {
        let stages = Differ.stages(from: old, to: new)
        var table = TableView(showing: old)
        for stage in stages {
            if case .crashed(let e) = table.performBatchUpdates(
                stage.calls, dataSource: stage.target)
            {
                return (nil, stages, e.reason)
            }
        }
        return (table.screen, stages, nil)
    }

    func randomList(_ rng: inout SplitMix64, labels: [String], titles: [String])
        -> SectionedList
    {
        let sectionTitles = titles.shuffled(using: &rng).prefix(
            Int.random(in: 0...titles.count, using: &rng))
        var sections = sectionTitles.map { ListSection(title: $0, rows: []) }
        guard !sections.isEmpty else { return SectionedList(sections: []) }
        for label in labels.shuffled(using: &rng) where Int.random(in: 0..<4, using: &rng) > 0 {
            sections[Int.random(in: 0..<sections.count, using: &rng)].rows.append(label)
        }
        return SectionedList(sections: sections)
    }

    @Test(arguments: 0..<4)
    func randomPairsReachTheTargetWithoutCrashing(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(1000 + seedBlock))
        let labels = (0..<14).map { "r\($0)" }
        let titles = ["A", "B", "C", "D", "E"]
        for _ in 0..<500 {
            let old = randomList(&rng, labels: labels, titles: titles)
            let new = randomList(&rng, labels: labels, titles: titles)
            let (screen, stages, crash) = replay(old, new)
            #expect(
                crash == nil, "\(old.dump())\n->\n\(new.dump())\nstages: \(stages.map(\.calls))")
            #expect(screen?.list == new)
            #expect(stages.count <= 2)
        }
    }

    @Test func aRowThatOnlyShiftsIsNotAMove() {
        let stages = Differ.stages(
            from: list(["a", "b", "c", "d"]), to: list(["b", "c", "d", "e"]))
        #expect(
            stages.map(\.calls) == [
                [
                    .deleteRows([IndexPath(row: 0, section: 0)], .automatic),
                    .insertRows([IndexPath(row: 3, section: 0)], .automatic),
                ]
            ])
    }

    @Test func oneRowMovedFarIsOneMove() {
        let stages = Differ.stages(
            from: list(["a", "b", "c", "d", "e"]), to: list(["b", "c", "d", "e", "a"]))
        #expect(
            stages.map(\.calls) == [
                [.moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))]
            ])
    }

    @Test func aChangedLabelWithTheSameIdentityIsAReload() {
        let old = [
            DiffSection(
                id: "s", title: "S",
                rows: [DiffRow(id: "1", label: "one"), DiffRow(id: "2", label: "two")])
        ]
        let new = [
            DiffSection(
                id: "s", title: "S",
                rows: [DiffRow(id: "1", label: "ONE"), DiffRow(id: "2", label: "two")])
        ]
        #expect(
            Differ.stages(from: old, to: new).map(\.calls) == [
                [.reloadRows([IndexPath(row: 0, section: 0)], .automatic)]
            ])
    }

    @Test func reloadsGoFirstWhenRowsAlsoMove() {
        let old = [
            DiffSection(
                id: "s", title: "S",
                rows: [DiffRow(id: "1", label: "one"), DiffRow(id: "2", label: "two")])
        ]
        let new = [
            DiffSection(
                id: "s", title: "S",
                rows: [DiffRow(id: "2", label: "two"), DiffRow(id: "1", label: "ONE")])
        ]
        let stages = Differ.stages(from: old, to: new)
        #expect(stages.count == 2)
        #expect(stages[0].calls == [.reloadRows([IndexPath(row: 0, section: 0)], .automatic)])
        var table = TableView(showing: old.sectionedList)
        for stage in stages {
            #expect(table.performBatchUpdates(stage.calls, dataSource: stage.target).isApplied)
        }
        #expect(table.screen.list == new.sectionedList)
    }

    @Test func sectionsMoveFirstWhenTheirRowsChange() {
        let old = SectionedList(sections: [
            ListSection(title: "A", rows: ["a"]), ListSection(title: "B", rows: ["b"]),
        ])
        let new = SectionedList(sections: [
            ListSection(title: "B", rows: ["b", "x"]), ListSection(title: "A", rows: ["a"]),
        ])
        let (screen, stages, crash) = replay(old, new)
        #expect(crash == nil)
        #expect(stages.count == 2)
        #expect(screen?.list == new)
    }
    @Test(arguments: 0..<2)
    func repeatedLabelsReachTheTargetWithoutCrashing(seedBlock: Int) {
        // Labels drawn with repetition: "a" twice is two rows the differ tells apart by order.
        var rng = SplitMix64(seed: UInt64(2000 + seedBlock))
        let pool = ["a", "b", "c", "é", "e\u{301}"]
        for _ in 0..<500 {
            let old = list(
                (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                        pool.randomElement(using: &rng)!
                    }
                })
            let new = list(
                (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                        pool.randomElement(using: &rng)!
                    }
                })
            let (screen, stages, crash) = replay(old, new)
            #expect(
                crash == nil, "\(old.dump())\n->\n\(new.dump())\nstages: \(stages.map(\.calls))")
            #expect(screen?.list == new)
        }
    }

    @Test func largeShuffledListsReachTheTarget() {
        var rng = SplitMix64(seed: 77)
        let old = (0..<4_000).map { "row-\($0)" }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) > 0 }
        new += (0..<300).map { "new-\($0)" }
        new.shuffle(using: &rng)
        let (screen, _, crash) = replay(list(old), list(new))
        #expect(crash == nil)
        #expect(screen?.list == list(new))
    }

    @Test func canonicallyEqualLabelsAreOneRow() {
        // Swift counts "K" and the Kelvin sign as equal strings, so this is a move, not a
        // delete and an insert.
        let stages = Differ.stages(from: list(["K", "x"]), to: list(["x", "\u{212A}"]))
        #expect(stages.count == 1)
        #expect(
            stages.first?.calls.allSatisfy { if case .moveRow = $0 { true } else { false } } == true
        )
    }
}
