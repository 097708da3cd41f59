/// One call an app makes on an `NSDiffableDataSourceSnapshot`.
public enum SnapshotEdit: Hashable, Sendable {
    /// `appendSections(_:)`.
    case appendSections([String])
    /// `appendItems(_:)` (to the last section) or `appendItems(_:toSection:)`.
    case appendItems([String], toSection: String?)
    /// `insertSections(_:beforeSection:)` / `afterSection:`.
    case insertSections([String], RelativePosition, String)
    /// `insertItems(_:beforeItem:)` / `afterItem:`.
    case insertItems([String], RelativePosition, String)
    /// `deleteSections(_:)`.
    case deleteSections([String])
    /// `deleteItems(_:)`.
    case deleteItems([String])
    /// `deleteAllItems()`.
    case deleteAllItems
    /// `moveSection(_:beforeSection:)` / `afterSection:`.
    case moveSection(String, RelativePosition, String)
    /// `moveItem(_:beforeItem:)` / `afterItem:`.
    case moveItem(String, RelativePosition, String)
    /// `reloadSections(_:)`.
    case reloadSections([String])
    /// `reloadItems(_:)`.
    case reloadItems([String])
    /// `reconfigureItems(_:)` (iOS 15).
    case reconfigureItems([String])
    /// `numberOfItems(inSection:)`: a question, which changes nothing (or raises for a
    /// section the snapshot does not have).
    case numberOfItems(inSection: String)

    /// The item identifiers the call names (none for a section call).
    public var itemIdentifiers: [String] {
        switch self {
        case .appendItems(let ids, _), .deleteItems(let ids), .reloadItems(let ids),
            .reconfigureItems(let ids):
            ids
        case .insertItems(let ids, _, let destination): ids + [destination]
        case .moveItem(let id, _, let destination): [id, destination]
        case .appendSections, .insertSections, .deleteSections, .deleteAllItems, .moveSection,
            .reloadSections, .numberOfItems:
            []
        }
    }
}

extension DiffableSnapshot {
    /// Makes one snapshot call. Throws what UIKit raises at that call; returns what it logs.
    @discardableResult
    public mutating func perform(_ edit: SnapshotEdit, ios: UIKitVersion) throws(UIKitException)
        -> String?
    {
        switch edit {
        case .appendSections(let ids): try appendSections(ids, ios: ios)
        case .appendItems(let ids, let section):
            return try appendItems(ids, toSection: section, ios: ios)
        case .insertSections(let ids, let position, let destination):
            try insertSections(ids, position, destination, ios: ios)
        case .insertItems(let ids, let position, let destination):
            return try insertItems(ids, position, destination, ios: ios)
        case .deleteSections(let ids): deleteSections(ids)
        case .deleteItems(let ids): deleteItems(ids)
        case .deleteAllItems: deleteAllItems()
        case .moveSection(let id, let position, let destination):
            try moveSection(id, position, destination, ios: ios)
        case .moveItem(let id, let position, let destination):
            try moveItem(id, position, destination, ios: ios)
        case .reloadSections(let ids): try reloadSections(ids, ios: ios)
        case .reloadItems(let ids): try reloadItems(ids, ios: ios)
        case .reconfigureItems(let ids): try reconfigureItems(ids, ios: ios)
        case .numberOfItems(let section):
            guard contains(section: section) else {
                throw DiffableReason(ios: ios).sectionNotFound()
            }
        }
        return nil
    }
}

extension SnapshotEdit {
    /// The calls by which section `section` of `snapshot` comes to hold `items` (what
    /// `apply(_:to:animatingDifferences:)` does with a section snapshot's visible items): its
    /// items deleted, or the section appended when the snapshot lacks it, then `items`.
    public static func showing(
        _ items: [String], inSection section: String, of snapshot: DiffableSnapshot
    ) -> [SnapshotEdit] {
        var edits: [SnapshotEdit] = []
        if let current = snapshot.list.sections.first(where: { $0.title == section }) {
            if !current.rows.isEmpty { edits.append(.deleteItems(current.rows)) }
        } else {
            edits.append(.appendSections([section]))
        }
        if !items.isEmpty { edits.append(.appendItems(items, toSection: section)) }
        return edits
    }

    /// The calls that build `list` in an empty snapshot: all its sections, then each
    /// section's items (what `apply` with a block of sections writes).
    public static func building(_ list: SectionedList) -> [SnapshotEdit] {
        var edits: [SnapshotEdit] = []
        if !list.sections.isEmpty { edits.append(.appendSections(list.sections.map(\.title))) }
        for section in list.sections where !section.rows.isEmpty {
            edits.append(.appendItems(section.rows, toSection: section.title))
        }
        return edits
    }
}
