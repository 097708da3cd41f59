import FlyingSocks
import Foundation
import ListDocsServe
import ListDocsTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The preview server on loopback: pages, an edit, the reload event and the new content.
@Suite struct LivePreviewTests {
    func fetch(_ url: URL) async throws -> (Int, String) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: url) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                    return
                }
                continuation.resume(
                    returning: (
                        (response as? HTTPURLResponse)?.statusCode ?? 0,
                        String(decoding: data ?? Data(), as: UTF8.self)
                    ))
            }.resume()
        }
    }

    /// The status code of a request written by hand.
    func rawStatus(_ request: String, port: Int) async throws -> String {
        let socket = try await AsyncSocket.connected(
            to: sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port)),
            timeout: loopbackConnectTimeout)
        defer { try? socket.close() }
        // Written alongside the reading: the server may answer (and stop reading) before a
        // long request is all sent.
        let sending = Task { try? await socket.write(Data(request.utf8)) }
        defer { sending.cancel() }
        var line: [UInt8] = []
        while line.count < 12 { line.append(try await socket.read()) }
        return String(String(decoding: line, as: UTF8.self).dropFirst(9).prefix(3))
    }

    @Test(.timeLimit(.minutes(1)))
    func anEditIsRebuiltAndAnnounced() async throws {
        let root = try site([:], prefix: "listdocs-serve")
        defer { removeTemporaryFolder(root) }
        let recipe = root.appendingPathComponent("Content/a.md")
        try "---\ntitle: First title\n---\n\nHello.\n".write(
            to: recipe, atomically: true, encoding: .utf8)
        // The server's own deadline for a head (ten seconds): a connection made while other
        // tests keep the cores busy is never taken for a silent one. (A silent client is
        // dropped in the test below, with a short deadline.)
        let server = try PreviewServer(
            root: root, port: 0, defaultTemplates: projectTemplatesFolder,
            pollInterval: .milliseconds(50), log: { _ in })
        let ready = AsyncStream<URL>.makeStream()
        let running = Task { try await server.run { ready.continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = ready.stream.makeAsyncIterator()
        let base = try #require(await iterator.next())
        let host = "127.0.0.1:\(base.port ?? 0)"

        // Every method but GET and HEAD, known to HTTP or not, in any case.
        for method in ["PoSt", "delete", "Put", "BREW", "get"] {
            #expect(
                try await rawStatus(
                    "\(method) / HTTP/1.1\r\nHost: \(host)\r\nContent-Length: 0\r\n\r\n",
                    port: base.port ?? 0) == "405")
        }
        #expect(
            try await rawStatus(
                "GET /\(String(repeating: "x", count: 9000)) HTTP/1.1\r\nHost: \(host)\r\n\r\n",
                port: base.port ?? 0) == "414")
        // A megabyte of target, or of headers, is refused once the limit is passed: the
        // server answers without reading the rest.
        #expect(
            try await rawStatus(
                "GET /\(String(repeating: "x", count: 1_000_000)) HTTP/1.1\r\nHost: \(host)\r\n\r\n",
                port: base.port ?? 0) == "414")
        #expect(
            try await rawStatus(
                "GET / HTTP/1.1\r\n"
                    + String(
                        repeating: "X-A: \(String(repeating: "b", count: 990))\r\n", count: 1000)
                    + "\r\n", port: base.port ?? 0) == "431")
        #expect(try await rawStatus("NONSENSE\r\n\r\n", port: base.port ?? 0) == "400")
        let (status, page) = try await fetch(base.appendingPathComponent("a/"))
        #expect(status == 200)
        #expect(page.contains("First title"))
        #expect(page.contains("/__listdocs/live.js"))

        // Only pages this server served may listen; another site's page may not.
        await #expect(throws: URLError.self) {
            _ = try await TestWebSocket.connect(
                port: UInt16(base.port ?? 0), path: "/__listdocs/ws", origin: "http://evil.example")
        }
        let socket = try await TestWebSocket.connect(
            port: UInt16(base.port ?? 0), path: "/__listdocs/ws")
        #expect(try await socket.receive() == "hello")

        try "---\ntitle: Second title\n---\n\nHello.\n".write(
            to: recipe, atomically: true, encoding: .utf8)
        // The save itself is the event: the next message is its reload (the suite's time
        // limit, not a clock, catches a reload that never comes).
        #expect(try await socket.receive() == "reload")
        #expect(try await fetch(base.appendingPathComponent("a/")).1.contains("Second title"))

        try "---\ntitle: [broken\n---\n".write(to: recipe, atomically: true, encoding: .utf8)
        let problems = try await socket.receive()
        #expect(problems.hasPrefix("problems:"))
        #expect(problems.contains("Content/a.md:") || problems.contains("a.md:"))
        #expect(try await fetch(base.appendingPathComponent("a/")).1.contains("Second title"))

        // The sources disappear: the last good site stays, and the pages are told why.
        try "---\ntitle: Third title\n---\n".write(to: recipe, atomically: true, encoding: .utf8)
        #expect(try await socket.receive() == "reload")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content"))
        let missing = try await socket.receive()
        #expect(missing.contains("there is no Content/ folder here"), "\(missing)")
        #expect(try await fetch(base.appendingPathComponent("a/")).1.contains("Third title"))
        try FileManager.default.removeItem(at: root)
    }

    @Test(.timeLimit(.minutes(1)))
    func aClientThatNeverFinishesItsHeadIsDroppedOnceItsTimeIsUp() async throws {
        let root = try site(["a.md": "---\ntitle: A\n---\n\nHello.\n"], prefix: "listdocs-silent")
        defer { removeTemporaryFolder(root) }
        let server = try PreviewServer(
            root: root, port: 0, defaultTemplates: projectTemplatesFolder,
            pollInterval: .milliseconds(50), headDeadline: .seconds(1), log: { _ in })
        let ready = AsyncStream<URL>.makeStream()
        let running = Task { try await server.run { ready.continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = ready.stream.makeAsyncIterator()
        let base = try #require(await iterator.next())
        let silent = try await AsyncSocket.connected(
            to: sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(base.port ?? 0)),
            timeout: loopbackConnectTimeout)
        try await silent.write(Data("GET / HT".utf8))
        let ended = try? await silent.read(atMost: 100)
        #expect(ended == nil || ended == [])
        try? silent.close()
        // The server is still serving.
        let (status, page) = try await fetch(base.appendingPathComponent("a/"))
        #expect(status == 200)
        #expect(page.contains("Hello."))
    }
}
