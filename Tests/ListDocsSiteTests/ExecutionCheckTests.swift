import Foundation
import ListDocsPresentation
import ListDocsScript
import Testing

@testable import ListDocsSite

/// The code a page prints does what the page shows: every walkthrough's steps are run by
/// `ExecutionCheck` from the model block's state and must arrive at the step's state
/// table and screen, or die at the marked line.
@Suite struct ExecutionCheckTests {
    static func walkthroughs(_ folder: String) throws -> [(String, Walkthrough)] {
        let root = packageRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try names.flatMap { name in
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            return try loadRecipe("\(folder)/\(name)", text: text).walkthroughs.map {
                ("\(folder)/\(name): \($0.attributes.title ?? "untitled")", $0)
            }
        }
    }

    /// Runs every case; records each mismatch as an issue naming its walkthrough.
    static func check(_ cases: [(String, Walkthrough)]) -> (executed: Int, skipped: [String]) {
        var executed = 0
        var skipped: [String] = []
        for (origin, walkthrough) in cases {
            let report = ExecutionCheck.run(walkthrough)
            executed += report.executedSteps
            skipped += report.skipped.map { "\(origin): \($0)" }
            for mismatch in report.mismatches {
                Issue.record(Comment(rawValue: "\(origin): \(mismatch)"))
            }
        }
        return (executed, skipped)
    }

    /// Each reason a step was not run, with how many walkthroughs it stopped.
    static func printSkipped(_ skipped: [String]) {
        let reasons = skipped.map { line in
            String(line.split(separator: ": ").last ?? "")
        }
        for (reason, count) in Dictionary(reasons.map { ($0, 1) }, uniquingKeysWith: +)
            .sorted(by: { $0.value > $1.value })
        {
            print("  \(count) × \(reason)")
        }
    }

    @Test func everyWalkthroughOfTheProjectDoesWhatItShows() throws {
        let cases =
            try Self.walkthroughs("Content") + Self.walkthroughs("Templates/catalog")
            + Self.walkthroughs("Tests/Browser/site/Content")
            + Self.walkthroughs("Tests/ListDocsExplainTests/Goldens")
        let (executed, skipped) = Self.check(cases)
        if ProcessInfo.processInfo.environment["LISTDOCS_SHOW_NOT_RUN"] != nil {
            for line in skipped { print("  \(line)") }
        }
        print("executed \(executed) steps of \(cases.count) walkthroughs; not run:")
        Self.printSkipped(skipped)
    }
}

extension ExecutionCheckTests {
    @Test func theGeneratedMatrixDoesWhatItShows() throws {
        let cases = try CodeMatrix.cases()
        let (executed, skipped) = Self.check(cases)
        if ProcessInfo.processInfo.environment["LISTDOCS_SHOW_NOT_RUN"] != nil {
            for line in skipped { print("  \(line)") }
        }
        print("matrix: executed \(executed) steps of \(cases.count) walkthroughs; not run:")
        Self.printSkipped(skipped)
    }
}
