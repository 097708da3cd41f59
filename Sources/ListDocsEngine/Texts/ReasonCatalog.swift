/// Every exception text the engine can print, reachable by its kind: the one place that maps
/// a `UIKitException.Kind` and its `ReasonArguments` to the builder in `ExceptionReason` or
/// `DiffableReason` that words it. The engine raises through those builders; `listdocs
/// explain` reads texts back through the same builders (see `ReasonPattern`), so the wording
/// exists once.
public enum ReasonCatalog {
    /// The text UIKit prints for `kind` with these arguments, in the words of `view` and `ios`.
    /// A diffable snapshot's texts do not depend on the view, except the one about the view's
    /// own mutation methods.
    /// One line per kind: a table (function-length: table).
    public static func exception(
        _ kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion,
        _ a: ReasonArguments
    ) -> UIKitException {
        let r = ExceptionReason(view: view, ios: ios)
        let d = DiffableReason(ios: ios, identifiersAreValues: a.identifiersAreValues)
        let n = a.number
        let p = a.indexPath
        switch kind {
        case .deleteAndReloadSameIndexPath: return r.deleteAndReload(p(0))
        case .deleteAndMoveSameSection: return r.deleteAndMove(section: n(0))
        case .deleteAndMoveSameIndexPath: return r.deleteAndMove(p(0))
        case .deleteSectionOutOfRange: return r.deleteSection(n(0), sectionsBefore: n(1))
        case .deleteRowSectionOutOfRange: return r.deleteRow(p(0), sectionsBefore: n(2))
        case .deleteRowOutOfRange: return r.deleteRow(p(0), rowsBefore: n(2))
        case .insertAndMoveSameSection: return r.insertAndMove(section: n(0))
        case .insertAndMoveSameIndexPath: return r.insertAndMove(p(0))
        case .insertSectionOutOfRange: return r.insertSection(n(0), sectionsAfter: n(1))
        case .insertRowSectionOutOfRange: return r.insertRow(p(0), sectionsAfter: n(2))
        case .insertRowOutOfRange: return r.insertRow(p(0), rowsAfter: n(2))
        case .moveSectionSourceOutOfRange: return r.moveSection(n(0), sectionsBefore: n(1))
        case .moveSectionDestinationOutOfRange:
            return r.moveSection(n(0), to: n(1), sectionsAfter: n(2))
        case .moveRowSourceSectionOutOfRange:
            return r.moveRowFromMissingSection(p(0), sectionsBefore: n(2))
        case .moveRowSourceOutOfRange: return r.moveMissingRow(p(0), rowsBefore: n(2))
        case .moveRowDestinationSectionOutOfRange:
            return r.moveRowIntoMissingSection(p(0), p(2), sectionsAfter: n(4))
        case .moveRowDestinationOutOfRange:
            return r.moveRowToMissingRow(p(0), p(2), rowsAfter: n(4))
        case .moveSectionToTwoDestinations: return r.moveSection(n(0), toBoth: n(1), and: n(2))
        case .moveRowToTwoDestinations: return r.moveRow(p(0), toBoth: p(2), and: p(4))
        case .moveTwoSectionsToOneDestination: return r.moveBothSections(n(0), n(1), to: n(2))
        case .moveTwoRowsToOneDestination: return r.moveBothRows(p(0), p(2), to: p(4))
        case .moveRowFromDeletedSection: return r.moveRowFromDeletedSection(n(0))
        case .moveRowIntoInsertedSection: return r.moveRowIntoInsertedSection(n(0))
        case .invalidNumberOfSections:
            return r.invalidNumberOfSections(
                after: n(0), before: n(1), inserted: n(2), deleted: n(3))
        case .invalidNumberOfRows:
            return r.invalidNumberOfRows(
                section: n(0), after: n(1), before: n(2), inserted: n(3), deleted: n(4),
                movedIn: n(5), movedOut: n(6))
        case .invalidBatchUpdates:
            return r.invalidBatchUpdates(
                before: a.countsBefore, after: a.countsAfter, updates: a.updates)
        case .twoAnimationsForCell: return r.twoAnimationsForCell()
        case .globalIndexOutOfRange: return r.globalIndexOutOfRange(n(0), items: n(1))
        case .itemCountOfMissingSection: return r.itemCountOfMissingSection(n(0), sections: n(1))
        case .layoutAttributesForMissingItem: return r.layoutAttributesForMissingItem(p(0))
        case .invalidUpdateIndexPath: return r.invalidUpdateIndexPath(p(0))
        case .duplicateItemIdentifiers: return d.notUnique(a.identifierList, sections: false)
        case .duplicateSectionIdentifiers: return d.notUnique(a.identifierList, sections: true)
        case .appendItemsWithoutSections: return d.noSections()
        case .itemDestinationMissing: return d.missingSection()
        case .sectionDestinationMissing: return d.missingInsertDestination()
        case .destinationInInsertedSections:
            return d.destinationInInsertedSections(a.identifier(0), identifiers: a.identifierList)
        case .destinationInInsertedItems:
            return d.destinationInInsertedItems(a.identifier(0), identifiers: a.identifierList)
        case .sectionMovedRelativeToItself:
            return d.movedRelativeToItself(a.identifier(0), section: true)
        case .itemMovedRelativeToItself:
            return d.movedRelativeToItself(a.identifier(0), section: false)
        case .sectionIdentifierExists:
            return d.sectionsExist(a.identifierList, sectionsAfter: 0)
        case .moveItemSourceMissing: return d.missingMoveSource(section: false)
        case .moveItemDestinationMissing: return d.missingMoveDestination(section: false)
        case .moveSectionSourceMissing: return d.missingMoveSource(section: true)
        case .moveSectionDestinationMissing: return d.missingMoveDestination(section: true)
        case .reloadMissingItem: return d.missingReload(item: a.identifier(0))
        case .reconfigureMissingItem: return d.missingReconfigure(item: a.identifier(0))
        case .reloadMissingSection: return d.missingReload(section: a.identifier(0))
        case .viewMutatedUnderDiffable: return d.mutationOnView(view)
        case .identifiersEqualWithDifferentHashes:
            return d.equalWithDifferentHashes(a.identifier(0), a.identifier(1), sections: false)
        case .identifierHashChanged: return d.hashChanged(a.identifier(0), sections: false)
        case .identifierNotEqualToItself:
            return d.notEqualToItself(a.identifier(0), sections: false)
        case .equalIdentifiersInOneSnapshot:
            return d.equalInOneSnapshot(a.identifier(0), a.identifier(1), sections: false)
        case .applyDeadlock: return d.applyDeadlock(view)
        case .sectionIdentifierNotFound: return d.sectionNotFound()
        case .sectionSnapshotParentMissing: return d.sectionSnapshotParentMissing(a.identifier(0))
        case .sectionSnapshotBeforeItemMissing:
            return d.sectionSnapshotDestinationMissing(a.identifier(0), .before)
        case .sectionSnapshotAfterItemMissing:
            return d.sectionSnapshotDestinationMissing(a.identifier(0), .after)
        case .sectionSnapshotItemMissing: return d.sectionSnapshotItemMissing(a.identifier(0))
        case .sectionSnapshotDuplicateItems: return d.sectionSnapshotDuplicates(a.identifierList)
        case .scrollToMissingSection: return r.scrollToMissingSection(p(0), sections: n(2))
        case .scrollToMissingRow: return r.scrollToMissingRow(p(0), rows: n(2))
        case .staleIndexInCellForRow: return r.staleIndexInCellForRow()
        case .unregisteredReuseIdentifier: return r.unregisteredReuseIdentifier(a.identifier(0))
        case .cellWithoutReuseIdentifier: return r.cellWithoutReuseIdentifier()
        case .dequeuedViewNotReturned:
            return r.dequeuedViewNotReturned(
                viewClass: a.identifier(0).isEmpty ? "UICollectionViewCell" : a.identifier(0))
        case .nilCellFromDataSource: return r.nilCell(at: p(0), dataSource: a.identifier(0))
        case .viewAnimationForNilView: return r.viewAnimationForNilView()
        }
    }

