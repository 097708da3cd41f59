import Foundation
import Testing
import Yams

/// `listdocs init --github-pages`: a workflow that builds and publishes the site with GitHub
/// Pages, added to a new site or to one that exists, never replacing a file.
@Suite struct GitHubPagesTests {
    let workflowPath = ".github/workflows/listdocs-pages.yml"

    func workflow(_ root: URL) throws -> [String: Any] {
        let text = try String(
            contentsOf: root.appendingPathComponent(workflowPath), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    @Test func aNewSiteGetsAWorkflowThatChecksBuildsAndDeploys() throws {
        let folder = try temporaryFolder("listdocs-pages-new")
        defer { removeTemporaryFolder(folder) }
        let result = try listdocs(
            [
                "init", "site", "--github-pages", "--listdocs-repository",
                "https://example.org/listdocs.git", "--branch", "trunk",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("choose \"GitHub Actions\" as the source"))
        #expect(!result.stdout.contains("LISTDOCS_REPOSITORY"))
        let root = folder.appendingPathComponent("site")
        let flow = try workflow(root)
        let on = try #require(flow["on"] as? [String: Any])
        let push = try #require(on["push"] as? [String: Any])
        #expect(push["branches"] as? [String] == ["trunk"])
        let permissions = try #require(flow["permissions"] as? [String: String])
        #expect(permissions["pages"] == "write" && permissions["id-token"] == "write")
        let jobs = try #require(flow["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        let env = try #require(build["env"] as? [String: String])
        #expect(env["LISTDOCS_REPOSITORY"] == "https://example.org/listdocs.git")
        let steps = try #require(build["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(runs.contains("listdocs check --strict"))
        #expect(runs.contains("listdocs build --base-url \"${{ steps.pages.outputs.base_url }}/\""))
        let uses = steps.compactMap { $0["uses"] as? String }
        #expect(uses.contains("actions/configure-pages@v5"))
        #expect(uses.contains("actions/upload-pages-artifact@v3"))
        let upload = try #require(
            steps.first { $0["uses"] as? String == "actions/upload-pages-artifact@v3" })
        #expect((upload["with"] as? [String: String])?["path"] == "_site")
        let deploy = try #require(jobs["deploy"] as? [String: Any])
        #expect(deploy["needs"] as? String == "build")
        // The site itself builds as the workflow builds it.
        #expect(try listdocs(["check", "--strict"], in: root).status == 0)
    }

    @Test func anExistingSiteGetsOnlyTheWorkflowAndNothingIsReplaced() throws {
        let root = try site(["a.md": goodRecipe])
        defer { removeTemporaryFolder(root) }
        try "title: Mine\n".write(
            to: root.appendingPathComponent("listdocs.yml"), atomically: true, encoding: .utf8)
        let result = try listdocs(["init", "--github-pages"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Added to the site in this folder: \(workflowPath)."))
        // Without --listdocs-repository the workflow reads a repository variable, and says so.
        #expect(result.stdout.contains("repository variable LISTDOCS_REPOSITORY"))
        let env = try #require(
            ((try workflow(root))["jobs"] as? [String: Any]).flatMap {
                $0["build"] as? [String: Any]
            }?[
                "env"] as? [String: String])
        #expect(env["LISTDOCS_REPOSITORY"] == "${{ vars.LISTDOCS_REPOSITORY }}")
        #expect(
            try String(contentsOf: root.appendingPathComponent("listdocs.yml"), encoding: .utf8)
                == "title: Mine\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Content/first-walkthrough.md").path))
        // A workflow already there is kept as it is.
        try "name: mine\n".write(
            to: root.appendingPathComponent(workflowPath), atomically: true, encoding: .utf8)
        let again = try listdocs(["init", "--github-pages"], in: root)
        #expect(again.status == 0)
        #expect(again.stderr.contains("note: \(workflowPath) already exists; left as it is"))
        #expect(
            try String(contentsOf: root.appendingPathComponent(workflowPath), encoding: .utf8)
                == "name: mine\n")
    }

    @Test func workflowOptionsWithoutTheFlagAreAnError() throws {
        let folder = try temporaryFolder("listdocs-pages-flag")
        defer { removeTemporaryFolder(folder) }
        let result = try listdocs(["init", "--branch", "trunk"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("add --github-pages"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
