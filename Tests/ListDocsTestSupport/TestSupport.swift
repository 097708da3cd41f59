import Foundation

/// The package's root folder (the checkout the tests were built from).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The project's own default templates.
public let projectTemplatesFolder = packageRoot.appendingPathComponent("Templates")

/// A new, empty folder under the system's temporary folder, named so that it is plainly a
/// test's. Tests write only inside folders made here.
public func temporaryFolder(_ prefix: String = "listdocs-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Removes a folder made by `temporaryFolder(_:)`; refuses anything outside the system's
/// temporary folder, so a wrong path cannot remove anything else.
/// What a tool of the machine (`clang`, `swift format`) writes to its standard error when
/// run with `arguments`, found on the path; its standard output is dropped.
public func toolDiagnostics(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
}

public func removeTemporaryFolder(_ url: URL) {
    let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(temporary), path.count > temporary.count else {
        preconditionFailure("refusing to remove \(path): not a temporary folder of the tests")
    }
    try? FileManager.default.removeItem(at: url)
}

/// A new temporary folder holding a site with these recipes (file name → text) in
/// `Content/`.
public func site(_ recipes: [String: String], prefix: String = "listdocs-site") throws -> URL {
    let root = try temporaryFolder(prefix)
    let content = root.appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    for (name, text) in recipes {
        try Data(text.utf8).write(to: content.appendingPathComponent(name))
    }
    return root
}

/// Every file and folder under `root` with its bytes (folders and links as markers), to
/// compare a tree before and after.
public func tree(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
    for case let path as String in enumerator {
        let url = root.appendingPathComponent(path)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?: result[path + "/"] = Data()
        case .typeSymbolicLink?:
            result[path + " ->"] = Data(
                try FileManager.default.destinationOfSymbolicLink(atPath: url.path).utf8)
        default: result[path] = try Data(contentsOf: url)
        }
    }
    return result
}

/// A recipe with one walkthrough that runs cleanly.
public let goodRecipe =
    "---\ntitle: Good\n---\n\n```listdocs\nstate: 0, 1\ndelete row [0, 0]\nexpect: 1\n```\n"
