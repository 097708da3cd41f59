// UIKit as Swift imports it, reduced to what code listdocs writes may call, for
// `swiftc -typecheck` on a machine without Apple's SDK. Every signature is the one the SDK
// imports (argument labels, optionality, defaults, main-actor isolation); bodies are empty.
//
// One copy per iOS era, chosen by compilation conditions that each add what the era
// brought: IOS_11 (table-view `performBatchUpdates`, swipe actions), IOS_13 (diffable data
// sources), IOS_14 (content configurations, list cells), IOS_15 (`reconfigureItems`,
// `applySnapshotUsingReloadData`). No condition is iOS 10 and earlier.
//
// Where each declaration comes from: every member imported from an Objective-C header is
// in Tests/SDK/Record.tsv, written by Scripts/sdk-record from Apple's headers (the iPhoneOS
// 9.3 to 16.5 SDKs of theos/sdks, with their API notes): its Swift signature, the iOS
// version that introduced it, the header and line. SDKRecordTests holds this file to that
// record (signatures, eras, enum cases, main actor) and fails on a member no header
// declares. The diffable data sources and snapshots are Swift, declared by UIKit's overlay:
// their record comes from its Swift interface (iPhoneOS 14.5 to 16.5). Their isolation is
// held at the class: the 16.5 interface marks `apply` and `snapshot()` nonisolated, iOS 18's
// isolates them to the main actor again, and the stub follows iOS 18.
// Foundation's part (IndexPath, IndexSet) and Dispatch's (DispatchQueue) are declared
// here too, as UIKit re-exports them.

@_exported import ObjectiveC

// MARK: - Foundation

/// Foundation/NSString.md: bridged to `String`.
@objc open class NSString: NSObject {}

// swift-format-ignore: AvoidRetroactiveConformances
// (Foundation declares this conformance; the stub stands in for Foundation.)
extension String: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
        result = ""
    }
    public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSString, result: inout String?
    ) -> Bool {
        result = ""
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

/// Foundation/IndexPath.md; `row`, `item`, `section` and their initializers are UIKit's
/// extension (UIKit/uitableview/indexpath-row.md … UIKit/uicollectionview/indexpath-item.md).
public struct IndexPath: Hashable, Comparable, Sendable {
    public var section: Int
    public var row: Int
    public var item: Int {
        get { row }
        set { row = newValue }
    }
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }
    public init(item: Int, section: Int) {
        self.row = item
        self.section = section
    }
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// Foundation/IndexSet.md.
public struct IndexSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var members: [Int]
    public init() { members = [] }
    public init(integer: Int) { members = [integer] }
    public init<S: Sequence>(_ sequence: S) where S.Element == Int { members = Array(sequence) }
    public init(arrayLiteral elements: Int...) { members = elements }
    public func makeIterator() -> IndexingIterator<[Int]> { members.makeIterator() }
}

/// CoreGraphics' rectangle, which UIKit re-exports: a row's frame, a popover's anchor, a
/// view's bounds (and their `width`).
public struct CGRect: Hashable, Sendable {
    public init() {}
    public var width: CGFloat { 0 }
}

/// CoreGraphics' scalar: a `Double` on every device a page's iOS runs on.
public typealias CGFloat = Double

/// CoreGraphics' size: a layout's item and header sizes.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public static let zero = CGSize(width: 0, height: 0)
}

/// Foundation/NSSortDescriptor.md: `init(keyPath:ascending:)`.
open class NSSortDescriptor: NSObject {
    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {}
}

/// Dispatch/DispatchQueue.md: `main`, `global(qos:)`, `async(execute:)`.
public final class DispatchQueue: Sendable {
    public static let main = DispatchQueue()
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue()
    }
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {}
}

/// Dispatch/DispatchQoS.md.
public struct DispatchQoS: Sendable {
    public enum QoSClass: Sendable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}

// MARK: - Views and controllers

