import Foundation
import Testing

/// `listdocs check` type-checks a recipe's prose Swift that names the page's view
/// controller against the walkthrough beside it, and warns at the block's own line.
@Suite struct ProseSwiftCheckTests {
    static func recipe(_ swift: String) -> String {
        """
        ---
        title: Prose
        ---

        Remove the second section:

        ```swift
        \(swift)
        ```

        ```listdocs id=w1
        state
          A: a
          B: b
        delete section 1
        ```
        """
    }

    func check(_ swift: String, _ extra: [String] = []) throws -> Output {
        let root = try site(["r.md": Self.recipe(swift)])
        defer { removeTemporaryFolder(root) }
        let modules = try SwiftTypeChecker.shared.modules(.iOS15)
        return try listdocs(["check", "--swift-modules", modules.path] + extra, in: root)
    }

    @Test func aNameTheModelDoesNotHaveIsAWarningAtItsLine() throws {
        let result = try check(
            "numbers.remove(at: 1)\ntableView.deleteSections(IndexSet(integer: 1), with: .fade)")
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "Content/r.md:8:1: warning: this Swift does not compile with the code of walkthrough w1 (iOS 17): cannot find 'numbers' in scope"
            ), "\(result.stderr)")
        // Strict, a warning fails the check.
        #expect(
            try check("numbers.remove(at: 1)\ntableView.reloadData()", ["--strict"]).status == 1)
    }

    @Test func theModelsOwnNamesCompile() throws {
        let result = try check(
            "sections.remove(at: 1)\ntableView.deleteSections(IndexSet(integer: 1), with: .fade)")
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
        // A method of the view controller's, with a mistake at its second line's column 9.
        let method = try check(
            """
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                sections[indexPath.section].rows.removeAll(where: 3)
            }
            """)
        #expect(method.stderr.contains("Content/r.md:9:"), "\(method.stderr)")
    }

    @Test func withoutAnSDKTheBlocksAreNamedUnchecked() throws {
        let root = try site(["r.md": Self.recipe("numbers.remove(at: 1)\ntableView.reloadData()")])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["check"], in: root, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "note: 1 Swift block of the prose not type-checked: no swiftc on the PATH"),
            "\(result.stderr)")
    }
}
