import ListDocsEngine
import ListDocsScript

/// Scenarios for identifiers a diffable data source cannot tell apart: a `Hashable` that
/// breaks its rules, and the same identifier twice in one call.
extension Scenario {
    /// The identifier sanity checks: the walkthrough names the app's broken `Hashable` with
    /// `hashable=`, and the fix runs the same steps with `hashable=id`.
    static func hashing(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let first = try a.givenIdentifier(0, "the identifier")
        func fruit(_ items: [String]) -> SectionedList { SectionedList([("Fruit", items)]) }
        let reconfigure = { (id: String) -> [Command] in
            [.snapshot([.reconfigureItems([id])]), .apply(.animated, nil)]
        }
        let style: HashableStyle
        let crash: [Command]
        let fix: [Command]
        let story: String
        switch kind {
        case .identifiersEqualWithDifferentHashes:
            let second = try a.givenIdentifier(1, "the other identifier")
            guard first == second else {
                throw Irreconcilable(
                    message:
                        "listdocs prints an identifier as itself, so two equal identifiers print alike, and here they differ (\(first), \(second))"
                )
            }
            style = .identifierAndContent
            crash = [
                .state(fruit([first])), .dataSetContent(first, first + " (edited)"),
                .apply(.animated, fruit([first])),
            ]
            fix = Array(crash.prefix(2)) + reconfigure(first)
            story =
                "The item \(LogText.code(first)) was rebuilt from the model with new content and applied. Its type's `==` compares only its identifier while its `hash(into:)` (synthesized) also covers the content, so the old and the new value are equal but hash differently."
        case .identifierHashChanged:
            style = .classWithMutableContent
            crash =
                [.state(fruit([first])), .dataSetContent(first, first + " (edited)")]
                + reconfigure(first)
            fix = crash
            story =
                "The identifier \(LogText.code(first)) is an object whose `hash` covers content the app changed in place, after the object was put into a snapshot: the snapshot now holds an identifier whose hash is not the one it was stored under."
        case .identifierNotEqualToItself:
            style = .neverEqual
            crash = [.state(fruit([first])), .apply(.animated, fruit([first]))]
            fix = crash
            story =
                "The identifier \(LogText.code(first)) does not compare equal to itself: its `==` compares something that differs on every read (a fresh `UUID()`, a `Date()`, a `Double.nan`)."
        default:
            let second = try a.givenIdentifier(1, "the other identifier")
            guard first != second else {
                throw Irreconcilable(message: "the two identifiers are the same (\(first))")
            }
            style = .contentEquality
            crash = [
                .state(fruit([first, second])), .dataSetContent(second, first),
                .apply(.animated, fruit([first, second])),
            ]
            fix = Array(crash.prefix(2)) + reconfigure(second)
            story =
                "\(LogText.code(first)) and \(LogText.code(second)) are different items whose content became the same, and their type's `==` compares the content while `hash` uses the identifier: the snapshot holds two identifiers that compare equal."
        }
        return [hashingScenario(style: style, crash: crash, fix: fix, story: story)]
    }

    /// A scenario of identifiers that break `Hashable`'s rules: the story of `story`, the
    /// fix a sound `Hashable`.
    private static func hashingScenario(
        style: HashableStyle, crash: [Command], fix: [Command], story: String
    ) -> Scenario {
        Scenario(
            source: .diffable, hashable: style, crash: crash, fix: fix,
            story: story
                + " UIKit checks identifiers when it applies a snapshot (from iOS 15 in listdocs), and this one breaks `Hashable`'s rule: equal values must hash alike, and a value's hash must not change while it is in a snapshot.",
            fixStory:
                "Make the identifier type's `==` and `hash(into:)` use the same stable thing, its identifier (`id`), and nothing that changes: implement both by hand, or make the identifier the `id` itself and look the content up from it.",
            assumptions: [
                "The message names the identifiers only; the walkthrough's identifier type is written `hashable=\(style.rawValue)`, and the fix is the same steps with a sound `Hashable`."
            ])
    }

    /// What the recipe assumes for iOS 13's text, which names no identifier.
    private static func unnamed(_ list: [String], sections: Bool) -> String {
        "iOS 13's text names neither the identifiers nor whether they are items' or sections': the walkthrough repeats \(LogText.codes(list)) in an `\(sections ? "appendSections" : "appendItems")` call, which iOS 13 answers with the same text."
    }

    /// The scenario for `duplicateItemIdentifiers`, `duplicateSectionIdentifiers`.
    static func duplicateIdentifiers(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let sections = kind == .duplicateSectionIdentifiers
        // iOS 13's text names no identifier: one stands in for the app's.
        let list = a.identifierList.isEmpty ? [sections ? "Section" : "Item"] : a.identifierList
        let unnamedNote = a.identifierList.isEmpty ? [unnamed(list, sections: sections)] : []
        let twice = list.flatMap { [$0, $0] }
        let noun = sections ? "section" : "item"
        let shown = LogText.codes(list)
        // An identifier the message does not name, for an insert to stand next to.
        let anchor = sequence(first: "Anchor", next: { $0 + "+" }).first { !list.contains($0) }!
        return [
            Scenario(
                source: .diffable,
                crash: state(sections ? [] : [("Main", [])])
                    + snapshot(
                        sections
                            ? [.appendSections(twice)]
                            : [.appendItems(twice, toSection: "Main")],
                        fresh: sections),
                fix: state(sections ? [] : [("Main", [])])
                    + snapshot(
                        sections
                            ? [.appendSections(list)]
                            : [.appendItems(list, toSection: "Main")],
                        fresh: sections) + [apply],
                story:
                    "One call added the \(noun) identifier\(list.count == 1 ? "" : "s") \(shown) more than once. \(identifierNote) Two model values that compare equal, or that hash alike and are equal, are one identifier: two rows with the same title and a `Hashable` that only uses the title collide.",
                fixStory:
                    "Give every \(noun) its own identity (a stable `id`, not its displayed text), or drop the repeats before appending.",
                assumptions: [
                    "The message does not name the call; `append\(sections ? "Sections" : "Items")` was chosen. Each identifier is given twice; the message only says it repeats."
                ] + unnamedNote),
            // The same mistake in an insert, for a stack that names one: next to an
            // identifier the snapshot already has.
            Scenario(
                source: .diffable,
                crash: state(sections ? [(anchor, [])] : [("Main", [anchor])])
                    + snapshot(
                        sections
                            ? [.insertSections(twice, .before, anchor)]
                            : [.insertItems(twice, .before, anchor)]),
                fix: state(sections ? [(anchor, [])] : [("Main", [anchor])])
                    + snapshot(
                        sections
                            ? [.insertSections(list, .before, anchor)]
                            : [.insertItems(list, .before, anchor)]) + [apply],
                story:
                    "One call inserted the \(noun) identifier\(list.count == 1 ? "" : "s") \(shown) more than once. \(identifierNote)",
                fixStory:
                    "Give every \(noun) its own identity (a stable `id`, not its displayed text), or drop the repeats before inserting.",
                assumptions: [
                    "The \(noun) inserted before, \(LogText.codes([anchor])), is the walkthrough's choice. Each identifier is given twice; the message only says it repeats."
                ] + unnamedNote),
        ]
    }
}
