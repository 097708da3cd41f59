import ListDocsEngine

/// A walkthrough's code assembled into one Swift file as an app holds it: the imports, the
/// view controller the page declares (`ControllerDeclaration`) with the model block, and
/// every step's code inside the method the app writes it in (`StepMethods`), each method
/// under a comment naming the steps it holds. Steps that run in no method of UIKit's (the
/// app's own update, a snapshot and its `apply`) each get a method of their own, `stepN()`.
///
/// The page offers the file for download (`download`), and the type check compiles the
/// same parts (`source`): nothing is added that the page does not show, except those
/// `stepN()` wrappers and the imports. So when the file type-checks against UIKit's
/// signatures (`Tests/SDK`), the code on the page does.
public enum WalkthroughSwiftFile {
    /// The file a reader downloads: `heading` as comments, the imports, the class. With
    /// `throughStep`, the file as it stands after that step: the methods of later steps
    /// are not written yet (a tutorial's successive files).
    public static func download(
        _ walkthrough: WalkthroughPresentation, heading: [String], throughStep: Int? = nil
    ) -> String {
        let comments = heading.map { $0.isEmpty ? "//" : "// " + $0 }
        return
            (comments + [""] + imports(walkthrough) + [""]
            + body(walkthrough, throughStep: throughStep))
            .joined(separator: "\n") + "\n"
    }

    /// The Objective-C file for the syntax check: the download without its heading.
    public static func objectiveCSource(_ walkthrough: WalkthroughPresentation) -> String {
        (imports(walkthrough) + [""] + body(walkthrough)).joined(separator: "\n") + "\n"
    }

    /// The file for the type check: the same parts inside `enum namespace { … }`, so that
    /// many walkthroughs share one compile (each page's class is `ListViewController`, and
    /// a Core Data page's entity is `Item`); the namespace adds nothing else.
    public static func source(_ walkthrough: WalkthroughPresentation, className namespace: String)
        -> String
    {
        let lines =
            imports(walkthrough) + ["", "enum \(namespace) {"]
            + body(walkthrough).map(indent) + ["}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func imports(_ walkthrough: WalkthroughPresentation) -> [String] {
        if walkthrough.language == .objectiveC {
            return ["#import <UIKit/UIKit.h>"]
                + (walkthrough.source == .fetchedResults ? ["#import <CoreData/CoreData.h>"] : [])
        }
        // In order, as swift-format orders them.
        return walkthrough.source == .fetchedResults
            ? ["import CoreData", "import UIKit"] : ["import UIKit"]
    }

    /// The class with its methods, and a subclass for each method shown a second time.
    private static func body(_ walkthrough: WalkthroughPresentation, throughStep: Int? = nil)
        -> [String]
    {
        // A method the walkthrough shows twice (two drags, each in moveRowAt) is the same
        // method at two moments: the second goes into a subclass, which may override it.
        var declared: Set<String> = []
        var first: [[String]] = []
        var later: [[String]] = []
        for method in walkthrough.methods
        where (method.steps.max() ?? 0) <= (throughStep ?? Int.max) {
            let lines = stepsComment(method, walkthrough) + method.linesInClass
            if declared.insert(method.name).inserted {
                first.append(lines)
            } else {
                later.append(lines)
            }
        }
        var lines = ControllerDeclaration.block(walkthrough, methods: first)
        let name = ControllerDeclaration.pageName
        for (index, method) in later.enumerated() where walkthrough.language == .objectiveC {
            let subclass = "\(name)_\(index + 2)"
            lines += [
                "", "@interface \(subclass) : \(name)", "@end", "", "@implementation \(subclass)",
            ]
            lines += method + ["@end"]
        }
        for (index, method) in later.enumerated() where walkthrough.language == .swift {
            lines += ["", "final class \(name)_\(index + 2): \(name) {"]
            lines += method.map(indent)
            lines.append("}")
        }
        return lines
    }

    /// `// Step 3: Delete row [0, 1]`, a line per step the method holds.
    private static func stepsComment(_ method: AppMethod, _ walkthrough: WalkthroughPresentation)
        -> [String]
    {
        method.steps.filter { $0 < walkthrough.steps.count }.map {
            "// Step \($0): "
                + walkthrough.steps[$0].caption.split(separator: "\n").joined(separator: " ")
        }
    }

    private static func indent(_ line: String) -> String {
        line.isEmpty ? "" : "    " + line
    }
}
