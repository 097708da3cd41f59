import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsPresentation
import ListDocsScript
import ListDocsSite

/// `listdocs run`: play a recipe's walkthroughs in the terminal.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Run the walkthroughs of a recipe (or a bare .listdocs script) and print every step.")

    @Argument(help: "A recipe (.md) or a bare script (.listdocs).")
    var file: String

    func run() throws {
        var outputs: [String] = []
        var diagnostics: [Diagnostic] = []
        if file.hasSuffix(".md") {
            let text: String
            do {
                text = LineEndings.normalised(try SiteSources.readFile(file))
            } catch {
                Console.report([error.diagnostic()])
                throw ExitCode.failure
            }
            let (recipe, found) = RecipeLoader.load(path: file, text: text, config: SiteConfig())
            diagnostics = found
            // Show what did run even when another script has errors.
            if let recipe {
                outputs = recipe.walkthroughs.map {
                    PlainTextWriter.text(WalkthroughPresentation($0))
                }
            }
        } else {
            let (walkthrough, found) = BareScript.run(path: file)
            diagnostics = found
            if let walkthrough {
                outputs = [PlainTextWriter.text(WalkthroughPresentation(walkthrough))]
            }
        }
        if !outputs.isEmpty { print(outputs.joined(separator: "\n\n")) }
        Console.report(diagnostics)
        if diagnostics.contains(where: \.isError) { throw ExitCode.failure }
    }
}
