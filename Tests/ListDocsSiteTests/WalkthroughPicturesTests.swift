import Foundation
import ListDocsPresentation
import ListDocsScript
import Testing

@testable import ListDocsSite

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The pictures of a walkthrough: valid SVG, showing what the page's device shows at every
/// step, the same bytes every time; and `listdocs export`'s files.
@Suite struct WalkthroughPicturesTests {
    /// Every walkthrough of the project's site (`Content/` and the crash catalog), with its
    /// page id.
    static func contentWalkthroughs() throws -> [(id: String, walkthrough: Walkthrough)] {
        try PageSnapshotTests.contentFiles.flatMap { name in
            let text = try String(
                contentsOf: packageRoot.appendingPathComponent(PageSnapshotTests.location(name)),
                encoding: .utf8)
            let recipe = try loadRecipe("Content/\(name)", text: text)
            return recipe.walkthroughs.indices.map {
                (recipe.walkthroughID(at: $0), recipe.walkthroughs[$0])
            }
        }
    }

    /// A cell the page's device shows at a step: its label and place.
    struct ShownCell: Equatable, CustomStringConvertible {
        var label: String
        var y: Double
        var column: Int
        var description: String { "\(label)@\(Int(y)),\(column)" }
    }

    /// What the page's device shows at `step`, read from its markup: each cell not hidden
    /// at that step (`--v<step>:hidden`), at `--y<step>` and `--x<step>`, with the label
    /// whose `--l<step>` is not 0; in reading order.
    static func pageCells(_ html: String, step: Int) -> [String] {
        var cells: [(y: Int, x: Int, label: String)] = []
        var rest = Substring(html)
        while let start = rest.range(of: "<div class=\"wt-item wt-cell\"") {
            let end = rest[start.upperBound...].range(of: "</div>")!
            let item = rest[start.lowerBound..<end.lowerBound]
            rest = rest[end.upperBound...]
            let style = item.split(separator: "\"")[5]
            guard !style.contains("--v\(step):hidden;") else { continue }
            func value(_ name: String) -> Int? {
                guard let range = style.range(of: "\(name)\(step):") else { return nil }
                let digits = style[range.upperBound...].prefix { $0 == "-" || $0.isNumber }
                return Int(digits)
            }
            var label = ""
            var spans = item[...]
            while let open = spans.range(of: "<span class=\"wt-label\" style=\"") {
                let close = spans[open.upperBound...].range(of: "\">")!
                let textEnd = spans[close.upperBound...].range(of: "</span>")!
                let styles = spans[open.upperBound..<close.lowerBound]
                if !styles.contains("--l\(step):0;") {
                    label = String(spans[close.upperBound..<textEnd.lowerBound])
                }
                spans = spans[textEnd.upperBound...]
            }
            cells.append((value("--y") ?? 0, value("--x") ?? 0, unescape(label)))
        }
        return cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map(\.label)
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                of: "&#39;", with: "'"
            )
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The cells of a step's SVG, parsed as XML (which fails on anything not well formed),
    /// in reading order, and the texts of its caption.
    final class PictureReader: NSObject, XMLParserDelegate {
        var cells: [(y: Double, x: Double, label: String, opacity: Double)] = []
        var captions: [String] = []
        private var inCell = false
        /// Open groups; the cell's group is the one at `cellDepth`.
        private var depth = 0
        private var cellDepth = 0
        private var inLabel = false
        private var inCaption = false
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let classes = (attributes["class"] ?? "").split(separator: " ")
            if name == "g" { depth += 1 }
            if name == "g", classes.contains("cell") || classes.contains("tile") {
                cellDepth = depth
                let numbers = (attributes["transform"] ?? "").dropFirst("translate(".count)
                    .prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
                cells.append(
                    (numbers[1], numbers[0], "", Double(attributes["opacity"] ?? "1") ?? 1))
                inCell = true
            }
            if name == "text", inCell, classes.contains("lbl") {
                inLabel = true
                text = ""
            }
            if name == "text", classes.contains("cap") {
                inCaption = true
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inLabel || inCaption { text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            if name == "text", inLabel {
                cells[cells.count - 1].label = text
                inLabel = false
            }
            if name == "text", inCaption {
                captions.append(text)
                inCaption = false
            }
            if name == "g" {
                if depth == cellDepth { inCell = false }
                depth -= 1
            }
        }

        static func read(_ svg: [UInt8]) throws -> PictureReader {
            let reader = PictureReader()
            let parser = XMLParser(data: Data(svg))
            parser.delegate = reader
            guard parser.parse() else {
                throw TestFailure("not well-formed XML: \(String(describing: parser.parserError))")
            }
            return reader
        }

        var labelsInOrder: [String] {
            cells.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map(\.label)
        }
    }

