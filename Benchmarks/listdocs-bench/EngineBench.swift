import ListDocsEngine

/// A batch of `operations` deletes and inserts on a one-section table of `rows` rows;
/// baseline: the same changes applied to a plain array in UIKit's order.
func engineBench(rows count: Int, operations: Int) {
    var rng = Generator(seed: 7)
    let rows = (0..<count).map { "r\($0)" }
    let before = SectionedList(sections: [ListSection(title: "", rows: rows)])
    let deleted = Set(
        (0..<(operations / 2)).map { _ in Int.random(in: 0..<rows.count, using: &rng) })
    var afterRows = rows.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
    for i in 0..<(operations - deleted.count) {
        afterRows.insert("n\(i)", at: Int.random(in: 0...afterRows.count, using: &rng))
    }
    let insertPositions = afterRows.indices.filter { afterRows[$0].hasPrefix("n") }
    let after = SectionedList(sections: [ListSection(title: "", rows: afterRows)])
    let calls: [TableViewCall] = [
        .deleteRows(deleted.map { IndexPath(row: $0, section: 0) }, .fade),
        .insertRows(insertPositions.map { IndexPath(row: $0, section: 0) }, .fade),
    ]
    let engine = median(5) {
        var table = TableView(showing: before)
        guard case .applied = table.performBatchUpdates(calls, dataSource: after) else {
            fatalError("the batch must be valid")
        }
    }
    // The array baseline is quadratic; one run is enough at a million rows.
    let arrays = median(count > 200_000 ? 1 : 5) {
        var plain = rows
        for index in deleted.sorted(by: >) { plain.remove(at: index) }
        for (offset, index) in insertPositions.enumerated() {
            plain.insert("n\(offset)", at: index)
        }
    }
    report(
        "engine: \(operations)-op batch, \(count) rows", engine, baseline: arrays,
        "same changes on a plain array")
}