/// UIKit/uiresponder.md.
@MainActor @objc open class UIResponder: NSObject {}

/// UIKit/uiview.md.
#if IOS_8
    /// UIKit/uicolor.md: the system colours a swipe action may take (iOS 7, purple iOS 9).
    /// Held back to the iOS 8 era, as no page before iOS 11 names one: the lowest era stands
    /// for iOS 4 to 7, which must not be granted them.
    @objc open class UIColor: NSObject, @unchecked Sendable {
        open class var systemRed: UIColor { UIColor() }
        open class var systemOrange: UIColor { UIColor() }
        open class var systemYellow: UIColor { UIColor() }
        open class var systemGreen: UIColor { UIColor() }
        open class var systemTeal: UIColor { UIColor() }
        open class var systemBlue: UIColor { UIColor() }
        #if IOS_9
            open class var systemPurple: UIColor { UIColor() }
        #endif
        open class var systemPink: UIColor { UIColor() }
        open class var systemGray: UIColor { UIColor() }
    }
#endif

@MainActor @objc open class UIView: UIResponder {
    open var bounds: CGRect = CGRect()
}

/// UIKit/uilabel.md.
@MainActor @objc open class UILabel: UIView {
    open var text: String?
}

/// UIKit/uicontrol.md, UIKit/uibutton.md.
@MainActor @objc open class UIControl: UIView {}
@MainActor @objc open class UIButton: UIControl {}

/// UIBarItem.h, UIBarButtonItem.h: a button in a navigation bar or a toolbar (iOS 2), the
/// sender of its action.
@MainActor @objc open class UIBarItem: NSObject {}
@MainActor @objc open class UIBarButtonItem: UIBarItem {}

/// UIKit/uiscrollview.md.
@MainActor @objc open class UIScrollView: UIView {}

/// UIKit/uiviewcontroller.md: `present(_:animated:completion:)`, `viewDidLoad()`.
@MainActor @objc open class UIViewController: UIResponder {
    open func viewDidLoad() {}
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}
    #if IOS_8
        /// UIViewController.h: where a presented popover (an action sheet on an iPad)
        /// points from; a view controller's property, iOS 8.
        open var popoverPresentationController: UIPopoverPresentationController? { nil }
    #endif
}

#if IOS_14
    /// UIKit/uicontentconfiguration.md.
    @MainActor public protocol UIContentConfiguration {}

    /// UIKit/uilistcontentconfiguration-swift.struct.md: `text`.
    public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
        public var text: String?
    }
#endif

// MARK: - Table views

/// UIKit/uitableviewcell.md.
@MainActor @objc open class UITableViewCell: UIView {
    /// UIKit/uitableviewcell/editingstyle-swift.enum.md.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
    /// UIKit/uitableviewcell/cellstyle.md.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}
    /// UIKit/uitableviewcell/textlabel.md (deprecated in iOS 14, still there).
    open var textLabel: UILabel? { nil }
    #if IOS_14
        /// UIKit/uitableviewcell/defaultcontentconfiguration().md.
        open func defaultContentConfiguration() -> UIListContentConfiguration {
            UIListContentConfiguration()
        }
        /// UIKit/uitableviewcell/contentconfiguration.md.
        open var contentConfiguration: (any UIContentConfiguration)?
    #endif
}

