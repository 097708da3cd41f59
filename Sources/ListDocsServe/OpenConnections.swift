/// The preview's open connections, oldest first, with when each must have sent its
/// request's head. A connection is idle until its head arrives; live-reload sockets, which
/// stay open after theirs, are dropped only when no idle connection is left.
actor OpenConnections {
    private struct Entry {
        var deadline: ContinuousClock.Instant
        var task: Task<Void, Never>?
        var headArrived = false
    }

    /// By connection number; numbers grow, so the smallest is the oldest.
    private var entries: [Int: Entry] = [:]
    private var nextID = 0
    /// The most connections kept open.
    let limit: Int
    /// Whether the limit was reached and the connections have not since fallen to half of it.
    private var atLimit = false
    /// Connections dropped to free a descriptor whose tasks have not yet closed their
    /// sockets, with when each was dropped.
    private var draining: [Int: ContinuousClock.Instant] = [:]
    /// How long a dropped connection may take to close before another is dropped for the
    /// same descriptor.
    static let drainAllowance = Duration.seconds(1)

    init(limit: Int) { self.limit = limit }

    /// A new connection, the oldest idle one dropped when `limit` are open already. Returns
    /// its number, and whether this is the first drop since the connections were last at
    /// half the limit (the server logs that once, not once per connection).
    func open(deadline: ContinuousClock.Instant) -> (id: Int, reachedLimit: Bool) {
        var reachedLimit = false
        if entries.count >= limit {
            dropOldest()
            reachedLimit = !atLimit
            atLimit = true
        }
        nextID += 1
        entries[nextID] = Entry(deadline: deadline)
        return (nextID, reachedLimit)
    }

    /// The connection's task, once started (nothing to do when it has finished already).
    func attach(_ task: Task<Void, Never>, to id: Int) {
        entries[id]?.task = task
        if draining[id] != nil { task.cancel() }
    }

    func headArrived(_ id: Int) { entries[id]?.headArrived = true }

    func closed(_ id: Int) {
        entries[id] = nil
        draining[id] = nil
        if entries.count <= limit / 2 { atLimit = false }
    }

    /// Cancels the connections whose head is late.
    func sweep(now: ContinuousClock.Instant) {
        for entry in entries.values where !entry.headArrived && entry.deadline <= now {
            entry.task?.cancel()
        }
    }

    /// Drops the oldest connection still waiting for its head, or, when every connection has
    /// sent one, the oldest of all. Its task ends and closes its socket.
    func dropOldest() {
        let idle = entries.filter { !$0.value.headArrived }.keys.min()
        guard let id = idle ?? entries.keys.min() else { return }
        entries[id]?.task?.cancel()
        entries[id] = nil
    }

    /// Frees a descriptor when the system has none left to accept with: drops the oldest
    /// connection as `dropOldest` does, unless one dropped for that reason is still closing
    /// (within `drainAllowance`), so that a busy machine, slow to end cancelled tasks, does
    /// not see every connection dropped, the one whose page is being served among them.
    func freeADescriptor(now: ContinuousClock.Instant) {
        draining = draining.filter { now - $0.value < Self.drainAllowance }
        guard draining.isEmpty else { return }
        let idle = entries.filter { !$0.value.headArrived }.keys.min()
        guard let id = idle ?? entries.keys.min() else { return }
        entries[id]?.task?.cancel()
        entries[id] = nil
        draining[id] = now
    }

    /// Cancels every connection (the server stops).
    func cancelAll() {
        for entry in entries.values { entry.task?.cancel() }
    }

    /// How many connections are open.
    var count: Int { entries.count }
}
