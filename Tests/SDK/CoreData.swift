// Core Data as Swift imports it, reduced to what code listdocs writes may call: the managed
// object context, managed objects, fetch requests and the fetched-results controller with
// its delegate. Foundation's types come from the UIKit stub, which declares them.
//
// Where each declaration comes from: Tests/SDK/Record.tsv, written by Scripts/sdk-record
// from CoreData.framework's headers of the iPhoneOS 9.3 to 16.5 SDKs (theos/sdks), and
// held to it by SDKRecordTests. None of it is main-actor isolated: a view controller that
// is the fetched-results controller's delegate conforms with `@preconcurrency`.

import UIKit

// The classes Core Data's headers declare are written from the record by Scripts/sdk-stub,
// in CoreData+Record.swift. Here: the protocols.

/// nsfetchrequestresult.md.
@objc public protocol NSFetchRequestResult {}

/// nsmanagedobjectid.md: an object's identity, Hashable and Sendable.
@objc open class NSManagedObjectID: NSObject, @unchecked Sendable {}

extension NSManagedObjectID: Hashable {
    public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// nsfetchedresultssectioninfo.md. (An `@objc` protocol in the SDK; here a Swift one, as
/// `[Any]` needs Foundation's bridging to cross into Objective-C.)
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// nsfetchedresultschangetype.md.
/// nsfetchedresultscontrollerdelegate/*.md: every method optional. The SDK's is an `@objc`
/// protocol of optional methods; a generic Swift class cannot appear in one, so here each
/// method has an empty default instead, which an app's method of the same signature
/// implements just the same.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType)
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
        newIndexPath: IndexPath?)
    func controllerDidChangeContent(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    #if IOS_13
        /// controller(_:didchangecontentwith:)-4kezq.md: iOS 13.0+.
        func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    #endif
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
        for type: NSFetchedResultsChangeType
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
        didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
        newIndexPath: IndexPath?
    ) {}
    public func controllerDidChangeContent(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {}
    #if IOS_13
        public func controller(
            _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
            didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
        ) {}
    #endif
}
