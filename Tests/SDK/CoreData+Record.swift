// Written by Scripts/sdk-stub from Tests/SDK/Record.tsv (Apple's headers, read by
// Scripts/sdk-record) and Tests/SDK/StubClasses.txt; do not edit.

import UIKit

/// NSManagedObjectContext: CoreData/NSManagedObjectContext.h.
@objc open class NSManagedObjectContext: NSObject {
    /// delete(_:): CoreData/NSManagedObjectContext.h:138, iOS 3.
    open func delete(_ p0: NSManagedObject) {}
    /// save(): CoreData/NSManagedObjectContext.h:164, iOS 3.
    open func save() throws {}
    /// object(with:): CoreData/NSManagedObjectContext.h:116, iOS 3.
    open func object(with p0: NSManagedObjectID) -> NSManagedObject { fatalError() }
}

/// NSManagedObject: CoreData/NSManagedObject.h.
@objc open class NSManagedObject: NSObject, NSFetchRequestResult {
    #if IOS_10
        /// init(context:): CoreData/NSManagedObject.h:51, iOS 10.
        public init(context p0: NSManagedObjectContext) {}
        /// fetchRequest(): CoreData/NSManagedObject.h:42, iOS 10.
        open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { fatalError() }
    #endif
}

/// NSEntityDescription: CoreData/NSEntityDescription.h.
@objc open class NSEntityDescription: NSObject {
    /// insertNewObject(forEntityName:into:): CoreData/NSEntityDescription.h:31, iOS 3.
    open class func insertNewObject(forEntityName p0: String, into p1: NSManagedObjectContext)
        -> NSManagedObject
    { fatalError() }
}

/// NSFetchRequest: CoreData/NSFetchRequest.h.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject {
    /// init(entityName:): CoreData/NSFetchRequest.h:52, iOS 4.
    public init(entityName p0: String) {}
    /// sortDescriptors: CoreData/NSFetchRequest.h:61, iOS 3.
    open var sortDescriptors: [NSSortDescriptor]? {
        get { fatalError() }
        set {}
    }
}

/// NSFetchedResultsController: CoreData/NSFetchedResultsController.h.
open class NSFetchedResultsController<ResultType: NSFetchRequestResult>: NSObject {
    /// init(fetchRequest:managedObjectContext:sectionNameKeyPath:cacheName:): CoreData/NSFetchedResultsController.h:58, iOS 3.
    public init(
        fetchRequest p0: NSFetchRequest<ResultType>,
        managedObjectContext p1: NSManagedObjectContext, sectionNameKeyPath p2: String?,
        cacheName p3: String?
    ) {}
    /// delegate: CoreData/NSFetchedResultsController.h:96, iOS 3.
    open var delegate: (any NSFetchedResultsControllerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// performFetch(): CoreData/NSFetchedResultsController.h:69, iOS 3.
    open func performFetch() throws {}
    /// sections: CoreData/NSFetchedResultsController.h:142, iOS 3.
    open var sections: [any NSFetchedResultsSectionInfo]? { fatalError() }
    /// fetchedObjects: CoreData/NSFetchedResultsController.h:105, iOS 3.
    open var fetchedObjects: [ResultType]? { fatalError() }
    /// object(at:): CoreData/NSFetchedResultsController.h:114, iOS 3.
    open func object(at p0: IndexPath) -> ResultType { fatalError() }
}

@objc public enum NSFetchedResultsChangeType: UInt {
    case insert, delete, move, update
}
