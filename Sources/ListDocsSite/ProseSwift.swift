import ListDocsDiagnostics
import ListDocsEngine
import ListDocsMarkdown
import ListDocsPresentation
import ListDocsScript

/// A recipe's prose Swift, put where a compiler can check it: a ```swift block that names
/// a member of the page's view controller (`sections`, `tableView`, `dataSource` …) is
/// compiled in the file the walkthrough's code makes (`WalkthroughSwiftFile`), against the
/// walkthrough next to it (the one after the block, or else the one before), so a page
/// cannot say `numbers` in its prose and `sections` in its walkthrough. Statements go into
/// a method of the view controller, members into a subclass of it (where an `override`
/// may stand), and declarations of their own (`extension …`, `class …`) after it. Pure: the compiler runs at the edge
/// (`listdocs check`), and its findings come back here to be placed on the recipe's lines.
public struct ProseSwift: Sendable {
    /// The recipe's file.
    public var path: String
    /// The block as written.
    public var block: ProseCodeBlock
    /// The walkthrough it is checked against, and its iOS version.
    public var walkthroughID: String
    public var ios: UIKitVersion
    /// The file to compile.
    public var source: String
    /// The line of `source` that holds the block's first line, and how far in it stands.
    public var firstLine: Int
    public var indentation: Int

    /// The Swift blocks of `recipe` that name its view controller's members, each with the
    /// compiles that may vouch for it: one against the walkthrough after it and one against
    /// the walkthrough before (a block need fit only one of its neighbours). A block that
    /// restates a neighbour's own members fits it as it stands, and makes no compile;
    /// blocks next to no walkthrough with Swift code are left alone.
    public static func sources(_ recipe: Recipe) -> [[ProseSwift]] {
        // Each neighbour's file, made once however many blocks stand beside it.
        var files: [Int: (presentation: WalkthroughPresentation, file: String)?] = [:]
        func file(_ index: Int) -> (presentation: WalkthroughPresentation, file: String)? {
            if let made = files[index] { return made }
            let presentation = WalkthroughPresentation(recipe.walkthroughs[index])
            let made =
                presentation.language == .swift && !presentation.model.isEmpty
                ? (presentation, WalkthroughSwiftFile.download(presentation, heading: [])) : nil
            files[index] = made
            return made
        }
        return recipe.document.proseCode.filter(\.isSwift).compactMap { block in
            guard namesTheController(block.code) else { return nil }
            var candidates: [ProseSwift] = []
            for index in [block.scriptsBefore, block.scriptsBefore - 1]
            where recipe.walkthroughs.indices.contains(index) {
                guard let (presentation, file) = file(index) else { continue }
                if restatesTheClass(block.code, file: file) { return nil }
                candidates.append(
                    ProseSwift(
                        recipe: recipe, block: block,
                        walkthroughID: recipe.walkthroughID(at: index), ios: presentation.ios,
                        file: file))
            }
            return candidates.isEmpty ? nil : candidates
        }
    }

    private init(
        recipe: Recipe, block: ProseCodeBlock, walkthroughID: String, ios: UIKitVersion,
        file text: String
    ) {
        path = recipe.path
        self.block = block
        self.walkthroughID = walkthroughID
        self.ios = ios
        let file = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = block.code.hasSuffix("\n") ? String(block.code.dropLast()) : block.code
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (before, after, indent) = Self.wrapping(lines)
        source =
            (file + before + lines.map { $0.isEmpty ? "" : indent + $0 } + after)
            .joined(separator: "\n") + "\n"
        firstLine = file.count + before.count + 1
        indentation = indent.count
    }

    /// What goes around the block: a method for statements, a subclass for members,
    /// nothing for declarations of their own.
    static func wrapping(_ lines: [String]) -> (before: [String], after: [String], indent: String) {
        let first =
            lines.first {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return !line.isEmpty && !line.hasPrefix("//")
            }?.trimmingCharacters(in: .whitespaces) ?? ""
        let word = first.split(whereSeparator: { $0 == " " || $0 == "(" }).first.map(String.init)
        let controller = ControllerDeclaration.pageName
        switch word ?? "" {
        case "extension", "class", "struct", "enum", "final", "protocol", "import":
            return ([""], [], "")
        case "func", "override", "lazy", "@objc", "@IBAction", "@MainActor", "private", "init",
            "required", "convenience", "fileprivate":
            // A subclass, which may override what UIKit or the model declares.
            return (["", "final class ProseCode: \(controller) {"], ["}"], "    ")
        default:
            return (
                ["", "extension \(controller) {", "    func proseCode() {"], ["    }", "}"],
                "        "
            )
        }
    }

    /// Whether the block declares, as it stands, a member the page's class already has
    /// without overriding it (a data source, a delegate's method): it restates the model
    /// block, whose own code the type check holds, and is not compiled beside it.
    static func restatesTheClass(_ code: String, file: String) -> Bool {
        let declared = DeclaredNames.names(in: file, depth: 1).all
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A block of its own (`extension …: P { … }`, written as it stands, without
        // indentation) declares its members one level in.
        let depth = wrapping(lines).indent.isEmpty ? 1 : 0
        let own = DeclaredNames.names(in: code, depth: depth)
        return !own.all.subtracting(own.overriding).isDisjoint(with: declared)
    }

    /// The members of the page's view controller whose names say a block is about it:
    /// the model and the list view. (`item`, `items`, `context` and `contents` are words
    /// any Swift may use for its own things.)
    static let controllerNames: [String] = [
        ControllerMember.sections, .tableView, .collectionView, .dataSource,
        .fetchedResultsController,
    ].map(\.rawValue)

    /// Whether the code uses a member of the page's view controller by name.
    static func namesTheController(_ code: String) -> Bool {
        var word = ""
        var words: Set<String> = []
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if !word.isEmpty {
                words.insert(word)
                word = ""
            }
        }
        if !word.isEmpty { words.insert(word) }
        return controllerNames.contains { words.contains($0) }
    }

    /// The compiler's errors in `source` (`file:line:column: error: message` lines of a
    /// compile of it), as warnings at the recipe's lines; an error outside the block (the
    /// walkthrough's own code) is said at the block's first line.
    public func diagnostics(compilerOutput output: String, fileName: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0].hasSuffix(fileName), let number = Int(parts[1]),
                let column = Int(parts[2])
            else { continue }
            let message = parts[4].trimmingCharacters(in: .whitespaces)
            let offset = number - firstLine
            let inside = offset >= 0 && offset < block.code.split(separator: "\n").count + 1
            let location =
                inside
                ? SourceLocation(
                    line: block.line + offset,
                    column: max(1, column - indentation) + block.column - 1)
                : SourceLocation(line: block.line, column: block.column)
            found.append(
                Diagnostic(
                    .warning,
                    "this Swift does not compile with the code of walkthrough \(walkthroughID) (\(ios)): \(message)",
                    at: location, file: path))
        }
        return found
    }
}
