import Foundation
import ListDocsDiagnostics
import ListDocsExport
import ListDocsSite

/// Compiles a recipe's prose Swift (`ProseSwift`) with `swiftc -typecheck`: against an iOS
/// SDK (on a Mac with Xcode, the one `xcrun` names, unless `--ios-sdk` gives another) or a
/// folder of Swift modules that stand in for one (`--swift-modules`, as listdocs' own tests
/// give theirs, compiled from declarations read from Apple's headers). Swift 5 language
/// mode: the check is of names and types, not of the isolation rules of Swift 6.
struct ProseSwiftCompiler {
    /// What the compiler checks against.
    enum Target {
        case sdk(String)
        case modules(String)
    }

    var swiftc: String
    var target: Target

    /// Why no compile can be made here.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The compiler and what it checks against, or why there is none.
    static func find(sdk: String?, modules: String?) -> Result<ProseSwiftCompiler, Unavailable> {
        guard let swiftc = ExternalTool.find("swiftc") else {
            return .failure(Unavailable(description: "no swiftc on the PATH"))
        }
        if let modules {
            return .success(ProseSwiftCompiler(swiftc: swiftc, target: .modules(modules)))
        }
        if let sdk { return .success(ProseSwiftCompiler(swiftc: swiftc, target: .sdk(sdk))) }
        guard let xcrun = ExternalTool.find("xcrun"),
            let path = output(of: xcrun, ["--sdk", "iphoneos", "--show-sdk-path"]),
            !path.isEmpty
        else {
            return .failure(
                Unavailable(
                    description: "no iOS SDK here (a Mac with Xcode has one; or give --ios-sdk)"))
        }
        return .success(ProseSwiftCompiler(swiftc: swiftc, target: .sdk(path)))
    }

    /// The arguments that compile `file` for `ios`.
    func arguments(_ file: String, ios: Int) -> [String] {
        switch target {
        case .sdk(let path):
            // Xcode's SDKs build for iOS 12 and later.
            return [
                "-typecheck", "-swift-version", "5", "-sdk", path, "-target",
                "arm64-apple-ios\(max(ios, 12)).0", file,
            ]
        case .modules(let folder):
            return [
                "-typecheck", "-swift-version", "5", "-I", folder, "-Xfrontend",
                "-enable-objc-interop", "-Xfrontend",
                "-disable-objc-attr-requires-foundation-module",
                file,
            ]
        }
    }

    /// The warnings the compiler's errors make, for every block that compiles against none
    /// of its neighbours (said as against the first), a compile per core at a time.
    func diagnostics(_ candidates: [[ProseSwift]]) throws -> [Diagnostic] {
        let blocks = candidates.flatMap { $0 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "listdocs-prose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = Slots<[Diagnostic]>(repeating: [], count: blocks.count)
        DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
            let name = "Prose\(index).swift"
            let file = folder.appendingPathComponent(name)
            guard (try? Data(blocks[index].source.utf8).write(to: file)) != nil else { return }
            let output =
                Self.output(of: swiftc, arguments(file.path, ios: blocks[index].ios.major)) ?? ""
            found.set(index, blocks[index].diagnostics(compilerOutput: output, fileName: name))
        }
        var result: [Diagnostic] = []
        var next = 0
        for group in candidates {
            let each = found.values[next..<(next + group.count)]
            next += group.count
            if each.allSatisfy({ !$0.isEmpty }) { result += each.first ?? [] }
        }
        return result
    }

    /// What a program writes to standard output and error together, trimmed; nil when it
    /// cannot be run.
    static func output(of program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
