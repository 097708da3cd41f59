import ListDocsEngine
import ListDocsTestSupport

/// Random scripts that drive the data source and the view separately, so that many of them
/// crash: the raw material for explaining reasons the engine really prints.
enum RandomScript {
    static func batch(view: ListViewKind, using g: inout SplitMix64) -> String {
        func n(_ bound: Int) -> Int { Int(g.next() % UInt64(bound)) }
        let sections = n(4)
        var counts = (0..<sections).map { _ in n(4) }
        var lines = ["state"]
        for (s, count) in counts.enumerated() {
            lines.append(
                "  S\(s):"
                    + (count == 0
                        ? "" : " " + (0..<count).map { "r\(s)-\($0)" }.joined(separator: ", ")))
        }
        let prefix = view == .table ? "table" : "collection"
        let rows =
            view == .table
            ? ("deleteRows", "insertRows", "moveRow", "reloadRows")
            : ("deleteItems", "insertItems", "moveItem", "reloadItems")
        func path() -> String { "[\(n(3)), \(n(4))]" }
        var body: [String] = []
        for _ in 0..<(1 + n(4)) {
            switch n(11) {
            case 0, 1:
                // A valid model change, so that the view calls are sometimes right.
                if let s = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &g) {
                    body.append("data remove [\(s), \(counts[s] - 1)]")
                    counts[s] -= 1
                }
            case 2:
                if !counts.isEmpty {
                    let s = n(counts.count)
                    body.append("data insert \"x\(body.count)\" at [\(s), \(counts[s])]")
                    counts[s] += 1
                }
            case 3:
                if !counts.isEmpty, n(2) == 0 {
                    body.append("data remove section \(counts.count - 1)")
                    counts.removeLast()
                } else {
                    body.append("data insert section \(counts.count) \"N\(body.count)\":")
                    counts.append(0)
                }
            case 4: body.append("\(prefix) \(rows.0) \(path())")
            case 5: body.append("\(prefix) \(rows.1) \(path())")
            case 6: body.append("\(prefix) \(rows.2) \(path()) to \(path())")
            case 7: body.append("\(prefix) \(rows.3) \(path())")
            case 8: body.append("\(prefix) deleteSections \(n(4))")
            case 9: body.append("\(prefix) insertSections \(n(4))")
            default: body.append("\(prefix) moveSection \(n(4)) to \(n(4))")
            }
        }
        lines.append("batch")
        lines += body.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension RandomScript {
    /// A diffable walkthrough whose snapshot edits name identifiers that may be missing,
    /// repeated or already there.
    static func diffable(view: ListViewKind, ios: UIKitVersion, using g: inout SplitMix64) -> String
    {
        func n(_ bound: Int) -> Int { Int(g.next() % UInt64(bound)) }
        let items = ["Kiwi", "Fig", "Leek", "Lime", "고래밥", "say \\\"hi\\\"", "a, b"]
        let sections = ["Fruit", "Veg", "Nuts", "Snack bar"]
        func item() -> String { "\"" + items[n(items.count)] + "\"" }
        func section() -> String { "\"" + sections[n(sections.count)] + "\"" }
        var lines = ["state", "  Fruit: Kiwi, Fig", "  Veg: Leek"]
        if n(6) == 0 {
            lines.append(
                view == .table ? "table deleteRows [0, 0]" : "collection deleteItems [0, 0]")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(n(4) == 0 ? "new snapshot" : "snapshot")
        for _ in 0..<(1 + n(3)) {
            let edit: String
            switch n(13) {
            case 0: edit = "append items \(item()), \(item())"
            case 1: edit = "append items \(item()) to \(section())"
            case 2: edit = "insert items \(item()) before \(item())"
            case 3: edit = "insert items \(item()) after \(item())"
            case 4: edit = "append sections \(section()), \(section())"
            case 5: edit = "insert sections \(section()) before \(section())"
            case 6: edit = "move item \(item()) after \(item())"
            case 7: edit = "move section \(section()) before \(section())"
            case 8: edit = "reload items \(item())"
            case 9:
                edit = ios.major >= 15 ? "reconfigure items \(item())" : "reload items \(item())"
            case 10: edit = "reload sections \(section())"
            case 11: edit = "delete items \(item())"
            default: edit = "append sections \(section())"
            }
            lines.append("  " + edit)
        }
        lines.append("apply")
        return lines.joined(separator: "\n") + "\n"
    }
}
