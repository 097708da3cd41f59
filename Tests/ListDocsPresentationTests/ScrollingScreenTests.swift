import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// A `visible=` screen is a window on the list: the device shows those rows and clips the
/// rest, scrolling when `scroll to` moves the window; the pictures mark a row that peeks in
/// without a cell with a dashed line, and every state table says which rows have no cell.
@Suite struct ScrollingScreenTests {
    static let script = """
        state: Apple, Banana, Cherry, Date, Elderberry, Fig
        scroll to row [0, 4]
        """

    private func walkthrough(_ info: String) throws -> Walkthrough {
        let source = ScriptSource(
            info: "listdocs ios=18 \(info)", infoLocation: SourceLocation(line: 1, column: 1),
            body: Self.script, firstBodyLine: 2)
        let (walkthrough, diagnostics) = ScriptRunner.run(source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(walkthrough)
    }

    /// The `--yN` of cell `label` in the device's markup, for every step.
    private func tops(of label: String, in html: String) throws -> String {
        let line = try #require(html.split(separator: "\n").first { $0.contains(">\(label)<") })
        return line.split(separator: ";").filter { $0.contains("--y") }
            .map { String($0.split(separator: "--y").last ?? "") }.joined(separator: " ")
    }

    @Test func theDeviceShowsTheWindowAndScrollsTheListUnderIt() throws {
        let html = String(
            decoding: WalkthroughHTML.device(try walkthrough("visible=3"), id: "w"), as: UTF8.self)
        // Three rows of 44 points, with 10 above and 10 below where the next rows peek in.
        #expect(html.contains("--h0:152px;--h1:152px;--hmax:152px"))
        // The scroll to row 4 puts it in the middle: rows 3 to 5 on screen, the list moved
        // up by three rows.
        #expect(try tops(of: "Apple", in: html) == "0:10px 1:-122px")
        #expect(try tops(of: "Date", in: html) == "0:142px 1:10px")
        // Without a window every row is on screen and nothing scrolls.
        let whole = String(
            decoding: WalkthroughHTML.device(try walkthrough(""), id: "w"), as: UTF8.self)
        #expect(whole.contains("--h0:292px;--h1:292px;"))
        #expect(try tops(of: "Apple", in: whole) == "0:10px 1:10px")
    }

    @Test func thePicturesMarkARowWithoutACellWithADashedLine() throws {
        let pictures = WalkthroughPictures(try walkthrough("visible=3"))
        let first = String(decoding: pictures.stepSVG(0), as: UTF8.self)
        // Date, Elderberry and Fig have no cell; Apple, Banana and Cherry have one.
        #expect(first.components(separatedBy: "class=\"offedge\"").count - 1 == 3)
        #expect(first.contains(".offedge{fill:none"))
        let animated = String(decoding: pictures.animatedSVG(), as: UTF8.self)
        #expect(animated.contains("offedge"))
        // A list wholly on screen draws no such line and carries no rule for it.
        let plain = String(
            decoding: WalkthroughPictures(try walkthrough("")).stepSVG(0), as: UTF8.self)
        #expect(!plain.contains("offedge"))
    }

    @Test func aStepWithoutAnUpdateStillSaysWhichRowsHaveNoCell() throws {
        let walkthrough = try walkthrough("visible=3")
        let table = StateTable(
            screen: walkthrough.initial.screen, dataSource: walkthrough.initial.dataSource,
            report: nil, viewport: walkthrough.initial.viewport)
        let html = String(decoding: WalkthroughHTML.stateTable(table), as: UTF8.self)
        #expect(html.contains("<th scope=\"col\">Cell</th>"))
        #expect(html.contains("<tr><td>[0, 2]</td><td>Cherry</td><td></td></tr>"))
        #expect(html.contains("<tr><td>[0, 3]</td><td>Date</td><td>off screen, no cell</td></tr>"))
        let whole = try self.walkthrough("")
        let plain = StateTable(
            screen: whole.initial.screen, dataSource: whole.initial.dataSource, report: nil)
        #expect(
            !String(decoding: WalkthroughHTML.stateTable(plain), as: UTF8.self).contains("Cell"))
    }
}
