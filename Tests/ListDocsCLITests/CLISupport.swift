import Foundation

/// What a run of the binary printed and how it ended.
struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether it ended by a signal rather than exiting.
    var signalled: Bool
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The `listdocs` binary next to the test bundle.
var listdocsBinary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("listdocs")
}

/// A `listdocs` process set up as a user would run it in `directory`.
func listdocsProcess(_ arguments: [String], in directory: URL) -> Process {
    let process = Process()
    process.executableURL = listdocsBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["LISTDOCS_TEMPLATES"] = packageRoot.appendingPathComponent("Templates").path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    return process
}

/// Runs `listdocs` to the end.
func listdocs(_ arguments: [String], in directory: URL) throws -> Output {
    let process = listdocsProcess(arguments, in: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                  stderr: String(decoding: stderr, as: UTF8.self), signalled: process.terminationReason == .uncaughtSignal)
}

/// A new temporary folder holding a site with these recipes (file name → text).
func site(_ recipes: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("listdocs-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    for (name, text) in recipes {
        try Data(text.utf8).write(to: root.appendingPathComponent("Content").appendingPathComponent(name))
    }
    return root
}

/// Every file and folder under `root` with its bytes (folders and links as markers), to
/// compare a tree before and after.
func tree(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
    for case let path as String in enumerator {
        let url = root.appendingPathComponent(path)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: result[path + "/"] = Data()
        case .typeSymbolicLink?: result[path + " ->"] = Data(try FileManager.default.destinationOfSymbolicLink(atPath: url.path).utf8)
        default: result[path] = try Data(contentsOf: url)
        }
    }
    return result
}

let goodRecipe = "---\ntitle: Good\n---\n\n```listdocs\nstate: 0, 1\ndelete row [0, 0]\nexpect: 1\n```\n"
