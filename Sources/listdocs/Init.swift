import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsSite
import ListDocsStarter

/// `listdocs init [DIR]`: a small working site, without ever replacing a file.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a site: listdocs.yml, one recipe with a walkthrough, and a .gitignore.",
        discussion:
            "Creates DIR (default: the current folder) when it does not exist. A folder that already holds a site (a listdocs.yml, or recipes in Content/) is refused; with --force the starter files it lacks are added. A file that is already there is kept as it is and named in the output; nothing is ever overwritten. With --github-pages it also writes .github/workflows/listdocs-pages.yml, a GitHub Actions workflow that builds and publishes the site with GitHub Pages; in a folder that already holds a site, that workflow is all it adds."
    )

    @Argument(help: "The site's folder.")
    var directory: String = "."

    @Option(help: "The site's title.")
    var title: String = "List updates, step by step"

    @Flag(help: "Add the starter files a site lacks even where there is one (none is replaced).")
    var force = false

    @Flag(help: "Also write a GitHub Actions workflow that publishes the site with GitHub Pages.")
    var githubPages = false

    @Option(
        help:
            "With --github-pages: listdocs' git URL, which the workflow builds listdocs from (default: the repository variable LISTDOCS_REPOSITORY)."
    )
    var listdocsRepository: String?

    @Option(help: "With --github-pages: the branch or tag of listdocs to build.")
    var listdocsRef: String = "main"

    @Option(help: "With --github-pages: the branch whose pushes publish the site.")
    var branch: String = "main"

    @Option(
        help:
            "With --github-pages: the container image the build runs in (a digest, swift@sha256:…, pins it)."
    )
    var container: String = "swift:6.1-noble"

    func run() throws {
        let root = URL(fileURLWithPath: directory)
        if !githubPages,
            listdocsRepository != nil || listdocsRef != "main" || branch != "main"
                || container != "swift:6.1-noble"
        {
            Console.error(
                "error: --listdocs-repository, --listdocs-ref, --branch and --container describe the workflow of --github-pages; add --github-pages"
            )
            throw ExitCode.failure
        }
        let workflow = try checkedValues()
        try Self.checkFolder(root, named: directory)
        let existing = Self.existingSite(root)
        if let workflow, existing != nil, !force {
            // A site that has one already: the workflow is all there is to add.
            return try writeFiles([(PagesWorkflow.path, workflow.text)], in: root)
        }
        if !force, let found = existing {
            Console.error(
                "error: \(directory == "." ? "this folder" : Self.shellQuoted(directory)) already holds a site (\(found)); nothing was written. "
                    + "Add the starter files it lacks with --force (no file is replaced).")
            throw ExitCode.failure
        }
        var files = Starter.site(title: title)
        if let workflow { files.append((PagesWorkflow.path, workflow.text)) }
        try writeFiles(files, in: root)
    }

    /// The title and the workflow's values, checked before anything is written; the
    /// workflow when `--github-pages` asks for one.
    private func checkedValues() throws -> PagesWorkflow? {
        if let control = VisibleText.firstControl(in: title) {
            Console.error(
                "error: --title holds the control character \(VisibleText.escaped(String(control))), which no page can show; nothing was written"
            )
            throw ExitCode.failure
        }
        guard githubPages else { return nil }
        do {
            return try PagesWorkflow(
                repository: listdocsRepository, ref: listdocsRef, branch: branch,
                container: container)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Writes each file that is not there yet, keeps those that are, and says which.
    private func writeFiles(_ files: [(path: String, text: String)], in root: URL) throws {
        var created: [String] = []
        var kept: [String] = []
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            do {
                if try NewFile.write(text, to: url, inside: root) {
                    created.append(path)
                } else {
                    kept.append(path)
                }
            } catch let outside as NewFile.Outside {
                Console.error("error: \(outside)")
                throw ExitCode.failure
            } catch {
                Console.error("error: cannot write \(url.path): \(error.localizedDescription)")
                throw ExitCode.failure
            }
        }
        for path in kept { Console.error("note: \(path) already exists; left as it is") }
        let place = directory == "." ? "this folder" : Self.shellQuoted(directory)
        if created.isEmpty {
            print("Nothing to do: \(place) already has a site.")
            return
        }
        let started = created.contains("listdocs.yml")
        print(
            started
                ? "Started a site in \(place): \(created.joined(separator: ", "))."
                : "Added to the site in \(place): \(created.joined(separator: ", ")).")
        if created.contains(PagesWorkflow.path) {
            print(
                "The workflow publishes on every push to \(branch): in the repository's Settings > Pages, choose \"GitHub Actions\" as the source."
            )
            if !PagesWorkflow.refIsCommit(listdocsRef) {
                print(
                    "It builds listdocs from '\(listdocsRef)', which moves when it is a branch: give --listdocs-ref a commit to pin it."
                )
            }
            if listdocsRepository == nil {
                print(
                    "It builds listdocs from the repository variable LISTDOCS_REPOSITORY: set it to listdocs' git URL (Settings > Secrets and variables > Actions > Variables)."
                )
            }
        }
        if started {
            let cd = directory == "." ? "" : "cd \(Self.shellQuoted(directory)) && "
            print("Next: \(cd)listdocs serve   (then open http://127.0.0.1:4000/)")
        }
    }
}

