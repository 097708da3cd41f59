/// How the data source reacts when a section loses its last row.
public enum DataSourceMode: String, Hashable, Sendable, CaseIterable {
    /// Plain arrays: an empty section stays until it is removed explicitly.
    case array
    /// Like `NSFetchedResultsController`: a section left without rows disappears.
    case fetchedResults = "fetched-results"
    /// A `UITableViewDiffableDataSource` / `UICollectionViewDiffableDataSource`: the app
    /// edits snapshots and applies them; the data source works out the batch.
    case diffable
}

/// A change to the data source that cannot be made: the app would trap on an array
/// index out of range. Reported to the author, never shown as a UIKit exception.
public struct DataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words.
    public let description: String

    init(_ description: String) { self.description = description }
}

/// The app's model: the sectioned list that the table view's data source reports,
/// changed with plain array semantics.
public struct DataSource: Hashable, Sendable {
    /// The content the data source reports right now.
    public private(set) var list: SectionedList
    /// Whether empty sections disappear.
    public let mode: DataSourceMode

    /// Creates a data source holding `list`.
    public init(_ list: SectionedList, mode: DataSourceMode = .array) {
        self.list = list
        self.mode = mode
    }

    /// Removes the row at `path` (`array.remove(at:)`).
    public mutating func removeRow(at path: IndexPath) throws(DataSourceError) {
        try checkRow(path, in: "remove")
        list.sections[path.section].rows.remove(at: path.row)
        dropEmptySectionIfFetched(path.section)
    }

    /// Inserts `label` so that it ends up at `path` (`array.insert(_:at:)`).
    public mutating func insertRow(_ label: String, at path: IndexPath) throws(DataSourceError) {
        try checkSection(path.section, in: "insert a row into")
        guard path.row >= 0, path.row <= list.sections[path.section].rows.count else {
            throw DataSourceError(
                "cannot insert at \(path): section \(path.section) has "
                    + "\(rowCountPhrase(list.sections[path.section].rows.count)), so a row can go at 0 through \(list.sections[path.section].rows.count)"
            )
        }
        list.sections[path.section].rows.insert(label, at: path.row)
    }

    /// Moves a row: removes it at `source`, then inserts it at `destination`.
    public mutating func moveRow(from source: IndexPath, to destination: IndexPath)
        throws(DataSourceError)
    {
        try checkRow(source, in: "move")
        var moved = list
        let label = moved.sections[source.section].rows.remove(at: source.row)
        guard moved.sections.indices.contains(destination.section) else {
            throw DataSourceError(
                "cannot move a row into section \(destination.section): the data source has \(sectionCountPhrase(list.sections.count))"
            )
        }
        let remaining = moved.sections[destination.section].rows.count
        guard destination.row >= 0, destination.row <= remaining else {
            throw DataSourceError(
                "cannot move to \(destination): after taking the row out, section \(destination.section) has \(rowCountPhrase(remaining))"
            )
        }
        list = moved
        list.sections[destination.section].rows.insert(label, at: destination.row)
        dropEmptySectionIfFetched(source.section)
    }

    /// Replaces the label of the row at `path`.
    public mutating func setRow(at path: IndexPath, to label: String) throws(DataSourceError) {
        try checkRow(path, in: "set")
        list.sections[path.section].rows[path.row] = label
    }

    /// Removes a whole section.
    public mutating func removeSection(at index: Int) throws(DataSourceError) {
        try checkSection(index, in: "remove")
        list.sections.remove(at: index)
    }

    /// Inserts a section so that it ends up at `index`.
    public mutating func insertSection(_ section: ListSection, at index: Int)
        throws(DataSourceError)
    {
        guard index >= 0, index <= list.sections.count else {
            throw DataSourceError(
                "cannot insert section \(index): the data source has \(sectionCountPhrase(list.sections.count)), "
                    + "so a section can go at 0 through \(list.sections.count)")
        }
        list.sections.insert(section, at: index)
    }

    /// Moves a section: removes it at `source`, then inserts it at `destination`.
    public mutating func moveSection(from source: Int, to destination: Int) throws(DataSourceError)
    {
        try checkSection(source, in: "move")
        guard destination >= 0, destination < list.sections.count else {
            throw DataSourceError(
                "cannot move section \(source) to \(destination): the data source has \(sectionCountPhrase(list.sections.count))"
            )
        }
        let section = list.sections.remove(at: source)
        list.sections.insert(section, at: destination)
    }

    /// Replaces the whole content, as a diff's target or a test does.
    public mutating func replace(with list: SectionedList) {
        self.list = list
    }

    private func checkSection(_ index: Int, in verb: String) throws(DataSourceError) {
        guard list.sections.indices.contains(index) else {
            throw DataSourceError(
                "cannot \(verb) section \(index): the data source has \(sectionCountPhrase(list.sections.count))"
            )
        }
    }

    private func checkRow(_ path: IndexPath, in verb: String) throws(DataSourceError) {
        guard list.sections.indices.contains(path.section) else {
            throw DataSourceError(
                "cannot \(verb) the row at \(path): the data source has \(sectionCountPhrase(list.sections.count))"
            )
        }
        let count = list.sections[path.section].rows.count
        guard path.row >= 0, path.row < count else {
            throw DataSourceError(
                "cannot \(verb) the row at \(path): section \(path.section) has \(rowCountPhrase(count))"
            )
        }
    }

    private mutating func dropEmptySectionIfFetched(_ index: Int) {
        if mode == .fetchedResults, list.sections[index].rows.isEmpty {
            list.sections.remove(at: index)
        }
    }
}

func sectionCountPhrase(_ count: Int) -> String { count == 1 ? "1 section" : "\(count) sections" }
func rowCountPhrase(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
