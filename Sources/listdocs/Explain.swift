import ArgumentParser
import Foundation
import ListDocsExplain
import ListDocsSite

/// `listdocs explain`: a crash log in, a recipe that reproduces the crash and shows the fix out.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Turn a UIKit list-update crash (a console log or its reason) into a recipe that reproduces it.",
        discussion: """
            Reads FILE, or standard input when no file is given, finds the exception a \
            table view, collection view or diffable data source raised (an update, or a \
            scroll past the end), or Swift's "Index out of range" in a data source's \
            cellForRowAt, and writes a recipe whose first walkthrough dies of exactly that \
            reason and whose second shows the fix. Both are run before anything is written.
            """)

    @Argument(
        help: "A console log, crash report or bare exception reason (standard input when omitted).")
    var file: String?

    @Option(
        help:
            "Write the recipe to this file instead of standard output (an existing file is never replaced)."
    )
    var output: String?

    @Option(
        help:
            "Which list-update exception of the log to explain, counting from 1 in the order of the log (default: the first)."
    )
    var index: Int = 1

    func run() throws {
        // A log is read as it is, like standard input: terminal colours and stray bytes
        // are the explainer's to skip, not a reason to refuse the file.
        let text: String
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                let exists = FileManager.default.fileExists(atPath: file)
                Console.error(
                    "\(file): error: \(exists ? "this file cannot be read" : "this file does not exist")"
                )
                throw ExitCode.failure
            }
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let explanation: Explanation
        do {
            explanation = try Explainer.explain(text, index: index)
        } catch {
            Console.error("\(file ?? "<stdin>"): error: \(error.message)")
            throw ExitCode.failure
        }
        if explanation.exceptionsFound > 1 {
            let next =
                explanation.exceptionIndex < explanation.exceptionsFound
                ? "; --index \(explanation.exceptionIndex + 1) explains the next" : ""
            Console.error(
                "note: the log holds \(explanation.exceptionsFound) different list-update exceptions; this is number \(explanation.exceptionIndex)\(next)"
            )
        }
        guard let output else {
            print(explanation.recipe, terminator: "")
            return
        }
        let url = URL(fileURLWithPath: output)
        do {
            try Data(explanation.recipe.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            Console.error(
                "\(output): error: cannot write the recipe (\(FileManager.default.fileExists(atPath: output) ? "the file exists; listdocs never replaces a file" : error.localizedDescription))"
            )
            throw ExitCode.failure
        }
        Console.error(
            "wrote \(output): \(explanation.kind.rawValue), \(explanation.versions), runs as \(explanation.ios)"
        )
    }
}
