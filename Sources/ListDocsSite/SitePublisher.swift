import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a site into its output folder so that readers only ever see the old site or the
/// new one, and so that a rebuild touches only what changed.
///
/// - A first build writes everything into a staging folder next to the output and renames
///   it into place.
/// - A rebuild compares each file with what the output already holds. Unchanged files are
///   left alone (their modification times too, which keeps deploys and caches cheap).
///   Changed files are written next to their old version under a temporary name, and new
///   folders are written into the staging folder. Only `commit()` renames them into place
///   and removes what the new site no longer has.
///
/// Until `commit()`, the output is untouched: a build that fails while files are written
/// (a full disk, a permission) calls `abandon()` and leaves the previous site as it was.
/// `write` may be called from several threads at once.
final class SitePublisher: @unchecked Sendable {
    /// The folder the site is published to.
    let output: URL
    private let staging: URL
    /// Whether there is an earlier site to update, rather than a first build.
    private let updating: Bool
    private let lock = NSLock()
    /// Renames `commit()` performs, temporary path first.
    private var renames: [(from: String, to: String)] = []
    /// Output paths (relative) that are written into the staging folder as a whole.
    private var stagedRoots: Set<String> = []
    /// Every file of the new site, relative to the output.
    private var expected: Set<String> = []

    /// Prepares to publish into `output`.
    init(output: URL) throws {
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        staging = parent.appendingPathComponent(".\(self.output.lastPathComponent).staging-\(getpid())")
        try? FileManager.default.removeItem(at: staging)
        var isDirectory: ObjCBool = false
        updating = FileManager.default.fileExists(atPath: self.output.path, isDirectory: &isDirectory) && isDirectory.boolValue
        try Self.makeDirectory(staging.path)
    }

    /// Publishes `contents` at `relativePath` (like `slug/index.html`).
    func publish(_ contents: String, at relativePath: String) throws {
        var contents = contents
        try contents.withUTF8 { try publish(UnsafeRawBufferPointer($0), at: relativePath) }
    }

    /// Publishes UTF-8 bytes at `relativePath`.
    func publish(utf8 bytes: [UInt8], at relativePath: String) throws {
        try bytes.withUnsafeBytes { try publish($0, at: relativePath) }
    }

    /// Publishes the bytes of the file at `source` at `relativePath`.
    func copy(_ source: URL, to relativePath: String) throws {
        let data = try Data(contentsOf: source)
        try data.withUnsafeBytes { try publish($0, at: relativePath) }
    }

    private func publish(_ bytes: UnsafeRawBufferPointer, at relativePath: String) throws {
        lock.withLock { _ = expected.insert(relativePath) }
        guard updating else {
            try Self.writeFile(staging.path + "/" + relativePath, bytes, makingFolders: true)
            return
        }
        let destination = output.path + "/" + relativePath
        if Self.file(destination, holds: bytes) { return }
        if let root = missingFolder(for: relativePath) {
            // A folder the old site does not have: write it whole in staging, move it in.
            try Self.writeFile(staging.path + "/" + relativePath, bytes, makingFolders: true)
            lock.withLock {
                if stagedRoots.insert(root).inserted { renames.append((staging.path + "/" + root, output.path + "/" + root)) }
            }
            return
        }
        let slash = destination.lastIndex(of: "/")!
        let temporary = destination[..<slash] + "/." + destination[destination.index(after: slash)...] + ".listdocs-new"
        try Self.writeFile(String(temporary), bytes, makingFolders: false)
        lock.withLock { renames.append((String(temporary), destination)) }
    }

    /// The first folder on the way to `relativePath` that the output lacks (relative), or
    /// nil when the file's folder exists. A file standing where a folder must go counts as
    /// missing; `commit()` removes it.
    private func missingFolder(for relativePath: String) -> String? {
        let components = relativePath.split(separator: "/").dropLast()
        var prefix = ""
        for component in components {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if lock.withLock({ stagedRoots.contains(prefix) }) { return prefix }
            var info = stat()
            if stat(output.path + "/" + prefix, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR { return prefix }
        }
        return nil
    }

    /// Makes the new site the published one: renames what was written into place, then
    /// removes every file and folder of the output that the new site does not have.
    func commit() throws {
        defer { try? FileManager.default.removeItem(at: staging) }
        guard updating else {
            // A file standing where the output folder goes is replaced.
            if FileManager.default.fileExists(atPath: output.path) { try FileManager.default.removeItem(at: output) }
            try FileManager.default.moveItem(at: staging, to: output)
            return
        }
        for (from, to) in renames.sorted(by: { $0.to < $1.to }) {
            // A file stands where a folder goes, or a folder where a file goes: remove it
            // first (a file over a file is replaced by the rename itself, atomically).
            var old = stat(), new = stat()
            if lstat(to, &old) == 0, lstat(from, &new) == 0,
                ((old.st_mode & S_IFMT) == S_IFDIR) != ((new.st_mode & S_IFMT) == S_IFDIR)
            {
                try FileManager.default.removeItem(atPath: to)
            }
            guard rename(from, to) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to, NSLocalizedDescriptionKey: "cannot move \(from) to \(to): \(String(cString: strerror(errno)))"])
            }
        }
        var folders: Set<String> = []
        for path in expected {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        try removeStale(in: "", folders: folders)
    }

    /// Removes what the new site does not have from the output folder `relative`.
    private func removeStale(in relative: String, folders: Set<String>) throws {
        let folder = relative.isEmpty ? output.path : output.path + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = relative.isEmpty ? name : relative + "/" + name
            if folders.contains(path) {
                try removeStale(in: path, folders: folders)
            } else if !expected.contains(path) {
                try FileManager.default.removeItem(atPath: folder + "/" + name)
            }
        }
    }

    /// Removes every temporary file and the staging folder; the output stays as it was.
    func abandon() {
        for (from, _) in renames where !from.hasPrefix(staging.path + "/") { unlink(from) }
        try? FileManager.default.removeItem(at: staging)
    }

    // MARK: - Files

    /// Whether the file at `path` exists and holds exactly `bytes`.
    private static func file(_ path: String, holds bytes: UnsafeRawBufferPointer) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        guard bytes.count > 0 else { return true }
        let existing = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { existing.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = read(descriptor, existing.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { return false }
            offset += count
        }
        return memcmp(existing.baseAddress!, bytes.baseAddress!, bytes.count) == 0
    }

    /// Writes `bytes` to a new file at `path`, creating its folders first when asked.
    private static func writeFile(_ path: String, _ bytes: UnsafeRawBufferPointer, makingFolders: Bool) throws {
        if makingFolders {
            // Into a new folder (staging): make the folder first rather than fail to open.
            try makeDirectories(String(path[..<path.lastIndex(of: "/")!]))
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { throw failure("cannot create", path) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { throw failure("cannot write", path) }
            offset += count
        }
    }

    /// `mkdir -p`.
    private static func makeDirectories(_ path: String) throws {
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex else { throw failure("cannot create folder", path) }
        try makeDirectories(String(path[..<slash]))
        try makeDirectory(path)
    }

    private static func makeDirectory(_ path: String) throws {
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure("cannot create folder", path) }
    }

    private static func failure(_ what: String, _ path: String) -> Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "\(what) \(path): \(String(cString: strerror(errno)))"])
    }
}

/// `write(2)`, named apart from the publisher's own methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
