import ListDocsEngine
import ListDocsScript

/// Scenarios for the texts a diffable data source raises when a snapshot is misused.
extension Scenario {
    /// A `state` of sections with these titles and rows.
    static func state(_ sections: [(String, [String])]) -> [Command] {
        [.state(SectionedList(sections))]
    }

    /// A `snapshot` (or `new snapshot`) block.
    static func snapshot(_ edits: [SnapshotEdit], fresh: Bool = false) -> [Command] {
        [.snapshot(edits, fresh: fresh)]
    }

    /// `apply`. (Made on each use: a global holding the boxed command was reported by the
    /// fuzzer's leak check as lost at exit.)
    static var apply: Command { .apply(.animated, nil) }

    /// Two fruit, the list most diffable scenarios start from.
    static let fruit = state([("Fruit", ["Kiwi", "Fig"])])

    static let identifierNote =
        "A diffable data source tells items and sections apart by identifier alone (their `Hashable` conformance), so identifiers must be unique across the whole snapshot."

    /// The scenario for `sectionIdentifierNotFound`: the message names no section, so the
    /// one asked about is the walkthrough's choice.
    static func sectionIdentifierNotFound(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let sections = [("Fruit", ["Kiwi", "Fig"])]
        return [
            Scenario(
                source: .diffable,
                crash: state(sections) + snapshot([.numberOfItems(inSection: "Veg")]),
                fix: state(sections)
                    + snapshot([.appendSections(["Veg"]), .numberOfItems(inSection: "Veg")])
                    + [apply],
                story:
                    "The app asked a snapshot about a section it does not have: `numberOfItems(inSection:)` (or `itemIdentifiers(inSection:)`) names a section identifier the snapshot lacks, and UIKit asserts rather than answer 0. The section was deleted, never appended, or its identifier is another value than the one appended (a changed title, a `Hashable` that covers more than the identity).",
                fixStory:
                    "Ask only about sections the snapshot has: check `snapshot.indexOfSection(_:)` for nil first (the O(1) test the message suggests), or append the section before asking about it.",
                assumptions: [
                    "The message names no section: the walkthrough asks about `Veg` in a snapshot that holds only `Fruit`."
                ])
        ]
    }

    /// The scenario for `appendItemsWithoutSections`.
    static func appendItemsWithoutSections(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        return [
            Scenario(
                source: .diffable,
                crash: state([]) + snapshot([.appendItems(["Kiwi"], toSection: nil)], fresh: true),
                fix: state([])
                    + snapshot(
                        [.appendSections(["Main"]), .appendItems(["Kiwi"], toSection: nil)],
                        fresh: true)
                    + [apply],
                story:
                    "`appendItems(_:)` without a section adds to the last section, and the snapshot had none: a fresh `NSDiffableDataSourceSnapshot()` starts empty.",
                fixStory: "Append a section before the items.",
                assumptions: ["The item's identifier is not in the message; `Kiwi` was chosen."])
        ]
    }

    /// The scenario for `itemDestinationMissing`.
    static func itemDestinationMissing(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        return [
            Scenario(
                source: .diffable,
                crash: fruit + snapshot([.appendItems(["Lime"], toSection: "Veg")]),
                fix: fruit + snapshot([.appendItems(["Lime"], toSection: "Fruit")]) + [apply],
                story:
                    "An item was added relative to something the snapshot does not hold: `appendItems(_:toSection:)` with a section that is not in it, or `insertItems(_:beforeItem:)`/`afterItem:` with a missing item. UIKit looked up the destination and found nothing.",
                fixStory: "Add the section first (or insert next to an item that is there).",
                assumptions: [
                    "The message names neither call nor identifier; `appendItems([\"Lime\"], toSection: \"Veg\")` was chosen."
                ])
        ]
    }

    /// The scenario for `sectionDestinationMissing`.
    static func sectionDestinationMissing(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        return [
            Scenario(
                source: .diffable,
                crash: fruit + snapshot([.insertSections(["Veg"], .before, "Nuts")]),
                fix: fruit + snapshot([.insertSections(["Veg"], .before, "Fruit")]) + [apply],
                story:
                    "`insertSections(_:beforeSection:)` (or `afterSection:`) named a section the snapshot does not hold.",
                fixStory: "Insert next to a section that is in the snapshot, or append.",
                assumptions: [
                    "The identifiers are not in the message; `Veg` and `Nuts` were chosen."
                ])
        ]
    }

