import Foundation
import Testing

/// `listdocs export`: the files it names, the same bytes on every run, and nothing written
/// when a program it needs is missing or the walkthrough is unknown.
@Suite struct ExportTests {
    static let recipe = """
        ---
        title: Export
        ---

        ```listdocs id=fruit title="Delete and insert"
        state: Apple, Banana, Cherry
        batch
          delete row [0, 1]
          insert row [0, 0] "Date"
        ```

        ```listdocs
        state: A, B
        move row [0, 1] to [0, 0]
        ```
        """

    /// Whether a program is on this machine's `PATH`.
    static func available(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    @Test func theSVGsAreNamedAfterTheWalkthroughAndTheSameEveryRun() throws {
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        let first = try listdocs(
            ["export", "Content/export.md", "--output", "one"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Wrote 6 files to one/"))
        let second = try listdocs(
            ["export", "Content/export.md", "--output", "two"], in: root)
        #expect(second.status == 0, "\(second.stderr)")
        let one = try tree(root.appendingPathComponent("one"))
        #expect(
            one.keys.sorted()
                == [
                    "export-w2-step-0.svg", "export-w2-step-1.svg", "export-w2.svg",
                    "fruit-step-0.svg", "fruit-step-1.svg", "fruit.svg",
                ].sorted())
        #expect(one == (try tree(root.appendingPathComponent("two"))))
        let animated = String(decoding: one["fruit.svg"]!, as: UTF8.self)
        #expect(animated.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(animated.contains("@keyframes"))
        #expect(String(decoding: one["fruit-step-1.svg"]!, as: UTF8.self).contains(">Date</text>"))
    }

    /// `--pace real` times the animation at UIKit's speed: the animated SVG loops as long
    /// but is another animation; the pictures of single steps are the same; an unknown pace
    /// names the two there are.
    @Test func thePaceTimesTheAnimationAndLeavesTheStepsAlone() throws {
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        let real = try listdocs(
            ["export", "Content/export.md", "--pace", "real", "--output", "real"], in: root)
        #expect(real.status == 0, "\(real.stderr)")
        let staged = try listdocs(
            ["export", "Content/export.md", "--pace", "staged", "--output", "staged"], in: root)
        #expect(staged.status == 0, "\(staged.stderr)")
        let (fast, slow) = (
            try tree(root.appendingPathComponent("real")),
            try tree(root.appendingPathComponent("staged"))
        )
        #expect(fast["fruit.svg"] != slow["fruit.svg"])
        #expect(fast["fruit-step-1.svg"] == slow["fruit-step-1.svg"])
        #expect(
            String(decoding: fast["fruit.svg"]!, as: UTF8.self).contains(
                "5.4s ease-in-out infinite"))
        let unknown = try listdocs(
            ["export", "Content/export.md", "--pace", "quick", "--output", "out"], in: root)
        #expect(unknown.status != 0)
        #expect(
            unknown.stderr.contains("staged") && unknown.stderr.contains("real"),
            "\(unknown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }

    @Test func anUnknownWalkthroughIsAnErrorNamingTheKnownOnes() throws {
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        let result = try listdocs(
            ["export", "Content/export.md", "--walkthrough", "fruits", "--output", "out"], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "has no walkthrough with the id fruits; it has: fruit, export-w2"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }

    @Test func aMissingProgramIsNamedAndNothingIsWritten() throws {
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        let empty = root.appendingPathComponent("no-programs")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try listdocs(
            [
                "export", "Content/export.md", "--format", "svg", "--format", "gif", "--output",
                "out",
            ],
            in: root, environment: ["PATH": empty.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "gif needs ffmpeg, which is not on the PATH; install it (apt-get install ffmpeg, or brew install ffmpeg)"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("Nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }

    @Test(.enabled(if: available("rsvg-convert") && available("ffmpeg")))
    func pngGIFAndVideoAreWholeFilesAndTheSameEveryRun() throws {
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        var trees: [[String: Data]] = []
        for name in ["one", "two"] {
            let result = try listdocs(
                [
                    "export", "Content/export.md", "--walkthrough", "fruit", "--format", "png",
                    "--format", "gif", "--format", "mp4", "--output", name,
                ], in: root)
            #expect(result.status == 0, "\(result.stderr)")
            trees.append(try tree(root.appendingPathComponent(name)))
        }
        #expect(
            trees[0].keys.sorted() == [
                "fruit-step-0.png", "fruit-step-1.png", "fruit.gif", "fruit.mp4",
            ])
        #expect(trees[0] == trees[1])
        #expect(
            trees[0]["fruit-step-0.png"]!.prefix(8)
                == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(trees[0]["fruit.gif"]!.prefix(6) == Data("GIF89a".utf8))
        #expect(trees[0]["fruit.mp4"]!.dropFirst(4).prefix(4) == Data("ftyp".utf8))
        // No partial file is left beside them.
        #expect(!trees[0].keys.contains { $0.hasSuffix(".partial") })
    }

    @Test(.enabled(if: available("rsvg-convert") && available("ffmpeg")))
    func anFFmpegWithoutLibrsvgGetsItsFramesFromRsvgConvertAndWritesTheSameGIF() throws {
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        // An ffmpeg that lists no decoders, so listdocs cannot count on it reading SVG.
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let real = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }!
        let wrapper = bin.appendingPathComponent("ffmpeg")
        try Data(
            """
            #!/bin/sh
            for argument in "$@"; do [ "$argument" = -decoders ] && exit 0; done
            exec \(real) "$@"

            """.utf8
        ).write(to: wrapper)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let arguments = [
            "export", "Content/export.md", "--walkthrough", "fruit", "--format", "gif",
        ]
        let wrapped = try listdocs(
            arguments + ["--output", "wrapped"], in: root, environment: ["PATH": path])
        #expect(wrapped.status == 0, "\(wrapped.stderr)")
        let direct = try listdocs(arguments + ["--output", "direct"], in: root)
        #expect(direct.status == 0, "\(direct.stderr)")
        let one = try tree(root.appendingPathComponent("wrapped"))
        #expect(one.keys.sorted() == ["fruit.gif"])
        #expect(one == (try tree(root.appendingPathComponent("direct"))))
        // Without rsvg-convert as well, the error names it.
        let none = try listdocs(
            arguments + ["--output", "none"], in: root, environment: ["PATH": bin.path])
        #expect(none.status == 1)
        #expect(
            none.stderr.contains("gif needs rsvg-convert, which is not on the PATH"),
            "\(none.stderr)")
    }
}
