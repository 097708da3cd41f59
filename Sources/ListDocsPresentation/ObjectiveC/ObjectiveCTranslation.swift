import ListDocsEngine
import ListDocsScript

/// Writes a walkthrough's Swift code model in Objective-C, statement by statement: the
/// model's arrays become `NSMutableArray`s (`sections[s].rows` is `[self rowsInSection:s]`),
/// the view's calls their selectors (`ObjectiveCSelector`), index paths and index sets
/// Foundation's classes, closures blocks. Each line keeps its roles (where UIKit raises,
/// its note, its step). What it has no Objective-C for is an `Unwritten` error; the script
/// language refuses those forms before iOS 8, so a page never meets one.
public struct ObjectiveCTranslation: Sendable {
    let view: ListViewKind
    let ios: UIKitVersion

    /// A piece of the Swift model with no Objective-C here.
    struct Unwritten: Error, CustomStringConvertible {
        var what: String
        var description: String { "no Objective-C is written for \(what)" }
    }

    /// The first version with `UITableViewRowAnimationAutomatic` (UITableView.h: "available
    /// in iOS 5.0 and later"); before it, the page fades.
    static let automaticAnimationSince = UIKitVersion(5)

    /// The first version whose table view moves rows (`moveRowAtIndexPath:toIndexPath:`).
    static let movesSince = ScriptAttributes.tableMovesSince

    /// The first version whose pages show Swift (`ScriptAttributes.objectiveCPagesBefore`).
    public static let pagesBefore = ScriptAttributes.objectiveCPagesBefore

    /// The accessor of a section's rows (items) that the model block declares.
    var elementsAccessor: String { view == .table ? "rowsInSection" : "itemsInSection" }

    /// The block printed; a piece with no Objective-C is printed as a comment that says so
    /// (the script language refuses such walkthroughs, and a test holds every page to it).
    func printed(_ swift: SwiftBlock) -> PrintedSwift {
        do {
            return ObjectiveCPrinter.print(try block(swift))
        } catch {
            return ObjectiveCPrinter.print(ObjectiveCBlock([.comment("\(error)")]))
        }
    }

    /// A method holding `swift`, printed: its declaration, `guarding` first, the body (or
    /// the comment that says what has no Objective-C).
    func printedMethod(
        _ declaration: ObjectiveCMethodDeclaration, guarding: [ObjectiveCStatement] = [],
        _ swift: SwiftBlock
    ) -> PrintedSwift {
        var body = ObjectiveCBlock(guarding)
        do {
            body = body + (try block(swift))
        } catch {
            body = ObjectiveCBlock([.comment("\(error)")])
        }
        var method = declaration
        method.body = body
        return ObjectiveCPrinter.print([.method(method)])
    }

    /// A view call as the page's Objective-C writes it, on one line (for a comment).
    func callText(_ call: TableViewCall) -> String {
        let expression =
            (try? self.expression(SwiftCode.expression(call, view: view)))
            ?? .name(SwiftCode.call(call, view: view))
        return ObjectiveCPrinter.flat(.expression(expression))
    }

    func block(_ swift: SwiftBlock) throws -> ObjectiveCBlock {
        var block = ObjectiveCBlock()
        for line in swift.lines { block.lines += try lines(line) }
        return block
    }

    /// A Swift line as one or more Objective-C lines: the note goes on the first, the mark
    /// of where UIKit raises on the last.
    func lines(_ line: SwiftLine) throws -> [ObjectiveCLine] {
        var result = try statements(line.statement).map {
            ObjectiveCLine(statement: $0, step: line.step)
        }
        guard !result.isEmpty else { return [] }
        result[0].note = line.note
        result[result.count - 1].crash = line.crash
        return result
    }

    func statements(_ statement: SwiftStatement) throws -> [ObjectiveCStatement] {
        // A list's removal is taken below; any other Core Data change there.
        let removes: Bool =
            if case .constant(_, let e) = statement { try removal(e) != nil } else { false }
        if !removes, let coreData = try coreDataStatements(statement) { return coreData }
        switch statement {
        case .expression(let e), .discard(let e): return [.expression(try expression(e))]
        case .constant(let name, let e), .variable(let name, let e):
            if let (list, index, type) = try removal(e) {
                return [
                    .declaration(
                        type: type, name: name, .message(list, [piece("objectAtIndex", index)])),
                    .expression(.message(list, [piece("removeObjectAtIndex", index)])),
                ]
            }
            return [.declaration(type: try declaredType(e), name: name, try expression(e))]
        case .assignment(.subscripted(let base, let index, _), let value):
            return [
                .expression(
                    .message(
                        try listExpression(base),
                        [
                            piece("replaceObjectAtIndex", try expression(index)),
                            piece("withObject", try expression(value)),
                        ]))
            ]
        case .assignment(.controller(.sections), let value):
            // The new sections as a mutable array, as the model keeps them.
            let sections = ObjectiveCExpression.send(try expression(value), "mutableCopy")
            return [.expression(.message(.name("self"), [piece("setSections", sections)]))]
        case .comment(let text): return [.comment(text)]
        case .blank: return [.blank]
        default: throw Unwritten(what: "the statement \(statement)")
        }
    }

    private func piece(_ name: String, _ argument: ObjectiveCExpression) -> ObjectiveCPiece {
        ObjectiveCPiece(name, argument)
    }

    /// `list.remove(at: i)` as a value: the list, the index, and the type of what it held.
    private func removal(_ e: SwiftExpression) throws
        -> (ObjectiveCExpression, ObjectiveCExpression, String)?
    {
        guard case .call(.access(let base, "remove", _), let arguments, _) = e,
            arguments.count == 1
        else { return nil }
        let type: String =
            switch base {
            case .controller(.sections): "Section *"
            case .name: "Item *"  // a section's managed objects
            default: "NSString *"
            }
        return (try listExpression(base), try expression(arguments[0].value), type)
    }

    private func declaredType(_ e: SwiftExpression) throws -> String {
        switch e {
        case .call(.access(_, "numberOfRows", _), _, _),
            .call(.access(_, "numberOfItems", _), _, _):
            return "NSInteger"
        case .call(.type(.named("UICollectionViewLayoutAttributes", _)), _, _):
            return "UICollectionViewLayoutAttributes *"
        default: throw Unwritten(what: "a constant holding \(e)")
        }
    }
}
