import ListDocsEngine

/// Swift source for what an app writes: table-view calls as UIKit spells them, and
/// changes to a data source kept as `sections[s].rows` arrays.
public enum SwiftCode {
    /// The call on `tableView`, e.g. `tableView.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)`.
    public static func call(_ call: TableViewCall) -> String {
        switch call {
        case .insertSections(let s, let a):
            "tableView.insertSections(\(indexSet(s)), with: \(animation(a)))"
        case .deleteSections(let s, let a):
            "tableView.deleteSections(\(indexSet(s)), with: \(animation(a)))"
        case .reloadSections(let s, let a):
            "tableView.reloadSections(\(indexSet(s)), with: \(animation(a)))"
        case .moveSection(let f, let t): "tableView.moveSection(\(f), toSection: \(t))"
        case .insertRows(let p, let a):
            "tableView.insertRows(at: \(paths(p)), with: \(animation(a)))"
        case .deleteRows(let p, let a):
            "tableView.deleteRows(at: \(paths(p)), with: \(animation(a)))"
        case .reloadRows(let p, let a):
            "tableView.reloadRows(at: \(paths(p)), with: \(animation(a)))"
        case .moveRow(let f, let t): "tableView.moveRow(at: \(path(f)), to: \(path(t)))"
        case .reloadData: "tableView.reloadData()"
        }
    }

    /// The array change, or nil for a change the app does not write (a fetched-results
    /// controller dropping an empty section never happens to plain arrays).
    public static func arrayChange(_ operation: ArrayOperation) -> String? {
        switch operation {
        case .setRow(let p, let label): "sections[\(p.section)].rows[\(p.row)] = \(literal(label))"
        case .removeRow(let p): "sections[\(p.section)].rows.remove(at: \(p.row))"
        case .removeSection(let s): "sections.remove(at: \(s))"
        case .insertSection(let s, let section):
            "sections.insert(Section(title: \(literal(section.title)), rows: [\(section.rows.map(literal).joined(separator: ", "))]), at: \(s))"
        case .insertRow(let p, let label):
            "sections[\(p.section)].rows.insert(\(literal(label)), at: \(p.row))"
        case .moveRow(let from, let to):
            "sections[\(to.section)].rows.insert(sections[\(from.section)].rows.remove(at: \(from.row)), at: \(to.row))"
        case .moveSection(let from, let to):
            "sections.insert(sections.remove(at: \(from)), at: \(to))"
        case .dropEmptySection: nil
        }
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
