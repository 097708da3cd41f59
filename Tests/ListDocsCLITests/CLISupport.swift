import Foundation
@_exported import ListDocsTestSupport

/// What a run of the binary printed and how it ended.
struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether it ended by a signal rather than exiting.
    var signalled: Bool
}

/// The `listdocs` binary next to the test bundle.
var listdocsBinary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("listdocs")
}

/// A `listdocs` process set up as a user would run it in `directory`, with `environment`
/// added to the test's own.
func listdocsProcess(
    _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
) -> Process {
    let process = Process()
    process.executableURL = listdocsBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["LISTDOCS_TEMPLATES"] = projectTemplatesFolder.path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    return process
}

/// Runs `listdocs` to the end.
func listdocs(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
) throws -> Output {
    let process = listdocsProcess(arguments, in: directory, environment: environment)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self),
        signalled: process.terminationReason == .uncaughtSignal)
}
