import ListDocsEngine
import ListDocsScript
import Testing

@testable import ListDocsPresentation

/// The execution check fails when the printed code does something else than the page
/// shows: each test runs a walkthrough whose code a generator got wrong.
@Suite struct ExecutionCheckFailureTests {
    private func walkthrough(_ body: String, info: String = "listdocs") throws -> Walkthrough {
        let source = ScriptSource(
            info: info, infoLocation: SourceLocation(line: 1, column: 1), body: body,
            firstBodyLine: 2)
        return try #require(ScriptRunner.run(source).0)
    }

    /// The walkthrough's step `step` printed as `lines` instead.
    private func check(
        _ walkthrough: Walkthrough, step: Int, printing lines: [SwiftLine]
    ) -> ExecutionReport {
        var presentation = WalkthroughPresentation(walkthrough)
        presentation.steps[step].setCode(SwiftBlock(lines))
        return ExecutionCheck.run(walkthrough, as: presentation)
    }

    private let rows = SwiftExpression.access(
        .subscripted(.controller(.sections), .integer(0)), "rows")

    private func deleteRow(_ row: Int) -> SwiftLine { rowCall("deleteRows", row) }

    private func rowCall(_ method: String, _ row: Int) -> SwiftLine {
        SwiftLine(
            .expression(
                .method(
                    .controller(.tableView), method,
                    [
                        SwiftArgument(
                            "at", .array([.indexPath(IndexPath(row: row, section: 0), .row)])),
                        SwiftArgument("with", .dot("automatic")),
                    ])))
    }

    @Test func theCodeAsPrintedAgrees() throws {
        let report = ExecutionCheck.run(try walkthrough("state: a, b, c\ndelete row [0, 1]"))
        #expect(report.executedSteps == 1 && report.mismatches.isEmpty && report.skipped.isEmpty)
    }

    /// The model loses another row than the view is told of: the data source differs.
    @Test func removingTheWrongRowIsFound() throws {
        let report = check(
            try walkthrough("state: a, b, c\ndelete row [0, 1]"), step: 1,
            printing: [
                SwiftLine(.expression(.method(rows, "remove", [SwiftArgument("at", .integer(0))]))),
                deleteRow(1),
            ])
        #expect(
            report.mismatches == [
                "step 1: data source [0, 0]: the code leaves \"b\", the page shows \"a\""
            ])
    }

    /// The view is told of a delete the model never made: UIKit raises where the page says
    /// the update succeeds.
    @Test func aViewCallWithoutItsDataChangeIsFound() throws {
        let report = check(
            try walkthrough("state: a, b, c\ndelete row [0, 1]"), step: 1, printing: [deleteRow(1)])
        #expect(report.mismatches.count == 1)
        #expect(report.mismatches.first?.hasPrefix("step 1: the code stops at line 1") == true)
    }

    /// The page says the app dies at the delete; code that never tells the view runs on.
    @Test func aCrashTheCodeNeverReachesIsFound() throws {
        let crashing = try walkthrough(
            "state: a, b, c\ndata remove [0, 0]\ntable insertRows [0, 0]")
        let report = check(
            crashing, step: 2,
            printing: [SwiftLine(.comment("the view is never told"))])
        #expect(
            report.mismatches == ["step 2: the code runs to its end; the page says the app dies"])
    }

    /// The app dies at the marked line, not at another.
    @Test func aCrashAtAnotherLineIsFound() throws {
        let crashing = try walkthrough(
            "state: a, b, c\ndata remove [0, 0]\ntable insertRows [0, 0]")
        var marked = rowCall("insertRows", 0)
        marked.crash = .here
        let report = check(
            crashing, step: 2,
            printing: [rowCall("insertRows", 0), SwiftLine(.comment("later")), marked])
        #expect(report.mismatches == ["step 2: the code stops at line 1, the page marks line 3"])
    }
}

extension ExecutionCheckFailureTests {
    /// A diffable walkthrough whose apply is left out: the data source keeps the old
    /// snapshot where the page shows the new one.
    @Test func aSnapshotNeverAppliedIsFound() throws {
        let diffable = try walkthrough(
            "state: Kiwi, Fig\nsnapshot\n  delete items \"Fig\"\napply",
            info: "listdocs source=diffable")
        #expect(ExecutionCheck.run(diffable).mismatches.isEmpty)
        #expect(ExecutionCheck.run(diffable).executedSteps == 2)
        let report = check(diffable, step: 2, printing: [])
        #expect(
            report.mismatches == [
                "step 2: data source [0, 1]: the code leaves \"Fig\", the page shows no row"
            ])
    }

    /// Two applies, one from a background queue and then one from the main queue, as
    /// the page prints them, deadlock where the page says so.
    @Test func aMainQueueApplyAfterABackgroundOneDeadlocks() throws {
        let deadlock = try walkthrough(
            """
            state: Kiwi
            apply in background
              Fruit: Kiwi, Fig
            apply
              Fruit: Kiwi, Fig, Lime
            """,
            info: "listdocs source=diffable ios=17")
        #expect(deadlock.crash?.reason.hasPrefix("Deadlock detected") == true)
        let report = ExecutionCheck.run(deadlock)
        #expect(report.mismatches.isEmpty && report.skipped.isEmpty)
        #expect(report.executedSteps == 2)
    }
}

