import Foundation
import ListDocsTestSupport

/// Every run measures the same data.
typealias Generator = SplitMix64

/// The median wall time of `runs` runs of `body`, in seconds.
func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}

/// `text` widened with spaces to `width` columns.
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// One line of the results table.
func report(_ name: String, _ ours: Double, baseline: Double?, _ baselineName: String) {
    var line = pad(name, 48) + String(format: "%9.4f s", ours)
    if let baseline {
        let speed =
            baseline >= ours
            ? String(format: "%7.1f× faster", baseline / ours)
            : String(format: "%7.1f× slower", ours / baseline)
        line += "   " + pad(baselineName, 44) + String(format: "%9.4f s   ", baseline) + speed
    } else {
        line += "   " + baselineName
    }
    say(line)
}

/// One line of the results table for a workload whose baseline is a floor it cannot beat:
/// the ratio is ours over the floor, lower is better.
func report(_ name: String, _ ours: Double, floor: Double, _ floorName: String) {
    say(
        pad(name, 48) + String(format: "%9.4f s", ours) + "   " + pad(floorName, 44)
            + String(format: "%9.4f s   %7.1f× the floor", floor, ours / floor))
}

/// The peak resident memory of this process so far, in MiB.
func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1024
}

/// The resident memory of this process now, in MiB.
func currentMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
}

/// Writes a line at once (standard output is block-buffered when redirected to a file).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The processor time (user + system, all threads) this process has used so far, in seconds;
/// with `ofChildren`, that of every child process it has waited for. Steadier than wall
/// time on a virtual machine whose host takes cores away at times.
func processorSeconds(ofChildren children: Bool = false) -> Double {
    var usage = rusage()
    #if os(Linux)
        let who = children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue
        getrusage(__rusage_who_t(who), &usage)
    #else
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #endif
    let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The processor time of one run of `body`, in seconds.
func processorTime(_ body: () throws -> Void) rethrows -> Double {
    let start = processorSeconds()
    try body()
    return processorSeconds() - start
}
