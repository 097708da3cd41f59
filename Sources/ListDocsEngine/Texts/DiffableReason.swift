/// The texts a diffable data source raises (or logs) when a snapshot is misused, verbatim,
/// in the wording of the walkthrough's iOS version.
///
/// Where the sources give two wordings for two eras, both are here; where the boundary
/// between them is not established, the choice is written next to the text.
struct DiffableReason {
    let ios: UIKitVersion
    /// The first version whose duplicate-identifier text names the kind and the identifiers.
    static let namedDuplicatesSince = UIKitVersion(14)
    /// Whether the identifiers are values of the app's own type: a Foundation collection
    /// prints them as they describe themselves, where it quotes a string that needs it.
    var identifiersAreValues = false

    /// Duplicates inside one append or insert call (iOS 14 on):
    /// `Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}`.
    /// The list is an `NSSet` description; listdocs writes the identifiers in the order
    /// they first repeat (a real set prints them in hash order).
    ///
    /// iOS 13 printed `Fatal: supplied identifiers are not unique.`, naming neither the kind
    /// nor the identifiers: a public report of iOS 13.3 (UIKit-3901.4.905, the assertion in
    /// `_UIDiffableDataSource.m:1417`) shows it whole. When the longer text came is not in
    /// the sources; listdocs dates it to iOS 14, the next major version.
    func notUnique(_ identifiers: [String], sections: Bool) -> UIKitException {
        if ios < Self.namedDuplicatesSince {
            return .init(
                sections ? .duplicateSectionIdentifiers : .duplicateItemIdentifiers,
                "Fatal: supplied identifiers are not unique.")
        }
        return .init(
            sections ? .duplicateSectionIdentifiers : .duplicateItemIdentifiers,
            "Fatal: supplied \(sections ? "section" : "item") identifiers are not unique. Duplicate identifiers: \(FoundationDescription.set(identifiers, values: identifiersAreValues))"
        )
    }

    /// `appendItems(_:)` on a snapshot with no sections (iOS 13 to 26).
    func noSections() -> UIKitException {
        .init(
            .appendItemsWithoutSections,
            "There are currently no sections in the data source. Please add a section first.")
    }

    /// `appendItems(_:toSection:)` naming a missing section, or `insertItems` relative to a
    /// missing item.
    func missingSection() -> UIKitException {
        .init(.itemDestinationMissing, "Invalid parameter not satisfying: section != NSNotFound")
    }

    /// `insertSections` relative to a missing section.
    func missingInsertDestination() -> UIKitException {
        .init(
            .sectionDestinationMissing,
            "Invalid parameter not satisfying: insertIndex != NSNotFound")
    }

    /// `insertSections(["X"], beforeSection: "X")`, where the inserted list holds the
    /// destination: raised while the update is built, before any lookup, on every version
    /// (`-[_UIDiffableDataSourceUpdate _throwIfInvalid]`, `_UIDiffableDataSourceUpdate.m:165`
    /// in UIKit 18.0, 18.2 and 26.1). This one text has no final period.
    func destinationInInsertedSections(_ destination: String, identifiers: [String])
        -> UIKitException
    {
        .init(
            .destinationInInsertedSections,
            "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: \(update("INS", destination, identifiers))"
        )
    }

    /// `insertItems(["X"], beforeItem: "X")`: the same check for items
    /// (`_UIDiffableDataSourceUpdate.m:169`), raised before the destination is looked up.
    func destinationInInsertedItems(_ destination: String, identifiers: [String])
        -> UIKitException
    {
        .init(
            .destinationInInsertedItems,
            "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: \(update("INS", destination, identifiers))."
        )
    }

    /// `moveSection("X", beforeSection: "X")` or `moveItem("X", beforeItem: "X")`: a move
    /// relative to itself (`_UIDiffableDataSourceUpdate.m:174` for sections, `:176` for
    /// items), raised while the update is built, before either identifier is looked up.
    func movedRelativeToItself(_ identifier: String, section: Bool) -> UIKitException {
        .init(
            section ? .sectionMovedRelativeToItself : .itemMovedRelativeToItself,
            "Invalid update: destination for \(section ? "section" : "item") move is the same as the source [\(identifier)] for update: \(update("MOV", identifier, [identifier]))."
        )
    }

