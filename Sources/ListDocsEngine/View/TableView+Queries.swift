/// What a list view answers when the app, or its layout, asks about its contents or scrolls
/// to them. It answers from what it has loaded (what it shows), not from the data source.
extension TableView {
    /// `collectionView.numberOfItems(inSection:)` (`tableView.numberOfRows(inSection:)`):
    /// the items the view holds in `section`. Asking for a section it does not have raises
    /// UIKit's exception; a table view before `rowCountAssertsSince` answers `NSNotFound`.
    public func numberOfItems(inSection section: Int, ios: UIKitVersion = .default)
        throws(UIKitException) -> Int
    {
        guard section >= 0, section < screen.sections.count else {
            if kind == .table, ios < ExceptionReason.rowCountAssertsSince { return Int.max }
            throw ExceptionReason(view: kind, ios: ios).itemCountOfMissingSection(
                section, sections: screen.sections.count)
        }
        return screen.sections[section].cells.count
    }

    /// A layout hands the view attributes for the cell at `path` (what a custom layout's
    /// `layoutAttributesForElements(in:)` returns). Attributes for a cell the view does not
    /// have raise UIKit's exception.
    public func receiveLayoutAttributes(for path: IndexPath, ios: UIKitVersion = .default)
        throws(UIKitException)
    {
        guard path.section >= 0, path.section < screen.sections.count, path.row >= 0,
            path.row < screen.sections[path.section].cells.count
        else {
            throw ExceptionReason(view: kind, ios: ios).layoutAttributesForMissingItem(path)
        }
    }

    /// `scrollToRow(at:at:animated:)` (`scrollToItem(at:at:animated:)`): the view checks the
    /// index path against what it has loaded, then brings the row into view, asking the
    /// data source for its cell (`askForCell`). With a viewport (`visible=`) the window
    /// moves to put the row at `position` (the top, the middle or the bottom of the screen,
    /// as far as the list's ends allow), and every row that comes on screen is asked for,
    /// in order (a row the data source no longer has traps there); without one, every row is
    /// on screen and the row scrolled to is the one taken to come into view.
    public mutating func scroll(
        to path: IndexPath, at position: ScrollPosition = .middle, dataSource: SectionedList,
        ios: UIKitVersion = .default
    ) throws(UIKitException) {
        let reason = ExceptionReason(view: kind, ios: ios)
        guard path.section >= 0, path.section < screen.sections.count else {
            throw reason.scrollToMissingSection(path, sections: screen.sections.count)
        }
        let rows = screen.sections[path.section].cells.count
        guard path.row >= 0, path.row < rows else {
            throw reason.scrollToMissingRow(path, rows: rows)
        }
        guard let window = viewport else {
            try askForCell(at: path, dataSource: dataSource, ios: ios)
            return
        }
        let counts = screen.rowCounts
        let moved = window.placing(path, at: position, counts: counts)
        viewport = moved
        for (s, rows) in counts.enumerated() {
            for r in 0..<rows {
                let row = IndexPath(row: r, section: s)
                if moved.shows(row, counts: counts), !window.shows(row, counts: counts) {
                    try askForCell(at: row, dataSource: dataSource, ios: ios)
                }
            }
        }
    }
}
