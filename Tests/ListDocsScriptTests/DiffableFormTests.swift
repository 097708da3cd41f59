import ListDocsEngine
import ListDocsScript
import Testing

/// The `source=diffable` forms: each snapshot edit parsed and run, `apply` in its three
/// modes, `data set`, and the mistakes, each reported where it is.
@Suite struct DiffableFormTests {
    func run(_ script: String, info: String = "listdocs source=diffable") throws -> Walkthrough {
        let (walkthrough, diagnostics) = Marked(script, info: info).run()
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.location): \($0.message) \($0.notes)" })")
        return try #require(walkthrough)
    }

    /// `append items` without `to` goes to the last section, `"Veg"` here.
    @Test func everySnapshotEditParsesToItsCall() throws {
        let w = try run(
            """
            state
            new snapshot
              append sections "Fruit", "Veg"
              append items Kiwi, "Fig"
              append items "Leek" to "Veg"
              append items "Kiwi (ripe)" to "Fruit"
              insert items "Lime" before "Kiwi"
              insert items "Pear" after "Fig"
              insert sections "Nuts" before "Veg"
              insert sections "Seeds" after "Veg"
              delete items "Kiwi (ripe)"
              delete sections "Seeds"
              move item "Kiwi" after "Pear"
              move section "Veg" before "Fruit"
              reload items "Kiwi"
              reconfigure items "Fig"
              reload sections "Fruit"
            expect
              Veg: Lime, Fig, Pear, Kiwi, Leek
              Fruit:
              Nuts:
            snapshot
              delete all items
            expect
            """, info: "listdocs source=diffable ios=15")
        guard case .snapshot(let change) = w.steps[0].kind else {
            Issue.record("not a snapshot step: \(w.steps[0].kind)")
            return
        }
        #expect(change.fresh)
        #expect(
            change.edits == [
                .appendSections(["Fruit", "Veg"]), .appendItems(["Kiwi", "Fig"], toSection: nil),
                .appendItems(["Leek"], toSection: "Veg"),
                .appendItems(["Kiwi (ripe)"], toSection: "Fruit"),
                .insertItems(["Lime"], .before, "Kiwi"), .insertItems(["Pear"], .after, "Fig"),
                .insertSections(["Nuts"], .before, "Veg"),
                .insertSections(["Seeds"], .after, "Veg"), .deleteItems(["Kiwi (ripe)"]),
                .deleteSections(["Seeds"]), .moveItem("Kiwi", .after, "Pear"),
                .moveSection("Veg", .before, "Fruit"), .reloadItems(["Kiwi"]),
                .reconfigureItems(["Fig"]), .reloadSections(["Fruit"]),
            ])
        #expect(w.steps[0].after.screen.list.sections.isEmpty, "a snapshot alone shows nothing")
        guard case .snapshot(let second) = w.steps[1].kind else { return }
        #expect(!second.fresh && second.edits == [.deleteAllItems])
    }

    @Test func applyRunsTheDerivedBatchOnTheView() throws {
        let w = try run(
            """
            state
              Fruit: Kiwi, Fig, Pear
            snapshot
              delete items "Fig"
              move item "Kiwi" after "Pear"
            apply
            expect screen
              Fruit: Pear, Kiwi
            """)
        guard case .apply(let apply) = w.steps[1].kind else {
            Issue.record("not an apply step")
            return
        }
        #expect(apply.mode == .animated && apply.diffed && apply.built == nil)
        #expect(w.steps[1].calls.contains(.deleteRows([IndexPath(row: 1, section: 0)], .automatic)))
        #expect(
            w.steps[1].report?.rowFates.values.contains {
                if case .moved = $0 { true } else { false }
            } == true)
    }

    @Test func applyInBackgroundAndThenOnMainDeadlocks() throws {
        let w = try run(
            """
            state
              Fruit: Kiwi
            apply in background
              Fruit: Kiwi, Fig
            snapshot
              append items "Lime"
            apply in background
            apply without animation
            expect crash "Deadlock detected: calling this method on the main queue"
            """, info: "listdocs source=diffable ios=15")
        guard case .apply(let first) = w.steps[0].kind, case .apply(let last) = w.steps[3].kind
        else {
            Issue.record("not apply steps")
            return
        }
        #expect(first.background && first.logs.isEmpty)
        #expect(w.steps[2].crash == nil)
        #expect(!last.background && last.mode == .withoutAnimation)
        // UIKit asserts before the apply reaches the queue where it would log.
        #expect(last.logs.isEmpty)
        #expect(w.crash?.kind == .applyDeadlock)
        // On the same queue every time, nothing is logged and nothing deadlocks.
        let steady = try run(
            "state\n  Fruit: Kiwi\napply in background\n  Fruit: Kiwi, Fig\napply in background\n  Fruit: Fig\nexpect\n  Fruit: Fig\n"
        )
        #expect(steady.crash == nil)
    }

    /// UIKit records each queue an apply comes from; once both have applied, it logs the
    /// warning on that apply and on every later one, whichever queue it comes from.
    @Test func theMixedQueueWarningIsLoggedOnEveryApplyOnceBothQueuesHaveApplied() throws {
        let w = try run(
            """
            state
              Fruit: Kiwi
            apply
              Fruit: Kiwi, Fig
            apply in background
              Fruit: Fig
            apply in background
              Fruit: Fig, Lime
            expect
              Fruit: Fig, Lime
            """)
        let logged = w.steps.map { step -> Bool in
            guard case .apply(let apply) = step.kind else { return false }
            return apply.logs.contains { $0.hasPrefix("Warning: applying updates in a non-thread") }
        }
        #expect(logged == [false, true, true])
    }

    @Test func hashableNamesTheIdentifierTypesConformance() throws {
        let w = try run(
            """
            state
              Fruit: Kiwi, Fig
            data set "Kiwi" "Kiwi (ripe)"
            snapshot
              reconfigure items "Kiwi"
            apply
            expect screen
              Fruit: Kiwi (ripe), Fig
            data set "Fig" "Fig (dried)"
            apply
              Fruit: Kiwi, Fig
            expect crash "Diffable data source detected item identifiers that are equal but have different hash values."
            """, info: "listdocs source=diffable hashable=id-and-content")
        #expect(w.attributes.hashable == .identifierAndContent)
        #expect(w.crash?.kind == .identifiersEqualWithDifferentHashes)
        // The same steps with a sound Hashable apply; before iOS 15 nothing checks.
        for info in [
            "listdocs source=diffable", "listdocs source=diffable hashable=id-and-content ios=14",
        ] {
            let (walkthrough, _) = Marked(
                "state\n  Fruit: Kiwi\ndata set \"Kiwi\" \"Kiwi (ripe)\"\napply\n  Fruit: Kiwi\nexpect stale\n",
                info: info
            ).run()
            #expect(walkthrough?.crash == nil, "\(info)")
        }
    }

    @Test func applyWithABlockBuildsANewSnapshot() throws {
        let w = try run(
            """
            state
              A: a, b
            apply without animation
              A: b, c
              B: d
            """, info: "listdocs source=diffable view=collection ios=17")
        guard case .apply(let apply) = w.steps[0].kind else { return }
        #expect(apply.mode == .withoutAnimation && apply.diffed)
        #expect(
            apply.built == [
                .appendSections(["A", "B"]), .appendItems(["b", "c"], toSection: "A"),
                .appendItems(["d"], toSection: "B"),
            ])
        #expect(w.steps[0].after.screen.list.dump() == "A: b, c\nB: d")
    }

    @Test func withoutAnimationBeforeIOS15ReloadsTheData() throws {
        let w = try run(
            """
            state: a, b
            data set "a" "A"
            apply without animation
            expect screen: A, b
            """, info: "listdocs source=diffable ios=14")
        guard case .apply(let apply) = w.steps[1].kind else { return }
        #expect(!apply.diffed && w.steps[1].calls == [.reloadData])
    }

    @Test func dataSetChangesContentNotIdentity() throws {
        let w = try run(
            """
            state: a, b
            data set "b" "Bee"
            expect stale
            expect: a, b
            """)
        #expect(w.steps[0].dataChanges == [.setContent("b", "Bee")])
        #expect(w.steps[0].after.dataSource.sections[0].rows == ["a", "Bee"])
        #expect(w.steps[0].after.screen.list.sections[0].rows == ["a", "b"])
    }

    @Test func aSnapshotErrorStopsTheBlockAtTheEditThatRaisesIt() throws {
        let w = try run(
            """
            state
              Fruit: Kiwi
            snapshot
              append items "Fig"
              move item "Pear" after "Fig"
              delete items "Kiwi"
            expect crash "Invalid parameter not satisfying: fromIndex != NSNotFound"
            """)
        guard case .snapshot(let change) = w.steps[0].kind else { return }
        #expect(change.edits.count == 2)
        #expect(change.after.sections[0].rows == ["Kiwi", "Fig"])
        #expect(w.crash?.kind == .moveItemSourceMissing)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var info = "listdocs source=diffable"
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "an array form", script: "state: a\n‸delete row [0, 0]\n",
            message:
                "in a diffable walkthrough (source=diffable) the app changes a snapshot and applies it, not the view; write 'snapshot' with 'delete items \"Kiwi\"' indented below it, then 'apply'"
        ),
        Case(
            name: "a batch", script: "state: a\n‸batch\n  data set \"a\" \"b\"\n",
            message:
                "in a diffable walkthrough (source=diffable) the app changes a snapshot and applies it, not the view; write 'snapshot' with edits such as 'append items \"Kiwi\"' indented below it, then 'apply'"
        ),
        Case(
            name: "a snapshot outside a diffable walkthrough", script: "state: a\n‸snapshot\n",
            info: "listdocs",
            message:
                "'snapshot' is a diffable data source form; add source=diffable to the info string"
        ),
        Case(
            name: "reconfigure before iOS 15",
            script: "state: a\nsnapshot\n  ‸reconfigure items \"a\"\n",
            info: "listdocs source=diffable ios=14",
            message:
                "reconfigureItems arrived with iOS 15; this walkthrough says iOS 14 (use 'reload items', or ios=15 or later)"
        ),
        Case(
            name: "apply using reload data before iOS 15",
            script: "state: a\n‸apply using reload data\n",
            info: "listdocs source=diffable ios=13",
            message:
                "applySnapshotUsingReloadData arrived with iOS 15; this walkthrough says iOS 13 (there, 'apply without animation' reloads the data)"
        ),
        Case(
            name: "a diffable walkthrough before iOS 13", script: "state: a\n",
            info: "listdocs ‸source=diffable ios=12",
            message:
                "diffable data sources arrived with iOS 13; this walkthrough says iOS 12 (use ios=13 or later, or source=array)"
        ),
        Case(
            name: "an unknown snapshot edit", script: "state: a\nsnapshot\n  ‸apend items \"b\"\n",
            message:
                "unknown snapshot edit 'apend'; did you mean 'append'?; use append, insert, delete, move, reload or reconfigure"
        ),
        Case(
            name: "a bare identifier before 'to'",
            script: "state: a\nsnapshot\n  append items ‸Fig to \"Fruit\"\n",
            message: "write the identifier before 'to' in quotes, like \"Kiwi\" to \"Fruit\""),
        Case(
            name: "a relative insert without before or after",
            script: "state: a\nsnapshot\n  insert items \"b\" ‸\"a\"\n",
            message: "expected 'before' or 'after', as in 'insert items \"Kiwi\" before \"Fig\"'"),
        Case(
            name: "moving two identifiers",
            script: "state: a, b\nsnapshot\n  move ‸items \"a\", \"b\" after \"a\"\n",
            message: "'move items' moves one identifier at a time"),
        Case(
            name: "data set by index path", script: "state: a\ndata set ‸[0, 0] \"b\"\n",
            message:
                "in a diffable walkthrough 'data set' names an identifier in quotes, then its new content: data set \"Kiwi\" \"Kiwi (ripe)\""
        ),
        Case(
            name: "a repeated identifier in the state", script: "‸state: a, a\n",
            message:
                "a snapshot's identifiers are unique: no section title or item label may appear twice in a diffable 'state'"
        ),
    ]

    @Test(arguments: cases)
    func reportsTheMistakeWhereItIs(_ testCase: Case) throws {
        let marked = Marked(testCase.script, info: testCase.info)
        let (_, diagnostics) = marked.run()
        let diagnostic = try #require(
            diagnostics.first { $0.message == testCase.message },
            "got: \(diagnostics.map { "\($0.location) \($0.message)" })")
        #expect(diagnostic.severity == .error)
        if let location = marked.expected.first {
            #expect(diagnostic.location == location)
        }
    }
}
