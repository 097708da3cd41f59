import Foundation
import ListDocsScript
import Testing

/// The terminal's language reference (`listdocs help language`) and the documentation's page
/// of forms (`Content/language-reference.md`) are one text, every form with a walkthrough
/// that shows it, and every command word has a form.
@Suite struct LanguageReferenceTests {
    /// The page's sections, in order: each one's forms, what they do, and whether a
    /// walkthrough follows before the next section.
    static func pageSections() throws -> [(entry: LanguageReference.Entry, walkthrough: Bool)] {
        let page = try String(
            contentsOf: packageRoot.appendingPathComponent("Content/language-reference.md"),
            encoding: .utf8)
        var sections: [(entry: LanguageReference.Entry, walkthrough: Bool)] = []
        var forms: String?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("**Form:** ") {
                forms = String(line.dropFirst("**Form:** ".count))
            } else if line.hasPrefix("**Does:** "), let current = forms {
                let meaning = String(line.dropFirst("**Does:** ".count))
                sections.append((LanguageReference.Entry(forms: current, meaning: meaning), false))
                forms = nil
            } else if line.hasPrefix("```listdocs"), !sections.isEmpty {
                sections[sections.count - 1].walkthrough = true
            }
        }
        return sections
    }

    @Test func theTerminalReferenceIsThePagesFormsEachWithAWalkthrough() throws {
        let sections = try Self.pageSections()
        #expect(sections.count == LanguageReference.entries.count)
        for (section, entry) in zip(sections, LanguageReference.entries) {
            #expect(section.entry == entry)
            #expect(section.walkthrough, "no walkthrough shows \(entry.forms)")
        }
    }

    @Test func everyCommandWordHasARow() {
        let forms = LanguageReference.entries.map(\.forms).joined(separator: " ")
        for word in [
            "state", "delete", "insert", "move", "reload", "batch", "data", "table",
            "expect", "tap", "swipe", "confirm", "choose", "note", "diff", "drag", "completion",
            "update", "snapshot", "apply", "section", "expand", "collapse", "reconfigure",
            "scroll", "select", "deselect",
        ] {
            #expect(forms.contains("`\(word)") || forms.contains(" \(word) "), "\(word)")
        }
    }

    @Test func theTerminalTextHasEveryFormWithoutMarkdown() {
        let text = LanguageReference.text()
        #expect(!text.contains("`") && !text.contains("**"))
        #expect(text.contains("\ndelete row [0, 3], delete rows [0, 3], [0, 0]\n    deleteRows\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.contains(" ") })
    }
}
