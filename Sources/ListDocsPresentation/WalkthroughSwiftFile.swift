import ListDocsEngine

/// A walkthrough's code assembled into one Swift file as an app holds it: the imports, a
/// view controller whose body is the model block, and every step's code inside the method
/// the app writes it in (`StepMethods`). Steps that run in no method of UIKit's (the app's
/// own update, a snapshot and its `apply`) each get a method of their own, `stepN()`.
///
/// Nothing is added that the page does not show, except those `stepN()` wrappers and the
/// imports: the class line is the page's (`ControllerDeclaration`), named for the file.
/// So when the file type-checks against UIKit's signatures (`Tests/SDK`), the code on the
/// page does.
public enum WalkthroughSwiftFile {
    /// The file for `walkthrough`, inside `enum namespace { … }` so that many walkthroughs
    /// share one compile (each page's class is `ListViewController`, and a Core Data page's
    /// entity is `Item`); the namespace adds nothing else.
    public static func source(_ walkthrough: WalkthroughPresentation, className namespace: String)
        -> String
    {
        var lines = ["import UIKit"]
        if walkthrough.source == .fetchedResults { lines.append("import CoreData") }
        lines += ["", "enum \(namespace) {"]
        // A method the walkthrough shows twice (two drags, each in moveRowAt) is the same
        // method at two moments: the second goes into a subclass, which may override it.
        var declared: Set<String> = []
        var first: [[String]] = []
        var later: [AppMethod] = []
        for method in StepMethods.methods(walkthrough) {
            if declared.insert(method.name).inserted {
                first.append(method.lines)
            } else {
                later.append(method)
            }
        }
        lines += ControllerDeclaration.block(walkthrough, methods: first).map(indent)
        let name = ControllerDeclaration.pageName
        for (index, method) in later.enumerated() {
            lines += ["", indent("final class \(name)_\(index + 2): \(name) {")]
            lines += method.lines.map { indent(indent($0)) }
            lines.append(indent("}"))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func indent(_ line: String) -> String {
        line.isEmpty ? "" : "    " + line
    }
}
