import Foundation
import ListDocsParserColours
import Testing

@testable import ListDocsHighlight

/// The shipped colouring (`SwiftLexer` and `SwiftWords`, no parser) against swift-syntax's
/// parser, file by file: the coloured runs must be the same runs of the same kinds.
///
/// The corpus is real Swift: the folder named by `LISTDOCS_SWIFT_CORPUS`; else, where the
/// machine has a Swift package mirror (`/opt/swift-packages`, bare repositories), every
/// `.swift` file at the newest commit of each package, read with `git archive` into a folder
/// this test creates and removes (15,451 files); else, on any clone, the packages SwiftPM
/// checked out for the build and listdocs' own Swift (about 1,600 files).
/// `LISTDOCS_SWIFT_CORPUS_STRIDE=n` reads every n-th file, from the
/// `LISTDOCS_SWIFT_CORPUS_OFFSET`-th: the default reads about 150 files, whatever the corpus
/// (a quarter of a minute of the debug test run); `make lexer-corpus` reads all.
@Suite struct SwiftLexerCorpusTests {
    /// Where the two disagree in one file: the first differing run of each.
    struct Difference: CustomStringConvertible {
        var file: String
        var lexer: String
        var parser: String
        var context: String

        var description: String { "\(file): lexer \(lexer), parser \(parser) in «\(context)»" }
    }

    static func difference(in code: String, file: String) -> Difference? {
        let ours = SwiftTokens.tokens(code)
        let theirs = ParserSwiftTokens.tokens(code)
        guard ours != theirs else { return nil }
        let bytes = Array(code.utf8)
        let index =
            (0..<min(ours.count, theirs.count)).first { ours[$0] != theirs[$0] }
            ?? min(ours.count, theirs.count)
        func describe(_ token: Token?) -> String {
            guard let token else { return "nothing" }
            let text = String(
                decoding: bytes[token.start..<min(token.end, token.start + 40)], as: UTF8.self)
            return "\(token.kind) \(token.start)…\(token.end) «\(text)»"
        }
        let at =
            [ours[safe: index]?.start, theirs[safe: index]?.start].compactMap { $0 }.min() ?? 0
        let from = max(0, at - 60)
        let to = min(bytes.count, at + 60)
        return Difference(
            file: file, lexer: describe(ours[safe: index]), parser: describe(theirs[safe: index]),
            context: String(decoding: bytes[from..<to], as: UTF8.self))
    }

    /// What one pass over the corpus found.
    struct Survey: Sendable {
        var files = 0
        var bytes = 0
        var unparsed = 0
        var differences: [String] = []
    }

    /// Compares every `stride`-th file, from the `offset`-th.
    static func survey(_ files: [String], stride: Int, offset: Int) -> Survey {
        var survey = Survey()
        for (index, file) in files.enumerated() where index % stride == offset % stride {
            guard let data = FileManager.default.contents(atPath: file),
                let code = String(data: data, encoding: .utf8)
            else { continue }
            // Where swift-syntax itself reports errors (deliberately broken test input, or
            // nesting past its limit), its colours are recovery guesses: not a reference.
            guard !ParserSwiftTokens.hasErrors(code) else {
                survey.unparsed += 1
                continue
            }
            survey.files += 1
            survey.bytes += data.count
            if let difference = difference(in: code, file: file) {
                survey.differences.append(difference.description)
            }
        }
        return survey
    }

    @Test func theShippedColoursAreTheParsersOverRealSwift() async throws {
        let corpus = try SwiftCorpus.open()
        defer { corpus.close() }
        let stride =
            Int(ProcessInfo.processInfo.environment["LISTDOCS_SWIFT_CORPUS_STRIDE"] ?? "")
            ?? max(1, corpus.files.count / 150)
        let offset =
            Int(ProcessInfo.processInfo.environment["LISTDOCS_SWIFT_CORPUS_OFFSET"] ?? "") ?? 0
        // A minute of parsing runs on a thread of its own, not on one of the few threads
        // the other tests' tasks share (on 2 cores it would hold half of them).
        let files = corpus.files
        let survey = await withCheckedContinuation { (done: CheckedContinuation<Survey, Never>) in
            Thread { done.resume(returning: Self.survey(files, stride: stride, offset: offset)) }
                .start()
        }
        print(
            "Swift corpus: \(survey.files) files, \(survey.bytes) bytes, \(survey.differences.count) differ; "
                + "\(survey.unparsed) left out where swift-syntax reports errors")
        for difference in survey.differences.prefix(60) { print(difference) }
        #expect(survey.files > 0)
        #expect(
            survey.differences.isEmpty,
            "\(survey.differences.count) of \(survey.files) files colour differently")
    }
}

/// The folder of Swift files the corpus test reads.
struct SwiftCorpus {
    var root: URL
    var files: [String]
    /// Whether the folder is the test's own, to remove afterwards.
    var isOwn: Bool

    func close() {
        if isOwn { try? FileManager.default.removeItem(at: root) }
    }

    static func open() throws -> SwiftCorpus {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["LISTDOCS_SWIFT_CORPUS"] {
            let root = URL(fileURLWithPath: named)
            return SwiftCorpus(root: root, files: swiftFiles(under: root), isOwn: false)
        }
        let mirror = URL(fileURLWithPath: "/opt/swift-packages")
        guard FileManager.default.fileExists(atPath: mirror.path) else { return checkouts() }
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("listdocs-swift-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var repositories: [URL] = []
        let owners = (try? FileManager.default.contentsOfDirectory(atPath: mirror.path)) ?? []
        for owner in owners.sorted() {
            let folder = mirror.appendingPathComponent(owner)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".git") {
                repositories.append(folder.appendingPathComponent(name))
            }
        }
        try #require(!repositories.isEmpty, "no package mirror at \(mirror.path)")
        for (index, repository) in repositories.enumerated() {
            let target = root.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let script =
                "git --git-dir=\"$1\" archive HEAD | tar -x -C \"$2\" --wildcards '*.swift' 2>/dev/null || true"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh", repository.path, target.path]
            try process.run()
            process.waitUntilExit()
        }
        return SwiftCorpus(root: root, files: swiftFiles(under: root), isOwn: true)
    }

    /// Without a package mirror (a contributor's clone, CI): the Swift this checkout has
    /// anyway, the packages SwiftPM checked out for the build (swift-syntax, ArgumentParser,
    /// Yams, FlyingFox, SnapshotTesting) and listdocs' own Swift.
    static func checkouts() -> SwiftCorpus {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = [".build/checkouts", "Sources", "Tests", "Benchmarks"].map {
            repository.appendingPathComponent($0)
        }
        let files = folders.flatMap { swiftFiles(under: $0) }
        return SwiftCorpus(root: repository, files: files, isOwn: false)
    }

    static func swiftFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(root.appendingPathComponent(path).path) }
        }
        return files.sorted()
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
