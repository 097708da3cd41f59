import CListDocsSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Publishes a site into its output folder so that, at every instant and even if the
/// process is killed, the folder holds either the whole old site or the whole new one,
/// and so that listdocs never deletes a file it did not write.
///
/// 1. `init` checks the output (`OutputCheck`) before touching anything, takes the build
///    lock, and removes what killed builds left (staging folders, by their name).
/// 2. `publish` writes each file into a staging folder next to the output,
///    `.<name>.listdocs-staging-<pid>`. A file the old site has with the same bytes is
///    hard-linked instead, which keeps its inode and modification time.
/// 3. `commit` carries every file of the old output that its manifest does not list
///    (a `CNAME`, a `.git`) into the staging folder as a hard link, writes the new
///    manifest, exchanges the two folders in one step (`renameat2(RENAME_EXCHANGE)`,
///    `renamex_np(RENAME_SWAP)`), then removes the old site with `CarefulRemoval`.
///
/// `abandon()` removes the staging folder and leaves the output as it was. `publish` may
/// be called from several threads at once.
final class SitePublisher: @unchecked Sendable {
    /// The output folder: absolute, symbolic links resolved.
    let output: String
    /// What the output held before this build.
    private let existing: OutputCheck.Existing
    private let staging: String
    private let buildLock: BuildLock
    private let lock = NSLock()
    /// Every file of the new site, relative to the output.
    private(set) var written: Set<String> = []
    /// Folders already made in staging.
    private var folders: Set<String> = [""]
    /// Paths left behind by earlier builds' leftovers, for the caller to report.
    private(set) var notes: [String] = []

    /// Prepares to publish into `output`, the site's folder being `source` (both absolute).
    /// Throws, having changed nothing, when the output is refused.
    init(output rawOutput: String, source rawSource: String, onWait: (String) -> Void = { _ in })
        throws(PublishError)
    {
        let source = realPath(rawSource)
        output = realPath(rawOutput)
        _ = try OutputCheck.check(output: output, source: source)
        let (parent, name) = Self.split(output)
        try Self.makeFolders(parent)
        buildLock = try BuildLock(output: output, onWait: onWait)
        // Checked again under the lock: another build may have changed the output.
        existing = try OutputCheck.check(output: output, source: source)
        let prefix = Self.stagingPrefix(name: name)
        notes = Self.removeLeftovers(in: parent, prefix: prefix, liveSite: output)
        staging = parent + "/" + prefix + String(getpid())
        guard mkdir(staging, 0o777) == 0 else {
            throw PublishError(
                path: staging, reason: "cannot create the staging folder: \(systemError())")
        }
        // First of all, the mark that says everything in here is listdocs's: a build killed
        // at any later moment leaves a folder the next build may remove whole.
        try Self.writeFile(
            staging + "/" + SiteManifest.stagingMarker, Array(SiteManifest.stagingMarkerText.utf8))
    }

    /// Publishes UTF-8 text at `relativePath` (like `slug/index.html`).
    func publish(_ contents: String, at relativePath: String) throws(PublishError) {
        try publish(utf8: Array(contents.utf8), at: relativePath)
    }

    /// Publishes bytes at `relativePath`.
    func publish(utf8 bytes: [UInt8], at relativePath: String) throws(PublishError) {
        guard SiteManifest.isContained(relativePath),
            !SiteManifest.reservedNames.contains(relativePath)
        else {
            throw PublishError(path: relativePath, reason: "is not a path inside the site")
        }
        let isNew = lock.withLock { written.insert(relativePath).inserted }
        guard isNew else {
            throw PublishError(
                path: output + "/" + relativePath, reason: "two pages would be written here")
        }
        try makeStagingFolders(for: relativePath)
        let destination = staging + "/" + relativePath
        if case .site(let manifest) = existing, manifest.files.contains(relativePath) {
            let old = output + "/" + relativePath
            if Self.file(old, holds: bytes), linkat(AT_FDCWD, old, AT_FDCWD, destination, 0) == 0 {
                return
            }
        }
        try Self.writeFile(destination, bytes)
    }

