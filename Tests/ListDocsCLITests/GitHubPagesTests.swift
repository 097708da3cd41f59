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
        // No job may write to Pages but the deploy job; the build job (which runs the cloned
        // listdocs' make install) reads the repository and nothing else.
        #expect((flow["permissions"] as? [String: Any])?.isEmpty == true)
        let jobs = try #require(flow["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        #expect(
            build["permissions"] as? [String: String] == ["contents": "read", "pages": "read"])
        let env = try #require(build["env"] as? [String: String])
        #expect(env["LISTDOCS_REPOSITORY"] == "https://example.org/listdocs.git")
        let steps = try #require(build["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        #expect(runs.contains("listdocs check --strict"))
        #expect(runs.contains("listdocs build --base-url \"${{ steps.pages.outputs.base_url }}/\""))
        #expect(runs.contains("fetch -q --depth 1 -- \"$LISTDOCS_REPOSITORY\" \"$LISTDOCS_REF\""))
        #expect(!runs.contains("init --github-pages --listdocs-repository URL again"))
        let deploy = try #require(jobs["deploy"] as? [String: Any])
        #expect(deploy["needs"] as? String == "build")
        #expect(
            deploy["permissions"] as? [String: String] == ["pages": "write", "id-token": "write"])
        // Every action is pinned to a commit.
        let deploySteps = try #require(deploy["steps"] as? [[String: Any]])
        let uses = (steps + deploySteps).compactMap { $0["uses"] as? String }
        #expect(uses.count == 4)
        for action in uses {
            let commit = action.split(separator: "@").last ?? ""
            #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit), "\(action)")
        }
        let upload = try #require(
            steps.first {
                ($0["uses"] as? String)?.hasPrefix("actions/upload-pages-artifact@") == true
            })
        #expect((upload["with"] as? [String: String])?["path"] == "_site")
        // The site itself builds as the workflow builds it.
        #expect(try listdocs(["check", "--strict"], in: root).status == 0)
    }

    @Test func anExplainedCrashPassesTheChecksTheWorkflowRuns() throws {
        let folder = try temporaryFolder("listdocs-pages-explained")
        defer { removeTemporaryFolder(folder) }
        #expect(try listdocs(["init", "site", "--github-pages"], in: folder).status == 0)
        let root = folder.appendingPathComponent("site")
        let log = folder.appendingPathComponent("crash.log")
        try Data(
            "reason: 'attempt to delete row 3 from section 0 which only contains 2 rows before the update'"
                .utf8
        ).write(to: log)
        let output = root.appendingPathComponent("Content/explained-crash.md")
        let explained = try listdocs(["explain", log.path, "--output", output.path], in: root)
        #expect(explained.status == 0, "\(explained.stderr)")
        let strict = try listdocs(["check", "--strict"], in: root)
        #expect(strict.status == 0, "\(strict.stderr)")
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

    /// A value Actions would evaluate, or the shell would read as more than one word, never
    /// reaches the file.
    @Test(arguments: [
        ("--branch", "${{ github.token }}", "is not a git branch, tag or commit name"),
        ("--listdocs-ref", "main\"; curl x | sh", "is not a git branch, tag or commit name"),
        ("--listdocs-ref", "--upload-pack=x", "is not a git branch, tag or commit name"),
        ("--listdocs-repository", "https://x/${{ secrets.T }}", "is not a git URL"),
        ("--listdocs-repository", "-oProxyCommand=x", "is not a git URL"),
        ("--container", "swift:6.1 ${{ x }}", "is not a container image"),
    ])
    func aValueTheWorkflowCouldEvaluateIsRefused(option: String, value: String, reason: String)
        throws
    {
        let folder = try temporaryFolder("listdocs-pages-values")
        defer { removeTemporaryFolder(folder) }
        let result = try listdocs(
            ["init", "site", "--github-pages", "\(option)=\(value)"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: \(option) '"), "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A commit pins listdocs; a branch is built as it moves, and init says so.
    @Test func aBranchRefIsNamedAsMovingAndACommitIsNot() throws {
        let folder = try temporaryFolder("listdocs-pages-ref")
        defer { removeTemporaryFolder(folder) }
        let moving = try listdocs(["init", "one", "--github-pages"], in: folder)
        #expect(moving.stdout.contains("It builds listdocs from 'main', which moves"))
        let commit = String(repeating: "0123456789", count: 4)
        let pinned = try listdocs(
            ["init", "two", "--github-pages", "--listdocs-ref", commit], in: folder)
        #expect(pinned.status == 0, "\(pinned.stderr)")
        #expect(!pinned.stdout.contains("which moves"))
        let env = try #require(
            ((try workflow(folder.appendingPathComponent("two")))["jobs"] as? [String: Any])
                .flatMap { $0["build"] as? [String: Any] }?["env"] as? [String: String])
        #expect(env["LISTDOCS_REF"] == commit)
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