    /// How `-[_UIDiffableDataSourceUpdate description]` prints an update whose destination
    /// is an identifier of the same kind (`destIsSection: 0`). By era: 26.1 has no `;` after
    /// the action and joins the identifiers with `", "`; 18.0 and 18.2 keep the `;` and join
    /// with `","`; earlier versions print what the reports quote (`;` and `", "`).
    func update(_ action: String, _ destination: String, _ identifiers: [String]) -> String {
        let afterAction = ios.major >= 26 ? " " : "; "
        let separator = (18..<26).contains(ios.major) ? "," : ", "
        return
            "<_UIDiffableDataSourceUpdate 0x… - action: \(action)\(afterAction)destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(identifiers.joined(separator: separator))]>"
    }

    /// Appending or inserting a section the snapshot already holds. By era: iOS 13 the
    /// count assertion and iOS 14–17 the "hashing issue" sentence (the notes' choice from
    /// dated reports); from iOS 18 the sentence that names the identifiers, which UIKit
    /// 18.0, 18.2 and 26.1 raise from
    /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS`
    /// (`_UIDiffableDataSourceHelpers.m:99`).
    func sectionsExist(_ existing: [String], sectionsAfter: Int) -> UIKitException {
        if ios.major <= 13 {
            return .init(
                .sectionIdentifierExists,
                "Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count"
            )
        }
        if ios.major < 18 {
            return .init(
                .sectionIdentifierExists,
                "Section identifier count does not match data source count. This is most likely due to a hashing issue with the identifiers."
            )
        }
        let one = existing.count == 1
        let phrase = one ? "identifier that already exists" : "identifiers that already exist"
        let list =
            one ? existing[0] : FoundationDescription.array(existing, values: identifiersAreValues)
        return .init(
            .sectionIdentifierExists,
            "Diffable data source detected an attempt to insert or append \(existing.count) section \(phrase) in the snapshot. Identifiers in a snapshot must be unique. Section \(phrase): \(list)"
        )
    }

    /// What UIKit logs (it does not raise) when appended or inserted items are already in
    /// the snapshot and are moved into place: the item branch of
    /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS`, an error log in
    /// UIKit 18.0, 18.2 and 26.1. Before iOS 18 the items move silently (observed in 2020,
    /// low confidence), so nothing is logged there.
    func itemsExistLog(_ existing: [String]) -> String? {
        guard ios.major >= 18 else { return nil }
        let one = existing.count == 1
        let phrase = one ? "identifier that already exists" : "identifiers that already exist"
        let noun = one ? "identifier" : "identifiers"
        let list =
            one ? existing[0] : FoundationDescription.array(existing, values: identifiersAreValues)
        // The binary's arguments, in order: count, phrase, noun, phrase, the identifiers.
        return
            "Diffable data source detected an attempt to insert or append \(existing.count) item \(phrase) in the snapshot. The existing item \(noun) will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item \(phrase): \(list)"
    }

    /// `moveItem`/`moveSection` whose identifier is missing.
    func missingMoveSource(section: Bool) -> UIKitException {
        section
            ? .init(
                .moveSectionSourceMissing,
                "Invalid parameter not satisfying: fromSection != NSNotFound")
            : .init(
                .moveItemSourceMissing, "Invalid parameter not satisfying: fromIndex != NSNotFound")
    }

    /// `moveItem`/`moveSection` whose destination is missing.
    func missingMoveDestination(section: Bool) -> UIKitException {
        section
            ? .init(
                .moveSectionDestinationMissing,
                "Invalid parameter not satisfying: toSection != NSNotFound")
            : .init(
                .moveItemDestinationMissing,
                "Invalid parameter not satisfying: toIndex != NSNotFound")
    }

