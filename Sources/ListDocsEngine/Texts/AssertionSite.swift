/// Where UIKit's assertion handler says an exception was raised: the text after
/// `*** Assertion failure in ` on the console, the method (or C function, with the signature
/// the binary passes) and the file and line.
///
/// From iOS 18 the sites are those of UIKit 18.2, and from iOS 26 those of UIKit 26.1, read
/// from their decompiled images (Content/what-uikit-raises.md lists each with its source);
/// where a build's line number was not read, the line is `…`. Before iOS 18 the sites are the
/// ones the reports name, with `…` for the line. A kind raised with `+[NSException raise:]`,
/// or whose site is not known, has no line.
public enum AssertionSite {
    /// The assertion line's text for `kind`, or nil when UIKit prints none (or it is unknown).
    public static func line(
        _ kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion
    ) -> String? {
        let modern = ios.major >= 18
        let in26 = ios.major >= 26
        if ReasonCatalog.isDiffable(kind) {
            return modern ? diffable(kind, in26: in26) : nil
        }
        if view == .collection { return collection(kind, ios: ios) }
        return table(kind, ios: ios)
    }

    /// The lines of `-[UITableView _endCellAnimationsWithContext:]`'s range and collision
    /// checks in UIKit 26.1; 18.2's are 6 lower at every site.
    static let endCellAnimationsLines26: [UIKitException.Kind: Int] = [
        .deleteAndReloadSameIndexPath: 2045, .deleteAndMoveSameSection: 2143,
        .deleteAndMoveSameIndexPath: 2146, .deleteSectionOutOfRange: 2160,
        .deleteRowSectionOutOfRange: 2190, .deleteRowOutOfRange: 2191,
        .insertAndMoveSameSection: 2239, .insertAndMoveSameIndexPath: 2242,
        .insertSectionOutOfRange: 2256, .insertRowSectionOutOfRange: 2283,
        .insertRowOutOfRange: 2284, .moveSectionSourceOutOfRange: 2328,
        .moveSectionDestinationOutOfRange: 2329, .moveRowSourceSectionOutOfRange: 2332,
        .moveRowSourceOutOfRange: 2333, .moveRowDestinationSectionOutOfRange: 2334,
        .moveRowDestinationOutOfRange: 2335, .moveSectionToTwoDestinations: 2353,
        .moveRowToTwoDestinations: 2356, .moveTwoSectionsToOneDestination: 2362,
        .moveTwoRowsToOneDestination: 2365,
    ]

