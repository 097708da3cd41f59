import Foundation
import ListDocsSite
import ListDocsTestSupport
import Testing

@testable import ListDocsServe

/// What wakes the preview: every kind of save a site's author makes, and nothing else.
@Suite struct SourceWatcherTests {
    /// Counts a watcher's wake-ups from one task that reads them all (a wait cancelled
    /// half-way would end the stream).
    final class WakeUps: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var seen = 0
        private var reader: Task<Void, Never>?

        init(_ watcher: SourceWatcher) {
            let stream = watcher.changes()
            reader = Task { [self] in
                for await _ in stream { lock.withLock { count += 1 } }
            }
        }

        deinit { reader?.cancel() }

        /// Whether a wake-up came since the last call, waiting up to `seconds` for one. A
        /// wait for one that should come is long (30 s), as it returns when it comes: on two
        /// cores the whole suite's synchronous tests can hold the task pool for seconds.
        func came(within seconds: Double) async -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let arrived = lock.withLock {
                    defer { seen = count }
                    return count > seen
                }
                if arrived { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
    }

    #if os(Linux)
        @Test(.timeLimit(.minutes(1)))
        func everyKindOfSaveWakesThePreviewAndNothingElseDoes() async throws {
            let root = try site(["a.md": "---\ntitle: A\n---\n"], prefix: "listdocs-watch")
            defer { removeTemporaryFolder(root) }
            let sources = SiteSources(root: root, defaultTemplates: projectTemplatesFolder)
            let watcher = SourceWatcher(
                fileEvents: true, pollInterval: .milliseconds(50),
                folders: { sources.watchedFolders() })
            #expect(watcher.method == .fileEvents)
            let changes = WakeUps(watcher)
            #expect(await changes.came(within: 30), "the first look is immediate")
            // Idle: no wake-up at all, where polling would have woken the preview 30 times.
            #expect(!(await changes.came(within: 1.5)))
            let saves: [(String, () throws -> Void)] = [
                (
                    "a recipe written in place",
                    { try self.append("Edit.\n", to: root, "Content/a.md") }
                ),
                (
                    "a recipe saved by renaming",
                    {
                        try "---\ntitle: A2\n---\n".write(
                            to: root.appendingPathComponent("Content/a.md"), atomically: true,
                            encoding: .utf8)
                    }
                ),
                ("listdocs.yml", { try self.append("title: T\n", to: root, "listdocs.yml") }),
                (
                    "a new template folder",
                    {
                        try FileManager.default.createDirectory(
                            at: root.appendingPathComponent("Templates/partials"),
                            withIntermediateDirectories: true)
                    }
                ),
                (
                    "a file in that folder",
                    {
                        try self.append("<p>", to: root, "Templates/partials/note.html")
                    }
                ),
                (
                    "Content/ removed",
                    {
                        try FileManager.default.removeItem(
                            at: root.appendingPathComponent("Content"))
                    }
                ),
                (
                    "Content/ made again",
                    {
                        try FileManager.default.createDirectory(
                            at: root.appendingPathComponent("Content"),
                            withIntermediateDirectories: true)
                    }
                ),
                (
                    "a recipe in the new Content/",
                    { try self.append("x", to: root, "Content/b.md") }
                ),
            ]
            for (save, change) in saves {
                try change()
                #expect(await changes.came(within: 30), "\(save) woke nothing")
                // One save, one wake-up: the events it causes are read together.
                #expect(!(await changes.came(within: 0.3)), "\(save) woke the preview twice")
            }
        }
    #endif

    @Test(.timeLimit(.minutes(1)))
    func withoutFileEventsTheSourcesAreLookedAtEachInterval() async throws {
        let root = try site(["a.md": "---\ntitle: A\n---\n"], prefix: "listdocs-watch-poll")
        defer { removeTemporaryFolder(root) }
        let watcher = SourceWatcher(
            fileEvents: false, pollInterval: .milliseconds(20), folders: { [root.path] })
        #expect(watcher.method == .polling(.milliseconds(20)))
        #expect(watcher.method.summary.contains("every 20 ms"))
        let changes = WakeUps(watcher)
        for _ in 0..<5 { #expect(await changes.came(within: 30)) }
    }

    @Test(.timeLimit(.minutes(1)))
    func thePreviewSaysHowItWatchesAndRebuildsASaveEitherWay() async throws {
        for fileEvents in [true, false] {
            let root = try site(
                ["a.md": "---\ntitle: First\n---\n"], prefix: "listdocs-watch-serve")
            defer { removeTemporaryFolder(root) }
            let lines = LogLines()
            let server = try PreviewServer(
                root: root, port: 0, defaultTemplates: projectTemplatesFolder,
                pollInterval: .milliseconds(50), fileEvents: fileEvents, log: { lines.add($0) })
            let ready = AsyncStream<URL>.makeStream()
            let running = Task { try await server.run { ready.continuation.yield($0) } }
            defer { running.cancel() }
            var iterator = ready.stream.makeAsyncIterator()
            _ = try #require(await iterator.next())
            try "---\ntitle: Second\n---\n".write(
                to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
            while !lines.all.contains(where: { $0.hasPrefix("Rebuilt") }) {
                try await Task.sleep(for: .milliseconds(20))
            }
            let startUp = lines.all.first { $0.hasPrefix("Rebuilds on every save") } ?? ""
            #if os(Linux)
                #expect(
                    startUp.contains(fileEvents ? "inotify" : "looking every 50 ms"), "\(startUp)")
            #else
                #expect(startUp.contains("looking every 50 ms"), "\(startUp)")
            #endif
            running.cancel()
            _ = await running.result
        }
    }

    func append(_ text: String, to root: URL, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        if let handle = try? FileHandle(forWritingTo: url) {
            defer { try? handle.close() }
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
        } else {
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
    }
}

/// The preview's log, collected from its tasks.
private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func add(_ line: String) { lock.withLock { lines.append(line) } }
}
