import ListDocsEngine
import ListDocsScript

/// What a crash log's stack trace says about the call the app made: the first frame that is
/// one of the view's update calls (`-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]`,
/// `-[UICollectionView insertItemsAtIndexPaths:]`) or a diffable snapshot's edit
/// (`-[NSDiffableDataSourceSnapshot appendItemsWithIdentifiers:intoSectionWithIdentifier:]`,
/// `NSDiffableDataSourceSnapshot.appendItems(_:toSection:)`), read as the line of the language
/// that makes it. An explanation that can die of its message with that call uses it, and says
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
        // A diffable snapshot's edits (`NSDiffableDataSourceSnapshot`, or UIKit's
        // `__UIDiffableDataSourceSnapshot` behind it) and the data source's apply.
        ("appendItemsWithIdentifiers:", ["append items"]),
        ("insertItemsWithIdentifiers:", ["insert items"]),
        ("deleteItemsWithIdentifiers:", ["delete items"]),
        ("moveItemWithIdentifier:", ["move item"]),
        ("reloadItemsWithIdentifiers:", ["reload items"]),
        ("reconfigureItemsWithIdentifiers:", ["reconfigure items"]),
        ("appendSectionsWithIdentifiers:", ["append sections"]),
        ("insertSectionsWithIdentifiers:", ["insert sections"]),
        ("deleteSectionsWithIdentifiers:", ["delete sections"]),
        ("moveSectionWithIdentifier:", ["move section"]),
        ("reloadSectionsWithIdentifiers:", ["reload sections"]),
    ]

    /// The same edits as a Swift frame names them (`NSDiffableDataSourceSnapshot.appendItems(_:toSection:)`).
    private static let swiftCalls: [(method: String, words: [String])] = [
        ("appendItems(", ["append items"]), ("insertItems(", ["insert items"]),
        ("deleteItems(", ["delete items"]), ("moveItem(", ["move item"]),
        ("reloadItems(", ["reload items"]), ("reconfigureItems(", ["reconfigure items"]),
        ("appendSections(", ["append sections"]), ("insertSections(", ["insert sections"]),
        ("deleteSections(", ["delete sections"]), ("moveSection(", ["move section"]),
        ("reloadSections(", ["reload sections"]),
    ]

    /// The first update call a frame of `log` names on a `UITableView` or `UICollectionView`
    /// (or a subclass's frame that names the same selector); nil when none does.
    static func read(_ log: String) -> StackEvidence? {
        let objectiveC = readObjectiveC(log)
        let swift = readSwift(log)
        switch (objectiveC, swift) {
        case (let a?, let b?): return a.at <= b.at ? a.evidence : b.evidence
        case (let a?, nil): return a.evidence
        case (nil, let b?): return b.evidence
        case (nil, nil): return nil
        }
    }

    /// The first Swift frame of a diffable snapshot's edit, and where it is.
    private static func readSwift(_ log: String) -> (evidence: StackEvidence, at: String.Index)? {
        var best: (StackEvidence, String.Index)?
        for type in ["NSDiffableDataSourceSnapshot."] {
            var searchFrom = log.startIndex
            while let found = log[searchFrom...].firstRange(of: type) {
                searchFrom = found.upperBound
                let rest = log[found.upperBound...]
                guard let call = swiftCalls.first(where: { rest.hasPrefix($0.method) }),
                    best.map({ found.lowerBound < $0.1 }) ?? true
                else { continue }
                let end = rest.prefix(120).firstIndex(of: ")") ?? rest.endIndex
                let frame = String(log[found.lowerBound...end])
                best = (StackEvidence(frame: frame, scriptWords: call.words), found.lowerBound)
                break
            }
        }
        return best.map { (evidence: $0.0, at: $0.1) }
    }

    /// The first `-[Class selector]` frame of an update call, and where it is.
    private static func readObjectiveC(_ log: String) -> (
        evidence: StackEvidence, at: String.Index
    )? {
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
                return (
                    StackEvidence(frame: "-[\(inside)]", scriptWords: call.words), open.lowerBound
                )
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