    /// Whether `view` ever raises `kind`: a negative index path is a table view's check alone
    /// (UIKit 18.2 and 26.1 have no collection view counterpart of
    /// `_UIAssertValidUpdateIndexPath`), and a section snapshot a collection view's.
    public static func isRaised(_ kind: UIKitException.Kind, by view: ListViewKind) -> Bool {
        switch kind {
        case .invalidUpdateIndexPath, .nilCellFromDataSource: view == .table
        // A table view takes a cell made by hand; whether it checks an extra dequeued one
        // is not known, so listdocs raises neither there.
        case .cellWithoutReuseIdentifier, .dequeuedViewNotReturned, .viewAnimationForNilView:
            view == .collection
        // Only a collection view's data source applies section snapshots.
        case .sectionSnapshotParentMissing, .sectionSnapshotBeforeItemMissing,
            .sectionSnapshotAfterItemMissing, .sectionSnapshotItemMissing,
            .sectionSnapshotDuplicateItems:
            view == .collection
        default: true
        }
    }

    /// Whether the kind is raised by a diffable data source rather than by a batch update.
    public static func isDiffable(_ kind: UIKitException.Kind) -> Bool {
        switch kind {
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers, .appendItemsWithoutSections,
            .itemDestinationMissing, .sectionDestinationMissing, .destinationInInsertedSections,
            .destinationInInsertedItems, .sectionMovedRelativeToItself, .itemMovedRelativeToItself,
            .sectionIdentifierExists, .moveItemSourceMissing, .moveItemDestinationMissing,
            .moveSectionSourceMissing, .moveSectionDestinationMissing, .reloadMissingItem,
            .reconfigureMissingItem, .reloadMissingSection, .viewMutatedUnderDiffable,
            .identifiersEqualWithDifferentHashes, .identifierHashChanged,
            .identifierNotEqualToItself, .equalIdentifiersInOneSnapshot, .applyDeadlock,
            .sectionIdentifierNotFound, .sectionSnapshotParentMissing,
            .sectionSnapshotBeforeItemMissing, .sectionSnapshotAfterItemMissing,
            .sectionSnapshotItemMissing:
            true
        default: false
        }
    }
}
