import FlyingSocks
import Foundation
import ListDocsServe

/// The preview server under many short connections, in this process: 10,000 requests one
/// after another (a page, a 414, a 405 in turn), each on its own connection, closed after
/// the answer. Reports the resident memory after a warm-up and after every 2,500, which
/// must stay flat, and the time per request against the same requests' first 500.
func connectionBench(connections: Int) async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "listdocs-bench-connections-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    try recipeText(0).write(
        to: root.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    let server = try PreviewServer(
        root: root, port: 0, defaultTemplates: templates, pollInterval: .seconds(3600),
        log: { _ in })
    let ready = AsyncStream<URL>.makeStream()
    let running = Task { try await server.run { ready.continuation.yield($0) } }
    defer { running.cancel() }
    var iterator = ready.stream.makeAsyncIterator()
    guard let base = await iterator.next(), let port = base.port else { return }
    let requests = [
        "GET /recipe-0/ HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /\(String(repeating: "x", count: 20_000)) HTTP/1.1\r\nHost: x\r\n\r\n",
        "BREW / HTTP/1.1\r\nHost: x\r\n\r\n",
    ].map { Data($0.utf8) }
    // A blocking client on plain sockets, so that the client side holds no timers or
    // tasks of its own and the memory measured is the server's.
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port))
    func request(_ n: Int) async throws {
        let socket = try Socket(domain: Int32(sockaddr_in.family), type: .stream)
        defer { try? socket.close() }
        try socket.connect(to: address)
        let data = requests[n % requests.count]
        var sent = data.startIndex
        while sent < data.endIndex {
            guard let next = try? socket.write(data, from: sent) else { break }
            sent = next
        }
        while let chunk = try? socket.read(atMost: 65536), !chunk.isEmpty {}
    }
    for n in 0..<500 { try await request(n) }
    let start = Date()
    for n in 0..<500 { try await request(n) }
    let warmTime = Date().timeIntervalSince(start) / 500
    let before = currentMemoryMiB()
    var readings: [Double] = []
    let timed = Date()
    for n in 0..<connections {
        try await request(n)
        if (n + 1) % 2_500 == 0 { readings.append(currentMemoryMiB()) }
    }
    let perRequest = Date().timeIntervalSince(timed) / Double(connections)
    say(
        String(
            format:
                "serve: %d connections, one request each        %.3f ms per request   (the first 500 after warm-up: %.3f ms)",
            connections, perRequest * 1000, warmTime * 1000))
    say(
        "  (resident memory "
            + String(format: "%.0f MiB after warm-up; after each 2,500: ", before)
            + readings.map { String(format: "%.0f", $0) }.joined(separator: ", ") + " MiB)")
}
