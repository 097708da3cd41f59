import Foundation

/// Runs the preview's explain work on a thread of its own, one post at a time, so the
/// server's request tasks never wait on it: pages keep answering while a long log is
/// explained. One post runs and at most `waiting` more wait their turn; more are refused
/// at once rather than queued without end.
///
/// The thread is the queue's own, not one borrowed from a dispatch queue: on Linux the
/// tasks of Swift concurrency run on the same few global threads as dispatch's work, so a
/// long explain there would hold one of the threads every request shares.
final class ExplainQueue: Sendable {
    private let admission: Admission
    private let worker = Worker()

    init(waiting: Int = 4) { admission = Admission(capacity: 1 + waiting) }

    /// The result of `work`, run on the explain thread; nil when one post is running and
    /// `waiting` more are waiting.
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        guard await admission.enter() else { return nil }
        let value = await withCheckedContinuation { continuation in
            worker.enqueue { continuation.resume(returning: work()) }
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

    /// A thread that runs the jobs given to it in order: started by a job when none is
    /// running, it ends when it finds none left.
    private final class Worker: @unchecked Sendable {
        private let lock = NSLock()
        private var jobs: [@Sendable () -> Void] = []
        private var running = false

        func enqueue(_ job: @escaping @Sendable () -> Void) {
            let start = lock.withLock {
                jobs.append(job)
                defer { running = true }
                return !running
            }
            guard start else { return }
            let thread = Thread { self.drain() }
            thread.name = "listdocs.explain"
            thread.start()
        }

        private func drain() {
            while let job = lock.withLock({ () -> (@Sendable () -> Void)? in
                guard !jobs.isEmpty else {
                    running = false
                    return nil
                }
                return jobs.removeFirst()
            }) {
                job()
            }
        }
    }
}
