import ListDocsEngine
import ListDocsScript

/// The view controller a walkthrough's code lives in, declared as the page shows it: the
/// class line with its superclass and conformances, the model block inside. The page and
/// the file the compiler checks (`WalkthroughSwiftFile`) both write it from here, so the
/// compiler sees no conformance the reader does not.
public enum ControllerDeclaration {
    /// The class's name on the page.
    public static let pageName = CellReuse.appDataSourceClass

    /// The lines that open the class: a comment where a conformance needs one, and the
    /// class line. `@preconcurrency` on Core Data's delegate is Swift 6 syntax, and only
    /// Swift 6's mode asks for it: a page for an iOS no Swift 6 compiler targets has none.
    public static func opening(
        source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        className: String = pageName
    ) -> [String] {
        let base = view == .table ? "UITableViewController" : "UICollectionViewController"
        guard source == .fetchedResults else { return ["class \(className): \(base) {"] }
        guard SwiftToolchain.newest(for: ios).hasSwift6Mode else {
            return ["class \(className): \(base), NSFetchedResultsControllerDelegate {"]
        }
        return [
            "// Core Data declares its delegate without the main actor; the controller calls it",
            "// on its context's queue, the main one here: @preconcurrency takes that on trust.",
            "class \(className): \(base), @preconcurrency NSFetchedResultsControllerDelegate {",
        ]
    }

    /// The model block as the page shows it: what stands before the class (Core Data's
    /// entity), the class with its model and data-source code inside, and its closing
    /// brace; empty when the walkthrough has no code. `methods` go inside, after the model.
    public static func block(
        _ walkthrough: WalkthroughPresentation, className: String = pageName,
        methods: [[String]] = []
    ) -> [String] {
        guard !walkthrough.model.isEmpty else { return [] }
        var body = walkthrough.model
        for method in methods { body += [""] + method }
        if walkthrough.language == .objectiveC {
            return objectiveCPreamble(walkthrough, className: className) + body + ["", "@end"]
        }
        return ModelCode.preamble(source: walkthrough.source)
            + opening(
                source: walkthrough.source, view: walkthrough.view, ios: walkthrough.ios,
                className: className)
            + body.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
    }

    /// The model block in the parts a page shares between walkthroughs (`SharedModel`);
    /// nil when the walkthrough has no code.
    public static func parts(_ walkthrough: WalkthroughPresentation) -> SharedModel.Parts? {
        guard !walkthrough.model.isEmpty else { return nil }
        if walkthrough.language == .objectiveC {
            var parts = SharedModel.Parts(
                opening: objectiveCPreamble(walkthrough, className: pageName),
                model: walkthrough.model)
            parts.closing = "@end"
            parts.indentation = ""
            return parts
        }
        return SharedModel.Parts(
            opening: ModelCode.preamble(source: walkthrough.source)
                + opening(source: walkthrough.source, view: walkthrough.view, ios: walkthrough.ios),
            model: walkthrough.model)
    }

    /// What stands before an Objective-C page's implementation: the model's classes and the
    /// view controller's interface.
    private static func objectiveCPreamble(
        _ walkthrough: WalkthroughPresentation, className: String
    ) -> [String] {
        walkthrough.source == .fetchedResults
            ? ObjectiveCFetchedResultsCode.preamble(className: className)
            : ObjectiveCModelCode.preamble(
                className: className, view: walkthrough.view, headers: walkthrough.hasHeaders)
    }
}
