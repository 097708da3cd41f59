import ListDocsEngine
import Testing

@testable import ListDocsScript

/// Every mistake an author can make, with the position the message points at.
@Suite struct DiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let script: String
        var info = "listdocs"
        let message: String
        var severity = Diagnostic.Severity.error
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a section snapshot in a table view",
            script: "state\n  Fruit:\n‸section snapshot\n  append \"Apple\"\n",
            info: "listdocs source=diffable",
            message:
                "section snapshots are a collection view's (UICollectionViewDiffableDataSource has apply(_:to:animatingDifferences:)); add view=collection"
        ),
        Case(
            name: "a snapshot's question without 'in'",
            script: "state\n  Fruit: Kiwi\nsnapshot\n  numberOfItems ‸\"Fruit\"\n",
            info: "listdocs source=diffable",
            message: "expected 'numberOfItems in \"Section\"'"),
        Case(
            name: "a reuse identifier with a quote",
            script: "state:\n", info: "listdocs cell=‸\"Fruit\\\"Cell\"",
            message:
                "'Fruit\"Cell' cannot be a reuse identifier here: give 1 to 64 characters without quotes or backslashes, as in cell=FruitCell (register=none registers nothing)"
        ),
        Case(
            name: "rows on screen whose cells cannot be dequeued",
            script: "‸state: Apple\n", info: "listdocs cell=FruitCell register=none",
            message:
                "the state's rows are on screen, but their cells dequeue 'FruitCell', which nothing registers: the app would die showing them. Start from rows-less sections ('state:') and add rows, or register 'FruitCell'"
        ),
        Case(
            name: "scroll without 'to'", script: "state: 0, 1\nscroll ‸row [0, 1]\n",
            message: "expected 'scroll to row [section, row]'"),
        Case(
            name: "scroll to an item in a table view",
            script: "state: 0, 1\nscroll to ‸item [0, 1]\n",
            message: "expected 'scroll to row [section, row]'"),
        Case(
            name: "scroll to a row in a collection view",
            script: "state: 0, 1\nscroll to ‸row [0, 1]\n", info: "listdocs view=collection",
            message: "expected 'scroll to item [section, item]'"),
        Case(
            name: "scroll in a batch", script: "state: 0, 1\nbatch\n  ‸scroll to row [0, 1]\n",
            message: ScriptMessage.narrativeInBatch("scroll")),
        Case(
            name: "an unexpected Swift trap",
            script: "state: 0, 1\ndata remove [0, 1]\n‸scroll to row [0, 1]\n",
            message:
                "the app crashes here with Swift's fatal error 'Index out of range'; add 'expect crash \"…\"' if that is the point"
        ),
        Case(
            name: "near-miss command", script: "state: 0, 1\n‸delte row [0, 1]\n",
            message: ScriptMessage.unknownCommand("delte")),
        Case(
            name: "near-miss object", script: "state: 0, 1\ndelete ‸rwo [0, 1]\n",
            message: ScriptMessage.unknownForm(
                "delete", "rwo", ["row", "rows", "section", "sections"])),
        Case(
            name: "malformed index path", script: "state: 0, 1\ndelete row ‸[0 1]\n",
            message: ScriptMessage.expectedIndexPath),
        Case(
            name: "index path missing", script: "state: 0, 1\ndelete row ‸0\n",
            message: ScriptMessage.expectedIndexPath),
        Case(
            name: "missing state", script: "‸delete row [0, 0]\n",
            message:
                ScriptMessage.stepBeforeState),
        Case(
            name: "unterminated label", script: "state: 0, 1\ninsert row [0, 0] ‸\"ten\n",
            message: ScriptMessage.unterminatedString),
        Case(
            name: "empty label", script: "state: 0, ‸, 1\n",
            message: ScriptMessage.expected("a label")),
        Case(
            name: "section line without colon", script: "state\n  Numbers 0, 1‸\n",
            message: ScriptMessage.expectedSectionColon),
        Case(
            name: "row that does not exist", script: "state: 0, 1\ndelete rows [0, 0], ‸[0, 5]\n",
            message:
                ScriptMessage.missingInDataSource("there is no row 5 in section 0: it has 2 rows")
        ),
        Case(
            name: "data row that does not exist", script: "state: 0, 1\ndata remove ‸[0, 2]\n",
            message: "cannot remove the row at [0, 2]: section 0 has 2 rows"),
        Case(
            name: "a collection view's drag before iOS 9",
            script: "state: a, b\n‸drag item [0, 0] to [0, 1]\n",
            info: "listdocs view=collection ios=8",
            message: ScriptMessage.dragItemBefore9(UIKitVersion(8))),
        Case(
            name: "expect does not hold", script: "state: 0, 1\ndelete row [0, 0]\n‸expect: 0\n",
            message: ScriptMessage.dataSourceDiffers),
        Case(
            name: "unexpected crash", script: "state: 0, 1\n‸table deleteRows [0, 0]\n",
            message:
                "the app crashes here with an uncaught NSInternalInconsistencyException; add 'expect crash \"…\"' if that is the point"
        ),
        Case(
            name: "expected crash that does not happen",
            script: "state: 0, 1\ndelete row [0, 0]\n‸expect crash \"Invalid\"\n",
            message: ScriptMessage.expectedCrash),
        Case(
            name: "crash with another reason",
            script: "state: 0, 1\ntable deleteRows [0, 0]\n‸expect crash \"attempt to\"\n",
            message: ScriptMessage.otherCrash),
        Case(
            name: "unknown animation", script: "state: 0, 1\ndelete row [0, 0] with ‸fdae\n",
            message:
                ScriptMessage.unknownAnimation("fdae")
        ),
        Case(
            name: "unknown attribute", script: "state: 0\n", info: "listdocs ‸titel=\"x\"",
            message:
                ScriptMessage.unknownAttribute("titel")
        ),
        Case(
            name: "a row form in a collection walkthrough",
            script: "state: a, b\ndelete ‸row [0, 0]\n", info: "listdocs view=collection",
            message:
                ScriptMessage.otherViewsObject("delete", "row", "item", view: .collection)),
        Case(
            name: "an item form in a table walkthrough",
            script: "state: a, b\ninsert ‸items [0, 0] \"x\"\n",
            message:
                ScriptMessage.otherViewsObject("insert", "items", "rows", view: .table)
        ),
        Case(
            name: "a table call in a collection walkthrough",
            script: "state: a, b\n‸table deleteRows [0, 0]\n", info: "listdocs view=collection",
            message:
                ScriptMessage.otherViewsCall("table", view: .collection)
        ),
        Case(
            name: "a collection call in a table walkthrough",
            script: "state: a, b\n‸collection deleteItems [0, 0]\n",
            message:
                ScriptMessage.otherViewsCall("collection", view: .table)
        ),
        Case(
            name: "an unknown hashable style",
            script: "state: a\n",
            info: "listdocs source=diffable hashable=‸by-id",
            message:
                ScriptMessage.unknownHashable("by-id", HashableStyle.allCases.map(\.rawValue))
        ),
        Case(
            name: "hashable without a diffable data source",
            script: "state: a\n",
            info: "listdocs ‸hashable=id",
            message:
                ScriptMessage.hashableWithoutDiffable),
        Case(
            name: "apply in something other than the background",
            script: "state\n  Fruit: Kiwi\napply in ‸main\n",
            info: "listdocs source=diffable",
            message: ScriptMessage.expectedInBackground),
        Case(
            name: "a collection view question in a table walkthrough",
            script: "state: a, b\ntable ‸numberOfItems 0\n",
            message:
                "'numberOfItems' is a question for a collection view; a table view's is 'numberOfRows'"
        ),
        Case(
            name: "a collection view's layout question in a table walkthrough",
            script: "state: a, b\ntable ‸layoutAttributes [0, 0]\n",
            message:
                "'layoutAttributes' is a question for a collection view; this walkthrough drives a table view (add view=collection to the info string)"
        ),
        Case(
            name: "a table view question in a collection walkthrough",
            script: "state: a, b\ncollection ‸numberOfRows 0\n",
            info: "listdocs view=collection",
            message:
                "'numberOfRows' is a question for a table view; a collection view's is 'numberOfItems'"
        ),
        Case(
            name: "layout attributes without an index path",
            script: "state: a, b\ncollection layoutAttributes ‸0\n",
            info: "listdocs view=collection",
            message: ScriptMessage.expectedIndexPath),
        Case(
            name: "a table method on a collection view",
            script: "state: a, b\ncollection ‸moveRow [0, 0] to [0, 1]\n",
            info: "listdocs view=collection",
            message: ScriptMessage.otherViewsMethod("moveRow", .moveRow, view: .collection)),
        Case(
            name: "an animation in a collection walkthrough",
            script: "state: a, b\ndelete item [0, 0] with ‸fade\n",
            info: "listdocs view=collection",
            message:
                ScriptMessage.animationOnCollection("fade")
        ),
        Case(
            name: "animation= on a collection view", script: "state: a\n",
            info: "listdocs view=collection ‸animation=fade",
            message:
                ScriptMessage.animationAttributeOnCollection
        ),
        Case(
            name: "layout= on a table view", script: "state: a\n", info: "listdocs ‸layout=list",
            message: ScriptMessage.collectionAttribute("layout")),
        Case(
            name: "too many columns", script: "state: a\n",
            info: "listdocs view=collection columns=‸12",
            message: ScriptMessage.expectedColumns),
        Case(
            name: "bad source", script: "state: 0\n", info: "listdocs source=‸fetched-result",
            message:
                ScriptMessage.unknownSource(
                    "fetched-result", DataSourceMode.allCases.map(\.rawValue))
        ),
        Case(
            name: "stale cells without expect stale",
            script:
                "state: 0, 1\n‸batch\n  data set [0, 0] \"x\"\n  table deleteRows [0, 1]\n  data remove [0, 1]\n",
            message:
                ScriptMessage.unexpectedStale,
            severity: .warning),
        Case(
            name: "second state", script: "state: 0\n‸state: 1\n",
            message: ScriptMessage.secondState
        ),
        Case(
            name: "expect inside a batch", script: "state: 0\nbatch\n  ‸expect: 0\n",
            message:
                ScriptMessage.narrativeInBatch("expect")
        ),
        Case(
            name: "batches nested too deep",
            script: "state: 0\n"
                + (0..<64).map { String(repeating: " ", count: $0) + "batch\n" }.joined()
                + String(repeating: " ", count: 64) + "‸batch\n",
            message: ScriptMessage.blockTooDeep("batch", 65)),
        Case(
            name: "completions and batches nested too deep, in a mix",
            // The completion is the first level, its batches the next 64.
            script: "state: 0\nreload row [0, 0]\ncompletion\n"
                + (1..<64).map { String(repeating: " ", count: $0) + "batch\n" }.joined()
                + String(repeating: " ", count: 64) + "‸batch\n",
            message: ScriptMessage.blockTooDeep("batch", 65)),
        Case(
            name: "a completion in a completion",
            script:
                "state: 0\nreload row [0, 0]\ncompletion\n batch\n  reload row [0, 0]\n ‸completion\n",
            message: ScriptMessage.notInCompletion(" completion")),
        Case(
            name: "an empty expected crash",
            script: "state: 0, 1\ndelete row [0, 5]\nexpect crash ‸\"\"\n",
            message: ScriptMessage.emptyExpectedCrash),
        Case(
            name: "stray indentation",
            script: "state: 0\ndelete row [0, 0]\n    ‸delete row [0, 0]\n",
            message:
                ScriptMessage.unexpectedIndentation
        ),
        Case(
            name: "unknown table method", script: "state: 0\ntable ‸deleteRow [0, 0]\n",
            message: ScriptMessage.unknownViewMethod(
                "deleteRow", TableViewCall.Kind.allCases.map(ListViewKind.table.methodName),
                view: .table)),
        Case(
            name: "trailing text", script: "state: 0, 1\nmove row [0, 0] to [0, 1] ‸now\n",
            message: ScriptMessage.unexpectedText("now")),
        Case(
            name: "columns count characters, not bytes", script: "state: 日本, e\u{301}, 👍🏽, ‸, x\n",
            message: ScriptMessage.expected("a label")),
        Case(
            name: "a non-ASCII animation name",
            script: "state: 0, 1\ndelete row [0, 0] with ‸fädé\n",
            message:
                ScriptMessage.unknownAnimation("fädé")
        ),
        Case(
            name: "steps after a crash",
            script:
                "state: 0\ntable deleteRows [0, 0]\nexpect crash \"Invalid\"\n‸delete row [0, 0]\n",
            message: ScriptMessage.afterCrash,
            severity: .warning),
    ]

    @Test(arguments: cases)
    func reportsTheMistakeWhereItIs(_ testCase: Case) throws {
        let marked = Marked(testCase.script, info: testCase.info)
        let (_, diagnostics) = marked.run()
        let diagnostic = try #require(
            diagnostics.first { $0.message == testCase.message },
            "got: \(diagnostics.map { "\($0.location) \($0.message)" })")
        #expect(diagnostic.severity == testCase.severity)
        // Every case marks where its mistake is; a case without a mark would check nothing.
        let location = try #require(marked.expected.first, "mark the mistake with ‸")
        #expect(diagnostic.location == location)
    }

    /// A message that offers a near miss carries the word itself, so an editor can apply it
    /// without reading the English.
    @Test(arguments: cases.filter { $0.message.contains("did you mean '") })
    func aSuggestedWordTravelsWithItsDiagnostic(_ testCase: Case) throws {
        let (_, diagnostics) = Marked(testCase.script, info: testCase.info).run()
        let diagnostic = try #require(diagnostics.first { $0.message == testCase.message })
        let offered = testCase.message.firstMatch(of: #/did you mean '([^']*)'/#).map {
            String($0.output.1)
        }
        #expect(diagnostic.suggestion != nil)
        #expect(diagnostic.suggestion == offered)
    }

    /// The cases above name each message by its factory; these hold a few of the factories
    /// to their exact English, so a change of wording is a change seen here.
    @Test func aFewMessagesReadExactlyAsWritten() {
        #expect(
            ScriptMessage.unknownCommand("delte")
                == "unknown command 'delte'; did you mean 'delete'?")
        #expect(
            ScriptMessage.otherViewsCall("table", view: .collection)
                == "'table …' lines call a table view, but this walkthrough drives a collection view; write 'collection …' (insertItems, deleteItems, moveItem, reloadItems, and the section calls)"
        )
        #expect(
            ScriptMessage.unknownAttribute("titel")
                == "unknown attribute 'titel'; did you mean 'title'?; known attributes: title, source, animation, ios, view, layout, columns, hashable, delegate, id, sdk, cell, register, dequeue, identifiers, count-text, visible"
        )
        #expect(
            ScriptMessage.blockTooDeep("completion", 65)
                == "batch and completion blocks nest at most 64 deep, in any mix; this completion opens level 65"
        )
        #expect(
            ScriptMessage.otherViewsObject("delete", "row", "item", view: .collection)
                == "'delete row' is for table views; in a collection walkthrough write 'delete item'"
        )
    }

    @Test func oneBadLineDoesNotHideTheOthers() {
        let (walkthrough, diagnostics) = Marked(
            "state: 0\n‸delte row [0, 0]\ninsert row ‸[0 0] \"x\"\n"
        ).run()
        #expect(walkthrough == nil)
        #expect(
            diagnostics.map(\.location)
                == Marked("state: 0\n‸delte row [0, 0]\ninsert row ‸[0 0] \"x\"\n").expected)
    }

    @Test func theRenderedFormIsWhatCompilersPrint() {
        let diagnostic = Diagnostic.error(
            "expected an index path like [0, 3]", at: SourceLocation(line: 2, column: 12))
        let text = DiagnosticText.rendered(
            diagnostic.inFile("Content/a.md", source: "state: 0\ndelete row 0 1\n"))
        #expect(
            text
                == "Content/a.md:2:12: error: expected an index path like [0, 3]\ndelete row 0 1\n           ^"
        )
    }

    @Test func aHugeLineIsCutAroundTheColumn() {
        let line =
            String(repeating: "a", count: 200_000) + " oops "
            + String(repeating: "b", count: 200_000)
        let diagnostic = Diagnostic.error("here", at: SourceLocation(line: 1, column: 200_002))
        let lines = DiagnosticText.rendered(diagnostic.inFile("x.md", source: line)).split(
            separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count <= DiagnosticText.lineWidth + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…") && lines[1].contains("oops"))
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "o")
    }

    @Test func aProblemWithAWholeFileHasNoPosition() {
        #expect(
            DiagnosticText.rendered(.error("this file does not exist", file: "Content/x.md"))
                == "Content/x.md: error: this file does not exist")
    }

    /// An `expect` that does not hold says, under both lists, where they part.
    @Test func aFailedExpectSaysWhereTheListsDiffer() {
        let (_, diagnostics) = Marked(
            "state: a, b, c, d, e, f, g\ndelete row [0, 6]\nexpect: a, b, c, e, d, f\n"
        ).run()
        let notes = diagnostics.first?.notes ?? []
        #expect(diagnostics.first?.message == ScriptMessage.dataSourceDiffers)
        #expect(
            notes.suffix(2) == [
                "where they differ:", "  section 0, row 3: \"d\" where \"e\" was expected",
            ])
    }
}

@Suite struct DiagnosticColourTests {
    @Test func colouredOutputMarksTheSeverityAndTheCaretOnly() {
        let diagnostic = Diagnostic.error("oops", at: SourceLocation(line: 1, column: 3))
            .inFile("a.md", source: "abcdef")
        let plain = DiagnosticText.rendered(diagnostic)
        let coloured = DiagnosticText.rendered(diagnostic, coloured: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m: oops"))
        #expect(
            coloured.replacingOccurrences(of: "\u{1B}[1;31m", with: "")
                .replacingOccurrences(of: "\u{1B}[32m", with: "").replacingOccurrences(
                    of: "\u{1B}[0m", with: "")
                == plain)
    }
}
