import ListDocsEngine

/// Whether a crash log's stack names the data source method a list view calls for a cell:
/// `tableView(_:cellForRowAt:)` (`-[… tableView:cellForRowAtIndexPath:]` from Objective-C)
/// or `collectionView(_:cellForItemAt:)`, in any of the spellings a symbolicated frame has.
enum CellRequestEvidence {
    /// The view whose cell request the log names first; nil when it names none.
    static func view(in log: String) -> ListViewKind? {
        let row = log.firstRange(of: "cellForRowAt")?.lowerBound
        let item = log.firstRange(of: "cellForItemAt")?.lowerBound
        switch (row, item) {
        case (let row?, let item?): return row < item ? .table : .collection
        case (.some, nil): return .table
        case (nil, .some): return .collection
        case (nil, nil): return nil
        }
    }
}
