#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The list of files listdocs wrote into a site folder, kept in the folder as
/// `.listdocs-manifest`. A rebuild replaces or removes only the files it lists; anything
/// else found in the folder is carried into the new site untouched.
///
/// The format is text: a first line that names it, then one path per line relative to
/// the site folder, sorted.
struct SiteManifest: Equatable {
    /// The manifest's file name inside a site folder.
    static let fileName = ".listdocs-manifest"
    /// The first line of every manifest.
    static let header =
        "# listdocs manifest 1: files listdocs wrote; a rebuild replaces or removes only these"

    /// The file that marks a staging folder while a build writes it: everything in a folder
    /// that holds it is listdocs's (pages it wrote, second names of files of the live site).
    /// It is written before anything else and removed just before the folder is published.
    static let stagingMarker = ".listdocs-staging"
    static let stagingMarkerText =
        "# listdocs staging folder: a build is writing this site; everything here is listdocs's\n"
    /// Names a page can never have.
    static let reservedNames: Set<String> = [
        fileName, fileName + ".partial", stagingMarker,
    ]

    /// Whether `folder` holds the staging mark, as listdocs writes it.
    static func hasStagingMark(_ folder: String) -> Bool {
        let path = folder + "/" + stagingMarker
        return FileStatus(path)?.kind == .file
            && readWholeFile(path, flags: O_NOFOLLOW) == Array(stagingMarkerText.utf8)
    }

    /// The listed paths, relative to the site folder.
    var files: Set<String>

    /// Whether `path` is a relative path that stays inside the folder it is relative to:
    /// no empty, `.` or `..` segment, no leading slash, no control characters.
    static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasSuffix("/") else { return false }
        if path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// The manifest's bytes.
    func encoded() -> [UInt8] {
        var text = Self.header + "\n"
        for file in files.sorted() { text += file + "\n" }
        return Array(text.utf8)
    }

    /// Reads `text` as a manifest; nil when it is not one (a wrong first line, or a path
    /// that would leave the folder).
    static func decode(_ text: String) -> SiteManifest? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == header else { return nil }
        lines.removeFirst()
        guard lines.allSatisfy(isContained) else { return nil }
        return SiteManifest(files: Set(lines))
    }

    /// What `folder` holds: `.absent` without a manifest file, `.damaged` when the file is
    /// not a manifest (or not a plain file).
    static func load(from folder: String) -> ReadResult {
        let path = folder + "/" + fileName
        guard let status = FileStatus(path) else { return .absent }
        guard status.kind == .file, let bytes = readWholeFile(path, flags: O_NOFOLLOW),
            let text = String(validating: bytes, as: UTF8.self), let manifest = decode(text)
        else { return .damaged }
        return .found(manifest)
    }

    enum ReadResult: Equatable {
        case absent, damaged
        case found(SiteManifest)
    }
}
