import ListDocsEngine
import ListDocsScript
import Testing

/// `drag row … to …`: the user reorders, the view moves the row itself, the data source
/// is told afterwards.
@Suite struct DragFormTests {
    func diagnostics(_ script: Marked) -> [Diagnostic] { script.run().1 }

    @Test func theScreenMovesAndTheDataSourceWaits() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              Planets: Mercury, Venus, Earth, Mars
            drag row [0, 0] to [0, 3]
            data move [0, 0] to [0, 3]
            expect: Venus, Earth, Mars, Mercury
            """
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let w = try #require(walkthrough)
        let drag = w.steps[0]
        #expect(
            drag.kind
                == .narrative(
                    .drag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))))
        #expect(drag.after.screen.list.sections[0].rows == ["Venus", "Earth", "Mars", "Mercury"])
        #expect(drag.after.dataSource.sections[0].rows == ["Mercury", "Venus", "Earth", "Mars"])
        let report = try #require(drag.report)
        let mercury = try #require(report.before.sections[0].cells.first)
        #expect(
            report.rowFates[mercury.id]
                == .moved(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)))
        #expect(w.steps[2 - 1].expectations.map(\.held) == [true])
    }

    @Test func aRowMayLandInAnotherSection() throws {
        let (walkthrough, problems) = Marked(
            """
            state
              A: a1, a2
              B: b1
            drag row [0, 1] to [1, 1]
            data move [0, 1] to [1, 1]
            expect
              A: a1
              B: b1, a2
            """
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(walkthrough?.steps[0].after.screen.rowCounts == [1, 2])
    }

    @Test func forgettingTheModelLeavesItBehind() throws {
        let (_, problems) = Marked(
            """
            state: a, b, c
            drag row [0, 0] to [0, 2]
            ‸expect: b, c, a
            """
        ).run()
        #expect(problems.contains { $0.severity == .error })
    }

    @Test func placesThatAreNotOnScreenAreErrors() {
        for (script, word) in [
            ("state: a, b\n‸drag row [0, 2] to [0, 0]\n", "no row at [0, 2]"),
            ("state: a, b\n‸drag row [0, 0] to [0, 2]\n", "[0, 2] is past the end"),
            ("state: a, b\n‸drag row [0, 0] to [3, 0]\n", "there is no section 3"),
        ] {
            let marked = Marked(script)
            let problems = diagnostics(marked)
            #expect(problems.count == 1, "\(script)")
            #expect(problems.first?.location == marked.expected.first)
            #expect(problems.first?.message.contains(word) == true, "\(problems.map(\.message))")
        }
    }

    @Test func theFormIsCheckedWhereItIsWritten() {
        let missingTo = Marked("state: a, b\ndrag row [0, 0] ‸[0, 1]\n")
        #expect(diagnostics(missingTo).first?.location == missingTo.expected.first)
        let noRow = Marked("state: a, b\ndrag ‸[0, 0] to [0, 1]\n")
        #expect(
            diagnostics(noRow).first?.message
                == "expected 'drag row [section, row] to [section, row]'")
        #expect(diagnostics(noRow).first?.location == noRow.expected.first)
        let inBatch = Marked("state: a, b\nbatch\n  ‸drag row [0, 0] to [0, 1]\n")
        #expect(diagnostics(inBatch).first?.location == inBatch.expected.first)
    }

    @Test func onlyAnArrayDataSourceIsDragged() {
        let marked = Marked(
            "state\n  A: a\n  B: b\n‸drag row [0, 0] to [1, 0]\n",
            info: "listdocs source=fetched-results")
        let problems = diagnostics(marked)
        #expect(problems.first?.location == marked.expected.first)
        #expect(problems.first?.message.contains("array data source") == true)
    }

    @Test func aCollectionViewDragsItems() throws {
        let (walkthrough, problems) = Marked(
            "state: a, b, c\ndrag item [0, 2] to [0, 0]\ndata move [0, 2] to [0, 0]\nexpect: c, a, b\n",
            info: "listdocs view=collection"
        ).run()
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(walkthrough?.steps.count == 2)
    }
}