    /// `reloadItems` naming a missing identifier. From iOS 15 the sentence iOS 26 prints;
    /// before, the older wording by analogy with the section text (no report quotes the
    /// item text of that era verbatim; the boundary is listdocs' choice).
    func missingReload(item: String) -> UIKitException {
        ios.major >= 15
            ? .init(
                .reloadMissingItem,
                "Attempted to reload item identifier that does not exist in the snapshot: \(item)")
            : .init(.reloadMissingItem, "Invalid item identifier for reload specified: \(item)")
    }

    /// `numberOfItems(inSection:)` for a section the snapshot does not have, asserted by
    /// `-[_UIDiffableDataSourceState numberOfItemsInSection:]` in UIKit 18.2 and 26.1 on every
    /// SDK (DS17); earlier versions are taken to say the same.
    func sectionNotFound() -> UIKitException {
        .init(
            .sectionIdentifierNotFound,
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        )
    }

    /// A section snapshot's `append(_:to:)` naming a parent it does not have (SS01, asserted
    /// by `-[NSDiffableDataSourceSectionSnapshot childrenOfParent:recursive:]`, :340, which
    /// `appendItems:intoParentItem:` calls first).
    func sectionSnapshotParentMissing(_ parent: String) -> UIKitException {
        .init(
            .sectionSnapshotParentMissing,
            "Parent item identifier does not exist in section snapshot: \(parent)")
    }

    /// A section snapshot's `insert(_:before:)` / `insert(_:after:)` next to an item it does
    /// not have (SS02 at :131, SS03 at :167).
    func sectionSnapshotDestinationMissing(_ destination: String, _ position: RelativePosition)
        -> UIKitException
    {
        .init(
            position == .before
                ? .sectionSnapshotBeforeItemMissing : .sectionSnapshotAfterItemMissing,
            "Item identifier to insert \(position.rawValue) does not exist in section snapshot: \(destination)"
        )
    }

    /// A section snapshot's `append` or `insert` of items it already holds, or of one item
    /// twice (H12: UIKit 18.2 and 26.1 call
    /// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__DUPLICATE_ITEM_IDENTIFIERS_IN_SECTION_SNAPSHOT`
    /// with the existing and the inserted items; its body is not in the dumps, and the words
    /// are those one report quotes, IQListKit#3, [L]). Listed as a set, in first-repeat order.
    func sectionSnapshotDuplicates(_ items: [String]) -> UIKitException {
        .init(
            .sectionSnapshotDuplicateItems,
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(FoundationDescription.set(items, values: identifiersAreValues))"
        )
    }

    /// A section snapshot's `delete(_:)` naming an item it does not have (SS07,
    /// `-[NSDiffableDataSourceSectionSnapshot _indexesOfItems:ignoringItemsNotFound:]`, :572).
    func sectionSnapshotItemMissing(_ item: String) -> UIKitException {
        .init(.sectionSnapshotItemMissing, "Failed to find index of item \(item)")
    }

    /// `reconfigureItems` (iOS 15 on) naming a missing identifier.
    func missingReconfigure(item: String) -> UIKitException {
        .init(
            .reconfigureMissingItem,
            "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)")
    }

    /// `reloadSections` naming a missing identifier: the 2020 wording before iOS 15, the
    /// newer sentence from 15 (boundary chosen as for items).
    func missingReload(section: String) -> UIKitException {
        ios.major >= 15
            ? .init(
                .reloadMissingSection,
                "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
            )
            : .init(
                .reloadMissingSection, "Invalid section identifier for reload specified: \(section)"
            )
    }

    /// A mutation method called on the view itself while a diffable data source drives it.
    /// The table text was quoted once; the collection view's is its twin by analogy.
    func mutationOnView(_ view: ListViewKind) -> UIKitException {
        let name = view == .table ? "UITableView" : "UICollectionView"
        return .init(
            .viewMutatedUnderDiffable,
            "\(name) must be updated via the \(name)DiffableDataSource APIs when acting as the \(name)'s dataSource: please do not call mutation APIs directly on \(name)."
        )
    }
}

