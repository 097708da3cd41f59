import ArgumentParser
import ListDocsScript

/// `listdocs language` (also `listdocs help language`): the edit-script language's
/// reference, every form with what it does, in the terminal.
struct Language: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the edit-script language's reference: every form and what it does.",
        discussion: LanguageReference.text(width: 76))

    func run() throws {
        print(LanguageReference.text(), terminator: "")
    }
}
