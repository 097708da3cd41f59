/// UIKit's exception texts, verbatim, one builder per assertion in `-[UITableView
/// _endCellAnimationsWithContext:]` and its `UICollectionView` counterpart, in the words of
/// the view (`row` or `item`, `table view` or `collection view`) and of the iOS version.
/// `%@` index paths print as `NSIndexPath` does.
struct ExceptionReason {
    typealias Kind = UIKitException.Kind

    /// The view whose texts these are.
    let view: ListViewKind
    /// The version whose texts these are.
    let ios: UIKitVersion

    private var element: String { view.element }
    private var elements: String { view.elements }

    func deleteAndReload(_ p: IndexPath) -> UIKitException {
        .init(
            .deleteAndReloadSameIndexPath,
            "attempt to delete and reload the same index path (\(p.exceptionDescription))")
    }
    func deleteAndMove(section: Int) -> UIKitException {
        .init(
            .deleteAndMoveSameSection,
            "attempt to perform a delete and a move from the same section (\(section))")
    }
    func deleteAndMove(_ p: IndexPath) -> UIKitException {
        .init(
            .deleteAndMoveSameIndexPath,
            "attempt to perform a delete and a move from the same index path (\(p.exceptionDescription))"
        )
    }
    func deleteSection(_ s: Int, sectionsBefore: Int) -> UIKitException {
        .init(
            .deleteSectionOutOfRange,
            "attempt to delete section \(s), but there are only \(sectionsBefore) sections before the update"
        )
    }
    func deleteRow(_ p: IndexPath, sectionsBefore: Int) -> UIKitException {
        .init(
            .deleteRowSectionOutOfRange,
            "attempt to delete \(element) \(p.row) from section \(p.section), but there are only \(sectionsBefore) sections before the update"
        )
    }
    func deleteRow(_ p: IndexPath, rowsBefore: Int) -> UIKitException {
        .init(
            .deleteRowOutOfRange,
            "attempt to delete \(element) \(p.row) from section \(p.section) which only contains \(rowsBefore) \(elements) before the update"
        )
    }
    func insertAndMove(section: Int) -> UIKitException {
        .init(
            .insertAndMoveSameSection,
            "attempt to perform an insert and a move to the same section (\(section))")
    }
    func insertAndMove(_ p: IndexPath) -> UIKitException {
        .init(
            .insertAndMoveSameIndexPath,
            "attempt to perform an insert and a move to the same index path (\(p.exceptionDescription))"
        )
    }
    func insertSection(_ s: Int, sectionsAfter: Int) -> UIKitException {
        .init(
            .insertSectionOutOfRange,
            "attempt to insert section \(s) but there are only \(sectionsAfter) sections after the update"
        )
    }
    func insertRow(_ p: IndexPath, sectionsAfter: Int) -> UIKitException {
        .init(
            .insertRowSectionOutOfRange,
            "attempt to insert \(element) \(p.row) into section \(p.section), but there are only \(sectionsAfter) sections after the update"
        )
    }
    func insertRow(_ p: IndexPath, rowsAfter: Int) -> UIKitException {
        .init(
            .insertRowOutOfRange,
            "attempt to insert \(element) \(p.row) into section \(p.section), but there are only \(rowsAfter) \(elements) in section \(p.section) after the update"
        )
    }
    func moveSection(_ s: Int, sectionsBefore: Int) -> UIKitException {
        .init(
            .moveSectionSourceOutOfRange,
            "attempt to move section \(s), but there are only \(sectionsBefore) sections before the update"
        )
    }
    /// UIKit's own text says "to to".
    func moveSection(_ s: Int, to d: Int, sectionsAfter: Int) -> UIKitException {
        .init(
            .moveSectionDestinationOutOfRange,
            "attempt to to move section \(s) to section \(d), but there are only \(sectionsAfter) sections after the update"
        )
    }
    func moveRowFromMissingSection(_ p: IndexPath, sectionsBefore: Int) -> UIKitException {
        .init(
            .moveRowSourceSectionOutOfRange,
            "attempt to move index path (\(p.exceptionDescription)) from a section that does not exist - there are only \(sectionsBefore) sections before the update"
        )
    }
    func moveMissingRow(_ p: IndexPath, rowsBefore: Int) -> UIKitException {
        .init(
            .moveRowSourceOutOfRange,
            "attempt to move index path (\(p.exceptionDescription)) that does not exist - there are only \(rowsBefore) \(elements) in section \(p.section) before the update"
        )
    }
    func moveRowIntoMissingSection(_ f: IndexPath, _ t: IndexPath, sectionsAfter: Int)
        -> UIKitException
    {
        .init(
            .moveRowDestinationSectionOutOfRange,
            "attempt to move index path (\(f.exceptionDescription)) to index path (\(t.exceptionDescription)) in section that does not exist - there are only \(sectionsAfter) sections after the update"
        )
    }
    func moveRowToMissingRow(_ f: IndexPath, _ t: IndexPath, rowsAfter: Int)
        -> UIKitException
    {
        .init(
            .moveRowDestinationOutOfRange,
            "attempt to move index path (\(f.exceptionDescription)) to index path (\(t.exceptionDescription)) that does not exist - there are only \(rowsAfter) \(elements) in section \(t.section) after the update"
        )
    }
    func moveSection(_ s: Int, toBoth a: Int, and b: Int) -> UIKitException {
        .init(
            .moveSectionToTwoDestinations,
            "attempt to move section \(s) to both section \(a) and section \(b)")
    }
    func moveRow(_ p: IndexPath, toBoth a: IndexPath, and b: IndexPath) -> UIKitException {
        .init(
            .moveRowToTwoDestinations,
            "attempt to move \(element) at index path \(p.exceptionDescription) to both \(a.exceptionDescription) and \(b.exceptionDescription)"
        )
    }
    func moveBothSections(_ a: Int, _ b: Int, to d: Int) -> UIKitException {
        .init(
            .moveTwoSectionsToOneDestination,
            "attempt to move both section \(a) and section \(b) to section \(d)")
    }
    func moveBothRows(_ a: IndexPath, _ b: IndexPath, to d: IndexPath) -> UIKitException {
        .init(
            .moveTwoRowsToOneDestination,
            "attempt to move both \(element) at index path \(a.exceptionDescription) and \(b.exceptionDescription) to \(d.exceptionDescription)"
        )
    }
    /// iOS 7 era text; its tail was never quoted in full, so the section number in
    /// parentheses follows the shape of its sibling "into a newly inserted section".
    func moveRowFromDeletedSection(_ s: Int) -> UIKitException {
        .init(
            .moveRowFromDeletedSection,
            "cannot move \(view == .table ? "a row" : "an item") from a deleted section (\(s))")
    }
    func moveRowIntoInsertedSection(_ s: Int) -> UIKitException {
        .init(
            .moveRowIntoInsertedSection,
            "cannot move \(view == .table ? "a row" : "an item") into a newly inserted section (\(s))"
        )
    }

