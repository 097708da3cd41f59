// Written by Scripts/sdk-stub from Tests/SDK/Record.tsv (Apple's headers, read by
// Scripts/sdk-record) and Tests/SDK/StubClasses.txt; do not edit.

import ObjectiveC

/// UIView: UIKit/UIView.h.
@MainActor @objc open class UIView: UIResponder {
    /// bounds: UIKit/UIView.h:185, as its class.
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
}

/// UILabel: UIKit/UILabel.h.
@MainActor @objc open class UILabel: UIView {
    /// text: UIKit/UILabel.h:22, iOS 2.
    open var text: String? {
        get { fatalError() }
        set {}
    }
}

/// UIViewController: UIKit/UIViewController.h.
@MainActor @objc open class UIViewController: UIResponder {
    /// viewDidLoad(): UIKit/UIViewController.h:119, iOS 2.
    open func viewDidLoad() {}
    /// present(_:animated:completion:): UIKit/UIViewController.h:219, iOS 5.
    open func present(_ p0: UIViewController, animated p1: Bool, completion p2: (() -> Void)? = nil)
    {}
    #if IOS_8
        /// popoverPresentationController: UIKit/UIViewController.h:560, iOS 8.
        open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
    #endif
}

#if IOS_8
    /// UIColor: UIKit/UIInterface.h.
    @objc open class UIColor: NSObject, @unchecked Sendable {
        /// systemRed: UIKit/UIInterface.h:94, iOS 7.
        open class var systemRed: UIColor { fatalError() }
        /// systemOrange: UIKit/UIInterface.h:103, iOS 7.
        open class var systemOrange: UIColor { fatalError() }
        /// systemYellow: UIKit/UIInterface.h:104, iOS 7.
        open class var systemYellow: UIColor { fatalError() }
        /// systemGreen: UIKit/UIInterface.h:101, iOS 7.
        open class var systemGreen: UIColor { fatalError() }
        /// systemTeal: UIKit/UIInterface.h:107, iOS 7.
        open class var systemTeal: UIColor { fatalError() }
        /// systemBlue: UIKit/UIInterface.h:102, iOS 7.
        open class var systemBlue: UIColor { fatalError() }
        /// systemPink: UIKit/UIInterface.h:105, iOS 7.
        open class var systemPink: UIColor { fatalError() }
        /// systemGray: UIKit/UIInterface.h:112, iOS 7.
        open class var systemGray: UIColor { fatalError() }
        #if IOS_9
            /// systemPurple: UIKit/UIInterface.h:106, iOS 9.
            open class var systemPurple: UIColor { fatalError() }
        #endif
    }
#endif

/// UITableViewCell: UIKit/UITableViewCell.h.
@MainActor @objc open class UITableViewCell: UIView {
    /// init(style:reuseIdentifier:): UIKit/UITableViewCell.h:82, iOS 3.
    public init(style p0: UITableViewCell.CellStyle, reuseIdentifier p1: String?) {}
    /// textLabel: UIKit/UITableViewCell.h:119, iOS 3.
    open var textLabel: UILabel? { fatalError() }
    /// EditingStyle: UIKit/UITableViewCell.h:50, as its class.
    public enum EditingStyle: Int, Sendable {
        case `none`, delete, insert
    }
    /// CellStyle: UIKit/UITableViewCell.h:25, as its class.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    #if IOS_14
        /// defaultContentConfiguration(): UIKit/UITableViewCell.h:102, iOS 14.
        open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
        /// contentConfiguration: UIKit/UITableViewCell.h:105, iOS 14.
        open var contentConfiguration: (any UIContentConfiguration)? {
            get { fatalError() }
            set {}
        }
    #endif
}

