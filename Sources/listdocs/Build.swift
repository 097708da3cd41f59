import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// `listdocs build`: publish the site.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site from Content/ and Templates/ into _site/.",
        discussion:
            "Nothing is written unless every recipe passed. The site is written into a staging folder next to the output and swapped into place in one step, so the output always holds the whole old site or the whole new one. The output must be a new or empty folder, or a site listdocs wrote (it keeps a .listdocs-manifest); it may not be the site's folder, contain it, or lie inside Content/ or Templates/. A rebuild replaces or removes only the files listdocs wrote; other files in the output are kept. When nothing the site is built from has changed since the last build (recipes, templates, listdocs.yml, options, the listdocs program) and every file that build wrote is still as it left it, nothing is read or written: a stamp beside the output (.<output>.listdocs-stamp) remembers what the last build read and wrote."
    )

    @Option(name: .long, help: "The site's folder, holding Content/, Templates/ and listdocs.yml.")
    var source: String = "."

    @Option(name: .long, help: "Where to write the site (default: <source>/_site).")
    var output: String?

    @Option(
        name: .customLong("base-url"),
        help: "The URL the site is published at (overrides listdocs.yml).")
    var baseURL: String?

    @Flag(help: "Publish drafts too, each marked as a draft (the preview always shows them).")
    var drafts = false

    @Flag(
        help:
            "Render and publish every page even when nothing the site is built from has changed since the last build."
    )
    var force = false

    func run() throws {
        let start = Date()
        let root = URL(fileURLWithPath: source)
        let outputURL =
            output.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("_site")
        var builder = SiteBuilder(root: root, output: outputURL, baseURL: baseURL)
        builder.includeDrafts = drafts
        builder.reusesUnchanged = !force
        let result: SiteBuilder.Result
        do {
            result = try builder.build(onWait: { Console.error("note: \($0)") })
        } catch {
            Console.error("error: cannot build into \(error.path): \(error.reason)")
            throw ExitCode.failure
        }
        Console.report(result.diagnostics)
        guard result.succeeded else { throw ExitCode.failure }
        if !result.wroteFeedAndSitemap {
            Console.error(
                "note: no feed.xml or sitemap.xml: their links must be absolute; set base_url in listdocs.yml (or --base-url) to the site's address, like https://example.org/docs/"
            )
        }
        for path in result.leftAlone {
            Console.error("note: left \(path) in place: listdocs did not write it")
        }
        let elapsed = Date().timeIntervalSince(start)
        if result.unchanged {
            return Self.sayUpToDate(result, at: builder.sources.displayPath(outputURL), elapsed)
        }
        var extras: [String] = []
        if result.embedPages > 0 {
            extras.append("\(result.embedPages) embed page\(result.embedPages == 1 ? "" : "s")")
        }
        if result.pictures > 0 {
            extras.append("\(result.pictures) picture\(result.pictures == 1 ? "" : "s")")
        }
        if result.swiftFiles > 0 {
            // A walkthrough's code: a Swift file, or an Objective-C one before iOS 8.
            extras.append("\(result.swiftFiles) code file\(result.swiftFiles == 1 ? "" : "s")")
        }
        let also = extras.isEmpty ? "" : " (and \(extras.joined(separator: ", ")))"
        // What the pages do not show: drafts left out, and warnings printed above.
        var asides: [String] = []
        if result.draftsLeftOut > 0 {
            asides.append(
                "\(result.draftsLeftOut) draft\(result.draftsLeftOut == 1 ? "" : "s") left out (build --drafts shows \(result.draftsLeftOut == 1 ? "it" : "them"))"
            )
        }
        let warnings = result.diagnostics.filter { !$0.isError }.count
        if warnings > 0 { asides.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        print(
            "Wrote \(result.pagesWritten) page\(result.pagesWritten == 1 ? "" : "s")\(also) to \(builder.sources.displayPath(outputURL)) in \(String(format: "%.2f", elapsed)) s"
                + (asides.isEmpty ? "" : "; " + asides.joined(separator: ", "))
        )
    }

    /// The line of a build that found nothing changed since the last one.
    private static func sayUpToDate(
        _ result: SiteBuilder.Result, at output: String, _ elapsed: TimeInterval
    ) {
        let pages = "\(result.pagesWritten) page\(result.pagesWritten == 1 ? "" : "s")"
        let drafts =
            result.draftsLeftOut == 0
            ? "" : "; \(result.draftsLeftOut) draft\(result.draftsLeftOut == 1 ? "" : "s") left out"
        print(
            "Nothing changed since the last build: the \(pages) in \(output) are up to date (checked in \(String(format: "%.2f", elapsed)) s; build --force writes them again)\(drafts)"
        )
    }
}
