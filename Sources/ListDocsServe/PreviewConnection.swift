import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection to the preview server: one request, read with limits, answered, then the
/// connection closes (a page's live-reload socket stays open until either side ends it).
struct PreviewConnection {
    let socket: AsyncSocket
    let state: SiteState
    let hub: ReloadHub
    /// The address and port the server listens on, for the WebSocket origin check.
    let listenHost: String
    let port: Int
    /// Called once the head is read (or refused), or for an explain post once its body is:
    /// from then on the connection has no deadline (a live-reload socket stays open).
    let headArrived: @Sendable () async -> Void
    /// Where explain posts run, off the request tasks.
    let explainQueue: ExplainQueue

    func serve() async {
        defer { try? socket.close() }
        let head: RequestHead
        var leftover: [UInt8] = []
        do {
            guard let (read, rest) = try await readHead() else { return }
            leftover = rest
            switch read {
            case .success(let value): head = value
            case .failure(let problem):
                await headArrived()
                try await write(Self.problemResponse(problem), omitBody: false)
                await finishReading()
                return
            }
            // A post's body must arrive within the head's deadline too.
            if !(head.path == ExplainPage.path && head.method == "POST") { await headArrived() }
        } catch {
            return
        }
        do {
            guard
                HostPolicy.allows(host: head.header("Host"), listenHost: listenHost, port: port)
            else {
                await headArrived()
                try await write(HostPolicy.refusal, omitBody: head.method == "HEAD")
                return
            }
            if head.path == "/__listdocs/ws", head.method == "GET" {
                try await openWebSocket(head)
                return
            }
            if head.path == ExplainPage.path {
                try await serveExplain(head, leftover: leftover)
                return
            }
            let response: StaticResponse
            if head.path == StaticResponder.reloadScriptPath,
                head.method == "GET" || head.method == "HEAD"
            {
                let body = Data(LiveReloadScript.source.utf8)
                response = StaticResponse(
                    status: 200,
                    headers: [
                        ("Content-Type", "text/javascript; charset=utf-8"),
                        ("Content-Length", String(body.count)),
                    ], body: body)
            } else {
                response = StaticResponder.respond(
                    method: head.method, path: head.target,
                    ifNoneMatch: head.header("If-None-Match"), site: await state.site,
                    injectReload: true)
            }
            try await write(response, omitBody: head.method == "HEAD")
        } catch {
            return
        }
    }

    /// After an early answer (414, 431, 400) the client may still be sending: stop
    /// writing, then read and drop what comes (at most `drainLimit` bytes) so that closing
    /// does not reset the connection before the client has read the answer.
    private func finishReading() async {
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        var drained = 0
        while drained < Self.drainLimit,
            let chunk = try? await socket.read(atMost: 4096), !chunk.isEmpty
        {
            drained += chunk.count
        }
    }

    /// The most a refused request is read for before its connection closes.
    static let drainLimit = 2 * 1024 * 1024

    /// Reads until the head is complete, within its limits; nil when the peer leaves first.
    /// Also returns the bytes read past the head (the start of a body).
    private func readHead() async throws -> (Result<RequestHead, RequestHead.Problem>, [UInt8])? {
        var buffer: [UInt8] = []
        var resume = 0
        while true {
            let chunk = try await socket.read(atMost: 4096)
            if chunk.isEmpty { return nil }
            buffer += chunk
            switch RequestHead.scan(buffer, from: resume) {
            case .needMore(let next): resume = next
            case .problem(let problem): return (.failure(problem), [])
            case .complete(let length):
                return (RequestHead.parse(buffer[..<length]), Array(buffer[length...]))
            }
        }
    }

