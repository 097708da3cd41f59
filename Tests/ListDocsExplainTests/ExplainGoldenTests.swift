import Foundation
import ListDocsEngine
import ListDocsExplain
import ListDocsTestSupport
import Testing

/// What `listdocs explain` writes for every crash of the catalog, held byte for byte against
/// the files in `Goldens/`: a change to the scenarios, the writer or the prose shows here as
/// a diff to read. A missing or different golden fails, and the new text is written to a
/// temporary folder the failure names; copy it over the golden once read.
@Suite struct ExplainGoldenTests {
    static let goldens = packageRoot.appendingPathComponent("Tests/ListDocsExplainTests/Goldens")

    /// The golden's name for the catalog's crash number `index`.
    static func name(_ index: Int, _ exception: UIKitException) -> String {
        String(format: "%02d-", index) + exception.kind.rawValue + ".md"
    }

    @Test func everyCatalogCrashIsExplainedAsItsGoldenSays() throws {
        let reasons = ExplainTests.catalogReasons
        try #require(reasons.count > 60)
        let written = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
            .filter { $0.hasSuffix(".md") }
        #expect(written.count == reasons.count, "one golden per catalog crash")
        var differing: [String] = []
        let fresh = try temporaryFolder("listdocs-explain-goldens")
        for (index, exception) in reasons.enumerated() {
            let name = Self.name(index, exception)
            let recipe = try Explainer.explain(ExplainTests.log(exception)).recipe
            let golden = try? String(
                contentsOf: Self.goldens.appendingPathComponent(name), encoding: .utf8)
            try Data(recipe.utf8).write(to: fresh.appendingPathComponent(name))
            // The input too, so the text can be checked with any build of `listdocs explain`.
            try Data(ExplainTests.log(exception).utf8).write(
                to: fresh.appendingPathComponent(name.replacing(".md", with: ".log")))
            if golden != recipe { differing.append(name) }
        }
        #expect(
            differing.isEmpty, "differs from its golden (new text in \(fresh.path)): \(differing)")
        if differing.isEmpty { removeTemporaryFolder(fresh) }
    }
}
