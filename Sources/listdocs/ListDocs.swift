import ArgumentParser
import ListDocsEngine

/// The `listdocs` command: build, run and check animated list-update walkthroughs.
@main
struct ListDocs: AsyncParsableCommand {
    /// What `--version` prints: the release, the iOS version walkthroughs default to, and
    /// the newest one whose behaviour is modelled.
    static let version =
        "listdocs 0.9.0 (walkthroughs run as \(UIKitVersion.default) unless ios= says otherwise; the newest version modelled is \(UIKitVersion.latestKnown))"

    static let configuration = CommandConfiguration(
        commandName: "listdocs",
        abstract:
            "A static-site generator for animated table- and collection-view update walkthroughs.",
        version: ListDocs.version,
        subcommands: [
            Build.self, Run.self, Check.self, Serve.self, Init.self, New.self, Explain.self,
            Export.self, Language.self,
        ])
}
