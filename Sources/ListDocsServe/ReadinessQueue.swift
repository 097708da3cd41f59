#if os(Linux)
    import CListDocsSystem
    import FlyingSocks
    import Foundation

    /// The preview server's event queue on Linux: epoll, as FlyingSocks' own `ePoll`, but safe
    /// when a socket's number is used again. FlyingSocks' pool resumes a waiting task before it
    /// stops watching that task's socket; a task that closes its socket in between, after which
    /// a new connection is accepted under the same number, left `ePoll` believing the new
    /// socket watched when the kernel had forgotten it — and that connection then waited,
    /// unanswered, until its head's deadline dropped it. Here, watching a number replaces
    /// whatever was known of it, and forgetting a number that is closed or was never watched
    /// succeeds (`listdocs_readiness_watch`).
    struct ReadinessQueue: EventQueue {
        private var queue: Int32 = -1
        private var wakeup: Int32 = -1
        /// What each descriptor is watched for.
        private var watched: [Socket.FileDescriptor: Socket.Events] = [:]

        mutating func open() throws {
            watched = [:]
            queue = listdocs_readiness_open()
            guard queue >= 0 else { throw SocketError.makeFailed("epoll_create1") }
            wakeup = listdocs_wakeup_open()
            guard wakeup >= 0,
                listdocs_readiness_watch(queue, wakeup, Int32(LISTDOCS_READABLE)) == 0
            else { throw SocketError.makeFailed("eventfd") }
        }

        /// Wakes the waiting `getNotifications`, which then reports the queue stopped.
        mutating func stop() throws {
            watched = [:]
            guard wakeup >= 0 else { throw SocketError.disconnected }
            _ = listdocs_wakeup_signal(wakeup)
        }

        mutating func close() throws {
            guard queue >= 0 else { throw SocketError.disconnected }
            _ = Glibc.close(queue)
            if wakeup >= 0 { _ = Glibc.close(wakeup) }
            queue = -1
            wakeup = -1
        }

        mutating func addEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
            try watch(socket, for: (watched[socket] ?? []).union(events))
        }

        mutating func removeEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor)
            throws
        {
            try watch(socket, for: (watched[socket] ?? []).subtracting(events))
        }

        private mutating func watch(_ socket: Socket.FileDescriptor, for events: Socket.Events)
            throws
        {
            var wants: Int32 = 0
            if events.contains(.read) { wants |= Int32(LISTDOCS_READABLE) }
            if events.contains(.write) { wants |= Int32(LISTDOCS_WRITABLE) }
            let status = listdocs_readiness_watch(queue, socket.rawValue, wants)
            // The kernel's view decides: forgotten numbers are forgotten here too, whatever
            // the call said.
            watched[socket] = events.isEmpty ? nil : events
            guard status == 0 else {
                watched[socket] = nil
                throw SocketError.makeFailed("epoll_ctl")
            }
        }

        func getNotifications() throws -> [EventNotification] {
            guard wakeup >= 0 else { throw SocketError.disconnected }
            var descriptors = [Int32](repeating: 0, count: 64)
            var happened = [Int32](repeating: 0, count: 64)
            let count = listdocs_readiness_wait(queue, &descriptors, &happened, 64)
            guard count >= 0 else { throw SocketError.makeFailed("epoll_wait") }
            var notifications: [EventNotification] = []
            for index in 0..<Int(count) {
                if descriptors[index] == wakeup { throw SocketError.disconnected }
                let flags = happened[index]
                var events = Socket.Events()
                if flags & Int32(LISTDOCS_READABLE) != 0 { events.insert(.read) }
                if flags & Int32(LISTDOCS_WRITABLE) != 0 { events.insert(.write) }
                let file = Socket.FileDescriptor(rawValue: descriptors[index])
                var errors = Set<EventNotification.Error>()
                if flags & Int32(LISTDOCS_READABLE) == 0, flags & Int32(LISTDOCS_HUNG_UP) != 0 {
                    errors.insert(.endOfFile)
                }
                if flags & Int32(LISTDOCS_FAILED) != 0 { errors.insert(.error) }
                // A hang-up or an error alone wakes whatever waits on the socket.
                if events.isEmpty { events = watched[file] ?? [] }
                notifications.append(EventNotification(file: file, events: events, errors: errors))
            }
            return notifications
        }
    }
#endif
