import ListDocsEngine
import ListDocsScript

/// Swift source for what an app writes: table-view calls as UIKit spells them, and
/// changes to a data source kept as `sections[s].rows` arrays.
public enum SwiftCode {
    /// A question put to the collection view, as the app (or its layout) asks it, or the
    /// app's scroll.
    static func query(_ query: ViewQuery, view: ListViewKind = .collection) -> [String] {
        switch query {
        case .numberOfItems(let section) where view == .table:
            ["let count = tableView.numberOfRows(inSection: \(section))"]
        case .numberOfItems(let section):
            ["let count = collectionView.numberOfItems(inSection: \(section))"]
        case .layoutAttributes(let p):
            [
                "// what the layout returns from layoutAttributesForElements(in:)",
                "let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: \(p.row), section: \(p.section)))",
            ]
        case .scrollTo(let p) where view == .table:
            ["tableView.scrollToRow(at: \(path(p)), at: .middle, animated: true)"]
        case .scrollTo(let p):
            [
                "collectionView.scrollToItem(at: \(itemPath(p)), at: .centeredVertically, animated: true)"
            ]
        }
    }

    /// The call as the view's API spells it: on `tableView`, e.g.
    /// `tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)`, or on
    /// `collectionView`, e.g. `collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])`.
    public static func call(_ call: TableViewCall, view: ListViewKind = .table) -> String {
        let method = view.receiver + "." + view.methodName(call.kind)
        let path = view == .table ? path : itemPath
        let paths = view == .table ? paths : itemPaths
        // A table view's calls name their animation; a collection view's have none.
        func with(_ a: RowAnimation) -> String { view == .table ? ", with: \(animation(a))" : "" }
        return switch call {
        case .insertSections(let s, let a), .deleteSections(let s, let a),
            .reloadSections(let s, let a):
            "\(method)(\(indexSet(s))\(with(a)))"
        case .moveSection(let f, let t): "\(method)(\(f), toSection: \(t))"
        case .insertRows(let p, let a), .deleteRows(let p, let a), .reloadRows(let p, let a):
            "\(method)(at: \(paths(p))\(with(a)))"
        case .moveRow(let f, let t): "\(method)(at: \(path(f)), to: \(path(t)))"
        case .reloadData: "\(method)()"
        }
    }

    /// `IndexPath(item: 3, section: 0)`.
    static func itemPath(_ p: IndexPath) -> String {
        "IndexPath(item: \(p.row), section: \(p.section))"
    }

    static func itemPaths(_ p: [IndexPath]) -> String {
        "[" + p.map(itemPath).joined(separator: ", ") + "]"
    }

