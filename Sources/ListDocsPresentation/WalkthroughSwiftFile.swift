import ListDocsEngine

/// A walkthrough's code assembled into one Swift file as an app holds it: the imports, a
/// view controller whose body is the model block, and every step's code inside the method
/// the app writes it in (`StepMethods`). Steps that run in no method of UIKit's (the app's
/// own update, a snapshot and its `apply`) each get a method of their own, `stepN()`.
///
/// Nothing is added that the page does not show, except those `stepN()` wrappers, the
/// class line and the imports: so when the file type-checks against UIKit's signatures
/// (`Tests/SDK`), the code on the page does.
public enum WalkthroughSwiftFile {
    /// The file for `walkthrough`, its class named `className`.
    public static func source(_ walkthrough: WalkthroughPresentation, className: String)
        -> String
    {
        var lines = ["import UIKit"]
        if walkthrough.source == .fetchedResults { lines.append("import CoreData") }
        lines.append("")
        let base =
            walkthrough.view == .table ? "UITableViewController" : "UICollectionViewController"
        var conformances = ""
        if walkthrough.source == .fetchedResults {
            conformances = ", @preconcurrency NSFetchedResultsControllerDelegate"
        }
        lines.append("class \(className): \(base)\(conformances) {")
        lines += walkthrough.model.map { indent($0) }
        // A method the walkthrough shows twice (two drags, each in moveRowAt) is the same
        // method at two moments: the second goes into a subclass, which may override it.
        var declared: Set<String> = []
        var later: [AppMethod] = []
        for method in StepMethods.methods(walkthrough) {
            guard declared.insert(method.name).inserted else {
                later.append(method)
                continue
            }
            lines.append("")
            lines += method.lines.map { indent($0) }
        }
        lines.append("}")
        for (index, method) in later.enumerated() {
            lines.append("")
            lines.append("final class \(className)_\(index + 2): \(className) {")
            lines += method.lines.map { indent($0) }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func indent(_ line: String) -> String {
        line.isEmpty ? "" : "    " + line
    }
}
