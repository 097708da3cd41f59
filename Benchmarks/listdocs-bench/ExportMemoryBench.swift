import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The peak memory of `listdocs export --format gif` for walkthroughs of `steps` steps
/// (each process's largest resident set, listdocs' or ffmpeg's), against the same export of
/// the steps' SVGs, which runs no encoder: the baseline of what listdocs itself holds. A GIF
/// encoded in two streamed passes stays flat as the walkthrough grows; one through ffmpeg's
/// `split` held every frame (about 13 MB a step).
func exportMemoryBench(steps sizes: [Int]) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("listdocs")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "listdocs-bench-export-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    say("export --format gif: peak resident memory (listdocs or ffmpeg, the larger)")
    for steps in sizes {
        let recipe =
            "---\ntitle: Long\n---\n\n```listdocs id=long\nstate: A, B, C\n"
            + String(repeating: "move row [0, 2] to [0, 0]\n", count: steps) + "```\n"
        try recipe.write(
            to: root.appendingPathComponent("Content/long.md"), atomically: true, encoding: .utf8)
        let svg = try peakOfRun(
            binary, ["export", "Content/long.md", "--format", "steps-svg", "--output", "svg"],
            in: root)
        let gif = try peakOfRun(
            binary, ["export", "Content/long.md", "--format", "gif", "--output", "gif"], in: root)
        say(
            pad("\(steps) steps", 12)
                + String(
                    format: "gif %7.1f MiB in %6.1f s   steps-svg %7.1f MiB   %5.1f× the baseline",
                    gif.mebibytes, gif.seconds, svg.mebibytes, gif.mebibytes / svg.mebibytes))
    }
}

/// Runs `binary` to its end and returns the largest resident set of it and every process
/// it waited for, and the wall time.
private func peakOfRun(_ binary: URL, _ arguments: [String], in folder: URL) throws -> (
    mebibytes: Double, seconds: Double
) {
    let start = DispatchTime.now().uptimeNanoseconds
    var pid: pid_t = 0
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    guard posix_spawn(&pid, binary.path, &actions, nil, argv, environ) == 0 else {
        throw CocoaError(.executableNotLoadable)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Linux reports kibibytes, macOS bytes.
    #if os(macOS)
        let mebibytes = Double(usage.ru_maxrss) / 1_048_576
    #else
        let mebibytes = Double(usage.ru_maxrss) / 1024
    #endif
    return (mebibytes, seconds)
}
