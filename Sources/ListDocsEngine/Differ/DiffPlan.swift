/// The raw differences between two lists, in UIKit's coordinates: deletes and reload
/// sources in the old list, inserts in the new, moves from old to new.
///
/// Sections and rows are matched through dense integer identities held in arrays (a
/// Heckel-style symbol table): O(n + m) plus the longest-increasing-subsequence pass that
/// decides which matched items stay and which move.
struct DiffPlan<Section: DiffableSection> {
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
    /// The row numbering the plan was made with, kept so that a few rows can be found again
    /// without hashing every row a second time.
    private var rows: RowNumbering?

    /// The differences from `old` to `new`; reloads only when `compareLabels` (a list whose
    /// labels are its identities has none, and skipping the comparison saves a random
    /// access into the old rows per row).
    init(old: [Section], new: [Section], compareLabels: Bool = true) {
        let newSectionOfOld = matchSections(old: old, new: new)
        let numbering = RowNumbering(old: old, new: new, keptOldSections: newSectionOfOld)
        let matched = matchRows(old: old, new: new, numbering, compareLabels: compareLabels)
        findRowDeletes(old: old, newSectionOfOld: newSectionOfOld, numbering, matched: matched)
        rows = numbering
    }

    /// Where each of `identities` is in the old and in the new list (its first occurrence),
    /// found through the numbering the plan already made: the identities are hashed, the
    /// rows are not. Nil when the numbering cannot tell (a non-ASCII identity looked up in a
    /// table filed by bytes), and the caller looks the slow way.
    func rowPositions(of identities: [String], old: [Section], new: [Section])
        -> (old: [String: IndexPath], new: [String: IndexPath])?
    {
        guard let rows else { return nil }
        var wanted = [Int32](repeating: -1, count: rows.count)
        for (index, identity) in identities.enumerated() {
            switch rows.table.existingFirstNumber(of: identity) {
            case .unsure: return nil
            case .absent: continue
            case .number(let number): wanted[number] = Int32(index)
            }
        }
        func find(_ keys: [Int], in sections: [Section]) -> [String: IndexPath] {
            var found: [String: IndexPath] = [:]
            var flat = 0
            for (s, section) in sections.enumerated() {
                let count = section.diffRows.count
                for r in 0..<count {
                    let index = wanted[keys[flat + r]]
                    if index >= 0 { found[identities[Int(index)]] = IndexPath(row: r, section: s) }
                }
                flat += count
            }
            return found
        }
        return (find(rows.oldKeys, in: old), find(rows.newKeys, in: new))
    }

    /// Pairs sections by identity; unpaired old ones are deleted, unpaired new ones
    /// inserted, and paired ones outside the longest run in order move. Returns each old
    /// section's new index (-1 when deleted).
    private mutating func matchSections(old: [Section], new: [Section]) -> [Int] {
        var sectionIDs = IdentityTable(capacity: old.count + new.count)
        let oldSectionKeys = sectionIDs.number(old.map(\.diffIdentity))
        let newSectionKeys = sectionIDs.number(new.map(\.diffIdentity))
        var oldSectionOfKey = [Int](repeating: -1, count: sectionIDs.count)
        for (s, key) in oldSectionKeys.enumerated() { oldSectionOfKey[key] = s }
        oldSectionOfNew = newSectionKeys.map {
            oldSectionOfKey[$0] >= 0 ? oldSectionOfKey[$0] : nil
        }
        var newSectionOfOld = [Int](repeating: -1, count: old.count)
        for (n, o) in oldSectionOfNew.enumerated() { if let o { newSectionOfOld[o] = n } }
        sectionDeletes = old.indices.filter { newSectionOfOld[$0] < 0 }
        sectionInserts = new.indices.filter { oldSectionOfNew[$0] == nil }
        let matchedSections = new.indices.compactMap { n in oldSectionOfNew[n].map { (n, $0) } }
        let keptSections = longestIncreasingSubsequence(matchedSections.map(\.1))
        for (position, pair) in matchedSections.enumerated() where !keptSections[position] {
            sectionMoves.append((pair.1, pair.0))
            movedOldSections.insert(pair.1)
        }
        return newSectionOfOld
    }

    /// Every row identity numbered once, with where it was in the old list (for rows of
    /// sections that stay), so the rest works on arrays indexed by that number.
    private struct RowNumbering {
        let count: Int
        /// The table that gave the numbers.
        let table: IdentityTable
        /// The number of each old row, in reading order.
        let oldKeys: [Int]
        /// The number of each new row, in reading order.
        let newKeys: [Int]
        /// By number: the old section (-1 for a new row or one whose section goes).
        let oldSectionOfRow: [Int32]
        /// By number: the old row index.
        let oldIndexOfRow: [Int32]

