import FlyingSocks
import Foundation

/// The preview server's listening socket and its accept loop, on FlyingSocks' non-blocking
/// sockets. Each connection is handled in its own task and closed when done, so what it
/// held is returned at once.
final class PreviewListener: Sendable {
    private let socket: Socket
    private let pool: any AsyncSocketPool
    /// How long a client has to send its request's head before its connection is dropped.
    let headDeadline: Duration

    /// Binds and listens; throws when the address is taken or not allowed.
    init(address: some SocketAddress, headDeadline: Duration = .seconds(10)) throws {
        self.headDeadline = headDeadline
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
            pool = SocketPool.ePoll()
        #else
            pool = SocketPool.poll()
        #endif
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
        let headDeadline = self.headDeadline
        let deadlines = HeadDeadlines()
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await pool.run() }
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(1))
                    await deadlines.sweep(now: .now)
                }
            }
            for try await client in listening.sockets {
                let id = await deadlines.open(deadline: .now + headDeadline)
                let task = Task {
                    await handle(client) { await deadlines.headArrived(id) }
                    await deadlines.closed(id)
                }
                await deadlines.attach(task, to: id)
            }
            group.cancelAll()
        }
        await deadlines.cancelAll()
    }

    /// Stops accepting.
    func close() { try? socket.close() }
}

/// The open connections, with when each must have sent its request's head.
actor HeadDeadlines {
    private struct Entry {
        var deadline: ContinuousClock.Instant
        var task: Task<Void, Never>?
        var headArrived = false
    }

    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    /// A new connection; returns its number.
    func open(deadline: ContinuousClock.Instant) -> Int {
        nextID += 1
        entries[nextID] = Entry(deadline: deadline)
        return nextID
    }

    /// The connection's task, once started (nothing to do when it has finished already).
    func attach(_ task: Task<Void, Never>, to id: Int) {
        entries[id]?.task = task
    }

    func headArrived(_ id: Int) { entries[id]?.headArrived = true }

    func closed(_ id: Int) { entries[id] = nil }

    /// Cancels the connections whose head is late.
    func sweep(now: ContinuousClock.Instant) {
        for entry in entries.values where !entry.headArrived && entry.deadline <= now {
            entry.task?.cancel()
        }
    }

    /// Cancels every connection (the server stops).
    func cancelAll() {
        for entry in entries.values { entry.task?.cancel() }
    }

    /// How many connections are open.
    var count: Int { entries.count }
}
