import ListDocsEngine
import ListDocsScript

/// The code model of the changes a fetched-results app makes: it changes Core Data objects
/// (an `Item` entity with a `title`, sorted by a `position` and grouped into sections by a
/// `group`), saves the context, and the controller reports the changes to its delegate.
/// The positions in comments are where the fetched results put an object.
enum CoreDataCode {
    /// The Core Data changes behind a step's array changes, made to the objects the
    /// controller fetched as `before`.
    static func changes(_ operations: [ArrayOperation], before: SectionedList, ios: UIKitVersion)
        -> [SwiftLine]
    {
        var writer = ManagedObjectWriter(before: before, ios: ios)
        for operation in operations {
            switch operation {
            case .setContent: break
            case .setRow(let p, let label): writer.update(p, title: label)
            case .removeRow(let p): writer.delete(p)
            case .insertRow(let p, let label): writer.insert(label, at: p, newGroup: nil)
            case .moveRow(let from, let to): writer.move(from, to: to, newGroup: nil)
            case .takeRow(let p, let slot): writer.taken[slot] = writer.take(p)
            case .putRow(let p, _, let slot, _):
                if let moved = writer.taken.removeValue(forKey: slot) {
                    writer.place(moved.name, at: p, newGroup: nil, movingFrom: moved.group)
                }
            case .removeSection(let s): writer.deleteSection(s)
            case .insertSection(let s, let section): writer.insertSection(s, section)
            case .moveSection(let from, let to): writer.moveSection(from, to: to)
            case .takeSection(let s, let slot): writer.takeSection(s, slot: slot)
            case .putSection(let s, _, let slot, _): writer.putSection(slot: slot, at: s)
            case .dropEmptySection(let s):
                writer.append(.comment("section \(s) has no objects left: the controller drops it"))
            }
        }
        return writer.statements
    }

    /// The array changes by which `calls`, made as one UIKit batch, take `before` to
    /// `after`; none when they do not.
    static func operations(
        reaching after: SectionedList, from before: SectionedList, by calls: [TableViewCall]
    ) -> [ArrayOperation] {
        var edits: [BatchEdit] = []
        for call in calls {
            switch call {
            case .deleteRows(let paths, _): edits += paths.map { .deleteRow($0) }
            case .insertRows(let paths, _):
                edits += paths.map { .insertRow($0, after.label(at: $0) ?? "") }
            case .moveRow(let from, let to): edits.append(.moveRow(from, to: to))
            case .reloadRows(let paths, _): edits += paths.map { .reloadRow($0, nil) }
            case .deleteSections(let sections, _): edits += sections.map { .deleteSection($0) }
            case .insertSections(let sections, _):
                edits += sections.filter { after.sections.indices.contains($0) }.map {
                    .insertSection($0, after.sections[$0])
                }
            case .moveSection(let from, let to): edits.append(.moveSection(from, to: to))
            case .reloadSections, .reloadData: break
            }
        }
        var source = DataSource(before, mode: .fetchedResults)
        guard let operations = try? source.apply(batch: edits), source.list == after else {
            return []
        }
        return operations
    }

    /// A save of managed objects: the changes, `save()`, and what the controller reports,
    /// each with what the walkthrough's delegate does with it (in the model block).
    static func save(
        _ changes: [ObjectChange], _ save: FetchedResultsSave, calls: [TableViewCall],
        view: ListViewKind, ios: UIKitVersion, delegate: FetchedResultsDelegateStyle
    ) -> SwiftBlock {
        var block = SwiftBlock(objectChanges(changes, save, ios: ios))
        block.append(.expression(saving))
        block.append(.blank)
        if delegate == .snapshot {
            block.append(
                .comment("The controller hands controller(_:didChangeContentWith:) a snapshot of"))
            block.append(
                .comment("object IDs; the data source diffs it against the one on screen:"))
            for call in calls { block.append(.comment("  " + SwiftCode.call(call, view: view))) }
            if calls.isEmpty {
                block.append(.comment("  the same IDs in the same order: nothing to do"))
            }
            return block
        }
        block.append(
            .comment("The controller reports each change to the delegate (the model block):"))
        // On a page that shows Objective-C, the calls in the comments are its messages.
        let callText: (TableViewCall) -> String =
            ios < ScriptAttributes.objectiveCPagesBefore && view == .table
            ? { ObjectiveCTranslation(view: view, ios: ios).callText($0) }
            : { SwiftCode.call($0, view: view) }
        var made = calls.makeIterator()
        for change in save.changes {
            let report = reportWords(change)
            switch change {
            case .sectionInserted where delegate == .rowsOnly,
                .sectionDeleted where delegate == .rowsOnly:
                block.append(.comment("  \(report): no section callback, the view is not told"))
            default:
                if let call = made.next() {
                    block.append(.comment("  \(report) → \(callText(call))"))
                }
            }
        }
        return block
    }

    /// The statements that change the objects, made to the objects fetched before the save.
    private static func objectChanges(
        _ changes: [ObjectChange], _ save: FetchedResultsSave, ios: UIKitVersion
    ) -> [SwiftLine] {
        var writer = ManagedObjectWriter(before: save.before, ios: ios)
        for change in changes {
            switch change {
            case .delete(let path): writer.delete(path)
            case .insert(let path, let title, let group):
                writer.insert(title, at: path, newGroup: group)
            case .move(let from, let to, let group): writer.move(from, to: to, newGroup: group)
            case .update(let path, let title): writer.update(path, title: title)
            }
        }
        return writer.statements
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

    /// `try? context.save()`.
    static let saving = SwiftExpression.tryOptional(.method(.controller(.context), "save"))

    /// `context.delete(object)`.
    static func delete(_ object: SwiftExpression) -> SwiftStatement {
        .expression(.method(.controller(.context), "delete", [.bare(object)]))
    }

    /// The object the controller fetched at `p`.
    static func object(_ p: IndexPath) -> SwiftExpression {
        .method(
            .controller(.fetchedResultsController), "object",
            [SwiftArgument("at", .indexPath(p, .row))])
    }

    /// The objects of section `s`.
    static func objects(_ s: Int) -> SwiftExpression {
        let section = SwiftExpression.subscripted(
            .access(.controller(.fetchedResultsController), "sections"), .integer(s), optional: true
        )
        return .infix(
            .conditionalCast(.access(section, "objects"), .array(.named("Item"))), "??", .array([]))
    }
}
