import Foundation
import ListDocsSite

/// A program listdocs runs for the formats it does not write itself.
public enum ExternalTool: String, Sendable, Hashable {
    /// librsvg's converter: SVG to PNG.
    case rsvgConvert = "rsvg-convert"
    /// The encoder of the GIF and the video.
    case ffmpeg

    /// How to get it, on Debian and with Homebrew.
    var installHint: String {
        switch self {
        case .rsvgConvert: "apt-get install librsvg2-bin, or brew install librsvg"
        case .ffmpeg: "apt-get install ffmpeg, or brew install ffmpeg"
        }
    }

    /// The program's path in the first folder of `searchPath` that has it.
    func find(in searchPath: [String]) -> String? {
        Self.find(rawValue, in: searchPath)
    }

    /// The path of the program called `name` in the first folder of `searchPath` (the
    /// `PATH`'s folders by default) that has it, as a shell finds it.
    public static func find(_ name: String, in searchPath: [String] = environmentSearchPath)
        -> String?
    {
        for folder in searchPath where !folder.isEmpty {
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Whether the ffmpeg at `path` has librsvg's decoder, so it reads SVG frames itself.
    static func readsSVG(_ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-hide_banner", "-decoders"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let listed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0
            && String(decoding: listed, as: UTF8.self).contains(" librsvg ")
    }

    /// The `PATH`'s folders.
    public static var environmentSearchPath: [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    }

    /// Runs `path` with `arguments`, `input` on its standard input; throws with what it
    /// wrote to standard error when it fails.
    static func run(_ path: String, _ arguments: [String], input: [UInt8]?) throws(ExportError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let feed = input.map { _ in Pipe() }
        process.standardInput = feed ?? FileHandle.nullDevice
        let name = (path as NSString).lastPathComponent
        do {
            try process.run()
        } catch {
            throw .toolFailed(name, status: -1, message: error.localizedDescription)
        }
        // Standard error is read on its own thread, so a chatty program never blocks on a
        // full pipe while its input is written.
        let collected = ErrorCollector()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            collected.data = errors.fileHandleForReading.readDataToEndOfFile()
            finished.signal()
        }
        if let feed, let input {
            // A program that stops reading early fails below with its own message.
            try? feed.fileHandleForWriting.write(contentsOf: input)
            try? feed.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        finished.wait()
        if process.terminationStatus != 0 {
            let message = String(decoding: collected.data, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw .toolFailed(
                name, status: process.terminationStatus, message: String(message.prefix(2000)))
        }
    }
}

/// What a program wrote to standard error, handed from the reading thread.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()

    var data: Data {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
