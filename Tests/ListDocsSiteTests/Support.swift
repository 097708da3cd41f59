import Foundation
@testable import ListDocsSite

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The project's own templates.
func projectTemplates() throws -> TemplateSet {
    try TemplateSet(defaults: packageRoot.appendingPathComponent("Templates"), overrides: nil)
}

/// Loads a recipe that must have no errors.
func loadRecipe(_ path: String, text: String) throws -> Recipe {
    let (recipe, diagnostics) = RecipeLoader.load(path: path, text: text, config: SiteConfig())
    guard let recipe else {
        throw TestFailure(diagnostics.map(\.rendered).joined(separator: "\n"))
    }
    return recipe
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdocs-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
