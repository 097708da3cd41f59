import Foundation
import ListDocsEngine
import ListDocsHighlight
import ListDocsParserColours
import Testing

@testable import ListDocsPresentation
@testable import ListDocsSite

/// The Swift listdocs generates is coloured by the same lexer as a recipe's own code; it
/// must colour exactly as Swift's parser does. Checked over every walkthrough of the
/// project's recipes and of the test sites, and over the model of every data source, view
/// and iOS version (`SwiftLexerCorpusTests` holds it to the parser over real Swift).
@Suite struct GeneratedColourTests {
    /// Every recipe under the project's and the test sites' `Content` folders.
    static func allRecipes() throws -> [Recipe] {
        let folders = ["Content", "Templates/catalog", "Tests/Browser/site/Content"]
        return try folders.flatMap { folder -> [Recipe] in
            let url = packageRoot.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .filter { $0.hasSuffix(".md") }
                .map {
                    try loadRecipe(
                        "\(folder)/\($0)",
                        text: String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
                }
        }
    }

    func expectSameColours(_ code: String, _ context: String) {
        let lexed = CodeHighlighter.tokens(code, language: .swift)
        let parsed = ParserSwiftTokens.tokens(code)
        guard lexed != parsed else { return }
        let bytes = Array(code.utf8)
        func show(_ tokens: [Token]) -> Set<String> {
            Set(
                tokens.map {
                    "\($0.kind) \(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))"
                })
        }
        let lexedList = lexed.map { "\($0.kind)@\($0.start)-\($0.end)" }
        let parsedList = parsed.map { "\($0.kind)@\($0.start)-\($0.end)" }
        let firstDifference = zip(lexedList, parsedList).first { $0 != $1 }
        Issue.record(
            "\(context): first difference \(String(describing: firstDifference)); lexer only \(show(lexed).subtracting(show(parsed)).sorted()), parser only \(show(parsed).subtracting(show(lexed)).sorted())"
        )
    }

    /// The page colours generated code by the printer's tokens, never lexing it: they must
    /// be the parser's colours.
    func expectPrintedColours(_ printed: PrintedSwift, _ context: String) {
        let parsed = ParserSwiftTokens.tokens(printed.text)
        guard printed.tokens != parsed else { return }
        let bytes = Array(printed.text.utf8)
        let first =
            zip(printed.tokens, parsed).first { $0 != $1 } ?? (printed.tokens.last!, parsed.last!)
        func show(_ t: Token) -> String {
            "\(t.kind) \(String(decoding: bytes[t.start..<t.end], as: UTF8.self))"
        }
        Issue.record("\(context): printed \(show(first.0)), parsed \(show(first.1))")
    }

    @Test func everyStepAndModelOfTheSitesColoursAsTheParserDoes() throws {
        var checked = 0
        var methods = 0
        var objectiveC = 0
        var models = 0
        for recipe in try Self.allRecipes() {
            for walkthrough in recipe.walkthroughs {
                let presentation = WalkthroughPresentation(walkthrough)
                if presentation.language == .objectiveC {
                    objectiveC += expectObjectiveCColours(presentation, recipe.slug)
                    continue
                }
                expectSameColours(
                    presentation.model.joined(separator: "\n"), "\(recipe.slug) model")
                let model = ControllerDeclaration.printed(presentation)
                if !model.text.isEmpty {
                    expectPrintedColours(model, "\(recipe.slug) model")
                    models += 1
                }
                for step in presentation.steps where !step.code.isEmpty {
                    expectSameColours(
                        step.code.joined(separator: "\n"), "\(recipe.slug) step \(step.number)")
                    expectPrintedColours(step.printedCode, "\(recipe.slug) step \(step.number)")
                    checked += 1
                }
                for method in StepMethods.methods(presentation) where method.shown {
                    expectSameColours(
                        method.lines.joined(separator: "\n"), "\(recipe.slug) \(method.name)")
                    expectPrintedColours(method.printed, "\(recipe.slug) \(method.name)")
                    methods += 1
                }
            }
        }
        #expect(checked > 300)
        #expect(methods > 10)
        #expect(objectiveC >= 4)
        #expect(models > 100)
    }

    /// An Objective-C page's printed code is coloured as the page colours a recipe's own
    /// Objective-C (there is no Objective-C parser here to hold both to): each step's code
    /// and each method. Returns how many pieces it checked.
    func expectObjectiveCColours(_ presentation: WalkthroughPresentation, _ slug: String) -> Int {
        let printed =
            presentation.steps.filter(\.hasCode).map { ("step \($0.number)", $0.printedCode) }
            + StepMethods.methods(presentation).map { ($0.name, $0.printed) }
            + [("model", ControllerDeclaration.printed(presentation))]
        for (name, code) in printed {
            let lexed = CodeHighlighter.tokens(code.text, language: .objectiveC)
            let bytes = Array(code.text.utf8)
            let show = { (t: Token) in
                "\(t.kind) \(String(decoding: bytes[t.start..<t.end], as: UTF8.self))"
            }
            let printedPieces = code.tokens.map(show)
            let lexedPieces = lexed.map(show)
            #expect(printedPieces == lexedPieces, "\(slug) \(name)")
        }
        return printed.count
    }

    @Test func everyModelColoursAsTheParserDoes() {
        let list = SectionedList(sections: [
            ListSection(title: "Fruit \"ripe\"", rows: ["a\\b", "c"]),
            ListSection(title: "", rows: []),
        ])
        for source in [DataSourceMode.array, .fetchedResults, .diffable] {
            for view in ListViewKind.allCases {
                for ios in [7, 11, 13, 14, 17, 26] {
                    for reorders in [false, true] {
                        let printed = SwiftPrinter.print(
                            ModelCode.block(
                                initial: list, source: source, view: view, ios: UIKitVersion(ios),
                                reorders: reorders), depth: 1)
                        expectSameColours(printed.text, "\(source) \(view) iOS \(ios)")
                        expectPrintedColours(printed, "\(source) \(view) iOS \(ios) printed")
                    }
                }
            }
        }
    }

    /// Labels with quotes, backslashes, digits, keywords and non-ASCII letters, in both
    /// views and eras (fetched results and diffable code are covered by the recipes).
    @Test func oddLabelsColourAsTheParserDoes() throws {
        let body = #"""
            state
              Fruit: let, "a \"ripe\" one", "a\\b", 12, in
              Été: café
            batch
              delete row [0, 0] with left
              insert row [0, 1] "self.x = \"1\"" with none
              move row [1, 0] to [0, 0]
            insert section 1 "for": default, "1.5"
            reload row [0, 1] "return"
            move section 0 to 2
            delete sections 0, 1
            reload data
            """#
        for info in [
            "listdocs", "listdocs ios=9", "listdocs view=collection",
            "listdocs ios=14 view=collection",
        ] {
            let script =
                info.contains("collection")
                ? body.replacingOccurrences(of: " row ", with: " item ")
                    .replacingOccurrences(of: " with left", with: "")
                    .replacingOccurrences(of: " with none", with: "") : body
            let recipe = try loadRecipe(
                "odd.md", text: "---\ntitle: Odd\n---\n\n```\(info)\n\(script)\n```\n")
            for walkthrough in recipe.walkthroughs {
                let presentation = WalkthroughPresentation(walkthrough)
                expectSameColours(presentation.model.joined(separator: "\n"), "\(info) model")
                for step in presentation.steps where !step.code.isEmpty {
                    expectSameColours(
                        step.code.joined(separator: "\n"), "\(info) step \(step.number)")
                    expectPrintedColours(step.printedCode, "\(info) step \(step.number)")
                }
            }
        }
    }
}
