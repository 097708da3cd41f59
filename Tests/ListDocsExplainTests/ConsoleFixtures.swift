import ListDocsEngine

/// Console logs and crash-report excerpts as developers paste them, each with the exception
/// it holds.
enum ConsoleFixtures {
    static func all() throws -> [(String, String, UIKitException.Kind)] {
        [
            (
                "xcode-console-ios17-table",
                """
                2024-03-01 10:22:30.998877+0100 Demo[81233:4129384] [Common] Snapshot request 0x600002c1e8b0 complete with error
                2024-03-01 10:22:31.123456+0100 Demo[81233:4129384] *** Assertion failure in -[UITableView _endCellAnimationsWithContext:], UITableView.m:2097
                2024-03-01 10:22:31.130112+0100 Demo[81233:4129384] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x7f8e5d82a200; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c4c0f0>; backgroundColor = <UIDynamicSystemColor: 0x6000017ac940; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x60000021c8a0>; contentOffset: {0, -91}; contentSize: {390, 176}; adjustedContentInset: {91, 0, 34, 0}; dataSource: <Demo.ListViewController: 0x7f8e5d4103c0>>'
                *** First throw call stack:
                (
                \t0   CoreFoundation                      0x00000001804ae0f8 __exceptionPreprocess + 172
                \t1   libobjc.A.dylib                     0x0000000180087db4 objc_exception_throw + 56
                \t2   Foundation                          0x0000000180d46c70 _userInfoForFileAndLine + 0
                )
                libc++abi: terminating due to uncaught exception of type NSException
                """,
                .invalidNumberOfRows
            ),
            (
                "collection-batch-updates-detected",
                """
                2025-01-12 09:14:55.019+0000 Photos[512:88123] *** Assertion failure in -[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Batch_Updates:], UICollectionView.m:10301
                2025-01-12 09:14:55.020+0000 Photos[512:88123] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 2 sections with item counts: [3, 5] }
                Data source after updates = { 2 sections with item counts: [3, 3] }
                Updates = [
                \tDelete item (1 - 4)
                ]
                Collection view: <UICollectionView: 0x10482a000; frame = (0 0; 393 852); clipsToBounds = YES; layer = <CALayer: 0x600000b2c3a0>; contentOffset: {0, -59}; contentSize: {393, 400}; adjustedContentInset: {59, 0, 34, 0}; layout: <UICollectionViewCompositionalLayout: 0x103f0c2f0>; dataSource: <Photos.GridDataSource: 0x600003a1c000>>'
                *** First throw call stack:
                (0x1804ae0f8 0x180087db4 0x180d46c70 0x18469c3e4)
                libc++abi: terminating due to uncaught exception of type NSException
                """,
                .invalidBatchUpdates
            ),
            (
                "xcode-thread-banner",
                """
                Thread 1: "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
                """,
                .deleteRowOutOfRange
            ),
            (
                "diffable-duplicates-with-unicode",
                """
                2023-06-30 18:02:11.404 Snacks[2201:311] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(
                    "\\Uace0\\Ub798\\Ubc25",
                    Kiwi
                )}'
                *** First throw call stack:
                (0x1804ae0f8 0x180087db4)
                """,
                .duplicateItemIdentifiers
            ),
            (
                "crash-report-application-specific-information",
                """
                Incident Identifier: 5E1B6C2D-0D4A-4C8E-9C57-1E2D2C7A9B11
                Hardware Model:      iPhone14,5
                Process:             Notes [8812]
                OS Version:          iPhone OS 13.5 (17F75)

                Exception Type:  EXC_CRASH (SIGABRT)
                Exception Codes: 0x0000000000000000, 0x0000000000000000
                Triggered by Thread:  0

                Application Specific Information:
                abort() called
                *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert row 7 into section 1, but there are only 6 rows in section 1 after the update'

                Last Exception Backtrace:
                0   CoreFoundation                	0x1a4b5a5f0 __exceptionPreprocess + 224
                1   libobjc.A.dylib               	0x1a48cbbcc objc_exception_throw + 60
                """,
                .insertRowOutOfRange
            ),
            (
                "bare-reason-with-crlf",
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted). Collection view: <UICollectionView: 0x7fa1; frame = (0 0; 375 667); layer = <CALayer: 0x6000>>\r\n",
                .invalidNumberOfSections
            ),
            (
                "diffable-view-mutation",
                """
                *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView.'
                """,
                .viewMutatedUnderDiffable
            ),
        ]
    }
}
