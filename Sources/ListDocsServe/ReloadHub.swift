import Foundation

/// The open pages, each connected over a WebSocket: told to reload after a good build,
/// or to show the diagnostics of a broken one.
public actor ReloadHub {
    private var clients: [UUID: AsyncStream<String>.Continuation] = [:]
    /// The message a newly connected page gets: the current diagnostics, if the build is broken.
    private var current: String = "ok"

    public init() {}

    /// Tells every open page to reload.
    public func reload() { send("reload", remember: "ok") }

    /// Shows the diagnostics of a broken build on every open page.
    public func showProblems(_ text: String) {
        send("problems:" + text, remember: "problems:" + text)
    }

    /// How many pages are connected.
    public var connectedPages: Int { clients.count }

    private func send(_ text: String, remember: String) {
        current = remember
        for continuation in clients.values { continuation.yield(text) }
    }

    func connect() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream()
        clients[id] = continuation
        continuation.yield(current == "ok" ? "hello" : current)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.disconnect(id) }
        }
        return stream
    }

    private func disconnect(_ id: UUID) { clients[id] = nil }
}
