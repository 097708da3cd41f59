/// A simulated uncaught exception (most often `NSInternalInconsistencyException`), or the
/// Swift runtime trap of a data source that reads its model past the end: what a real app
/// would die of.
///
/// This is content a walkthrough shows, not an error that stops a build.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name (`NSRangeException` and `NSInvalidArgumentException` for some
    /// scrolling texts; for a Swift trap, the runtime's own words, see `isSwiftTrap`).
    public internal(set) var name: String = "NSInternalInconsistencyException"
    /// UIKit's reason text, character for character (pointer addresses shown as `0x…`).
    public let reason: String
    /// Which rule raised it.
    public let kind: Kind
    /// The numbers the reason states, for the count texts (see `ReasonCatalog` for their
    /// order); nil for the others.
    public internal(set) var arguments: ReasonArguments?
    /// Whether UIKit raises it through its assertion handler (the console then prints an
    /// `*** Assertion failure in …` line first), rather than with `+[NSException raise:]`.
    public internal(set) var asserted = true

    /// The rule behind an exception, one case per UIKit assertion.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case deleteAndReloadSameIndexPath
        case deleteAndMoveSameSection
        case deleteAndMoveSameIndexPath
        case deleteSectionOutOfRange
        case deleteRowSectionOutOfRange
        case deleteRowOutOfRange
        case insertAndMoveSameSection
        case insertAndMoveSameIndexPath
        case insertSectionOutOfRange
        case insertRowSectionOutOfRange
        case insertRowOutOfRange
        case moveSectionSourceOutOfRange
        case moveSectionDestinationOutOfRange
        case moveRowSourceSectionOutOfRange
        case moveRowSourceOutOfRange
        case moveRowDestinationSectionOutOfRange
        case moveRowDestinationOutOfRange
        case moveSectionToTwoDestinations
        case moveRowToTwoDestinations
        case moveTwoSectionsToOneDestination
        case moveTwoRowsToOneDestination
        case moveRowFromDeletedSection
        case moveRowIntoInsertedSection
        case invalidNumberOfSections
        case invalidNumberOfRows
        case invalidBatchUpdates
        case twoAnimationsForCell
        case globalIndexOutOfRange
        case itemCountOfMissingSection
        case layoutAttributesForMissingItem
        case invalidUpdateIndexPath
        // Diffable data sources: raised by the snapshot call, or by the view.
        case duplicateItemIdentifiers
        case duplicateSectionIdentifiers
        case appendItemsWithoutSections
        case itemDestinationMissing
        case sectionDestinationMissing
        case destinationInInsertedSections
        case destinationInInsertedItems
        case sectionMovedRelativeToItself
        case itemMovedRelativeToItself
        case sectionIdentifierExists
        case moveItemSourceMissing
        case moveItemDestinationMissing
        case moveSectionSourceMissing
        case moveSectionDestinationMissing
        case reloadMissingItem
        case reconfigureMissingItem
        case reloadMissingSection
        case viewMutatedUnderDiffable
        case identifiersEqualWithDifferentHashes
        case identifierHashChanged
        case identifierNotEqualToItself
        case equalIdentifiersInOneSnapshot
        case applyDeadlock
        case sectionIdentifierNotFound
        // Section snapshots (iOS 14).
        case sectionSnapshotParentMissing
        case sectionSnapshotBeforeItemMissing
        case sectionSnapshotAfterItemMissing
        case sectionSnapshotItemMissing
        case sectionSnapshotDuplicateItems
        // Calls that are not updates: the view answers from what it has loaded.
        case scrollToMissingSection
        case scrollToMissingRow
        /// The app's `cellForRowAt` reads its model at a row the model no longer has: Swift's
        /// array traps.
        case staleIndexInCellForRow
        /// The data source dequeues a cell with an identifier nothing was registered for.
        case unregisteredReuseIdentifier
        /// A collection view's data source returned a cell it made, not one it dequeued.
        case cellWithoutReuseIdentifier
        /// A collection view's data source dequeued a cell it did not return (iOS 18 on).
        case dequeuedViewNotReturned
        /// A table view's data source returned no cell (nil) for a row the view asked for.
        case nilCellFromDataSource
        /// A collection view of iOS 9 and 10 reloaded, in a batch, a section whose item count
        /// changed.
        case viewAnimationForNilView
    }

    init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// Whether this is a Swift runtime trap (`Fatal error: …`) rather than an exception:
    /// no `*** Terminating app` line, no `libc++abi` line.
    public var isSwiftTrap: Bool { kind == .staleIndexInCellForRow }

    /// The line a console prints when the app dies of it.
    public var consoleLine: String {
        isSwiftTrap
            ? "Fatal error: \(reason)"
            : "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    /// Same as `consoleLine`.
    public var description: String { consoleLine }
}
