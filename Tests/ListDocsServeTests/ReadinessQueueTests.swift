#if os(Linux)
    import FlyingSocks
    import Glibc
    import Testing

    @testable import ListDocsServe

    /// The preview's event queue when a closed socket's number is used again by a new
    /// connection before the pool stops watching the old one: the new connection is still
    /// woken when its request arrives (else it waits unanswered until its deadline drops it).
    @Suite(.serialized) struct ReadinessQueueTests {
        /// A connected pair of sockets.
        func pair() throws -> (Int32, Int32) {
            var ends: [Int32] = [0, 0]
            try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
            return (ends[0], ends[1])
        }

        @Test func aNumberUsedAgainIsWatchedAfresh() throws {
            var queue = ReadinessQueue()
            try queue.open()
            defer { try? queue.close() }
            let (old, oldPeer) = try pair()
            let number = Socket.FileDescriptor(rawValue: old)
            try queue.addEvents(.read, for: number)
            // The old connection's task closes its socket; a new one gets the same number (in
            // one step, so that no other descriptor of the process can take it in between).
            let (new, newPeer) = try pair()
            try #require(dup2(new, old) == old)
            close(new)
            close(oldPeer)
            defer {
                close(old)
                close(newPeer)
            }
            // The pool stops watching the old socket only now, then the new one waits.
            try queue.removeEvents(.read, for: number)
            try queue.addEvents(.read, for: number)
            // Something else is ready too, so the wait returns even if the new socket were
            // not watched.
            let (other, otherPeer) = try pair()
            defer {
                close(other)
                close(otherPeer)
            }
            try queue.addEvents(.read, for: Socket.FileDescriptor(rawValue: other))
            #expect(write(otherPeer, "x", 1) == 1)
            #expect(write(newPeer, "GET", 3) == 3)
            let woken = try queue.getNotifications()
            #expect(woken.contains { $0.file == number && $0.events.contains(.read) })
        }

        @Test func forgettingAClosedNumberIsNotAnError() throws {
            var queue = ReadinessQueue()
            try queue.open()
            defer { try? queue.close() }
            let (socket, peer) = try pair()
            try queue.addEvents(.read, for: Socket.FileDescriptor(rawValue: socket))
            close(socket)
            close(peer)
            try queue.removeEvents(.read, for: Socket.FileDescriptor(rawValue: socket))
        }

        @Test func stoppingWakesTheWait() throws {
            var queue = ReadinessQueue()
            try queue.open()
            defer { try? queue.close() }
            try queue.stop()
            #expect(throws: SocketError.self) { try queue.getNotifications() }
        }
    }
#endif
