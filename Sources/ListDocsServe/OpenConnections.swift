/// The preview's open connections, oldest first, with when each must have sent its
/// request's head. A connection is idle until its head arrives; live-reload sockets, which
/// stay open after theirs, are dropped only when no idle connection is left.
///
/// A dropped connection holds its descriptor until its task has ended and closed it, so it
/// counts as open (`closing`) until then: a flood of connections waits in the system's queue
/// for room rather than taking every descriptor the process has.
actor OpenConnections {
    private struct Entry {
        var deadline: ContinuousClock.Instant
        var task: Task<Void, Never>?
        var headArrived = false
    }

    /// By connection number; numbers grow, so the smallest is the oldest.
    private var entries: [Int: Entry] = [:]
    private var nextID = 0
    /// The most connections kept open, those still closing included.
    let limit: Int
    /// Whether the limit was reached and the connections have not since fallen to half of it.
    private var atLimit = false
    /// Connections dropped whose tasks have not yet closed their sockets, with when each was
    /// dropped.
    private var closing: [Int: ContinuousClock.Instant] = [:]
    /// How long a dropped connection may take to close before it no longer counts (and,
    /// out of descriptors, before another is dropped for the same one).
    static let closeAllowance = Duration.seconds(1)

    init(limit: Int) { self.limit = limit }

    /// Whether another connection would pass `limit`, counting those still closing.
    func isFull(now: ContinuousClock.Instant) -> Bool {
        forgetSlowClosings(now: now)
        return entries.count + closing.count >= limit
    }

    /// Drops the oldest idle connection to make room for the next, unless one dropped is
    /// still closing (then its descriptor is the room). Returns whether this is the first
    /// drop since the connections were last at half the limit (the server logs that once,
    /// not once per connection).
    func makeRoom(now: ContinuousClock.Instant) -> Bool {
        guard dropUnlessOneIsClosing(now: now) else { return false }
        defer { atLimit = true }
        return !atLimit
    }

    /// A new connection's number.
    func open(deadline: ContinuousClock.Instant) -> Int {
        nextID += 1
        entries[nextID] = Entry(deadline: deadline)
        return nextID
    }

    /// The connection's task, once started (nothing to do when it has finished already).
    func attach(_ task: Task<Void, Never>, to id: Int) {
        entries[id]?.task = task
        if closing[id] != nil { task.cancel() }
    }

    func headArrived(_ id: Int) { entries[id]?.headArrived = true }

    func closed(_ id: Int) {
        entries[id] = nil
        closing[id] = nil
        if entries.count <= limit / 2 { atLimit = false }
    }

    /// Cancels the connections whose head is late.
    func sweep(now: ContinuousClock.Instant) {
        for entry in entries.values where !entry.headArrived && entry.deadline <= now {
            entry.task?.cancel()
        }
    }

    /// Frees a descriptor when the system has none left to accept with: drops the oldest
    /// connection as `makeRoom` does, unless one dropped is still closing (within
    /// `closeAllowance`), so that a busy machine, slow to end cancelled tasks, does not see
    /// every connection dropped, the one whose page is being served among them.
    func freeADescriptor(now: ContinuousClock.Instant) {
        _ = dropUnlessOneIsClosing(now: now)
    }

    /// Drops a connection (`drop`) unless one dropped before is still closing (within
    /// `closeAllowance`); whether it dropped one.
    private func dropUnlessOneIsClosing(now: ContinuousClock.Instant) -> Bool {
        forgetSlowClosings(now: now)
        return closing.isEmpty && drop(now: now)
    }

    /// Drops the oldest connection still waiting for its head, or, when every connection has
    /// sent one, the oldest of all: its task ends and closes its socket. False when there is
    /// none.
    private func drop(now: ContinuousClock.Instant) -> Bool {
        let idle = entries.filter { !$0.value.headArrived }.keys.min()
        guard let id = idle ?? entries.keys.min() else { return false }
        entries[id]?.task?.cancel()
        entries[id] = nil
        closing[id] = now
        return true
    }

    private func forgetSlowClosings(now: ContinuousClock.Instant) {
        closing = closing.filter { now - $0.value < Self.closeAllowance }
    }

    /// Cancels every connection (the server stops).
    func cancelAll() {
        for entry in entries.values { entry.task?.cancel() }
    }

    /// How many connections are open.
    var count: Int { entries.count }
}