    func invalidNumberOfSections(
        after: Int, before: Int, inserted: Int, deleted: Int
    ) -> UIKitException {
        var exception = UIKitException(
            .invalidNumberOfSections,
            "Invalid update: invalid number of sections.\(ios.sentenceGap)The number of sections contained in the \(view.viewName) after the update (\(after)) must be equal to the number of sections contained in the \(view.viewName) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
                + tableViewSuffix())
        exception.arguments = ReasonArguments(numbers: [after, before, inserted, deleted])
        return exception
    }

    func invalidNumberOfRows(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
        movedOut: Int,
    ) -> UIKitException {
        // Before iOS 5 rows could not move, and the text ended after the deletes.
        let moved =
            ios.namesMovedRows
            ? " and plus or minus the number of \(elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            : "."
        var exception = UIKitException(
            .invalidNumberOfRows,
            "Invalid update: invalid number of \(elements) in section \(section).\(ios.sentenceGap)The number of \(elements) contained in an existing section after the update (\(after)) must be equal to the number of \(elements) contained in that section before the update (\(before)), plus or minus the number of \(elements) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted)"
                + moved + tableViewSuffix())
        exception.arguments = ReasonArguments(
            numbers: [section, after, before, inserted, deleted, movedIn, movedOut])
        return exception
    }

    /// A collection view's batch that moves a section onto itself and an item out of it
    /// fails while UIKit maps items to global indexes (rdar 48941906, [H] for the text and
    /// the trigger). The two numbers come from UIKit's internal item numbering; listdocs
    /// reports the moved item's index in the whole list before the update and the number of
    /// items the collection view then had, a documented choice.
    func globalIndexOutOfRange(_ index: Int, items: Int) -> UIKitException {
        .init(
            .globalIndexOutOfRange,
            "request for index path for global index \(index) when there are only \(items) items in the collection view"
        )
    }

    /// `collectionView.numberOfItems(inSection:)` for a section the collection view does
    /// not have (often a custom layout's `prepare()` while the view has no sections yet).
    /// [H] for the text (`UICollectionViewData.m`); the notes date no version, so every
    /// version prints it here. A table view's `numberOfRows(inSection:)` asserts in
    /// `_UITableViewRowDataNumberOfRowsInSection` (UITableViewRowData.m:1769 in UIKit 18.2,
    /// for a section below 0 or past the last; apps built against an older SDK get the same
    /// text as an error log and `NSNotFound`, not modelled); see `rowCountAssertsSince`.
    func itemCountOfMissingSection(_ section: Int, sections: Int) -> UIKitException {
        .init(
            .itemCountOfMissingSection,
            view == .table
                ? "Requested the number of rows for section (\(section)) which is out of bounds."
                : "request for number of items in section \(section) when there are only \(sections) sections in the collection view"
        )
    }