extension ExecutionCheckFailureTests {
    /// The Core Data code pages printed before: a new group's object without a
    /// `groupPosition` sorts among the first group's, and its section comes out in the
    /// wrong place.
    @Test func aNewGroupWithoutItsSortKeyIsFound() throws {
        let save = try walkthrough(
            "state\n  Fruit: Apple\n  Vegetables: Kale\ninsert object [2, 0] \"Lemon\" in \"Citrus\"",
            info: "listdocs source=fetched-results")
        #expect(ExecutionCheck.run(save).mismatches.isEmpty)
        #expect(ExecutionCheck.run(save).executedSteps == 1)
        let item = SwiftExpression.name("item")
        let report = check(
            save, step: 1,
            printing: [
                SwiftLine(
                    .constant(
                        "item", .new("Item", [SwiftArgument("context", .controller(.context))]))),
                SwiftLine(.assignment(.access(item, "title"), .string("Lemon"))),
                SwiftLine(.assignment(.access(item, "group"), .string("Citrus"))),
                SwiftLine(.assignment(.access(item, "position"), .integer(0))),
                SwiftLine(.expression(CoreDataCode.saving)),
            ])
        #expect(
            report.mismatches == [
                "step 1: data source section 1: the code leaves title \"Citrus\", the page shows \"Vegetables\""
            ])
    }

    /// An object named by where the controller shows it after an earlier change of the same
    /// save: the controller has not fetched again yet, so the code retitles the object it
    /// just deleted, and the change is lost with it.
    @Test func anObjectFetchedAfterAChangeIsFound() throws {
        let save = try walkthrough(
            "state\n  Dairy: Milk, Butter\nbatch\n  delete object [0, 0]\n  update object [0, 0] \"Ghee\"",
            info: "listdocs source=fetched-results")
        #expect(ExecutionCheck.run(save).mismatches.isEmpty)
        func object(_ row: Int) -> SwiftExpression {
            .method(
                .controller(.fetchedResultsController), "object",
                [SwiftArgument("at", .indexPath(IndexPath(row: row, section: 0), .row))])
        }
        let report = check(
            save, step: 1,
            printing: [
                SwiftLine(
                    .expression(.method(.controller(.context), "delete", [.bare(object(0))]))),
                SwiftLine(.assignment(.access(object(0), "title"), .string("Ghee"))),
                SwiftLine(.expression(CoreDataCode.saving)),
            ])
        #expect(
            report.mismatches == [
                "step 1: data source [0, 0]: the code leaves \"Butter\", the page shows \"Ghee\""
            ])
    }
}

extension ExecutionCheckFailureTests {
    /// Items whose hash covers their content: the model change is what makes the apply
    /// raise. Code that leaves it out runs through where the page says the app dies.
    @Test func aHashingCrashNeedsTheModelChange() throws {
        let hashing = try walkthrough(
            "state\n  Fruit: Kiwi, Fig\ndata set \"Kiwi\" \"Kiwi (ripe)\"\napply\n  Fruit: Kiwi, Fig",
            info: "listdocs source=diffable hashable=id-and-content")
        let report = ExecutionCheck.run(hashing)
        #expect(report.mismatches.isEmpty && report.skipped.isEmpty && report.executedSteps == 2)
        let unchanged = check(hashing, step: 1, printing: [SwiftLine(.comment("no change"))])
        #expect(
            unchanged.mismatches == [
                "step 1: data source [0, 0]: the code leaves \"Kiwi\", the page shows \"Kiwi (ripe)\""
            ])
    }
}

extension ExecutionCheckFailureTests {
    /// A call whose argument changes a value runs that argument once, in a Core Data
    /// walkthrough as elsewhere: `fruit.insert(fruit.remove(at: 0), at: 1)` moves one object.
    @Test func anArgumentThatChangesAValueRunsOnce() throws {
        let save = try walkthrough(
            "state\n  Fruit: Apple, Banana, Cherry\ndelete object [0, 2]",
            info: "listdocs source=fetched-results")
        var interpreter = CodeInterpreter(
            controller: [:], view: TableView(showing: save.initial.dataSource),
            ios: save.attributes.ios, linkedSDK: save.attributes.linkedSDK)
        interpreter.store = ManagedObjectStore(save.initial.dataSource)
        interpreter.refreshController()
        interpreter.locals["fruit"] = .list([.object(1), .object(2), .object(3)])
        let fruit = SwiftExpression.name("fruit")
        try interpreter.execute(
            .expression(
                .method(
                    fruit, "insert",
                    [
                        .bare(.method(fruit, "remove", [SwiftArgument("at", .integer(0))])),
                        SwiftArgument("at", .integer(1)),
                    ])))
        #expect(interpreter.locals["fruit"] == .list([.object(2), .object(1), .object(3)]))
    }
}
