/// A model of `NSDiffableDataSourceSectionSnapshot` (iOS 14): the items of one section as a
/// forest, each item with its children and whether it is expanded. Its visible items (every
/// root, and the children of expanded items whose ancestors are all expanded) are what the
/// section shows once it is applied.
///
/// The texts it raises are UIKit's (`NSDiffableDataSourceSectionSnapshot.m` in 18.0, 18.2
/// and 26.1): appending to a missing parent, inserting next to a missing item, deleting a
/// missing item. Expanding or collapsing a missing item is ignored, as UIKit ignores it.
public struct SectionSnapshot: Hashable, Sendable {
    /// One item: its identifier, how deep it is (0 for a root) and whether it is expanded.
    struct Entry: Hashable, Sendable {
        var identifier: String
        var level: Int
        var expanded = false
    }

    /// The items in depth-first order, each after its parent and before its next sibling.
    private var entries: [Entry] = []
    /// Where each item is in `entries`, kept in step with it, so that finding an item costs
    /// the same however long the outline is. Positions from the first changed one on are
    /// renumbered after an insert or a delete, which moves those entries anyway.
    private var positions: [String: Int] = [:]

    /// An empty section snapshot, or one of `items` as roots (what
    /// `dataSource.snapshot(for:)` gives for a section never applied with one).
    /// Whether the identifiers are values of the app's own type (see `DiffableSnapshot`).
    public var identifiersAreValues = false

    public init(roots items: [String] = []) {
        entries = items.map { Entry(identifier: $0, level: 0) }
        renumber(from: 0)
    }

    public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }

    /// Every item, parents before their children.
    public var items: [String] { entries.map(\.identifier) }

    /// The items the section shows: roots, and children under expanded parents.
    public var visibleItems: [String] {
        var visible: [String] = []
        // The level below which an item is hidden (a collapsed ancestor's level + 1).
        var hiddenBelow = Int.max
        for entry in entries {
            if entry.level >= hiddenBelow { continue }
            hiddenBelow = Int.max
            visible.append(entry.identifier)
            if !entry.expanded { hiddenBelow = entry.level + 1 }
        }
        return visible
    }

    /// How deep `item` is (0 for a root); nil when the snapshot does not have it.
    public func level(of item: String) -> Int? {
        index(of: item).map { entries[$0].level }
    }

    /// Whether the snapshot has `item`.
    public func contains(_ item: String) -> Bool { index(of: item) != nil }

    /// `append(_:to:)`: `items` as the last children of `parent` (as roots when nil).
    public mutating func append(_ items: [String], to parent: String?, ios: UIKitVersion)
        throws(UIKitException)
    {
        guard !items.isEmpty else { return }
        try requireNew(items, ios: ios)
        guard let parent else {
            insert(items, level: 0, at: entries.count)
            return
        }
        guard let p = index(of: parent) else {
            throw DiffableReason(ios: ios).sectionSnapshotParentMissing(parent)
        }
        insert(items, level: entries[p].level + 1, at: subtreeEnd(p))
    }

    /// `insert(_:before:)` / `insert(_:after:)`: `items` as siblings of `destination`, just
    /// before it or just after it and its children.
    public mutating func insert(
        _ items: [String], _ position: RelativePosition, _ destination: String, ios: UIKitVersion
    ) throws(UIKitException) {
        guard !items.isEmpty else { return }
        try requireNew(items, ios: ios)
        guard let d = index(of: destination) else {
            throw DiffableReason(ios: ios).sectionSnapshotDestinationMissing(
                destination, position)
        }
        insert(items, level: entries[d].level, at: position == .before ? d : subtreeEnd(d))
    }

    /// `delete(_:)`: the items and all their children. An item the snapshot does not have
    /// raises, before anything is deleted.
    public mutating func delete(_ items: [String], ios: UIKitVersion) throws(UIKitException) {
        for item in items where !contains(item) {
            throw DiffableReason(ios: ios).sectionSnapshotItemMissing(item)
        }
        for item in items {
            guard let i = index(of: item) else { continue }
            let end = subtreeEnd(i)
            for entry in entries[i..<end] { positions[entry.identifier] = nil }
            entries.removeSubrange(i..<end)
            renumber(from: i)
        }
    }

    /// `expand(_:)` / `collapse(_:)`: items the snapshot does not have are ignored.
    public mutating func setExpanded(_ items: [String], _ expanded: Bool) {
        for item in items {
            guard let i = index(of: item) else { continue }
            entries[i].expanded = expanded
        }
    }

    /// Whether any item has a parent: the section is an outline, whose list cells show each
    /// item's level and, on a parent, a disclosure control.
    public var isOutline: Bool { entries.contains { $0.level > 0 } }

    /// The items with children, in order.
    public var parents: [String] {
        entries.indices.filter { i in
            i + 1 < entries.count && entries[i + 1].level > entries[i].level
        }.map { entries[$0].identifier }
    }

    /// How `item` stands in the outline: its level, and whether it is a parent and expanded
    /// (nil when the snapshot does not have it).
    public func outlineRow(of item: String) -> OutlineRow? {
        guard let i = index(of: item) else { return nil }
        let parent = i + 1 < entries.count && entries[i + 1].level > entries[i].level
        return OutlineRow(
            level: entries[i].level,
            disclosure: parent ? (entries[i].expanded ? .expanded : .collapsed) : nil)
    }

    private func index(of item: String) -> Int? { positions[item] }

    /// The items of an append or insert must be new to the snapshot and differ from each
    /// other (H12; see `DiffableReason.sectionSnapshotDuplicates`).
    private func requireNew(_ items: [String], ios: UIKitVersion) throws(UIKitException) {
        var seen = Set<String>()
        var repeated: [String] = []
        for item in items where contains(item) || !seen.insert(item).inserted {
            if !repeated.contains(item) { repeated.append(item) }
        }
        if !repeated.isEmpty {
            throw DiffableReason(ios: ios, identifiersAreValues: identifiersAreValues)
                .sectionSnapshotDuplicates(repeated)
        }
    }

    /// `items` at `level`, inserted at `at`.
    private mutating func insert(_ items: [String], level: Int, at: Int) {
        entries.insert(contentsOf: items.map { Entry(identifier: $0, level: level) }, at: at)
        renumber(from: at)
    }

    /// Records the position of every entry from `start` on.
    private mutating func renumber(from start: Int) {
        for index in start..<entries.count { positions[entries[index].identifier] = index }
    }

    /// The index just past the item at `i` and its descendants.
    private func subtreeEnd(_ i: Int) -> Int {
        var end = i + 1
        while end < entries.count, entries[end].level > entries[i].level { end += 1 }
        return end
    }
}

