import ListDocsEngine

/// How `ObjectiveCTranslation` writes values: the model's lists and their edits, the view's
/// calls, index paths and index sets, literals and blocks.
extension ObjectiveCTranslation {
    func expression(_ e: SwiftExpression, enumeration: String? = nil) throws
        -> ObjectiveCExpression
    {
        if let coreData = try coreDataExpression(e) { return coreData }
        switch e {
        case .controller(.tableView), .controller(.collectionView), .controller(.sections):
            return .property(.name("self"), (e == .controller(.sections) ? "sections" : viewName))
        case .name(let name): return .name(name)
        case .keyword("true"): return .keyword("YES")
        case .keyword("false"): return .keyword("NO")
        case .keyword(let word) where ["nil", "self"].contains(word): return .keyword(word)
        case .integer(let n): return .integer(n)
        case .string(let text): return .string(text)
        case .indexPath(let p, let element):
            return indexPath(.integer(p.row), .integer(p.section), element)
        case .position(let p, let part, _): return .integer(part == .section ? p.section : p.row)
        case .access(.name(let path), let member, _)
        where ["row", "item", "section"].contains(member):
            return .property(.name(path), member)
        case .dot(let swiftCase):
            guard let enumeration else { throw Unwritten(what: "the case .\(swiftCase)") }
            return .constant(constant(enumeration, swiftCase))
        case .array(let elements, _): return .array(try elements.map { try expression($0) })
        case .call(.type(.named("IndexPath", _)), let arguments, _) where arguments.count == 2:
            return indexPath(
                try expression(arguments[0].value), try expression(arguments[1].value),
                arguments[0].label == "item" ? .item : .row)
        case .call(.type(.named("IndexSet", _)), let arguments, _): return try indexSet(arguments)
        case .call(.type(.named("Section", _)), let arguments, _) where arguments.count == 2:
            return .message(
                .type("Section"),
                [
                    ObjectiveCPiece("sectionWithTitle", try expression(arguments[0].value)),
                    ObjectiveCPiece(view.elements, try expression(arguments[1].value)),
                ])
        case .call(.type(.named("UICollectionViewLayoutAttributes", _)), let arguments, _):
            return .message(
                .type("UICollectionViewLayoutAttributes"),
                [
                    ObjectiveCPiece(
                        "layoutAttributesForCellWithIndexPath", try expression(arguments[0].value))
                ])
        case .call(.access(let base, let name, _), let arguments, let closures):
            return try message(base, name, arguments, closures)
        default: throw Unwritten(what: "the value \(e)")
        }
    }

    private var viewName: String { view == .table ? "tableView" : "collectionView" }

    /// `[NSIndexPath indexPathForRow:r inSection:s]` (`indexPathForItem:` from iOS 6, a
    /// collection view's).
    private func indexPath(
        _ element: ObjectiveCExpression, _ section: ObjectiveCExpression, _ kind: PathElement
    ) -> ObjectiveCExpression {
        .message(
            .type("NSIndexPath"),
            [
                ObjectiveCPiece(kind == .row ? "indexPathForRow" : "indexPathForItem", element),
                ObjectiveCPiece("inSection", section),
            ])
    }

    /// One section, or a run of them: `IndexSet(integer: 1)`, `IndexSet([1, 2])`.
    private func indexSet(_ arguments: [SwiftArgument]) throws -> ObjectiveCExpression {
        if arguments.first?.label == "integer" {
            return .message(
                .type("NSIndexSet"),
                [ObjectiveCPiece("indexSetWithIndex", try expression(arguments[0].value))])
        }
        guard case .array(let elements, _)? = arguments.first?.value else {
            throw Unwritten(what: "an index set of \(arguments)")
        }
        let numbers = elements.compactMap { if case .integer(let n) = $0 { n } else { nil } }
        guard numbers.count == elements.count, let first = numbers.first,
            numbers == Array(first..<(first + numbers.count))
        else {
            throw Unwritten(what: "an index set of sections that are not a run")
        }
        return .message(
            .type("NSIndexSet"),
            [
                ObjectiveCPiece(
                    "indexSetWithIndexesInRange",
                    .function("NSMakeRange", [.integer(first), .integer(numbers.count)]))
            ])
    }

    /// The constant of a case: before iOS 5 a table view has no automatic animation.
    private func constant(_ enumeration: String, _ swiftCase: String) -> String {
        guard enumeration == ObjectiveCSelector.rowAnimation,
            let animation = RowAnimation(rawValue: swiftCase)
        else { return ObjectiveCSelector.constant(enumeration, swiftCase) }
        return ObjectiveCSelector.constant(enumeration, Self.animation(animation, ios: ios))
    }

    /// A row animation's case as the page's iOS has it: before iOS 5, `fade` for `automatic`.
    static func animation(_ animation: RowAnimation, ios: UIKitVersion) -> String {
        animation == .automatic && ios < automaticAnimationSince ? "fade" : animation.rawValue
    }

    /// A message to the model's lists or to the list view.
    private func message(
        _ base: SwiftExpression, _ name: String, _ arguments: [SwiftArgument],
        _ closures: [TrailingClosure]
    ) throws -> ObjectiveCExpression {
        switch (name, arguments.count) {
        case ("remove", 1):
            return .message(
                try listExpression(base),
                [ObjectiveCPiece("removeObjectAtIndex", try expression(arguments[0].value))])
        case ("insert", 2):
            return .message(
                try listExpression(base),
                [
                    ObjectiveCPiece("insertObject", try expression(arguments[0].value)),
                    ObjectiveCPiece("atIndex", try expression(arguments[1].value)),
                ])
        default: break
        }
        var labels = arguments.map(\.label) + closures.map(\.label)
        if name == "performBatchUpdates" { labels = ["_", "completion"] }  // nil when none
        guard base == .controller(.tableView) || base == .controller(.collectionView),
            let selector = ObjectiveCSelector.of(name, labels: labels, view: view)
        else { throw Unwritten(what: "the call \(name)") }
        var values = try arguments.enumerated().map { index, argument in
            try expression(argument.value, enumeration: selector.enumerations[index])
        }
        values += try closures.map { try blockExpression($0.closure, runsAfter: $0.runsAfter) }
        if name == "performBatchUpdates", values.count == 1 { values.append(.keyword("nil")) }
        guard
            values.count == selector.pieces.count || (values.isEmpty && selector.pieces.count == 1)
        else { throw Unwritten(what: "the call \(name) with \(values.count) arguments") }
        let receiver = try expression(base)
        if values.isEmpty { return .send(receiver, selector.pieces[0]) }
        return .message(receiver, zip(selector.pieces, values).map { ObjectiveCPiece($0, $1) })
    }

    /// The model's `sections`, or a section's rows (items).
    func listExpression(_ base: SwiftExpression) throws -> ObjectiveCExpression {
        switch base {
        case .controller(.sections): return .property(.name("self"), "sections")
        case .access(.subscripted(.controller(.sections), let section, _), let member, _)
        where member == view.elements:
            return .message(
                .name("self"), [ObjectiveCPiece(elementsAccessor, try expression(section))])
        case .name(let local): return .name(local)  // a section's objects
        default: throw Unwritten(what: "the list \(base)")
        }
    }

    /// A closure as a block: a completion handler takes whether the animation finished.
    private func blockExpression(_ closure: SwiftClosure, runsAfter: Bool) throws
        -> ObjectiveCExpression
    {
        .block(
            parameters: closure.parameters.isEmpty ? "" : "(BOOL finished)",
            try block(closure.body), runsAfter: runsAfter)
    }
}
