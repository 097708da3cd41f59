import FlyingFox
import FlyingSocks
import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// `listdocs serve`: builds the site in memory, serves it on loopback, rebuilds what a
/// saved file affects, and tells open pages to reload.
public final class PreviewServer: @unchecked Sendable {
    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    private let builder: PreviewBuilder
    private let server: HTTPServer
    private let hub = ReloadHub()
    private let state = SiteState()
    private let log: @Sendable (String) -> Void
    private let host: String
    private let port: UInt16
    private let pollInterval: Duration

    /// Builds nothing yet; `run()` does the first build.
    public init(
        root: URL, host: String = "127.0.0.1", port: UInt16 = 4000,
        defaultTemplates: URL = TemplateSet.defaultDirectory(),
        pollInterval: Duration = .milliseconds(50), log: @escaping @Sendable (String) -> Void
    ) throws {
        builder = PreviewBuilder(root: root, defaultTemplates: defaultTemplates)
        self.log = log
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
        let address: any SocketAddress
        if host.contains(":") {
            address = try sockaddr_in6.inet6(ip6: host, port: port)
        } else {
            address = try sockaddr_in.inet(ip4: host, port: port)
        }
        server = HTTPServer(address: address, logger: .disabled)
    }

    /// The first build's diagnostics, then serving until cancelled.
    public func run(onReady: @escaping @Sendable (URL) -> Void = { _ in }) async throws {
        if let report = builder.rebuild() { await publish(report) }
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 5)
        } catch {
            serving.cancel()
            throw StartError(
                description:
                    "cannot listen on \(host):\(port): the port is in use or not allowed. Hint: pick another with --port, or --port 0 for any free port"
            )
        }
        await setUpRoutes()
        guard let url = await listeningURL() else {
            throw StartError(description: "the server did not report its address")
        }
        onReady(url)
        await withTaskCancellationHandler {
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                if let report = builder.rebuild() { await publish(report) }
            }
        } onCancel: {
            serving.cancel()
        }
        await server.stop(timeout: 1)
    }

    /// The address the server listens on.
    public func listeningURL() async -> URL? {
        guard let address = await server.listeningAddress else { return nil }
        switch address {
        case .ip4(let ip, let port): return URL(string: "http://\(ip):\(port)/")
        case .ip6(let ip, let port): return URL(string: "http://[\(ip)]:\(port)/")
        default: return nil
        }
    }

    private func publish(_ report: PreviewBuilder.Report) async {
        if report.succeeded {
            await state.set(builder.site)
            log(String(format: "Rebuilt %@ in %.0f ms", report.rebuilt, report.seconds * 1000))
            for warning in report.diagnostics { log(DiagnosticText.rendered(warning)) }
            await hub.reload()
        } else {
            let text = report.diagnostics.map(DiagnosticText.rendered).joined(separator: "\n")
            log("Build failed; still serving the last good site:\n" + text)
            await hub.showProblems(text)
        }
    }

    private func setUpRoutes() async {
        let hub = self.hub
        let state = self.state
        let socket: WebSocketHTTPHandler = .webSocket(ReloadSocket(hub: hub))
        let listenHost = host
        let port = await listeningURL()?.port ?? Int(self.port)
        await server.appendRoute("GET /__listdocs/ws") { request in
            guard
                OriginPolicy.allows(
                    origin: request.headers[HTTPHeader("Origin")], host: request.headers[.host],
                    listenHost: listenHost, port: port)
            else {
                return HTTPResponse(
                    statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: Data("Live reload is only for pages this server served.\n".utf8))
            }
            return try await socket.handleRequest(request)
        }
        await server.appendRoute("GET /__listdocs/live.js") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8"],
                body: Data(LiveReloadScript.source.utf8))
        }
        await server.appendRoute("*") { request in
            let site = await state.site
            let response = StaticResponder.respond(
                method: request.method.rawValue, path: request.target.path(),
                ifNoneMatch: request.headers[.ifNoneMatch], site: site, injectReload: true)
            var headers = HTTPHeaders()
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(
                statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
                headers: headers, body: response.body)
        }
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 414: "URI Too Long"
        default: "Status"
        }
    }
}

/// The site currently served, shared between the rebuild loop and the request handlers.
actor SiteState {
    private(set) var site = SiteFiles()
    func set(_ site: SiteFiles) { self.site = site }
}
