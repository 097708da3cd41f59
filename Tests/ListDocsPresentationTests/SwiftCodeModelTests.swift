import ListDocsEngine
import ListDocsHighlight
import ListDocsScript
import Testing

@testable import ListDocsPresentation

/// The code on a page is built as a model and printed once: a label is a string whatever
/// it reads like, an index path becomes a method's parameter by value, and where the app
/// dies is known, not found in text.
@Suite struct SwiftCodeModelTests {
    /// A row labelled like an index path, tapped and then set: in `didSelectRowAt` the
    /// path is the parameter and the label stays the string it is.
    @Test func aLabelThatReadsLikeAnIndexPathStaysAString() throws {
        let presentation = try present(
            """
            state: a, b, c
            tap row [0, 1]
            data set [0, 1] "IndexPath(row: 1, section: 0)"
            table reloadRows [0, 1]
            """)
        let method = try #require(presentation.steps[2].method)
        #expect(method.name == "tableView(_:didSelectRowAt:)")
        #expect(
            method.lines.contains(
                "    sections[indexPath.section].rows[indexPath.row] = \"IndexPath(row: 1, section: 0)\""
            ))
        #expect(
            method.lines.contains("    tableView.reloadRows(at: [indexPath], with: .automatic)"))
        #expect(
            presentation.steps[2].code == [
                "sections[0].rows[1] = \"IndexPath(row: 1, section: 0)\""
            ])
    }

    /// A title ending in a backslash: `self.` goes before the view controller's members
    /// only, never into the next string.
    @Test func aBackslashAtAStringsEndLeavesTheNextStringAlone() throws {
        let code = try present(
            #"""
            state: a, b
            batch
              insert section 1 "T\\": tableView
            """#
        ).steps[1].code
        #expect(
            code == [
                "tableView.performBatchUpdates {",
                #"    self.sections.insert(Section(title: "T\\", rows: ["tableView"]), at: 1)"#,
                "    self.tableView.insertSections(IndexSet(integer: 1), with: .automatic)", "}",
            ])
    }

    /// A delete that raises inside a swipe action: the rest of the action is not reached,
    /// but the method had returned the action long before it ran.
    @Test func aRaiseInsideASwipeActionLeavesTheMethodsReturnReached() throws {
        let presentation = try present(
            """
            state: a, b, c
            swipe row [0, 1]
            table deleteRows [0, 1]
            expect crash "Invalid update: invalid number of rows"
            """, info: "listdocs ios=15")
        let lines = try #require(presentation.steps[2].method).lines
        #expect(
            lines.contains(
                "        self.tableView.deleteRows(at: [indexPath], with: .automatic)  // ✗ the app dies here"
            ))
        #expect(lines.contains("        // not reached: completionHandler(true)"))
        #expect(lines.contains("    return UISwipeActionsConfiguration(actions: [action])"))
    }

    /// A collection view's fetched object is the tapped item: `object(at: indexPath)`.
    @Test func aTappedItemsObjectIsFetchedByTheParameter() throws {
        let presentation = try present(
            """
            state: a, b, c
            tap item [0, 1]
            delete item [0, 1]
            """, info: "listdocs view=collection source=fetched-results")
        let lines = try #require(presentation.steps[2].method).lines
        #expect(
            lines.contains("    context.delete(fetchedResultsController.object(at: indexPath))"))
        #expect(lines.contains("        self.collectionView.deleteItems(at: [indexPath])"))
    }

    /// The printer's colours are the highlighter's, so the page colours generated code
    /// without lexing it again.
    @Test func thePrintersColoursAreTheHighlighters() throws {
        let presentation = try present(
            #"""
            state
              Fruit: let, "a \"ripe\" one", "a\\b", 12, in
            batch
              delete row [0, 0]
              move row [0, 1] to [0, 0]
            completion
              insert row [0, 1] "z"
            tap row [0, 1]
            data set [0, 1] "y"
            table reloadRows [0, 1]
            """#, info: "listdocs ios=15")
        for step in presentation.steps where !step.code.isEmpty {
            #expect(
                step.printedCode.tokens
                    == CodeHighlighter.tokens(step.printedCode.text, language: .swift),
                "step \(step.number)")
        }
        let method = try #require(presentation.steps.compactMap(\.method).first)
        #expect(
            method.printed.tokens == CodeHighlighter.tokens(method.printed.text, language: .swift))
    }
}

/// Inside a closure UIKit keeps, the printer writes `self.` before every member of the view
/// controller's, a method such as `present` included, as the rest of that closure does;
/// these lines were fixed text once and went without it.
@Suite struct ExplicitSelfTests {
    @Test func anActionThatAsksFirstPresentsItsAlertThroughSelf() throws {
        let presentation = try present(
            "state: a, b\nswipe row [0, 1]\nconfirm \"Delete?\" \"Delete b?\"\nchoose Delete\ndelete row [0, 1]",
            info: "listdocs ios=13")
        let method = try #require(presentation.methods.first { $0.shown })
        #expect(
            method.lines.contains("        guard let self else { return completionHandler(false) }")
        )
        #expect(method.lines.contains("        self.present(alert, animated: true)"))
        #expect(!method.lines.contains { $0.hasSuffix(" present(alert, animated: true)") })
    }

    @Test func aDiffableSwipeFindsItsItemThroughSelf() throws {
        let presentation = try present(
            "state\n  Fruit: Kiwi, Fig\nswipe row [0, 1]\nconfirm \"Delete?\" \"Delete Fig?\"\nchoose Cancel",
            info: "listdocs source=diffable ios=15")
        let method = try #require(presentation.methods.first { $0.shown })
        #expect(
            method.lines.contains {
                $0.contains("if let item = self.dataSource.itemIdentifier(for: indexPath) {")
            })
    }
}

/// The Swift file a reader downloads is the file the type check compiles: the same class,
/// model and methods, which the check only wraps in a namespace of its own.
@Suite struct DownloadedSwiftFileTests {
    @Test func theDownloadIsWhatTheTypeCheckCompiles() throws {
        let presentation = try present(
            """
            state: a, b, c
            swipe row [0, 1]
            confirm "Delete?" "Sure?"
            choose "Delete"
            delete row [0, 1]
            """, info: "listdocs ios=15")
        let download = WalkthroughSwiftFile.download(presentation, heading: ["A title", ""])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let checked = WalkthroughSwiftFile.source(presentation, className: "W1")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(download.prefix(4)) == ["// A title", "//", "", "import UIKit"])
        let unwrapped = checked[(checked.firstIndex(of: "enum W1 {")! + 1)..<(checked.count - 2)]
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        #expect(unwrapped.count > 40)
        #expect(Array(download.dropFirst(5)) == unwrapped + [""])
        #expect(download.contains("    // Step 4: Delete “b” — row [0, 1]"))
        #expect(download.contains("class ListViewController: UITableViewController {"))
    }
}

/// The printer breaks a call by the width `FlatWidth` counts without writing it: the two
/// must agree on every value the code holds.
@Suite struct FlatWidthTests {
    func expressions(in block: SwiftBlock) -> [SwiftExpression] {
        block.lines.flatMap { line -> [SwiftExpression] in
            switch line.statement {
            case .expression(let e), .constant(_, let e), .variable(_, let e), .discard(let e):
                return expressions(in: e)
            case .assignment(let t, let e): return expressions(in: t) + expressions(in: e)
            case .forIn(_, let e, let body, _): return expressions(in: e) + expressions(in: body)
            case .ifElse(let condition, let then, let otherwise):
                return expressions(in: condition) + expressions(in: then)
                    + expressions(in: otherwise)
            case .ifThen(let condition, let then):
                return (condition.expression.map(expressions(in:)) ?? []) + expressions(in: then)
            case .guarded(let condition, let otherwise):
                return (condition.expression.map(expressions(in:)) ?? [])
                    + expressions(in: otherwise)
            case .switchOver(let value, let cases):
                return expressions(in: value) + cases.flatMap { expressions(in: $0.body) }
            case .returning(let value): return value.map(expressions(in:)) ?? []
            case .function(let function): return expressions(in: function.body)
            case .typeDeclaration(let type): return expressions(in: type.members)
            case .property(let property): return property.value.map(expressions(in:)) ?? []
            case .comment, .blank, .documentation: return []
            }
        }
    }

    func expressions(in e: SwiftExpression) -> [SwiftExpression] {
        switch e {
        case .call(let callee, let arguments, let closures):
            return [e] + expressions(in: callee) + arguments.flatMap { expressions(in: $0.value) }
                + closures.flatMap { expressions(in: $0.closure.body) }
        case .access(let base, _, _), .forced(let base), .tryOptional(let base),
            .conditionalCast(let base, _):
            return [e] + expressions(in: base)
        case .subscripted(let base, let index, _):
            return [e] + expressions(in: base) + expressions(in: index)
        case .array(let elements, _): return [e] + elements.flatMap(expressions(in:))
        case .infix(let l, _, let r): return [e] + expressions(in: l) + expressions(in: r)
        case .ternary(let c, let v, let o):
            return [e] + expressions(in: c) + expressions(in: v) + expressions(in: o)
        case .cast(let base, _, _), .parenthesized(let base): return [e] + expressions(in: base)
        case .tuple(let elements): return [e] + elements.flatMap(expressions(in:))
        case .dictionary(let entries, _):
            return [e] + entries.flatMap { expressions(in: $0.key) + expressions(in: $0.value) }
        case .closure(let closure): return [e] + expressions(in: closure.body)
        default: return [e]
        }
    }

    @Test func theWidthCountedIsTheWidthPrinted() throws {
        let scripts = [
            (
                #"state\n  Fruit: let, "a \"ripe\" one", "a\\b", 12\nbatch\n  delete row [0, 0]\n  move row [0, 1] to [0, 0]\ncompletion\n  insert row [0, 1] "z""#,
                "listdocs ios=15"
            ),
            (
                "state\n  A: a, b\n  B: c\ndelete object [0, 0]\nbatch\n  insert object [1, 1] \"d\"\n  move object [0, 0] to [1, 0]\ndelete section 0",
                "listdocs source=fetched-results"
            ),
            (
                "state\n  Fruit: Kiwi, Fig\nsnapshot\n  delete items \"Kiwi\"\n  append items \"Pear\" to \"Fruit\"\napply",
                "listdocs source=diffable ios=15"
            ),
            (
                "state: a, b, c\nswipe row [0, 1]\nconfirm \"Delete?\" \"Delete b?\"\nchoose Cancel",
                "listdocs ios=17"
            ),
        ]
        var checked = 0
        for (body, info) in scripts {
            let presentation = try present(
                body.replacingOccurrences(of: "\\n", with: "\n"), info: info)
            // The steps' code, and the model block's.
            let blocks = presentation.steps.map(\.swift) + [presentation.modelCode ?? []]
            for block in blocks {
                for e in expressions(in: block) {
                    for explicitSelf in [false, true] {
                        let printed = SwiftPrinter.flatText(e, explicitSelf: explicitSelf)
                        guard !printed.contains("\n") else { continue }
                        #expect(
                            FlatWidth.of(e, explicitSelf: explicitSelf) == printed.utf8.count,
                            "\(printed)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100)
    }
}
