/// How an app's data source gets its cells: the reuse identifier it dequeues
/// (`dequeueReusableCell(withIdentifier:for:)`), the one it registered in `viewDidLoad()`
/// (nil for none, as when the storyboard's prototype cell has another identifier), and
/// whether it dequeues at all. When the identifiers differ, or a collection view's data
/// source makes its cell itself or dequeues one it does not return, the first cell the view
/// asks for raises.
public struct CellReuse: Hashable, Sendable {
    /// How many cells the data source dequeues for one it returns.
    public enum Dequeue: String, CaseIterable, Hashable, Sendable {
        /// One, which it returns: the idiom.
        case once
        /// None: it makes the cell itself (`UITableViewCell(style:reuseIdentifier:)`, the
        /// idiom before iOS 6, or `UICollectionViewCell()`), which a collection view refuses.
        case none
        /// A second one it does not return (a cell dequeued to measure, or by a helper):
        /// a collection view asserts on it from iOS 18.
        case extra
        /// None, and it returns no cell (`nil`): Objective-C's
        /// `dequeueReusableCellWithIdentifier:` with nothing registered and no cell made when
        /// it answers nil, or a Swift `UITableViewController` that returns
        /// `super.tableView(_:cellForRowAt:)`, which has no cell for a list it does not hold.
        /// A table view raises at the first cell it asks for.
        case returnsNil = "nil"
    }

    /// The class of the view controller the walkthroughs' code declares, their data source,
    /// which the texts that name the data source name.
    public static let appDataSourceClass = "ListViewController"

    /// The identifier `cellForRowAt` (`cellForItemAt`, a diffable cell provider) dequeues.
    public var dequeued: String
    /// The identifier registered for reuse; nil when none is.
    public var registered: String?
    /// How it dequeues.
    public var dequeue: Dequeue = .once

    /// The identifiers of an app that registers what it dequeues (`"Cell"` by default).
    public init(dequeued: String = "Cell", registered: String? = "Cell", dequeue: Dequeue = .once) {
        self.dequeued = dequeued
        self.registered = registered
        self.dequeue = dequeue
    }

    /// Whether dequeuing a cell raises: the identifier dequeued was never registered.
    public var dequeueFails: Bool {
        dequeue != .none && dequeue != .returnsNil && registered != dequeued
    }

    /// Whether the first cell `view` asks for on `ios` raises, whatever the data holds.
    public func firstCellFails(view: ListViewKind, ios: UIKitVersion) -> Bool {
        if dequeueFails || dequeue == .returnsNil { return true }
        guard view == .collection else { return false }
        switch dequeue {
        case .once, .returnsNil: return false
        case .none: return true
        case .extra: return ios >= ExceptionReason.dequeuedViewChecksSince
        }
    }
}
