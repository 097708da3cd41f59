import ListDocsEngine
import Testing

/// The `*** Assertion failure in …` line a walkthrough's console shows, held to the sites
/// UIKit 18.2 and 26.1 hand their assertion handler (Content/what-uikit-raises.md).
@Suite struct AssertionSiteTests {
    func line(_ kind: UIKitException.Kind, _ view: ListViewKind = .table, ios: Int) -> String? {
        AssertionSite.line(kind, view: view, ios: UIKitVersion(ios))
    }

    @Test func theTablesRangeChecksNameTheirLineInEachBuild() {
        // TV04: UITableView.m:2160 in 26.1, 2154 in 18.2; before 18 the line is not known.
        #expect(
            line(.deleteSectionOutOfRange, ios: 26)
                == "-[UITableView _endCellAnimationsWithContext:], UITableView.m:2160")
        #expect(
            line(.deleteSectionOutOfRange, ios: 18)
                == "-[UITableView _endCellAnimationsWithContext:], UITableView.m:2154")
        #expect(
            line(.deleteSectionOutOfRange, ios: 17)
                == "-[UITableView _endCellAnimationsWithContext:], UITableView.m:…")
        // TV21, the last of them.
        #expect(
            line(.moveTwoRowsToOneDestination, ios: 26)?.hasSuffix("UITableView.m:2365") == true)
    }

    @Test func theCountTextsNameTheirBugDetectedMethods() {
        #expect(
            line(.invalidNumberOfSections, ios: 26)
                == "-[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Sections:], UITableView.m:2619"
        )
        #expect(
            line(.invalidNumberOfRows, ios: 26)
                == "-[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section:], UITableView.m:2624"
        )
        #expect(
            line(.invalidBatchUpdates, ios: 26)
                == "-[UITableView _Bug_Detected_In_Client_Of_UITableView_Invalid_Batch_Updates:], UITableView.m:2614"
        )
        #expect(line(.invalidBatchUpdates, ios: 17) == nil)
        // 18.2 places the three five lines apart, each six lines before 26.1's.
        #expect(
            line(.invalidBatchUpdates, ios: 18)?.hasSuffix(
                "Invalid_Batch_Updates:], UITableView.m:2608")
                == true)
        #expect(
            line(.invalidNumberOfSections, ios: 18)?.hasSuffix(
                "Invalid_Number_Of_Sections:], UITableView.m:2613") == true)
        #expect(
            line(.invalidNumberOfRows, ios: 18)?.hasSuffix(
                "Invalid_Number_Of_Rows_In_Section:], UITableView.m:2618") == true)
        // TV32, a C function: its signature and "()" (26.1's line, and an iOS 14 log's).
        #expect(
            line(.invalidUpdateIndexPath, ios: 26)
                == "void _UIAssertValidUpdateIndexPath(NSIndexPath * _Nullable __strong)(), UITableViewSupport.m:2669"
        )
        #expect(
            line(.invalidUpdateIndexPath, ios: 14)?.hasSuffix("UITableViewSupport.m:2736") == true)
    }

    /// SS01: append(_:to:) asks for the parent's children first, and that query asserts
    /// (18.2 and 26.1), so the console names it, not the append's own line 97.
    @Test func aMissingParentIsAssertedWhereItsChildrenAreAskedFor() {
        for ios in [18, 26] {
            #expect(
                line(.sectionSnapshotParentMissing, .collection, ios: ios)
                    == "-[NSDiffableDataSourceSectionSnapshot childrenOfParent:recursive:], NSDiffableDataSourceSectionSnapshot.m:340"
            )
        }
    }

    @Test func collectionViewDataAndTheDiffableChecksNameTheirSites() {
        #expect(
            line(.itemCountOfMissingSection, .collection, ios: 18)
                == "-[UICollectionViewData _existingNumberOfItemsInSection:], UICollectionViewData.mm:497"
        )
        #expect(
            line(.itemMovedRelativeToItself, ios: 26)
                == "-[_UIDiffableDataSourceUpdate _throwIfInvalid], _UIDiffableDataSourceUpdate.m:176"
        )
        // A C function prints with its signature and "()".
        #expect(
            line(.identifierNotEqualToItself, ios: 18)
                == "void BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF(__strong id _Nonnull, BOOL)(), _UIDiffableDataSourceHelpers.m:74"
        )
        #expect(
            line(.applyDeadlock, ios: 18)
                == "-[__UIDiffableDataSource _performOnApplyQueue:], _UIDiffableDataSourceImpl.m:575"
        )
        #expect(
            line(.applyDeadlock, ios: 26)
                == "void BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS(UIView *__strong)(), _UIDiffableDataSourceImpl.m:54"
        )
        // Before 18 the diffable sites are not known: no line rather than a guess.
        #expect(line(.itemMovedRelativeToItself, ios: 17) == nil)
    }
}
