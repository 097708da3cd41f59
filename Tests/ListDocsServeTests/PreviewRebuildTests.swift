import Foundation
import ListDocsServe
import Testing

/// The preview's rebuild after a save: the saved recipe's page, and the index only when
/// what the index shows of that recipe changed.
@Suite struct PreviewRebuildTests {
    @Test func theIndexIsRenderedAgainOnlyWhenItsEntryChanges() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listdocs-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let recipe = root.appendingPathComponent("Content/a.md")
        func save(_ text: String) throws {
            // File times are coarse: make sure the save is seen as one.
            Thread.sleep(forTimeInterval: 0.05)
            try text.write(to: recipe, atomically: true, encoding: .utf8)
        }
        try save("---\ntitle: First\n---\n\nHello.\n")
        let builder = PreviewBuilder(root: root, defaultTemplates: LivePreviewTests.templates)
        #expect(builder.rebuild()?.rebuilt == "everything")
        let index = builder.site.files["index.html"]

        try save("---\ntitle: First\n---\n\nHello again.\n")
        let bodyEdit = try #require(builder.rebuild())
        #expect(bodyEdit.rebuilt.hasSuffix("a.md"))
        #expect(builder.site.files["index.html"] == index)
        #expect(String(decoding: builder.site.files["a/index.html"] ?? Data(), as: UTF8.self).contains("Hello again."))

        try save("---\ntitle: Second\n---\n\nHello again.\n")
        let titleEdit = try #require(builder.rebuild())
        #expect(titleEdit.rebuilt.hasSuffix("a.md and the index"))
        #expect(String(decoding: builder.site.files["index.html"] ?? Data(), as: UTF8.self).contains("Second"))
    }
}
