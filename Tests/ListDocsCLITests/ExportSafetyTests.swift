import Foundation
import Testing

/// `listdocs export` in a folder others can write to, beside another export, and after a
/// kill: it writes only its own files, never through a link, and sweeps what it left.
@Suite struct ExportSafetyTests {
    static let recipe = ExportTests.recipe

    /// Links planted at the partial name earlier versions used and at the final name:
    /// the file they point at is untouched, and the published file is a plain file.
    // (PNG goes through the same private folder and copy as GIF and MP4, at a fraction of
    // the processor time, which the other tests running beside these need.)
    @Test(arguments: ["animated-svg", "png"])
    func aPlantedLinkIsNeverWrittenThrough(format: String) throws {
        if format != "animated-svg",
            !ExportTests.available("ffmpeg")
                || !ExportTests.available("rsvg-convert")
        {
            return
        }
        let root = try site(["export.md": Self.recipe])
        defer { removeTemporaryFolder(root) }
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let victim = root.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        let name = format == "png" ? "fruit-step-0.png" : "fruit.svg"
        for planted in [".\(name).partial", name] {
            try FileManager.default.createSymbolicLink(
                atPath: out.appendingPathComponent(planted).path, withDestinationPath: victim.path)
        }
        let result = try listdocs(
            [
                "export", "Content/export.md", "--walkthrough", "fruit", "--format", format,
                "--output", "out",
            ], in: root, environment: ["TMPDIR": try privateTemporary(in: root).path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        let published = try FileManager.default.attributesOfItem(
            atPath: out.appendingPathComponent(name).path)
        #expect(published[.type] as? FileAttributeType == .typeRegular)
    }

    /// Two exports of different walkthroughs with the same id into one folder: each
    /// publishes a whole file of its own, and the file left is one of the two results.
    @Test(.enabled(if: ExportTests.available("rsvg-convert")))
    func twoExportsIntoOneFolderEachPublishTheirOwnFile() throws {
        let other = Self.recipe.replacingOccurrences(of: "\"Date\"", with: "\"Elderberry\"")
        let root = try site(["one.md": Self.recipe, "two.md": other])
        defer { removeTemporaryFolder(root) }
        let temporary = try privateTemporary(in: root)
        var alone: [Data] = []
        for recipe in ["one", "two"] {
            let result = try listdocs(
                [
                    "export", "Content/\(recipe).md", "--walkthrough", "fruit", "--format", "png",
                    "--output", "alone-\(recipe)",
                ], in: root, environment: ["TMPDIR": temporary.path])
            #expect(result.status == 0, "\(result.stderr)")
            alone.append(
                try Data(
                    contentsOf: root.appendingPathComponent("alone-\(recipe)/fruit-step-1.png")))
        }
        #expect(alone[0] != alone[1])
        let processes = ["one", "two"].map { recipe in
            let process = listdocsProcess(
                [
                    "export", "Content/\(recipe).md", "--walkthrough", "fruit", "--format", "png",
                    "--output", "shared",
                ], in: root, environment: ["TMPDIR": temporary.path])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let shared = try Data(contentsOf: root.appendingPathComponent("shared/fruit-step-1.png"))
        #expect(alone.contains(shared))
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("shared").path
            ).sorted() == ["fruit-step-0.png", "fruit-step-1.png"])
    }

    /// An export killed while it draws leaves its private folder (and perhaps a partial
    /// file); the next export into the same places removes both.
    @Test(.enabled(if: ExportTests.available("ffmpeg") && ExportTests.available("rsvg-convert")))
    func aKilledExportsDebrisIsSweptByTheNext() throws {
        let long =
            "---\ntitle: Long\n---\n\n```listdocs id=long\nstate: A, B\n"
            + String(repeating: "move row [0, 1] to [0, 0]\n", count: 40) + "```\n"
        let root = try site(["long.md": long])
        defer { removeTemporaryFolder(root) }
        let temporary = try privateTemporary(in: root)
        let killed = listdocsProcess(
            ["export", "Content/long.md", "--format", "mp4", "--output", "out"], in: root,
            environment: ["TMPDIR": temporary.path])
        killed.standardOutput = FileHandle.nullDevice
        killed.standardError = FileHandle.nullDevice
        try killed.run()
        var waited = 0
        while try debris(in: temporary).isEmpty, waited < 600 {
            usleep(50_000)
            waited += 1
        }
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(try !debris(in: temporary).isEmpty)
        let next = try listdocs(
            ["export", "Content/long.md", "--format", "steps-svg", "--output", "out"], in: root,
            environment: ["TMPDIR": temporary.path])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try debris(in: temporary).isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("out").path) == ["long.steps.svg"])
    }

    private func debris(in temporary: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
            $0.hasPrefix("listdocs-export-")
        }
    }

    /// A temporary folder of the test's own, for `TMPDIR`.
    private func privateTemporary(in root: URL) throws -> URL {
        let folder = root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
