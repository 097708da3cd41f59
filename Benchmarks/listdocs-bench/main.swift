import Foundation

// listdocs-bench: medians of repeated runs in release mode, each workload against a
// baseline measured in the same run on the same data. `make bench`; pass `--quick` to skip
// the slow standard-library baselines of the largest differ workload.

if let flag = CommandLine.arguments.firstIndex(of: "--one-build") {
    try oneBuild(Array(CommandLine.arguments[(flag + 1)...]))
    exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--one-explain") {
    oneExplain(Array(CommandLine.arguments[(flag + 1)...]))
    exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--write-recipes") {
    // `--write-recipes N DIR`: the bench's generated recipes, for measuring a site elsewhere
    // (Scripts/search-bench builds them and times search on them).
    let arguments = Array(CommandLine.arguments[(flag + 1)...])
    guard arguments.count == 2, let count = Int(arguments[0]) else {
        FileHandle.standardError.write(Data("usage: listdocs-bench --write-recipes N DIR\n".utf8))
        exit(2)
    }
    let content = URL(fileURLWithPath: arguments[1]).appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    for n in 0..<count {
        try recipeText(n).write(
            to: content.appendingPathComponent("recipe-\(n).md"), atomically: true, encoding: .utf8)
    }
    exit(0)
}
let quick = CommandLine.arguments.contains("--quick")
say(
    "listdocs-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, medians of 5 runs (baselines of the stdlib differ: 1 run)"
)
if CommandLine.arguments.contains("--differ-only") {
    differBench(
        rows: 1_000_000, deletes: 100_000, inserts: 100_000, moves: 20_000, sections: 1,
        baseline: false)
    exit(0)
}
if CommandLine.arguments.contains("--apply-only") {
    try applyBench(items: 100_000, sections: 10)
    exit(0)
}
if CommandLine.arguments.contains("--preview-only") {
    try siteBench(recipes: 1_000, previewOnly: true)
    exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--preview-idle") {
    // `--preview-idle [100,1000,10000]`: the preview's processor time while nothing changes.
    let sizes =
        CommandLine.arguments.dropFirst(flag + 1).first.map {
            $0.split(separator: ",").compactMap { Int($0) }
        } ?? [100, 1_000, 10_000]
    try await previewIdleBench(sizes: sizes.isEmpty ? [100, 1_000, 10_000] : sizes, seconds: 10)
    exit(0)
}
if CommandLine.arguments.contains("--connections") {
    try await connectionBench(connections: 10_000)
    exit(0)
}
if CommandLine.arguments.contains("--explain") {
    try explainBench()
    exit(0)
}
if CommandLine.arguments.contains("--phases") {
    try phaseBench(recipes: 1_000)
    exit(0)
}
if CommandLine.arguments.contains("--highlight") {
    try highlightBench(recipes: 1_000)
    exit(0)
}
if let flag = CommandLine.arguments.firstIndex(of: "--export-memory") {
    // `--export-memory [50,200,1000]`: a GIF export's peak memory by walkthrough length.
    let sizes =
        CommandLine.arguments.dropFirst(flag + 1).first.map {
            $0.split(separator: ",").compactMap { Int($0) }
        } ?? [50, 200, 1_000]
    try exportMemoryBench(steps: sizes.isEmpty ? [50, 200, 1_000] : sizes)
    exit(0)
}
if CommandLine.arguments.contains("--pictures") {
    try picturesBench(recipes: 1_000)
    exit(0)
}
if CommandLine.arguments.contains("--hugo") {
    try hugoBench(recipes: 1_000)
    exit(0)
}
if CommandLine.arguments.contains("--site-only") {
    try siteBench(recipes: 1_000)
    try picturesBench(recipes: 1_000)
    try highlightBench(recipes: 1_000)
    exit(0)
}
engineBench(rows: 100_000, operations: 10_000)
try applyBench(items: 100_000, sections: 10)
engineBench(rows: 1_000_000, operations: 100_000)
differBench(rows: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, sections: 1, baseline: true)
differBench(rows: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, sections: 100, baseline: true)
differBench(
    rows: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, sections: 1, baseline: !quick)
differBench(
    rows: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, sections: 100, baseline: !quick)
differBench(
    rows: 1_000_000, deletes: 100_000, inserts: 100_000, moves: 20_000, sections: 1, baseline: false
)
try siteBench(recipes: 1_000)
// The same recipes built by Hugo (skipped, with a line saying why, without `hugo` or a release
// listdocs), and the preview's idle processor time on them: every build figure in one run.
try hugoBench(recipes: 1_000)
try await previewIdleBench(sizes: [1_000], seconds: 10)
try picturesBench(recipes: 1_000)
try highlightBench(recipes: 1_000)
try explainBench()
