/// The rules an output folder must pass before listdocs writes anything into it.
///
/// Refused, with the reason:
/// - the site's own folder, a folder that contains it, or anything inside its `Content/`
///   or `Templates/` (so `/`, the home folder and `.` are refused whenever they hold the
///   site, by the same rule);
/// - a path that exists and is not a folder (a file, a device) or is a symbolic link;
/// - a folder that is not empty and has no listdocs manifest, or a damaged one.
///
/// Paths are compared after resolving symbolic links, so a link cannot disguise the
/// source folder.
enum OutputCheck {
    /// What the output folder holds now.
    enum Existing: Equatable {
        /// Nothing is there (or an empty folder): a first build.
        case nothing
        /// A site listdocs wrote, with its manifest.
        case site(SiteManifest)
    }

    /// Checks `output` against the site folder `source` (both absolute and resolved with
    /// `realPath`). Reads, never writes.
    static func check(output: String, source: String) throws(PublishError) -> Existing {
        func refuse(_ reason: String) -> PublishError { PublishError(path: output, reason: reason) }
        if output == source {
            throw refuse(
                "is the site's own folder; the site would replace its sources. Choose a new folder such as \(source == "/" ? "" : source)/_site"
            )
        }
        if output == "/" || source.hasPrefix(output + "/") {
            throw refuse(
                "contains the site's folder \(source); building there would replace it. Choose an empty or new folder"
            )
        }
        for sources in ["Content", "Templates"] {
            let folder = source + "/" + sources
            if output == folder || output.hasPrefix(folder + "/") {
                throw refuse(
                    "is inside the site's \(sources)/ folder; choose a folder outside \(sources)/, such as \(source)/_site"
                )
            }
        }
        guard let status = FileStatus(output) else { return .nothing }
        switch status.kind {
        case .folder: break
        case .symbolicLink: throw refuse("is a symbolic link; give the folder it points to instead")
        case .file: throw refuse("is a file, not a folder; choose an empty or new folder")
        case .other:
            throw refuse(
                "is not a folder (a device, socket or pipe); choose an empty or new folder")
        }
        switch SiteManifest.load(from: output) {
        case .found(let manifest):
            return .site(manifest)
        case .damaged:
            throw refuse(
                "has a \(SiteManifest.fileName) that listdocs cannot read; it is not a site listdocs wrote. Choose an empty or new folder"
            )
        case .absent:
            guard let entries = folderEntries(output) else {
                throw refuse("cannot be read: \(systemError())")
            }
            guard entries.isEmpty else {
                throw refuse(
                    "is not a site listdocs wrote (it has no \(SiteManifest.fileName)); choose an empty or new folder. A site built by a listdocs older than the manifest must be removed by hand once"
                )
            }
            return .nothing
        }
    }
}
