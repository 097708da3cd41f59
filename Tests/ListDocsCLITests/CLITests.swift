import Foundation
import Testing

/// Runs the built `listdocs` binary the way a user does.
@Suite struct CLITests {
    let good =
        "---\ntitle: Good\n---\n\n```listdocs\nstate: 0, 1\ndelete row [0, 0]\nexpect: 1\n```\n"

    /// A reason of several lines reads as lines in the terminal, indented under its note,
    /// not as one line with `\u{A}` in it.
    @Test func aMultiLineReasonIsPrintedAsIndentedLines() throws {
        let recipe = """
            ---
            title: R
            ---

            ```listdocs source=diffable
            state
              Fruit: Kiwi, Pear
            apply
              Fruit: Kiwi, Kiwi
            expect crash "Nope"
            ```
            """
        let root = try site(["r.md": recipe])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["check"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "actual reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n      Kiwi\n  )}'"
            ), "\(result.stderr)")
        #expect(!result.stderr.contains("\\u{A}"))
    }

    @Test func versionNamesTheDefaultAndTheNewestModelledIOS() throws {
        let root = try temporaryFolder()
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["--version"], in: root)
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "listdocs 0.9.0 (walkthroughs run as iOS 17 unless ios= says otherwise; the newest version modelled is iOS 26)\n"
        )
    }

    @Test func checkRunsBareScriptsAsRunDoes() throws {
        let root = try site(["good.md": good])
        defer { removeTemporaryFolder(root) }
        try Data("state: A, B\ndelete row [0, 0]\nexpect: B\n".utf8).write(
            to: root.appendingPathComponent("ok.listdocs"))
        try Data("state: A, B\nreloadData()\n".utf8).write(
            to: root.appendingPathComponent("bad.listdocs"))
        let alone = try listdocs(["check", "ok.listdocs"], in: root)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout == "Checked 1 script, 1 walkthrough: no errors\n")
        let both = try listdocs(["check", "Content/good.md", "ok.listdocs"], in: root)
        #expect(both.stdout == "Checked 1 recipe and 1 script, 2 walkthroughs: no errors\n")
        let bad = try listdocs(["check", "bad.listdocs"], in: root)
        #expect(bad.status == 1)
        #expect(
            bad.stderr.hasPrefix(
                "bad.listdocs:2:1: error: 'reloadData' is UIKit's name; a script writes 'reload data'"
            ))
    }

    @Test func helpLanguagePrintsTheReferenceAndCompletionsAreWritten() throws {
        let root = try temporaryFolder()
        defer { removeTemporaryFolder(root) }
        let help = try listdocs(["help", "language"], in: root)
        #expect(help.status == 0)
        #expect(help.stdout.contains("delete row [0, 3], delete rows [0, 3], [0, 0]"))
        let language = try listdocs(["language"], in: root)
        #expect(language.stdout.hasPrefix("The listdocs edit-script language"))
        #expect(language.stdout.contains("\nbatch \"caption\" + indented lines\n"))
        for shell in ["bash", "zsh", "fish"] {
            let script = try listdocs(["--generate-completion-script", shell], in: root)
            #expect(script.status == 0)
            #expect(script.stdout.contains("export"), "\(shell)")
        }
    }

    @Test func buildWritesThePagesAndSaysSo() throws {
        let root = try site(["good.md": good])
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                "Wrote 4 pages (and 1 embed page, 3 pictures, 1 code file) to _site in "))
        #expect(
            result.stderr.contains("note: no feed.xml or sitemap.xml: their links must be absolute")
        )
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("_site/good/index.html").path))
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("_site/assets/listdocs.css").path))
        let again = try listdocs(["build"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(
            again.stdout.hasPrefix(
                "Nothing changed since the last build: the 4 pages in _site are up to date"))
        let forced = try listdocs(["build", "--force"], in: root)
        #expect(forced.stdout.hasPrefix("Wrote 4 pages"), "\(forced.stdout)")
    }

    @Test func brokenFrontMatterGivesOnePreciseErrorAndKeepsTheOldSite() throws {
        let root = try site(["good.md": good])
        #expect(try listdocs(["build"], in: root).status == 0)
        let page = root.appendingPathComponent("_site/good/index.html")
        let before = try Data(contentsOf: page)
        try "---\ntitle: \"unclosed\n---\n".write(
            to: root.appendingPathComponent("Content/good.md"), atomically: true, encoding: .utf8)
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Content/good.md:") == true)
        #expect(lines.first?.contains(": error: front matter is not valid YAML") == true)
        #expect(result.stderr.hasSuffix("1 error, 0 warnings\n"))
        #expect(try Data(contentsOf: page) == before)
    }

    @Test func scriptErrorsPrintTheSourceLineAndACaret() throws {
        let root = try site([
            "bad.md": "---\ntitle: Bad\n---\n\n```listdocs\nstate: 0, 1\ndelete rwo [0, 1]\n```\n"
        ])
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                """
                Content/bad.md:7:8: error: unknown form 'delete rwo'; did you mean 'row'?
                delete rwo [0, 1]
                       ^
                """))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test func runPrintsStepsAndTheCrashAsTheConsoleDoes() throws {
        let root = try site([:])
        try "state: 0, 1\ntable deleteRows [0, 0]\nexpect crash \"Invalid\"\n".write(
            to: root.appendingPathComponent("crash.listdocs"), atomically: true, encoding: .utf8)
        let result = try listdocs(["run", "crash.listdocs"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid"
            ))
        try "state: 0, 1\ntable deleteRows [0, 0]\n".write(
            to: root.appendingPathComponent("crash.listdocs"), atomically: true, encoding: .utf8)
        #expect(try listdocs(["run", "crash.listdocs"], in: root).status == 1)
    }

    @Test func checkIsStrictAboutWarnings() throws {
        let stale =
            "---\ntitle: S\n---\n\n```listdocs\nstate: 0, 1\nbatch\n  data set [0, 0] \"x\"\n```\n"
        let root = try site(["s.md": stale])
        #expect(try listdocs(["check"], in: root).status == 0)
        let strict = try listdocs(["check", "--strict"], in: root)
        #expect(strict.status == 1)
        #expect(
            strict.stderr.contains(
                "warning: after this update the screen differs from the data source"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    /// `check --format json` prints one object per diagnostic, for editors and CI.
    @Test func checkPrintsDiagnosticsAsJSON() throws {
        let root = try site([
            "bad.md": "---\ntitle: Bad\n---\n\n```listdocs\nstate: 0, 1\ndelte row [0, 1]\n```\n",
            "good.md": good,
        ])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["check", "--format", "json"], in: root)
        #expect(result.status == 1)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["file"] as? String == "Content/bad.md")
        #expect(entries.first?["line"] as? Int == 7)
        #expect(entries.first?["column"] as? Int == 1)
        #expect(entries.first?["severity"] as? String == "error")
        #expect(entries.first?["suggestion"] as? String == "delete")
        #expect(result.stderr.isEmpty)
        let clean = try listdocs(["check", "--format", "json", "Content/good.md"], in: root)
        #expect(clean.status == 0)
        #expect(clean.stdout == "[]\n")
    }

    @Test func theBuildSummaryCountsTheWarningsPrintedAboveIt() throws {
        let root = try site([
            "noted.md":
                "---\ntitle: Noted\n---\n\n```listdocs\nstate: A, B\ndelete row [0, 0]\nnote \"late\"\n```\n"
        ])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: a note captions the step after it"))
        #expect(result.stdout.hasSuffix(" s; 1 warning\n"), "\(result.stdout)")
    }

    /// A draft is checked but not published; `build --drafts` publishes it, marked.
    @Test func draftsArePublishedOnlyWhenAskedAndThenMarked() throws {
        let root = try site([
            "good.md": good,
            "wip.md": "---\ntitle: Work in progress\ndraft: true\n---\n\nSoon.\n",
        ])
        defer { removeTemporaryFolder(root) }
        let first = try listdocs(["build"], in: root)
        #expect(first.status == 0)
        // The summary says what the pages do not show.
        #expect(
            first.stdout.hasSuffix(" s; 1 draft left out (build --drafts shows it)\n"),
            "\(first.stdout)")
        let site = root.appendingPathComponent("_site")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("wip").path))
        let drafts = try listdocs(["build", "--drafts"], in: root)
        #expect(drafts.status == 0)
        #expect(!drafts.stdout.contains("left out"))
        let page = try String(
            contentsOf: site.appendingPathComponent("wip/index.html"), encoding: .utf8)
        #expect(page.contains("Draft: a plain <code>listdocs build</code> leaves this recipe out"))
        #expect(!page.contains("not published"))
        let index = try String(
            contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            index.contains("Work in progress</span></a> <span class=\"tag draft\">draft</span>"))
        // Back to a published build: the draft's page goes (listdocs wrote it).
        #expect(try listdocs(["build"], in: root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("wip").path))
        // Built again with nothing changed: still says the draft is left out.
        let again = try listdocs(["build"], in: root)
        #expect(again.stdout.hasPrefix("Nothing changed since the last build"), "\(again.stdout)")
        #expect(again.stdout.hasSuffix("; 1 draft left out\n"), "\(again.stdout)")
    }
}
