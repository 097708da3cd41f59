/// One change to the data source that belongs to a batch of changes made together.
public enum BatchEdit: Hashable, Sendable {
    case deleteRow(IndexPath)
    case insertRow(IndexPath, String)
    case moveRow(IndexPath, to: IndexPath)
    case reloadRow(IndexPath, String?)
    case deleteSection(Int)
    case insertSection(Int, ListSection)
    case moveSection(Int, to: Int)
}

/// A batch edit that does not fit the data source; `index` says which edit.
public struct BatchEditError: Error, Hashable, Sendable {
    /// The position of the failing edit in the list passed in.
    public let index: Int
    /// What is wrong.
    public let message: String
}

/// One change made to the data source's arrays, in the order made: what the code a
/// reader writes must do.
public enum ArrayOperation: Hashable, Sendable {
    case setRow(IndexPath, String)
    case removeRow(IndexPath)
    case removeSection(Int)
    case insertSection(Int, ListSection)
    case insertRow(IndexPath, String)
    /// Takes the row out at the first path, then puts it in at the second.
    case moveRow(IndexPath, to: IndexPath)
    /// Takes the section out at the first index, then puts it in at the second.
    case moveSection(Int, to: Int)
    /// A fetched-results controller dropped a section that has no objects left; the app
    /// wrote nothing for it.
    case dropEmptySection(Int)
    /// A diffable data source's model: the identifier now shows this content.
    case setContent(String, String)
    /// In a batch, a moved row taken out with the other removals; `slot` pairs it with the
    /// `putRow` that puts it back after them.
    case takeRow(IndexPath, slot: Int)
    /// In a batch, a moved row put back at its destination (`from` is where it was taken).
    case putRow(IndexPath, from: IndexPath, slot: Int, label: String)
    /// In a batch, a moved section taken out with the other removals.
    case takeSection(Int, slot: Int)
    /// In a batch, a moved section put back at its destination.
    case putSection(Int, from: Int, slot: Int, section: ListSection)
}

extension DataSource {
    /// Applies edits that name positions the way a UIKit batch does: reloads and deletes
    /// (and move sources) refer to the list before the batch, inserts (and move
    /// destinations) to the list after it. They are applied as plain array operations in
    /// UIKit's order: relabels, row removals highest first, section removals highest
    /// first, section insertions lowest first, row insertions lowest first. With
    /// `fetched-results`, sections left empty disappear at the end.
    ///
    /// Returns the array operations in the order they were made.
    @discardableResult
    public mutating func apply(batch edits: [BatchEdit]) throws(BatchEditError) -> [ArrayOperation]
    {
        var batch = BatchApplication(sections: list.sections, edits: edits)
        try batch.relabel()
        let movedRows = try batch.removeRows()
        let movedSections = try batch.removeSections()
        try batch.insert(movedRows: movedRows, movedSections: movedSections)
        if mode == .fetchedResults { batch.dropEmptySections() }
        replace(with: SectionedList(sections: batch.sections))
        return batch.operations
    }
}

/// One batch being applied to a copy of the sections, stage by stage, recording each
/// array operation it makes.
private struct BatchApplication {
    var sections: [ListSection]
    let edits: [BatchEdit]
    var operations: [ArrayOperation] = []

    init(sections: [ListSection], edits: [BatchEdit]) {
        self.sections = sections
        self.edits = edits
    }

    private func fail(_ index: Int, _ message: String) -> BatchEditError {
        BatchEditError(index: index, message: message)
    }

    /// Why there is no row at `p` now, or nil when there is one.
    private func missingRow(_ p: IndexPath) -> String? {
        guard sections.indices.contains(p.section) else {
            return
                "there is no section \(p.section): the data source has \(sectionCountPhrase(sections.count))"
        }
        guard sections[p.section].rows.indices.contains(p.row) else {
            return
                "there is no row \(p.row) in section \(p.section): it has \(rowCountPhrase(sections[p.section].rows.count))"
        }
        return nil
    }

    /// Reloads that give a row a new label, at positions before the batch.
    mutating func relabel() throws(BatchEditError) {
        for (i, edit) in edits.enumerated() {
            guard case .reloadRow(let p, let label) = edit else { continue }
            if let problem = missingRow(p) { throw fail(i, problem) }
            if let label, sections[p.section].rows[p.row] != label {
                sections[p.section].rows[p.row] = label
                operations.append(.setRow(p, label))
            }
        }
    }

