import ListDocsEngine
import ListDocsScript

/// iOS 14's way to make a collection view's cells, as Apple's sample code writes it: a
/// `UICollectionView.CellRegistration` of list cells that configures a cell for its item,
/// and `dequeueConfiguredReusableCell(using:for:item:)` wherever a cell is asked for. No
/// class is registered by identifier. A walkthrough that names its identifiers (`cell=`,
/// `register=`, `dequeue=`) is about them, and keeps `register` and `dequeue` instead.
enum CellRegistrationCode {
    /// The first version with cell registrations.
    static let since = UIKitVersion(14)

    /// Whether the walkthrough's cells are made through a registration.
    static func applies(view: ListViewKind, ios: UIKitVersion, reuse: CellReuse) -> Bool {
        view == .collection && ios >= since && reuse == CellReuse()
    }

    /// `lazy var cellRegistration`: a list cell showing `text`, read from the item handed to
    /// the handler as `parameter` (of `itemType`); `weakSelf` when `text` reads the view
    /// controller. In an outline, `parents` (the items the walkthrough's section snapshots
    /// give children, found by `name`, the item's name) show the disclosure control that
    /// expands and collapses them, as a folder shows it even while empty; the list cell
    /// indents each item by its level itself.
    static func declaration(
        itemType: String, parameter: String, text: SwiftExpression, weakSelf: Bool,
        parents: [String] = [], name: SwiftExpression = .name("item")
    ) -> SwiftBlock {
        guard !parents.isEmpty else {
            return ModelPieces.member(
                ["A cell: a list cell showing its item"],
                registration(itemType, parameter, text, weakSelf: weakSelf, then: []))
        }
        let isParent = SwiftExpression.infix(
            .method(ModelPieces.weakSelf(.parents), "contains", [.bare(name)]), "==",
            .keyword("true"))
        let accessories = SwiftStatement.assignment(
            .access(.name("cell"), "accessories"),
            .ternary(isParent, .array([.call(.dot("outlineDisclosure"), [])]), .array([])))
        return ModelPieces.member(
            ["The outline's parents: the items that hold others"],
            .property(
                SwiftProperty(
                    constant: true, name: "parents", type: .named("Set", [.named("String")]),
                    value: .strings(parents))))
            + ModelPieces.member(
                [
                    "A cell: a list cell showing its item, indented by its level in the outline;",
                    "a parent shows the disclosure control that expands and collapses it",
                ], registration(itemType, parameter, text, weakSelf: true, then: [accessories]))
    }

    /// The registration, the content it gives the cell, and `then`.
    private static func registration(
        _ itemType: String, _ parameter: String, _ text: SwiftExpression, weakSelf: Bool,
        then: SwiftBlock
    ) -> SwiftStatement {
        let handler = SwiftClosure(
            captures: weakSelf ? ["weak self"] : [], parameters: ["cell", "_", parameter],
            body: ModelPieces.configure("cell", text: text) + then,
            needsExplicitSelf: false)
        return .property(
            SwiftProperty(
                modifiers: ["lazy"], name: "cellRegistration",
                value: .call(
                    .type(
                        .named(
                            "UICollectionView.CellRegistration",
                            [.named("UICollectionViewListCell"), .named(itemType)])), [],
                    closures: [TrailingClosure(label: nil, closure: handler, runsAfter: false)])))
    }

    /// The cell for `item`, configured by the registration.
    static func dequeue(item: SwiftExpression) -> SwiftExpression {
        .method(
            .name("collectionView"), "dequeueConfiguredReusableCell",
            [
                SwiftArgument("using", .name("cellRegistration")),
                SwiftArgument("for", ModelPieces.indexPath), SwiftArgument("item", item),
            ])
    }
}
