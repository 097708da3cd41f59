import CListDocsSystem
import Foundation

/// Wakes the preview when a source may have changed: with the system's file events where
/// listdocs has them (inotify on Linux), otherwise by polling. Either way a wake-up only
/// says "look": the rebuild compares every source's modification time, so a missed or
/// extra event never shows a stale page or rebuilds for nothing.
final class SourceWatcher: @unchecked Sendable {
    /// How changes are noticed.
    enum Method: Equatable, Sendable {
        /// The system's file events; idle, nothing runs.
        case fileEvents
        /// A look at every source each interval.
        case polling(Duration)

        /// The words the preview's start-up line uses.
        var summary: String {
            switch self {
            case .fileEvents: "watching the sources with the system's file events (inotify)"
            case .polling(let interval):
                "watching the sources by looking every \(Self.milliseconds(interval)) ms "
                    + "(this system's file events are not used by listdocs)"
            }
        }

        static func milliseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            return seconds * 1000 + attoseconds / 1_000_000_000_000_000
        }
    }

    /// What is used: file events when asked for and available, polling otherwise.
    let method: Method
    /// The folders to watch, asked again after every change (a new template folder).
    private let folders: @Sendable () -> [String]
    private let events: Int32
    private let pollInterval: Duration
    /// While a watched folder is missing, how often to look whether it has appeared.
    private let missingFolderInterval = 250

    /// Watches `folders()`; `fileEvents: false` polls every `pollInterval` instead.
    init(
        fileEvents: Bool, pollInterval: Duration,
        folders: @escaping @Sendable () -> [String]
    ) {
        self.folders = folders
        self.pollInterval = pollInterval
        events = fileEvents ? listdocs_file_events_open() : -1
        method = events >= 0 ? .fileEvents : .polling(pollInterval)
    }

    deinit {
        if events >= 0 { close(events) }
    }

    /// One element per wake-up, until the stream's consumer stops. The first element is
    /// immediate, so that a change made while the watcher started is not missed.
    func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let stopped = StopFlag()
        continuation.onTermination = { _ in stopped.stop() }
        let thread = Thread { [self] in
            continuation.yield()
            switch method {
            case .fileEvents: watchEvents(continuation, until: stopped)
            case .polling(let interval): poll(every: interval, continuation, until: stopped)
            }
            continuation.finish()
        }
        thread.name = "listdocs source watcher"
        thread.start()
        return stream
    }

    private func poll(
        every interval: Duration, _ continuation: AsyncStream<Void>.Continuation,
        until stopped: StopFlag
    ) {
        let microseconds = max(1, Self.Method.milliseconds(interval) * 1000)
        while !stopped.isStopped {
            usleep(UInt32(clamping: microseconds))
            continuation.yield()
        }
    }

    private func watchEvents(
        _ continuation: AsyncStream<Void>.Continuation, until stopped: StopFlag
    ) {
        var complete = arm()
        while !stopped.isStopped {
            // A folder that cannot be watched: look again soon, as polling would.
            let timeout = complete ? 500 : Int32(missingFolderInterval)
            let status = listdocs_file_events_wait(events, timeout)
            if status < 0 { return poll(every: pollInterval, continuation, until: stopped) }
            guard status > 0 || !complete else { continue }
            // A save is often several events (write, rename, attributes): let them land,
            // then read them together, so one save wakes the preview once.
            usleep(15_000)
            _ = listdocs_file_events_wait(events, 0)
            complete = arm()
            continuation.yield()
        }
    }

    /// Watches every folder `folders()` names; false when one cannot be watched and its
    /// appearing would not be seen: the site's folder missing, or any folder that exists
    /// refused (the system's limit of watches reached). A missing `Content/` is seen
    /// appearing through the site's folder.
    private func arm() -> Bool {
        var complete = true
        for (index, folder) in folders().enumerated()
        where listdocs_file_events_watch(events, folder) < 0 {
            if index == 0 || FileManager.default.fileExists(atPath: folder) { complete = false }
        }
        return complete
    }
}

/// Set once, from the stream's termination, read by the watching thread.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    var isStopped: Bool { lock.withLock { stopped } }
    func stop() { lock.withLock { stopped = true } }
}
