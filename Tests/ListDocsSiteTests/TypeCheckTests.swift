import Foundation
import ListDocsEngine
import ListDocsPresentation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// The code a reader pastes builds: every walkthrough of `Content/` and the crash catalog, of the browser tests'
/// site, of the recipes `listdocs explain` writes (its goldens) and of a generated matrix (view × source × era × every form) is assembled into its
/// view controller (`WalkthroughSwiftFile`: the model block, and each step's code in the
/// method the app writes it in) and type-checked with `swiftc -typecheck` against the stub
/// SDK of its iOS era (`Tests/SDK`), in Swift 6 language mode.
@Suite(.serialized) struct TypeCheckTests {
    /// A walkthrough to check, and where it came from.
    struct Case: @unchecked Sendable {
        var origin: String
        var presentation: WalkthroughPresentation
    }

    static func recipeCases(_ folder: String) throws -> [Case] {
        let root = packageRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try names.flatMap { name in
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            let recipe = try loadRecipe("\(folder)/\(name)", text: text)
            return recipe.walkthroughs.map {
                Case(
                    origin: "\(folder)/\(name): \($0.attributes.title ?? "untitled")",
                    presentation: WalkthroughPresentation($0))
            }
        }
    }

    /// What checking found: how many cases per era, and each compiler error with its case.
    struct Outcome: Sendable {
        var counts: [SwiftTypeChecker.Era: Int] = [:]
        var problems: [String] = []

        /// Records each problem as an issue of the running test.
        func record() { for problem in problems { Issue.record(Comment(rawValue: problem)) } }
    }

