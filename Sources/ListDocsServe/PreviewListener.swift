import CListDocsSystem
import FlyingSocks
import Foundation

/// The preview server's listening socket and its accept loop, on FlyingSocks' non-blocking
/// sockets. Each connection is handled in its own task and closed when done, so what it
/// held is returned at once. The loop never stops on its own: at `connectionLimit` open
/// connections, or when the system has no descriptor left, the oldest idle connection is
/// dropped, one line is logged, and accepting goes on.
final class PreviewListener: Sendable {
    private let socket: Socket
    private let pool: any AsyncSocketPool
    /// How long a client has to send its request's head (and a post its body) before its
    /// connection is dropped.
    let headDeadline: Duration
    /// The most connections held open at once.
    let connectionLimit: Int
    private let log: @Sendable (String) -> Void

    /// Binds and listens; throws when the address is taken or not allowed. Without a
    /// `connectionLimit`, it is `defaultConnectionLimit()`.
    init(
        address: some SocketAddress, headDeadline: Duration = .seconds(10),
        connectionLimit: Int? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        self.headDeadline = headDeadline
        let ceiling = Self.connectionCeiling()
        if let connectionLimit, connectionLimit > ceiling {
            log(
                "--max-connections \(connectionLimit) is more than this process's open-file limit allows; the preview keeps at most \(ceiling) open (raise the limit with ulimit -n)"
            )
        }
        self.connectionLimit = max(
            1, min(connectionLimit ?? Self.defaultConnectionLimit(), ceiling))
        self.log = log
        let socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        #if canImport(Darwin)
            try socket.setValue(true, for: .noSIGPIPE)
        #endif
        try socket.bind(to: address)
        try socket.listen()
        self.socket = socket
        #if canImport(Darwin)
            pool = SocketPool.kQueue()
        #elseif os(Linux)
            pool = SocketPool(queue: ReadinessQueue())
        #else
            pool = SocketPool.poll()
        #endif
    }

    /// Half the process's descriptor limit, leaving the other half to the rebuilds' file
    /// reads and the listener itself; between 16 and 4,096.
    static func defaultConnectionLimit() -> Int {
        let descriptors = listdocs_descriptor_limit()
        guard descriptors > 0 else { return 4096 }
        return Int(min(4096, max(16, descriptors / 2)))
    }

    /// The most connections the process may hold and still have descriptors for the rest:
    /// its open-file limit less a quarter (at least 16) for the rebuilds' file reads, the
    /// runtime's own (libdispatch reads `/proc` and traps when it cannot open it) and the
    /// listener. A process out of descriptors must never be the normal state of a flood.
    static func connectionCeiling() -> Int {
        let descriptors = listdocs_descriptor_limit()
        guard descriptors > 0 else { return Int.max }
        return Int(max(1, descriptors - max(16, descriptors / 4)))
    }

    /// The address it listens on (with the port picked for port 0).
    var address: Socket.Address? { try? socket.sockname() }

    /// Accepts connections until cancelled, handing each to `handle` in its own task with
    /// a function to call once its head is read; a connection that has not called it within
    /// `headDeadline` is cancelled (one sweep a second for all of them, so a connection
    /// costs no timer of its own).
    func run(
        _ handle:
            @escaping @Sendable (AsyncSocket, _ headArrived: @escaping @Sendable () async -> Void)
            async -> Void
    ) async throws {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        let pool = self.pool
        let (headDeadline, connectionLimit, log) = (
            self.headDeadline, self.connectionLimit, self.log
        )
        let connections = OpenConnections(limit: connectionLimit)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await pool.run() }
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(1))
                    await connections.sweep(now: .now)
                }
            }
            var lastRefusal: ContinuousClock.Instant?
            while !Task.isCancelled {
                // At the limit, the next connection waits in the system's queue until a
                // dropped one has closed: the process never holds more than the limit.
                if await connections.isFull(now: .now) {
                    if await connections.makeRoom(now: .now) {
                        log(
                            "\(connectionLimit) connections are open, the most the preview keeps; dropping the oldest idle ones"
                        )
                    }
                    try await Task.sleep(for: .milliseconds(2))
                    continue
                }
                guard
                    let client = try await accept(
                        listening, dropping: connections, lastRefusal: &lastRefusal)
                else { break }
                let id = await connections.open(deadline: .now + headDeadline)
                let task = Task {
                    await handle(client) { await connections.headArrived(id) }
                    await connections.closed(id)
                }
                await connections.attach(task, to: id)
            }
            group.cancelAll()
        }
        await connections.cancelAll()
    }

    /// The next connection; nil when the listener is closed or cancelled. When the system
    /// refuses one (out of descriptors), the oldest idle connection is dropped and accepting
    /// goes on. One line is logged when refusals start and one when none has come for
    /// `quietAfterRefusals` (`lastRefusal` holds when the latest came), not one per
    /// connection while a flood of them cycles through the descriptors.
    private func accept(
        _ listening: AsyncSocket, dropping connections: OpenConnections,
        lastRefusal: inout ContinuousClock.Instant?
    ) async throws -> AsyncSocket? {
        while !Task.isCancelled {
            do {
                let client = try await listening.accept()
                if let last = lastRefusal, ContinuousClock.now - last >= Self.quietAfterRefusals {
                    log("Accepting connections again")
                    lastRefusal = nil
                }
                return client
            } catch SocketError.disconnected {
                return nil
            } catch is CancellationError {
                return nil
            } catch {
                if lastRefusal == nil {
                    log(
                        "Cannot accept a connection (\(error)); dropping the oldest idle connection and accepting again as descriptors free up"
                    )
                }
                lastRefusal = .now
                await connections.freeADescriptor(now: .now)
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        return nil
    }

    /// How long accepting must go without a refusal before the episode is over.
    static let quietAfterRefusals = Duration.seconds(2)

    /// Stops accepting.
    func close() { try? socket.close() }
}
