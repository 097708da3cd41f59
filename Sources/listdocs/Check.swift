import ArgumentParser
import Foundation
import ListDocsSite

/// `listdocs check`: run every walkthrough and report problems without writing anything.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check recipes without writing anything.")

    @Argument(help: "Recipes to check (default: every .md file in Content/).")
    var paths: [String] = []

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() throws {
        let builder = SiteBuilder(root: URL(fileURLWithPath: "."), output: URL(fileURLWithPath: "_site"))
        let files: [String]
        do {
            files = paths.isEmpty ? try builder.recipeFiles() : paths
        } catch {
            Console.error("error: no Content/ folder here; name the recipes to check, or run this in a site's folder")
            throw ExitCode.failure
        }
        let (recipes, diagnostics, _) = try builder.load(paths: files)
        Console.report(diagnostics)
        let failed = diagnostics.contains(where: \.isError) || (strict && !diagnostics.isEmpty)
        let walkthroughs = recipes.reduce(0) { $0 + $1.walkthroughs.count }
        if failed { throw ExitCode.failure }
        print("Checked \(files.count) recipe\(files.count == 1 ? "" : "s"), \(walkthroughs) walkthrough\(walkthroughs == 1 ? "" : "s"): no errors")
    }
}
