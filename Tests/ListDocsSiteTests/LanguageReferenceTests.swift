import Foundation
import ListDocsScript
import Testing

/// The terminal's language reference (`listdocs help language`) and the README's table of
/// forms are one text, and every command word has a row.
@Suite struct LanguageReferenceTests {
    /// The README's table of forms, row by row: the forms, and what they do.
    static func readmeRows() throws -> [LanguageReference.Entry] {
        let readme = try String(
            contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "| form | what it does |")) + 2
        var rows: [LanguageReference.Entry] = []
        for line in lines[start...] {
            guard line.hasPrefix("| "), line.hasSuffix(" |") else { break }
            let inner = Array(line.dropFirst(2).dropLast(2))
            // The first " | " outside code spans ends the forms.
            var inCode = false
            var split = 0
            while split + 2 < inner.count {
                if inner[split] == "`" { inCode.toggle() }
                if !inCode, inner[split] == " ", inner[split + 1] == "|", inner[split + 2] == " " {
                    break
                }
                split += 1
            }
            rows.append(
                LanguageReference.Entry(
                    forms: String(inner[..<split]), meaning: String(inner[(split + 3)...])))
        }
        return rows
    }

    @Test func theTerminalReferenceIsTheREADMEsTable() throws {
        let readme = try Self.readmeRows()
        #expect(readme.count == LanguageReference.entries.count)
        for (row, entry) in zip(readme, LanguageReference.entries) {
            #expect(row == entry)
        }
    }

    @Test func everyCommandWordHasARow() {
        let forms = LanguageReference.entries.map(\.forms).joined(separator: " ")
        for word in [
            "state", "delete", "insert", "move", "reload", "batch", "data", "table",
            "expect", "tap", "swipe", "confirm", "choose", "note", "diff", "drag", "completion",
            "update",
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