/// UIKit/uitableview.md.
@MainActor @objc open class UITableView: UIScrollView {
    /// UIKit/uitableview/rowanimation.md.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) {}
    #if IOS_8
        // iOS 5 in the headers; listdocs shows multiple selection from iOS 8 (the oldest
        // era it splits), so older pages are not granted it.
        open var allowsMultipleSelection: Bool = false
        open var indexPathsForSelectedRows: [IndexPath]? { nil }
    #endif
    open var numberOfSections: Int { 0 }
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// UITableView.h: the row's frame in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { CGRect() }
    /// UIKit/uitableview/register(_:forcellreuseidentifier:)-1opfr.md.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// UIKit/uitableview/dequeuereusablecell(withidentifier:for:).md.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: identifier) }
    /// UIKit/uitableview/reloaddata().md, beginupdates().md, endupdates().md.
    open func reloadData() {}
    open func beginUpdates() {}
    open func endUpdates() {}
    #if IOS_11
        /// UIKit/uitableview/performbatchupdates(_:completion:).md: iOS 11.0+.
        open func performBatchUpdates(
            _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
        ) {}
    #endif
    /// UIKit/uitableview/insertsections(_:with:).md and the other section calls.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    /// UIKit/uitableview/insertrows(at:with:).md and the other row calls.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// UIKit/uitableview/scrollposition.md.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }
    /// UIKit/uitableview/scrolltorow-atatanimated.md: iOS 2.0+.
    open func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {}
}

/// UIKit/uitableviewcontroller.md, with the UITableViewDataSource and UITableViewDelegate
/// methods it implements (so an app's versions are `override`).
@MainActor @objc open class UITableViewController: UIViewController {
    open var tableView: UITableView!
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    { UITableViewCell(style: .default, reuseIdentifier: nil) }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    { nil }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }
    /// UIKit/uitableviewdatasource/tableview(_:moverowat:to:).md.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
    /// UIKit/uitableviewdatasource/tableview(_:commit:forrowat:).md.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    /// UIKit/uitableviewdelegate/tableview(_:didselectrowat:).md.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    #if IOS_11
        /// UIKit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:).md:
        /// iOS 11.0+.
        open func tableView(
            _ tableView: UITableView,
            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        open func tableView(
            _ tableView: UITableView,
            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
    #endif
}

#if IOS_11
    /// UIKit/uicontextualaction.md: iOS 11.0+; `Handler` is main-actor isolated
    /// (UIKit/uicontextualaction/handler-swift.typealias.md).
    @MainActor @objc open class UIContextualAction: NSObject {
        public enum Style: Int, Sendable {
            case normal, destructive
        }
        public typealias Handler =
            @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void)
            -> Void
        public init(
            style: UIContextualAction.Style, title: String?,
            handler: @escaping UIContextualAction.Handler
        ) {}
        open var backgroundColor: UIColor! = nil
    }

    /// UIKit/uiswipeactionsconfiguration.md: `init(actions:)`.
    @MainActor @objc open class UISwipeActionsConfiguration: NSObject {
        public init(actions: [UIContextualAction]) {}
    }
#endif

#if IOS_8
    /// UIKit/uialertcontroller.md: `init(title:message:preferredStyle:)`, `addAction(_:)`.
    @MainActor @objc open class UIAlertController: UIViewController {
        public enum Style: Int, Sendable {
            case actionSheet, alert
        }
        public init(
            title: String?, message: String?, preferredStyle: UIAlertController.Style
        ) {}
        open func addAction(_ action: UIAlertAction) {}
    }

    /// UIKit/uipopoverpresentationcontroller.md: `sourceView`.
    @MainActor @objc open class UIPopoverPresentationController: NSObject {
        open var sourceView: UIView?
        open var sourceRect: CGRect = CGRect()
    }

    /// UIKit/uialertaction.md: `init(title:style:handler:)`.
    @MainActor @objc open class UIAlertAction: NSObject {
        public enum Style: Int, Sendable {
            case `default`, cancel, destructive
        }
        public init(
            title: String?, style: UIAlertAction.Style,
            handler: ((UIAlertAction) -> Void)? = nil
        ) {}
    }
#endif

// MARK: - Collection views

/// UIKit/uicollectionreusableview.md: a cell's superclass, and a header's class.
@MainActor @objc open class UICollectionReusableView: UIView {}

/// UIKit/uicollectionviewcell.md.
@MainActor @objc open class UICollectionViewCell: UICollectionReusableView {
    #if IOS_14
        /// UIKit/uicollectionviewcell/contentconfiguration.md.
        open var contentConfiguration: (any UIContentConfiguration)?
    #endif
}