    /// Checks the cases on a thread of its own: waiting a minute on the compiler must not
    /// hold one of the few threads the other tests' tasks share (on two cores the preview's
    /// tests then waited that minute for a thread).
    static func checkOffThePool(_ cases: @escaping @Sendable () throws -> [Case]) async throws
        -> Outcome
    {
        let outcome = try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try check(try cases()) }) }.start()
        }
        outcome.record()
        return outcome
    }

    /// The language modes a walkthrough's code is checked in: the oldest the newest Xcode
    /// for its iOS offers (Swift 4), and Swift 6 too where that Xcode offers it. An apply
    /// from a background queue is what UIKit allows and Swift 6 refuses (the data source is
    /// main-actor isolated): that code is checked in Swift 5 mode instead, as the page says.
    static func modes(_ item: Case, source: String) -> [String] {
        let toolchain = SwiftToolchain.newest(for: item.presentation.ios)
        guard toolchain.hasSwift6Mode else { return [toolchain.modes[0]] }
        return [toolchain.modes[0], source.contains("DispatchQueue.global") ? "5" : "6"]
    }

    /// Checks the cases, era by era and mode by mode; and that each page's code uses no
    /// syntax newer than the Swift of the newest Xcode for its iOS (`SwiftSyntaxAge`).
    static func check(_ cases: [Case]) throws -> Outcome {
        var byEra: [SwiftTypeChecker.Era: [(String, Case, String)]] = [:]
        var outcome = Outcome()
        for (index, item) in cases.enumerated() {
            let name = "Walkthrough\(index)"
            let source = WalkthroughSwiftFile.source(item.presentation, className: name)
            if ProcessInfo.processInfo.environment["LISTDOCS_SHOW_TYPECHECKED"] != nil {
                print("// ===== \(item.origin)\n\(source)")
            }
            byEra[SwiftTypeChecker.Era(major: item.presentation.ios.major), default: []].append(
                (name, item, source))
            let swift = SwiftToolchain.newest(for: item.presentation.ios).swift
            let page = WalkthroughSwiftFile.download(item.presentation, heading: [])
            for use in SwiftSyntaxAge.newerThan(swift, in: page) {
                outcome.problems.append(
                    "\(item.origin) (iOS \(item.presentation.ios), Swift \(swift) at most): \(use)")
            }
        }
        // One compile per era and mode, two at a time: at the end of the test run nothing
        // else is left for the second core.
        typealias Job = (era: SwiftTypeChecker.Era, mode: String, items: [(String, Case, String)])
        var jobs: [Job] = []
        for (era, items) in byEra.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for mode in ["6", "5", "4"] {
                let chosen = items.filter { Self.modes($0.1, source: $0.2).contains(mode) }
                if !chosen.isEmpty { jobs.append((era, mode, chosen)) }
                if mode == "4" { outcome.counts[era, default: 0] += chosen.count }
            }
        }
        let found = Slots<Result<[String], Error>?>(repeating: nil, count: jobs.count)
        let all = jobs
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            found.set(index, Result { try Self.problems(all[index]) })
        }
        for result in found.values { outcome.problems += try result?.get() ?? [] }
        return outcome
    }

    /// What the compiler finds in one era's cases in one language mode, each error with its
    /// case and line.
    static func problems(
        _ job: (era: SwiftTypeChecker.Era, mode: String, items: [(String, Case, String)])
    ) throws -> [String] {
        let files = Dictionary(uniqueKeysWithValues: job.items.map { ("\($0.0).swift", $0.2) })
        let findings = try SwiftTypeChecker.shared.errors(
            in: files, era: job.era, swiftVersion: job.mode)
        return findings.map { finding in
            let item = job.items.first { "\($0.0).swift" == finding.file }
            let lines = item?.2.split(separator: "\n", omittingEmptySubsequences: false)
            let text = lines.flatMap { finding.line > 0 ? String($0[finding.line - 1]) : nil }
            return
                "\(job.era), Swift \(job.mode) mode, \(item?.1.origin ?? finding.file), line \(finding.line): \(finding.message)\n    \(text ?? "")"
        }
    }

    @Test func aTypeErrorIsFound() throws {
        let findings = try SwiftTypeChecker.shared.errors(
            in: ["A.swift": "import UIKit\nlet x: Int = IndexPath(row: 0, section: 0)\n"],
            era: .iOS15)
        #expect(findings.count == 1 && findings.first?.line == 2)
        // What an era does not have is not there.
        let old = try SwiftTypeChecker.shared.errors(
            in: [
                "A.swift":
                    "import UIKit\n@MainActor func f(t: UITableView) { t.performBatchUpdates {} }\n"
            ],
            era: .iOS10)
        #expect(old.count == 1)
        // Checked as one module (-wmo), an error in one file hides none in another.
        let two = try SwiftTypeChecker.shared.errors(
            in: [
                "A.swift": "import UIKit\nlet a: Int = \"a\"\n",
                "B.swift": "import UIKit\n\nlet b: String = 1\n",
            ],
            era: .iOS15)
        #expect(two.map { "\($0.file):\($0.line)" }.sorted() == ["A.swift:2", "B.swift:3"])
    }

    @Test func everyWalkthroughOfTheProjectTypeChecks() async throws {
        // Pages for iOS 7 and earlier show Objective-C: `ObjectiveCSyntaxTests` checks them.
        let cases = try
            (Self.recipeCases("Content") + Self.recipeCases("Templates/catalog")
            + Self.recipeCases("Tests/Browser/site/Content")
            + Self.recipeCases("Tests/ListDocsExplainTests/Goldens"))
            .filter { $0.presentation.language == .swift }
        let counts = try await Self.checkOffThePool { cases }.counts
        #expect(counts.values.reduce(0, +) == cases.count)
        // Every page older than iOS 8 shows Objective-C: the lowest era grants no page.
        #expect(counts[.iOS7] == nil)
        print(
            "type-checked per era:",
            counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value)" })
    }

    @Test func theGeneratedMatrixTypeChecks() async throws {
        let cases = try CodeMatrix.cases().map { origin, walkthrough in
            Case(origin: origin, presentation: WalkthroughPresentation(walkthrough))
        }
        let counts = try await Self.checkOffThePool { cases }.counts
        #expect(counts.values.reduce(0, +) == cases.count)
        print(
            "matrix type-checked per era:",
            counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value)" })
    }

    /// The prose's Swift of every recipe of `Content/` compiles against one of the
    /// walkthroughs beside it (`ProseSwift`, as `listdocs check` compiles it).
    @Test func everyProseSwiftBlockOfTheProjectCompiles() throws {
        let groups = try Self.recipes("Content").flatMap { ProseSwift.sources($0) }
        #expect(groups.count >= 6)
        let all = groups.flatMap { $0 }
        let found = Slots<[SwiftTypeChecker.Finding]?>(repeating: nil, count: all.count)
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            found.set(
                index,
                try? SwiftTypeChecker.shared.errors(
                    in: ["Prose.swift": all[index].source],
                    era: SwiftTypeChecker.Era(major: all[index].ios.major), swiftVersion: "5"))
        }
        var next = 0
        for group in groups {
            let results = found.values[next..<(next + group.count)]
            next += group.count
            #expect(
                results.contains { $0?.isEmpty == true },
                "\(group[0].path):\(group[0].block.line): \(results.map { String(describing: $0) })"
            )
        }
    }

    static func recipes(_ folder: String) throws -> [Recipe] {
        let root = packageRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".md") }.sorted().map { name in
                try loadRecipe(
                    "\(folder)/\(name)",
                    text: String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
            }
    }
}