    private static func table(_ kind: UIKitException.Kind, ios: UIKitVersion) -> String? {
        let modern = ios.major >= 18
        let in26 = ios.major >= 26
        // The lines of 26.1 and of 18.2 (which iOS 18 prints); earlier ones are not known.
        func bug(_ name: String, line26: Int, line18: Int) -> String {
            let line = in26 ? "\(line26)" : ios.major == 18 ? "\(line18)" : "…"
            return
                "-[UITableView _Bug_Detected_In_Client_Of_UITableView_\(name):], UITableView.m:\(line)"
        }
        switch kind {
        case .twoAnimationsForCell, .scrollToMissingRow, .scrollToMissingSection,
            .staleIndexInCellForRow:
            return nil
        case .unregisteredReuseIdentifier:
            // Reports: `dequeueReusableCellWithIdentifier:forIndexPath:` up to iOS 10, the
            // private method with presentation values from iOS 11 (the 26.1 image lists it).
            return ios.major >= 11
                ? "-[UITableView _dequeueReusableCellWithIdentifier:forIndexPath:usingPresentationValues:], UITableView.m:…"
                : "-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:], UITableView.m:…"
        case .nilCellFromDataSource:
            // Reports of iOS 7 to 11 (UITableView.m:5471 in UIKit-2380, :7344 in 3318.16.14,
            // :8035 in 3599.6); the method of later versions is not known.
            return ios < ExceptionReason.nilCellNamesRowSince
                ? "-[UITableView _configureCellForDisplay:forIndexPath:], UITableView.m:…" : nil
        case .itemCountOfMissingSection:
            // UIKit 18.2 asserts at line 1769 of UITableViewRowData.m (another build at
            // 1765); the others are not read.
            let line = ios.major == 18 ? "1769" : "…"
            return
                "NSInteger _UITableViewRowDataNumberOfRowsInSection(UITableViewRowData *__unsafe_unretained, NSInteger)(), UITableViewRowData.m:\(line)"
        case .invalidUpdateIndexPath:
            let line = in26 ? "2669" : ios.major == 14 ? "2736" : "…"
            return
                "void _UIAssertValidUpdateIndexPath(NSIndexPath * _Nullable __strong)(), UITableViewSupport.m:\(line)"
        case .invalidNumberOfRows where ios.major >= 13:
            return bug("Invalid_Number_Of_Rows_In_Section", line26: 2624, line18: 2618)
        case .invalidNumberOfSections where modern:
            return bug("Invalid_Number_Of_Sections", line26: 2619, line18: 2613)
        case .invalidBatchUpdates:
            return modern ? bug("Invalid_Batch_Updates", line26: 2614, line18: 2608) : nil
        default:
            let line = endCellAnimationsLines26[kind].map { in26 ? $0 : $0 - 6 }
            let shown = modern ? line.map(String.init) ?? "…" : "…"
            return "-[UITableView _endCellAnimationsWithContext:], UITableView.m:\(shown)"
        }
    }

    private static func collection(_ kind: UIKitException.Kind, ios: UIKitVersion) -> String? {
        // Sites the reports name on every version they cover.
        switch kind {
        case .unregisteredReuseIdentifier:
            return
                "-[UICollectionView _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:], UICollectionView.m:…"
        case .cellWithoutReuseIdentifier:
            // Reports of iOS 11 to 17 (UICollectionView.m:3390 in one of 2023).
            return
                "-[UICollectionView _createPreparedCellForItemAtIndexPath:withLayoutAttributes:applyAttributes:isFocused:notify:], UICollectionView.m:…"
        case .viewAnimationForNilView:
            // UICollectionView.m:357 in UIKit-3505.16 (iOS 9), :369 in 3512.60.7 (iOS 10).
            let line = ios.major == 9 ? "357" : ios.major == 10 ? "369" : "…"
            return
                "-[UICollectionViewAnimation initWithView:viewType:finalLayoutAttributes:startFraction:endFraction:animateFromCurrentPostion:deleteAfterAnimation:customAnimations:], UICollectionView.m:\(line)"
        case .dequeuedViewNotReturned:
            // An iOS 18.0 report (SkeletonView#580, UICollectionView.m:5639).
            return "-[UICollectionView _updateVisibleCellsNow:], UICollectionView.m:…"
        case .scrollToMissingRow,
            .scrollToMissingSection
        where ios >= ExceptionReason.collectionScrollSentencesSince:
            return
                "-[UICollectionView _validateScrollingTargetIndexPath:raisingExceptionIfNecessary:], UICollectionView.m:…"
        default: break
        }
        guard ios.major >= 18 else { return nil }
        switch kind {
        case .invalidNumberOfRows:
            return
                "-[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:], UICollectionView.m:…"
        case .invalidBatchUpdates:
            return
                "-[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Batch_Updates:], UICollectionView.m:…"
        case .itemCountOfMissingSection:
            return
                "-[UICollectionViewData _existingNumberOfItemsInSection:], UICollectionViewData.mm:497"
        case .globalIndexOutOfRange:
            return
                "-[UICollectionViewData indexPathForItemAtGlobalIndex:], UICollectionViewData.mm:609"
        default: return nil
        }
    }

