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
        var sections = list.sections
        var operations: [ArrayOperation] = []
        func fail(_ index: Int, _ message: String) -> BatchEditError {
            BatchEditError(index: index, message: message)
        }
        func rowExists(_ p: IndexPath) -> String? {
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

        for (i, edit) in edits.enumerated() {
            guard case .reloadRow(let p, let label) = edit else { continue }
            if let problem = rowExists(p) { throw fail(i, problem) }
            if let label, sections[p.section].rows[p.row] != label {
                sections[p.section].rows[p.row] = label
                operations.append(.setRow(p, label))
            }
        }

        var rowRemovals: [(IndexPath, Int)] = []
        var sectionRemovals: [(Int, Int)] = []
        for (i, edit) in edits.enumerated() {
            switch edit {
            case .deleteRow(let p), .moveRow(let p, _): rowRemovals.append((p, i))
            case .deleteSection(let s), .moveSection(let s, _): sectionRemovals.append((s, i))
            default: break
            }
        }
        var movedRows: [Int: String] = [:]
        var removedPaths = Set<IndexPath>()
        for (p, i) in rowRemovals.sorted(by: { $0.0 > $1.0 }) {
            guard removedPaths.insert(p).inserted else {
                if case .moveRow = edits[i] {
                    throw fail(i, "the row at \(p) is already deleted or moved")
                }
                continue
            }
            if let problem = rowExists(p) { throw fail(i, problem) }
            movedRows[i] = sections[p.section].rows.remove(at: p.row)
            operations.append(.removeRow(p))
        }
        var movedSections: [Int: ListSection] = [:]
        var removedSections = Set<Int>()
        for (s, i) in sectionRemovals.sorted(by: { $0.0 > $1.0 }) {
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
            operations.append(.removeSection(s))
        }

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
            operations.append(.insertSection(s, section))
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
            operations.append(.insertRow(p, label))
        }
        if mode == .fetchedResults {
            for s in sections.indices.reversed() where sections[s].rows.isEmpty {
                sections.remove(at: s)
                operations.append(.dropEmptySection(s))
            }
        }
        replace(with: SectionedList(sections: sections))
        return operations
    }
}