    /// `/__explain/`: the form on GET; on a same-origin POST, the walkthrough that
    /// reproduces the pasted crash.
    private func serveExplain(_ head: RequestHead, leftover: [UInt8]) async throws {
        let renderer = await state.renderer
        switch head.method {
        case "GET", "HEAD":
            try await write(
                ExplainPage.response(log: nil, renderer: renderer), omitBody: head.method == "HEAD")
        case "POST":
            // Answers that come before the body stop the post's deadline; the body's read
            // keeps it.
            guard
                OriginPolicy.allows(
                    origin: head.header("Origin"), host: head.header("Host"),
                    listenHost: listenHost, port: port)
            else {
                await headArrived()
                try await write(
                    ExplainPage.text(403, "Only the preview's own page may post here.\n"),
                    omitBody: false)
                return
            }
            guard let length = head.header("Content-Length").flatMap({ Int($0) }), length >= 0
            else {
                await headArrived()
                try await write(
                    ExplainPage.text(411, "A Content-Length is required.\n"), omitBody: false)
                return
            }
            guard length <= ExplainPage.maximumBody else {
                await headArrived()
                try await write(
                    ExplainPage.text(413, "The pasted text is longer than 1 MiB.\n"),
                    omitBody: false)
                await finishReading()
                return
            }
            var body = Array(leftover.prefix(length))
            while body.count < length {
                let chunk = try await socket.read(atMost: min(65_536, length - body.count))
                if chunk.isEmpty { return }
                body += chunk
            }
            await headArrived()
            let log = ExplainPage.fields(body)["log"]
            let response = await explainQueue.run {
                ExplainPage.response(log: log, renderer: renderer)
            }
            try await write(
                response
                    ?? ExplainPage.text(
                        503, "Other crash logs are being explained; post again in a moment.\n"),
                omitBody: false)
        default:
            try await write(
                ExplainPage.text(405, "Use GET for the form and POST to explain.\n"),
                omitBody: false)
        }
    }

    static func problemResponse(_ problem: RequestHead.Problem) -> StaticResponse {
        let text: String
        switch problem {
        case .targetTooLong:
            text =
                "The request target is longer than \(StaticResponder.maximumTargetLength) bytes.\n"
        case .headTooLarge:
            text =
                "The request's header fields are longer than \(RequestHead.maximumLength) bytes.\n"
        case .malformed: text = "This is not an HTTP/1.1 request.\n"
        }
        return StaticResponse(
            status: problem.status,
            headers: [
                ("Content-Type", "text/plain; charset=utf-8"),
                ("Content-Length", String(text.utf8.count)),
            ], body: Data(text.utf8))
    }

    /// The status line, the headers (with `Connection: close`), then the body.
    private func write(_ response: StaticResponse, omitBody: Bool) async throws {
        var text = "HTTP/1.1 \(response.status) \(Self.phrase(response.status))\r\n"
        for (name, value) in response.headers where name.lowercased() != "connection" {
            text += "\(name): \(value)\r\n"
        }
        text += "Connection: close\r\n\r\n"
        var bytes = Data(text.utf8)
        if !omitBody { bytes += response.body }
        try await socket.write(bytes)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 301: "Moved Permanently"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        default: "Status"
        }
    }

    /// The live-reload socket: same-origin pages only; the hub's messages go out as text
    /// frames, pings are answered, a close ends it.
    private func openWebSocket(_ head: RequestHead) async throws {
        guard
            OriginPolicy.allows(
                origin: head.header("Origin"), host: head.header("Host"), listenHost: listenHost,
                port: port)
        else {
            let body = Data("Live reload is only for pages this server served.\n".utf8)
            try await write(
                StaticResponse(
                    status: 403,
                    headers: [
                        ("Content-Type", "text/plain; charset=utf-8"),
                        ("Content-Length", String(body.count)),
                    ], body: body), omitBody: false)
            return
        }
        guard head.header("Upgrade")?.lowercased() == "websocket",
            let key = head.header("Sec-WebSocket-Key"), !key.isEmpty
        else {
            try await write(Self.problemResponse(.malformed), omitBody: false)
            return
        }
        let accept = WebSocketFrame.acceptValue(forKey: key)
        try await socket.write(
            Data(
                ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Accept: \(accept)\r\n\r\n").utf8))
        let messages = await hub.connect()
        let socket = self.socket
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in messages {
                    let frame = WebSocketFrame.encode(.text, Array(message.utf8))
                    guard (try? await socket.write(Data(frame))) != nil else { return }
                }
            }
            group.addTask {
                // The page's frames: answer pings, stop at a close or a broken frame.
                while let frame = try? await WebSocketFrame.read({
                    try await socket.read(bytes: $0)
                }) {
                    if frame.opcode == WebSocketFrame.Opcode.close.rawValue {
                        _ = try? await socket.write(Data(WebSocketFrame.encode(.close, [])))
                        return
                    }
                    if frame.opcode == WebSocketFrame.Opcode.ping.rawValue {
                        _ = try? await socket.write(
                            Data(WebSocketFrame.encode(.pong, frame.payload)))
                    }
                }
            }
            // When either side ends, so does the other.
            await group.next()
            group.cancelAll()
        }
    }
}
