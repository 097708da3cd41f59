import FlyingSocks
import Foundation

/// The preview server's listening socket and its accept loop, on FlyingSocks' non-blocking
/// sockets. Each connection is handled in its own task and closed when done, so what it
/// held is returned at once.
final class PreviewListener: Sendable {
    private let socket: Socket
    private let pool: any AsyncSocketPool

    /// Binds and listens; throws when the address is taken or not allowed.
    init(address: some SocketAddress) throws {
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

    /// Accepts connections until cancelled, handing each to `handle` in its own task.
    func run(_ handle: @escaping @Sendable (AsyncSocket) async -> Void) async throws {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        let pool = self.pool
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await pool.run() }
            for try await client in listening.sockets {
                group.addTask { await handle(client) }
            }
            group.cancelAll()
        }
    }

    /// Stops accepting.
    func close() { try? socket.close() }
}
