import ListDocsEngine

/// Step code moved into a method that receives an index path as a parameter names it by
/// the parameter: `IndexPath(row: 8, section: 0)` becomes `indexPath`, and
/// `sections[0].rows.remove(at: 8)` becomes
/// `sections[indexPath.section].rows.remove(at: indexPath.row)`, as the app writes it once
/// for every row rather than for the one the walkthrough shows.
enum IndexPathParameter {
    static func replacing(
        _ path: IndexPath, with name: String, in lines: [String], view: ListViewKind
    ) -> [String] {
        let element = view == .table ? "row" : "item"
        let elements = view.elements
        let literal = "IndexPath(\(element): \(path.row), section: \(path.section))"
        let section = "sections[\(path.section)].\(elements)"
        let named = "sections[\(name).section].\(elements)"
        return lines.map { line in
            var line = line.replacing(literal, with: name)
            line = line.replacing(
                "\(section).remove(at: \(path.row))",
                with: "\(named).remove(at: \(name).\(element))")
            line = line.replacing(
                "\(section)[\(path.row)]", with: "\(named)[\(name).\(element)]")
            if line.hasPrefix("\(section).insert("), line.hasSuffix(", at: \(path.row))") {
                line =
                    named + line.dropFirst(section.count).dropLast(", at: \(path.row))".count)
                    + ", at: \(name).\(element))"
            }
            return line
        }
    }
}