#if IOS_14
    /// UIKit/uicollectionviewlistcell.md: iOS 14.0+.
    @MainActor @objc open class UICollectionViewListCell: UICollectionViewCell {
        open func defaultContentConfiguration() -> UIListContentConfiguration {
            UIListContentConfiguration()
        }
        /// Swift, from UIKit's overlay (an extension of the class there).
        public var accessories: [UICellAccessory] = []
    }

    /// UIKit/uicellaccessory.md: Swift, from UIKit's overlay; of its accessories, the
    /// outline's disclosure control.
    public struct UICellAccessory {
        public typealias ActionHandler = () -> Void
        public enum DisplayedState {
            case always, whenEditing, whenNotEditing
        }
        public struct OutlineDisclosureOptions {
            public init() {}
        }
        public static func outlineDisclosure(
            displayed: UICellAccessory.DisplayedState = .always,
            options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
            actionHandler: UICellAccessory.ActionHandler? = nil
        ) -> UICellAccessory { UICellAccessory() }
    }
#endif

/// UIKit/uicollectionviewlayoutattributes.md: `init(forCellWith:)`.
@MainActor @objc open class UICollectionViewLayoutAttributes: NSObject {
    public init(forCellWith indexPath: IndexPath) {}
}

/// UIKit/uicollectionviewlayout.md.
@MainActor @objc open class UICollectionViewLayout: NSObject {}

/// UIKit/uicollectionviewflowlayout.md: tiles in rows, a header above each section.
@MainActor @objc open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var minimumLineSpacing: CGFloat = 0
    open var minimumInteritemSpacing: CGFloat = 0
    open var itemSize: CGSize = .zero
    open var headerReferenceSize: CGSize = .zero
}

#if IOS_14
    /// UIKit/uicollectionlayoutlistconfiguration.md: Swift, from UIKit's overlay.
    public struct UICollectionLayoutListConfiguration {
        public enum Appearance {
            case plain, grouped, insetGrouped, sidebar, sidebarPlain
        }
        public enum HeaderMode {
            case none, supplementary, firstItemInSection
        }
        public init(appearance: UICollectionLayoutListConfiguration.Appearance) {}
        public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    }

    /// UIKit/uicollectionviewcompositionallayout.md: `list(using:)` from UIKit's overlay.
    @MainActor @objc open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
        public static func list(using configuration: UICollectionLayoutListConfiguration)
            -> UICollectionViewCompositionalLayout
        { UICollectionViewCompositionalLayout() }
    }
#endif

/// UIKit/uicollectionview.md.
@MainActor @objc open class UICollectionView: UIScrollView {
    /// A global constant in Objective-C; the API notes make it a static property here.
    public nonisolated static let elementKindSectionHeader: String =
        "UICollectionElementKindSectionHeader"
    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {}
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView() }
    #if IOS_14
        /// UIKit/uicollectionview/cellregistration.md: Swift, from UIKit's overlay.
        public struct CellRegistration<Cell: UICollectionViewCell, Item> {
            public typealias Handler = (Cell, IndexPath, Item) -> Void
            public init(handler: @escaping Handler) {}
        }
        open func dequeueConfiguredReusableCell<Cell, Item>(
            using registration: UICollectionView.CellRegistration<Cell, Item>,
            for indexPath: IndexPath, item: Item?
        ) -> Cell { fatalError("a stub") }
        /// UIKit/uicollectionview/supplementaryregistration.md: Swift, from UIKit's overlay.
        public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
            public typealias Handler = (Supplementary, String, IndexPath) -> Void
            public init(elementKind: String, handler: @escaping Handler) {}
        }
        open func dequeueConfiguredReusableSupplementary<Supplementary>(
            using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
            for indexPath: IndexPath
        ) -> Supplementary { fatalError("a stub") }
    #endif
    #if IOS_8
        // iOS 6 in the headers; listdocs shows multiple selection from iOS 8.
        open var allowsMultipleSelection: Bool = false
        open var indexPathsForSelectedItems: [IndexPath]? { nil }
    #endif
    open var numberOfSections: Int { 0 }
    open func numberOfItems(inSection section: Int) -> Int { 0 }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// UIKit/uicollectionview/register(_:forcellwithreuseidentifier:)-9nm7b.md.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// UIKit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:).md.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell() }
    open func reloadData() {}
    /// UIKit/uicollectionview/performbatchupdates(_:completion:).md: iOS 6.0+.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open func insertSections(_ sections: IndexSet) {}
    open func deleteSections(_ sections: IndexSet) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// UIKit/uicollectionview/scrollposition.md: an option set.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// UIKit/uicollectionview/scrolltoitem-atatanimated.md: iOS 6.0+.
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition,
        animated: Bool
    ) {}
}

