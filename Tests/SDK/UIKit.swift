// UIKit as Swift imports it, reduced to what code listdocs writes may call, for
// `swiftc -typecheck` on a machine without Apple's SDK. Every signature is the one the SDK
// imports (argument labels, optionality, defaults, main-actor isolation); bodies are empty.
//
// One copy per iOS era, chosen by compilation conditions that each add what the era
// brought: IOS_8 … IOS_15 (`IOS_11`: table-view `performBatchUpdates`, swipe actions;
// `IOS_13`: diffable data sources; `IOS_14`: content configurations, list cells). No
// condition is iOS 7 and earlier.
//
// Where each declaration comes from: every member imported from an Objective-C header is
// in Tests/SDK/Record.tsv, written by Scripts/sdk-record from Apple's headers (the iPhoneOS
// 9.3 to 16.5 SDKs of theos/sdks, with their API notes): its Swift signature, the iOS
// version that introduced it, the header and line. The classes those headers declare are
// written from that record by Scripts/sdk-stub, into UIKit+Record.swift; this file holds
// the rest, and SDKRecordTests holds both to the record (signatures, eras, enum cases,
// main actor) and fails on a member no header declares. The diffable data sources and snapshots are Swift, declared by UIKit's overlay:
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

/// UIKit/uicontrol.md, UIKit/uibutton.md.
@MainActor @objc open class UIControl: UIView {}
@MainActor @objc open class UIButton: UIControl {}

/// UIBarItem.h, UIBarButtonItem.h: a button in a navigation bar or a toolbar (iOS 2), the
/// sender of its action.
@MainActor @objc open class UIBarItem: NSObject {}
@MainActor @objc open class UIBarButtonItem: UIBarItem {}

/// UIKit/uiscrollview.md.
@MainActor @objc open class UIScrollView: UIView {}

#if IOS_14
    /// UIKit/uicontentconfiguration.md.
    @MainActor public protocol UIContentConfiguration {}

    /// UIKit/uilistcontentconfiguration-swift.struct.md: `text`.
    public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
        public var text: String?
    }
#endif

// MARK: - Table views

// The classes of views and controllers that UIKit's headers declare are written from the
// record by Scripts/sdk-stub, in UIKit+Record.swift. Here: what Swift's overlay adds.

#if IOS_11
    extension UIContextualAction {
        /// UIKit/uicontextualaction/handler-swift.typealias.md: main-actor isolated.
        public typealias Handler =
            @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    }
#endif

// MARK: - Collection views

/// UIKit/uicollectionreusableview.md: a cell's superclass, and a header's class.
@MainActor @objc open class UICollectionReusableView: UIView {}

#if IOS_14
    extension UICollectionViewListCell {
        /// Swift, from UIKit's overlay (an extension of the class there).
        public var accessories: [UICellAccessory] {
            get { [] }
            set {}
        }
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

/// UIKit/uicollectionviewlayout.md.
@MainActor @objc open class UICollectionViewLayout: NSObject {}

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

#if IOS_14
    extension UICollectionView {
        /// UIKit/uicollectionview/cellregistration.md: Swift, from UIKit's overlay.
        public struct CellRegistration<Cell: UICollectionViewCell, Item> {
            public typealias Handler = (Cell, IndexPath, Item) -> Void
            public init(handler: @escaping Handler) {}
        }
        public func dequeueConfiguredReusableCell<Cell, Item>(
            using registration: UICollectionView.CellRegistration<Cell, Item>,
            for indexPath: IndexPath, item: Item?
        ) -> Cell { fatalError("a stub") }
        /// UIKit/uicollectionview/supplementaryregistration.md: Swift, from UIKit's overlay.
        public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
            public typealias Handler = (Supplementary, String, IndexPath) -> Void
            public init(elementKind: String, handler: @escaping Handler) {}
        }
        public func dequeueConfiguredReusableSupplementary<Supplementary>(
            using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
            for indexPath: IndexPath
        ) -> Supplementary { fatalError("a stub") }
    }
#endif

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
