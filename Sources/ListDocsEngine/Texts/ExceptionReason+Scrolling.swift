/// The texts of `scrollToRow(at:at:animated:)` and `scrollToItem(at:at:animated:)` for an
/// index path the view has not loaded, and of the trap a data source meets when the view
/// asks it for a cell its model no longer holds.
///
/// The eras come from dated reports (the decompiled 18.2 and 26.1 images list the methods,
/// `_contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:` and
/// `_validateScrollingTargetIndexPath:raisingExceptionIfNecessary:`, but their bodies were not
/// read): a table view raised `NSRangeException` naming its private method and the bounds
/// up to iOS 12 (the method gained `usingPresentationValues:` in iOS 11), and from iOS 13 a
/// sentence with the view's description; a collection view raised
/// `NSInvalidArgumentException` "attempt to scroll to invalid index path" (reported up to
/// iOS 12) and asserts the sentence form later (reported from iOS 15; listdocs starts it in
/// iOS 14, with the other texts that gained the view's description).
extension ExceptionReason {
    /// The first version whose table view words an out-of-bounds scroll as a sentence.
    static let scrollSentencesSince = UIKitVersion(13)
    /// The first version whose collection view does.
    static let collectionScrollSentencesSince = UIKitVersion(14)

    /// A scroll to a section the view does not have (`sections` is how many it has).
    func scrollToMissingSection(_ p: IndexPath, sections: Int) -> UIKitException {
        outOfBoundsScroll(
            .scrollToMissingSection, p,
            bounds: "section (\(p.section)) beyond bounds (\(sections)).",
            sentence:
                "section (\(p.section)) when there are only \(sections) sections.")
    }

    /// A scroll to a row past the end of its section (`rows` is how many the view has there).
    func scrollToMissingRow(_ p: IndexPath, rows: Int) -> UIKitException {
        outOfBoundsScroll(
            .scrollToMissingRow, p,
            bounds: "row (\(p.row)) beyond bounds (\(rows)) for section (\(p.section)).",
            sentence:
                "\(view.element) (\(p.row)) when there are only \(rows) \(view.elements) in section \(p.section)."
        )
    }

    /// The text of a scroll past what the view has loaded: an older table view's private
    /// method and its `bounds` words, an older collection view's index path, or the
    /// sentence "Attempted to scroll the … view to an out-of-bounds `sentence` …" with the
    /// view's description; with the name and assertion of the view and era.
    private func outOfBoundsScroll(
        _ kind: Kind, _ p: IndexPath, bounds: String, sentence: String
    ) -> UIKitException {
        let sentences =
            ios
            >= (view == .table ? Self.scrollSentencesSince : Self.collectionScrollSentencesSince)
        var exception: UIKitException
        switch view {
        case .table where !sentences:
            exception = .init(kind, "\(tableScrollMethod): \(bounds)")
        case .collection where !sentences:
            exception = .init(
                kind, "attempt to scroll to invalid index path: \(p.exceptionDescription)")
        case .table:
            exception = .init(
                kind,
                "Attempted to scroll the table view to an out-of-bounds \(sentence) \(view.viewDescription)"
            )
        case .collection:
            exception = .init(
                kind,
                "Attempted to scroll the collection view to an out-of-bounds \(sentence) \(view.viewDescription)."
            )
        }
        exception.name = scrollExceptionName
        exception.asserted = scrollAsserts
        return exception
    }

    /// The app's `tableView(_:cellForRowAt:)` (`collectionView(_:cellForItemAt:)`) indexes a
    /// Swift array the view's counts no longer describe: the runtime's own words.
    func staleIndexInCellForRow() -> UIKitException {
        var exception = UIKitException(.staleIndexInCellForRow, "Index out of range")
        exception.name = "Fatal error"
        exception.asserted = false
        return exception
    }

    private var tableScrollMethod: String {
        ios.major >= 11
            ? "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]"
            : "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]"
    }

    /// A table view raises `NSRangeException`; an older collection view
    /// `NSInvalidArgumentException`; a newer one asserts.
    private var scrollExceptionName: String {
        switch view {
        case .table: "NSRangeException"
        case .collection:
            ios < Self.collectionScrollSentencesSince
                ? "NSInvalidArgumentException" : "NSInternalInconsistencyException"
        }
    }

    private var scrollAsserts: Bool {
        view == .collection && ios >= Self.collectionScrollSentencesSince
    }
}
