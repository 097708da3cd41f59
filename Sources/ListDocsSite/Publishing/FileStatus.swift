#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `lstat` says of a path: never follows a symbolic link.
public struct FileStatus: Equatable {
    public enum Kind: Equatable { case file, folder, symbolicLink, other }

    public var kind: Kind
    /// The device and inode: the same pair means the same file.
    public var identity: FileIdentity
    /// How many names the file has.
    public var links: Int
    /// The permission bits (with set-id and sticky bits).
    public var permissions: mode_t
    /// The owner and group.
    public var owner: uid_t
    public var group: gid_t
    /// The size in bytes (of the link itself, for a symbolic link).
    public var size: Int

    /// The status of `path`, or nil when nothing is there (or it cannot be read).
    public init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        links = Int(info.st_nlink)
        permissions = info.st_mode & 0o7777
        owner = info.st_uid
        group = info.st_gid
        size = Int(info.st_size)
    }
}

/// A file's device and inode.
public struct FileIdentity: Hashable {
    public var device: UInt64
    public var inode: UInt64
}

/// The system's words for the current `errno`.
func systemError() -> String {
    String(cString: strerror(errno))
}

/// The names in folder `path` (without `.` and `..`), or nil when it cannot be read.
public func folderEntries(_ path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// `path` with symbolic links resolved for the part of it that exists; the rest is
/// appended as written. `path` must be absolute and free of `.` and `..`.
func realPath(_ path: String) -> String {
    var existing = path
    var rest: [Substring] = []
    while true {
        if let resolved = realpath(existing, nil) {
            defer { free(resolved) }
            let base = String(cString: resolved)
            guard !rest.isEmpty else { return base }
            return (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
        }
        guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return path }
        rest.append(existing[existing.index(after: slash)...])
        existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
}

/// The whole content of the regular file at `path`, or nil when it cannot be read or is not
/// a regular file (a pipe is opened without waiting and refused, never read). `flags` are
/// added to `O_RDONLY` (`O_NOFOLLOW` to refuse a symbolic link).
func readWholeFile(_ path: String, flags: Int32 = 0) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 { return nil }
        if count == 0 { return bytes }
        bytes += buffer[..<count]
    }
}

/// Every file under `folder` (its sub-folders' too), as paths; an empty list when there is
/// no folder there, nil when a folder that exists cannot be listed (the process is out of
/// descriptors, say) — never a partial list read as complete.
public func filesUnder(_ folder: String) -> [String]? {
    var files: [String] = []
    var folders = [folder]
    while let next = folders.popLast() {
        guard FileStatus(next)?.kind == .folder else { continue }
        guard let names = folderEntries(next) else { return nil }
        for name in names {
            let path = next + "/" + name
            if FileStatus(path)?.kind == .folder {
                folders.append(path)
            } else {
                files.append(path)
            }
        }
    }
    return files
}
