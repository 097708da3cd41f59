import ListDocsEngine
import ListDocsScript

/// What a crash log's stack trace says about the call the app made: the first frame that is
/// one of the view's update calls (`-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]`,
/// `-[UICollectionView insertItemsAtIndexPaths:]`), read as the line of the language that
/// makes it. An explanation that can die of its message with that call uses it, and says
/// where it read it.
struct StackEvidence: Equatable {
    /// The frame as the log names it.
    var frame: String
    /// The words a script line making that call contains (`delete row`, `deleteRows`…).
    var scriptWords: [String]

    /// The selectors of the update calls and the script words of each.
    private static let calls: [(selector: String, words: [String])] = [
        ("deleteRowsAtIndexPaths:", ["delete row", "deleteRows"]),
        ("deleteItemsAtIndexPaths:", ["delete item", "deleteItems"]),
        ("insertRowsAtIndexPaths:", ["insert row", "insertRows"]),
        ("insertItemsAtIndexPaths:", ["insert item", "insertItems"]),
        ("reloadRowsAtIndexPaths:", ["reload row", "reloadRows"]),
        ("reloadItemsAtIndexPaths:", ["reload item", "reloadItems"]),
        ("moveRowAtIndexPath:", ["move row", "moveRow"]),
        ("moveItemAtIndexPath:", ["move item", "moveItem"]),
        ("deleteSections:", ["delete section", "deleteSections"]),
        ("insertSections:", ["insert section", "insertSections"]),
        ("reloadSections:", ["reload section", "reloadSections"]),
        ("moveSection:", ["move section", "moveSection"]),
    ]

    /// The first update call a frame of `log` names on a `UITableView` or `UICollectionView`
    /// (or a subclass's frame that names the same selector); nil when none does.
    static func read(_ log: String) -> StackEvidence? {
        var searchFrom = log.startIndex
        while let open = log[searchFrom...].firstRange(of: "-[") {
            let rest = log[open.upperBound...]
            guard let close = rest.prefix(200).firstIndex(of: "]") else {
                searchFrom = open.upperBound
                continue
            }
            let inside = rest[..<close]
            let parts = inside.split(separator: " ", maxSplits: 1)
            if parts.count == 2,
                let call = calls.first(where: { parts[1].hasPrefix($0.selector) })
            {
                return StackEvidence(frame: "-[\(inside)]", scriptWords: call.words)
            }
            searchFrom = close
        }
        return nil
    }

    /// Whether the script of `commands` makes the call.
    func isMade(by commands: [Command], view: ListViewKind) -> Bool {
        let script = ScriptWriter(view: view).script(commands)
        return scriptWords.contains { script.contains($0) }
    }
}
