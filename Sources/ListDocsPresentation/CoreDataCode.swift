import ListDocsEngine
import ListDocsScript

/// The code model of the changes a fetched-results app makes: it changes Core Data objects
/// (an `Item` entity with a `title`, sorted by a `position` and grouped into sections by a
/// `group`), saves the context, and the controller reports the changes to its delegate.
/// The positions in comments are where the fetched results put an object.
enum CoreDataCode {
    /// The Core Data change behind one array change; nil when the app writes nothing.
    static func change(_ operation: ArrayOperation) -> SwiftLine? {
        switch operation {
        case .setContent: nil
        case .setRow(let p, let label):
            SwiftLine(.assignment(.access(object(p), "title"), .string(label)))
        case .removeRow(let p):
            SwiftLine(delete(object(p)))
        case .insertRow(let p, let label):
            SwiftLine(
                .assignment(.access(newItem, "title"), .string(label)),
                note: "fetched at [\(p.section), \(p.row)]")
        case .moveRow(let from, let to), .putRow(let to, let from, _, _):
            SwiftLine(
                .assignment(.access(object(from), "position"), .integer(to.row)),
                note: "fetched at [\(to.section), \(to.row)]")
        case .removeSection(let s):
            SwiftLine(
                .forIn("item", objects(s), SwiftBlock([delete(.name("item"))]), oneLine: true))
        case .insertSection(let s, let section):
            SwiftLine(
                .forIn(
                    "title", .strings(section.rows),
                    SwiftBlock([.assignment(.access(newItem, "title"), .name("title"))]),
                    oneLine: true),
                note: "group \(SwiftCode.literal(section.title)), fetched as section \(s)")
        case .moveSection(let from, let to), .putSection(let to, let from, _, _):
            SwiftLine(
                .forIn(
                    "item", objects(from),
                    SwiftBlock([.assignment(.access(.name("item"), "groupPosition"), .integer(to))]
                    ),
                    oneLine: true),
                note: "fetched as section \(to)")
        case .dropEmptySection(let s):
            SwiftLine(.comment("section \(s) has no objects left: the controller drops it"))
        // A moved object is one object whose position changes, written once, where it lands.
        case .takeRow, .takeSection: nil
        }
    }

    /// A save of managed objects: the changes, `save()`, and what the controller reports,
    /// each with what the walkthrough's delegate does with it (in the model block).
    static func save(
        _ changes: [ObjectChange], _ save: FetchedResultsSave, calls: [TableViewCall],
        view: ListViewKind, delegate: FetchedResultsDelegateStyle
    ) -> SwiftBlock {
        var block = SwiftBlock(objectChanges(changes, save))
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
        var made = calls.makeIterator()
        for change in save.changes {
            let report = reportWords(change)
            switch change {
            case .sectionInserted where delegate == .rowsOnly,
                .sectionDeleted where delegate == .rowsOnly:
                block.append(.comment("  \(report): no section callback, the view is not told"))
            default:
                if let call = made.next() {
                    block.append(.comment("  \(report) → \(SwiftCode.call(call, view: view))"))
                }
            }
        }
        return block
    }

    /// The statements that change the objects, a new one named as it is made.
    private static func objectChanges(_ changes: [ObjectChange], _ save: FetchedResultsSave)
        -> [SwiftLine]
    {
        var lines: [SwiftLine] = []
        var created = 0
        func name(_ base: String) -> String {
            created += 1
            return created == 1 ? base : base + String(created)
        }
        for (change, placement) in zip(changes, save.groups) {
            switch change {
            case .delete(let path):
                lines.append(SwiftLine(delete(object(path))))
            case .insert(let path, let title, let group):
                let item = name("item")
                lines += [
                    SwiftLine(.constant(item, newItem)),
                    SwiftLine(.assignment(.access(.name(item), "title"), .string(title))),
                    SwiftLine(
                        .assignment(
                            .access(.name(item), "group"), .string(placement?.into ?? group ?? ""))),
                    SwiftLine(
                        .assignment(.access(.name(item), "position"), .integer(path.row)),
                        note: "sorts it to \(path)"),
                ]
            case .move(let from, let to, _):
                let item = name("moved")
                lines.append(SwiftLine(.constant(item, object(from))))
                if let placement, placement.into != placement.from {
                    lines.append(
                        SwiftLine(
                            .assignment(.access(.name(item), "group"), .string(placement.into))))
                }
                lines.append(
                    SwiftLine(
                        .assignment(.access(.name(item), "position"), .integer(to.row)),
                        note: "sorts it to \(to)"))
            case .update(let path, let title):
                lines.append(SwiftLine(.assignment(.access(object(path), "title"), .string(title))))
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

    /// `try? context.save()`.
    static let saving = SwiftExpression.tryOptional(.method(.controller(.context), "save"))

    /// `Item(context: context)`.
    static let newItem = SwiftExpression.new(
        "Item", [SwiftArgument("context", .controller(.context))])

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
