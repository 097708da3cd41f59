import ListDocsEngine

/// The managed objects a fetched-results walkthrough's code changes, and what its
/// controller fetched last: the objects sorted by `groupPosition`, then `position`, and cut
/// into sections by `group`, as the fetch request in the model block asks.
struct ManagedObjectStore: Hashable, Sendable {
    /// Each object's attributes, by object.
    private(set) var attributes: [Int: [String: ExecutionValue]] = [:]
    /// The objects the context deleted: a save no longer fetches them, and a change made to
    /// one is lost with it, as Core Data loses it.
    private var deleted: Set<Int> = []
    private var nextObject = 0
    /// The objects a line changed since the last fetch, and those whose sort keys it changed.
    private var changed: Set<Int> = []
    private var sortKeysChanged: Set<Int> = []
    /// The controller's sections, as it fetched them last.
    private(set) var fetched: [(name: String, objects: [Int])] = []

    static func == (a: Self, b: Self) -> Bool {
        a.attributes == b.attributes && a.deleted == b.deleted
    }
    func hash(into hasher: inout Hasher) { hasher.combine(attributes) }

    /// The store the model block describes: an object per row, its section's title as
    /// group, the section's index as groupPosition and the row's as position.
    init(_ list: SectionedList) {
        for (s, section) in list.sections.enumerated() {
            for (r, title) in section.rows.enumerated() {
                let object = insert()
                attributes[object] = [
                    "title": .string(title), "group": .string(section.title),
                    "groupPosition": .double(Double(s)), "position": .double(Double(r)),
                ]
            }
        }
        changed = []
        fetched = fetch()
    }

    /// `Item(context:)`: a new object with Core Data's defaults.
    mutating func insert() -> Int {
        nextObject += 1
        attributes[nextObject] = [
            "title": .none, "group": .none, "groupPosition": .double(0), "position": .double(0),
        ]
        changed.insert(nextObject)
        return nextObject
    }

    mutating func delete(_ object: Int) {
        deleted.insert(object)
        changed.insert(object)
    }

    func value(_ object: Int, _ key: String) throws(ExecutionError) -> ExecutionValue {
        guard let value = attributes[object]?[key] else {
            throw .unsupported("Item.\(key)")
        }
        return value
    }

    mutating func set(_ object: Int, _ key: String, _ value: ExecutionValue) throws(ExecutionError)
    {
        guard attributes[object]?[key] != nil else { throw .unsupported("Item.\(key)") }
        attributes[object]?[key] = value
        changed.insert(object)
        if key != "title" { sortKeysChanged.insert(object) }
    }

    /// The objects the request fetches now. Throws when the sections it cuts them into are
    /// out of order: a group that comes back after another (Core Data's "out of order
    /// section name").
    func fetch() -> [(name: String, objects: [Int])] {
        let sorted = attributes.keys.filter { !deleted.contains($0) }.sorted { a, b in
            let x = key(a)
            let y = key(b)
            return x.group != y.group
                ? x.group < y.group : x.position != y.position ? x.position < y.position : a < b
        }
        var sections: [(name: String, objects: [Int])] = []
        for object in sorted {
            let name = (try? value(object, "group").string()) ?? ""
            if sections.last?.name == name {
                sections[sections.count - 1].objects.append(object)
            } else {
                sections.append((name, [object]))
            }
        }
        return sections
    }

    private func key(_ object: Int) -> (group: Double, position: Double) {
        (
            (try? value(object, "groupPosition").number()) ?? 0,
            (try? value(object, "position").number()) ?? 0
        )
    }

    /// The fetched titles, section by section.
    func list(_ sections: [(name: String, objects: [Int])]) -> SectionedList {
        SectionedList(
            sections: sections.map { section in
                ListSection(
                    title: section.name,
                    rows: section.objects.map { (try? value($0, "title").string()) ?? "" })
            })
    }

    /// The objects named by their IDs (`#n`), as a snapshot of the controller's holds them.
    func identifiers(_ sections: [(name: String, objects: [Int])]) -> SectionedList {
        SectionedList(
            sections: sections.map {
                ListSection(title: $0.name, rows: $0.objects.map { "#\($0)" })
            })
    }

    /// `context.save()`: the controller fetches anew. Returns what it reports to its
    /// delegate, as `FetchedResultsSave` lists it: sections deleted and inserted, then each
    /// object deleted, inserted, moved (its sort keys changed) or updated.
    mutating func save() throws(ExecutionError) -> [FetchedResultsSave.Change] {
        let old = fetched
        let new = fetch()
        let names = new.map(\.name)
        if Set(names).count != names.count {
            throw .trap("out of order section name: a group is fetched in two places")
        }
        var changes: [FetchedResultsSave.Change] = []
        let oldNames = old.map(\.name)
        for (i, name) in oldNames.enumerated() where !names.contains(name) {
            changes.append(.sectionDeleted(i, name: name))
        }
        for (i, name) in names.enumerated() where !oldNames.contains(name) {
            changes.append(.sectionInserted(i, name: name))
        }
        let oldPaths = Self.paths(old)
        let newPaths = Self.paths(new)
        for object in Set(oldPaths.keys).union(newPaths.keys).sorted() {
            switch (oldPaths[object], newPaths[object]) {
            case (let from?, nil): changes.append(.objectDeleted(at: from))
            case (nil, let to?): changes.append(.objectInserted(at: to))
            case (let from?, let to?) where sortKeysChanged.contains(object):
                changes.append(.objectMoved(from: from, to: to))
            case (let from?, _?) where changed.contains(object):
                changes.append(.objectUpdated(at: from))
            default: break
            }
        }
        fetched = new
        changed = []
        sortKeysChanged = []
        return changes
    }

    private static func paths(_ sections: [(name: String, objects: [Int])]) -> [Int: IndexPath] {
        var paths: [Int: IndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (r, object) in section.objects.enumerated() {
                paths[object] = IndexPath(row: r, section: s)
            }
        }
        return paths
    }
}
