import Foundation
import ListDocsEngine
import ListDocsExplain
import ListDocsTestSupport

/// `listdocs explain` on logs of 64 KiB, 256 KiB and 1 MiB of every shape in `CrashLogs`:
/// the time and peak memory of each, measured in a process of its own (so one log's peak
/// does not hide the next), after the explainer's tables are built. Linear means a log
/// sixteen times larger takes about sixteen times as long; each shape is also set against
/// the ordinary log of the same size.
func explainBench() throws {
    say("explain, one process per log (tables built first), median of 3:")
    let tables = DispatchTime.now().uptimeNanoseconds
    _ = ReasonRecognizer.recognize(CrashLogs.realReason, spacing: .collapsed)
    say(
        String(
            format: "  building the tables of texts read for their words, once: %.3f s",
            Double(DispatchTime.now().uptimeNanoseconds - tables) / 1e9))
    let sizes = [64 << 10, 256 << 10, 1 << 20]
    var ordinary: [Int: Double] = [:]
    for shape in [CrashLogs.Shape.ordinary] + CrashLogs.Shape.allCases.filter({ $0 != .ordinary }) {
        var smallest: Double?
        for size in sizes {
            var runs: [(seconds: Double, peak: Double)] = []
            for _ in 0..<3 { runs.append(try oneExplainInItsOwnProcess(shape, bytes: size)) }
            let seconds = runs.map(\.seconds).sorted()[1]
            let peak = runs.map(\.peak).max() ?? 0
            if shape == .ordinary { ordinary[size] = seconds }
            let growth =
                smallest.map { String(format: "%5.1f× the 64 KiB log", seconds / $0) } ?? ""
            smallest = smallest ?? seconds
            let against = ordinary[size].map {
                String(format: "%5.2f× the ordinary log", seconds / $0)
            }
            say(
                pad("  \(shape.rawValue), \(size >> 10) KiB", 56)
                    + String(format: "%8.4f s  peak %6.1f MiB  ", seconds, peak)
                    + pad(growth, 24) + (shape == .ordinary ? "" : against ?? ""))
        }
    }
}

/// Runs `listdocs-bench --one-explain SHAPE BYTES`; returns its time and peak memory.
private func oneExplainInItsOwnProcess(_ shape: CrashLogs.Shape, bytes: Int) throws -> (
    Double, Double
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [
        "--one-explain", String(CrashLogs.Shape.allCases.firstIndex(of: shape)!), String(bytes),
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let numbers = printed.split(separator: " ").compactMap {
        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard numbers.count == 2 else { fatalError("--one-explain printed: \(printed)") }
    return (numbers[0], numbers[1])
}

/// The child's side: builds the explainer's tables on a bare reason, then explains one log
/// and prints its seconds and the process's peak memory in MiB.
func oneExplain(_ arguments: [String]) {
    let shape = CrashLogs.Shape.allCases[Int(arguments[0])!]
    let log = CrashLogs.make(shape, bytes: Int(arguments[1])!)
    _ = try? Explainer.explain(CrashLogs.realReason)
    // The tables of texts read for their words alone (blanks collapsed), which only a log
    // without a reason in a console's shape reaches: built once per process too.
    _ = ReasonRecognizer.recognize(CrashLogs.realReason, spacing: .collapsed)
    let start = DispatchTime.now().uptimeNanoseconds
    let explained = (try? Explainer.explain(log)) != nil
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if shape == .ordinary, !explained { fatalError("the ordinary log must be explained") }
    print(String(format: "%.6f %.1f", seconds, peakMemoryMiB()))
}