    @Test func everyStepPictureOfContentShowsWhatThePageShows() throws {
        var checked = 0
        for (id, walkthrough) in try Self.contentWalkthroughs() {
            let page = String(decoding: WalkthroughHTML.device(walkthrough, id: id), as: UTF8.self)
            let pictures = WalkthroughPictures(walkthrough)
            #expect(pictures.stepCount == walkthrough.steps.count + 1)
            for step in 0..<pictures.stepCount {
                let reader = try PictureReader.read(pictures.stepSVG(step))
                #expect(
                    reader.labelsInOrder == Self.pageCells(page, step: step),
                    "\(id), step \(step)")
                checked += 1
            }
            // The animation is well formed too.
            _ = try PictureReader.read(pictures.animatedSVG())
        }
        #expect(checked > 300)
    }

    @Test func theFileOfEveryStepHoldsEachStepsPictureUnderItsView() throws {
        for (id, walkthrough) in try Self.contentWalkthroughs().prefix(40) {
            let pictures = WalkthroughPictures(walkthrough)
            let strip = String(decoding: pictures.filmstripSVG(), as: UTF8.self)
            let height = pictures.size.height
            for step in 0..<pictures.stepCount {
                #expect(
                    strip.contains(
                        "<view id=\"step-\(step)\" viewBox=\"0 \(height * step) 320 \(height)\"/>"),
                    "\(id) \(step)")
                // The step's group, cut out of the file, is the step's own picture's body.
                let open =
                    "<g class=\"step s\(step)\" data-step=\"\(step)\" transform=\"translate(0 \(height * step))\">\n"
                let start = try #require(strip.range(of: open))
                let end = try #require(
                    strip[start.upperBound...].range(of: "</g>\n<g class=\"step ")
                        ?? strip[start.upperBound...].range(of: "</g>\n</svg>"))
                let body = strip[start.upperBound..<end.lowerBound]
                let single = String(decoding: pictures.stepSVG(step), as: UTF8.self)
                #expect(single.contains(body), "\(id) \(step)")
            }
            _ = try PictureReader.read(pictures.filmstripSVG())
        }
    }

    @Test func aStepPictureSaysWhichStepItIsAndShowsTheCrash() throws {
        let recipe = try loadRecipe(
            "crash.md",
            text: """
                ---
                title: Crash
                ---

                ```listdocs title="Forgot the model"
                state: A, B, C
                table deleteRows [0, 1]
                expect crash "Invalid update: invalid number of rows in section 0."
                ```
                """)
        let pictures = WalkthroughPictures(recipe.walkthroughs[0])
        let last = String(decoding: pictures.stepSVG(1), as: UTF8.self)
        #expect(last.contains("class=\"crashframe\""))
        #expect(last.contains("<rect class=\"crashbox\""))
        #expect(last.contains("NSInternalInconsistencyException"))
        let reader = try PictureReader.read(pictures.stepSVG(1))
        let caption = reader.captions.joined(separator: " ")
        #expect(caption.hasPrefix("Step 1/1 · ") && caption.contains("[0, 1]"), "\(caption)")
        let first = String(decoding: pictures.stepSVG(0), as: UTF8.self)
        #expect(!first.contains("class=\"crashframe\""))
        #expect(!first.contains("<rect class=\"crashbox\""))
    }

    /// A sheet waits below the screen until it rises, but its dim layer covers the whole
    /// screen: in the animation it is hidden until the sheet is shown (a renderer without
    /// CSS animation shows step 0 undimmed), and animated with the sheet's steps.
    @Test func theDimLayerOfASheetShowsOnlyWithItsSheet() throws {
        let recipe = try loadRecipe(
            "sheet.md",
            text: """
                ---
                title: Sheet
                ---

                ```listdocs
                state: Mercury, Venus, Pluto
                swipe row [0, 2]
                confirm "Delete Planet" "Pluto will be removed."
                choose Delete
                delete row [0, 2]
                ```
                """)
        let animated = String(
            decoding: WalkthroughPictures(recipe.walkthroughs[0]).animatedSVG(), as: UTF8.self)
        let dim = try #require(animated.range(of: "<rect class=\"dim\""))
        let group = try #require(animated[..<dim.lowerBound].range(of: "<g ", options: .backwards))
        let opening = animated[group.lowerBound..<dim.lowerBound]
        #expect(opening.hasPrefix("<g opacity=\"0\" class=\"a"), "\(opening)")
    }

    /// A picture's description counts its steps in words a reader would write.
    @Test func aOneStepPictureSaysOneStep() throws {
        let recipe = try loadRecipe(
            "one.md",
            text: "---\ntitle: One\n---\n\n```listdocs\nstate: A, B\ndelete row [0, 1]\n```\n")
        let pictures = WalkthroughPictures(recipe.walkthroughs[0])
        let animated = String(decoding: pictures.animatedSVG(), as: UTF8.self)
        #expect(animated.contains("An animation of 1 step: "))
        #expect(!animated.contains("1 steps"))
    }

    @Test func labelsThatXMLCannotHoldAreEscapedOrReplaced() throws {
        let recipe = try loadRecipe(
            "hostile.md",
            text: """
                ---
                title: Hostile
                ---

                ```listdocs title="<b>&amp;</b>"
                state: "<script>", "a & b", "]]>", "\\"quoted\\""
                delete row [0, 0]
                ```
                """)
        let pictures = WalkthroughPictures(recipe.walkthroughs[0])
        let reader = try PictureReader.read(pictures.stepSVG(0))
        #expect(reader.labelsInOrder == ["<script>", "a & b", "]]>", "\"quoted\""])
        _ = try PictureReader.read(pictures.animatedSVG())
        for time in stride(from: 0.0, through: pictures.duration, by: 0.3) {
            _ = try PictureReader.read(pictures.frameSVG(at: time))
        }
    }

    @Test func aFrameInTheMiddleOfAMoveIsBetweenTheTwoSteps() throws {
        let recipe = try loadRecipe(
            "move.md",
            text: """
                ---
                title: Move
                ---

                ```listdocs
                state: A, B, C, D
                move row [0, 3] to [0, 0]
                ```
                """)
        let pictures = WalkthroughPictures(recipe.walkthroughs[0])
        func yOfD(_ svg: [UInt8]) throws -> Double {
            try #require(try PictureReader.read(svg).cells.first { $0.label == "D" }).y
        }
        let before = try yOfD(pictures.stepSVG(0))
        let after = try yOfD(pictures.stepSVG(1))
        #expect(after < before)
        // Step 1 begins at 1.8 s; a move waits 0.4 phase and lasts one (0.45 s).
        let start = 1.8 + 0.4 * 0.45
        let middle = try yOfD(pictures.frameSVG(at: start + 0.225))
        #expect(middle < before && middle > after)
        #expect(try yOfD(pictures.frameSVG(at: start - 0.01)) == before)
        #expect(try yOfD(pictures.frameSVG(at: start + 0.46)) == after)
        // The loop: the last step is held for a step's time, and the animation names it.
        #expect(pictures.duration == 5.4)
        let animated = String(decoding: pictures.animatedSVG(), as: UTF8.self)
        #expect(animated.contains("5.4s ease-in-out infinite"))
        #expect(animated.contains("@media (prefers-reduced-motion:reduce)"))
    }

    /// At UIKit's real speed a batch's delete, move and insert run together, from the
    /// step's start, for 0.3 s; staged, the insert waits until the delete is well under way.
    @Test func atRealSpeedEveryChangeOfABatchMovesTogetherFor0Point3Seconds() throws {
        let recipe = try loadRecipe(
            "batch.md",
            text: """
                ---
                title: Batch
                ---

                ```listdocs
                state: A, B, C, D
                batch
                  delete rows [0, 0]
                  move row [0, 3] to [0, 0]
                  insert rows [0, 3] "E"
                expect: D, B, C, E
                ```
                """)
        let staged = WalkthroughPictures(recipe.walkthroughs[0])
        let real = staged.paced(.real)
        func place(_ label: String, _ pictures: WalkthroughPictures, at time: Double) throws
            -> (y: Double, opacity: Double)?
        {
            try PictureReader.read(pictures.frameSVG(at: time)).cells.first { $0.label == label }
                .map { ($0.y, $0.opacity) }
        }
        // Step 1 begins at 1.8 s. Half-way through UIKit's 0.3 s, D is between its places
        // and E is fading in; at 0.31 s everything is where step 1 leaves it.
        let middle = 1.8 + 0.15
        let dBefore = try #require(try place("D", real, at: 1.79)).y
        let dAfter = try #require(try place("D", real, at: 1.8 + 0.31)).y
        let dMiddle = try #require(try place("D", real, at: middle)).y
        #expect(dMiddle < dBefore && dMiddle > dAfter)
        let eMiddle = try place("E", real, at: middle)?.opacity ?? 0
        #expect(eMiddle > 0 && eMiddle < 1)
        #expect(try place("E", real, at: 1.8 + 0.31)?.opacity == 1)
        for label in ["B", "C", "D", "E"] {
            #expect(try place(label, real, at: 1.8 + 0.31)?.y == place(label, staged, at: 3.5)?.y)
        }
        // Staged, E has not begun to appear at that moment, and D has not begun to move.
        #expect((try place("E", staged, at: middle)?.opacity ?? 0) == 0)
        #expect(try place("D", staged, at: middle)?.y == dBefore)
        // The animated picture at real speed is another picture; still ones are the same.
        #expect(real.animatedSVG() != staged.animatedSVG())
        #expect(real.stepSVG(1) == staged.stepSVG(1))
    }

    @Test func picturesAreTheSameBytesEveryTime() throws {
        for (_, walkthrough) in try Self.contentWalkthroughs().prefix(12) {
            let one = WalkthroughPictures(walkthrough)
            let two = WalkthroughPictures(walkthrough)
            #expect(one.animatedSVG() == two.animatedSVG())
            #expect(one.stepSVG(one.stepCount - 1) == two.stepSVG(two.stepCount - 1))
            #expect(one.frameSVG(at: 2.1) == two.frameSVG(at: 2.1))
        }
    }
}
