import Foundation
import ListDocsSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where one `listdocs export` writes, so that nothing it writes can land anywhere else:
/// - a file is first written to a partial name no other run uses
///   (`.listdocs-export-<pid>-<random>.<name>.partial` in the output folder), created with
///   `O_CREAT | O_EXCL | O_NOFOLLOW`, so a link planted there is refused, never followed;
///   when whole it is renamed over the final name (a rename replaces a link, it never
///   writes through it);
/// - the programs (`rsvg-convert`, `ffmpeg`) write into a private folder of this run
///   (`listdocs-export-<pid>-…` in the temporary folder, mode 0700), whose result is copied
///   into the exclusive partial file;
/// - what a killed run left, its partial files and its private folder, is swept by the next
///   export once the process that made them is gone.
struct ExportWorkspace {
    /// The folder the exported files are published in.
    let output: URL
    /// The run's private folder, for the programs' frames and results.
    let work: URL
    /// The pid and a random part, unique to this run.
    private let tag: String

    static let partialPrefix = ".listdocs-export-"
    static let workPrefix = "listdocs-export-"

    /// Makes the private folder; sweeps what killed exports left first.
    init(output: URL) throws(ExportError) {
        self.output = output
        let temporary = FileManager.default.temporaryDirectory
        Self.sweep(output: output.path, temporary: temporary.path)
        tag = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let pattern = temporary.appendingPathComponent("\(Self.workPrefix)\(getpid())-XXXXXX")
        var template = Array(pattern.path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw .cannotWrite(temporary.path, String(cString: strerror(errno)))
        }
        work = URL(
            fileURLWithPath: String(
                decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Removes the private folder and everything in it.
    func close() {
        try? FileManager.default.removeItem(at: work)
    }

    /// Publishes `bytes` as `name` in the output folder.
    func write(_ bytes: [UInt8], as name: String) throws(ExportError) {
        try publish(name) { descriptor throws(ExportError) in
            try Self.writeAll(bytes, to: descriptor, path: partialPath(name))
        }
    }

    /// Publishes the file a program wrote into the private folder as `name`, copied in
    /// chunks (a long animation's video does not pass through memory whole).
    func publish(file: URL, as name: String) throws(ExportError) {
        let source = open(file.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard source >= 0 else {
            throw .cannotWrite(file.path, String(cString: strerror(errno)))
        }
        defer { _ = Foundation.close(source) }
        try publish(name) { descriptor throws(ExportError) in
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress!, $0.count) }
                guard count >= 0 else {
                    throw .cannotWrite(file.path, String(cString: strerror(errno)))
                }
                if count == 0 { break }
                try Self.writeAll(Array(chunk[..<count]), to: descriptor, path: partialPath(name))
            }
        }
    }

    /// The partial name of `name` in this run.
    func partialPath(_ name: String) -> String {
        output.appendingPathComponent("\(Self.partialPrefix)\(tag).\(name).partial").path
    }

    /// Creates `name`'s partial file exclusively, lets `fill` write it, then renames it over
    /// the final name; on any failure the partial file is removed.
    private func publish(
        _ name: String, fill: (Int32) throws(ExportError) -> Void
    ) throws(ExportError) {
        let partial = partialPath(name)
        let final = output.appendingPathComponent(name).path
        let descriptor = open(
            partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotWrite(
                final, "cannot create \(partial): \(String(cString: strerror(errno)))")
        }
        do {
            try fill(descriptor)
        } catch {
            _ = Foundation.close(descriptor)
            unlink(partial)
            throw error
        }
        _ = Foundation.close(descriptor)
        if rename(partial, final) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw .cannotWrite(final, reason)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
        throws(ExportError)
    {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            guard count > 0 else { throw .cannotWrite(path, String(cString: strerror(errno))) }
            offset += count
        }
    }
}
