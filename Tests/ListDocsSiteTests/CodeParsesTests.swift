import Foundation
import ListDocsPresentation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

@testable import ListDocsSite

/// Code a reader copies must at least be Swift: every fenced Swift block of the project's
/// recipes, and for every walkthrough its model followed by every step's code, parse
/// without a syntax error (Swift's own parser; names and types are not checked).
@Suite struct CodeParsesTests {
    /// The parser's diagnostics for `code`, one per line, empty when it parses.
    func syntaxErrors(_ code: String) -> [String] {
        let tree = Parser.parse(source: code)
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map {
            let location = $0.location(converter: converter)
            let line = code.split(separator: "\n", omittingEmptySubsequences: false)[
                location.line - 1]
            return "\(location.line):\(location.column): \($0.message)\n  \(line)"
        }
    }

    @Test func aSyntaxErrorIsFound() {
        #expect(!syntaxErrors("let x = [1, 2\nfunc () {").isEmpty)
        #expect(syntaxErrors("override func f() {}\nlazy var x = 1").isEmpty)
    }

    @Test(arguments: PageSnapshotTests.contentFiles)
    func everyFencedSwiftBlockParses(_ file: String) throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent(PageSnapshotTests.location(file)),
            encoding: .utf8)
        let pieces = text.components(separatedBy: "```")
        for (index, piece) in pieces.enumerated() where index % 2 == 1 {
            guard piece.hasPrefix("swift\n") else { continue }
            let errors = syntaxErrors(String(piece.dropFirst("swift\n".count)))
            #expect(
                errors.isEmpty,
                "\(file), Swift block \(index / 2 + 1):\n\(errors.joined(separator: "\n"))")
        }
    }

    @Test(arguments: PageSnapshotTests.contentFiles)
    func everyWalkthroughsModelAndStepsParse(_ file: String) throws {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent(PageSnapshotTests.location(file)),
            encoding: .utf8)
        let recipe = try loadRecipe("Content/\(file)", text: text)
        for walkthrough in recipe.walkthroughs {
            let presentation = WalkthroughPresentation(walkthrough)
            // An Objective-C page's code is clang's to check (`ObjectiveCSyntaxTests`).
            if presentation.language == .objectiveC { continue }
            // Each step's code stands in a function of its own, after the model.
            var code = presentation.model.joined(separator: "\n") + "\n"
            for step in presentation.steps where !step.code.isEmpty {
                code +=
                    "\nfunc step\(step.number)() {\n" + step.code.joined(separator: "\n") + "\n}\n"
            }
            let errors = syntaxErrors(code)
            #expect(
                errors.isEmpty,
                "\(file), \(walkthrough.attributes.title ?? "untitled"):\n\(errors.joined(separator: "\n"))"
            )
        }
    }

    @Test func theModelOfEachSourceAndViewIsDeclared() throws {
        let recipe = try loadRecipe(
            "model.md",
            text: """
                ---
                title: Models
                ---

                ```listdocs source=fetched-results ios=13
                state
                  A: a
                  B: b
                batch
                  delete row [1, 0]
                  delete section 1
                ```

                ```listdocs view=collection ios=16
                state: a, b
                move item [0, 0] to [0, 1]
                ```

                ```listdocs source=diffable ios=15
                state: a
                snapshot
                  append items "b"
                apply
                ```
                """)
        let models = recipe.walkthroughs.map {
            WalkthroughPresentation($0).model.joined(separator: "\n")
        }
        #expect(models[0].contains("func controllerWillChangeContent"))
        #expect(
            models[0].contains("        tableView.moveRow(at: indexPath!, to: newIndexPath!)"))
        #expect(
            models[0].contains(
                "cell.textLabel?.text = fetchedResultsController.object(at: indexPath).title"))
        #expect(models[1].contains("Section(title: \"\", items: [\"a\", \"b\"])"))
        // From iOS 14 a collection view's cells come from a registration of list cells.
        #expect(
            models[1].contains(
                "UICollectionView.CellRegistration<UICollectionViewListCell, String>"))
        // A table's diffable data source titles its sections (a plain one answers nil).
        #expect(
            models[2].contains(
                "final class TitledDataSource: UITableViewDiffableDataSource<String, String> {"))
        #expect(models[2].contains("lazy var dataSource = TitledDataSource(tableView: tableView)"))
        #expect(models[2].contains("snapshot.appendItems([\"a\"], toSection: "))
        for model in models { #expect(syntaxErrors(model).isEmpty, "\(model)") }
    }
}
