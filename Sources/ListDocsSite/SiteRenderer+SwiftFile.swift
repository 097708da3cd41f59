import ListDocsEngine
import ListDocsPresentation

/// A walkthrough's code to take home: the view controller the page shows, with every
/// method its steps run in, as one Swift file (`WalkthroughSwiftFile`).
extension SiteRenderer {
    /// The Swift file of walkthrough `index` of `recipe`.
    /// `presentation`: the walkthrough presented in the site's words, when the caller has
    /// it already (a build has, from the recipe's page).
    func swiftFileUTF8(
        _ recipe: Recipe, walkthrough index: Int, presentation given: WalkthroughPresentation? = nil
    ) -> [UInt8] {
        let walkthrough = recipe.walkthroughs[index]
        let presentation =
            given ?? WalkthroughPresentation(walkthrough, words: templates.strings.walkthroughWords)
        let title = [recipe.frontMatter.title, walkthrough.attributes.title].compactMap { $0 }
            .joined(separator: ": ")
        var heading = [
            title,
            "\(presentation.ios) · data source: \(walkthrough.attributes.source.rawValue)"
                + " · from the walkthrough \(recipe.walkthroughID(at: index)), written by listdocs",
        ]
        if presentation.model.isEmpty {
            heading.append("This walkthrough's steps write no code.")
        } else {
            heading.append(
                "Each method holds the steps named above it; stepN() holds code the app runs from a method of its own."
            )
        }
        return Array(WalkthroughSwiftFile.download(presentation, heading: heading).utf8)
    }
}
