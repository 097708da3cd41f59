import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A rebuild with nothing to do: the build stamp (`BuildStamp`) next to the output says
/// what the last build read and wrote; when all of it is unchanged, the build reads no
/// recipe and writes nothing.
extension SiteBuilder {
    /// The stamp's path for `output` (absolute, links resolved): beside it, hidden.
    static func stampPath(output: String) -> String {
        let (parent, name) = SitePublisher.split(output)
        return (parent == "/" ? "" : parent) + "/." + name + ".listdocs-stamp"
    }

    /// What a build reads, as the stamp's input lines: its options, the program, and the
    /// status of every entry of every folder the site is built from (`watchedFolders()`).
    /// Of the site's own folder only `listdocs.yml`, `Content` and `Templates` count: the
    /// output and its staging folders may sit there too.
    func inputLines() -> [String] {
        var lines = [
            "option base-url " + BuildStamp.escaped(sources.baseURL ?? "-"),
            "option drafts \(includeDrafts ? 1 : 0)",
            "program " + Self.signature(Bundle.main.executablePath),
        ]
        let root = sources.root.path
        for folder in sources.watchedFolders() {
            lines.append("folder " + BuildStamp.escaped(folder))
            for name in folderEntries(folder) ?? [] {
                if folder == root && !["listdocs.yml", "Content", "Templates"].contains(name) {
                    continue
                }
                let path = folder + "/" + name
                let kind = FileStatus(path)?.kind == .folder ? "folder" : Self.signature(path)
                lines.append("entry \(BuildStamp.escaped(name)) \(kind)")
            }
        }
        return lines
    }

    private static func signature(_ path: String?) -> String {
        path.flatMap { FileSignature($0, followingLinks: true)?.text } ?? "missing"
    }

    /// The result the last build reported, when its stamp says it read `inputs` and every
    /// file it wrote into `output` is still the one it wrote; nil when anything differs.
    /// Checked under the build lock, so no other build is changing the output meanwhile.
    func unchangedResult(output: String, inputs: [String], onWait: (String) -> Void)
        throws(PublishError) -> Result?
    {
        let stampPath = Self.stampPath(output: output)
        guard FileStatus(stampPath)?.kind == .file else { return nil }
        let lock = try BuildLock(output: output, onWait: onWait)
        defer { withExtendedLifetime(lock) {} }
        // What a killed build left beside the output: a whole build removes it.
        let (parent, name) = SitePublisher.split(output)
        let staging = SitePublisher.stagingPrefix(name: name)
        if folderEntries(parent)?.contains(where: { $0.hasPrefix(staging) }) != false {
            return nil
        }
        guard case .found(let manifest) = SiteManifest.load(from: output),
            let bytes = readWholeFile(stampPath, flags: O_NOFOLLOW),
            let stamp = String(validating: bytes, as: UTF8.self).flatMap(BuildStamp.decode),
            stamp.inputs == inputs, Set(stamp.outputs.keys) == manifest.files
        else { return nil }
        for (path, signature) in stamp.outputs
        where FileSignature(output + "/" + path, followingLinks: false)?.text != signature {
            return nil
        }
        let counts = stamp.counts
        var result = Result(diagnostics: [], pagesWritten: counts[0])
        (result.embedPages, result.pictures, result.swiftFiles) = (counts[1], counts[2], counts[3])
        result.draftsLeftOut = counts[4]
        result.wroteFeedAndSitemap = counts[5] == 1
        result.unchanged = true
        return result
    }

    /// Removes the stamp of `output`, before a build changes the output: a build killed
    /// after its swap then leaves no stamp that could vouch for the wrong site.
    static func removeStamp(output: String) {
        unlink(stampPath(output: output))
    }

    /// Writes the stamp of a build that read `inputs`, published `written` into `output`
    /// and reported `result`. Written under another name and renamed into place; a stamp
    /// that cannot be written only costs the next build its shortcut.
    static func writeStamp(
        output: String, inputs: [String], written: Set<String>, result: Result
    ) {
        var outputs: [String: String] = [:]
        for path in written {
            guard let signature = FileSignature(output + "/" + path, followingLinks: false) else {
                return
            }
            outputs[path] = signature.text
        }
        let counts = [
            result.pagesWritten, result.embedPages, result.pictures, result.swiftFiles,
            result.draftsLeftOut, result.wroteFeedAndSitemap ? 1 : 0,
        ]
        let stamp = BuildStamp(counts: counts, inputs: inputs, outputs: outputs)
        let path = stampPath(output: output)
        unlink(path + ".partial")
        do throws(PublishError) {
            try SitePublisher.writeFile(path + ".partial", stamp.encoded())
            if rename(path + ".partial", path) != 0 { unlink(path + ".partial") }
        } catch {
            unlink(path + ".partial")
        }
    }
}
