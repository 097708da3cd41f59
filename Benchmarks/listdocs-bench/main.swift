import Foundation
import ListDocsEngine

// listdocs-bench: medians of repeated runs, each against a baseline measured in the same
// run on the same data. Run with `make bench` (release mode).

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func median(_ runs: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}

func row(_ name: String, _ ours: Double, _ baseline: Double, _ baselineName: String) {
    let ratio = baseline / ours
    print(String(format: "%-46@ %10.4f s   %-34@ %10.4f s   %8.1f×", name as NSString, ours, baselineName as NSString, baseline, ratio))
}

var rng = Generator(state: 7)

// Engine: a 10,000-operation batch on a 100,000-row table.
let rows = (0..<100_000).map { "r\($0)" }
let before = SectionedList(sections: [ListSection(title: "", rows: rows)])
let deleted = Set((0..<5_000).map { _ in Int.random(in: 0..<rows.count, using: &rng) })
var afterRows = rows.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
var insertPositions: [Int] = []
for i in 0..<(10_000 - deleted.count) {
    let position = Int.random(in: 0...afterRows.count, using: &rng)
    afterRows.insert("n\(i)", at: position)
}
for (index, label) in afterRows.enumerated() where label.hasPrefix("n") { insertPositions.append(index) }
let after = SectionedList(sections: [ListSection(title: "", rows: afterRows)])
let calls: [TableViewCall] = [
    .deleteRows(deleted.map { IndexPath(row: $0, section: 0) }, .fade),
    .insertRows(insertPositions.map { IndexPath(row: $0, section: 0) }, .fade),
]
let engine = median(5) {
    var table = TableView(showing: before)
    _ = table.performBatchUpdates(calls, dataSource: after)
}
let arrays = median(5) {
    var plain = rows
    for index in deleted.sorted(by: >) { plain.remove(at: index) }
    for (offset, index) in insertPositions.enumerated() { plain.insert("n\(offset)", at: index) }
}

// Differ: 100,000 rows, 10,000 deleted, 10,000 inserted, 2,000 shuffled.
func uuids(_ count: Int) -> [String] { (0..<count).map { _ in UUID().uuidString } }
let old = uuids(100_000)
var new = old
for _ in 0..<10_000 { new.remove(at: Int.random(in: 0..<new.count, using: &rng)) }
for label in uuids(10_000) { new.insert(label, at: Int.random(in: 0...new.count, using: &rng)) }
for _ in 0..<2_000 {
    let label = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
    new.insert(label, at: Int.random(in: 0...new.count, using: &rng))
}
let oldList = SectionedList(sections: [ListSection(title: "", rows: old)])
let newList = SectionedList(sections: [ListSection(title: "", rows: new)])
let differ = median(5) { _ = Differ.stages(from: oldList, to: newList) }
let stdlib = median(1) { _ = new.difference(from: old).inferringMoves() }

print("listdocs-bench on \(ProcessInfo.processInfo.activeProcessorCount) cores; medians")
row("engine: 10k-op batch, 100k rows", engine, arrays, "same changes on a plain array")
row("differ: 100k rows (10k/10k/2k)", differ, stdlib, "stdlib difference(from:).inferringMoves")