    /// The diffable data source's sites in UIKit 18.0, 18.2 and 26.1 (CollectionViewCore keeps
    /// the file names of the code it took from UIKitCore in 18.0).
    private static func diffable(_ kind: UIKitException.Kind, in26: Bool) -> String? {
        let update = "_UIDiffableDataSourceUpdate"
        let snapshot = "__UIDiffableDataSourceSnapshot"
        let section = "NSDiffableDataSourceSectionSnapshot"
        func helper(_ name: String, _ arguments: String, line: Int) -> String {
            "void BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__\(name)(\(arguments))(), _UIDiffableDataSourceHelpers.m:\(line)"
        }
        let one = "__strong id _Nonnull, BOOL"
        let two = "__strong id _Nonnull, __strong id _Nonnull, BOOL"
        switch kind {
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers:
            return
                "-[\(update) initWithIdentifiers:sectionIdentifiers:action:desinationIdentifier:relativePosition:destinationIsSection:], \(update).m:81"
        case .destinationInInsertedSections: return "-[\(update) _throwIfInvalid], \(update).m:165"
        case .destinationInInsertedItems: return "-[\(update) _throwIfInvalid], \(update).m:169"
        case .sectionMovedRelativeToItself: return "-[\(update) _throwIfInvalid], \(update).m:174"
        case .itemMovedRelativeToItself: return "-[\(update) _throwIfInvalid], \(update).m:176"
        case .appendItemsWithoutSections:
            return
                "-[\(snapshot) appendItemsWithIdentifiers:intoSectionWithIdentifier:], \(snapshot).m:169"
        case .reloadMissingSection:
            return "-[\(snapshot) _validateReloadUpdateThrowingIfNeeded:], \(snapshot).m:374"
        case .reloadMissingItem, .reconfigureMissingItem:
            return "-[\(snapshot) _validateReloadUpdateThrowingIfNeeded:], \(snapshot).m:377"
        case .identifierHashChanged: return helper("IDENTIFIER_HASH_VALUE_CHANGED", one, line: 70)
        case .identifierNotEqualToItself:
            return helper("IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF", one, line: 74)
        case .identifiersEqualWithDifferentHashes:
            return helper("EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES", two, line: 78)
        case .equalIdentifiersInOneSnapshot:
            return helper("IDENTIFIERS_ARE_NOT_UNIQUE", two, line: 82)
        case .sectionIdentifierExists:
            return helper("IDENTIFIER_ALREADY_EXISTS", "NSArray *__strong _Nonnull, BOOL", line: 99)
        case .sectionSnapshotParentMissing:
            // append(_:to:) asks childrenOfParent: first, which asserts for a missing parent
            // (18.2 and 26.1); the assertion at :97 is only reached after it succeeded.
            return "-[\(section) childrenOfParent:recursive:], \(section).m:340"
        case .sectionSnapshotBeforeItemMissing:
            return "-[\(section) insertItems:beforeItem:], \(section).m:131"
        case .sectionSnapshotAfterItemMissing:
            return "-[\(section) insertItems:afterItem:insertionMode:], \(section).m:167"
        case .sectionSnapshotItemMissing:
            return "-[\(section) _indexesOfItems:ignoringItemsNotFound:], \(section).m:572"
        case .sectionSnapshotDuplicateItems:
            return
                "void BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__DUPLICATE_ITEM_IDENTIFIERS_IN_SECTION_SNAPSHOT(NSOrderedSet *__strong, NSArray *__strong)(), _UIDiffableDataSourceHelpers.m:…"
        case .sectionIdentifierNotFound:
            return
                "-[_UIDiffableDataSourceState numberOfItemsInSection:], _UIDiffableDataSourceState.m:273"
        case .applyDeadlock:
            return in26
                ? "void BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS(UIView *__strong)(), _UIDiffableDataSourceImpl.m:54"
                : "-[__UIDiffableDataSource _performOnApplyQueue:], _UIDiffableDataSourceImpl.m:575"
        default: return nil
        }
    }
}
