import ListDocsEngine

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
            "\(objects(s)).forEach { context.delete($0) }"
        case .insertSection(let s, let section):
            "for title in [\(section.rows.map(SwiftCode.literal).joined(separator: ", "))] { Item(context: context).title = title }"
                + "  // group \(SwiftCode.literal(section.title)), fetched as section \(s)"
        case .moveSection(let from, let to):
            "\(objects(from)).forEach { $0.groupPosition = \(to) }  // fetched as section \(to)"
        case .dropEmptySection(let s):
            "// section \(s) has no objects left: the controller drops it"
        // A moved object is one object whose position changes, written once, where it lands.
        case .takeRow, .takeSection: nil
        case .putRow(let to, let from, _, _):
            "\(object(from)).position = \(to.row)  // fetched at [\(to.section), \(to.row)]"
        case .putSection(let to, let from, _, _):
            "\(objects(from)).forEach { $0.groupPosition = \(to) }  // fetched as section \(to)"
        }
    }

    /// The object the controller fetched at `p`.
    static func object(_ p: IndexPath) -> String {
        "fetchedResultsController.object(at: \(SwiftCode.path(p)))"
    }

    /// The objects of section `s`.
    static func objects(_ s: Int) -> String {
        "(fetchedResultsController.sections![\(s)].objects as! [Item])"
    }
}
