import FlyingSocks
import Foundation
import ListDocsDiagnostics
import ListDocsSite

/// `listdocs serve`: builds the site in memory, serves it on loopback, rebuilds what a
/// saved file affects (woken by the system's file events, or polling where there are
/// none), and tells open pages to reload.
public final class PreviewServer: @unchecked Sendable {
    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    private let builder: PreviewBuilder
    private let address: any SocketAddress
    private let hub = ReloadHub()
    private let state = SiteState()
    private let log: @Sendable (String) -> Void
    private let host: String
    private let port: UInt16
    /// What tells the rebuild loop that a source may have changed.
    private let watcher: SourceWatcher
    /// How long a client has to send a request's head.
    private let headDeadline: Duration
    /// The most connections held open (nil: half the descriptor limit).
    private let connectionLimit: Int?
    private let explainQueue = ExplainQueue()

    /// Builds nothing yet; `run()` does the first build. Changes are noticed with the
    /// system's file events where listdocs has them, unless `fileEvents` is false, and
    /// otherwise by looking at every source each `pollInterval`.
    public init(
        root: URL, host: String = "127.0.0.1", port: UInt16 = 4000,
        defaultTemplates: URL = TemplateSet.defaultDirectory(),
        pollInterval: Duration = .milliseconds(50), fileEvents: Bool = true,
        headDeadline: Duration = .seconds(10),
        connectionLimit: Int? = nil, log: @escaping @Sendable (String) -> Void
    ) throws {
        self.headDeadline = headDeadline
        self.connectionLimit = connectionLimit
        builder = PreviewBuilder(root: root, defaultTemplates: defaultTemplates)
        self.log = log
        self.host = host
        self.port = port
        let sources = SiteSources(root: root, defaultTemplates: defaultTemplates)
        watcher = SourceWatcher(
            fileEvents: fileEvents, pollInterval: pollInterval,
            folders: { sources.watchedFolders() })
        let address: any SocketAddress
        if host.contains(":") {
            address = try sockaddr_in6.inet6(ip6: host, port: port)
        } else {
            address = try sockaddr_in.inet(ip4: host, port: port)
        }
        self.address = address
    }

    /// The first build's diagnostics, then serving until cancelled.
    public func run(onReady: @escaping @Sendable (URL) -> Void = { _ in }) async throws {
        if let report = builder.rebuild() { await publish(report) }
        let listener: PreviewListener
        do {
            listener = try PreviewListener(
                address: address, headDeadline: headDeadline, connectionLimit: connectionLimit,
                log: log)
        } catch {
            throw StartError(
                description:
                    "cannot listen on \(host):\(port): the port is in use or not allowed. Hint: pick another with --port, or --port 0 for any free port"
            )
        }
        defer { listener.close() }
        guard let url = Self.url(of: listener.address) else {
            throw StartError(description: "the server did not report its address")
        }
        let (state, hub, listenHost, port, explainQueue) = (
            self.state, self.hub, host, url.port ?? Int(self.port), self.explainQueue
        )
        let serving = Task {
            try await listener.run { socket, headArrived in
                await PreviewConnection(
                    socket: socket, state: state, hub: hub, listenHost: listenHost, port: port,
                    headArrived: headArrived, explainQueue: explainQueue
                ).serve()
            }
        }
        onReady(url)
        log("Rebuilds on every save, \(watcher.method.summary)")
        await withTaskCancellationHandler {
            for await _ in watcher.changes() {
                if Task.isCancelled { break }
                if let report = builder.rebuild() { await publish(report) }
            }
        } onCancel: {
            serving.cancel()
        }
        serving.cancel()
        _ = await serving.result
    }

    /// `http://host:port/` for a listening address.
    private static func url(of address: Socket.Address?) -> URL? {
        switch address {
        case .ip4(let ip, let port)?: URL(string: "http://\(ip):\(port)/")
        case .ip6(let ip, let port)?: URL(string: "http://[\(ip)]:\(port)/")
        default: nil
        }
    }

    private func publish(_ report: PreviewBuilder.Report) async {
        let first = await state.renderer == nil
        if report.succeeded {
            await state.set(builder.site, renderer: builder.renderer)
            if first {
                // The first build: say what was built, as `build` does.
                let pages = builder.site.files.keys.filter {
                    $0.hasSuffix(".html") && !SiteRenderer.isEmbedPath($0)
                }.count
                log(
                    String(
                        format: "Built the site (%d page%@) in %.0f ms", pages,
                        pages == 1 ? "" : "s", report.seconds * 1000))
            } else {
                log(String(format: "Rebuilt %@ in %.0f ms", report.rebuilt, report.seconds * 1000))
            }
            for warning in report.diagnostics { log(DiagnosticText.rendered(warning)) }
            await hub.reload()
        } else {
            let text = report.diagnostics.map { DiagnosticText.rendered($0) }.joined(
                separator: "\n")
            log(
                (first
                    ? "Build failed; the pages show what to fix until a save fixes it:\n"
                    : "Build failed; still serving the last good site:\n") + text)
            await hub.showProblems(text)
        }
    }
}

/// The site currently served, shared between the rebuild loop and the request handlers.
actor SiteState {
    private(set) var site = SiteFiles()
    /// What renders pages like the site's (the explain page uses it).
    private(set) var renderer: SiteRenderer?
    func set(_ site: SiteFiles, renderer: SiteRenderer? = nil) {
        self.site = site
        if let renderer { self.renderer = renderer }
    }
}
