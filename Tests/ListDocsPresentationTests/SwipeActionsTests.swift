import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// A swipe that names its actions is drawn with each action at its edge, in its colour,
/// and coded as the configuration an app returns: the chosen action runs the steps' code,
/// an unchosen Delete deletes its row, any other unchosen action is the app's to write.
@Suite struct SwipeActionsTests {
    static let archive = """
        state
          Planets: Mercury, Pluto
          Archived:
        swipe row [0, 1] trailing "Delete" destructive, "Archive" blue, "Flag" orange
        choose Archive
        move row [0, 1] to [1, 0]
        """

    @Test func theChosenActionRunsTheStepsCodeAndEachActionHasItsLook() throws {
        let presentation = try present(Self.archive, info: "listdocs ios=17")
        let method = try #require(presentation.steps[3].method)
        let lines = method.lines
        // Too long for a line: a parameter a line, as swift-format breaks it.
        #expect(
            Array(lines.prefix(4)) == [
                "override func tableView(", "    _ tableView: UITableView,",
                "    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath",
                ") -> UISwipeActionsConfiguration? {",
            ])
        func body(of name: String) throws -> [String] {
            let start = try #require(lines.firstIndex { $0.contains("let \(name) = ") })
            let end = try #require(lines[start...].firstIndex { $0 == "    }" })
            return Array(lines[start...end])
        }
        let archive = try body(of: "archiveAction")
        #expect(archive[0].contains("UIContextualAction(style: .normal, title: \"Archive\")"))
        #expect(
            archive.contains(
                "        self.tableView.moveRow(at: indexPath, to: IndexPath(row: 0, section: 1))"))
        #expect(archive.contains("        completionHandler(true)"))
        let delete = try body(of: "deleteAction")
        #expect(delete[0].contains("UIContextualAction(style: .destructive, title: \"Delete\")"))
        #expect(
            delete.contains(
                "        self.sections[indexPath.section].rows.remove(at: indexPath.row)"))
        let flag = try body(of: "flagAction")
        #expect(flag.contains("        completionHandler(false)  // nothing done yet"))
        #expect(lines.contains("    archiveAction.backgroundColor = .systemBlue"))
        #expect(lines.contains("    flagAction.backgroundColor = .systemOrange"))
        #expect(!lines.contains { $0.contains("deleteAction.backgroundColor") })
        #expect(
            lines.contains(
                "    return UISwipeActionsConfiguration(actions: [deleteAction, archiveAction, flagAction])"
            ))
        #expect(
            presentation.steps[1].caption
                == "Swipe left on row [0, 1] to reveal Delete, Archive, Flag")
    }

    @Test func aLeadingSwipeIsTheLeadingConfigurationAndSlidesTheRowRight() throws {
        let script = """
            state: A, B
            swipe row [0, 0] leading "Pin" yellow
            choose Pin
            move row [0, 0] to [0, 1]
            """
        let presentation = try present(script, info: "listdocs ios=17")
        #expect(
            presentation.steps[3].method?.lines.dropFirst(2).first?.contains(
                "leadingSwipeActionsConfigurationForRowAt") == true)
        let source = ScriptSource(
            info: "listdocs ios=17", infoLocation: SourceLocation(line: 1, column: 1), body: script,
            firstBodyLine: 2)
        let walkthrough = try #require(ScriptRunner.run(source).0)
        let html = String(decoding: WalkthroughHTML.device(walkthrough, id: "w"), as: UTF8.self)
        #expect(html.contains("left:0%;width:14.3%;background:#8a6d00;font-size:13px;"))
        #expect(html.contains("--x1:8%;"))
        let picture = String(decoding: WalkthroughPictures(walkthrough).stepSVG(1), as: UTF8.self)
        #expect(picture.contains("<rect style=\"fill:#8a6d00\" width=\"36"))
        #expect(picture.contains(">Pin</text>"))
    }

    @Test func everyActionIsDrawnBesideTheSwipedRowInItsColour() throws {
        let source = ScriptSource(
            info: "listdocs ios=17", infoLocation: SourceLocation(line: 1, column: 1),
            body: Self.archive, firstBodyLine: 2)
        let walkthrough = try #require(ScriptRunner.run(source).0)
        let picture = String(decoding: WalkthroughPictures(walkthrough).stepSVG(1), as: UTF8.self)
        for title in ["Delete", "Archive", "Flag"] { #expect(picture.contains(">\(title)</text>")) }
        #expect(picture.contains("<rect class=\"swipebg\""))
        #expect(picture.contains("<rect style=\"fill:#0a5fd6\""))
        #expect(picture.contains("<rect style=\"fill:#b35c00\""))
        let html = String(decoding: WalkthroughHTML.device(walkthrough, id: "w"), as: UTF8.self)
        // From the right edge inwards: Delete, then Archive, then Flag, each as wide as its
        // title.
        #expect(html.contains("left:76.2%;width:23.8%;background:#d70015;"))
        #expect(html.contains("left:49.1%;width:27%;background:#0a5fd6;"))
        #expect(html.contains("left:31.6%;width:17.5%;background:#b35c00;"))
    }
}
