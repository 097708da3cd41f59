import Foundation
import Testing

/// Input written to break listdocs: every case gets a located error or a safe page, never
/// a crash, a silent loss, or a file written outside the output.
@Suite struct HostileInputTests {
    @Test(arguments: [
        ("...md", "a page address starts with a letter or digit"),
        (".md", "the file name has nothing before '.md'"),
        ("index.html.md", "would collide with the files the site writes"),
        ("404.html.md", "would collide with the files the site writes"),
        ("assets.md", "'assets' is a folder the site writes itself"),
        ("embed.md", "'embed' is a folder the site writes itself"),
        ("a b.md", "' ' cannot be part of a page address"),
        ("100%.md", "'%' cannot be part of a page address"),
        ("what?.md", "'?' cannot be part of a page address"),
        ("c#.md", "'#' cannot be part of a page address"),
        ("a:b.md", "':' cannot be part of a page address"),
        ("say\"hi\".md", "'\\\"' cannot be part of a page address"),
        ("tab\there.md", "'\\t' cannot be part of a page address"),
    ])
    func aFileNameThatCannotBeAnAddressIsAnErrorNamingIt(name: String, reason: String) throws {
        let root = try site([name: goodRecipe])
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Content/\(name): error: this file's name cannot be a page address: "),
            "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Content"])
        try FileManager.default.removeItem(at: root)
    }

    @Test func slugsThatDifferOnlyInCaseAreAnError() throws {
        let root = try site(["Intro.md": goodRecipe, "intro.md": goodRecipe])
        let result = try listdocs(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("differs only in case"))
        try FileManager.default.removeItem(at: root)
    }

    @Test func noLinkOnAPageRunsCodeOrOpensTheReadersFiles() throws {
        let hostile = """
            ---
            title: Links
            ---

            [a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](java&#x09;script:alert(1)) [d](  javascript:x)
            [e](&#106;avascript:alert(1)) <vbscript:msgbox> [f](file:///etc/passwd) [g](data:text/html,<script>x</script>)
            ![h](data:image/svg+xml,<svg/onload=alert(1)>) ![i](data:image/png;base64,iVBOR) [ok](https://example.org)
            [ref][r] <javascript:alert(2)>

            [r]: javascript:alert(3)
            """
        for rawHTML in [false, true] {
            let root = try site(["links.md": hostile])
            if rawHTML {
                try Data("allow_raw_html: true\n".utf8).write(
                    to: root.appendingPathComponent("listdocs.yml"))
            }
            let result = try listdocs(["build"], in: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "links.md:5:1: warning: this link's 'javascript:' URL was removed"))
            let page = try String(
                contentsOf: root.appendingPathComponent("_site/links/index.html"), encoding: .utf8)
            let urls = page.matches(of: #/(?:href|src)="([^"]*)"/#).map { String($0.output.1) }
            for url in urls {
                let squeezed = url.lowercased().filter { !$0.isWhitespace }
                for scheme in [
                    "javascript:", "vbscript:", "file:", "data:text", "data:image/svg", "&#",
                ] {
                    #expect(!squeezed.hasPrefix(scheme), "\(url)")
                }
            }
            #expect(urls.contains("https://example.org"))
            #expect(urls.contains("data:image/png;base64,iVBOR"))
            try FileManager.default.removeItem(at: root)
        }
    }

    @Test(arguments: [
        ("javascript:alert(1)", "must be an absolute http(s):// URL or a path starting with '/'"),
        ("//evil.example/", "must be an absolute http(s):// URL or a path starting with '/'"),
        ("docs/", "must be an absolute http(s):// URL or a path starting with '/'"),
        ("https://", "has no host"),
        ("/docs/\"><script>", "which a URL cannot hold unescaped"),
        ("https://example.org/a b/", "which a URL cannot hold unescaped"),
    ])
    func aBaseURLMustBeAbsoluteOrARootedPath(value: String, reason: String) throws {
        let root = try site(["good.md": goodRecipe])
        let flag = try listdocs(["build", "--base-url", value], in: root)
        #expect(flag.status == 1)
        #expect(flag.stderr.hasPrefix("--base-url: error: '\(value)' "), "\(flag.stderr)")
        #expect(flag.stderr.contains(reason))
        let yaml = "title: T\nbase_url: '\(value.replacingOccurrences(of: "'", with: "''"))'\n"
        try Data(yaml.utf8).write(to: root.appendingPathComponent("listdocs.yml"))
        let config = try listdocs(["build"], in: root)
        #expect(config.status == 1)
        #expect(
            config.stderr.hasPrefix("listdocs.yml:2:11: error: base_url '\(value)' "),
            "\(config.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                "Content", "listdocs.yml",
            ])
        try FileManager.default.removeItem(at: root)
    }

    @Test func aGoodBaseURLIsUsedOnTheNotFoundPage() throws {
        let root = try site(["good.md": goodRecipe])
        #expect(
            try listdocs(["build", "--base-url", "https://example.org/docs"], in: root).status == 0)
        let page = try String(
            contentsOf: root.appendingPathComponent("_site/404.html"), encoding: .utf8)
        #expect(page.contains("href=\"https://example.org/docs/\""))
        try FileManager.default.removeItem(at: root)
    }

    @Test func aNulByteIsAnErrorWhereItIs() throws {
        let root = try site(["n.md": "---\ntitle: N\n---\n\nab\0cd and more text after it\n"])
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Content/n.md:5:3: error: this file holds a NUL byte (U+0000) here"),
            "\(result.stderr)")
        try FileManager.default.removeItem(at: root)
    }

    /// U+FFFE and U+FFFF are valid UTF-8 but no XML document may hold them: a feed, a page's
    /// picture or an SVG export with one would be ill-formed.
    @Test(arguments: ["\u{FFFE}", "\u{FFFF}"])
    func aNoncharacterIsAnErrorWhereItIs(noncharacter: String) throws {
        let root = try site(["n.md": "---\ntitle: N\n---\n\nab\(noncharacter)cd\n"])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        let name = noncharacter == "\u{FFFE}" ? "FFFE" : "FFFF"
        #expect(
            result.stderr.hasPrefix(
                "Content/n.md:5:3: error: this file holds U+\(name), which is not a character here"),
            "\(result.stderr)")
    }

    @Test func bytesThatAreNotUTF8AreAnErrorWhereTheyAre() throws {
        let root = try site([:])
        try Data("---\ntitle: B\n---\nfine\nbad \u{00E9}".utf8.dropLast(1) + [0xFF, 0x0A]).write(
            to: root.appendingPathComponent("Content/b.md"))
        let result = try listdocs(["check"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("Content/b.md:5:5: error: this file is not UTF-8 text"),
            "\(result.stderr)")
        try FileManager.default.removeItem(at: root)
    }

    @Test func deepNestingIsADiagnosticNotACrash() throws {
        let root = try site([:])
        let script =
            "state: 0, 1\n"
            + (0..<1400).map { String(repeating: " ", count: $0) + "batch\n" }.joined()
        try Data(script.utf8).write(to: root.appendingPathComponent("deep.listdocs"))
        let result = try listdocs(["run", "deep.listdocs"], in: root)
        #expect(!result.signalled)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "deep.listdocs:66:65: error: batch and completion blocks nest at most 64 deep"))
        try FileManager.default.removeItem(at: root)
    }

    /// A completion that holds the next batch and completion, 600 levels deep: the first
    /// completion inside a completion is refused before its lines are read, with the rest of
    /// its block (it used to be read in full first, which at 2,500 levels overflowed the
    /// stack and killed a running preview).
    @Test func aCompletionInACompletionIsRefusedUnread() throws {
        let root = try site([:])
        let script =
            "state: 0\n"
            + (0..<600).map { level in
                let indent = String(repeating: " ", count: level)
                return indent + "batch\n" + indent + " reload row [0, 0]\n" + indent
                    + "completion\n"
            }.joined()
        try Data(script.utf8).write(to: root.appendingPathComponent("deep.listdocs"))
        let result = try listdocs(["check", "deep.listdocs"], in: root)
        #expect(!result.signalled)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "deep.listdocs:7:2: error: 'completion' cannot appear in a completion block"),
            "\(result.stderr.prefix(400))")
        #expect(result.stderr.components(separatedBy: ": error: ").count == 2)
        try FileManager.default.removeItem(at: root)
    }

    /// A completion and then batches 1,000 deep: the completion is a level as each batch
    /// is, and the 65th level is refused with its whole block skipped.
    @Test func aCompletionAndBatchesPastTheLimitAreOneDiagnostic() throws {
        let root = try site([:])
        let script =
            "state: 0\nreload row [0, 0]\ncompletion\n"
            + (1...1000).map { String(repeating: " ", count: $0) + "batch\n" }.joined()
        try Data(script.utf8).write(to: root.appendingPathComponent("deep.listdocs"))
        let result = try listdocs(["check", "deep.listdocs"], in: root)
        #expect(!result.signalled)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "deep.listdocs:67:65: error: batch and completion blocks nest at most 64 deep, in any mix; this batch opens level 65"
            ), "\(result.stderr.prefix(400))")
        try FileManager.default.removeItem(at: root)
    }

    /// Deeper nesting needs more bytes than a script or a file may hold: both limits answer
    /// before anything is parsed (a 17 MiB recipe is not even read).
    @Test func aScriptOrFilePastItsSizeLimitIsRefusedUnread() throws {
        let root = try site([:])
        let script = "state: 0\n" + String(repeating: "delete row [0, 0]\n", count: 60_000)
        try Data(script.utf8).write(to: root.appendingPathComponent("long.listdocs"))
        let long = try listdocs(["check", "long.listdocs"], in: root)
        #expect(long.status == 1)
        #expect(
            long.stderr.hasPrefix(
                "long.listdocs:1:1: error: this script holds 1080009 bytes; a walkthrough's script holds at most 1048576 (1 MiB)"
            ), "\(long.stderr)")
        let huge = root.appendingPathComponent("Content/huge.md")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 17 << 20)
        try handle.close()
        let file = try listdocs(["check"], in: root)
        #expect(file.status == 1)
        #expect(
            file.stderr.contains(
                "Content/huge.md: error: this file holds 17825792 bytes; listdocs reads recipes, scripts and site files of at most 16777216 (16 MiB)"
            ), "\(file.stderr)")
        try FileManager.default.removeItem(at: root)
    }

    /// Nine-fold aliases eight deep in either YAML file a site carries: refused at the first
    /// anchor, nothing expanded (they took 2 GB and 13.6 s at seven deep, and more than
    /// 18 GB at eight), and nothing written.
    @Test(arguments: ["listdocs.yml", "Templates/strings.yml"])
    func aYAMLAliasBombIsRefusedWhereItsFirstAnchorIs(file: String) throws {
        let root = try site(["good.md": goodRecipe])
        var lines = ["a0: &a0 [\(Array(repeating: "\"lol\"", count: 9).joined(separator: ","))]"]
        for level in 1..<8 {
            let items = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",")
            lines.append("a\(level): &a\(level) [\(items)]")
        }
        lines.append("title: *a7")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try Data(lines.joined(separator: "\n").utf8).write(
            to: root.appendingPathComponent(file))
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("\(file):1:5: error: ")
                && result.stderr.contains(
                    "uses a YAML anchor or alias (&a0 or *a0); listdocs reads neither"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
        try FileManager.default.removeItem(at: root)
    }

    @Test(arguments: ["\r\n", "\r"])
    func diagnosticsQuoteTheRightLineWhateverTheLineEndings(newline: String) throws {
        let text = [
            "---", "title: E", "---", "", "```listdocs", "state: 0, 1", "delete rwo [0, 1]", "```",
            "",
        ].joined(separator: newline)
        let root = try site(["e.md": text])
        let result = try listdocs(["check"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Content/e.md:7:8: error: unknown form 'delete rwo'; did you mean 'row'?\ndelete rwo [0, 1]\n       ^\n"
            ), "\(result.stderr)")
        try FileManager.default.removeItem(at: root)
    }

    @Test func missingFilesAndFoldersAreNamed() throws {
        let root = try site([:])
        let check = try listdocs(["check", "missing.md"], in: root)
        #expect(check.status == 1)
        #expect(
            check.stderr.hasPrefix("missing.md: error: this file does not exist"), "\(check.stderr)"
        )
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let build = try listdocs(["build"], in: empty)
        #expect(build.status == 1)
        #expect(
            build.stderr.hasPrefix("Content: error: there is no Content/ folder here"),
            "\(build.stderr)")
        let source = try listdocs(["build", "--source", "nowhere"], in: root)
        #expect(source.status == 1)
        #expect(
            source.stderr.hasPrefix("nowhere: error: the site's folder does not exist"),
            "\(source.stderr)")
        let serve = try listdocs(["serve", "--source", "nowhere", "--port", "0"], in: root)
        #expect(serve.status == 1)
        #expect(serve.stderr.contains("nowhere: the site's folder does not exist"))
        #expect(try tree(root).keys.sorted() == ["Content/", "empty/"])
        try FileManager.default.removeItem(at: root)
    }

    @Test func filesReachedThroughLinksOutOfTheSiteAreRefused() throws {
        let outside = try site([:])
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try Data(goodRecipe.utf8).write(to: outside.appendingPathComponent("elsewhere.md"))
        let root = try site(["good.md": goodRecipe])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Content/linked.md").path,
            withDestinationPath: outside.appendingPathComponent("elsewhere.md").path)
        let recipe = try listdocs(["build"], in: root)
        #expect(recipe.status == 1)
        #expect(
            recipe.stderr.contains("Content/linked.md: error: this file is a symbolic link to"),
            "\(recipe.stderr)")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/linked.md"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Templates/assets/secret.txt").path,
            withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        let asset = try listdocs(["build"], in: root)
        #expect(asset.status == 1)
        #expect(asset.stderr.contains("this asset is a symbolic link to"), "\(asset.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
        try FileManager.default.removeItem(at: root)
        try FileManager.default.removeItem(at: outside)
    }
}

/// Names and pasted text reach the terminal shown, never obeyed: no escape sequence of
/// theirs is printed raw.
@Suite struct TerminalEscapeTests {
    @Test func aFileNameWithEscapeSequencesIsPrintedEscaped() throws {
        let name = "clear\u{1B}[2J\u{1B}]0;owned\u{07}.md"
        let root = try site([name: goodRecipe])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(["build"], in: root)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains("clear\\u{1B}[2J\\u{1B}]0;owned\\u{7}.md"))
    }

    @Test func aPastedLogWithEscapeSequencesIsQuotedEscaped() throws {
        let root = try temporaryFolder()
        defer { removeTemporaryFolder(root) }
        let log = root.appendingPathComponent("log.txt")
        try Data("\u{1B}]0;owned\u{07}not a crash\u{9B}2J\n".utf8).write(to: log)
        let result = try listdocs(["explain", log.path], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("no list-update exception found"))
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{9B}"))
        #expect(!result.stderr.contains("\u{07}"))
    }
}
