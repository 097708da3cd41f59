import Foundation
import Testing

/// `listdocs export --format docc`: a recipe as a DocC tutorial whose folder is its catalog,
/// which the toolchain's `docc convert` builds without a warning.
@Suite struct DocCExportTests {
    /// Every recipe of the project with a walkthrough: code of every data source, views,
    /// swipes, drags, crashes (`docc convert` takes well under a second for each).
    static var recipes: [String] {
        let content = packageRoot.appendingPathComponent("Content")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: content.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().filter { name in
            let text = try? String(
                contentsOf: content.appendingPathComponent(name), encoding: .utf8)
            return text?.contains("```listdocs") == true
        }.map { String($0.dropLast(3)) }
    }

    @Test(.enabled(if: ExportTests.available("docc"), "docc is not on the PATH"))
    func docCConvertsTheExportOfTheProjectsRecipes() throws {
        let folder = try temporaryFolder("listdocs-docc")
        defer { removeTemporaryFolder(folder) }
        let recipes = Self.recipes
        #expect(recipes.count >= 10 && recipes.contains("fetched-results"), "\(recipes)")
        for slug in recipes {
            let recipe = packageRoot.appendingPathComponent("Content/\(slug).md").path
            let catalog = "\(slug).docc"
            let export = try listdocs(
                ["export", recipe, "--format", "docc", "--output", catalog], in: folder)
            #expect(export.status == 0, "\(slug): \(export.stderr)")
            let names = try FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(catalog).path)
            #expect(
                names.contains("\(slug).tutorial")
                    && names.contains("\(slug)-walkthroughs.tutorial"))
            #expect(
                names.contains { $0.hasSuffix("-01.swift") }
                    && names.contains { $0.hasSuffix("-step-1.svg") })
            let converted = try run(
                "docc",
                [
                    "convert", catalog, "--fallback-display-name", slug,
                    "--fallback-bundle-identifier", "org.listdocs.\(slug)",
                    "--output-path", "\(slug)-out",
                ], in: folder)
            #expect(converted.status == 0, "\(slug): \(converted.output)")
            #expect(
                !converted.output.contains("warning") && !converted.output.contains("error"),
                "\(slug): \(converted.output)")
            let page = folder.appendingPathComponent(
                "\(slug)-out/data/tutorials/\(slug)/\(slug)-walkthroughs.json")
            #expect(FileManager.default.fileExists(atPath: page.path), "\(slug): no tutorial page")
        }
    }

    /// A walkthrough for iOS 7 and earlier exports Objective-C implementation files, which
    /// its steps name.
    @Test func anObjectiveCPagesStepsAreImplementationFiles() throws {
        let folder = try temporaryFolder("listdocs-docc-objc")
        defer { removeTemporaryFolder(folder) }
        let recipe = try site([
            "old.md":
                "---\ntitle: Old\n---\n\n```listdocs id=old ios=4\n"
                + "state: a, b\ndelete row [0, 0]\n```\n"
        ])
        defer { removeTemporaryFolder(recipe) }
        let export = try listdocs(
            [
                "export", recipe.appendingPathComponent("Content/old.md").path, "--format",
                "docc", "--output", "O.docc",
            ],
            in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        let step = try String(
            contentsOf: folder.appendingPathComponent("O.docc/old-01.m"), encoding: .utf8)
        #expect(step.contains("@implementation ListViewController"))
        let tutorial = try String(
            contentsOf: folder.appendingPathComponent("O.docc/old-walkthroughs.tutorial"),
            encoding: .utf8)
        #expect(tutorial.contains("@Code(name: \"ListViewController.m\", file: \"old-01.m\")"))
    }

    /// A step's Swift file is the file as it stands after that step: the method that holds
    /// the swipe's steps arrives with them, and the last file is the page's download.
    @Test func eachStepsFileIsTheCodeAfterThatStep() throws {
        let folder = try temporaryFolder("listdocs-docc-files")
        defer { removeTemporaryFolder(folder) }
        let recipe = packageRoot.appendingPathComponent("Content/swipe-to-delete.md").path
        let export = try listdocs(
            [
                "export", recipe, "--walkthrough", "swipe-to-delete-w1", "--format", "docc",
                "--output", "S.docc",
            ],
            in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        func file(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("S.docc/\(name)"), encoding: .utf8)
        }
        let method = "    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath"
        #expect(try !file("swipe-to-delete-w1-01.swift").contains(method))
        #expect(try file("swipe-to-delete-w1-04.swift").contains(method))
        #expect(
            try file("swipe-to-delete-w1-01.swift").contains(
                "class ListViewController: UITableViewController {"))
    }

    private func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
