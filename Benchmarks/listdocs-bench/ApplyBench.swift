import Foundation
import ListDocsEngine

/// A diffable `apply` on `count` item identifiers in `sections` sections with a tenth of
/// them changed (deletes, inserts and moves, plus reloads and reconfigures queued), against
/// the differ alone on the same identifier lists: what the snapshot bookkeeping adds.
func applyBench(items count: Int, sections: Int) throws {
    var rng = Generator(seed: UInt64(count))
    let changed = count / 10
    let deletes = changed * 4 / 10
    let inserts = changed * 4 / 10
    let moves = changed - deletes - inserts
    let ios = UIKitVersion(17)
    let perSection = count / sections
    var old = DiffableSnapshot()
    try old.appendSections((0..<sections).map { "section \($0)" }, ios: ios)
    var next = 0
    for s in 0..<sections {
        try old.appendItems(
            (0..<perSection).map { _ in
                next += 1
                return "item \(next)"
            }, toSection: "section \(s)", ios: ios)
    }
    // The app's edits, as snapshot calls on `dataSource.snapshot()`.
    var new = old
    let all = old.sections.flatMap(\.items)
    var picked = Set<Int>()
    func pick() -> String {
        while true {
            let index = Int.random(in: 0..<all.count, using: &rng)
            if picked.insert(index).inserted { return all[index] }
        }
    }
    let edits = processorTime {
        new.deleteItems((0..<deletes).map { _ in pick() })
        for _ in 0..<moves {
            let item = pick()
            try? new.moveItem(item, .after, pick(), ios: ios)
        }
        for _ in 0..<inserts {
            next += 1
            _ = try? new.insertItems(["item \(next)"], .before, pick(), ios: ios)
        }
        try? new.reloadItems((0..<changed / 10).map { _ in pick() }, ios: ios)
        try? new.reconfigureItems((0..<changed / 10).map { _ in pick() }, ios: ios)
    }
    let oldList = old.list
    let newList = new.list
    let differ = median(5) { _ = Differ.stages(from: oldList, to: newList) }
    let derive = median(5) { _ = DiffableBatch.between(old, new) }
    let name = "apply: \(count) items, \(sections) sections, 10% changed"
    report(name + ", batch derived", derive, floor: differ, "the differ alone on the same lists")
    let whole = median(3) {
        var table = TableView(showing: oldList)
        for stage in DiffableBatch.between(old, new).stages {
            _ = table.performBatchUpdates(
                stage.calls, dataSource: stage.identifiers, reconfiguring: stage.reconfigured)
        }
    }
    report(name + ", run on the view", whole, floor: differ, "the differ alone on the same lists")
    say(
        "  (the \(deletes + moves + inserts + changed / 5) snapshot calls themselves: \(String(format: "%.3f", edits)) s)"
    )
}