    /// The lines that make these array changes, in order. A move takes the element out
    /// and puts it back (`let moved = sections[0].rows.remove(at: 0)`, then
    /// `sections[1].rows.insert(moved, at: 2)`), numbering the names when a step moves more
    /// than one. A fetched-results controller's own drop of an empty section writes nothing.
    public static func arrayChanges(_ operations: [ArrayOperation], view: ListViewKind = .table)
        -> [String]
    {
        let rows = view.elements
        let moves = operations.filter {
            switch $0 {
            case .moveRow, .moveSection, .takeRow, .takeSection: true
            default: false
            }
        }.count
        // A row or section taken out in a batch is named when taken and used when put back.
        var taken: [Int: String] = [:]
        var lines: [String] = []
        var moveNumber = 0
        func name(_ base: String) -> String {
            moveNumber += 1
            return moves > 1 ? base + String(moveNumber) : base
        }
        for operation in operations {
            switch operation {
            case .setRow(let p, let label):
                lines.append("sections[\(p.section)].\(rows)[\(p.row)] = \(literal(label))")
            case .removeRow(let p):
                lines.append("sections[\(p.section)].\(rows).remove(at: \(p.row))")
            case .removeSection(let s): lines.append("sections.remove(at: \(s))")
            case .insertSection(let s, let section):
                let labels = section.rows.map(literal).joined(separator: ", ")
                lines.append(
                    "sections.insert(Section(title: \(literal(section.title)), \(rows): [\(labels)]), at: \(s))"
                )
            case .insertRow(let p, let label):
                lines.append(
                    "sections[\(p.section)].\(rows).insert(\(literal(label)), at: \(p.row))")
            case .moveRow(let from, let to):
                let moved = name("moved")
                lines.append(
                    "let \(moved) = sections[\(from.section)].\(rows).remove(at: \(from.row))")
                lines.append("sections[\(to.section)].\(rows).insert(\(moved), at: \(to.row))")
            case .moveSection(let from, let to):
                let moved = name("section")
                lines.append("let \(moved) = sections.remove(at: \(from))")
                lines.append("sections.insert(\(moved), at: \(to))")
            case .dropEmptySection: break
            case .setContent(let id, let text):
                lines.append("contents[\(literal(id))] = \(literal(text))")
            case .takeRow(let p, let slot):
                let moved = name("moved")
                taken[slot] = moved
                lines.append("let \(moved) = sections[\(p.section)].\(rows).remove(at: \(p.row))")
            case .putRow(let p, _, let slot, let label):
                lines.append(
                    "sections[\(p.section)].\(rows).insert(\(taken[slot] ?? literal(label)), at: \(p.row))"
                )
            case .takeSection(let s, let slot):
                let moved = name("section")
                taken[slot] = moved
                lines.append("let \(moved) = sections.remove(at: \(s))")
            case .putSection(let s, _, let slot, _):
                lines.append("sections.insert(\(taken[slot] ?? "section"), at: \(s))")
            }
        }
        return lines
    }

    /// `sections = [Section(title: "A", rows: ["a"]), …]`, a line per section.
    static func assignment(_ list: SectionedList, view: ListViewKind) -> [String] {
        sectionsLiteral(list, view: view, opening: "sections =")
    }

    /// `opening [`, a `Section(…)` line per section, `]` (or `opening []` for none): the
    /// model's array as the model block declares it and `diff to` sets it.
    static func sectionsLiteral(_ list: SectionedList, view: ListViewKind, opening: String)
        -> [String]
    {
        guard !list.sections.isEmpty else { return [opening + " []"] }
        return [opening + " ["]
            + list.sections.map {
                "    Section(title: \(literal($0.title)), \(view.elements): [\($0.rows.map(literal).joined(separator: ", "))]),"
            } + ["]"]
    }

    /// The names of the view controller's properties that step code uses.
    static let properties: Set<Substring> = [
        "sections", "tableView", "collectionView", "contents", "dataSource",
        "fetchedResultsController", "context",
    ]

    /// `line` with `self.` before each of the view controller's properties, as Swift wants
    /// inside an escaping closure (`performBatchUpdates`' updates, a queue's work).
    static func explicitSelf(_ line: String) -> String {
        var result = ""
        var word = ""
        var previous: Character = " "
        var inString = false
        func flush() {
            if !word.isEmpty, previous != ".", properties.contains(Substring(word)) {
                result += "self."
            }
            result += word
            word = ""
        }
        for character in line {
            if !inString,
                character.isLetter || character == "_" || (!word.isEmpty && character.isNumber)
            {
                if word.isEmpty { previous = result.last ?? " " }
                word.append(character)
                continue
            }
            flush()
            if character == "\"" && result.last != "\\" { inString.toggle() }
            result.append(character)
        }
        flush()
        return result
    }

    /// `.fade`.
    static func animation(_ a: RowAnimation) -> String { "." + a.rawValue }

    /// `IndexPath(row: 3, section: 0)`.
    static func path(_ p: IndexPath) -> String { "IndexPath(row: \(p.row), section: \(p.section))" }

    static func paths(_ p: [IndexPath]) -> String {
        "[" + p.map(path).joined(separator: ", ") + "]"
    }

    static func indexSet(_ sections: [Int]) -> String {
        sections.count == 1
            ? "IndexSet(integer: \(sections[0]))"
            : "IndexSet([\(sections.map(String.init).joined(separator: ", "))])"
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
