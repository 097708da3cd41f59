import ListDocsPresentation
import SwiftParser
import SwiftSyntax

/// The syntax of a Swift file that an older compiler would not read, each with the Swift
/// version that introduced it (the Swift Evolution proposals'): the type check runs one
/// compiler, the newest, so a page for iOS 9 could otherwise print Swift 5.7 that the newest
/// Xcode able to target iOS 9 (Swift 5.6) refuses.
struct SwiftSyntaxAge {
    /// A piece of syntax, where it is and the Swift that first reads it.
    struct Use: CustomStringConvertible {
        var feature: String
        var since: SwiftVersion
        var line: Int
        var description: String { "line \(line): \(feature) needs Swift \(since)" }
    }

    /// The uses in `source` of syntax newer than `swift`.
    static func newerThan(_ swift: SwiftVersion, in source: String) -> [Use] {
        let file = Parser.parse(source: source)
        let finder = Finder(converter: SourceLocationConverter(fileName: "", tree: file))
        finder.walk(file)
        return finder.uses.filter { $0.since > swift }
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var uses: [Use] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func add(_ feature: String, _ major: Int, _ minor: Int, at node: some SyntaxProtocol) {
            let line = node.startLocation(converter: converter).line
            uses.append(Use(feature: feature, since: SwiftVersion(major, minor), line: line))
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            // SE-0345: `if let x {`, `guard let self else`.
            if node.initializer == nil { add("`let x` without `= x`", 5, 7, at: node) }
            return .visitChildren
        }

        override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
            // SE-0335 (`any`), SE-0244 (`some` results).
            if node.someOrAnySpecifier.tokenKind == .keyword(.any) {
                add("`any` before a protocol", 5, 6, at: node)
            } else {
                add("`some` type", 5, 1, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // SE-0279: several trailing closures; SE-0439: a comma after the last argument.
            if !node.additionalTrailingClosures.isEmpty {
                add("several trailing closures", 5, 3, at: node)
            }
            if node.arguments.last?.trailingComma != nil {
                add("a comma after a call's last argument", 6, 1, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            add("`await`", 5, 5, at: node)
            return .visitChildren
        }

        override func visit(_ node: ThrowsClauseSyntax) -> SyntaxVisitorContinueKind {
            // SE-0413: `throws(E)`.
            if node.type != nil { add("typed `throws`", 6, 0, at: node) }
            return .visitChildren
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            // SE-0380: `if` as a value (not as a statement, nor `else if`).
            let statement =
                node.parent?.is(ExpressionStmtSyntax.self) == true
                || node.parent?.is(IfExprSyntax.self) == true
                || node.parent?.is(CodeBlockItemSyntax.self) == true
            if !statement { add("`if` as an expression", 5, 9, at: node) }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            // SE-0423: `@preconcurrency` on a conformance; SE-0316/0302/0337 otherwise.
            if name == "preconcurrency", node.parent?.parent?.is(AttributedTypeSyntax.self) == true
            {
                add("`@preconcurrency` on a conformance", 6, 0, at: node)
            } else if ["MainActor", "Sendable"].contains(name) {
                add("`@\(name)`", 5, 5, at: node)
            } else if name == "preconcurrency" {
                add("`@preconcurrency`", 5, 6, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.nonisolated) {
                add("`nonisolated`", 5, 5, at: node)
            }
            return .visitChildren
        }
    }
}
