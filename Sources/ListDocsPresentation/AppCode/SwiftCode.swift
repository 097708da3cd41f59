import ListDocsEngine
import ListDocsScript

/// The code model of what an app writes: table- and collection-view calls as UIKit spells
/// them, and changes to a data source kept as `sections[s].rows` arrays.
public enum SwiftCode {
    /// A question put to the collection view, as the app (or its layout) asks it, or the
    /// app's scroll.
    static func query(_ query: ViewQuery, view: ListViewKind = .collection) -> SwiftBlock {
        let receiver = SwiftExpression.controller(view == .table ? .tableView : .collectionView)
        let element = PathElement(view)
        switch query {
        case .numberOfItems(let section):
            let method = view == .table ? "numberOfRows" : "numberOfItems"
            return SwiftBlock([
                .constant(
                    "count",
                    .method(receiver, method, [SwiftArgument("inSection", .integer(section))]))
            ])
        case .layoutAttributes(let p):
            return SwiftBlock([
                .comment("what the layout returns from layoutAttributesForElements(in:)"),
                .constant(
                    "attributes",
                    .new(
                        "UICollectionViewLayoutAttributes",
                        [SwiftArgument("forCellWith", .indexPath(p, .item))])),
            ])
        case .scrollTo(let p, let at, let animated):
            let method = view == .table ? "scrollToRow" : "scrollToItem"
            let position = at.swiftName(collection: view != .table)
            return SwiftBlock([
                .expression(
                    .method(
                        receiver, method,
                        [
                            SwiftArgument("at", .indexPath(p, element)),
                            SwiftArgument("at", .dot(position)),
                            SwiftArgument("animated", .keyword(animated ? "true" : "false")),
                        ]))
            ])
        }
    }

    /// The call as the view's API spells it: on `tableView`, e.g.
    /// `tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)`, or on
    /// `collectionView`, e.g. `collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])`.
    public static func call(_ call: TableViewCall, view: ListViewKind = .table) -> String {
        SwiftPrinter.print(SwiftBlock([.expression(expression(call, view: view))])).text
    }

    /// The call as an expression of the code model.
    static func expression(_ call: TableViewCall, view: ListViewKind) -> SwiftExpression {
        let receiver = SwiftExpression.controller(view == .table ? .tableView : .collectionView)
        let element = PathElement(view)
        // A table view's calls name their animation; a collection view's have none.
        func with(_ a: RowAnimation) -> [SwiftArgument] {
            view == .table ? [SwiftArgument("with", .dot(a.rawValue))] : []
        }
        func paths(_ p: [IndexPath]) -> SwiftExpression {
            .array(p.map { .indexPath($0, element) })
        }
        let method = view.methodName(call.kind)
        return switch call {
        case .insertSections(let s, let a), .deleteSections(let s, let a),
            .reloadSections(let s, let a):
            .method(receiver, method, [.bare(indexSet(s))] + with(a))
        case .moveSection(let f, let t):
            .method(
                receiver, method, [.bare(.integer(f)), SwiftArgument("toSection", .integer(t))])
        case .insertRows(let p, let a), .deleteRows(let p, let a), .reloadRows(let p, let a):
            .method(receiver, method, [SwiftArgument("at", paths(p))] + with(a))
        case .moveRow(let f, let t):
            .method(
                receiver, method,
                [
                    SwiftArgument("at", .indexPath(f, element)),
                    SwiftArgument("to", .indexPath(t, element)),
                ])
        case .reloadData: .method(receiver, method)
        }
    }

    /// The statements that make these array changes, in order. A move takes the element
    /// out and puts it back (`let moved = sections[0].rows.remove(at: 0)`, then
    /// `sections[1].rows.insert(moved, at: 2)`), numbering the names when a step moves more
    /// than one. A fetched-results controller's own drop of an empty section writes nothing.
    static func arrayChanges(_ operations: [ArrayOperation], view: ListViewKind = .table)
        -> SwiftBlock
    {
        var writer = ArrayChangeWriter(view: view, operations: operations)
        for operation in operations { writer.write(operation) }
        return SwiftBlock(writer.statements)
    }

    /// `sections = [Section(title: "A", rows: ["a"]), …]`, a line per section.
    static func assignment(_ list: SectionedList, view: ListViewKind) -> SwiftStatement {
        .assignment(.controller(.sections), sectionsLiteral(list, view: view))
    }

    /// The model's array as the model block declares it and `diff to` sets it: a
    /// `Section(…)` per line.
    static func sectionsLiteral(_ list: SectionedList, view: ListViewKind) -> SwiftExpression {
        .array(list.sections.map { section($0, view: view) }, oneLineEach: true)
    }

    /// `Section(title: "A", rows: ["a", "b"])`.
    static func section(_ section: ListSection, view: ListViewKind) -> SwiftExpression {
        .new(
            "Section",
            [
                SwiftArgument("title", .string(section.title)),
                SwiftArgument(view.elements, .strings(section.rows)),
            ])
    }

    /// `IndexSet(integer: 2)`, or `IndexSet([1, 2])`.
    static func indexSet(_ sections: [Int]) -> SwiftExpression {
        sections.count == 1
            ? .new("IndexSet", [SwiftArgument("integer", .integer(sections[0]))])
            : .new("IndexSet", [.bare(.array(sections.map(SwiftExpression.integer)))])
    }

    /// `.fade`.
    static func animation(_ a: RowAnimation) -> String { "." + a.rawValue }

    /// A Swift string literal, for the fixed code that is still written as text.
    static func literal(_ text: String) -> String { SwiftPrinter.literal(text) }

    /// A title's ASCII letters and digits as a lower camel case name ("Delete Odd Numbers"
    /// → `deleteOddNumbers`); empty when it has none. A caller adds what makes it a name
    /// (a prefix before a digit, a suffix).
    static func lowerCamelCase(_ title: String) -> String {
        let words = title.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = ""
        for (index, word) in words.enumerated() {
            let lower = word.lowercased()
            name += index == 0 ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        return name
    }
}
