import ListDocsEngine

/// Scenarios for the texts a diffable data source raises when a snapshot is misused.
extension Scenario {
    /// The identifier sanity checks: the walkthrough names the app's broken `Hashable` with
    /// `hashable=`, and the fix runs the same steps with `hashable=id`.
    static func hashing(_ kind: UIKitException.Kind, _ a: ReasonArguments) throws(Irreconcilable)
        -> [Scenario]
    {
        let (first, second) = (a.identifier(0), a.identifier(1))
        let q = Fixture.quoted
        let s = Fixture.stateLabel
        let style: HashableStyle
        let crash: [String]
        let fix: [String]
        let story: String
        switch kind {
        case .identifiersEqualWithDifferentHashes:
            guard first == second else {
                throw Irreconcilable(
                    message:
                        "listdocs prints an identifier as itself, so two equal identifiers print alike, and here they differ (\(first), \(second))"
                )
            }
            style = .identifierAndContent
            crash = [
                "state", "  Fruit: \(s(first))", "data set \(q(first)) \(q(first + " (edited)"))",
                "apply", "  Fruit: \(s(first))",
            ]
            fix = Array(crash.prefix(3)) + ["snapshot", "  reconfigure items \(q(first))", "apply"]
            story =
                "The item \(LogText.code(first)) was rebuilt from the model with new content and applied. Its type's `==` compares only its identifier while its `hash(into:)` (synthesized) also covers the content, so the old and the new value are equal but hash differently."
        case .identifierHashChanged:
            style = .classWithMutableContent
            crash = [
                "state", "  Fruit: \(s(first))", "data set \(q(first)) \(q(first + " (edited)"))",
                "snapshot", "  reconfigure items \(q(first))", "apply",
            ]
            fix = crash
            story =
                "The identifier \(LogText.code(first)) is an object whose `hash` covers content the app changed in place, after the object was put into a snapshot: the snapshot now holds an identifier whose hash is not the one it was stored under."
        case .identifierNotEqualToItself:
            style = .neverEqual
            crash = ["state", "  Fruit: \(s(first))", "apply", "  Fruit: \(s(first))"]
            fix = crash
            story =
                "The identifier \(LogText.code(first)) does not compare equal to itself: its `==` compares something that differs on every read (a fresh `UUID()`, a `Date()`, a `Double.nan`)."
        default:
            guard first != second else {
                throw Irreconcilable(message: "the two identifiers are the same (\(first))")
            }
            style = .contentEquality
            crash = [
                "state", "  Fruit: \(s(first)), \(s(second))", "data set \(q(second)) \(q(first))",
                "apply", "  Fruit: \(s(first)), \(s(second))",
            ]
            fix =
                Array(crash.prefix(3)) + ["snapshot", "  reconfigure items \(q(second))", "apply"]
            story =
                "\(LogText.code(first)) and \(LogText.code(second)) are different items whose content became the same, and their type's `==` compares the content while `hash` uses the identifier: the snapshot holds two identifiers that compare equal."
        }
        return [
            Scenario(
                attributes: ["source=diffable", "hashable=\(style.rawValue)"],
                fixAttributes: ["source=diffable"], crash: crash, fix: fix,
                story: story
                    + " UIKit checks identifiers when it applies a snapshot (from iOS 15 in listdocs), and this one breaks `Hashable`'s rule: equal values must hash alike, and a value's hash must not change while it is in a snapshot.",
                fixStory:
                    "Make the identifier type's `==` and `hash(into:)` use the same stable thing, its identifier (`id`), and nothing that changes: implement both by hand, or make the identifier the `id` itself and look the content up from it.",
                assumptions: [
                    "The message names the identifiers only; the walkthrough's identifier type is written `hashable=\(style.rawValue)`, and the fix is the same steps with a sound `Hashable`."
                ])
        ]
    }