    /// The scenario for `destinationInInsertedSections`.
    static func destinationInInsertedSections(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let destination = try a.givenIdentifier(0, "the destination")
        let list = a.identifierList
        return [
            Scenario(
                source: .diffable,
                crash: state([("Main", [])])
                    + snapshot([.insertSections(list, .before, destination)]),
                fix: state([("Main", [])]) + snapshot([.appendSections(list)]) + [apply],
                story:
                    "`insertSections` was asked to put \(LogText.codes(list)) before \(LogText.code(destination)), which is one of the sections being inserted. A section cannot be placed relative to itself.",
                fixStory:
                    "Place the new sections relative to a section already in the snapshot, or append them."
            )
        ]
    }

    /// The scenario for `destinationInInsertedItems`.
    static func destinationInInsertedItems(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let destination = try a.givenIdentifier(0, "the destination")
        let list = a.identifierList
        let present = ["Kiwi", "Fig", "Lime"].first { !list.contains($0) } ?? "Kiwi 2"
        let fruit = state([("Fruit", [present])])
        return [
            Scenario(
                source: .diffable,
                crash: fruit + snapshot([.insertItems(list, .before, destination)]),
                fix: fruit + snapshot([.insertItems(list, .before, present)]) + [apply],
                story:
                    "`insertItems` was asked to put \(LogText.codes(list)) before \(LogText.code(destination)), which is one of the items being inserted. UIKit refuses an insert placed relative to itself while it builds the update, before it looks the destination up.",
                fixStory:
                    "Place the new items relative to an item already in the snapshot (here \(LogText.code(present))), or append them.",
                assumptions: [
                    "The message does not say where the other items were; a section `Fruit` holding \(LogText.code(present)) was chosen."
                ])
        ]
    }

    /// The scenario for `sectionMovedRelativeToItself`, `itemMovedRelativeToItself`.
    static func movedRelativeToItself(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let moved = try a.givenIdentifier(0, "the identifier moved")
        let other = ["Kiwi", "Fig"].first { $0 != moved } ?? "Fig"
        let section = kind == .sectionMovedRelativeToItself
        let list =
            section ? state([(moved, []), (other, [])]) : state([("Fruit", [moved, other])])
        let crashEdit: SnapshotEdit =
            section ? .moveSection(moved, .after, moved) : .moveItem(moved, .after, moved)
        let fixEdit: SnapshotEdit =
            section ? .moveSection(moved, .after, other) : .moveItem(moved, .after, other)
        let noun = section ? "section" : "item"
        return [
            Scenario(
                source: .diffable,
                crash: list + snapshot([crashEdit]),
                fix: list + snapshot([fixEdit]) + [apply],
                story:
                    "`move\(section ? "Section" : "Item")` was asked to move \(LogText.code(moved)) next to itself. UIKit refuses a move whose destination is its source while it builds the update, before it looks either up; this is typical of code that computes the destination from the same index it moves.",
                fixStory:
                    "Move the \(noun) relative to another \(noun) (here \(LogText.code(other))); when it is already where it belongs, make no call.",
                assumptions: [
                    "The message names only the \(noun) moved; \(LogText.code(other)) was chosen as its neighbour."
                ])
        ]
    }

    /// The scenario for `sectionIdentifierExists`.
    static func sectionIdentifierExists(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let list = a.identifierList.isEmpty ? ["Fruit"] : a.identifierList
        return [
            Scenario(
                source: .diffable,
                crash: state(list.map { ($0, []) }) + snapshot([.appendSections(list)]),
                fix: state(list.map { ($0, []) })
                    + snapshot([.appendSections(list)], fresh: true) + [apply],
                story:
                    "The snapshot already held the section\(list.count == 1 ? "" : "s") being appended. \(identifierNote) This is typical of code that edits `dataSource.snapshot()` (which still holds every section) as if it were empty.",
                fixStory:
                    "Start from an empty `NSDiffableDataSourceSnapshot()` when you rebuild the whole list, or append only sections the snapshot lacks.",
                assumptions: a.identifierList.isEmpty
                    ? ["This version's text names no section; `Fruit` was chosen."] : [])
        ]
    }

    /// The scenario for `moveItemSourceMissing`, `moveItemDestinationMissing`.
    static func moveItemIdentifierMissing(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let source = kind == .moveItemSourceMissing
        return [
            Scenario(
                source: .diffable,
                crash: fruit
                    + snapshot([
                        source
                            ? .moveItem("Lime", .after, "Kiwi") : .moveItem("Kiwi", .after, "Lime")
                    ]),
                fix: fruit + snapshot([.moveItem("Kiwi", .after, "Fig")]) + [apply],
                story:
                    "`moveItem(_:\(source ? "" : "afterItem:"))` named an item the snapshot does not hold (\(source ? "the item to move" : "the item to move next to")).",
                fixStory: "Move items that are in the snapshot, relative to items that are in it.",
                assumptions: [
                    "The identifiers are not in the message; `Kiwi`, `Fig` and `Lime` were chosen."
                ])
        ]
    }

