import ListDocsEngine
import ListDocsScript

/// The view controller a walkthrough's code lives in, declared as the page shows it: the
/// class line with its superclass and conformances, the model block inside. The page and
/// the file the compiler checks (`WalkthroughSwiftFile`) both write it from here, so the
/// compiler sees no conformance the reader does not.
public enum ControllerDeclaration {
    /// The class's name on the page.
    public static let pageName = CellReuse.appDataSourceClass

    /// The class with `members` inside, as the code model: a comment where a conformance
    /// needs one, and the class line. `@preconcurrency` on Core Data's delegate is Swift 6
    /// syntax, and only Swift 6's mode asks for it: a page for an iOS no Swift 6 compiler
    /// targets has none.
    static func declaration(
        source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        className: String = pageName, members: SwiftBlock
    ) -> SwiftBlock {
        let base = SwiftInheritance.named(
            view == .table ? "UITableViewController" : "UICollectionViewController")
        var type = SwiftTypeDeclaration(
            kind: .class, name: className, inherits: [base], members: members)
        guard source == .fetchedResults else { return [.typeDeclaration(type)] }
        let delegate = SwiftType.named("NSFetchedResultsControllerDelegate")
        guard SwiftToolchain.newest(for: ios).hasSwift6Mode else {
            type.inherits.append(SwiftInheritance(delegate))
            return [.typeDeclaration(type)]
        }
        type.inherits.append(SwiftInheritance(delegate, attribute: "preconcurrency"))
        return [
            .comment(
                "Core Data declares its delegate without the main actor; the controller calls it"),
            .comment(
                "on its context's queue, the main one here: @preconcurrency takes that on trust."),
            .typeDeclaration(type),
        ]
    }

    /// The lines that open the class: a comment where a conformance needs one, and the
    /// class line.
    public static func opening(
        source: DataSourceMode, view: ListViewKind, ios: UIKitVersion,
        className: String = pageName
    ) -> [String] {
        let lines = SwiftPrinter.print(
            declaration(source: source, view: view, ios: ios, className: className, members: [])
        ).lines
        return Array(lines.dropLast())
    }

    /// The Swift model block as the code model: what stands before the class (Core Data's
    /// entity), and the class with its model and data-source code inside.
    static func code(_ walkthrough: WalkthroughPresentation, className: String = pageName)
        -> SwiftBlock?
    {
        guard let model = walkthrough.modelCode else { return nil }
        return ModelCode.preamble(source: walkthrough.source)
            + declaration(
                source: walkthrough.source, view: walkthrough.view, ios: walkthrough.ios,
                className: className, members: model)
    }

    /// The model block printed with its colours, in Swift or Objective-C, as the page
    /// shows it; empty for a walkthrough with no code.
    public static func printed(_ walkthrough: WalkthroughPresentation) -> PrintedSwift {
        walkthrough.printedModel
    }

    /// The lines of the class's members (the implementation's), unindented, as the printed
    /// model block holds them: between the class's opening lines and its closing.
    static func memberLines(_ walkthrough: WalkthroughPresentation) -> [String] {
        let lines = walkthrough.printedModel.lines
        guard walkthrough.language == .swift else {
            // After the members, an empty line and `@end`.
            let start = objectiveCOpening(walkthrough, className: pageName).count
            return Array(lines[start..<(lines.count - 2)])
        }
        let start =
            SwiftPrinter.print(ModelCode.preamble(source: walkthrough.source)).lines.count
            + opening(source: walkthrough.source, view: walkthrough.view, ios: walkthrough.ios)
            .count
        return lines[start..<(lines.count - 1)].map { $0.isEmpty ? "" : String($0.dropFirst(4)) }
    }

    /// The model block printed, as `printed` keeps it.
    static func print(_ walkthrough: WalkthroughPresentation, className: String = pageName)
        -> PrintedSwift
    {
        if let code = objectiveCCode(walkthrough, className: className) {
            return ObjectiveCPrinter.print(code)
        }
        return code(walkthrough, className: className).map { SwiftPrinter.print($0) } ?? .empty
    }

    /// The Objective-C model block as its code model: the preamble, and the implementation
    /// with the model's members; nil for Swift.
    static func objectiveCCode(_ walkthrough: WalkthroughPresentation, className: String = pageName)
        -> ObjectiveCBlock?
    {
        guard let model = walkthrough.objectiveCModelCode else { return nil }
        return objectiveCPreamble(walkthrough, className: className)
            + [.implementation(className, model + [.blank])]
    }

    /// An Objective-C page's lines up to its implementation's opening line.
    private static func objectiveCOpening(
        _ walkthrough: WalkthroughPresentation, className: String
    ) -> [String] {
        ObjectiveCPrinter.print(
            objectiveCPreamble(walkthrough, className: className)
                + [.implementation(className, [], open: true)]
        ).lines
    }

    /// The model block as the page shows it: what stands before the class (Core Data's
    /// entity), the class with its model and data-source code inside, and its closing
    /// brace; empty when the walkthrough has no code. `methods` go inside, after the model.
    public static func block(
        _ walkthrough: WalkthroughPresentation, className: String = pageName,
        methods: [[String]] = []
    ) -> [String] {
        guard !walkthrough.model.isEmpty else { return [] }
        if walkthrough.language == .objectiveC {
            var body = walkthrough.model
            for method in methods { body += [""] + method }
            return objectiveCOpening(walkthrough, className: className) + body + ["", "@end"]
        }
        // The methods were printed on their own, as the page shows them: the file takes
        // them as the page does, one level in, before the class's closing brace.
        let inside = methods.flatMap { method in
            [""] + method.map { $0.isEmpty ? "" : "    " + $0 }
        }
        let printed =
            className == pageName
            ? walkthrough.printedModel : print(walkthrough, className: className)
        return printed.lines.dropLast() + inside + ["}"]
    }

    /// The model block in the parts a page shares between walkthroughs (`SharedModel`);
    /// nil when the walkthrough has no code.
    public static func parts(_ walkthrough: WalkthroughPresentation) -> SharedModel.Parts? {
        guard !walkthrough.model.isEmpty else { return nil }
        if walkthrough.language == .objectiveC {
            var parts = SharedModel.Parts(
                opening: objectiveCOpening(walkthrough, className: pageName),
                model: walkthrough.model)
            parts.closing = "@end"
            parts.indentation = ""
            parts.objectiveCCode = objectiveCCode(walkthrough)
            return parts
        }
        var parts = SharedModel.Parts(
            opening: SwiftPrinter.print(ModelCode.preamble(source: walkthrough.source)).lines
                + opening(source: walkthrough.source, view: walkthrough.view, ios: walkthrough.ios),
            model: walkthrough.model)
        parts.code = code(walkthrough)
        return parts
    }

    /// What stands before an Objective-C page's implementation: the model's classes and the
    /// view controller's interface.
    private static func objectiveCPreamble(
        _ walkthrough: WalkthroughPresentation, className: String
    ) -> ObjectiveCBlock {
        walkthrough.source == .fetchedResults
            ? ObjectiveCFetchedResultsCode.preamble(className: className)
            : ObjectiveCModelCode.preamble(
                className: className, view: walkthrough.view, headers: walkthrough.hasHeaders)
    }
}