    /// Makes the new site the published one, in one step. What of the old site could not
    /// be removed (because listdocs did not write it) is added to `notes`.
    func commit() throws(PublishError) {
        if case .site(let manifest) = existing {
            try carryOver(from: "", manifest: manifest)
        }
        keepFolderAttributes()
        // The manifest is written whole under another name and renamed into place, so a
        // staging folder never holds part of one; then the mark goes, and the folder is a
        // site.
        let manifest = staging + "/" + SiteManifest.fileName
        try Self.writeFile(manifest + ".partial", SiteManifest(files: written).encoded())
        guard rename(manifest + ".partial", manifest) == 0,
            unlink(staging + "/" + SiteManifest.stagingMarker) == 0
        else {
            throw PublishError(path: manifest, reason: "cannot write: \(systemError())")
        }
        switch existing {
        case .nothing:
            // Nothing there, or an empty folder: a rename puts the site in place at once.
            guard rename(staging, output) == 0 else {
                throw PublishError(
                    path: output, reason: "cannot move the new site into place: \(systemError())")
            }
        case .site(let manifest):
            try exchange()
            let left = CarefulRemoval(folder: staging, manifest: manifest, liveSite: output).run()
            notes += left.map { staging + "/" + $0 }
        }
    }

    /// Removes the staging folder; the output stays as it was.
    func abandon() {
        _ = CarefulRemoval(folder: staging, everythingIsOurs: true).run()
    }

    /// Swaps the staging folder and the output. Where the file system cannot exchange, two
    /// renames (the output is briefly absent; a killed build then leaves both folders,
    /// which the next build recognises).
    private func exchange() throws(PublishError) {
        if listdocs_exchange_paths(staging, output) == 0 { return }
        guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else {
            throw PublishError(
                path: output, reason: "cannot exchange the new site with the old: \(systemError())")
        }
        let aside = staging + "-old"
        guard rename(output, aside) == 0 else {
            throw PublishError(
                path: output, reason: "cannot move the old site aside: \(systemError())")
        }
        guard rename(staging, output) == 0 else {
            let reason = systemError()
            _ = rename(aside, output)
            throw PublishError(
                path: output, reason: "cannot move the new site into place: \(reason)")
        }
        guard rename(aside, staging) == 0 else {
            throw PublishError(path: aside, reason: "cannot remove the old site: \(systemError())")
        }
    }

    // MARK: - Carrying over what listdocs did not write

    /// Gives every folder of the new site that the old one had (the site's folder itself,
    /// user folders carried over, page folders) the old one's permissions, and its owner
    /// and group where this process may set them: a rebuild changes files, not who may
    /// read the folders.
    private func keepFolderAttributes() {
        for relative in [""] + lock.withLock({ folders.sorted() }) {
            let suffix = relative.isEmpty ? "" : "/" + relative
            guard let old = FileStatus(output + suffix), old.kind == .folder else { continue }
            _ = chmod(staging + suffix, old.permissions)
            // Only root may give a folder away; for anyone else this keeps their own.
            _ = chown(staging + suffix, old.owner, old.group)
        }
    }

    /// Links every entry of the old output that its manifest does not list into staging,
    /// at the same path. A file the new site also writes there is an error: listdocs
    /// would have to replace a file it did not write.
    private func carryOver(from relative: String, manifest: SiteManifest) throws(PublishError) {
        let folder = relative.isEmpty ? output : output + "/" + relative
        guard let names = folderEntries(folder) else {
            throw PublishError(path: folder, reason: "cannot read the old site: \(systemError())")
        }
        for name in names where !(relative.isEmpty && SiteManifest.reservedNames.contains(name)) {
            let child = relative.isEmpty ? name : relative + "/" + name
            guard let status = FileStatus(output + "/" + child) else { continue }
            if status.kind == .folder {
                try carryOver(from: child, manifest: manifest)
                if folderEntries(output + "/" + child)?.isEmpty == true {
                    try makeStagingFolder(child)
                }
                continue
            }
            if manifest.files.contains(child) { continue }
            if FileStatus(staging + "/" + child) != nil {
                throw PublishError(
                    path: output + "/" + child,
                    reason:
                        "was not written by listdocs, and the new site has a file there; move it away and build again"
                )
            }
            try makeStagingFolders(for: child)
            guard linkat(AT_FDCWD, output + "/" + child, AT_FDCWD, staging + "/" + child, 0) == 0
            else {
                throw PublishError(
                    path: output + "/" + child,
                    reason: "cannot keep this file in the new site: \(systemError())")
            }
        }
    }

