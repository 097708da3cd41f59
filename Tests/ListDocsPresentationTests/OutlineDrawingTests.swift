import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// An outline (a section snapshot that gives items children) is drawn as UIKit's list draws
/// it and coded as an app writes it: cells indented by their level, a parent with its
/// disclosure control pointing right while collapsed and down while expanded, in the
/// pictures, the page's device and the model block alike.
@Suite struct OutlineDrawingTests {
    static let script = """
        state
          Library: Fiction, Poetry
        section snapshot of "Library"
          append "Dune" to "Fiction"
          expand "Fiction"
        apply to "Library"
        section snapshot of "Library"
          collapse "Fiction"
        apply to "Library"
        """

    private func walkthrough(_ info: String = "") throws -> Walkthrough {
        let source = ScriptSource(
            info: "listdocs view=collection source=diffable ios=17 \(info)",
            infoLocation: SourceLocation(line: 1, column: 1), body: Self.script, firstBodyLine: 2)
        let (walkthrough, diagnostics) = ScriptRunner.run(source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(walkthrough)
    }

    @Test func anOutlineIsAListWhoseChildrenAreIndentedUnderAParentsChevron() throws {
        let outline = try walkthrough()
        #expect(outline.attributes.layout == .list)
        #expect(try walkthrough("layout=grid").attributes.layout == .grid)
        // Step 2 applies the expanded outline: Dune is indented, Fiction's chevron points down.
        let expanded = String(decoding: WalkthroughPictures(outline).stepSVG(2), as: UTF8.self)
        #expect(expanded.contains("x=\"30\" y=\"28\" clip-path=\"url(#ld-row)\">Dune</text>"))
        #expect(expanded.contains("x=\"14\" y=\"28\" clip-path=\"url(#ld-row)\">Fiction</text>"))
        #expect(expanded.contains("<path class=\"disc\" d=\"M213.5 19.5l5 5 5-5\"/>"))
        #expect(expanded.contains(".disc{fill:none"))
        // Step 4 applies it collapsed: the chevron points right; before Dune is added,
        // Fiction is already a folder with its chevron.
        let collapsed = String(decoding: WalkthroughPictures(outline).stepSVG(4), as: UTF8.self)
        #expect(collapsed.contains("<path class=\"disc\" d=\"M216 17l5 5-5 5\"/>"))
        let first = String(decoding: WalkthroughPictures(outline).stepSVG(0), as: UTF8.self)
        #expect(first.contains("<path class=\"disc\" d=\"M216 17l5 5-5 5\"/>"))
        // A walkthrough without an outline draws no chevron and carries no rule for one.
        let source = ScriptSource(
            info: "listdocs view=collection layout=list",
            infoLocation: SourceLocation(line: 1, column: 1),
            body: "state\n  Library: Fiction, Poetry\ndelete item [0, 0]", firstBodyLine: 2)
        let plain = try #require(ScriptRunner.run(source).0)
        #expect(
            !String(decoding: WalkthroughPictures(plain).stepSVG(1), as: UTF8.self).contains("disc")
        )
    }

    @Test func thePagesDeviceIndentsAChildAndShowsEachChevronOnItsSteps() throws {
        let html = String(
            decoding: WalkthroughHTML.device(try walkthrough(), id: "w"), as: UTF8.self)
        #expect(html.contains("style=\"--in:1;"))
        // Expanded from the apply of step 2 until the apply of step 4 collapses it (step 3
        // only edits a section snapshot).
        #expect(
            html.contains(
                "<span class=\"wt-label wt-disc wt-open\" aria-hidden=\"true\" style=\"--l0:0;--l1:0;--l4:0;\"></span>"
            ))
        #expect(
            html.contains(
                "<span class=\"wt-label wt-disc\" aria-hidden=\"true\" style=\"--l2:0;--l3:0;\"></span>"
            ))
    }

    @Test func theModelGivesTheParentsCellsTheDisclosureControl() throws {
        let model = WalkthroughPresentation(try walkthrough()).model
        #expect(model.contains("let parents: Set<String> = [\"Fiction\"]"))
        #expect(
            model.contains(
                "    cell.accessories = self?.parents.contains(identifier) == true ? [.outlineDisclosure()] : []"
            ))
        #expect(model.contains { $0.contains("UICollectionLayoutListConfiguration") })
    }

    @Test func aSectionSnapshotKnowsEachItemsLevelAndDisclosure() throws {
        var outline = SectionSnapshot(roots: ["Fiction", "Poetry"])
        try outline.append(["Dune"], to: "Fiction", ios: UIKitVersion(17))
        #expect(outline.isOutline && outline.parents == ["Fiction"])
        #expect(outline.outlineRow(of: "Fiction") == OutlineRow(level: 0, disclosure: .collapsed))
        #expect(outline.outlineRow(of: "Dune") == OutlineRow(level: 1))
        outline.setExpanded(["Fiction"], true)
        #expect(outline.outlineRow(of: "Fiction")?.disclosure == .expanded)
        #expect(outline.outlineRow(of: "Drama") == nil)
        #expect(!SectionSnapshot(roots: ["a"]).isOutline)
    }
}
