import Foundation
import ListDocsEngine

/// `count` rows identified by random UUIDs, with `deletes`, `inserts` and `moves` random
/// changes, in one section or spread over `sections`; baseline: the standard library's
/// `difference(from:).inferringMoves()` on the same rows.
func differBench(
    rows count: Int, deletes: Int, inserts: Int, moves: Int, sections: Int, baseline: Bool
) {
    var rng = Generator(seed: UInt64(count + sections))
    let old = (0..<count).map { _ in UUID().uuidString }
    // Shuffle by sort keys rather than array inserts, so building a million-row case is
    // quick: survivors keep their position as key, inserts and moves get random keys.
    var deleted = Set<Int>()
    while deleted.count < deletes { deleted.insert(Int.random(in: 0..<count, using: &rng)) }
    var moved = Set<Int>()
    while moved.count < moves {
        let index = Int.random(in: 0..<count, using: &rng)
        if !deleted.contains(index) { moved.insert(index) }
    }
    var keyed: [(Double, String)] = []
    keyed.reserveCapacity(count - deletes + inserts)
    for (index, label) in old.enumerated() where !deleted.contains(index) {
        keyed.append(
            (
                moved.contains(index)
                    ? Double.random(in: 0..<Double(count), using: &rng) : Double(index), label
            ))
    }
    for _ in 0..<inserts {
        keyed.append((Double.random(in: 0..<Double(count), using: &rng), UUID().uuidString))
    }
    let new = keyed.sorted { $0.0 < $1.0 }.map(\.1)
    func split(_ rows: [String]) -> SectionedList {
        let size = (rows.count + sections - 1) / sections
        return SectionedList(
            sections: (0..<sections).map { s in
                ListSection(
                    title: "s\(s)",
                    rows: Array(rows[min(rows.count, s * size)..<min(rows.count, (s + 1) * size)]))
            })
    }
    let oldList = split(old)
    let newList = split(new)
    let differ = median(5) { _ = Differ.stages(from: oldList, to: newList) }
    let name = "differ: \(count) rows, \(sections) section\(sections == 1 ? "" : "s")"
    if baseline {
        let stdlib = median(1) { _ = new.difference(from: old).inferringMoves() }
        report(name, differ, baseline: stdlib, "stdlib difference(from:).inferringMoves()")
    } else {
        report(name, differ, baseline: nil, "(no baseline: the stdlib needs minutes here)")
    }
}