    // MARK: - Leftovers of killed builds

    /// Removes the staging folders (`prefix…`) that killed builds left in `parent`: whole
    /// when it still has the staging mark (never published), by its manifest when it is a
    /// replaced site. A folder with neither is not proven listdocs's and is left alone.
    private static func removeLeftovers(in parent: String, prefix: String, liveSite: String)
        -> [String]
    {
        var left: [String] = []
        for name in folderEntries(parent) ?? [] where name.hasPrefix(prefix) {
            let folder = parent + "/" + name
            guard FileStatus(folder)?.kind == .folder else { continue }
            let removal: CarefulRemoval
            if SiteManifest.hasStagingMark(folder) {
                removal = CarefulRemoval(folder: folder, liveSite: liveSite, everythingIsOurs: true)
            } else if case .found(let manifest) = SiteManifest.load(from: folder) {
                removal = CarefulRemoval(folder: folder, manifest: manifest, liveSite: liveSite)
            } else {
                // An empty one is a build killed before its mark; anything else may be the
                // user's.
                if rmdir(folder) != 0 { left.append(folder) }
                continue
            }
            left += removal.run().map { folder + "/" + $0 }
        }
        return left
    }

    // MARK: - Files

    /// The start of the name of every staging folder of an output called `name`.
    static func stagingPrefix(name: String) -> String {
        ".\(name).listdocs-staging-"
    }

    static func split(_ path: String) -> (parent: String, name: String) {
        let slash = path.lastIndex(of: "/")!
        return (
            slash == path.startIndex ? "/" : String(path[..<slash]),
            String(path[path.index(after: slash)...])
        )
    }

    private func makeStagingFolders(for relativePath: String) throws(PublishError) {
        guard let slash = relativePath.lastIndex(of: "/") else { return }
        try makeStagingFolder(String(relativePath[..<slash]))
    }

    /// Makes folder `relative` (and its parents) in staging, once.
    private func makeStagingFolder(_ relative: String) throws(PublishError) {
        if lock.withLock({ folders.contains(relative) }) { return }
        if let slash = relative.lastIndex(of: "/") {
            try makeStagingFolder(String(relative[..<slash]))
        }
        let path = staging + "/" + relative
        guard mkdir(path, 0o777) == 0 || (errno == EEXIST && FileStatus(path)?.kind == .folder)
        else {
            throw PublishError(path: path, reason: "cannot create folder: \(systemError())")
        }
        lock.withLock { _ = folders.insert(relative) }
    }

    /// `mkdir -p` for the output's parent.
    private static func makeFolders(_ path: String) throws(PublishError) {
        if FileStatus(path)?.kind == .folder { return }
        let (parent, _) = split(path)
        if parent != path { try makeFolders(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw PublishError(path: path, reason: "cannot create folder: \(systemError())")
        }
    }

    /// Whether the plain file at `path` holds exactly `bytes`.
    private static func file(_ path: String, holds bytes: [UInt8]) -> Bool {
        // Never waits: a pipe where a page was is opened without blocking, then refused.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            Int(info.st_size) == bytes.count
        else {
            return false
        }
        guard !bytes.isEmpty else { return true }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < bytes.count {
            let count = existing.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            guard count > 0 else { return false }
            offset += count
        }
        return existing == bytes
    }

    /// Writes `bytes` to a new file at `path`; never follows a link there.
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws(PublishError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw PublishError(path: path, reason: "cannot create: \(systemError())")
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            guard count > 0 else {
                throw PublishError(path: path, reason: "cannot write: \(systemError())")
            }
            offset += count
        }
    }
}

/// `write(2)`, named apart from the publisher's own methods.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
