import Foundation

/// Collects results written from several threads, one slot each.
final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value]
    private let lock = NSLock()

    init(repeating value: Value, count: Int) { slots = Array(repeating: value, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