/// UIKit/uicollectionviewcontroller.md, with the data-source and delegate methods it
/// implements.
@MainActor @objc open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView!
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell() }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView() }
    #if IOS_9
        open func collectionView(
            _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
        ) -> Bool { false }
        /// UIKit/uicollectionviewdatasource/collectionview(_:moveitemat:to:).md.
        open func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {}
    #endif
    /// UIKit/uicollectionviewdelegate/collectionview(_:didselectitemat:).md.
    open func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
}

// MARK: - Diffable data sources

#if IOS_13
    /// UIKit/nsdiffabledatasourcesnapshot-swift.struct.md: iOS 13.0+.
    public struct NSDiffableDataSourceSnapshot<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    >: Sendable {
        public init() {}
        public var numberOfItems: Int { 0 }
        /// …/numberofitems-insection.md: raises for a section the snapshot lacks.
        public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { 0 }
        /// …/indexofsection.md.
        public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { nil }
        public var sectionIdentifiers: [SectionIdentifierType] { [] }
        public var itemIdentifiers: [ItemIdentifierType] { [] }
        public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
        public mutating func insertSections(
            _ identifiers: [SectionIdentifierType],
            beforeSection toIdentifier: SectionIdentifierType
        ) {}
        public mutating func insertSections(
            _ identifiers: [SectionIdentifierType],
            afterSection toIdentifier: SectionIdentifierType
        ) {}
        public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {}
        public mutating func moveSection(
            _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
        ) {}
        public mutating func moveSection(
            _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
        ) {}
        public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
        public mutating func appendItems(
            _ identifiers: [ItemIdentifierType],
            toSection sectionIdentifier: SectionIdentifierType? = nil
        ) {}
        public mutating func insertItems(
            _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
        ) {}
        public mutating func insertItems(
            _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
        ) {}
        public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
        public mutating func deleteAllItems() {}
        public mutating func moveItem(
            _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
        ) {}
        public mutating func moveItem(
            _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
        ) {}
        public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
        #if IOS_15
            /// UIKit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:).md:
            /// iOS 15.0+.
            public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
        #endif
    }

    /// UIKit/nsdiffabledatasourcesnapshotreference.md: what a fetched-results controller
    /// hands `controller(_:didChangeContentWith:)`, bridged to the Swift snapshot (`as`).
    @objc open class NSDiffableDataSourceSnapshotReference: NSObject {}

    extension NSDiffableDataSourceSnapshot: _ObjectiveCBridgeable {
        public func _bridgeToObjectiveC() -> NSDiffableDataSourceSnapshotReference {
            NSDiffableDataSourceSnapshotReference()
        }
        public static func _forceBridgeFromObjectiveC(
            _ source: NSDiffableDataSourceSnapshotReference, result: inout Self?
        ) { result = Self() }
        public static func _conditionallyBridgeFromObjectiveC(
            _ source: NSDiffableDataSourceSnapshotReference, result: inout Self?
        ) -> Bool {
            result = Self()
            return true
        }
        public static func _unconditionallyBridgeFromObjectiveC(
            _ source: NSDiffableDataSourceSnapshotReference?
        ) -> Self { Self() }
    }

    #if IOS_14
        /// UIKit/nsdiffabledatasourcesectionsnapshot-swift.struct.md: iOS 14.0+ (append(_:to:)
        /// as its page declares it; the other edits alike).
        public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
            Sendable
        {
            public init() {}
            public var items: [ItemIdentifierType] { [] }
            public var visibleItems: [ItemIdentifierType] { [] }
            public func contains(_ item: ItemIdentifierType) -> Bool { false }
            public func isExpanded(_ item: ItemIdentifierType) -> Bool { false }
            public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
                -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
            { Self() }
            public mutating func append(
                _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
            ) {}
            public mutating func insert(
                _ items: [ItemIdentifierType], before item: ItemIdentifierType
            ) {}
            public mutating func insert(
                _ items: [ItemIdentifierType], after item: ItemIdentifierType
            ) {}
            public mutating func delete(_ items: [ItemIdentifierType]) {}
            public mutating func expand(_ items: [ItemIdentifierType]) {}
            public mutating func collapse(_ items: [ItemIdentifierType]) {}
        }
    #endif

    /// UIKit/uitableviewdiffabledatasource-2euir.md: main-actor isolated; the cell provider
    /// is UIKit/uitableviewdiffabledatasource-2euir/cellprovider.md; `apply` is
    /// UIKit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:).md.
    @MainActor @preconcurrency
    open class UITableViewDiffableDataSource<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    >: NSObject, @unchecked Sendable {
        public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) ->
            UITableViewCell?
        public init(tableView: UITableView, cellProvider: @escaping CellProvider) {}
        open var defaultRowAnimation: UITableView.RowAnimation = .automatic
        /// The item at an index path, and the section header a subclass may title (the
        /// data source implements UITableViewDataSource; this is its overridable method).
        open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
            -> String?
        { nil }
        open func snapshot() -> NSDiffableDataSourceSnapshot<
            SectionIdentifierType, ItemIdentifierType
        > { NSDiffableDataSourceSnapshot() }
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {}
        #if IOS_15
            /// The section identifier at an index: iOS 15.0+.
            open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
            /// …/applysnapshotusingreloaddata(_:completion:).md: iOS 15.0+.
            open func applySnapshotUsingReloadData(
                _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                completion: (() -> Void)? = nil
            ) {}
        #endif
    }

    /// UIKit/uicollectionviewdiffabledatasource-9tqpa.md, as the table's.
    @MainActor @preconcurrency
    open class UICollectionViewDiffableDataSource<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    >: NSObject, @unchecked Sendable {
        public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
            UICollectionViewCell?
        public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
            UICollectionReusableView?
        public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {}
        open var supplementaryViewProvider: SupplementaryViewProvider?
        open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
        open func snapshot() -> NSDiffableDataSourceSnapshot<
            SectionIdentifierType, ItemIdentifierType
        > { NSDiffableDataSourceSnapshot() }
        open func apply(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            animatingDifferences: Bool = true, completion: (() -> Void)? = nil
        ) {}
        #if IOS_14
            /// …/apply(_:to:animatingdifferences:completion:).md and …/snapshot(for:).md:
            /// iOS 14.0+, a collection view's data source only.
            open func apply(
                _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                to section: SectionIdentifierType, animatingDifferences: Bool = true,
                completion: (() -> Void)? = nil
            ) {}
            open func snapshot(for section: SectionIdentifierType)
                -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
            { NSDiffableDataSourceSectionSnapshot() }
        #endif
        #if IOS_15
            open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
            open func applySnapshotUsingReloadData(
                _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                completion: (() -> Void)? = nil
            ) {}
        #endif
    }
#endif