/// UITableView: UIKit/UITableView.h.
@MainActor @objc open class UITableView: UIScrollView {
    /// isEditing: UIKit/UITableView.h:433, iOS 2.
    open var isEditing: Bool {
        get { fatalError() }
        set {}
    }
    /// setEditing(_:animated:): UIKit/UITableView.h:437, iOS 2.
    open func setEditing(_ p0: Bool, animated p1: Bool) {}
    /// numberOfSections: UIKit/UITableView.h:376, iOS 2.
    open var numberOfSections: Int { fatalError() }
    /// numberOfRows(inSection:): UIKit/UITableView.h:380, iOS 2.
    open func numberOfRows(inSection p0: Int) -> Int { fatalError() }
    /// cellForRow(at:): UIKit/UITableView.h:390, iOS 2.
    open func cellForRow(at p0: IndexPath) -> UITableViewCell? { fatalError() }
    /// rectForRow(at:): UIKit/UITableView.h:385, iOS 2.
    open func rectForRow(at p0: IndexPath) -> CGRect { fatalError() }
    /// register(_:forCellReuseIdentifier:): UIKit/UITableView.h:478, iOS 6.
    open func register(_ p0: AnyClass?, forCellReuseIdentifier p1: String) {}
    /// dequeueReusableCell(withIdentifier:for:): UIKit/UITableView.h:471, iOS 6.
    open func dequeueReusableCell(withIdentifier p0: String, for p1: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// reloadData(): UIKit/UITableView.h:427, iOS 2.
    open func reloadData() {}
    /// beginUpdates(): UIKit/UITableView.h:407, iOS 2.
    open func beginUpdates() {}
    /// endUpdates(): UIKit/UITableView.h:410, iOS 2.
    open func endUpdates() {}
    /// insertSections(_:with:): UIKit/UITableView.h:411, iOS 2.
    open func insertSections(_ p0: IndexSet, with p1: UITableView.RowAnimation) {}
    /// deleteSections(_:with:): UIKit/UITableView.h:413, iOS 2.
    open func deleteSections(_ p0: IndexSet, with p1: UITableView.RowAnimation) {}
    /// reloadSections(_:with:): UIKit/UITableView.h:415, iOS 3.
    open func reloadSections(_ p0: IndexSet, with p1: UITableView.RowAnimation) {}
    /// moveSection(_:toSection:): UIKit/UITableView.h:414, iOS 5.
    open func moveSection(_ p0: Int, toSection p1: Int) {}
    /// insertRows(at:with:): UIKit/UITableView.h:416, iOS 2.
    open func insertRows(at p0: [IndexPath], with p1: UITableView.RowAnimation) {}
    /// deleteRows(at:with:): UIKit/UITableView.h:418, iOS 2.
    open func deleteRows(at p0: [IndexPath], with p1: UITableView.RowAnimation) {}
    /// reloadRows(at:with:): UIKit/UITableView.h:420, iOS 3.
    open func reloadRows(at p0: [IndexPath], with p1: UITableView.RowAnimation) {}
    /// moveRow(at:to:): UIKit/UITableView.h:419, iOS 5.
    open func moveRow(at p0: IndexPath, to p1: IndexPath) {}
    /// scrollToRow(at:at:animated:): UIKit/UITableView.h:399, iOS 2.
    open func scrollToRow(at p0: IndexPath, at p1: UITableView.ScrollPosition, animated p2: Bool) {}
    /// RowAnimation: UIKit/UITableView.h:37, as its class.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, `none`, middle, automatic
    }
    /// ScrollPosition: UIKit/UITableView.h:30, as its class.
    public enum ScrollPosition: Int, Sendable {
        case `none`, top, middle, bottom
    }
    #if IOS_8
        /// allowsMultipleSelection: UIKit/UITableView.h:441, iOS 5.
        open var allowsMultipleSelection: Bool {
            get { fatalError() }
            set {}
        }
        /// indexPathsForSelectedRows: UIKit/UITableView.h:447, iOS 5.
        open var indexPathsForSelectedRows: [IndexPath]? { fatalError() }
    #endif
    #if IOS_11
        /// performBatchUpdates(_:completion:): UIKit/UITableView.h:402, iOS 11.
        open func performBatchUpdates(_ p0: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    #endif
}

/// UITableViewController: UIKit/UITableView.h, UIKit/UITableViewController.h.
@MainActor @objc open class UITableViewController: UIViewController {
    /// tableView: UIKit/UITableViewController.h:25, iOS 2.
    open var tableView: UITableView! {
        get { fatalError() }
        set {}
    }
    /// numberOfSections(in:): UIKit/UITableView.h:534, as its class.
    open func numberOfSections(in p0: UITableView) -> Int { fatalError() }
    /// tableView(_:numberOfRowsInSection:): UIKit/UITableView.h:526, as its class.
    open func tableView(_ p0: UITableView, numberOfRowsInSection p1: Int) -> Int { fatalError() }
    /// tableView(_:cellForRowAt:): UIKit/UITableView.h:529, as its class.
    open func tableView(_ p0: UITableView, cellForRowAt p1: IndexPath) -> UITableViewCell {
        fatalError()
    }
    /// tableView(_:titleForHeaderInSection:): UIKit/UITableView.h:538, as its class.
    open func tableView(_ p0: UITableView, titleForHeaderInSection p1: Int) -> String? {
        fatalError()
    }
    /// tableView(_:canMoveRowAt:): UIKit/UITableView.h:546, as its class.
    open func tableView(_ p0: UITableView, canMoveRowAt p1: IndexPath) -> Bool { fatalError() }
    /// tableView(_:moveRowAt:to:): UIKit/UITableView.h:562, as its class.
    open func tableView(_ p0: UITableView, moveRowAt p1: IndexPath, to p2: IndexPath) {}
    /// tableView(_:commit:forRowAt:): UIKit/UITableView.h:556, as its class.
    open func tableView(
        _ p0: UITableView, commit p1: UITableViewCell.EditingStyle, forRowAt p2: IndexPath
    ) {}
    /// tableView(_:didSelectRowAt:): UIKit/UITableView.h:137, as its class.
    open func tableView(_ p0: UITableView, didSelectRowAt p1: IndexPath) {}
    #if IOS_11
        /// tableView(_:trailingSwipeActionsConfigurationForRowAt:): UIKit/UITableView.h:184, iOS 11.
        open func tableView(
            _ p0: UITableView, trailingSwipeActionsConfigurationForRowAt p1: IndexPath
        ) -> UISwipeActionsConfiguration? { fatalError() }
        /// tableView(_:leadingSwipeActionsConfigurationForRowAt:): UIKit/UITableView.h:179, iOS 11.
        open func tableView(
            _ p0: UITableView, leadingSwipeActionsConfigurationForRowAt p1: IndexPath
        ) -> UISwipeActionsConfiguration? { fatalError() }
    #endif
}

#if IOS_11
    /// UIContextualAction: UIKit/UIContextualAction.h.
    @MainActor @objc open class UIContextualAction: NSObject {
        /// init(style:title:handler:): UIKit/UIContextualAction.h:28, iOS 11.
        public init(
            style p0: UIContextualAction.Style, title p1: String?,
            handler p2: @escaping UIContextualAction.Handler
        ) {}
        /// Style: UIKit/UIContextualAction.h:21, iOS 11.
        public enum Style: Int, Sendable {
            case normal, destructive
        }
        /// backgroundColor: UIKit/UIContextualAction.h:34, iOS 11.
        open var backgroundColor: UIColor! {
            get { fatalError() }
            set {}
        }
    }
#endif

#if IOS_11
    /// UISwipeActionsConfiguration: UIKit/UISwipeActionsConfiguration.h.
    @MainActor @objc open class UISwipeActionsConfiguration: NSObject {
        /// init(actions:): UIKit/UISwipeActionsConfiguration.h:17, iOS 11.
        public init(actions p0: [UIContextualAction]) {}
    }
#endif

#if IOS_8
    /// UIAlertController: UIKit/UIAlertController.h.
    @MainActor @objc open class UIAlertController: UIViewController {
        /// init(title:message:preferredStyle:): UIKit/UIAlertController.h:44, iOS 8.
        public init(
            title p0: String?, message p1: String?, preferredStyle p2: UIAlertController.Style
        ) {}
        /// addAction(_:): UIKit/UIAlertController.h:45, iOS 8.
        open func addAction(_ p0: UIAlertAction) {}
        /// Style: UIKit/UIAlertController.h:21, iOS 8.
        public enum Style: Int, Sendable {
            case actionSheet, alert
        }
    }
#endif

#if IOS_8
    /// UIPopoverPresentationController: UIKit/UIPopoverPresentationController.h.
    @MainActor @objc open class UIPopoverPresentationController: NSObject {
        /// sourceView: UIKit/UIPopoverPresentationController.h:44, iOS 8.
        open var sourceView: UIView? {
            get { fatalError() }
            set {}
        }
        /// sourceRect: UIKit/UIPopoverPresentationController.h:46, iOS 8.
        open var sourceRect: CGRect {
            get { fatalError() }
            set {}
        }
    }
#endif

#if IOS_8
    /// UIAlertAction: UIKit/UIAlertController.h.
    @MainActor @objc open class UIAlertAction: NSObject {
        /// init(title:style:handler:): UIKit/UIAlertController.h:33, iOS 8.
        public init(
            title p0: String?, style p1: UIAlertAction.Style,
            handler p2: ((UIAlertAction) -> Void)? = nil
        ) {}
        /// Style: UIKit/UIAlertController.h:15, iOS 8.
        public enum Style: Int, Sendable {
            case `default`, cancel, destructive
        }
    }
#endif

/// UICollectionViewCell: UIKit/UICollectionViewCell.h.
@MainActor @objc open class UICollectionViewCell: UICollectionReusableView {
    #if IOS_14
        /// contentConfiguration: UIKit/UICollectionViewCell.h:82, iOS 14.
        open var contentConfiguration: (any UIContentConfiguration)? {
            get { fatalError() }
            set {}
        }
    #endif
}

#if IOS_14
    /// UICollectionViewListCell: UIKit/UICollectionViewListCell.h.
    @MainActor @objc open class UICollectionViewListCell: UICollectionViewCell {
        /// defaultContentConfiguration(): UIKit/UICollectionViewListCell.h:19, as its class.
        open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    }
#endif

/// UICollectionViewLayoutAttributes: UIKit/UICollectionViewLayout.h.
@MainActor @objc open class UICollectionViewLayoutAttributes: NSObject {
    /// init(forCellWith:): UIKit/UICollectionViewLayout.h:57, iOS 6.
    public init(forCellWith p0: IndexPath) {}
}

/// UICollectionViewFlowLayout: UIKit/UICollectionViewFlowLayout.h.
@MainActor @objc open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// itemSize: UIKit/UICollectionViewFlowLayout.h:49, iOS 6.
    open var itemSize: CGSize {
        get { fatalError() }
        set {}
    }
    /// minimumLineSpacing: UIKit/UICollectionViewFlowLayout.h:47, iOS 6.
    open var minimumLineSpacing: CGFloat {
        get { fatalError() }
        set {}
    }
    /// minimumInteritemSpacing: UIKit/UICollectionViewFlowLayout.h:48, iOS 6.
    open var minimumInteritemSpacing: CGFloat {
        get { fatalError() }
        set {}
    }
    /// headerReferenceSize: UIKit/UICollectionViewFlowLayout.h:52, iOS 6.
    open var headerReferenceSize: CGSize {
        get { fatalError() }
        set {}
    }
}

