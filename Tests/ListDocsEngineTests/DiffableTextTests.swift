import ListDocsEngine
import Testing

/// One test per text a diffable data source raises, verbatim, by iOS version.
@Suite struct DiffableTextTests {
    let fruit = DiffableSnapshot(
        SectionedList(sections: [ListSection(title: "Fruit", rows: ["Kiwi", "Fig"])]))!

    /// The reason the edit raises on a copy of `snapshot`, and whether the copy was left
    /// untouched.
    func raised(
        _ edit: SnapshotEdit, on snapshot: DiffableSnapshot? = nil, ios: Int = 17
    ) -> (reason: String?, kind: UIKitException.Kind?, untouched: Bool) {
        let start = snapshot ?? fruit
        var copy = start
        do {
            try copy.perform(edit, ios: UIKitVersion(ios))
            return (nil, nil, copy == start)
        } catch {
            return (error.reason, error.kind, copy == start)
        }
    }

    @Test func duplicateItemsInOneCallPrintAsAnNSSet() {
        let result = raised(.appendItems(["Lime", "Pear", "Lime", "Pear", "Lime"], toSection: nil))
        #expect(
            result.reason
                == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    Lime,\n    Pear\n)}"
        )
        #expect(result.kind == .duplicateItemIdentifiers && result.untouched)
        // iOS 13 named neither the kind nor the identifiers (a report of 13.3).
        let older = raised(.appendItems(["Lime", "Lime"], toSection: nil), ios: 13)
        #expect(older.reason == "Fatal: supplied identifiers are not unique.")
        #expect(older.kind == .duplicateItemIdentifiers)
    }

    @Test func identifiersOutsidePlainASCIIAreQuotedAndEscapedAsFoundationDoes() {
        let result = raised(.appendSections(["고래밥", "고래밥"]), on: DiffableSnapshot(), ios: 14)
        #expect(
            result.reason
                == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"\\Uace0\\Ub798\\Ubc25\"\n)}"
        )
        #expect(result.kind == .duplicateSectionIdentifiers)
        let quoted = raised(.appendItems(["Kiwi (ripe)", "Kiwi (ripe)"], toSection: nil))
        #expect(quoted.reason?.hasSuffix("{(\n    \"Kiwi (ripe)\"\n)}") == true)
    }

    @Test func appendingItemsWithoutASection() {
        let result = raised(.appendItems(["Kiwi"], toSection: nil), on: DiffableSnapshot(), ios: 13)
        #expect(
            result.reason
                == "There are currently no sections in the data source. Please add a section first."
        )
        #expect(result.kind == .appendItemsWithoutSections)
    }

    @Test func aMissingSectionOrItemToInsertNextTo() {
        for edit: SnapshotEdit in [
            .appendItems(["Leek"], toSection: "Veg"), .insertItems(["Lime"], .after, "Pear"),
        ] {
            let result = raised(edit)
            #expect(result.reason == "Invalid parameter not satisfying: section != NSNotFound")
            #expect(result.kind == .itemDestinationMissing && result.untouched)
        }
    }

    @Test func aMissingSectionToInsertSectionsNextTo() {
        let result = raised(.insertSections(["Nuts"], .before, "Veg"))
        #expect(result.reason == "Invalid parameter not satisfying: insertIndex != NSNotFound")
        #expect(result.kind == .sectionDestinationMissing)
    }

    @Test func insertingASectionNextToItselfOnEveryVersion() {
        let result = raised(.insertSections(["Fruit"], .after, "Fruit"), ios: 14)
        #expect(
            result.reason
                == "Invalid update: destination for section operation [Fruit] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x… - action: INS; destinationIdentifier:Fruit; destIsSection: 0; identifiers: [Fruit]>"
        )
        #expect(result.kind == .destinationInInsertedSections)
        // UIKit 18.0, 18.2 and 26.1 still raise it, while the update is built
        // (`-[_UIDiffableDataSourceUpdate _throwIfInvalid]`), with their own description of
        // the update (`-[_UIDiffableDataSourceUpdate description]`): 18.x joins the
        // identifiers with "," and 26.1 writes no ";" after the action. Format strings as
        // read there:
        //   "Invalid update: destination for section operation [%@] is in the inserted section list for update: %@"
        //   18.x: "<%@ %p - action: %@; destinationIdentifier:%@; destIsSection: %@; identifiers: [%@]>"
        //   26.1: "<%@ %p - action: %@ destinationIdentifier:%@; destIsSection: %@; identifiers: [%@]>"
        #expect(
            raised(.insertSections(["Nuts", "Fruit"], .after, "Fruit"), ios: 18).reason
                == "Invalid update: destination for section operation [Fruit] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x… - action: INS; destinationIdentifier:Fruit; destIsSection: 0; identifiers: [Nuts,Fruit]>"
        )
        #expect(
            raised(.insertSections(["Nuts", "Fruit"], .after, "Fruit"), ios: 26).reason
                == "Invalid update: destination for section operation [Fruit] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x… - action: INS destinationIdentifier:Fruit; destIsSection: 0; identifiers: [Nuts, Fruit]>"
        )
        #expect(
            raised(.insertSections(["Fruit"], .after, "Fruit"), ios: 15).kind
                == .destinationInInsertedSections)
    }

    @Test func appendingASectionThatExistsByEra() {
        #expect(
            raised(.appendSections(["Fruit"]), ios: 13).reason
                == "Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count"
        )
        for ios in [14, 17] {
            #expect(
                raised(.appendSections(["Fruit"]), ios: ios).reason
                    == "Section identifier count does not match data source count. This is most likely due to a hashing issue with the identifiers."
            )
        }
        // UIKit 18.0, 18.2 and 26.1 raise the sentence that names the identifiers.
        #expect(
            raised(.appendSections(["Fruit"]), ios: 18).reason
                == raised(.appendSections(["Fruit"]), ios: 26).reason)
        #expect(
            raised(.appendSections(["Fruit"]), ios: 26).reason
                == "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: Fruit"
        )
        let two = DiffableSnapshot(
            SectionedList(sections: [
                ListSection(title: "A", rows: []), ListSection(title: "B", rows: []),
            ]))!
        #expect(
            raised(.appendSections(["A", "B"]), on: two, ios: 26).reason
                == "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    A,\n    B\n)"
        )
    }

    @Test func anItemThatExistsIsMovedIntoPlaceAndLoggedOnIOS26() throws {
        var snapshot = fruit
        let quiet = try snapshot.appendItems(["Kiwi"], ios: UIKitVersion(17))
        #expect(quiet == nil)
        #expect(snapshot.list.sections[0].rows == ["Fig", "Kiwi"])
        let log = try snapshot.appendItems(["Fig"], ios: UIKitVersion(26))
        #expect(
            log
                == "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: Fig"
        )
        #expect(snapshot.list.sections[0].rows == ["Kiwi", "Fig"])
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func movesWithAMissingIdentifier() {
        #expect(
            raised(.moveItem("Pear", .after, "Fig")).reason
                == "Invalid parameter not satisfying: fromIndex != NSNotFound")
        #expect(
            raised(.moveItem("Kiwi", .after, "Pear")).reason
                == "Invalid parameter not satisfying: toIndex != NSNotFound")
        #expect(
            raised(.moveSection("Veg", .after, "Fruit")).reason
                == "Invalid parameter not satisfying: fromSection != NSNotFound")
        #expect(
            raised(.moveSection("Fruit", .after, "Veg")).reason
                == "Invalid parameter not satisfying: toSection != NSNotFound")
        #expect(raised(.moveItem("Kiwi", .after, "Pear")).kind == .moveItemDestinationMissing)
        #expect(raised(.moveSection("Veg", .after, "Fruit")).kind == .moveSectionSourceMissing)
    }

    @Test func reloadingOrReconfiguringAMissingIdentifierByEra() {
        #expect(
            raised(.reloadItems(["Pear"]), ios: 17).reason
                == "Attempted to reload item identifier that does not exist in the snapshot: Pear")
        #expect(
            raised(.reloadItems(["Pear"]), ios: 14).reason
                == "Invalid item identifier for reload specified: Pear")
        #expect(
            raised(.reconfigureItems(["Pear"]), ios: 15).reason
                == "Attempted to reconfigure item identifier that does not exist in the snapshot: Pear"
        )
        #expect(
            raised(.reloadSections(["Veg"]), ios: 26).reason
                == "Attempted to reload section identifier that does not exist in the snapshot: Veg"
        )
        #expect(
            raised(.reloadSections(["Veg"]), ios: 13).reason
                == "Invalid section identifier for reload specified: Veg")
        #expect(raised(.reloadItems(["Kiwi", "Pear"])).untouched)
    }

    @Test func theViewsOwnMutationMethodsUnderADiffableDataSource() {
        #expect(
            UIKitException.viewMutatedUnderDiffable(.table, ios: .default).reason
                == "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView."
        )
        #expect(
            UIKitException.viewMutatedUnderDiffable(.collection, ios: .default).reason
                == "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."
        )
    }
}

