import ListDocsEngine

/// The Objective-C selector of each UIKit and Foundation call the Swift code model makes
/// and the Objective-C pages show: the fact the Swift importer applies in reverse. Each
/// UIKit pair is one line of the SDK record (Tests/SDK/Record.tsv, read from Apple's
/// headers), which `ObjectiveCSelectorTests` holds this table to.
struct ObjectiveCSelector: Hashable, Sendable {
    /// The class that declares it, as the record names it.
    var container: String
    /// How Swift names it: `deleteRows(at:with:)`.
    var swiftName: String
    /// The selector's pieces, one per argument: `deleteRowsAtIndexPaths`, `withRowAnimation`.
    var pieces: [String]
    /// For an argument that is an enumeration's case, the enumeration (`UITableViewRowAnimation`),
    /// whose constants are its name and the case's.
    var enumerations: [Int: String] = [:]

    /// The selector as the record writes it: `deleteRowsAtIndexPaths:withRowAnimation:`.
    var selector: String {
        pieces.count == 1 && !swiftName.contains(":") ? pieces[0] : pieces.map { $0 + ":" }.joined()
    }

    static let rowAnimation = "UITableViewRowAnimation"

    // function-length: table
    /// The calls of a table view and a collection view that step code makes.
    static let all: [ObjectiveCSelector] = [
        .init(container: "UITableView", swiftName: "reloadData()", pieces: ["reloadData"]),
        .init(container: "UITableView", swiftName: "beginUpdates()", pieces: ["beginUpdates"]),
        .init(container: "UITableView", swiftName: "endUpdates()", pieces: ["endUpdates"]),
        .init(
            container: "UITableView", swiftName: "insertSections(_:with:)",
            pieces: ["insertSections", "withRowAnimation"], enumerations: [1: rowAnimation]),
        .init(
            container: "UITableView", swiftName: "deleteSections(_:with:)",
            pieces: ["deleteSections", "withRowAnimation"], enumerations: [1: rowAnimation]),
        .init(
            container: "UITableView", swiftName: "reloadSections(_:with:)",
            pieces: ["reloadSections", "withRowAnimation"], enumerations: [1: rowAnimation]),
        .init(
            container: "UITableView", swiftName: "moveSection(_:toSection:)",
            pieces: ["moveSection", "toSection"]),
        .init(
            container: "UITableView", swiftName: "insertRows(at:with:)",
            pieces: ["insertRowsAtIndexPaths", "withRowAnimation"], enumerations: [1: rowAnimation]),
        .init(
            container: "UITableView", swiftName: "deleteRows(at:with:)",
            pieces: ["deleteRowsAtIndexPaths", "withRowAnimation"], enumerations: [1: rowAnimation]),
        .init(
            container: "UITableView", swiftName: "reloadRows(at:with:)",
            pieces: ["reloadRowsAtIndexPaths", "withRowAnimation"], enumerations: [1: rowAnimation]),
        .init(
            container: "UITableView", swiftName: "moveRow(at:to:)",
            pieces: ["moveRowAtIndexPath", "toIndexPath"]),
        .init(
            container: "UITableView", swiftName: "numberOfRows(inSection:)",
            pieces: ["numberOfRowsInSection"]),
        .init(
            container: "UITableView", swiftName: "scrollToRow(at:at:animated:)",
            pieces: ["scrollToRowAtIndexPath", "atScrollPosition", "animated"],
            enumerations: [1: "UITableViewScrollPosition"]),
        .init(container: "UICollectionView", swiftName: "reloadData()", pieces: ["reloadData"]),
        .init(
            container: "UICollectionView", swiftName: "performBatchUpdates(_:completion:)",
            pieces: ["performBatchUpdates", "completion"]),
        .init(
            container: "UICollectionView", swiftName: "insertSections(_:)",
            pieces: ["insertSections"]),
        .init(
            container: "UICollectionView", swiftName: "deleteSections(_:)",
            pieces: ["deleteSections"]),
        .init(
            container: "UICollectionView", swiftName: "reloadSections(_:)",
            pieces: ["reloadSections"]),
        .init(
            container: "UICollectionView", swiftName: "moveSection(_:toSection:)",
            pieces: ["moveSection", "toSection"]),
        .init(
            container: "UICollectionView", swiftName: "insertItems(at:)",
            pieces: ["insertItemsAtIndexPaths"]),
        .init(
            container: "UICollectionView", swiftName: "deleteItems(at:)",
            pieces: ["deleteItemsAtIndexPaths"]),
        .init(
            container: "UICollectionView", swiftName: "reloadItems(at:)",
            pieces: ["reloadItemsAtIndexPaths"]),
        .init(
            container: "UICollectionView", swiftName: "moveItem(at:to:)",
            pieces: ["moveItemAtIndexPath", "toIndexPath"]),
        .init(
            container: "UICollectionView", swiftName: "numberOfItems(inSection:)",
            pieces: ["numberOfItemsInSection"]),
        .init(
            container: "UICollectionView", swiftName: "scrollToItem(at:at:animated:)",
            pieces: ["scrollToItemAtIndexPath", "atScrollPosition", "animated"],
            enumerations: [1: "UICollectionViewScrollPosition"]),
    ]

    /// The selector of `base(labels…)` on `view`'s list view.
    static func of(_ base: String, labels: [String?], view: ListViewKind) -> ObjectiveCSelector? {
        let container = view == .table ? "UITableView" : "UICollectionView"
        let name = base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        return all.first { $0.container == container && $0.swiftName == name }
    }

    /// The constant of an enumeration's case, `UITableViewRowAnimationFade` for `fade`.
    static func constant(_ enumeration: String, _ swiftCase: String) -> String {
        enumeration + swiftCase.prefix(1).uppercased() + swiftCase.dropFirst()
    }
}
