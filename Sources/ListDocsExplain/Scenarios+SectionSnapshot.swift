import ListDocsEngine
import ListDocsScript

/// Scenarios for a section snapshot's texts: an edit naming an item the outline does not
/// have. The message names the item; the outline around it is the walkthrough's choice.
extension Scenario {
    static func sectionSnapshot(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let missing = try a.givenIdentifier(0, "the missing item")
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

    /// The scenario for `sectionSnapshotDuplicateItems`: the items the message lists,
    /// appended twice to a new section snapshot's roots.
    static func sectionSnapshotDuplicates(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let items = a.identifierList
        try require(!items.isEmpty, "the message lists no identifiers")
        let state: [Command] = [.state(SectionedList([("Fruit", [])]))]
        var scenario = Scenario(
            source: .diffable,
            crash: state + [block([.append(items + items, to: nil)])],
            fix: state + [block([.append(items, to: nil)]), .applySectionSnapshot(to: "Fruit")],
            story:
                "The app added to a section snapshot (`NSDiffableDataSourceSectionSnapshot`, iOS 14) items it already holds, or the same item twice in one call. A section snapshot is a tree of unique identifiers: each item has one place, under one parent, so an identifier that comes again, wherever in the outline, stops the app.",
            fixStory:
                "Give every item its own identity, and add an item only where it is not yet (check `contains(_:)`); to move one under another parent, delete it first.",
            assumptions: [
                "The message names the repeated items only; the walkthrough appends them twice as roots of a new section snapshot.",
                "The words are those one report quotes (IQListKit#3); UIKit's binary names the check but its text was not read.",
            ])
        scenario.identifiersAreValues = a.identifiersAreValues
        return [scenario]
    }

    /// A `section snapshot` block (a new one) with these edits.
    private static func block(_ edits: [SectionSnapshotEdit]) -> Command {
        .sectionSnapshot(of: nil, edits.map { SectionSnapshotLine(edit: $0) })
    }
}
