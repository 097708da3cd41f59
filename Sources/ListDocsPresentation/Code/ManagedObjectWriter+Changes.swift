import ListDocsEngine

/// The changes a fetched-results app makes, each written to its objects and their arrays.
extension ManagedObjectWriter {
    /// A new object: `Item(context: context)` from iOS 10, before it what Core Data had
    /// from its first version, `NSEntityDescription.insertNewObject(forEntityName: "Item",
    /// into: context) as! Item`.
    var newItem: SwiftExpression {
        guard ios < UIKitVersion(10) else {
            return .new("Item", [SwiftArgument("context", .controller(.context))])
        }
        let insert = SwiftExpression.method(
            .type(.named("NSEntityDescription")), "insertNewObject",
            [
                SwiftArgument("forEntityName", .string("Item")),
                SwiftArgument("into", .controller(.context)),
            ])
        return .infix(insert, "as!", .type(.named("Item")))
    }

    private mutating func set(
        _ object: String, _ key: String, _ value: SwiftExpression, note: String? = nil
    ) {
        append(.assignment(.access(.name(object), key), value), note: note)
    }

    /// `context.delete(fruit.remove(at: 2))`.
    mutating func delete(_ p: IndexPath) {
        if p.section < groups.count, groups[p.section].asFetched {
            groups[p.section].directDeletes.append((lines.count, p.row))
            append(
                .expression(
                    .method(
                        .controller(.context), "delete",
                        [.bare(fetchedObject(p.section, row: p.row))])))
            groups[p.section].changed = true
            groups[p.section].count -= 1
            return
        }
        let objects = array(p.section)
        let removed = change(objects, "remove", [SwiftArgument("at", .integer(p.row))])
        append(.expression(.method(.controller(.context), "delete", [.bare(removed)])))
        groups[p.section].count -= 1
    }

    /// `fruit[1].title = "Kiwi"`.
    mutating func update(_ p: IndexPath, title: String) {
        if p.section < groups.count, groups[p.section].asFetched {
            append(
                .assignment(.access(fetchedObject(p.section, row: p.row), "title"), .string(title)))
            return
        }
        let objects = array(p.section)
        append(
            .assignment(.access(.subscripted(objects, .integer(p.row)), "title"), .string(title)))
    }

    /// A new object fetched at `p`: in the section there, or (`newGroup`) in a new section
    /// of that name at that index.
    mutating func insert(_ title: String, at p: IndexPath, newGroup: String?) {
        let item = fresh("item")
        append(.constant(item, newItem))
        set(item, "title", .string(title))
        place(item, at: p, newGroup: newGroup, moving: false)
    }

    /// The object at `from` moves to `to` (with `newGroup`, into a new section there).
    mutating func move(_ from: IndexPath, to: IndexPath, newGroup: String?) {
        let moved = take(from)
        place(moved.name, at: to, newGroup: newGroup, movingFrom: moved.group)
    }

    /// Takes the object at `p` out of its section's array: `let moved = fruit.remove(at: 0)`.
    mutating func take(_ p: IndexPath) -> (name: String, group: String) {
        let objects = array(p.section)
        let name = fresh("moved")
        append(.constant(name, change(objects, "remove", [SwiftArgument("at", .integer(p.row))])))
        groups[p.section].count -= 1
        return (name, groups[p.section].title)
    }

    /// Puts object `name` (new, or from section `movingFrom`) where it is fetched at `p`.
    mutating func place(
        _ name: String, at p: IndexPath, newGroup: String?, movingFrom: String? = nil,
        moving: Bool = true
    ) {
        let note = "sorts it to \(p)"
        if let newGroup {
            set(name, "group", .string(newGroup))
            set(name, "groupPosition", groupKey(at: p.section))
            set(name, "position", .integer(0), note: note)
            groups.insert(
                Group(title: newGroup, fetchedIndex: nil, variable: nil, count: 1, members: [name]),
                at: min(p.section, groups.count))
            return
        }
        _ = array(p.section)
        if !moving || movingFrom != groups[p.section].title {
            set(name, "group", .string(groups[p.section].title))
            set(name, "groupPosition", memberGroupKey(p.section))
        }
        set(name, "position", positionKey(p.section, p.row), note: note)
        let objects = array(p.section)
        append(
            .expression(
                change(
                    objects, "insert", [.bare(.name(name)), SwiftArgument("at", .integer(p.row))])))
        groups[p.section].count += 1
    }

    /// Every object of section `s` deleted: `for item in fruit { context.delete(item) }`.
    mutating func deleteSection(_ s: Int) {
        let objects =
            s < groups.count && groups[s].asFetched
            ? Self.fetchedObjects(groups[s].fetchedIndex ?? s) : array(s)
        append(
            .forIn(
                "item", objects,
                SwiftBlock([
                    .expression(.method(.controller(.context), "delete", [.bare(.name("item"))]))
                ]),
                oneLine: true))
        groups.remove(at: s)
    }

    /// A new section of objects, fetched as section `s`.
    mutating func insertSection(_ s: Int, _ section: ListSection) {
        guard !section.rows.isEmpty else {
            append(.comment("a group with no objects is no section: nothing to save"))
            return
        }
        let key = fresh("groupPosition")
        append(.constant(key, groupKey(at: s)), note: "fetched as section \(s)")
        let body: [SwiftStatement] = [
            .constant("item", newItem),
            .assignment(.access(.name("item"), "title"), .name("title")),
            .assignment(.access(.name("item"), "group"), .string(section.title)),
            .assignment(.access(.name("item"), "groupPosition"), .name(key)),
            .assignment(
                .access(.name("item"), "position"),
                .call(.type(.named("Double")), [.bare(.name("index"))])),
        ]
        append(
            .forIn(
                "(index, title)", .method(.strings(section.rows), "enumerated"),
                SwiftBlock(body)))
        groups.insert(
            Group(
                title: section.title, fetchedIndex: nil, variable: nil, count: section.rows.count),
            at: min(s, groups.count))
    }

    /// Section `from`'s objects take a group key that sorts them as section `to`.
    mutating func moveSection(_ from: Int, to: Int) {
        let slot = Int.min + from
        takeSection(from, slot: slot)
        putSection(slot: slot, at: to)
    }

    mutating func takeSection(_ s: Int, slot: Int) {
        _ = array(s)
        takenGroups[slot] = groups.remove(at: s)
    }

    mutating func putSection(slot: Int, at s: Int) {
        guard let group = takenGroups.removeValue(forKey: slot), let name = group.variable else {
            return
        }
        let key = groupKey(at: s)
        append(
            .forIn(
                "item", .name(name),
                SwiftBlock([.assignment(.access(.name("item"), "groupPosition"), key)]),
                oneLine: true),
            note: "fetched as section \(s)")
        groups.insert(group, at: min(s, groups.count))
    }
}
