import ListDocsEngine
import ListDocsScript

/// The model block of `source=diffable`: the items, the data source (a titled subclass for a
/// table) and the first snapshot.
extension ModelCode {
    /// The first version whose diffable data source has `sectionIdentifier(for:)`.
    static let sectionIdentifierSince = UIKitVersion(15)

    /// A table's diffable data source that titles its sections: UIKit asks the data source
    /// for a header's title, and a plain `UITableViewDiffableDataSource` answers nil. The
    /// section identifiers are the titles.
    static func titledDataSource(itemType: SwiftType, ios: UIKitVersion) -> SwiftBlock {
        let identifier: SwiftExpression =
            ios >= sectionIdentifierSince
            ? .infix(
                .call(.name("sectionIdentifier"), [SwiftArgument("for", .name("section"))]), "??",
                .string(""))
            : .subscripted(
                .access(.call(.name("snapshot"), []), "sectionIdentifiers"), .name("section"))
        let title = SwiftExpression.name("title")
        var giving = SwiftLine(
            .returning(.ternary(.access(title, "isEmpty"), .keyword("nil"), title)))
        giving.note = "an untitled section has no header"
        let method = ModelPieces.viewMethod(
            .table, [ModelPieces.section("titleForHeaderInSection")], .optional("String"), []
        )
        .withBody(SwiftBlock([SwiftLine(.constant("title", identifier)), giving]))
        return ModelPieces.member(
            ["The section identifiers are the titles; UIKit asks the data source for them."],
            .typeDeclaration(
                SwiftTypeDeclaration(
                    modifiers: ["final"], kind: .class, name: "TitledDataSource",
                    inherits: [
                        SwiftInheritance(
                            .named("UITableViewDiffableDataSource", [.named("String"), itemType]))
                    ],
                    members: SwiftBlock([method]))))
    }

    /// `lazy var dataSource = Kind(tableView: tableView) { … }`: the data source and its
    /// cell provider, which takes `parameter` as its item.
    static func dataSourceProperty(
        _ kind: SwiftType, view: ListViewKind, captures: [String], parameter: String,
        body: SwiftBlock
    ) -> SwiftStatement {
        let receiver = view.receiver
        let provider = SwiftClosure(
            captures: captures, parameters: [receiver, "indexPath", parameter],
            body: body, needsExplicitSelf: false)
        return .property(
            SwiftProperty(
                modifiers: ["lazy"], name: "dataSource",
                value: .call(
                    .type(kind),
                    [SwiftArgument(receiver, .controller(ModelPieces.viewMember(view)))],
                    closures: [TrailingClosure(label: nil, closure: provider, runsAfter: false)])))
    }

    static func diffableModel(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        items: DiffableItems, identifiers: [String], collection: CollectionLayoutCode?
    ) -> SwiftBlock {
        let kind: SwiftType =
            view == .table
            ? .named("TitledDataSource")
            : .named("UICollectionViewDiffableDataSource", [.named("String"), items.type])
        var members = items.declarations(identifiers: identifiers)
        if view == .table { members += titledDataSource(itemType: items.type, ios: ios) }
        members += cellClassDeclaration(view: view, ios: ios) + (collection?.declarations() ?? [])
        // The cell provider is kept by the data source, which the view controller keeps:
        // it holds the view controller weakly, or neither would ever be freed.
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            members += CellRegistrationCode.declaration(
                itemType: items.typeName, parameter: items.parameter, text: items.cellText,
                weakSelf: items.style == .identifier, parents: collection?.outlineParents ?? [],
                name: items.nameText)
            members += [
                dataSourceProperty(
                    kind, view: view, captures: ["cellRegistration"], parameter: items.parameter,
                    body: [.expression(CellRegistrationCode.dequeue(item: .name(items.parameter)))]),
                .blank,
            ]
        } else {
            members += [
                dataSourceProperty(
                    kind, view: view, captures: items.style == .identifier ? ["weak self"] : [],
                    parameter: items.parameter,
                    body: dequeueAndShow(items.cellText, view: view, ios: ios, reuse: reuse)
                        + [.returning(.name("cell"))]),
                .blank,
            ]
        }
        members += viewDidLoad(
            view: view, ios: ios, reuse: reuse,
            then: (collection?.viewDidLoad() ?? []) + firstState(initial, items: items))
        if let collection { members += collection.methods() + [.blank] }
        return members
    }

    /// The first snapshot, applied without animation; nothing for an empty list.
    private static func firstState(_ initial: SectionedList, items: DiffableItems)
        -> SwiftBlock
    {
        guard !initial.sections.isEmpty else { return [] }
        var state: SwiftBlock = [
            .blank, .comment("The first state"), DiffableCode.opening(fresh: true, items: items),
        ]
        for section in initial.sections {
            let title = SwiftExpression.string(section.title)
            state.append(
                .expression(.method(.name("snapshot"), "appendSections", [.bare(.array([title]))])))
            if !section.rows.isEmpty {
                state.append(
                    .expression(
                        .method(
                            .name("snapshot"), "appendItems",
                            [.bare(items.array(section.rows)), SwiftArgument("toSection", title)])))
            }
        }
        return state + [.expression(DiffableCode.applyCall(.withoutAnimation))]
    }
}
