import Foundation

/// Runs the preview's explain work on a thread of its own, one post at a time, so the
/// server's request tasks (which share a few threads) never wait on it: pages keep
/// answering while a long log is explained. One post runs and at most `waiting` more wait
/// their turn; more are refused at once rather than queued without end.
final class ExplainQueue: Sendable {
    private let queue = DispatchQueue(label: "listdocs.explain", qos: .userInitiated)
    private let admission: Admission

    init(waiting: Int = 4) { admission = Admission(capacity: 1 + waiting) }

    /// The result of `work`, run on the explain thread; nil when one post is running and
    /// `waiting` more are waiting.
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        guard await admission.enter() else { return nil }
        let value = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
        await admission.leave()
        return value
    }

    /// How many posts are running or waiting.
    private actor Admission {
        let capacity: Int
        private var count = 0

        init(capacity: Int) { self.capacity = capacity }

        func enter() -> Bool {
            guard count < capacity else { return false }
            count += 1
            return true
        }

        func leave() { count -= 1 }
    }
}