/// UICollectionView: UIKit/UICollectionView.h, UIKit/UICollectionViewLayout.h.
@MainActor @objc open class UICollectionView: UIScrollView {
    /// numberOfSections: UIKit/UICollectionView.h:429, iOS 6.
    open var numberOfSections: Int { fatalError() }
    /// numberOfItems(inSection:): UIKit/UICollectionView.h:433, iOS 6.
    open func numberOfItems(inSection p0: Int) -> Int { fatalError() }
    /// cellForItem(at:): UIKit/UICollectionView.h:440, iOS 6.
    open func cellForItem(at p0: IndexPath) -> UICollectionViewCell? { fatalError() }
    /// register(_:forCellWithReuseIdentifier:): UIKit/UICollectionView.h:393, iOS 6.
    open func register(_ p0: AnyClass?, forCellWithReuseIdentifier p1: String) {}
    /// dequeueReusableCell(withReuseIdentifier:for:): UIKit/UICollectionView.h:402, iOS 6.
    open func dequeueReusableCell(withReuseIdentifier p0: String, for p1: IndexPath)
        -> UICollectionViewCell
    { fatalError() }
    /// collectionViewLayout: UIKit/UICollectionView.h:365, iOS 6.
    open var collectionViewLayout: UICollectionViewLayout {
        get { fatalError() }
        set {}
    }
    /// elementKindSectionHeader: UIKit/UICollectionViewLayout.h:24, iOS 6.
    public nonisolated static let elementKindSectionHeader: String =
        "UICollectionElementKindSectionHeader"
    /// register(_:forSupplementaryViewOfKind:withReuseIdentifier:): UIKit/UICollectionView.h:399, iOS 6.
    open func register(
        _ p0: AnyClass?, forSupplementaryViewOfKind p1: String, withReuseIdentifier p2: String
    ) {}
    /// dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): UIKit/UICollectionView.h:404, iOS 6.
    open func dequeueReusableSupplementaryView(
        ofKind p0: String, withReuseIdentifier p1: String, for p2: IndexPath
    ) -> UICollectionReusableView { fatalError() }
    /// reloadData(): UIKit/UICollectionView.h:419, iOS 6.
    open func reloadData() {}
    /// performBatchUpdates(_:completion:): UIKit/UICollectionView.h:468, iOS 6.
    open func performBatchUpdates(_ p0: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    /// insertSections(_:): UIKit/UICollectionView.h:454, iOS 6.
    open func insertSections(_ p0: IndexSet) {}
    /// deleteSections(_:): UIKit/UICollectionView.h:457, iOS 6.
    open func deleteSections(_ p0: IndexSet) {}
    /// reloadSections(_:): UIKit/UICollectionView.h:459, iOS 6.
    open func reloadSections(_ p0: IndexSet) {}
    /// moveSection(_:toSection:): UIKit/UICollectionView.h:458, iOS 6.
    open func moveSection(_ p0: Int, toSection p1: Int) {}
    /// insertItems(at:): UIKit/UICollectionView.h:460, iOS 6.
    open func insertItems(at p0: [IndexPath]) {}
    /// deleteItems(at:): UIKit/UICollectionView.h:462, iOS 6.
    open func deleteItems(at p0: [IndexPath]) {}
    /// reloadItems(at:): UIKit/UICollectionView.h:464, iOS 6.
    open func reloadItems(at p0: [IndexPath]) {}
    /// moveItem(at:to:): UIKit/UICollectionView.h:463, iOS 6.
    open func moveItem(at p0: IndexPath, to p1: IndexPath) {}
    /// scrollToItem(at:at:animated:): UIKit/UICollectionView.h:450, iOS 6.
    open func scrollToItem(
        at p0: IndexPath, at p1: UICollectionView.ScrollPosition, animated p2: Bool
    ) {}
    /// ScrollPosition: UIKit/UICollectionView.h:20, as its class.
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
    #if IOS_8
        /// allowsMultipleSelection: UIKit/UICollectionView.h:411, iOS 6.
        open var allowsMultipleSelection: Bool {
            get { fatalError() }
            set {}
        }
        /// indexPathsForSelectedItems: UIKit/UICollectionView.h:412, iOS 6.
        open var indexPathsForSelectedItems: [IndexPath]? { fatalError() }
    #endif
}

/// UICollectionViewController: UIKit/UICollectionView.h, UIKit/UICollectionViewController.h.
@MainActor @objc open class UICollectionViewController: UIViewController {
    /// collectionView: UIKit/UICollectionViewController.h:23, iOS 6.
    open var collectionView: UICollectionView! {
        get { fatalError() }
        set {}
    }
    /// numberOfSections(in:): UIKit/UICollectionView.h:79, as its class.
    open func numberOfSections(in p0: UICollectionView) -> Int { fatalError() }
    /// collectionView(_:numberOfItemsInSection:): UIKit/UICollectionView.h:74, as its class.
    open func collectionView(_ p0: UICollectionView, numberOfItemsInSection p1: Int) -> Int {
        fatalError()
    }
    /// collectionView(_:cellForItemAt:): UIKit/UICollectionView.h:76, as its class.
    open func collectionView(_ p0: UICollectionView, cellForItemAt p1: IndexPath)
        -> UICollectionViewCell
    { fatalError() }
    /// collectionView(_:viewForSupplementaryElementOfKind:at:): UIKit/UICollectionView.h:83, as its class.
    open func collectionView(
        _ p0: UICollectionView, viewForSupplementaryElementOfKind p1: String, at p2: IndexPath
    ) -> UICollectionReusableView { fatalError() }
    /// collectionView(_:didSelectItemAt:): UIKit/UICollectionView.h:132, as its class.
    open func collectionView(_ p0: UICollectionView, didSelectItemAt p1: IndexPath) {}
    #if IOS_9
        /// collectionView(_:canMoveItemAt:): UIKit/UICollectionView.h:86, iOS 9.
        open func collectionView(_ p0: UICollectionView, canMoveItemAt p1: IndexPath) -> Bool {
            fatalError()
        }
        /// collectionView(_:moveItemAt:to:): UIKit/UICollectionView.h:88, iOS 9.
        open func collectionView(_ p0: UICollectionView, moveItemAt p1: IndexPath, to p2: IndexPath)
        {}
    #endif
}
