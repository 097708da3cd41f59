import FlyingSocks
import Foundation
import ListDocsTestSupport
import Testing

@testable import ListDocsServe

/// What a browser or a script may send the preview: other hosts' names, frames, posts whose
/// body never comes, hundreds of idle connections, explain posts that take long. Each gets a
/// bounded answer, and the pages keep answering.
@Suite struct HostileRequestTests {
    @Test(arguments: [
        ("127.0.0.1:4000", "127.0.0.1", true),
        ("localhost:4000", "127.0.0.1", true),
        ("LOCALHOST:4000", "127.0.0.1", true),
        ("[::1]:4000", "::1", true),
        ("evil.example:4000", "127.0.0.1", false),
        ("127.0.0.1.nip.io:4000", "127.0.0.1", false),
        ("localhost:4001", "127.0.0.1", false),
        ("localhost", "127.0.0.1", false),
        ("192.168.1.20:4000", "192.168.1.20", true),
        ("192.168.1.20:4000", "0.0.0.0", true),
        ("evil.example:4000", "0.0.0.0", false),
        ("1.2.3:4000", "0.0.0.0", false),
        ("", "127.0.0.1", false),
    ])
    func onlyLoopbackNamesAndTheOwnAddressAreAnswered(host: String, listen: String, allowed: Bool) {
        #expect(HostPolicy.allows(host: host, listenHost: listen, port: 4000) == allowed)
    }

    /// "Where a build writes" promises one explain running and four waiting: the sixth post
    /// is the first refused (the queue used to count the running one among the four).
    @Test(.timeLimit(.minutes(1)))
    func theExplainQueueHoldsOneRunningAndFourWaiting() async throws {
        let queue = ExplainQueue()
        let gate = DispatchSemaphore(value: 0)
        let started = Flag()
        let running = Task {
            await queue.run { () -> Int in
                started.set()
                gate.wait()
                return 0
            }
        }
        // Waits without holding one of the few threads the tests' tasks share.
        while !started.isSet { try await Task.sleep(for: .milliseconds(5)) }
        let waiting = (1...4).map { n in Task { await queue.run { n } } }
        try await Task.sleep(for: .milliseconds(200))
        #expect(await queue.run { 5 } == nil)
        gate.signal()
        #expect(await running.value == 0)
        for (index, task) in waiting.enumerated() { #expect(await task.value == index + 1) }
    }

    /// A flag set on one thread and read on another.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    @Test func aMissingHostIsRefused() {
        #expect(!HostPolicy.allows(host: nil, listenHost: "127.0.0.1", port: 4000))
    }

    @Test(.timeLimit(.minutes(1)))
    func anExplainWaitingItsTurnLeavesTheRequestThreadsFree() async throws {
        let queue = ExplainQueue(waiting: 1)
        let gate = DispatchSemaphore(value: 0)
        let started = Flag()
        let blocked = Task {
            await queue.run { () -> Int in
                started.set()
                gate.wait()
                return 1
            }
        }
        // Waiting with a semaphore here would hold a shared thread: two such tests at once
        // on two cores left no thread to start the work they waited for.
        while !started.isSet { try await Task.sleep(for: .milliseconds(5)) }
        // While the explain thread is held, more tasks than there are cores still run.
        let done = await withTaskGroup(of: Int.self) { group in
            for n in 0..<(4 * ProcessInfo.processInfo.activeProcessorCount) {
                group.addTask { n }
            }
            return await group.reduce(0) { count, _ in count + 1 }
        }
        #expect(done == 4 * ProcessInfo.processInfo.activeProcessorCount)
        // One running and one waiting fill it; a third is refused at once.
        let waiting = Task { await queue.run { 2 } }
        try await Task.sleep(for: .milliseconds(100))
        #expect(await queue.run { 3 } == nil)
        gate.signal()
        #expect(await blocked.value == 1)
        #expect(await waiting.value == 2)
        #expect(await queue.run { 4 } == 4)
    }

    /// A server on a free port, with its log lines collected.
    final class RunningServer: Sendable {
        let base: URL
        let root: URL
        let lines: LogLines
        let task: Task<Void, any Error>

