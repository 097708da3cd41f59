/// What a reader who knows UIKit types first: a method's name where the language has a
/// command (`performBatchUpdates` for `batch`). The error for such a line says which form
/// to write instead of guessing at a spelling.
enum UIKitSpelling {
    /// UIKit's names (table and collection views, with or without a receiver or an
    /// argument list), and the form the language has for each.
    static let forms: [String: String] = [
        "performBatchUpdates": "batch", "beginUpdates": "batch", "endUpdates": "batch",
        "reloadData": "reload data",
        "deleteRows": "delete rows", "insertRows": "insert rows", "moveRow": "move row",
        "reloadRows": "reload rows",
        "deleteSections": "delete sections", "insertSections": "insert section",
        "moveSection": "move section", "reloadSections": "reload section",
        "deleteItems": "delete items (with view=collection in the info string)",
        "insertItems": "insert items (with view=collection in the info string)",
        "moveItem": "move item (with view=collection in the info string)",
        "reloadItems": "reload items (with view=collection in the info string)",
        "applySnapshotUsingReloadData": "apply using reload data",
    ]

    /// The form for `word` when it is a UIKit name (`tableView.deleteRows(at:with:)`
    /// included), or nil.
    static func form(for word: String) -> String? {
        var name = Substring(word)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if let open = name.firstIndex(of: "(") { name = name[..<open] }
        return forms[String(name)]
    }
}
