import ListDocsEngine
import ListDocsScript

/// Swift source for the changes a fetched-results app makes: it changes Core Data objects
/// (an `Item` entity with a `title`, sorted by a `position` and grouped into sections by a
/// `group`), saves the context, and the controller reports the changes to its delegate.
/// The positions in comments are where the fetched results put an object.
enum CoreDataCode {
    /// The Core Data change behind one array change; nil when the app writes nothing.
    static func change(_ operation: ArrayOperation) -> String? {
        switch operation {
        case .setContent: nil
        case .setRow(let p, let label):
            "\(object(p)).title = \(SwiftCode.literal(label))"
        case .removeRow(let p):
            "context.delete(\(object(p)))"
        case .insertRow(let p, let label):
            "Item(context: context).title = \(SwiftCode.literal(label))  // fetched at [\(p.section), \(p.row)]"
        case .moveRow(let from, let to):
            "\(object(from)).position = \(to.row)  // fetched at [\(to.section), \(to.row)]"
        case .removeSection(let s):
            "for item in \(objects(s)) { context.delete(item) }"
        case .insertSection(let s, let section):
            "for title in [\(section.rows.map(SwiftCode.literal).joined(separator: ", "))] { Item(context: context).title = title }"
                + "  // group \(SwiftCode.literal(section.title)), fetched as section \(s)"
        case .moveSection(let from, let to):
            "for item in \(objects(from)) { item.groupPosition = \(to) }  // fetched as section \(to)"
        case .dropEmptySection(let s):
            "// section \(s) has no objects left: the controller drops it"
        // A moved object is one object whose position changes, written once, where it lands.
        case .takeRow, .takeSection: nil
        case .putRow(let to, let from, _, _):
            "\(object(from)).position = \(to.row)  // fetched at [\(to.section), \(to.row)]"
        case .putSection(let to, let from, _, _):
            "for item in \(objects(from)) { item.groupPosition = \(to) }  // fetched as section \(to)"
        }
    }

    /// A save of managed objects: the changes, `save()`, and what the controller reports,
    /// each with what the walkthrough's delegate does with it (in the model block).
    static func save(
        _ changes: [ObjectChange], _ save: FetchedResultsSave, calls: [TableViewCall],
        view: ListViewKind, delegate: FetchedResultsDelegateStyle
    ) -> [String] {
        var lines: [String] = []
        var created = 0
        func name(_ base: String) -> String {
            created += 1
            return created == 1 ? base : base + String(created)
        }
        for (change, placement) in zip(changes, save.groups) {
            switch change {
            case .delete(let path):
                lines.append("context.delete(\(object(path)))")
            case .insert(let path, let title, let group):
                let item = name("item")
                lines.append("let \(item) = Item(context: context)")
                lines.append("\(item).title = \(SwiftCode.literal(title))")
                lines.append("\(item).group = \(SwiftCode.literal(placement?.into ?? group ?? ""))")
                lines.append("\(item).position = \(path.row)  // sorts it to \(path)")
            case .move(let from, let to, _):
                let item = name("moved")
                lines.append("let \(item) = \(object(from))")
                if let placement, placement.into != placement.from {
                    lines.append("\(item).group = \(SwiftCode.literal(placement.into))")
                }
                lines.append("\(item).position = \(to.row)  // sorts it to \(to)")
            case .update(let path, let title):
                lines.append("\(object(path)).title = \(SwiftCode.literal(title))")
            }
        }
        lines.append("try? context.save()")
        lines.append("")
        if delegate == .snapshot {
            lines.append(
                "// The controller hands controller(_:didChangeContentWith:) a snapshot of")
            lines.append("// object IDs; the data source diffs it against the one on screen:")
            lines += calls.map { "//   " + SwiftCode.call($0, view: view) }
            if calls.isEmpty { lines.append("//   the same IDs in the same order: nothing to do") }
            return lines
        }
        lines.append("// The controller reports each change to the delegate (the model block):")
        var made = calls.makeIterator()
        for change in save.changes {
            let report = reportWords(change)
            if case .sectionInserted = change, delegate == .rowsOnly {
                lines.append("//   \(report): no section callback, the view is not told")
            } else if case .sectionDeleted = change, delegate == .rowsOnly {
                lines.append("//   \(report): no section callback, the view is not told")
            } else if let call = made.next() {
                lines.append("//   \(report) → \(SwiftCode.call(call, view: view))")
            }
        }
        return lines
    }

    /// A report of the controller's in words: `section 1 deleted`, `object [0, 2] inserted`.
    static func reportWords(_ change: FetchedResultsSave.Change) -> String {
        switch change {
        case .sectionInserted(let index, let name): "section \(index) “\(name)” inserted"
        case .sectionDeleted(let index, let name): "section \(index) “\(name)” deleted"
        case .objectInserted(let path): "object \(path) inserted"
        case .objectDeleted(let path): "object \(path) deleted"
        case .objectMoved(let from, let to): "object \(from) moved to \(to)"
        case .objectUpdated(let path): "object \(path) updated"
        }
    }

    /// The object the controller fetched at `p`.
    static func object(_ p: IndexPath) -> String {
        "fetchedResultsController.object(at: \(SwiftCode.path(p)))"
    }

    /// The objects of section `s`.
    static func objects(_ s: Int) -> String {
        "fetchedResultsController.sections?[\(s)].objects as? [Item] ?? []"
    }
}
