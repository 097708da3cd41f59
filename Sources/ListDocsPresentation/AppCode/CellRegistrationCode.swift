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
    /// give children, found by `name`, an expression of the item's name) show the disclosure
    /// control that expands and collapses them, as a folder shows it even while empty; the
    /// list cell indents each item by its level itself.
    static func declaration(
        itemType: String, parameter: String, text: String, weakSelf: Bool,
        parents: [String] = [], name: String = ""
    ) -> [String] {
        guard !parents.isEmpty else {
            return ["// A cell: a list cell showing its item"]
                + registration(itemType, parameter, text, weakSelf: weakSelf) + ["}", ""]
        }
        let set = parents.map(SwiftCode.literal).joined(separator: ", ")
        return [
            "// The outline's parents: the items that hold others",
            "let parents: Set<String> = [\(set)]", "",
            "// A cell: a list cell showing its item, indented by its level in the outline;",
            "// a parent shows the disclosure control that expands and collapses it",
        ] + registration(itemType, parameter, text, weakSelf: true) + [
            "    cell.accessories = self?.parents.contains(\(name)) == true ? [.outlineDisclosure()] : []",
            "}", "",
        ]
    }

    /// The registration's first line and the content it gives the cell.
    private static func registration(
        _ itemType: String, _ parameter: String, _ text: String, weakSelf: Bool
    ) -> [String] {
        [
            "lazy var cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, \(itemType)> { \(weakSelf ? "[weak self] " : "")cell, _, \(parameter) in",
            "    var content = cell.defaultContentConfiguration()", "    content.text = \(text)",
            "    cell.contentConfiguration = content",
        ]
    }

    /// The cell for `item`, configured by the registration.
    static func dequeue(item: String) -> String {
        "collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: \(item))"
    }
}
