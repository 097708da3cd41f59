import Foundation
import ListDocsDiagnostics
@_exported import ListDocsTestSupport

@testable import ListDocsSite

/// The project's own templates.
func projectTemplates() throws -> TemplateSet {
    try TemplateSet(defaults: projectTemplatesFolder, overrides: nil)
}

/// Loads a recipe that must have no errors.
func loadRecipe(_ path: String, text: String) throws -> Recipe {
    let (recipe, diagnostics) = RecipeLoader.load(path: path, text: text, config: SiteConfig())
    guard let recipe else {
        throw TestFailure(diagnostics.map { DiagnosticText.rendered($0) }.joined(separator: "\n"))
    }
    return recipe
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The error reading `yaml` as `listdocs.yml` gives; nil when it reads.
func settingsError(_ yaml: String) -> SiteError? {
    do {
        _ = try SiteConfig.parse(yaml, path: "listdocs.yml")
        return nil
    } catch {
        return error
    }
}