    /// From when a table view asserts on `numberOfRows(inSection:)` for a missing section:
    /// the earliest dated report is of April 2020 (iOS 13.4, github.com/wordpress-mobile/
    /// WordPress-iOS/issues/13891); iOS 13 is the era it falls in. [M] Before it the table
    /// answers `NSNotFound` without a word (listdocs' reading of the branch UIKit 18.2 keeps
    /// for older apps).
    static let rowCountAssertsSince = UIKitVersion(13)

    /// A layout handed the collection view attributes for a cell its data does not have
    /// (typically a custom layout's cache kept across a change). [H] for the text, reported
    /// on iOS 13.2; every version prints it here.
    /// A table view call naming a negative section or row: `_UIAssertValidUpdateIndexPath`
    /// asserts when the call is made (UITableViewSupport.m; UIKit 26.1, and an iOS 14 log).
    /// `NSNotFound` is positive and passes; it meets the range texts instead.
    func invalidUpdateIndexPath(_ p: IndexPath) -> UIKitException {
        .init(
            .invalidUpdateIndexPath,
            "Attempted to perform update with invalid index path: \(p.exceptionDescription)")
    }

    func layoutAttributesForMissingItem(_ p: IndexPath) -> UIKitException {
        .init(
            .layoutAttributesForMissingItem,
            "UICollectionView received layout attributes for a cell with an index path that does not exist: \(p.exceptionDescription)"
        )
    }

    /// The iOS 13–16.3 collection views that logged "Invalid update: … - will perform
    /// reloadData" instead of raising did so in conditions the notes do not establish
    /// (views off screen or not laid out); listdocs models a view on screen, which raises.

    /// Up to iOS 8, a row reloaded and moved in one batch passes validation and fails when
    /// the animations are set up (`-[_UITableViewUpdateSupport
    /// _setupAnimationsForExistingVisibleCells]`); later versions catch it earlier as a
    /// delete and a move of the same row. The notes mark the era as likely, not certain.
    /// A collection view of iOS 9 and 10 that reloads, in a batch, a section whose item count
    /// changed: the animation of a cell that has no view. [L] from two reports: a radar
    /// (rdar://28163205, UIKit-3512.60.7, iOS 10: sections 0, 4 → 5 items, and 1, empty,
    /// reloaded together) and componentkit#394 (UIKit-3505.16, iOS 9, a section inserted at
    /// the head of a batch-driven list); UIKit 18.2 and 26.1 hold the text but the condition
    /// was not read.
    func viewAnimationForNilView() -> UIKitException {
        .init(.viewAnimationForNilView, "attempt to create view animation for nil view")
    }

    func twoAnimationsForCell() -> UIKitException {
        .init(.twoAnimationsForCell, "Attempt to create two animations for cell")
    }

    /// The multi-line text of iOS 16.4 and later. The row and section entries of the
    /// `Updates` list follow the observed `Delete row (0 - 0)` shape; section and move
    /// entries were never observed and follow the same shape.
    func invalidBatchUpdates(
        before: [Int], after: [Int], updates entries: [BatchUpdateEntry]
    ) -> UIKitException {
        let updates = entries.map(updateEntry)
        let list =
            updates.isEmpty
            ? "Updates = [ ]" : "Updates = [\n\t" + updates.joined(separator: ",\n\t") + "\n]"
        var exception = UIKitException(
            .invalidBatchUpdates,
            "Invalid batch updates detected: the number of sections and/or \(elements) returned by the data source \(ios.batchUpdatesTiming) performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = \(countsDescription(before))\n"
                + "Data source after updates = \(countsDescription(after))\n"
                + list + "\n" + view.viewDescription)
        exception.arguments = ReasonArguments(
            countsBefore: before, countsAfter: after, updates: entries)
        return exception
    }

    /// One entry of that text's `Updates = [ … ]` list, e.g. `Delete row (0 - 3)`.
    func updateEntry(_ entry: BatchUpdateEntry) -> String {
        switch entry {
        case .deleteSection(let s): "Delete section (\(s))"
        case .deleteRow(let p): "Delete \(element) (\(p.section) - \(p.row))"
        case .moveSection(let from, let to): "Move section (\(from)) -> (\(to))"
        case .moveRow(let from, let to):
            "Move \(element) (\(from.section) - \(from.row)) -> (\(to.section) - \(to.row))"
        case .insertSection(let s): "Insert section (\(s))"
        case .insertRow(let p): "Insert \(element) (\(p.section) - \(p.row))"
        }
    }

    private func countsDescription(_ counts: [Int]) -> String {
        let noun = counts.count == 1 ? "section" : "sections"
        return
            "{ \(counts.count) \(noun) with \(element) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
    }

    private func tableViewSuffix() -> String {
        ios.appendsTableViewDescription ? " " + view.viewDescription : ""
    }
}
