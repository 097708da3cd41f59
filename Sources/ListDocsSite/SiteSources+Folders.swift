import Foundation

extension SiteSources {
    /// Every folder whose entries a site is built from: the site's folder (`listdocs.yml`,
    /// and `Content/` appearing), `Content/`, each folder of both template sets, and the
    /// folder of each recipe a symbolic link in `Content/` leads to. The site's folder and
    /// `Content/` come first, whether they exist or not (the site needs them); other folders
    /// that do not exist are left out. The preview's watcher asks again after every change.
    public func watchedFolders() -> [String] {
        let content = root.appendingPathComponent("Content").path
        var folders: [String] = []
        for templates in [root.appendingPathComponent("Templates").path, defaultTemplates.path] {
            folders += foldersUnder(templates)
        }
        for name in folderEntries(content) ?? [] where name.hasSuffix(".md") {
            let path = content + "/" + name
            guard FileStatus(path)?.kind == .symbolicLink else { continue }
            folders.append((realPath(path) as NSString).deletingLastPathComponent)
        }
        var seen: Set<String> = [root.path, content]
        return [root.path, content]
            + folders.filter { FileStatus($0)?.kind == .folder && seen.insert($0).inserted }
    }
}

/// `folder` and every folder under it (links not followed); empty when it is not a folder.
func foldersUnder(_ folder: String) -> [String] {
    var found: [String] = []
    var pending = [folder]
    while let next = pending.popLast() {
        guard FileStatus(next)?.kind == .folder else { continue }
        found.append(next)
        for name in folderEntries(next) ?? [] {
            let path = next + "/" + name
            if FileStatus(path)?.kind == .folder { pending.append(path) }
        }
    }
    return found
}
