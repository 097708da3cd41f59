/// What a fetched-results controller reports when the context saves: the list it fetches
/// now and every change, as its delegate hears of them. As NSFetchedResultsController.h
/// describes it: section changes before object changes; an added or removed object alone
/// (the objects after it shift unreported); a move when a sort key changed, with no
/// separate update; an update when only other attributes did.
public struct FetchedResultsSave: Hashable, Sendable {
    /// One callback of `NSFetchedResultsControllerDelegate`.
    public enum Change: Hashable, Sendable {
        /// `controller(_:didChange:atSectionIndex:for:)` with `.insert` (new index) or
        /// `.delete` (old index).
        case sectionInserted(Int, name: String)
        case sectionDeleted(Int, name: String)
        /// `controller(_:didChange:at:for:newIndexPath:)`.
        case objectInserted(at: IndexPath)
        case objectDeleted(at: IndexPath)
        case objectMoved(from: IndexPath, to: IndexPath)
        case objectUpdated(at: IndexPath)
    }

    /// Where an inserted or moved object went: the section it lands in and, for a move, the
    /// one it left.
    public struct Placement: Hashable, Sendable {
        public var into: String
        public var from: String?
    }

    /// The fetched objects before the save.
    public var before: SectionedList
    /// The fetched objects after it (a section with no objects left is gone).
    public var after: SectionedList
    /// The changes, sections first, then objects, as the controller reports them.
    public var changes: [Change]
    /// The objects before and after, named by their object IDs (`x-coredata:///Item/p1`
    /// stands for each as `#1`): what a snapshot of the controller's holds.
    public var beforeIDs: SectionedList
    public var afterIDs: SectionedList
    /// Per change, in order: for an insert or a move the section the object lands in and,
    /// for a move, the one it left (nil for the others).
    public var groups: [Placement?]

    /// A save of `changes` over the objects fetched as `list`. Throws a message when a
    /// change names an object or place that is not there.
    public init(_ changes: [ObjectChange], over list: SectionedList) throws(ObjectChangeError) {
        before = list
        var store = SavedObjects(list)
        let original = store.sections
        for change in changes { try store.apply(change) }
        groups = store.groups
        store.sections.removeAll { $0.objects.isEmpty }
        let sections = store.sections
        beforeIDs = Self.ids(original)
        afterIDs = Self.ids(sections)
        after = SectionedList(
            sections: sections.map {
                ListSection(title: $0.name, rows: $0.objects.map { store.titles[$0] })
            })
        self.changes = Self.reported(
            original: original, oldNames: list.sections.map(\.title), store: store)
    }

    /// What the controller reports of the save, sections first: from where each original
    /// object was and where each object is now.
    private static func reported(
        original: [(name: String, objects: [Int])], oldNames: [String], store: SavedObjects
    ) -> [Change] {
        let oldPaths = Self.paths(original)
        let newPaths = Self.paths(store.sections)
        let newNames = store.sections.map(\.name)
        var reported: [Change] = []
        for (index, name) in oldNames.enumerated() where !newNames.contains(name) {
            reported.append(.sectionDeleted(index, name: name))
        }
        for (index, name) in newNames.enumerated() where !oldNames.contains(name) {
            reported.append(.sectionInserted(index, name: name))
        }
        for id in 0..<store.titles.count {
            switch (oldPaths[id], newPaths[id]) {
            case (let old?, nil): reported.append(.objectDeleted(at: old))
            case (nil, let new?): reported.append(.objectInserted(at: new))
            case (let old?, let new?) where store.moved.contains(id):
                reported.append(.objectMoved(from: old, to: new))
            case (let old?, _?) where store.updated.contains(id):
                reported.append(.objectUpdated(at: old))
            default: break
            }
        }
        return reported
    }

    /// The objects named by their IDs, `#n`, section by section.
    private static func ids(_ sections: [(name: String, objects: [Int])]) -> SectionedList {
        SectionedList(
            sections: sections.map {
                ListSection(title: $0.name, rows: $0.objects.map { "#\($0)" })
            })
    }

    /// Where each object is fetched.
    private static func paths(_ sections: [(name: String, objects: [Int])]) -> [Int: IndexPath] {
        var paths: [Int: IndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (row, id) in section.objects.enumerated() {
                paths[id] = IndexPath(row: row, section: s)
            }
        }
        return paths
    }

