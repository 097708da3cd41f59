import ListDocsEngine

/// An explained crash's title in words a reader searches for, not the first words of
/// UIKit's reason cut short: "Crash: deleting a row that is not there", with the view's
/// words (`row`, `item`).
enum CrashTitle {
    static func title(_ kind: UIKitException.Kind, _ w: ScriptWords) -> String {
        "Crash: " + words(kind, w)
    }

    // function-length: table (one line per kind)
    private static func words(_ kind: UIKitException.Kind, _ w: ScriptWords) -> String {
        let row = w.row
        // "a row", "an item".
        let aRow = ("aeiou".contains(row.first ?? "x") ? "an " : "a ") + row
        switch kind {
        case .deleteAndReloadSameIndexPath: return "one update deletes and reloads the same \(row)"
        case .deleteAndMoveSameSection: return "one update deletes and moves the same section"
        case .deleteAndMoveSameIndexPath: return "one update deletes and moves the same \(row)"
        case .deleteSectionOutOfRange: return "deleting a section that is not there"
        case .deleteRowSectionOutOfRange: return "deleting \(aRow) from a section that is not there"
        case .deleteRowOutOfRange: return "deleting \(aRow) that is not there"
        case .insertAndMoveSameSection: return "one update inserts and moves to the same section"
        case .insertAndMoveSameIndexPath: return "one update inserts and moves to the same \(row)"
        case .insertSectionOutOfRange: return "inserting a section past the end"
        case .insertRowSectionOutOfRange:
            return "inserting \(aRow) into a section that is not there"
        case .insertRowOutOfRange: return "inserting \(aRow) past the end of its section"
        case .moveSectionSourceOutOfRange: return "moving a section that is not there"
        case .moveSectionDestinationOutOfRange: return "moving a section past the end"
        case .moveRowSourceSectionOutOfRange:
            return "moving \(aRow) out of a section that is not there"
        case .moveRowSourceOutOfRange: return "moving \(aRow) that is not there"
        case .moveRowDestinationSectionOutOfRange:
            return "moving \(aRow) into a section that is not there"
        case .moveRowDestinationOutOfRange: return "moving \(aRow) past the end of its section"
        case .moveSectionToTwoDestinations: return "one section moved to two places"
        case .moveRowToTwoDestinations: return "one \(row) moved to two places"
        case .moveTwoSectionsToOneDestination: return "two sections moved to one place"
        case .moveTwoRowsToOneDestination: return "two \(w.rows) moved to one place"
        case .moveRowFromDeletedSection: return "moving \(aRow) out of a deleted section"
        case .moveRowIntoInsertedSection: return "moving \(aRow) into an inserted section"
        case .invalidNumberOfSections: return "the number of sections does not add up"
        case .invalidNumberOfRows: return "the number of \(w.rows) in a section does not add up"
        case .invalidBatchUpdates: return "the counts of a batch update do not add up"
        case .twoAnimationsForCell: return "two animations for one cell"
        case .globalIndexOutOfRange: return "an index past the end of the \(w.viewName)"
        case .itemCountOfMissingSection:
            return "asking for the \(w.rows) of a section that is not there"
        case .layoutAttributesForMissingItem:
            return "layout attributes for an item that is not there"
        case .invalidUpdateIndexPath: return "an index path below zero"
        case .duplicateItemIdentifiers: return "the same item identifier twice in a snapshot"
        case .duplicateSectionIdentifiers: return "the same section identifier twice in a snapshot"
        case .appendItemsWithoutSections: return "appending items to a snapshot with no section"
        case .itemDestinationMissing: return "inserting items next to an item that is not there"
        case .sectionDestinationMissing:
            return "inserting sections next to a section that is not there"
        case .destinationInInsertedSections:
            return "inserting a section next to one that is being inserted"
        case .destinationInInsertedItems:
            return "inserting items next to one that is being inserted"
        case .sectionMovedRelativeToItself: return "moving a section next to itself"
        case .itemMovedRelativeToItself: return "moving an item next to itself"
        case .sectionIdentifierExists: return "appending a section the snapshot already has"
        case .moveItemSourceMissing: return "moving an item the snapshot does not have"
        case .moveItemDestinationMissing: return "moving an item next to one that is not there"
        case .moveSectionSourceMissing: return "moving a section the snapshot does not have"
        case .moveSectionDestinationMissing:
            return "moving a section next to one that is not there"
        case .reloadMissingItem: return "reloading an item the snapshot does not have"
        case .reconfigureMissingItem: return "reconfiguring an item the snapshot does not have"
        case .reloadMissingSection: return "reloading a section the snapshot does not have"
        case .viewMutatedUnderDiffable:
            return "updating a \(w.viewName) that a diffable data source drives"
        case .identifiersEqualWithDifferentHashes:
            return "equal identifiers with different hash values"
        case .identifierHashChanged: return "an identifier whose hash value changed"
        case .identifierNotEqualToItself: return "an identifier not equal to itself"
        case .equalIdentifiersInOneSnapshot: return "identifiers that are not unique"
        case .applyDeadlock: return "applying snapshots from two queues at once"
        case .scrollToMissingSection: return "scrolling to a section that is not there"
        case .scrollToMissingRow: return "scrolling to \(aRow) that is not there"
        case .staleIndexInCellForRow:
            return "the cell for \(aRow) the model no longer has (Index out of range)"
        case .sectionSnapshotParentMissing:
            return "appending children to an item the section snapshot does not have"
        case .sectionSnapshotBeforeItemMissing, .sectionSnapshotAfterItemMissing:
            return "inserting next to an item the section snapshot does not have"
        case .sectionSnapshotItemMissing:
            return "deleting an item the section snapshot does not have"
        case .sectionIdentifierNotFound:
            return "asking a snapshot about a section it does not have"
        case .unregisteredReuseIdentifier:
            return "dequeuing a cell whose identifier was never registered"
        case .cellWithoutReuseIdentifier:
            return "a cell made by hand instead of dequeued"
        case .dequeuedViewNotReturned:
            return "a cell dequeued and never returned"
        case .sectionSnapshotDuplicateItems:
            return "the same item twice in a section snapshot"
        case .viewAnimationForNilView:
            return "reloading a section whose item count changed"
        case .nilCellFromDataSource:
            return "a data source that returns no cell (nil)"
        }
    }
}
