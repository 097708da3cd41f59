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
    static func titledDataSource(itemType: String, ios: UIKitVersion) -> [String] {
        let title =
            ios >= sectionIdentifierSince
            ? "sectionIdentifier(for: section) ?? \"\"" : "snapshot().sectionIdentifiers[section]"
        return [
            "// The section identifiers are the titles; UIKit asks the data source for them.",
            "final class TitledDataSource: UITableViewDiffableDataSource<String, \(itemType)> {",
            "    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {",
            "        let title = \(title)",
            "        return title.isEmpty ? nil : title  // an untitled section has no header",
            "    }",
            "}", "",
        ]
    }

    static func diffableModel(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        items: DiffableItems, identifiers: [String], collection: CollectionLayoutCode?
    ) -> [String] {
        let kind =
            view == .table
            ? "TitledDataSource" : "UICollectionViewDiffableDataSource<String, \(items.typeName)>"
        let receiver = view.receiver
        var lines = items.declarations(identifiers: identifiers)
        if view == .table { lines += titledDataSource(itemType: items.typeName, ios: ios) }
        lines += cellClassDeclaration(view: view, ios: ios) + (collection?.declarations() ?? [])
        // The cell provider is kept by the data source, which the view controller keeps:
        // it holds the view controller weakly, or neither would ever be freed.
        if CellRegistrationCode.applies(view: view, ios: ios, reuse: reuse) {
            lines += CellRegistrationCode.declaration(
                itemType: items.typeName, parameter: items.parameter, text: items.cellText,
                weakSelf: items.style == .identifier, parents: collection?.outlineParents ?? [],
                name: items.nameText)
            lines += [
                "lazy var dataSource = \(kind)(\(receiver): \(receiver)) { [cellRegistration] \(receiver), indexPath, \(items.parameter) in",
                "    " + CellRegistrationCode.dequeue(item: items.parameter), "}", "",
            ]
        } else {
            let capture = items.style == .identifier ? "[weak self] " : ""
            lines.append(
                "lazy var dataSource = \(kind)(\(receiver): \(receiver)) { \(capture)\(receiver), indexPath, \(items.parameter) in"
            )
            lines += dequeueAndShow(items.cellText, view: view, ios: ios, reuse: reuse)
            lines += ["    return cell", "}", ""]
        }
        var first: [String] = []
        if !initial.sections.isEmpty {
            var state = SwiftBlock([.blank, .comment("The first state")])
            state.append(DiffableCode.opening(fresh: true, items: items))
            for section in initial.sections {
                let title = SwiftExpression.string(section.title)
                state.append(
                    .expression(
                        .method(.name("snapshot"), "appendSections", [.bare(.array([title]))])))
                if !section.rows.isEmpty {
                    state.append(
                        .expression(
                            .method(
                                .name("snapshot"), "appendItems",
                                [
                                    .bare(items.array(section.rows)),
                                    SwiftArgument("toSection", title),
                                ])))
                }
            }
            state.append(.expression(DiffableCode.applyCall(.withoutAnimation)))
            first = SwiftPrinter.print(state).lines
        }
        lines += viewDidLoad(
            view: view, ios: ios, reuse: reuse, then: (collection?.viewDidLoad() ?? []) + first)
        if let collection { lines += collection.methods() + [""] }
        return Array(lines.dropLast())
    }
}
