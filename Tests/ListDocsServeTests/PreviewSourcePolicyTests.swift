import Foundation
import ListDocsServe
import ListDocsSite
import ListDocsTestSupport
import Testing

/// The preview reads exactly what `build` reads: a recipe that is a symbolic link out of
/// the site, or a pipe, is an error at its path, and nothing of it reaches a page.
@Suite struct PreviewSourcePolicyTests {
    @Test func aRecipeLinkedFromOutsideTheSiteIsNotServed() throws {
        let outside = try temporaryFolder("listdocs-outside")
        defer { removeTemporaryFolder(outside) }
        let secret = outside.appendingPathComponent("secret.md")
        try "---\ntitle: Outside\n---\n\nSECRET-LINE\n".write(
            to: secret, atomically: true, encoding: .utf8)
        let root = try site(["good.md": goodRecipe], prefix: "listdocs-preview-link")
        defer { removeTemporaryFolder(root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Content/linked.md").path,
            withDestinationPath: secret.path)
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        let report = try #require(builder.rebuild())
        #expect(!report.succeeded)
        #expect(
            report.diagnostics.contains {
                ($0.file ?? "").hasSuffix("Content/linked.md")
                    && $0.message.contains("symbolic link")
            }, "\(report.diagnostics.map(\.message))")
        for (_, bytes) in builder.site.files {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("SECRET-LINE"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aRecipeThatIsAPipeIsAnErrorNotAWait() throws {
        let root = try site(["good.md": goodRecipe], prefix: "listdocs-preview-fifo")
        defer { removeTemporaryFolder(root) }
        #expect(mkfifo(root.appendingPathComponent("Content/pipe.md").path, 0o600) == 0)
        let builder = PreviewBuilder(root: root, defaultTemplates: projectTemplatesFolder)
        let report = try #require(builder.rebuild())
        #expect(
            report.diagnostics.contains {
                ($0.file ?? "").hasSuffix("Content/pipe.md")
                    && $0.message.contains("not a regular file")
            }, "\(report.diagnostics.map(\.message))")
    }
}