    /// Deleted rows and move sources, highest first; returns the moved rows' labels by
    /// the index of their edit.
    mutating func removeRows() throws(BatchEditError) -> [Int: String] {
        var removals: [(IndexPath, Int)] = []
        for (i, edit) in edits.enumerated() {
            if case .deleteRow(let p) = edit { removals.append((p, i)) }
            if case .moveRow(let p, _) = edit { removals.append((p, i)) }
        }
        var movedRows: [Int: String] = [:]
        var removedPaths = Set<IndexPath>()
        for (p, i) in removals.sorted(by: { $0.0 > $1.0 }) {
            guard removedPaths.insert(p).inserted else {
                if case .moveRow = edits[i] {
                    throw fail(i, "the row at \(p) is already deleted or moved")
                }
                continue
            }
            if let problem = missingRow(p) { throw fail(i, problem) }
            movedRows[i] = sections[p.section].rows.remove(at: p.row)
            if case .moveRow = edits[i] {
                operations.append(.takeRow(p, slot: i))
            } else {
                operations.append(.removeRow(p))
            }
        }
        return movedRows
    }

    /// Deleted sections and section move sources, highest first; returns the moved
    /// sections by the index of their edit.
    mutating func removeSections() throws(BatchEditError) -> [Int: ListSection] {
        var removals: [(Int, Int)] = []
        for (i, edit) in edits.enumerated() {
            if case .deleteSection(let s) = edit { removals.append((s, i)) }
            if case .moveSection(let s, _) = edit { removals.append((s, i)) }
        }
        var movedSections: [Int: ListSection] = [:]
        var removedSections = Set<Int>()
        for (s, i) in removals.sorted(by: { $0.0 > $1.0 }) {
            guard removedSections.insert(s).inserted else {
                throw fail(i, "section \(s) is already deleted or moved")
            }
            guard sections.indices.contains(s) else {
                throw fail(
                    i,
                    "there is no section \(s): the data source has \(sectionCountPhrase(sections.count))"
                )
            }
            movedSections[i] = sections.remove(at: s)
            if case .moveSection = edits[i] {
                operations.append(.takeSection(s, slot: i))
            } else {
                operations.append(.removeSection(s))
            }
        }
        return movedSections
    }

    /// Inserted and moved sections, lowest first, then inserted and moved rows, lowest
    /// first, at positions after the batch.
    mutating func insert(movedRows: [Int: String], movedSections: [Int: ListSection])
        throws(BatchEditError)
    {
        var sectionInsertions: [(Int, ListSection, Int)] = []
        var rowInsertions: [(IndexPath, String, Int)] = []
        for (i, edit) in edits.enumerated() {
            switch edit {
            case .insertSection(let s, let section): sectionInsertions.append((s, section, i))
            case .moveSection(_, let s):
                if let section = movedSections[i] { sectionInsertions.append((s, section, i)) }
            case .insertRow(let p, let label): rowInsertions.append((p, label, i))
            case .moveRow(_, let p):
                if let label = movedRows[i] { rowInsertions.append((p, label, i)) }
            default: break
            }
        }
        for (s, section, i) in sectionInsertions.sorted(by: { $0.0 < $1.0 }) {
            guard s >= 0, s <= sections.count else {
                throw fail(
                    i,
                    "cannot put a section at \(s): the data source then has \(sectionCountPhrase(sections.count))"
                )
            }
            sections.insert(section, at: s)
            if case .moveSection(let from, _) = edits[i] {
                operations.append(.putSection(s, from: from, slot: i, section: section))
            } else {
                operations.append(.insertSection(s, section))
            }
        }
        for (p, label, i) in rowInsertions.sorted(by: { $0.0 < $1.0 }) {
            guard sections.indices.contains(p.section) else {
                throw fail(
                    i,
                    "there is no section \(p.section) after the update: the data source has \(sectionCountPhrase(sections.count))"
                )
            }
            guard p.row >= 0, p.row <= sections[p.section].rows.count else {
                throw fail(
                    i,
                    "cannot put a row at \(p): section \(p.section) then has \(rowCountPhrase(sections[p.section].rows.count))"
                )
            }
            sections[p.section].rows.insert(label, at: p.row)
            if case .moveRow(let from, _) = edits[i] {
                operations.append(.putRow(p, from: from, slot: i, label: label))
            } else {
                operations.append(.insertRow(p, label))
            }
        }
    }

    /// A fetched-results controller has no empty sections: they go at the end.
    mutating func dropEmptySections() {
        for s in sections.indices.reversed() where sections[s].rows.isEmpty {
            sections.remove(at: s)
            operations.append(.dropEmptySection(s))
        }
    }
}
