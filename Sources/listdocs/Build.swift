import ArgumentParser
import Foundation
import ListDocsSite

/// `listdocs build`: publish the site.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site from Content/ and Templates/ into _site/.",
        discussion: "Nothing is written unless every recipe passed. A first build is written in a staging folder and renamed into place; a rebuild writes only the files that changed, next to the old ones, and renames them into place once all are written. Either way a failed build leaves the previous site untouched.")

    @Option(name: .long, help: "The site's folder, holding Content/, Templates/ and listdocs.yml.")
    var source: String = "."

    @Option(name: .long, help: "Where to write the site (default: <source>/_site).")
    var output: String?

    @Option(name: .customLong("base-url"), help: "The URL the site is published at (overrides listdocs.yml).")
    var baseURL: String?

    func run() throws {
        let start = Date()
        let root = URL(fileURLWithPath: source)
        let outputURL = output.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("_site")
        let builder = SiteBuilder(root: root, output: outputURL, baseURL: baseURL)
        let result: SiteBuilder.Result
        do {
            result = try builder.build()
        } catch {
            Console.error("error: \(error.localizedDescription)")
            throw ExitCode.failure
        }
        Console.report(result.diagnostics)
        guard result.succeeded else { throw ExitCode.failure }
        let elapsed = Date().timeIntervalSince(start)
        print("Wrote \(result.pagesWritten) page\(result.pagesWritten == 1 ? "" : "s") to \(builder.displayPath(outputURL)) in \(String(format: "%.2f", elapsed)) s")
    }
}
