import ListDocsEngine
import ListDocsScript

/// Scenarios for a section snapshot's texts: an edit naming an item the outline does not
/// have. The message names the item; the outline around it is the walkthrough's choice.
extension Scenario {
    static func sectionSnapshot(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let missing = a.identifier(0)
        // An outline that does not hold the item the message names.
        let names = ["Fruit", "Apple", "Pear", "Gala"]
        let unused = sequence(first: "New", next: { $0 + "+" }).first { $0 != missing }!
        try require(!names.contains(missing), "the message names an item of the walkthrough")
        let outline: [SectionSnapshotEdit] = [.append(["Apple", "Pear"], to: nil)]
        let wrong: SectionSnapshotEdit
        let right: SectionSnapshotEdit
        let what: String
        switch kind {
        case .sectionSnapshotParentMissing:
            wrong = .append([unused], to: missing)
            right = .append([unused], to: "Apple")
            what = "appended children to `\(missing)`"
        case .sectionSnapshotBeforeItemMissing:
            wrong = .insert([unused], .before, missing)
            right = .insert([unused], .before, "Pear")
            what = "inserted an item before `\(missing)`"
        case .sectionSnapshotAfterItemMissing:
            wrong = .insert([unused], .after, missing)
            right = .insert([unused], .after, "Apple")
            what = "inserted an item after `\(missing)`"
        default:
            wrong = .delete([missing])
            right = .delete(["Pear"])
            what = "deleted `\(missing)`"
        }
        let state: [Command] = [.state(SectionedList([("Fruit", [])]))]
        return [
            Scenario(
                source: .diffable,
                crash: state + [block(outline + [wrong])],
                fix: state + [block(outline + [right]), .applySectionSnapshot(to: "Fruit")],
                story:
                    "The app \(what) in a section snapshot (`NSDiffableDataSourceSectionSnapshot`, iOS 14) that does not hold it. A section snapshot knows only the items appended to it: a new one starts empty, and `dataSource.snapshot(for:)` holds the section's items as they were applied, not the model's.",
                fixStory:
                    "Name only items the section snapshot holds (check `contains(_:)` first), or add the item before editing around it.",
                assumptions: [
                    "The message names only `\(missing)`: the outline around it (`Apple`, `Pear`) is the walkthrough's."
                ])
        ]
    }

    /// A `section snapshot` block (a new one) with these edits.
    private static func block(_ edits: [SectionSnapshotEdit]) -> Command {
        .sectionSnapshot(of: nil, edits.map { SectionSnapshotLine(edit: $0) })
    }
}
