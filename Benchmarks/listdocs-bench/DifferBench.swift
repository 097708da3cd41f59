import Foundation
import ListDocsEngine

/// `count` rows identified by random UUIDs, with `deletes`, `inserts` and `moves` random
/// changes, in one section or spread over `sections`; baseline: the standard library's
/// `difference(from:).inferringMoves()` on the same rows.
func differBench(rows count: Int, deletes: Int, inserts: Int, moves: Int, sections: Int, baseline: Bool) {
    var rng = Generator(state: UInt64(count + sections))
    let old = (0..<count).map { _ in UUID().uuidString }
    var new = old
    for _ in 0..<deletes { new.remove(at: Int.random(in: 0..<new.count, using: &rng)) }
    for _ in 0..<inserts { new.insert(UUID().uuidString, at: Int.random(in: 0...new.count, using: &rng)) }
    for _ in 0..<moves {
        let label = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        new.insert(label, at: Int.random(in: 0...new.count, using: &rng))
    }
    func split(_ rows: [String]) -> SectionedList {
        let size = (rows.count + sections - 1) / sections
        return SectionedList(sections: (0..<sections).map { s in
            ListSection(title: "s\(s)", rows: Array(rows[min(rows.count, s * size)..<min(rows.count, (s + 1) * size)]))
        })
    }
    let oldList = split(old), newList = split(new)
    let differ = median(5) { _ = Differ.stages(from: oldList, to: newList) }
    let name = "differ: \(count) rows, \(sections) section\(sections == 1 ? "" : "s")"
    if baseline {
        let stdlib = median(1) { _ = new.difference(from: old).inferringMoves() }
        report(name, differ, baseline: stdlib, "stdlib difference(from:).inferringMoves()")
    } else {
        report(name, differ, baseline: nil, "(no baseline: the stdlib needs minutes here)")
    }
}