/// The sanity checks a diffable data source makes on its identifiers' `Hashable`
/// conformance (from iOS 15 in listdocs: the first reports of the equal-but-different-hash
/// text date from then) and its complaints about applying from two queues. Identifiers
/// print as their `description`, which listdocs takes to be the identifier itself.
extension DiffableReason {
    /// T16: two identifiers compare equal but hash differently.
    func equalWithDifferentHashes(_ a: String, _ b: String, sections: Bool) -> UIKitException {
        .init(
            .identifiersEqualWithDifferentHashes,
            "Diffable data source detected \(sections ? "section" : "item") identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (\(a)) and (\(b))"
        )
    }

    /// T17: an identifier's hash changed after it was added to a snapshot.
    func hashChanged(_ identifier: String, sections: Bool) -> UIKitException {
        .init(
            .identifierHashChanged,
            "Diffable data source detected \(sections ? "a section" : "an item") identifier whose hash value changed. The hash value of an identifier cannot change once it has been added to a snapshot. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for this identifier's type. When fixing your implementation, also remember that two identifiers which are equal must have the same hash value. Identifier returning invalid hash values: \(identifier)"
        )
    }

    /// T18: an identifier that does not compare equal to itself.
    func notEqualToItself(_ identifier: String, sections: Bool) -> UIKitException {
        .init(
            .identifierNotEqualToItself,
            "Diffable data source detected \(sections ? "a section" : "an item") identifier that is not equal to itself. An identifier must compare as equal to the same identifier. You must fix this in the == function (Swift) or -isEqual: method (Objective-C) implementation for this identifier's type. Identifier with invalid equality: \(identifier)"
        )
    }

    /// T19: two identifiers in one snapshot compare equal.
    func equalInOneSnapshot(_ a: String, _ b: String, sections: Bool) -> UIKitException {
        .init(
            .equalIdentifiersInOneSnapshot,
            "Diffable data source detected \(sections ? "section" : "item") identifiers that are not unique. You cannot add multiple identifiers to the same snapshot that compare as equal. This probably also means you have an issue in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers, that causes equal identifiers to return different hash values. Identifiers that are not unique: (\(a)) and (\(b))"
        )
    }

    /// T21 (with the view's description on every version: a Crashlytics report of
    /// 2020-01-24, iOS 13, github.com/the-blue-alliance/the-blue-alliance-ios/issues/794,
    /// has it, and no dated report lacks it; UIKit 18.0 and 18.2 still raise it, in
    /// `-_performOnApplyQueue:`) and T23 (iOS 26: UIKit 26.1 has only
    /// this one, in `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS`):
    /// a main-queue `apply` while an apply made from a background queue is still in flight.
    func applyDeadlock(_ view: ListViewKind) -> UIKitException {
        let description = view == .table ? "<UITableView: 0x…>" : "<UICollectionView: 0x…>"
        if ios.major >= 26 {
            return .init(
                .applyDeadlock,
                "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: \(description)"
            )
        }
        return .init(
            .applyDeadlock,
            "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue"
                + " - view=\(description)")
    }

    /// T22: what UIKit logs when applies come from both the main queue and another (iOS 13
    /// on; UIKit 18.2 and 26.1 still log it, category `UIDiffing`).
    func mixedQueuesLog(_ view: ListViewKind) -> String? {
        let description = view == .table ? "<UITableView: 0x…>" : "<UICollectionView: 0x…>"
        return
            "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=\(description)"
    }
}

extension UIKitException {
    /// What UIKit raises when the app calls the view's own mutation methods while a
    /// diffable data source drives it.
    public static func viewMutatedUnderDiffable(_ view: ListViewKind, ios: UIKitVersion)
        -> UIKitException
    {
        DiffableReason(ios: ios).mutationOnView(view)
    }
}
