import Foundation
import ListDocsServe

/// `listdocs serve` with nothing changing, in this process: the processor time it uses
/// while idle, as a share of one core, with the system's file events against looking at
/// every source each 50 ms (the baseline, measured in the same run on the same site), at
/// each size. Then the rebuild one saved recipe costs while the server runs.
func previewIdleBench(sizes: [Int], seconds: Double) async throws {
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    for size in sizes {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "listdocs-bench-idle-\(ProcessInfo.processInfo.processIdentifier)-\(size)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for n in 0..<size {
            try recipeText(n).write(
                to: content.appendingPathComponent("recipe-\(n).md"), atomically: true,
                encoding: .utf8)
        }
        var shares: [Bool: Double] = [:]
        for fileEvents in [true, false] {
            shares[fileEvents] = try await idleShare(
                root: root, templates: templates, fileEvents: fileEvents, seconds: seconds)
        }
        let events = shares[true] ?? 0
        let polling = shares[false] ?? 0
        say(
            String(
                format:
                    "serve, idle, %d recipes: %.3f%% of a core with file events, %.3f%% polling every 50 ms (%.3fx)",
                size, events * 100, polling * 100, polling > 0 ? events / polling : 0))
    }
}

/// The share of one core the preview uses over `seconds` with nothing changing, once its
/// first build is done.
private func idleShare(root: URL, templates: URL, fileEvents: Bool, seconds: Double)
    async throws -> Double
{
    let server = try PreviewServer(
        root: root, port: 0, defaultTemplates: templates, pollInterval: .milliseconds(50),
        fileEvents: fileEvents, log: { _ in })
    let ready = AsyncStream<URL>.makeStream()
    let running = Task { try await server.run { ready.continuation.yield($0) } }
    var iterator = ready.stream.makeAsyncIterator()
    _ = await iterator.next()
    // Let the first look after start-up happen before measuring.
    try await Task.sleep(for: .seconds(1))
    let start = processorSeconds()
    let wall = Date()
    try await Task.sleep(for: .seconds(seconds))
    let used = processorSeconds() - start
    let elapsed = Date().timeIntervalSince(wall)
    running.cancel()
    _ = await running.result
    // The watcher's thread notices the end within half a second.
    try await Task.sleep(for: .seconds(1))
    return used / elapsed
}