/// The identifier sanity checks (iOS 15 on) and the two-queue deadlock, verbatim by era.
@Suite struct DiffableIdentityTextTests {
    typealias Item = (identifier: String, content: String)
    let kiwiFig: [Item] = [("Kiwi", "Kiwi"), ("Fig", "Fig")]

    @Test func equalIdentifiersWithDifferentHashes() {
        let rebuilt: [Item] = [("Kiwi", "Kiwi (ripe)"), ("Fig", "Fig")]
        let found = HashableStyle.identifierAndContent.defect(
            applied: kiwiFig, target: rebuilt, current: ["Kiwi": "Kiwi (ripe)"],
            ios: UIKitVersion(15))
        #expect(
            found?.reason
                == "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (Kiwi) and (Kiwi)"
        )
        // The snapshot from dataSource.snapshot() still holds the old value: nothing to find.
        #expect(
            HashableStyle.identifierAndContent.defect(
                applied: kiwiFig, target: kiwiFig, current: ["Kiwi": "Kiwi (ripe)"],
                ios: UIKitVersion(17)) == nil)
        // Before iOS 15 nothing checks.
        #expect(
            HashableStyle.identifierAndContent.defect(
                applied: kiwiFig, target: rebuilt, current: [:], ios: UIKitVersion(14)) == nil)
    }

    @Test func aHashThatChangedInPlace() {
        let found = HashableStyle.classWithMutableContent.defect(
            applied: kiwiFig, target: kiwiFig, current: ["Fig": "Fig (dried)"],
            ios: UIKitVersion(26))
        #expect(
            found?.reason
                == "Diffable data source detected an item identifier whose hash value changed. The hash value of an identifier cannot change once it has been added to a snapshot. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for this identifier's type. When fixing your implementation, also remember that two identifiers which are equal must have the same hash value. Identifier returning invalid hash values: Fig"
        )
        #expect(found?.kind == .identifierHashChanged)
    }

    @Test func notEqualToItselfAndEqualInOneSnapshot() {
        let never = HashableStyle.neverEqual.defect(
            applied: [], target: kiwiFig, current: [:], ios: UIKitVersion(17))
        #expect(
            never?.reason
                == "Diffable data source detected an item identifier that is not equal to itself. An identifier must compare as equal to the same identifier. You must fix this in the == function (Swift) or -isEqual: method (Objective-C) implementation for this identifier's type. Identifier with invalid equality: Kiwi"
        )
        let same = HashableStyle.contentEquality.defect(
            applied: kiwiFig, target: kiwiFig, current: ["Fig": "Kiwi"], ios: UIKitVersion(17))
        #expect(
            same?.reason
                == "Diffable data source detected item identifiers that are not unique. You cannot add multiple identifiers to the same snapshot that compare as equal. This probably also means you have an issue in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers, that causes equal identifiers to return different hash values. Identifiers that are not unique: (Kiwi) and (Fig)"
        )
        #expect(
            HashableStyle.identifier.defect(
                applied: kiwiFig, target: kiwiFig, current: ["Fig": "Kiwi"], ios: UIKitVersion(17))
                == nil)
    }

    @Test func theDeadlockByEra() {
        let old =
            "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue"
        // The view ends the text on every version up to iOS 25: a report of January 2020
        // (iOS 13) has it.
        #expect(
            UIKitException.applyDeadlock(.table, ios: UIKitVersion(13)).reason
                == old + " - view=<UITableView: 0x…>")
        #expect(
            UIKitException.applyDeadlock(.table, ios: UIKitVersion(16, 4)).reason
                == old + " - view=<UITableView: 0x…>")
        #expect(
            UIKitException.applyDeadlock(.collection, ios: UIKitVersion(17)).reason
                == old + " - view=<UICollectionView: 0x…>")
        // UIKit 18.0 and 18.2 still raise the older text (`-_performOnApplyQueue:`,
        // "… always off the main queue - view=%@"); 26.1 only the new one.
        #expect(
            UIKitException.applyDeadlock(.table, ios: UIKitVersion(18)).reason
                == old + " - view=<UITableView: 0x…>")
        #expect(
            UIKitException.applyDeadlock(.table, ios: UIKitVersion(26)).reason
                == "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: <UITableView: 0x…>"
        )
        #expect(
            UIKitException.mixedQueuesLog(.table, ios: UIKitVersion(17))
                == "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=<UITableView: 0x…>"
        )
        // UIKit 18.2 and 26.1 still log it.
        for ios in [18, 26] {
            #expect(
                UIKitException.mixedQueuesLog(.table, ios: UIKitVersion(ios))
                    == UIKitException.mixedQueuesLog(.table, ios: UIKitVersion(17)))
        }
    }
}
