/// Two runs of one callback where one expands an item of a section snapshot and the other
/// collapses it (a tap that opens a folder, a tap that closes it): an app writes one method
/// that asks the section snapshot whether the item is expanded, as this one does.
enum OutlineToggle {
    /// What a method's body does to an outline: the section, the item, and whether it
    /// expands it (or collapses it).
    struct Change: Equatable {
        var section: SwiftExpression
        var item: SwiftExpression
        var expands: Bool
    }

    /// One method holding both bodies, the collapsing one where the item is expanded; nil
    /// when the two are not such a pair.
    static func merged(_ first: AppMethod, _ second: AppMethod) -> AppMethod? {
        guard let declaration = first.declaration, declaration == second.declaration,
            let firstBody = first.body, let secondBody = second.body,
            let a = change(in: firstBody), let b = change(in: secondBody),
            a.section == b.section, a.item == b.item, a.expands != b.expands
        else { return nil }
        let (collapsing, expanding) = a.expands ? (secondBody, firstBody) : (firstBody, secondBody)
        let expanded = SwiftExpression.method(
            .method(.controller(.dataSource), "snapshot", [SwiftArgument("for", a.section)]),
            "isExpanded", [.bare(a.item)])
        let body = SwiftBlock([.ifElse(expanded, then: collapsing, otherwise: expanding)])
        return AppMethod(
            name: first.name, declaration: declaration, body: body, shown: first.shown,
            steps: Array(Set(first.steps + second.steps)).sorted())
    }

    /// The one expand or collapse of one item the body makes on the section snapshot it
    /// takes from the data source; nil when it makes none, more, or any other edit.
    static func change(in body: SwiftBlock) -> Change? {
        var section: SwiftExpression?
        var changes: [(item: SwiftExpression, expands: Bool)] = []
        for line in body.lines {
            switch line.statement {
            case .variable(
                "sectionSnapshot",
                .call(.access(.controller(.dataSource), "snapshot", _), let arguments, _)):
                section = arguments.first?.value
            case .expression(
                .call(.access(.name("sectionSnapshot"), let name, _), let arguments, _)):
                // Only the expand or collapse: a body that also adds or removes items would
                // do that again on every later tap.
                guard name == "expand" || name == "collapse",
                    case .array(let items, _)? = arguments.first?.value, items.count == 1
                else { return nil }
                changes.append((items[0], name == "expand"))
            default: continue
            }
        }
        guard let section, changes.count == 1 else { return nil }
        return Change(section: section, item: changes[0].item, expands: changes[0].expands)
    }
}