/// An item of an outline as its list cell shows it: indented by its level, and a parent
/// with the disclosure control that shows whether its children are shown.
public struct OutlineRow: Hashable, Sendable {
    public enum Disclosure: Hashable, Sendable { case collapsed, expanded }
    /// 0 for a root.
    public var level: Int
    /// nil for an item without children.
    public var disclosure: Disclosure?

    public init(level: Int = 0, disclosure: Disclosure? = nil) {
        (self.level, self.disclosure) = (level, disclosure)
    }
}

/// One call an app makes on an `NSDiffableDataSourceSectionSnapshot`.
public enum SectionSnapshotEdit: Hashable, Sendable {
    /// `append(_:to:)`; `to: nil` appends roots.
    case append([String], to: String?)
    /// `insert(_:before:)` / `insert(_:after:)`.
    case insert([String], RelativePosition, String)
    /// `delete(_:)`.
    case delete([String])
    /// `expand(_:)`.
    case expand([String])
    /// `collapse(_:)`.
    case collapse([String])

    /// The identifiers the call adds (the ones that must be new to the snapshot).
    public var added: [String] {
        switch self {
        case .append(let ids, _), .insert(let ids, _, _): ids
        case .delete, .expand, .collapse: []
        }
    }
}

extension SectionSnapshot {
    /// Makes one call. Throws what UIKit raises at that call.
    public mutating func perform(_ edit: SectionSnapshotEdit, ios: UIKitVersion)
        throws(UIKitException)
    {
        switch edit {
        case .append(let ids, let parent): try append(ids, to: parent, ios: ios)
        case .insert(let ids, let position, let destination):
            try insert(ids, position, destination, ios: ios)
        case .delete(let ids): try delete(ids, ios: ios)
        case .expand(let ids): setExpanded(ids, true)
        case .collapse(let ids): setExpanded(ids, false)
        }
    }
}