    static func diffable(_ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments)
        throws(Irreconcilable) -> [Scenario]
    {
        let q = Fixture.quoted
        func state(_ sections: [(String, [String])]) -> [String] {
            ["state"]
                + sections.map {
                    "  " + Fixture.stateLabel($0.0) + ":"
                        + ($0.1.isEmpty
                            ? "" : " " + $0.1.map(Fixture.stateLabel).joined(separator: ", "))
                }
        }
        func snapshot(_ lines: [String], fresh: Bool = false) -> [String] {
            [fresh ? "new snapshot" : "snapshot"] + lines.map { "  " + $0 }
        }
        func names(_ list: [String]) -> String { list.map(q).joined(separator: ", ") }
        let fruit = state([("Fruit", ["Kiwi", "Fig"])])
        let identifierNote =
            "A diffable data source tells items and sections apart by identifier alone (their `Hashable` conformance), so identifiers must be unique across the whole snapshot."
        var scenario: Scenario
        switch kind {
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers:
            let sections = kind == .duplicateSectionIdentifiers
            let list = a.identifierList
            let twice = list.flatMap { [$0, $0] }
            let noun = sections ? "section" : "item"
            let shown = LogText.codes(list)
            scenario = Scenario(
                crash: state(sections ? [] : [("Main", [])])
                    + snapshot(
                        sections
                            ? ["append sections \(names(twice))"]
                            : ["append items \(names(twice)) to \"Main\""],
                        fresh: sections),
                fix: state(sections ? [] : [("Main", [])])
                    + snapshot(
                        sections
                            ? ["append sections \(names(list))"]
                            : ["append items \(names(list)) to \"Main\""],
                        fresh: sections) + ["apply"],
                story:
                    "One call added the \(noun) identifier\(list.count == 1 ? "" : "s") \(shown) more than once. \(identifierNote) Two model values that compare equal, or that hash alike and are equal, are one identifier: two rows with the same title and a `Hashable` that only uses the title collide.",
                fixStory:
                    "Give every \(noun) its own identity (a stable `id`, not its displayed text), or drop the repeats before appending.",
                assumptions: [
                    "The message does not name the call; `append\(sections ? "Sections" : "Items")` was chosen. Each identifier is given twice; the message only says it repeats."
                ])
        case .appendItemsWithoutSections:
            scenario = Scenario(
                crash: state([]) + snapshot(["append items \"Kiwi\""], fresh: true),
                fix: state([])
                    + snapshot(["append sections \"Main\"", "append items \"Kiwi\""], fresh: true)
                    + ["apply"],
                story:
                    "`appendItems(_:)` without a section adds to the last section, and the snapshot had none: a fresh `NSDiffableDataSourceSnapshot()` starts empty.",
                fixStory: "Append a section before the items.",
                assumptions: ["The item's identifier is not in the message; `Kiwi` was chosen."])
        case .itemDestinationMissing:
            scenario = Scenario(
                crash: fruit + snapshot(["append items \"Lime\" to \"Veg\""]),
                fix: fruit + snapshot(["append items \"Lime\" to \"Fruit\""]) + ["apply"],
                story:
                    "An item was added relative to something the snapshot does not hold: `appendItems(_:toSection:)` with a section that is not in it, or `insertItems(_:beforeItem:)`/`afterItem:` with a missing item. UIKit looked up the destination and found nothing.",
                fixStory: "Add the section first (or insert next to an item that is there).",
                assumptions: [
                    "The message names neither call nor identifier; `appendItems([\"Lime\"], toSection: \"Veg\")` was chosen."
                ])
        case .sectionDestinationMissing:
            scenario = Scenario(
                crash: fruit + snapshot(["insert sections \"Veg\" before \"Nuts\""]),
                fix: fruit + snapshot(["insert sections \"Veg\" before \"Fruit\""]) + ["apply"],
                story:
                    "`insertSections(_:beforeSection:)` (or `afterSection:`) named a section the snapshot does not hold.",
                fixStory: "Insert next to a section that is in the snapshot, or append.",
                assumptions: [
                    "The identifiers are not in the message; `Veg` and `Nuts` were chosen."
                ])
        case .destinationInInsertedSections:
            let destination = a.identifier(0)
            let list = a.identifierList
            let rest = list.filter { $0 != destination }
            scenario = Scenario(
                crash: state([("Main", [])])
                    + snapshot(["insert sections \(names(list)) before \(q(destination))"]),
                fix: state([("Main", [])])
                    + snapshot(["append sections \(names(rest.isEmpty ? list : list))"]) + [
                        "apply"
                    ],
                story:
                    "`insertSections` was asked to put \(LogText.codes(list)) before \(LogText.code(destination)), which is one of the sections being inserted. A section cannot be placed relative to itself.",
                fixStory:
                    "Place the new sections relative to a section already in the snapshot, or append them."
            )
        case .sectionIdentifierExists:
            let list = a.identifierList.isEmpty ? ["Fruit"] : a.identifierList
            scenario = Scenario(
                crash: state(list.map { ($0, []) }) + snapshot(["append sections \(names(list))"]),
                fix: state(list.map { ($0, []) })
                    + snapshot(["append sections \(names(list))"], fresh: true) + ["apply"],
                story:
                    "The snapshot already held the section\(list.count == 1 ? "" : "s") being appended. \(identifierNote) This is typical of code that edits `dataSource.snapshot()` (which still holds every section) as if it were empty.",
                fixStory:
                    "Start from an empty `NSDiffableDataSourceSnapshot()` when you rebuild the whole list, or append only sections the snapshot lacks.",
                assumptions: a.identifierList.isEmpty
                    ? ["This version's text names no section; `Fruit` was chosen."] : [])
        case .moveItemSourceMissing, .moveItemDestinationMissing:
            let source = kind == .moveItemSourceMissing
            scenario = Scenario(
                crash: fruit
                    + snapshot([
                        source
                            ? "move item \"Lime\" after \"Kiwi\""
                            : "move item \"Kiwi\" after \"Lime\""
                    ]),
                fix: fruit + snapshot(["move item \"Kiwi\" after \"Fig\""]) + ["apply"],
                story:
                    "`moveItem(_:\(source ? "" : "afterItem:"))` named an item the snapshot does not hold (\(source ? "the item to move" : "the item to move next to")).",
                fixStory: "Move items that are in the snapshot, relative to items that are in it.",
                assumptions: [
                    "The identifiers are not in the message; `Kiwi`, `Fig` and `Lime` were chosen."
                ])
        case .moveSectionSourceMissing, .moveSectionDestinationMissing:
            let source = kind == .moveSectionSourceMissing
            let two = state([("Fruit", ["Kiwi"]), ("Veg", ["Leek"])])
            scenario = Scenario(
                crash: two
                    + snapshot([
                        source
                            ? "move section \"Nuts\" before \"Fruit\""
                            : "move section \"Veg\" before \"Nuts\""
                    ]),
                fix: two + snapshot(["move section \"Veg\" before \"Fruit\""]) + ["apply"],
                story:
                    "`moveSection` named a section the snapshot does not hold (\(source ? "the section to move" : "the section to move next to")).",
                fixStory:
                    "Move sections that are in the snapshot, relative to sections that are in it.",
                assumptions: [
                    "The identifiers are not in the message; `Fruit`, `Veg` and `Nuts` were chosen."
                ])
        case .reloadMissingItem, .reconfigureMissingItem, .reloadMissingSection:
            let missing = a.identifier(0)
            let section = kind == .reloadMissingSection
            let present = missing == "Kiwi" ? "Fig" : "Kiwi"
            let verb = kind == .reconfigureMissingItem ? "reconfigure" : "reload"
            let noun = section ? "sections" : "items"
            let list = section ? state([(present, ["Lime"])]) : state([("Fruit", [present])])
            scenario = Scenario(
                crash: list + snapshot(["\(verb) \(noun) \(q(missing))"]),
                fix: list + snapshot(["\(verb) \(noun) \(q(present))"]) + ["apply"],
                story:
                    "`\(verb)\(section ? "Sections" : "Items")` was given \(LogText.code(missing)), which is not in the snapshot. A common cause is an identifier whose hash includes content that changes: once the value changed, it no longer equals the identifier in the snapshot. \(identifierNote)",
                fixStory:
                    "\(verb.prefix(1).uppercased() + verb.dropFirst()) only identifiers the snapshot holds, and keep identifiers stable (an `id`) while their content changes.",
                assumptions: ["The snapshot's other contents are not in the message."])
        case .viewMutatedUnderDiffable:
            scenario = Scenario(
                crash: fruit + [w.call(w.deleteCall, [IndexPath(row: 0, section: 0)])],
                fix: fruit + snapshot(["delete items \"Kiwi\""]) + ["apply"],
                story:
                    "The app called the \(w.viewName)'s own `\(w.deleteCall)` while a diffable data source drives it. With a diffable data source, every change goes through a snapshot and `apply`.",
                fixStory: "Delete the item from a snapshot and apply it.",
                assumptions: [
                    "The message names no call; `\(w.deleteCall)` was chosen. (`reloadData` is still allowed.)"
                ])
        case .identifiersEqualWithDifferentHashes, .identifierHashChanged,
            .identifierNotEqualToItself, .equalIdentifiersInOneSnapshot:
            return try hashing(kind, a)
        case .applyDeadlock:
            let start = state([("Fruit", ["Kiwi"])])
            scenario = Scenario(
                crash: start + [
                    "apply in background", "  Fruit: Kiwi, Fig", "apply",
                    "  Fruit: Kiwi, Fig, Lime",
                ],
                fix: start + [
                    "apply in background", "  Fruit: Kiwi, Fig", "apply in background",
                    "  Fruit: Kiwi, Fig, Lime",
                ],
                story:
                    "The app applied one snapshot from a background queue and, while that apply was still in flight, another from the main queue. A diffable data source serializes its applies on the queue they come from; a main-queue apply that has to wait for a background one would deadlock, so UIKit stops the app instead.",
                fixStory:
                    "Apply every snapshot from the same queue, always the main queue or always one background queue (here both from the background).",
                assumptions: [
                    "The snapshots are not in the message; `Kiwi`, `Fig` and `Lime` were chosen."
                ])
        default:
            throw Irreconcilable(message: "\(kind) is not a diffable data source text")
        }
        scenario.attributes = ["source=diffable"]
        return [scenario]
    }
}
