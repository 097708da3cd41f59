import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// Runs a script and presents it; fails the test on any error.
func present(_ body: String, info: String = "listdocs") throws -> WalkthroughPresentation {
    let source = ScriptSource(
        info: info, infoLocation: SourceLocation(line: 1, column: 1), body: body, firstBodyLine: 2)
    let (walkthrough, diagnostics) = ScriptRunner.run(source)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    return WalkthroughPresentation(try #require(walkthrough))
}

/// The Swift a step shows, in the idiom of the walkthrough's iOS version and data source.
@Suite struct StepCodeTests {
    let batch = """
        state: a, b, c
        batch "Swap"
          delete row [0, 0]
          insert row [0, 2] "d"

        """

    @Test func batchesFromIOS11UsePerformBatchUpdates() throws {
        let code = try present(batch, info: "listdocs ios=11").steps[1].code
        #expect(
            code == [
                // The updates closure escapes, so Swift wants `self.` inside it.
                "tableView.performBatchUpdates {",
                "    self.sections[0].rows.remove(at: 0)",
                "    self.sections[0].rows.insert(\"d\", at: 2)",
                "    self.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)",
                "    self.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)",
                "}",
            ])
    }

    @Test func batchesBeforeIOS11UseBeginAndEndUpdates() throws {
        let code = try present(batch, info: "listdocs ios=10").steps[1].code
        #expect(code.first == "tableView.beginUpdates()")
        #expect(code.last == "tableView.endUpdates()")
        #expect(!code.contains { $0.contains("performBatchUpdates") })
        #expect(
            code.contains(
                "tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)"))
    }

    @Test func aSingleCallOutsideABatchIsNotWrapped() throws {
        let code = try present("state: a, b\ndelete row [0, 1] with fade\n", info: "listdocs ios=9")
            .steps[1].code
        #expect(
            code == [
                "sections[0].rows.remove(at: 1)",
                "tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)",
            ])
    }

    @Test func fetchedResultsShowCoreDataAndTheDelegate() throws {
        let body = """
            state
              A: a, b
              B: c
            batch
              data remove [1, 0]
              table deleteRows [1, 0]
              table deleteSections 1

            """
        let presentation = try present(body, info: "listdocs source=fetched-results")
        let code = presentation.steps[1].code
        #expect(
            code.first
                == "context.delete(fetchedResultsController.object(at: IndexPath(row: 0, section: 1)))"
        )
        #expect(code.contains("// section 1 has no objects left: the controller drops it"))
        #expect(
            code.contains("try? context.save()  // the controller tells its delegate what changed"))
        #expect(code.contains("tableView.beginUpdates()  // controllerWillChangeContent(_:)"))
        #expect(
            code.contains(
                "tableView.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)"))
        #expect(code.last == "tableView.endUpdates()  // controllerDidChangeContent(_:)")
        #expect(!code.contains { $0.contains("sections[") && $0.contains(".rows") })
    }

    @Test func aDataLineShowsOnlyTheDataChange() throws {
        let code = try present("state: a, b\ndata move [0, 0] to [0, 1]\nexpect stale\n").steps[1]
            .code
        #expect(
            code == [
                "let moved = sections[0].rows.remove(at: 0)",
                "sections[0].rows.insert(moved, at: 1)",
            ])
    }

    @Test func narrativeStepsHaveNoCode() throws {
        #expect(try present("state: a\ntap \"Edit\"\n").steps[1].code.isEmpty)
    }

    @Test func labelsBecomeSwiftLiterals() throws {
        let code = try present(
            #"state: a"# + "\n" + #"insert row [0, 0] "say \"hi\" \\ bye""# + "\n"
        ).steps[1].code
        #expect(code[0] == #"sections[0].rows.insert("say \"hi\" \\ bye", at: 0)"#)
    }

    @Test func severalMovesInOneStepGetTheirOwnNames() throws {
        let code = try present(
            """
            state
              A: a, b
              B: c, d
            batch
              data move [0, 0] to [0, 1]
              data move section 1 to 0
            expect stale

            """
        ).steps[1].code
        #expect(code.contains("    let moved1 = self.sections[0].rows.remove(at: 0)"))
        #expect(code.contains("    self.sections[0].rows.insert(moved1, at: 1)"))
        #expect(code.contains("    let section2 = self.sections.remove(at: 1)"))
        #expect(code.contains("    self.sections.insert(section2, at: 0)"))
    }
}
