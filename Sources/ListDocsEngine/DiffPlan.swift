/// The raw differences between two lists, in UIKit's coordinates: deletes and reload
/// sources in the old list, inserts in the new, moves from old to new.
struct DiffPlan {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoves: [(Int, Int)] = []
    var rowDeletes: [IndexPath] = []
    var rowInserts: [IndexPath] = []
    var rowMoves: [(IndexPath, IndexPath)] = []
    var reloads: [IndexPath] = []
    /// Old section index of each new section, nil when inserted.
    var oldSectionOfNew: [Int?] = []
    private var movedOldSections = Set<Int>()
    private var changedNewSections = Set<Int>()
    private var changedOldSections = Set<Int>()

    init(old: [DiffSection], new: [DiffSection]) {
        var oldSectionIndex: [String: Int] = [:]
        oldSectionIndex.reserveCapacity(old.count)
        for (i, section) in old.enumerated() where oldSectionIndex[section.id] == nil { oldSectionIndex[section.id] = i }
        var matchedOld = Set<Int>()
        oldSectionOfNew = new.map { section in
            guard let o = oldSectionIndex[section.id], !matchedOld.contains(o) else { return nil }
            matchedOld.insert(o)
            return o
        }
        sectionDeletes = old.indices.filter { !matchedOld.contains($0) }
        sectionInserts = new.indices.filter { oldSectionOfNew[$0] == nil }
        let matchedPairs = new.indices.compactMap { n in oldSectionOfNew[n].map { (n, $0) } }
        let keep = longestIncreasingSubsequence(matchedPairs.map(\.1))
        for (position, pair) in matchedPairs.enumerated() where !keep.contains(position) {
            sectionMoves.append((pair.1, pair.0))
            movedOldSections.insert(pair.1)
        }

        var newSectionOfOld = [Int?](repeating: nil, count: old.count)
        for (n, o) in oldSectionOfNew.enumerated() { if let o { newSectionOfOld[o] = n } }
        var oldRowPath: [String: IndexPath] = [:]
        oldRowPath.reserveCapacity(old.reduce(0) { $0 + $1.rows.count })
        for (s, section) in old.enumerated() where newSectionOfOld[s] != nil {
            for (r, row) in section.rows.enumerated() where oldRowPath[row.id] == nil {
                oldRowPath[row.id] = IndexPath(row: r, section: s)
            }
        }
        var matchedOldRows = Set<IndexPath>()
        for (n, section) in new.enumerated() {
            guard let o = oldSectionOfNew[n] else { continue }
            var sameSection: [(newRow: Int, oldRow: Int)] = []
            for (r, row) in section.rows.enumerated() {
                let newPath = IndexPath(row: r, section: n)
                guard let oldPath = oldRowPath[row.id], !matchedOldRows.contains(oldPath) else {
                    rowInserts.append(newPath)
                    changedNewSections.insert(n)
                    continue
                }
                matchedOldRows.insert(oldPath)
                if old[oldPath.section].rows[oldPath.row].label != row.label { reloads.append(oldPath) }
                if oldPath.section == o {
                    sameSection.append((r, oldPath.row))
                } else {
                    rowMoves.append((oldPath, newPath))
                    changedNewSections.insert(n)
                    changedOldSections.insert(oldPath.section)
                }
            }
            let inOrder = longestIncreasingSubsequence(sameSection.map(\.oldRow))
            for (position, pair) in sameSection.enumerated() where !inOrder.contains(position) {
                rowMoves.append((IndexPath(row: pair.oldRow, section: o), IndexPath(row: pair.newRow, section: n)))
                changedNewSections.insert(n)
                changedOldSections.insert(o)
            }
        }
        for (s, section) in old.enumerated() where newSectionOfOld[s] != nil {
            for r in section.rows.indices where !matchedOldRows.contains(IndexPath(row: r, section: s)) {
                rowDeletes.append(IndexPath(row: r, section: s))
                changedOldSections.insert(s)
            }
        }
    }

    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && rowDeletes.isEmpty
            && rowInserts.isEmpty && rowMoves.isEmpty && reloads.isEmpty
    }

    /// Whether rows change inside a section that moves (unsafe in one batch).
    var touchesMovedSections: Bool {
        let movedNew = Set(sectionMoves.map(\.1))
        return !movedOldSections.isDisjoint(with: changedOldSections) || !movedNew.isDisjoint(with: changedNewSections)
    }

    var sectionCalls: [TableViewCall] {
        var calls: [TableViewCall] = []
        if !sectionDeletes.isEmpty { calls.append(.deleteSections(sectionDeletes, .automatic)) }
        if !sectionInserts.isEmpty { calls.append(.insertSections(sectionInserts, .automatic)) }
        calls += sectionMoves.map { .moveSection($0.0, to: $0.1) }
        return calls
    }

    var rowCalls: [TableViewCall] {
        var calls: [TableViewCall] = []
        if !rowDeletes.isEmpty { calls.append(.deleteRows(rowDeletes, .automatic)) }
        if !rowInserts.isEmpty { calls.append(.insertRows(rowInserts, .automatic)) }
        calls += rowMoves.sorted { $0.0 < $1.0 }.map { .moveRow($0.0, to: $0.1) }
        if !reloads.isEmpty { calls.append(.reloadRows(reloads.sorted(), .automatic)) }
        return calls
    }

    /// `old` with the labels of reloaded rows taken from `new`.
    func applyingReloads(to old: [DiffSection], from new: [DiffSection]) -> [DiffSection] {
        var labels: [String: String] = [:]
        for section in new { for row in section.rows { labels[row.id] = row.label } }
        var result = old
        for path in reloads {
            let id = result[path.section].rows[path.row].id
            result[path.section].rows[path.row].label = labels[id] ?? result[path.section].rows[path.row].label
        }
        return result
    }

    /// The sections in their new order with their old rows; inserted sections complete.
    func applyingSectionChanges(to old: [DiffSection], from new: [DiffSection]) -> [DiffSection] {
        new.indices.map { n in oldSectionOfNew[n].map { old[$0] } ?? new[n] }
    }
}
