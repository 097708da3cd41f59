import Foundation
import ListDocsEngine
import ListDocsExplain
import ListDocsScript
import ListDocsSite
import ListDocsTestSupport
import Testing

/// `listdocs explain`: every reason the engine prints comes back as a recipe that dies of
/// exactly that reason and a fix that passes.
@Suite struct ExplainTests {
    /// Loads the written recipe the way `listdocs build` does and checks it: no diagnostics,
    /// the first walkthrough dies of `reason` (addresses aside), the second passes.
    static func checkRecipe(_ explanation: Explanation, reproduces reason: String) {
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "Content/explained.md", text: explanation.recipe, config: SiteConfig())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(explanation.recipe)")
        guard let recipe else {
            Issue.record("the recipe did not load:\n\(explanation.recipe)")
            return
        }
        #expect(recipe.walkthroughs.count == 2)
        #expect(
            recipe.walkthroughs.allSatisfy { $0.attributes.id != nil },
            "every walkthrough has an id=, as check --strict asks")
        // The app's own classes (its data source, a view it dequeued) are the walkthrough's.
        let comparable = { ReasonText.withAppClassesElided(ReasonText.comparable($0)) }
        let crash = recipe.walkthroughs.first?.crash?.reason
        #expect(
            crash.map(comparable) == comparable(reason),
            "\(reason)\n---\n\(explanation.recipe)")
        #expect(recipe.walkthroughs.last?.crash == nil)
    }

    /// The reasons of every walkthrough in the crash catalog (one entry per exception listdocs
    /// knows, in every view and many eras), printed by the engine as `listdocs run` prints them.
    static let catalogReasons: [UIKitException] = {
        let path = packageRoot.appendingPathComponent("Templates/catalog/crash-catalog.md")
        let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        let (recipe, _) = RecipeLoader.load(
            path: "Templates/catalog/crash-catalog.md", text: text, config: SiteConfig())
        return recipe?.walkthroughs.compactMap(\.crash) ?? []
    }()

    /// What the console shows of `exception`: its line, and for Swift's trap (which is
    /// explained only with the cell request on the stack) the frame of `cellForRowAt`.
    static func log(_ exception: UIKitException) -> String {
        exception.isSwiftTrap
            ? exception.consoleLine
                + "\n1   App   0x0000000100 ListViewController.tableView(_:cellForRowAt:) + 64"
            : exception.consoleLine
    }

    @Test func everyCatalogCrashIsReproducedFromItsConsoleLine() throws {
        #expect(Self.catalogReasons.count > 60)
        var kinds = Set<UIKitException.Kind>()
        for exception in Self.catalogReasons {
            let explanation = try Explainer.explain(Self.log(exception))
            #expect(explanation.kind == exception.kind, "\(exception.reason)")
            Self.checkRecipe(explanation, reproduces: exception.reason)
            kinds.insert(exception.kind)
        }
        #expect(kinds == Set(UIKitException.Kind.allCases))
    }

    @Test func randomBatchesThatCrashAreExplained() throws {
        var seed = SplitMix64(seed: 20_261_122)
        var explained = 0
        var kinds = Set<UIKitException.Kind>()
        var shapes = Set<LogShape>()
        for _ in 0..<600 {
            let view: ListViewKind = seed.next() % 3 == 0 ? .collection : .table
            let era = UIKitVersion.eras[Int(seed.next() % UInt64(UIKitVersion.eras.count))]
            let ios = era.lowerBound
            let script = RandomScript.batch(view: view, using: &seed)
            let info =
                "listdocs ios=\(ios.major)\(ios.minor == 0 ? "" : ".\(ios.minor)")\(view == .collection ? " view=collection" : "")"
            let (walkthrough, _) = ScriptRunner.run(
                ScriptSource(
                    info: info, infoLocation: .init(line: 1, column: 1), body: script,
                    firstBodyLine: 2))
            guard let crash = walkthrough?.crash else { continue }
            // Each crash in one of the shapes people paste: the console line, or a wrapper.
            let shape = LogShape.allCases[Int(seed.next() % UInt64(LogShape.allCases.count))]
            let explanation = try Explainer.explain(shape.wrap(crash))
            Self.checkRecipe(explanation, reproduces: crash.reason)
            explained += 1
            kinds.insert(crash.kind)
            shapes.insert(shape)
        }
        #expect(explained > 100)
        #expect(kinds.count > 12)
        #expect(shapes.count == LogShape.allCases.count)
    }

    @Test func randomSnapshotMistakesAreExplained() throws {
        var seed = SplitMix64(seed: 1_301)
        var kinds = Set<UIKitException.Kind>()
        let modern = UIKitVersion.eras.filter { $0.lowerBound.major >= 13 }
        for _ in 0..<400 {
            let view: ListViewKind = seed.next() % 3 == 0 ? .collection : .table
            let ios = modern[Int(seed.next() % UInt64(modern.count))].upperBound
            let script = RandomScript.diffable(view: view, ios: ios, using: &seed)
            let info =
                "listdocs source=diffable ios=\(ios.major)\(ios.minor == 0 ? "" : ".\(ios.minor)")\(view == .collection ? " view=collection" : "")"
            let (walkthrough, _) = ScriptRunner.run(
                ScriptSource(
                    info: info, infoLocation: .init(line: 1, column: 1), body: script,
                    firstBodyLine: 2))
            guard let crash = walkthrough?.crash else { continue }
            let explanation = try Explainer.explain(crash.consoleLine)
            Self.checkRecipe(explanation, reproduces: crash.reason)
            kinds.insert(crash.kind)
        }
        #expect(kinds.count >= 8, "\(kinds)")
    }

    @Test func randomCountMismatchesInEveryEraAreExplained() throws {
        var seed = SplitMix64(seed: 42)
        for view in ListViewKind.allCases {
            // Collection views arrived with iOS 6: no earlier era printed a text of theirs.
            for era in UIKitVersion.eras where view == .table || era.upperBound.major >= 6 {
                for _ in 0..<6 {
                    // A count text with numbers an app can produce: the data source's count is
                    // anything but what the calls announced.
                    let before = Int(seed.next() % 7)
                    let deleted = Int(seed.next() % UInt64(before + 1))
                    let movedOut =
                        era.lowerBound.major >= 5
                        ? Int(seed.next() % UInt64(before - deleted + 1)) : 0
                    var after = Int(seed.next() % 8)
                    let inserted = Int(seed.next() % UInt64(after + 1))
                    let movedIn =
                        era.lowerBound.major >= 5
                        ? Int(seed.next() % UInt64(after - inserted + 1)) : 0
                    if after == before + inserted - deleted + movedIn - movedOut { after += 1 }
                    let section = Int(seed.next() % 3)
                    let ios = era.upperBound
                    let rows = ReasonCatalog.exception(
                        .invalidNumberOfRows, view: view, ios: ios,
                        ReasonArguments(numbers: [
                            section, after, before, inserted, deleted, movedIn, movedOut,
                        ]))
                    do {
                        let explanation = try Explainer.explain(rows.consoleLine)
                        Self.checkRecipe(explanation, reproduces: rows.reason)
                    } catch {
                        // From 16.4 on a classic text with changed counts has no app behind it.
                        #expect(ios >= UIKitVersion(16, 4) && before != after, "\(error.message)")
                    }
                }
            }
        }
    }

    @Test func consoleNoiseAroundTheReasonIsIgnored() throws {
        let logs = try ConsoleFixtures.all()
        #expect(logs.count >= 5)
        for (name, log, expectedKind) in logs {
            let explanation = try Explainer.explain(log)
            #expect(explanation.kind == expectedKind, "\(name)")
            let (recipe, diagnostics) = RecipeLoader.load(
                path: "Content/\(name).md", text: explanation.recipe, config: SiteConfig())
            #expect(diagnostics.isEmpty, "\(name): \(diagnostics.map(\.message))")
            #expect(recipe?.walkthroughs.first?.crash?.kind == expectedKind, "\(name)")
            #expect(recipe?.walkthroughs.last?.crash == nil, "\(name)")
        }
    }

    @Test func textsThatAreNotListUpdateExceptionsAreRefused() {
        let others = [
            "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want.",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Couldn't merge changes.'",
            "Thread 1: Fatal error: Index out of range",
            "",
        ]
        for text in others {
            #expect(throws: ExplainError.self) { try Explainer.explain(text) }
        }
    }

    @Test func numbersThatCannotBeReconciledSayWhich() {
        // 4 rows, 1 deleted, the data source says 3: that adds up, so UIKit would not raise.
        let edited =
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        do {
            _ = try Explainer.explain(edited)
            Issue.record("an edited message was explained")
        } catch {
            #expect(error.message.contains("add up"), "\(error.message)")
        }
        let tooMany =
            "attempt to delete row 1 from section 0 which only contains 3 rows before the update"
        do {
            _ = try Explainer.explain(tooMany)
            Issue.record("an impossible message was explained")
        } catch {
            #expect(error.message.contains("row 1 exists"), "\(error.message)")
        }
    }

    @Test func theRecipeSaysWhatItInferredAndAssumed() throws {
        let explanation = try Explainer.explain(
            "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
        #expect(explanation.ios.major <= 12)
        #expect(explanation.versions == "iOS 4 to 12")
        #expect(explanation.recipe.contains("expected 3 + 0 − 1 = 2"))
        #expect(explanation.recipe.contains("What the recipe assumes"))
        #expect(explanation.recipe.contains("ios=12"))
    }
}
