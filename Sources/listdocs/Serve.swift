import ArgumentParser
import Foundation
import ListDocsDiagnostics
import ListDocsServe
import ListDocsSite

/// Set by the SIGINT/SIGTERM handler; a signal handler may only write a plain flag.
nonisolated(unsafe) var interrupted: sig_atomic_t = 0

/// `listdocs serve`: preview the site locally, rebuilt and reloaded on every save.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Preview the site on this machine; rebuilds and reloads open pages when a file is saved."
    )

    @Option(name: .long, help: "The site's folder, holding Content/, Templates/ and listdocs.yml.")
    var source: String = "."

    @Option(name: .long, help: "The address to listen on (loopback by default).")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port; 0 picks a free one.")
    var port: UInt16 = 4000

    @Option(
        name: .long,
        help:
            "The most connections kept open; past it the oldest idle one is dropped (default: half the open-file limit, at most 4096)."
    )
    var maxConnections: Int?

    @Flag(
        name: .long,
        help:
            "Look at every source every 50 ms instead of waiting for the system's file events: for a site on a network or shared folder, whose changes send none."
    )
    var poll = false

    func validate() throws {
        if let maxConnections, maxConnections < 1 {
            throw ValidationError("--max-connections must be at least 1")
        }
    }

    func run() async throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            Console.error("error: \(source): the site's folder does not exist")
            throw ExitCode.failure
        }
        // No site here at all (no Content/): say so and stop, as build does.
        do {
            _ = try SiteSources(root: URL(fileURLWithPath: source)).recipeFiles()
        } catch {
            Console.report([error.diagnostic()])
            throw ExitCode.failure
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(
                root: URL(fileURLWithPath: source), host: host, port: port,
                fileEvents: !poll, connectionLimit: maxConnections,
                log: { line in
                    // File names and pasted text are shown, never obeyed, by the terminal.
                    let shown = VisibleText.escaped(line, keepingNewLines: true)
                    FileHandle.standardOutput.write(Data((shown + "\n").utf8))
                })
        } catch {
            Console.error("error: cannot listen on \(host):\(port): \(error)")
            throw ExitCode.failure
        }
        let task = Task {
            try await server.run { url in
                FileHandle.standardOutput.write(
                    Data(
                        ("Serving the site at \(url.absoluteString) (Ctrl-C stops)\n"
                            + "Explain a crash log at \(url.absoluteString)__explain/\n").utf8))
            }
        }
        interrupted = 0
        signal(SIGINT) { _ in interrupted = 1 }
        signal(SIGTERM) { _ in interrupted = 1 }
        let watcher = Task {
            while !Task.isCancelled {
                if interrupted != 0 {
                    task.cancel()
                    return
                }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        defer { watcher.cancel() }
        do {
            try await task.value
            print("Stopped.")
        } catch {
            Console.error("error: \(error)")
            throw ExitCode.failure
        }
    }
}