        init(old: [Section], new: [Section], keptOldSections newSectionOfOld: [Int]) {
            let oldRowCount = old.reduce(0) { $0 + $1.diffRows.count }
            let newRowCount = new.reduce(0) { $0 + $1.diffRows.count }
            var rowIDs = IdentityTable(capacity: oldRowCount + newRowCount)
            oldKeys = rowIDs.number(rowsOf: old)
            newKeys = rowIDs.number(rowsOf: new)
            count = rowIDs.count
            table = rowIDs
            var oldSectionOfRow = [Int32](repeating: -1, count: count)
            var oldIndexOfRow = [Int32](repeating: -1, count: count)
            var flat = 0
            for (s, section) in old.enumerated() {
                for r in section.diffRows.indices {
                    if newSectionOfOld[s] >= 0 {
                        oldSectionOfRow[oldKeys[flat]] = Int32(s)
                        oldIndexOfRow[oldKeys[flat]] = Int32(r)
                    }
                    flat += 1
                }
            }
            self.oldSectionOfRow = oldSectionOfRow
            self.oldIndexOfRow = oldIndexOfRow
        }
    }

    /// Walks the new rows of kept sections: unknown ones are inserts, known ones with a new
    /// label reload, ones from another section move, and ones of the same section outside
    /// the longest run in order move. Returns which numbers were found again.
    private mutating func matchRows(
        old: [Section], new: [Section], _ numbering: RowNumbering, compareLabels: Bool
    ) -> [Bool] {
        var matched = [Bool](repeating: false, count: numbering.count)
        var flat = 0
        for (n, section) in new.enumerated() {
            let rows = section.diffRows
            defer { flat += rows.count }
            guard let o = oldSectionOfNew[n] else { continue }
            var sameSection: [(newRow: Int, oldRow: Int)] = []
            for (r, row) in rows.enumerated() {
                let key = numbering.newKeys[flat + r]
                let oldSection = Int(numbering.oldSectionOfRow[key])
                guard oldSection >= 0 else {
                    rowInserts.append(IndexPath(row: r, section: n))
                    changedNewSections.insert(n)
                    continue
                }
                matched[key] = true
                let oldRow = Int(numbering.oldIndexOfRow[key])
                if compareLabels,
                    Section.label(of: old[oldSection].diffRows[oldRow]) != Section.label(of: row)
                {
                    reloads.append(IndexPath(row: oldRow, section: oldSection))
                }
                if oldSection == o {
                    sameSection.append((r, oldRow))
                } else {
                    rowMoves.append(
                        (IndexPath(row: oldRow, section: oldSection), IndexPath(row: r, section: n))
                    )
                    changedNewSections.insert(n)
                    changedOldSections.insert(oldSection)
                }
            }
            let inOrder = longestIncreasingSubsequence(sameSection.map(\.oldRow))
            for (position, pair) in sameSection.enumerated() where !inOrder[position] {
                rowMoves.append(
                    (
                        IndexPath(row: pair.oldRow, section: o),
                        IndexPath(row: pair.newRow, section: n)
                    ))
                changedNewSections.insert(n)
                changedOldSections.insert(o)
            }
        }
        return matched
    }

    /// Old rows of kept sections that were not found again are deleted.
    private mutating func findRowDeletes(
        old: [Section], newSectionOfOld: [Int], _ numbering: RowNumbering, matched: [Bool]
    ) {
        var flat = 0
        for (s, section) in old.enumerated() {
            let rows = section.diffRows
            defer { flat += rows.count }
            guard newSectionOfOld[s] >= 0 else { continue }
            for r in rows.indices where !matched[numbering.oldKeys[flat + r]] {
                rowDeletes.append(IndexPath(row: r, section: s))
                changedOldSections.insert(s)
            }
        }
    }

    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && rowDeletes.isEmpty
            && rowInserts.isEmpty && rowMoves.isEmpty && reloads.isEmpty
    }

    /// Whether rows change inside a section that moves (unsafe in one batch).
    var touchesMovedSections: Bool {
        let movedNew = Set(sectionMoves.map(\.1))
        return !movedOldSections.isDisjoint(with: changedOldSections)
            || !movedNew.isDisjoint(with: changedNewSections)
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
    func applyingReloads(to old: [Section], from new: [Section]) -> [Section] {
        var labels: [String: String] = [:]
        for section in new {
            for row in section.diffRows {
                labels[Section.identity(of: row)] = Section.label(of: row)
            }
        }
        var result = old
        for path in reloads {
            let id = Section.identity(of: result[path.section].diffRows[path.row])
            if let label = labels[id] { result[path.section].setLabel(label, ofRow: path.row) }
        }
        return result
    }

    /// The sections in their new order with their old rows; inserted sections complete.
    func applyingSectionChanges(to old: [Section], from new: [Section]) -> [Section] {
        new.indices.map { n in oldSectionOfNew[n].map { old[$0] } ?? new[n] }
    }
}
