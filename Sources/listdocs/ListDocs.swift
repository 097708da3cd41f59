import ArgumentParser

/// The `listdocs` command: build, run and check animated list-update walkthroughs.
@main
struct ListDocs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listdocs",
        abstract:
            "A static-site generator for animated table- and collection-view update walkthroughs.",
        subcommands: [
            Build.self, Run.self, Check.self, Serve.self, Init.self, New.self, Explain.self,
            Export.self,
        ])
}