    /// The scenario for `moveSectionSourceMissing`, `moveSectionDestinationMissing`.
    static func moveSectionIdentifierMissing(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let source = kind == .moveSectionSourceMissing
        let two = state([("Fruit", ["Kiwi"]), ("Veg", ["Leek"])])
        return [
            Scenario(
                source: .diffable,
                crash: two
                    + snapshot([
                        source
                            ? .moveSection("Nuts", .before, "Fruit")
                            : .moveSection("Veg", .before, "Nuts")
                    ]),
                fix: two + snapshot([.moveSection("Veg", .before, "Fruit")]) + [apply],
                story:
                    "`moveSection` named a section the snapshot does not hold (\(source ? "the section to move" : "the section to move next to")).",
                fixStory:
                    "Move sections that are in the snapshot, relative to sections that are in it.",
                assumptions: [
                    "The identifiers are not in the message; `Fruit`, `Veg` and `Nuts` were chosen."
                ])
        ]
    }

    /// The scenario for `reloadMissingItem`, `reconfigureMissingItem`, `reloadMissingSection`.
    static func reloadOrReconfigureMissing(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let missing = try a.givenIdentifier(0, "the missing identifier")
        let section = kind == .reloadMissingSection
        let present = missing == "Kiwi" ? "Fig" : "Kiwi"
        let verb = kind == .reconfigureMissingItem ? "reconfigure" : "reload"
        let list = section ? state([(present, ["Lime"])]) : state([("Fruit", [present])])
        let edit = { (id: String) -> SnapshotEdit in
            section
                ? .reloadSections([id])
                : kind == .reconfigureMissingItem ? .reconfigureItems([id]) : .reloadItems([id])
        }
        return [
            Scenario(
                source: .diffable,
                crash: list + snapshot([edit(missing)]),
                fix: list + snapshot([edit(present)]) + [apply],
                story:
                    "`\(verb)\(section ? "Sections" : "Items")` was given \(LogText.code(missing)), which is not in the snapshot. A common cause is an identifier whose hash includes content that changes: once the value changed, it no longer equals the identifier in the snapshot. \(identifierNote)",
                fixStory:
                    "\(verb.prefix(1).uppercased() + verb.dropFirst()) only identifiers the snapshot holds, and keep identifiers stable (an `id`) while their content changes.",
                assumptions: ["The snapshot's other contents are not in the message."])
        ]
    }

    /// The scenario for `viewMutatedUnderDiffable`.
    static func viewMutatedUnderDiffable(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        return [
            Scenario(
                source: .diffable,
                crash: fruit + [.viewDeleteRows([IndexPath(row: 0, section: 0)])],
                fix: fruit + snapshot([.deleteItems(["Kiwi"])]) + [apply],
                story:
                    "The app called the \(w.viewName)'s own `\(w.deleteCall)` while a diffable data source drives it. With a diffable data source, every change goes through a snapshot and `apply`.",
                fixStory: "Delete the item from a snapshot and apply it.",
                assumptions: [
                    "The message names no call; `\(w.deleteCall)` was chosen. (`reloadData` is still allowed.)"
                ])
        ]
    }

    /// The scenario for `applyDeadlock`.
    static func applyDeadlock(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let start = state([("Fruit", ["Kiwi"])])
        return [
            Scenario(
                source: .diffable,
                crash: start + [
                    .applyFromBackground(.animated, SectionedList([("Fruit", ["Kiwi", "Fig"])])),
                    .apply(.animated, SectionedList([("Fruit", ["Kiwi", "Fig", "Lime"])])),
                ],
                fix: start + [
                    .applyFromBackground(.animated, SectionedList([("Fruit", ["Kiwi", "Fig"])])),
                    .applyFromBackground(
                        .animated, SectionedList([("Fruit", ["Kiwi", "Fig", "Lime"])])),
                ],
                story:
                    "The app applied one snapshot from a background queue and, while that apply was still in flight, another from the main queue. A diffable data source serializes its applies on the queue they come from; a main-queue apply that has to wait for a background one would deadlock, so UIKit stops the app instead.",
                fixStory:
                    "Apply every snapshot from the same queue, always the main queue or always one background queue (here both from the background).",
                assumptions: [
                    "The snapshots are not in the message; `Kiwi`, `Fig` and `Lime` were chosen."
                ])
        ]
    }
}
