import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsExport
import ListDocsPresentation
import ListDocsSite

/// `listdocs export`: pictures of a recipe's walkthroughs, for a README, a pull request or
/// a slide: SVGs by listdocs itself; PNG, GIF and MP4 through rsvg-convert and ffmpeg.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write pictures of a recipe's walkthroughs: SVG per step, animated SVG, PNG, GIF, MP4.",
        discussion: """
            Files are named after the walkthrough's id (its id=, or its place: slug-w1):
              <id>-step-<n>.svg   the device at the end of step n (svg)
              <id>.svg            the whole walkthrough, animated (animated-svg)
              <id>.steps.svg      every step in one file; #step-<n> shows one (steps-svg)
              <id>-step-<n>.png   step n at twice the size (png; needs rsvg-convert)
              <id>.gif, <id>.mp4  the animation (gif, mp4; need rsvg-convert and ffmpeg)
            docc writes the recipe as a DocC tutorial, the folder being its catalog
            (--output Recipe.docc; then docc convert Recipe.docc): <slug>.tutorial, its
            table of contents, <slug>-walkthroughs.tutorial, a section per walkthrough
            and a step per step, each step's Swift file as it stands after the step
            (<id>-<nn>.swift) and each step's device (<id>-step-<n>.svg).
            """)

    @Argument(help: "The recipe (.md).")
    var file: String

    @Option(help: "Only the walkthrough with this id (its id=, or slug-w<n>).")
    var walkthrough: String?

    @Option(
        help: ArgumentHelp(
            "What to write; repeat for several (default: svg and animated-svg).",
            valueName: "svg|animated-svg|steps-svg|png|gif|mp4|docc"))
    var format: [PictureExport.Format] = []

    @Option(help: "The folder to write into (created if missing; default: <recipe>-pictures).")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "How the animations (animated-svg, gif, mp4) time a step: staged, as the page plays it (a batch's deletes, moves, inserts and reloads one after another, slowed), or real, UIKit's own speed (every change at once, in 0.3 s).",
            valueName: "staged|real"))
    var pace: AnimationPace = .staged

    func run() throws {
        let text: String
        do {
            text = try SiteSources.readFile(file)
        } catch {
            Console.report([error.diagnostic()])
            throw ExitCode.failure
        }
        let (loaded, diagnostics) = RecipeLoader.load(path: file, text: text, config: SiteConfig())
        Console.report(diagnostics)
        guard let recipe = loaded, !diagnostics.contains(where: \.isError) else {
            throw ExitCode.failure
        }
        var items = recipe.walkthroughs.indices.map {
            PictureExport.Item(
                id: recipe.walkthroughID(at: $0), walkthrough: recipe.walkthroughs[$0])
        }
        if let wanted = walkthrough {
            items = items.filter { $0.id == wanted }
            if items.isEmpty {
                let known = recipe.walkthroughs.indices.map { recipe.walkthroughID(at: $0) }
                Console.error(
                    "error: \(file) has no walkthrough with the id \(wanted)"
                        + (known.isEmpty ? "." : "; it has: \(known.joined(separator: ", ")).")
                )
                throw ExitCode.failure
            }
        }
        guard !items.isEmpty else {
            Console.error("error: \(file) has no walkthroughs to export.")
            throw ExitCode.failure
        }
        let folder = output ?? (recipe.slug + "-pictures")
        let formats = format.isEmpty ? [.svg, .animatedSVG] : format
        var unique: [PictureExport.Format] = []
        for format in formats where !unique.contains(format) { unique.append(format) }
        // A program that stops reading its input fails with its own message, not a signal.
        signal(SIGPIPE, SIG_IGN)
        var export = PictureExport(
            output: URL(fileURLWithPath: folder), formats: unique,
            searchPath: ExternalTool.environmentSearchPath, pace: pace)
        export.tutorial = DocCTutorial(
            slug: recipe.slug, title: recipe.frontMatter.title,
            summary: recipe.frontMatter.summary, items: items)
        do {
            let written = try export.run(items)
            print("Wrote \(written.count) file\(written.count == 1 ? "" : "s") to \(folder)/")
        } catch {
            Console.error("error: export: \(error)")
            throw ExitCode.failure
        }
    }
}

extension PictureExport.Format: ExpressibleByArgument {}
extension AnimationPace: ExpressibleByArgument {}
