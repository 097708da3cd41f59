#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a folder listdocs made (a replaced site, or a staging folder a killed build
/// left), deleting only what listdocs can prove it may delete:
/// - a path its manifest lists (a file listdocs wrote);
/// - a name whose file is also in the live site at the same relative path (a hard link
///   listdocs made when it carried a file over): removing one name loses nothing;
/// - everything, when `everythingIsOurs` (a staging folder that was never published).
///
/// Symbolic links are never followed. Whatever is left stays where it is, and is
/// returned so the caller can say so.
struct CarefulRemoval {
    /// The folder to remove.
    var folder: String
    /// The manifest found in it, if any.
    var manifest: SiteManifest?
    /// The live site, whose files make a second name of theirs removable.
    var liveSite: String?
    /// Whether the folder holds only what listdocs wrote into it.
    var everythingIsOurs = false

    /// Removes what it may; returns the paths left behind (relative to `folder`).
    ///
    /// The manifest and the staging mark go last: a removal killed half way leaves a folder
    /// that still proves what of it is listdocs's, so the next build can finish the job.
    func run() -> [String] {
        var left: [String] = []
        removeContents(of: "", left: &left, keeping: Self.proofs)
        for name in Self.proofs {
            let path = folder + "/" + name
            guard let status = FileStatus(path) else { continue }
            if !mayRemove(name, status) || unlink(path) != 0 { left.append(name) }
        }
        if rmdir(folder) != 0 && left.isEmpty { left.append(".") }
        return left
    }

    /// The files at a folder's top that say whose it is.
    private static let proofs = [SiteManifest.fileName, SiteManifest.stagingMarker]

    private func removeContents(
        of relative: String, left: inout [String], keeping kept: [String] = []
    ) {
        let path = relative.isEmpty ? folder : folder + "/" + relative
        guard let names = folderEntries(path) else {
            left.append(relative)
            return
        }
        for name in names where !kept.contains(name) {
            let child = relative.isEmpty ? name : relative + "/" + name
            let childPath = path + "/" + name
            guard let status = FileStatus(childPath) else { continue }
            if status.kind == .folder {
                removeContents(of: child, left: &left)
                if rmdir(childPath) != 0, !left.contains(where: { $0.hasPrefix(child + "/") }) {
                    left.append(child)
                }
            } else if mayRemove(child, status) {
                if unlink(childPath) != 0 { left.append(child) }
            } else {
                left.append(child)
            }
        }
    }

    private func mayRemove(_ relative: String, _ status: FileStatus) -> Bool {
        if everythingIsOurs { return true }
        if let manifest, relative == SiteManifest.fileName || manifest.files.contains(relative) {
            return true
        }
        guard status.links > 1, let liveSite, let live = FileStatus(liveSite + "/" + relative)
        else { return false }
        return live.identity == status.identity
    }
}
