import ListDocsEngine

/// The pieces the model block is built from again and again: the list view and index path
/// a data-source method receives, its parameters, and the shapes of its declarations.
enum ModelPieces {
    /// `indexPath`, the parameter of a cell method or a cell provider.
    static let indexPath = SwiftExpression.name("indexPath")

    /// `indexPath.section`, `indexPath.row`.
    static func indexPath(_ part: String) -> SwiftExpression { .access(indexPath, part) }

    /// The view controller's list view.
    static func viewMember(_ view: ListViewKind) -> ControllerMember {
        view == .table ? .tableView : .collectionView
    }

    /// `base.a.b`.
    static func chain(_ base: SwiftExpression, _ members: String...) -> SwiftExpression {
        members.reduce(base) { .access($0, $1) }
    }

    /// `self?.member`: the view controller's member from a closure that holds it weakly.
    static func weakSelf(_ member: ControllerMember) -> SwiftExpression {
        .access(.keyword("self"), member.rawValue, optional: true)
    }

    /// The view's own parameter of a data-source method (`_ tableView: UITableView`).
    static func viewParameter(_ view: ListViewKind) -> SwiftParameter {
        view == .table
            ? .unlabelled("tableView", .named("UITableView"))
            : .unlabelled("collectionView", .named("UICollectionView"))
    }

    /// `label section: Int`.
    static func section(_ label: String) -> SwiftParameter {
        SwiftParameter(label, "section", .named("Int"))
    }

    /// `label indexPath: IndexPath`.
    static func indexPath(label: String) -> SwiftParameter {
        SwiftParameter(label, "indexPath", .named("IndexPath"))
    }

    /// The view method the view controller overrides, named for its view
    /// (`tableView(_:…)`, `collectionView(_:…)`), taking the view first.
    static func viewMethod(
        _ view: ListViewKind, _ parameters: [SwiftParameter], _ result: SwiftType?,
        _ body: SwiftBlock
    ) -> SwiftStatement {
        .function(
            .override(
                view.receiver, [viewParameter(view)] + parameters, result, body))
    }

    /// `override func numberOfSections(in tableView: UITableView) -> Int { count }`.
    static func numberOfSections(_ view: ListViewKind, _ count: SwiftExpression)
        -> SwiftStatement
    {
        var parameter = viewParameter(view)
        parameter.label = "in"
        return .function(
            .override(
                "numberOfSections", [parameter], .named("Int"), SwiftBlock([.expression(count)])))
    }

    /// A comment, then a declaration, then an empty line: a member of the model block.
    static func member(_ comment: [String], _ declaration: SwiftStatement) -> SwiftBlock {
        SwiftBlock(comment.map(SwiftStatement.comment)) + [declaration, .blank]
    }

    /// `let name = Type()` as a stored property.
    static func constantProperty(_ name: String, _ value: SwiftExpression) -> SwiftStatement {
        .property(SwiftProperty(constant: true, name: name, value: value))
    }

    /// `var content = cell.defaultContentConfiguration()`, its text, and the cell given it.
    static func configure(_ cell: String, text: SwiftExpression) -> SwiftBlock {
        [
            .variable("content", .method(.name(cell), "defaultContentConfiguration")),
            .assignment(.access(.name("content"), "text"), text),
            .assignment(.access(.name(cell), "contentConfiguration"), .name("content")),
        ]
    }

    /// `true` or `false`.
    static func bool(_ value: Bool) -> SwiftExpression { .keyword(value ? "true" : "false") }

    /// A class's `let label = UILabel()` view, under `comment`: the app's own cell or header.
    static func labelClass(_ name: String, base: String, comment: String) -> SwiftBlock {
        member(
            [comment],
            .typeDeclaration(
                SwiftTypeDeclaration(
                    modifiers: ["final"], kind: .class, name: name, inherits: [.named(base)],
                    members: SwiftBlock([constantProperty("label", .new("UILabel"))]))))
    }
}
