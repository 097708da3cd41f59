import Foundation

/// Collects results written from several threads, one slot each.
public final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value]
    private let lock = NSLock()

    /// `count` slots, each holding `value` until set.
    public init(repeating value: Value, count: Int) {
        slots = Array(repeating: value, count: count)
    }

    /// Puts `value` in slot `index`.
    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot's value, in order.
    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
