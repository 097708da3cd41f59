import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// `listdocs check`: run every walkthrough and report problems without writing anything.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check recipes without writing anything.")

    @Argument(help: "Recipes to check (default: every .md file in Content/).")
    var paths: [String] = []

    @Flag(
        help:
            "Treat warnings as errors, and warn of walkthroughs known only by their place on a page of several (give each an id=)."
    )
    var strict = false

    /// How diagnostics are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(
        help: "How to print the diagnostics: text (to standard error) or json (to standard output)."
    )
    var format: Format = .text

    func run() throws {
        let sources = SiteSources(root: URL(fileURLWithPath: "."))
        let recipes: [Recipe]
        var diagnostics: [Diagnostic]
        do {
            (recipes, diagnostics, _) = try sources.load(paths: paths.isEmpty ? nil : paths)
        } catch {
            report([error.diagnostic()])
            throw ExitCode.failure
        }
        let files = Set(diagnostics.compactMap(\.file)).union(recipes.map(\.path))
        if strict {
            // The source is read again only for a page that gets a warning (for its lines).
            for recipe in recipes where RecipeLoader.hasUnnamedWalkthroughs(recipe) {
                let text = (try? String(contentsOfFile: recipe.path, encoding: .utf8)) ?? ""
                diagnostics += RecipeLoader.unnamedWalkthroughs(recipe, source: text)
            }
        }
        report(diagnostics)
        let failed = diagnostics.contains(where: \.isError) || (strict && !diagnostics.isEmpty)
        let walkthroughs = recipes.reduce(0) { $0 + $1.walkthroughs.count }
        if failed { throw ExitCode.failure }
        guard format == .text else { return }
        print(
            "Checked \(files.count) recipe\(files.count == 1 ? "" : "s"), \(walkthroughs) walkthrough\(walkthroughs == 1 ? "" : "s"): no errors"
        )
    }

    private func report(_ diagnostics: [Diagnostic]) {
        switch format {
        case .text: Console.report(diagnostics)
        case .json: print(DiagnosticJSON.encode(diagnostics))
        }
    }
}