extension Init {
    /// Refuses a `DIR` that cannot be a site's folder: a file, or a link to nothing.
    static func checkFolder(_ root: URL, named name: String) throws {
        var info = stat()
        guard lstat(root.path, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK, !FileManager.default.fileExists(atPath: root.path) {
            let target =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: root.path)) ?? "?"
            Console.error(
                "error: \(shellQuoted(name)) is a symbolic link to \(target), which does not exist; nothing was written"
            )
            throw ExitCode.failure
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            Console.error(
                "error: \(shellQuoted(name)) is a file, not a folder; nothing was written")
            throw ExitCode.failure
        }
    }

    /// What makes `root` a site already: its `listdocs.yml`, or recipes in its `Content/`.
    static func existingSite(_ root: URL) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: root.appendingPathComponent("listdocs.yml").path) {
            return "listdocs.yml"
        }
        let content = root.appendingPathComponent("Content")
        let recipes =
            ((try? manager.contentsOfDirectory(atPath: content.path)) ?? []).filter {
                $0.hasSuffix(".md")
            }
        return recipes.isEmpty
            ? nil : "Content/ has \(recipes.count) recipe\(recipes.count == 1 ? "" : "s")"
    }

    /// `path` as a shell reads it back: as it is when it is plain, else in single quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                    || "-_./+,:@".unicodeScalars.contains($0))
        }
        if plain && !path.isEmpty { return path }
        return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// `listdocs new "Title"`: a recipe in Content/, named after its title.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add a recipe to Content/ with front matter and a starter walkthrough.")

    @Argument(help: "The recipe's title; its file name is made from it.")
    var title: String

    @Option(name: .long, help: "The site's folder, holding Content/.")
    var source: String = "."

    @Flag(help: "Mark it a draft: build leaves it out, serve and build --drafts show it.")
    var draft = false

    @Option(
        help: "Its tags, separated by commas (default: start).",
        transform: { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
    var tags: [String]?

    @Option(help: "The group the index lists it under.")
    var group: String?

    @Option(help: "Its address (and file name) instead of one made from the title.")
    var slug: String?

    func run() throws {
        let content = URL(fileURLWithPath: source).appendingPathComponent("Content")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            Console.error(
                "error: there is no Content/ folder in \(source); run 'listdocs init' to start a site"
            )
            throw ExitCode.failure
        }
        let name: String
        switch slug.map(Starter.fileName(slug:)) ?? Starter.fileName(for: title) {
        case .success(let value): name = value
        case .failure(let problem) where slug != nil:
            Console.error("error: --slug '\(slug!)': \(problem.message)")
            throw ExitCode.failure
        case .failure:
            Console.error(
                "error: '\(title)' gives no file name; a title needs Latin letters or digits (or give the address with --slug)"
            )
            throw ExitCode.failure
        }
        let url = content.appendingPathComponent(name)
        let today = Self.today()
        do {
            guard
                try NewFile.write(
                    Starter.recipe(
                        title: title, date: today, draft: draft,
                        tags: (tags ?? ["start"]).filter { !$0.isEmpty }, group: group), to: url,
                    inside: URL(fileURLWithPath: source))
            else {
                Console.error("error: Content/\(name) already exists; choose another title")
                throw ExitCode.failure
            }
        } catch let error as ExitCode {
            throw error
        } catch let outside as NewFile.Outside {
            Console.error("error: \(outside)")
            throw ExitCode.failure
        } catch {
            Console.error("error: cannot write \(url.path): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        print("Created Content/\(name). Check it with: listdocs run Content/\(name)")
    }

    /// Today's date, YYYY-MM-DD, in the user's time zone.
    static func today() -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.year ?? 1970)-\(pad(parts.month ?? 1))-\(pad(parts.day ?? 1))"
    }
}

/// Writing a file that must not exist yet, inside a site's folder.
enum NewFile {
    /// Why a file was not written.
    struct Outside: Error, CustomStringConvertible {
        let folder: String
        let real: String
        var description: String {
            "\(folder) is a symbolic link to \(real), outside the site's folder; listdocs writes only inside it"
        }
    }

    /// Writes `text` at `url`, making its folder; false (and nothing written) when a file
    /// or anything else is already there. Throws `Outside`, writing nothing, when the
    /// folder is really somewhere outside `root` (a `Content` link out of the site).
    static func write(_ text: String, to url: URL, inside root: URL) throws -> Bool {
        if FileManager.default.fileExists(atPath: url.path) { return false }
        let folder = url.deletingLastPathComponent()
        let site = realPath(root)
        let real = realPath(folder)
        guard real == site || real.hasPrefix(site == "/" ? "/" : site + "/") else {
            throw Outside(folder: folder.path, real: real)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch CocoaError.fileWriteFileExists {
            return false
        }
        return true
    }

    /// `url`'s path with the links of its existing part resolved, the rest as written.
    private static func realPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let base = existing.resolvingSymlinksInPath().path
        return rest.isEmpty
            ? base : (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
    }
}
