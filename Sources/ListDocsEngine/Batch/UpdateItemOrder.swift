/// A section-level or row-level entry of an update list.
enum UpdateItem: Hashable {
    case section(Int)
    case row(IndexPath)

    var section: Int {
        switch self {
        case .section(let s): s
        case .row(let p): p.section
        }
    }
}

/// The orders in which UIKit walks its update lists.
enum UpdateItemOrder {
    /// Highest first; within a section the section entry comes before its rows, so row
    /// entries inside a deleted section are dropped before they are checked.
    static func descending(sections: Set<Int>, rows: Set<IndexPath>) -> [UpdateItem] {
        let items = sections.map(UpdateItem.section) + rows.map(UpdateItem.row)
        return items.sorted { key($0, sectionRow: Int.max) > key($1, sectionRow: Int.max) }
    }

    /// Lowest first; within a section the section entry comes before its rows.
    static func ascending(sections: Set<Int>, rows: Set<IndexPath>) -> [UpdateItem] {
        let items = sections.map(UpdateItem.section) + rows.map(UpdateItem.row)
        return items.sorted { key($0, sectionRow: Int.min) < key($1, sectionRow: Int.min) }
    }

    private static func key(_ item: UpdateItem, sectionRow: Int) -> IndexPath {
        switch item {
        case .section(let s): IndexPath(row: sectionRow, section: s)
        case .row(let p): p
        }
    }
}

/// Where the insert half of a reload lands, computed as UIKit does: from the reloaded
/// position, walk the batch's deletes (a deleted section before it, or a deleted row above
/// it in the same section, moves it up), then its inserts (an inserted section or row at
/// or before it moves it down). Moves are ignored, which is why a reload inside a moved
/// section produces UIKit's "bad math" exception.
struct ReloadLocator {
    private let sectionDeletes: [Int]
    private let sectionInserts: [Int]
    private let rowDeletes: [Int: [Int]]
    private let rowInserts: [Int: [Int]]

    init(request: UpdateRequest) {
        sectionDeletes = request.sectionDeletes.keys.sorted()
        sectionInserts = request.sectionInserts.keys.sorted()
        rowDeletes = Dictionary(grouping: request.rowDeletes.keys, by: \.section).mapValues {
            $0.map(\.row).sorted()
        }
        rowInserts = Dictionary(grouping: request.rowInserts.keys, by: \.section).mapValues {
            $0.map(\.row).sorted()
        }
    }

    func newSection(forReloadOf section: Int) -> Int {
        shiftedForward(section &- countBelow(section, in: sectionDeletes), by: sectionInserts)
    }

    func newPath(forReloadOf path: IndexPath) -> IndexPath {
        let section = newSection(forReloadOf: path.section)
        let row = path.row &- countBelow(path.row, in: rowDeletes[path.section] ?? [])
        return IndexPath(row: shiftedForward(row, by: rowInserts[section] ?? []), section: section)
    }

    private func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func shiftedForward(_ start: Int, by sortedInserts: [Int]) -> Int {
        var position = start
        for insert in sortedInserts {
            if insert <= position { position &+= 1 } else { break }
        }
        return position
    }
}
