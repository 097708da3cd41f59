import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsScript
import ListDocsSite

/// `listdocs check`: run every walkthrough and report problems without writing anything.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check recipes without writing anything.")

    @Argument(
        help:
            "Recipes (.md) or bare scripts (.listdocs) to check (default: every .md file in Content/)."
    )
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

    @Option(
        name: .customLong("ios-sdk"),
        help: ArgumentHelp(
            "The iOS SDK to type-check the recipes' prose Swift against (on a Mac, Xcode's is found by itself).",
            valueName: "path"))
    var iosSDK: String?

    @Option(
        help: ArgumentHelp(
            "A folder of Swift modules (UIKit, CoreData) to type-check the prose Swift against instead of an SDK.",
            valueName: "folder"))
    var swiftModules: String?

    /// The prose Swift of the recipes, type-checked where a compiler and an SDK are found;
    /// a line on standard error says when the blocks go unchecked, and why.
    func proseSwiftDiagnostics(_ recipes: [Recipe]) -> [Diagnostic] {
        let blocks = recipes.flatMap { ProseSwift.sources($0) }
        guard !blocks.isEmpty else { return [] }
        switch ProseSwiftCompiler.find(sdk: iosSDK, modules: swiftModules) {
        case .success(let compiler):
            do { return try compiler.diagnostics(blocks) } catch {
                Console.error("note: the prose's Swift was not type-checked: \(error)")
                return []
            }
        case .failure(let why):
            Console.error(
                "note: \(blocks.count) Swift block\(blocks.count == 1 ? "" : "s") of the prose not type-checked: \(why)"
            )
            return []
        }
    }

    func run() throws {
        // Bare scripts are run as `listdocs run` runs them; the rest are recipes.
        let scripts = paths.filter { $0.hasSuffix(".listdocs") }
        let recipePaths = paths.filter { !$0.hasSuffix(".listdocs") }
        var diagnostics: [Diagnostic] = []
        var walkthroughs = 0
        for script in scripts {
            let (walkthrough, found) = BareScript.run(path: script)
            diagnostics += found
            if walkthrough != nil { walkthroughs += 1 }
        }
        var recipes: [Recipe] = []
        if recipePaths.isEmpty && !scripts.isEmpty {
            // Only scripts were named: no site is read.
        } else {
            let sources = SiteSources(root: URL(fileURLWithPath: "."))
            do {
                let (loaded, found, _) = try sources.load(
                    paths: recipePaths.isEmpty ? nil : recipePaths)
                recipes = loaded
                diagnostics += found
            } catch {
                report([error.diagnostic()])
                throw ExitCode.failure
            }
        }
        let files = Set(diagnostics.compactMap(\.file)).union(recipes.map(\.path))
            .subtracting(scripts)
        if strict {
            // The source is read again only for a page that gets a warning (for its lines).
            for recipe in recipes where RecipeLoader.hasUnnamedWalkthroughs(recipe) {
                let text = (try? String(contentsOfFile: recipe.path, encoding: .utf8)) ?? ""
                diagnostics += RecipeLoader.unnamedWalkthroughs(recipe, source: text)
            }
        }
        diagnostics += proseSwiftDiagnostics(recipes)
        report(diagnostics)
        let failed = diagnostics.contains(where: \.isError) || (strict && !diagnostics.isEmpty)
        walkthroughs += recipes.reduce(0) { $0 + $1.walkthroughs.count }
        if failed { throw ExitCode.failure }
        guard format == .text else { return }
        var checked = "\(files.count) recipe\(files.count == 1 ? "" : "s")"
        if !scripts.isEmpty {
            let named = "\(scripts.count) script\(scripts.count == 1 ? "" : "s")"
            checked = files.isEmpty ? named : checked + " and " + named
        }
        print(
            "Checked \(checked), \(walkthroughs) walkthrough\(walkthroughs == 1 ? "" : "s"): no errors"
        )
    }

    private func report(_ diagnostics: [Diagnostic]) {
        switch format {
        case .text: Console.report(diagnostics)
        case .json: print(DiagnosticJSON.encode(diagnostics))
        }
    }
}
