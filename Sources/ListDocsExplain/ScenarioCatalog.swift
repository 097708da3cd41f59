import ListDocsEngine

/// How each exception is explained, by kind: the one table that maps a
/// `UIKitException.Kind` to the small function that writes the walkthroughs for it (as
/// `ReasonCatalog` maps each kind to the builder of its text). The switch has no default, so
/// a new kind does not compile until it has its scenario.
enum ScenarioCatalog {
    /// A kind's scenario builder: the message's kind, the view's words and the message's
    /// arguments in; the walkthrough pairs that explain it out, or why its numbers cannot
    /// come from an app.
    typealias Builder = (UIKitException.Kind, ScriptWords, ReasonArguments) throws(Irreconcilable)
        -> [Scenario]

    /// The scenarios that explain a message of `kind` with `arguments`, in the words of `w`.
    static func scenarios(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ arguments: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        try builder(kind)(kind, w, arguments)
    }

    /// The builder for `kind`.
    /// One line per kind: a table (function-length: table).
    static func builder(_ kind: UIKitException.Kind) -> Builder {
        switch kind {
        case .moveRowFromDeletedSection: Scenario.moveRowFromDeletedSection
        case .moveRowIntoInsertedSection: Scenario.moveRowIntoInsertedSection
        case .invalidNumberOfSections: Scenario.invalidNumberOfSections
        case .invalidNumberOfRows: Scenario.invalidNumberOfRows
        case .invalidBatchUpdates: Scenario.invalidBatchUpdates
        case .twoAnimationsForCell: Scenario.twoAnimationsForCell
        case .globalIndexOutOfRange: Scenario.globalIndexOutOfRange
        case .itemCountOfMissingSection: Scenario.itemCountOfMissingSection
        case .layoutAttributesForMissingItem: Scenario.layoutAttributesForMissingItem
        case .invalidUpdateIndexPath: Scenario.invalidUpdateIndexPath
        case .deleteSectionOutOfRange: Scenario.deleteSectionOutOfRange
        case .deleteRowSectionOutOfRange: Scenario.deleteRowSectionOutOfRange
        case .deleteRowOutOfRange: Scenario.deleteRowOutOfRange
        case .insertSectionOutOfRange: Scenario.insertSectionOutOfRange
        case .insertRowSectionOutOfRange: Scenario.insertRowSectionOutOfRange
        case .insertRowOutOfRange: Scenario.insertRowOutOfRange
        case .moveSectionSourceOutOfRange: Scenario.moveSectionSourceOutOfRange
        case .moveSectionDestinationOutOfRange: Scenario.moveSectionDestinationOutOfRange
        case .moveRowSourceSectionOutOfRange: Scenario.moveRowSourceSectionOutOfRange
        case .moveRowSourceOutOfRange: Scenario.moveRowSourceOutOfRange
        case .moveRowDestinationSectionOutOfRange: Scenario.moveRowDestinationSectionOutOfRange
        case .moveRowDestinationOutOfRange: Scenario.moveRowDestinationOutOfRange
        case .deleteAndReloadSameIndexPath: Scenario.deleteAndReloadSameIndexPath
        case .deleteAndMoveSameSection: Scenario.deleteAndMoveSameSection
        case .deleteAndMoveSameIndexPath: Scenario.deleteAndMoveSameIndexPath
        case .insertAndMoveSameSection: Scenario.insertAndMoveSameSection
        case .insertAndMoveSameIndexPath: Scenario.insertAndMoveSameIndexPath
        case .moveSectionToTwoDestinations: Scenario.moveSectionToTwoDestinations
        case .moveRowToTwoDestinations: Scenario.moveRowToTwoDestinations
        case .moveTwoSectionsToOneDestination: Scenario.moveTwoSectionsToOneDestination
        case .moveTwoRowsToOneDestination: Scenario.moveTwoRowsToOneDestination
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers: Scenario.duplicateIdentifiers
        case .appendItemsWithoutSections: Scenario.appendItemsWithoutSections
        case .itemDestinationMissing: Scenario.itemDestinationMissing
        case .sectionDestinationMissing: Scenario.sectionDestinationMissing
        case .destinationInInsertedSections: Scenario.destinationInInsertedSections
        case .destinationInInsertedItems: Scenario.destinationInInsertedItems
        case .sectionMovedRelativeToItself, .itemMovedRelativeToItself:
            Scenario.movedRelativeToItself
        case .sectionIdentifierExists: Scenario.sectionIdentifierExists
        case .moveItemSourceMissing, .moveItemDestinationMissing: Scenario.moveItemIdentifierMissing
        case .moveSectionSourceMissing, .moveSectionDestinationMissing:
            Scenario.moveSectionIdentifierMissing
        case .reloadMissingItem, .reconfigureMissingItem, .reloadMissingSection:
            Scenario.reloadOrReconfigureMissing
        case .viewMutatedUnderDiffable: Scenario.viewMutatedUnderDiffable
        case .identifiersEqualWithDifferentHashes, .identifierHashChanged,
            .identifierNotEqualToItself, .equalIdentifiersInOneSnapshot:
            Scenario.hashing
        case .applyDeadlock: Scenario.applyDeadlock
        case .sectionIdentifierNotFound: Scenario.sectionIdentifierNotFound
        case .sectionSnapshotParentMissing, .sectionSnapshotBeforeItemMissing,
            .sectionSnapshotAfterItemMissing, .sectionSnapshotItemMissing:
            Scenario.sectionSnapshot
        case .sectionSnapshotDuplicateItems: Scenario.sectionSnapshotDuplicates
        case .scrollToMissingSection: Scenario.scrollToMissingSection
        case .scrollToMissingRow: Scenario.scrollToMissingRow
        case .staleIndexInCellForRow: Scenario.staleIndexInCellForRow
        case .unregisteredReuseIdentifier: Scenario.unregisteredReuseIdentifier
        case .cellWithoutReuseIdentifier: Scenario.cellWithoutReuseIdentifier
        case .dequeuedViewNotReturned: Scenario.dequeuedViewNotReturned
        case .viewAnimationForNilView: Scenario.viewAnimationForNilView
        case .nilCellFromDataSource: Scenario.nilCellFromDataSource
        }
    }
}