    /// The view calls the delegate makes for these changes (all of them for the complete
    /// delegate, the object ones only for `rowsOnly`), with the walkthrough's animation.
    public func calls(delegate: FetchedResultsDelegateStyle, animation: RowAnimation)
        -> [TableViewCall]
    {
        Self.calls(for: changes, delegate: delegate, animation: animation)
    }

    /// The view calls a delegate of `delegate`'s style makes for `changes`.
    public static func calls(
        for changes: [Change], delegate: FetchedResultsDelegateStyle, animation: RowAnimation
    ) -> [TableViewCall] {
        changes.compactMap { change in
            switch change {
            case .sectionInserted(let index, _):
                delegate == .rowsOnly ? nil : .insertSections([index], animation)
            case .sectionDeleted(let index, _):
                delegate == .rowsOnly ? nil : .deleteSections([index], animation)
            case .objectInserted(let path): .insertRows([path], animation)
            case .objectDeleted(let path): .deleteRows([path], animation)
            case .objectMoved(let from, let to): .moveRow(from, to: to)
            case .objectUpdated(let path): .reloadRows([path], animation)
            }
        }
    }
}

/// A change that names an object or a place the fetched results do not have.
public enum ObjectChangeError: Error, Hashable, Sendable {
    case noObject(IndexPath)
    case noPlace(IndexPath)
    case newGroupPlace(IndexPath, group: String)
    case groupExists(String)

    /// What is wrong, in words.
    public var message: String {
        switch self {
        case .noObject(let path): "the fetched results hold no object at \(path)"
        case .noPlace(let path):
            "the fetched results have no place \(path) to put an object (write 'in \"Group\"' for a new section)"
        case .newGroupPlace(let path, let group):
            "a new section \"\(group)\" starts with its first object: write [s, 0] with s at most the number of sections, not \(path)"
        case .groupExists(let group):
            "there is already a section \"\(group)\"; leave out 'in \"\(group)\"' to put the object into it"
        }
    }
}

extension FetchedResultsSave {
    /// The objects as a save changes them, one change at a time, each keeping its identity
    /// (an index into `titles`) through the save.
    fileprivate struct SavedObjects {
        var titles: [String] = []
        var sections: [(name: String, objects: [Int])] = []
        /// How many objects were there before the save (the first identities).
        let originalCount: Int
        var moved: Set<Int> = []
        var updated: Set<Int> = []
        /// Per change: where an inserted or moved object lands, and what a move left.
        var groups: [Placement?] = []

        init(_ list: SectionedList) {
            var titles: [String] = []
            sections = list.sections.map { section in
                (
                    section.title,
                    section.rows.map { title in
                        titles.append(title)
                        return titles.count - 1
                    }
                )
            }
            self.titles = titles
            originalCount = titles.count
        }

        func object(at path: IndexPath) throws(ObjectChangeError) -> Int {
            guard sections.indices.contains(path.section),
                sections[path.section].objects.indices.contains(path.row)
            else { throw ObjectChangeError.noObject(path) }
            return sections[path.section].objects[path.row]
        }

        /// Puts object `id` at `path`, in a new group when `group` names one.
        mutating func place(_ id: Int, at path: IndexPath, group: String?)
            throws(ObjectChangeError)
        {
            if let group {
                guard path.row == 0, path.section <= sections.count else {
                    throw ObjectChangeError.newGroupPlace(path, group: group)
                }
                guard !sections.contains(where: { $0.name == group }) else {
                    throw ObjectChangeError.groupExists(group)
                }
                sections.insert((group, [id]), at: path.section)
                return
            }
            guard sections.indices.contains(path.section),
                path.row <= sections[path.section].objects.count
            else { throw ObjectChangeError.noPlace(path) }
            sections[path.section].objects.insert(id, at: path.row)
        }

        mutating func apply(_ change: ObjectChange) throws(ObjectChangeError) {
            switch change {
            case .delete(let path):
                _ = try object(at: path)
                sections[path.section].objects.remove(at: path.row)
                groups.append(nil)
            case .insert(let path, let title, let group):
                titles.append(title)
                try place(titles.count - 1, at: path, group: group)
                groups.append(Placement(into: sections[path.section].name, from: nil))
            case .move(let from, let to, let group):
                let id = try object(at: from)
                let left = sections[from.section].name
                sections[from.section].objects.remove(at: from.row)
                try place(id, at: to, group: group)
                groups.append(Placement(into: sections[to.section].name, from: left))
                if id < originalCount { moved.insert(id) }
            case .update(let path, let title):
                let id = try object(at: path)
                titles[id] = title
                if id < originalCount { updated.insert(id) }
                groups.append(nil)
            }
        }
    }
}