        init(connectionLimit: Int? = nil, headDeadline: Duration = .seconds(10)) async throws {
            root = try site(["a.md": "---\ntitle: A\n---\n\nHello.\n"], prefix: "listdocs-hostile")
            let lines = LogLines()
            self.lines = lines
            let server = try PreviewServer(
                root: root, port: 0, defaultTemplates: projectTemplatesFolder,
                headDeadline: headDeadline, connectionLimit: connectionLimit,
                log: { line in Task { await lines.append(line) } })
            let ready = AsyncStream<URL>.makeStream()
            task = Task { try await server.run { ready.continuation.yield($0) } }
            var iterator = ready.stream.makeAsyncIterator()
            base = try #require(await iterator.next())
        }

        var port: UInt16 { UInt16(base.port ?? 0) }

        func stop() {
            task.cancel()
            removeTemporaryFolder(root)
        }
    }

    actor LogLines {
        private(set) var all: [String] = []
        func append(_ line: String) { all.append(line) }
    }

    /// Connects to the server and sends `text`.
    func connect(_ port: UInt16, sending text: String = "") async throws -> AsyncSocket {
        let socket = try await AsyncSocket.connected(
            to: sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: loopbackConnectTimeout)
        if !text.isEmpty { try await socket.write(Data(text.utf8)) }
        return socket
    }

    /// The whole answer to `request`, read until the server closes.
    func answer(_ request: String, port: UInt16) async throws -> String {
        let socket = try await connect(port, sending: request)
        defer { try? socket.close() }
        var bytes: [UInt8] = []
        while let chunk = try? await socket.read(atMost: 65_536), !chunk.isEmpty {
            bytes += chunk
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(.timeLimit(.minutes(1)))
    func anotherHostsNameIsRefusedAndTheExplainPageCannotBeFramed() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let port = server.port
        let rebinding = try await answer(
            "GET /a/ HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n", port: port)
        #expect(rebinding.hasPrefix("HTTP/1.1 421 "), "\(rebinding.prefix(80))")
        #expect(!rebinding.contains("Hello."))
        let noHost = try await answer("GET /a/ HTTP/1.1\r\n\r\n", port: port)
        #expect(noHost.hasPrefix("HTTP/1.1 421 "))
        let own = try await answer(
            "GET /a/ HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", port: port)
        #expect(own.hasPrefix("HTTP/1.1 200 "))
        #expect(own.contains("Hello."))
        let explain = try await answer(
            "GET /__explain/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
        #expect(explain.hasPrefix("HTTP/1.1 200 "))
        #expect(explain.contains("Content-Security-Policy: frame-ancestors 'none'\r\n"))
        #expect(explain.contains("X-Frame-Options: DENY\r\n"))
    }

    @Test(.timeLimit(.minutes(1)))
    func aPostWhoseBodyNeverArrivesIsDroppedAtTheHeadsDeadline() async throws {
        let server = try await RunningServer(headDeadline: .milliseconds(300))
        defer { server.stop() }
        let port = server.port
        let socket = try await connect(
            port,
            sending:
                "POST /__explain/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nContent-Length: 100\r\n\r\nlog=Inv"
        )
        defer { try? socket.close() }
        // The server closes the connection without an answer once the deadline has passed.
        let ended = try? await socket.read(atMost: 100)
        #expect(ended == nil || ended == [])
    }

    @Test(.timeLimit(.minutes(1)))
    func atItsConnectionLimitThePreviewDropsTheOldestIdleAndKeepsServing() async throws {
        let server = try await RunningServer(connectionLimit: 8)
        defer { server.stop() }
        let port = server.port
        var idle: [AsyncSocket] = []
        for _ in 0..<30 { idle.append(try await connect(port, sending: "GET / HT")) }
        // A page is still served while the idle connections are held.
        let page = try await answer(
            "GET /a/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200 "))
        // The oldest were closed by the server, the newest are still open.
        var closed = 0
        for socket in idle.prefix(20) {
            let read = try? await socket.read(atMost: 10)
            if read == nil || read == [] { closed += 1 }
        }
        #expect(closed == 20)
        for socket in idle { try? socket.close() }
        #expect(
            await server.lines.all.contains {
                $0.contains("8 connections are open, the most the preview keeps")
            })
        // Released: the server answers again at once.
        let again = try await answer(
            "GET /a/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
        #expect(again.contains("Hello."))
    }
}
