import Foundation

/// Type-checks Swift files with `swiftc -typecheck` against the stub SDK of an iOS era
/// (`Tests/SDK`: UIKit's, Foundation's and Core Data's signatures as Swift imports them),
/// with Objective-C interoperability on, so that `@objc`, `@IBAction`, `#selector` and
/// `@NSManaged` are checked as on Apple's platforms. The stubs are compiled once per era
/// per process, into a temporary folder of the tests.
public final class SwiftTypeChecker: @unchecked Sendable {
    /// An era of the SDK: what iOS had by then, as compilation conditions of the stubs.
    public enum Era: Int, CaseIterable, Sendable, CustomStringConvertible {
        case iOS7 = 7
        case iOS8 = 8
        case iOS9 = 9
        case iOS10 = 10
        case iOS11 = 11
        case iOS13 = 13
        case iOS14 = 14
        case iOS15 = 15

        /// The era whose SDK a walkthrough for `major` compiles against.
        public init(major: Int) {
            self = Era.allCases.last { $0.rawValue <= major } ?? .iOS7
        }

        var conditions: [String] {
            Era.allCases.filter { $0 != .iOS7 && $0.rawValue <= rawValue }.flatMap {
                ["-D", "IOS_\($0.rawValue)"]
            }
        }

        public var description: String { rawValue == 7 ? "iOS 7 and earlier" : "iOS \(rawValue)" }
    }

    /// A diagnostic of the compiler's, with the file and line it names.
    public struct Finding: CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public static let shared = SwiftTypeChecker()

    private let lock = NSLock()
    private var built: [Era: URL] = [:]
    private let folder: URL

    private init() {
        folder = try! temporaryFolder("listdocs-typecheck")
    }

    static let objectiveCInterop = [
        "-Xfrontend", "-enable-objc-interop", "-Xfrontend",
        "-disable-objc-attr-requires-foundation-module",
    ]

    /// The folder holding the era's compiled stub modules.
    public func modules(_ era: Era) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let url = built[era] { return url }
        let url = folder.appendingPathComponent("\(era.rawValue)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let sdk = packageRoot.appendingPathComponent("Tests/SDK")
        for module in ["ObjectiveC", "UIKit", "CoreData"] {
            // The hand-written part, and the classes written from the record (Scripts/sdk-stub).
            let sources = ["\(module).swift", "\(module)+Record.swift"].map {
                sdk.appendingPathComponent($0).path
            }.filter { FileManager.default.fileExists(atPath: $0) }
            let (status, output) = try Self.swiftc(
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
                    module,
                ] + sources + [
                    "-I", url.path,
                    "-o", url.appendingPathComponent("\(module).swiftmodule").path,
                ]
                    + Self.objectiveCInterop + era.conditions)
            guard status == 0 else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSDebugDescriptionErrorKey: output])
            }
        }
        built[era] = url
        return url
    }

    /// The errors `swiftc -typecheck` finds in `files` (name → source) against the era's
    /// stubs, in Swift 6 language mode unless `swiftVersion` says otherwise. The files are
    /// checked as one module in one compiler process (`-wmo`): file by file, each process
    /// parsed every file again: the two checks of every walkthrough took 63 s (106 s of
    /// processor time) where they take 26 s (33 s).
    public func errors(in files: [String: String], era: Era, swiftVersion: String = "6")
        throws -> [Finding]
    {
        let modules = try modules(era)
        let sources = try temporaryFolder("listdocs-typecheck-sources")
        defer { removeTemporaryFolder(sources) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = sources.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let (status, output) = try Self.swiftc(
            ["-typecheck", "-wmo", "-swift-version", swiftVersion, "-I", modules.path] + paths
                + Self.objectiveCInterop + era.conditions)
        var findings: [Finding] = []
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 4)
            guard parts.count == 5, let number = Int(parts[1]) else { continue }
            findings.append(
                Finding(
                    file: URL(fileURLWithPath: String(parts[0])).lastPathComponent, line: number,
                    message: parts[4].trimmingCharacters(in: .whitespaces)))
        }
        if status != 0, findings.isEmpty {
            findings.append(Finding(file: "swiftc", line: 0, message: output))
        }
        return findings
    }

    static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
