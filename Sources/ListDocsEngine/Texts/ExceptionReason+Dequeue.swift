/// The text of dequeuing a cell whose reuse identifier nothing was registered for: the same
/// words on every version listdocs models (reports from iOS 6 to 17 quote them), raised by
/// UIKit's assertion handler in the view's dequeue method (`AssertionSite`). The binaries'
/// bodies were not read; the 26.1 image lists the methods.
extension ExceptionReason {
    func unregisteredReuseIdentifier(_ identifier: String) -> UIKitException {
        switch view {
        case .table:
            .init(
                .unregisteredReuseIdentifier,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        case .collection:
            .init(
                .unregisteredReuseIdentifier,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
    }
}

/// The texts of a collection view's data source that does not hand back the cell it
/// dequeued: one it made itself (without a reuse identifier), or a second one dequeued and
/// never returned. Neither body was read in the binaries (the methods sit past what the
/// search index reads of UICollectionView.m); the texts and their eras come from reports.
extension ExceptionReason {
    /// From when a collection view asserts on a dequeued view its data source did not
    /// return: reports from iOS 18.0 on (SkeletonView#580, Xcode 16; DoKit#1191 and #1195,
    /// iOS 18.2; Instabug-iOS#503, iOS 18.1), none before. [M]
    public static let dequeuedViewChecksSince = UIKitVersion(18)

    /// From when the refusal of a cell made by hand has its shorter words: a 2026 report
    /// (ios-kDrive#1976) and a test that cites UICollectionView.m:3930 have them, reports up
    /// to iOS 17 the longer ones. [L] for the boundary, taken as iOS 26.
    static let shortReuseIdentifierTextSince = UIKitVersion(26)

    /// A collection view's cell that was not dequeued: `UICollectionViewCell()` returned
    /// from `cellForItemAt`. Asserted in `-[UICollectionView
    /// _createPreparedCellForItemAtIndexPath:withLayoutAttributes:applyAttributes:isFocused:notify:]`
    /// (reports of iOS 11 to 17).
    func cellWithoutReuseIdentifier() -> UIKitException {
        .init(
            .cellWithoutReuseIdentifier,
            ios >= Self.shortReuseIdentifierTextSince
                ? "The collection view's data source returned a cell without a reuseIdentifier."
                : "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        )
    }

    /// A cell dequeued for no request of the view, found when the view next prepares its
    /// cells (`-[UICollectionView _updateVisibleCellsNow:]` in the reports); the text names
    /// the orphan (`viewClass`: a header or footer names `UICollectionReusableView`) and the
    /// view.
    func dequeuedViewNotReturned(viewClass: String = "UICollectionViewCell") -> UIKitException {
        .init(
            .dequeuedViewNotReturned,
            "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <\(viewClass): 0x…>; Collection view: <UICollectionView: 0x…>"
        )
    }
}

/// The texts of a table view's data source that returns no cell, in their three wordings.
/// None was read in the binaries; the texts and their eras come from reports.
extension ExceptionReason {
    /// From when the text names the view and its data source: reports of iOS 10 and 11
    /// (RATreeView#220 in 2017, HVTableView#27 and PPiOS-Rename#16 in 2018), none of iOS 8
    /// or earlier. [L] for the boundary, taken as iOS 9.
    public static let nilCellNamesDataSourceSince = UIKitVersion(9)

    /// From when the text names the row asked for: reports of iOS 13 (Zebra#1002, 2020) and
    /// 15.6.1 (TABAnimated#214), none of "failed to obtain" after iOS 12. [L] for the
    /// boundary, taken as iOS 13.
    public static let nilCellNamesRowSince = UIKitVersion(13)

    /// A table view's data source returned nil for the cell at `path` (`dataSource` is the
    /// class the text names as the data source). Raised by UIKit's assertion handler when
    /// the view prepares the cell (`-[UITableView _configureCellForDisplay:forIndexPath:]`
    /// in reports up to iOS 11).
    func nilCell(at path: IndexPath, dataSource: String) -> UIKitException {
        let source = "<\(dataSource): 0x…>"
        if ios < Self.nilCellNamesDataSourceSince {
            return .init(
                .nilCellFromDataSource,
                "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:")
        }
        if ios < Self.nilCellNamesRowSince {
            return .init(
                .nilCellFromDataSource,
                "UITableView (<UITableView: 0x…>) failed to obtain a cell from its dataSource (\(source))"
            )
        }
        return .init(
            .nilCellFromDataSource,
            "UITableView dataSource returned a nil cell for row at index path: \(path.exceptionDescription). \(view.viewDescription), dataSource: \(source)"
        )
    }
}
