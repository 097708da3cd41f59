/// UIKit's list-update format strings, copied from the decompiled system images of iOS 18.2
/// (`EthanArbuckle/iPhone17-1_18.2_22C152_Restore`, commit `f2374d1a`) and iOS 26.1
/// (`EthanArbuckle/iPhone18-3_26.1_23B85_Restore`, commits `6d54c261`, `a8efb0ea`,
/// `004b2b3b`), with the file each was read from and the file and line the binary hands
/// its assertion handler. The ids are the rows of Content/what-uikit-raises.md.
///
/// These are data, not code: `%@`, `%ld`, `%lu`, `%d` and `%p` stand where UIKit puts its
/// arguments, exactly as the binary has them.
struct BinaryFormat: Sendable, CustomStringConvertible {
    /// The row of the verified-facts table.
    let id: String
    /// The format string, verbatim.
    let format: String
    /// Where it was read: framework file in the dump, and the assertion's file and line.
    let source: String

    var description: String { "\(id) (\(source))" }

    /// The format with its placeholders filled in order.
    func filled(_ arguments: [String]) -> String {
        var out = ""
        var rest = Substring(format)
        var next = arguments.makeIterator()
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let after = rest[percent...]
            let token = ["%@", "%ld", "%lu", "%d", "%p"].first { after.hasPrefix($0) }
            guard let token else {
                out += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            out += next.next() ?? "‹missing argument›"
            rest = after.dropFirst(token.count)
        }
        return out + rest
    }
}

extension BinaryFormat {
    static let tableView18 = "18.2 UIKitCore.framework/UITableView.m"
    static let tableView26 = "26.1 UIKitCore.framework/UIKitCore/UITableView.mm"
    static let update = "CollectionViewCore.framework/_UIDiffableDataSourceUpdate.m(m)"
    static let snapshot = "CollectionViewCore.framework/__UIDiffableDataSourceSnapshot.m(m)"
    static let helpers =
        "CollectionViewCore.framework/CollectionViewCore.m(m), BUG_IN_CLIENT helpers"

    /// `-[UITableView _endCellAnimationsWithContext:]`: the range and collision texts, with
    /// their 26.1/18.2 line numbers. A collection view prints the same texts with "item"
    /// for "row" (`-[UICollectionView _endItemAnimationsWithInvalidationContext:…]`).
    static let tv01 = BinaryFormat(
        id: "TV01", format: "attempt to delete and reload the same index path (%@)",
        source: "\(tableView26) :2045 / \(tableView18) :2039")
    static let tv02 = BinaryFormat(
        id: "TV02", format: "attempt to perform a delete and a move from the same section (%ld)",
        source: "UITableView.m:2143/2137")
    static let tv03 = BinaryFormat(
        id: "TV03", format: "attempt to perform a delete and a move from the same index path (%@)",
        source: "UITableView.m:2146/2140")
    static let tv04 = BinaryFormat(
        id: "TV04",
        format: "attempt to delete section %ld, but there are only %ld sections before the update",
        source: "UITableView.m:2160/2154")
    static let tv05 = BinaryFormat(
        id: "TV05",
        format:
            "attempt to delete row %ld from section %ld, but there are only %ld sections before the update",
        source: "UITableView.m:2190/2184")
    static let tv06 = BinaryFormat(
        id: "TV06",
        format:
            "attempt to delete row %ld from section %ld which only contains %ld rows before the update",
        source: "UITableView.m:2191/2185")
    static let tv07 = BinaryFormat(
        id: "TV07", format: "attempt to perform an insert and a move to the same section (%ld)",
        source: "UITableView.m:2239/2233")
    static let tv08 = BinaryFormat(
        id: "TV08", format: "attempt to perform an insert and a move to the same index path (%@)",
        source: "UITableView.m:2242/2236")
    static let tv09 = BinaryFormat(
        id: "TV09",
        format: "attempt to insert section %ld but there are only %ld sections after the update",
        source: "UITableView.m:2256/2250")
    static let tv10 = BinaryFormat(
        id: "TV10",
        format:
            "attempt to insert row %ld into section %ld, but there are only %ld sections after the update",
        source: "UITableView.m:2283/2277")
    static let tv11 = BinaryFormat(
        id: "TV11",
        format:
            "attempt to insert row %ld into section %ld, but there are only %ld rows in section %ld after the update",
        source: "UITableView.m:2284/2278")
    static let tv12 = BinaryFormat(
        id: "TV12",
        format: "attempt to move section %ld, but there are only %ld sections before the update",
        source: "UITableView.m:2328/2322")
    static let tv13 = BinaryFormat(
        id: "TV13",
        format:
            "attempt to to move section %ld to section %ld, but there are only %ld sections after the update",
        source: "UITableView.m:2329/2323")
    static let tv14 = BinaryFormat(
        id: "TV14",
        format:
            "attempt to move index path (%@) from a section that does not exist - there are only %ld sections before the update",
        source: "UITableView.m:2332/2326")
    static let tv15 = BinaryFormat(
        id: "TV15",
        format:
            "attempt to move index path (%@) that does not exist - there are only %ld rows in section %ld before the update",
        source: "UITableView.m:2333/2327")
    static let tv16 = BinaryFormat(
        id: "TV16",
        format:
            "attempt to move index path (%@) to index path (%@) in section that does not exist - there are only %ld sections after the update",
        source: "UITableView.m:2334/2328")
    static let tv17 = BinaryFormat(
        id: "TV17",
        format:
            "attempt to move index path (%@) to index path (%@) that does not exist - there are only %ld rows in section %ld after the update",
        source: "UITableView.m:2335/2329")
    static let tv18 = BinaryFormat(
        id: "TV18", format: "attempt to move section %ld to both section %ld and section %ld",
        source: "UITableView.m:2353/2347")
    static let tv19 = BinaryFormat(
        id: "TV19", format: "attempt to move row at index path %@ to both %@ and %@",
        source: "UITableView.m:2356/2350")
    static let tv20 = BinaryFormat(
        id: "TV20", format: "attempt to move both section %ld and section %ld to section %ld",
        source: "UITableView.m:2362/2356")
    static let tv21 = BinaryFormat(
        id: "TV21", format: "attempt to move both row at index path %@ and %@ to %@",
        source: "UITableView.m:2365/2359")
    static let tv22 = BinaryFormat(
        id: "TV22",
        format:
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (%lu) must be equal to the number of sections contained in the table view before the update (%lu), plus or minus the number of sections inserted or deleted (%lu inserted, %lu deleted). Table view: %@",
        source:
            "\(tableView26), built with stringWithFormat: and raised by _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Sections: (UITableView.m:2619)"
    )
    static let tv23 = BinaryFormat(
        id: "TV23",
        format:
            "Invalid update: invalid number of rows in section %lu. The number of rows contained in an existing section after the update (%lu) must be equal to the number of rows contained in that section before the update (%lu), plus or minus the number of rows inserted or deleted from that section (%lu inserted, %lu deleted) and plus or minus the number of rows moved into or out of that section (%lu moved in, %lu moved out). Table view: %@",
        source:
            "\(tableView26), raised by _Bug_Detected_In_Client_Of_UITableView_Invalid_Number_Of_Rows_In_Section: (UITableView.m:2624)"
    )

    static let tv32 = BinaryFormat(
        id: "TV32", format: "Attempted to perform update with invalid index path: %@",
        source:
            "26.1 UIKitCore UITableViewSupport, C function _UIAssertValidUpdateIndexPath (UITableViewSupport.m:2669; :2736 in an iOS 14 log)"
    )

    static let tv35 = BinaryFormat(
        id: "TV35",
        format: "Requested the number of rows for section (%ld) which is out of bounds.",
        source:
            "18.2 UIKitCore UITableViewRowData, C function _UITableViewRowDataNumberOfRowsInSection (UITableViewRowData.m:1769), for a section below 0 or at or past the section count"
    )

    /// The range and collision texts in order, TV01 to TV21.
    static let tableRanges: [BinaryFormat] = [
        tv01, tv02, tv03, tv04, tv05, tv06, tv07, tv08, tv09, tv10, tv11, tv12, tv13, tv14, tv15,
        tv16, tv17, tv18, tv19, tv20, tv21,
    ]

    static let cv22 = BinaryFormat(
        id: "CV22",
        format:
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (%d) must be equal to the number of sections contained in the collection view before the update (%d), plus or minus the number of sections inserted or deleted (%d inserted, %d deleted). Collection view: %@",
        source: "UIKitCore UICollectionView.m(m), _Bug_Detected_In_Client_Of_UICollectionView_…")
    static let cv23 = BinaryFormat(
        id: "CV23",
        format:
            "Invalid update: invalid number of items in section %d. The number of items contained in an existing section after the update (%d) must be equal to the number of items contained in that section before the update (%d), plus or minus the number of items inserted or deleted from that section (%d inserted, %d deleted) and plus or minus the number of items moved into or out of that section (%d moved in, %d moved out). Collection view: %@",
        source:
            "UIKitCore UICollectionView.m(m), -[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:]"
    )
    static let cv26 = BinaryFormat(
        id: "CV26", format: "Performing reloadData as a fallback — %@",
        source:
            "UIKitCore UICollectionView.m(m): os_log (category UICollectionView) in place of CV23/CV25 for an app linked before the SDK gate"
    )
    static let cd01 = BinaryFormat(
        id: "CD01",
        format:
            "request for number of items in section %ld when there are only %ld sections in the collection view",
        source:
            "UIKitCore UICollectionViewData.mm, -_existingNumberOfItemsInSection: (UICollectionViewData.mm:497)"
    )
    static let cd03 = BinaryFormat(
        id: "CD03",
        format:
            "request for index path for global index %ld when there are only %ld items in the collection view",
        source: "UIKitCore UICollectionViewData.mm, -indexPathForItemAtGlobalIndex: (:609)")

    static let ds01 = BinaryFormat(
        id: "DS01",
        format: "Fatal: supplied %@ identifiers are not unique. Duplicate identifiers: %@",
        source:
            "\(update), -initWithIdentifiers:…destinationIsSection: (_UIDiffableDataSourceUpdate.m:81)"
    )
    static let ds02 = BinaryFormat(
        id: "DS02",
        format:
            "Invalid update: destination for section operation [%@] is in the inserted section list for update: %@",
        source: "\(update), -_throwIfInvalid (_UIDiffableDataSourceUpdate.m:165)")
    static let ds03 = BinaryFormat(
        id: "DS03",
        format:
            "Invalid update: destination for insertion operation [%@] is in the insertion identifier list for update: %@.",
        source: "\(update), -_throwIfInvalid (_UIDiffableDataSourceUpdate.m:169)")
    static let ds04 = BinaryFormat(
        id: "DS04",
        format:
            "Invalid update: destination for section move is the same as the source [%@] for update: %@.",
        source: "\(update), -_throwIfInvalid (_UIDiffableDataSourceUpdate.m:174)")
    static let ds05 = BinaryFormat(
        id: "DS05",
        format:
            "Invalid update: destination for item move is the same as the source [%@] for update: %@.",
        source: "\(update), -_throwIfInvalid (_UIDiffableDataSourceUpdate.m:176)")
    /// `-[_UIDiffableDataSourceUpdate description]`: 18.0 and 18.2 join the identifiers with
    /// `","`, 26.1 with `", "` and has no `;` after the action.
    static let ds06in18 = BinaryFormat(
        id: "DS06",
        format:
            "<%@ %p - action: %@; destinationIdentifier:%@; destIsSection: %@; identifiers: [%@]>",
        source: "18.2 \(update), -description (componentsJoinedByString: \",\")")
    static let ds06in26 = BinaryFormat(
        id: "DS06",
        format:
            "<%@ %p - action: %@ destinationIdentifier:%@; destIsSection: %@; identifiers: [%@]>",
        source: "26.1 \(update), -description (componentsJoinedByString: \", \")")
    static let ds07 = BinaryFormat(
        id: "DS07",
        format: "There are currently no sections in the data source. Please add a section first.",
        source:
            "\(snapshot), -appendItemsWithIdentifiers:intoSectionWithIdentifier: (__UIDiffableDataSourceSnapshot.m:169)"
    )
    static let parameter = "Invalid parameter not satisfying: %@"
    static let ds08 = BinaryFormat(
        id: "DS08", format: parameter,
        source:
            "\(update), _UIDiffableDataSourceApplyInsertUpdate (_UIDiffableDataSourceUpdate.m:298), argument @\"section != NSNotFound\""
    )
    static let ds10 = BinaryFormat(
        id: "DS10", format: parameter,
        source:
            "CollectionViewCore section insert (line 206), argument @\"insertIndex != NSNotFound\"")
    static let ds11 = BinaryFormat(
        id: "DS11", format: parameter,
        source:
            "CollectionViewCore section move (:560/:561), arguments fromSection/toSection != NSNotFound"
    )
    static let ds12 = BinaryFormat(
        id: "DS12", format: parameter,
        source:
            "CollectionViewCore item move (:614/:615), arguments fromIndex/toIndex != NSNotFound")
    static let ds15 = BinaryFormat(
        id: "DS15",
        format: "Attempted to %@ section identifier that does not exist in the snapshot: %@",
        source: "\(snapshot) (__UIDiffableDataSourceSnapshot.m:374)")
    static let ds16 = BinaryFormat(
        id: "DS16",
        format: "Attempted to %@ item identifier that does not exist in the snapshot: %@",
        source: "\(snapshot) (__UIDiffableDataSourceSnapshot.m:377)")

    static let ds17 = BinaryFormat(
        id: "DS17",
        format:
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)",
        source:
            "CollectionViewCore.framework/_UIDiffableDataSourceState.m(m), -[_UIDiffableDataSourceState numberOfItemsInSection:] (:273)"
    )

    static let sectionSnapshotFile =
        "UIKitCore.framework/NSDiffableDataSourceSectionSnapshot.m (18.0, 18.2, 26.1)"
    static let ss01 = BinaryFormat(
        id: "SS01", format: "Parent item identifier does not exist in section snapshot: %@",
        source:
            "\(sectionSnapshotFile), -childrenOfParent:recursive: (:340), which -appendItems:intoParentItem: calls first"
    )
    static let ss02 = BinaryFormat(
        id: "SS02",
        format: "Item identifier to insert before does not exist in section snapshot: %@",
        source: "\(sectionSnapshotFile), -insertItems:beforeItem: (:131)")
    static let ss03 = BinaryFormat(
        id: "SS03",
        format: "Item identifier to insert after does not exist in section snapshot: %@",
        source: "\(sectionSnapshotFile), -insertItems:afterItem:insertionMode: (:167)")
    static let ss07 = BinaryFormat(
        id: "SS07", format: "Failed to find index of item %@",
        source: "\(sectionSnapshotFile), -_indexesOfItems:ignoringItemsNotFound: (:572)")

    static let h01 = BinaryFormat(
        id: "H01",
        format:
            "Diffable data source detected %@ identifier whose hash value changed. The hash value of an identifier cannot change once it has been added to a snapshot. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for this identifier's type. When fixing your implementation, also remember that two identifiers which are equal must have the same hash value. Identifier returning invalid hash values: %@",
        source:
            "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_HASH_VALUE_CHANGED (_UIDiffableDataSourceHelpers.m:70)"
    )
    static let h03 = BinaryFormat(
        id: "H03",
        format:
            "Diffable data source detected %@ identifier that is not equal to itself. An identifier must compare as equal to the same identifier. You must fix this in the == function (Swift) or -isEqual: method (Objective-C) implementation for this identifier's type. Identifier with invalid equality: %@",
        source:
            "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF (_UIDiffableDataSourceHelpers.m:74)"
    )
    static let h05 = BinaryFormat(
        id: "H05",
        format:
            "Diffable data source detected %@ identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (%@) and (%@)",
        source:
            "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES (_UIDiffableDataSourceHelpers.m:78)"
    )
    static let h07 = BinaryFormat(
        id: "H07",
        format:
            "Diffable data source detected %@ identifiers that are not unique. You cannot add multiple identifiers to the same snapshot that compare as equal. This probably also means you have an issue in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers, that causes equal identifiers to return different hash values. Identifiers that are not unique: (%@) and (%@)",
        source:
            "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIERS_ARE_NOT_UNIQUE (_UIDiffableDataSourceHelpers.m:82)"
    )
    static let h09 = BinaryFormat(
        id: "H09",
        format:
            "Diffable data source detected an attempt to insert or append %ld section %@ in the snapshot. Identifiers in a snapshot must be unique. Section %@: %@",
        source:
            "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS, sections (_UIDiffableDataSourceHelpers.m:99)"
    )
    static let h11 = BinaryFormat(
        id: "H11",
        format:
            "Diffable data source detected an attempt to insert or append %ld item %@ in the snapshot. The existing item %@ will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item %@: %@",
        source:
            "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS, items: an os_log error, no exception"
    )

    /// The same checks for an app built against an older SDK: `+[NSException raise:format:]`
    /// with the text and a closing sentence naming the function (H02 read verbatim in 18.2
    /// and 26.1; H04, H06 and H08 follow it in every build; H10's sentence is cut off in the
    /// dumps and taken to be the same).
    static func olderSDK(_ text: BinaryFormat, id: String, function: String) -> BinaryFormat {
        BinaryFormat(
            id: id,
            format: text.format
                + " Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__\(function) to catch this in the debugger. This will become an assert in a future version.",
            source:
                "\(helpers), BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__\(function), +[NSException raise:format:] branch"
        )
    }
    static let h02 = olderSDK(h01, id: "H02", function: "IDENTIFIER_HASH_VALUE_CHANGED")
    static let h04 = olderSDK(h03, id: "H04", function: "IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF")
    static let h06 = olderSDK(
        h05, id: "H06", function: "EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES")
    static let h08 = olderSDK(h07, id: "H08", function: "IDENTIFIERS_ARE_NOT_UNIQUE")
    static let h10 = olderSDK(h09, id: "H10", function: "IDENTIFIER_ALREADY_EXISTS")

    static let i01 = BinaryFormat(
        id: "I01",
        format:
            "Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=%@",
        source:
            "18.2 UIKitCore __UIDiffableDataSource, -_performOnApplyQueue: (_UIDiffableDataSourceImpl.m:575)"
    )
    static let i02 = BinaryFormat(
        id: "I02",
        format:
            "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot. Make sure you are consistently applying snapshots either always on the main queue or always off the main queue, and make sure you are not applying a snapshot as a side effect of updates from (i.e. underneath) another snapshot apply call. View updated by this diffable data source: %@",
        source:
            "26.1 UIKitCore, BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS (_UIDiffableDataSourceImpl.m:54)"
    )
    static let i03 = BinaryFormat(
        id: "I03",
        format:
            "Warning: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue - view=%@",
        source:
            "18.2 and 26.1 UIKitCore __UIDiffableDataSource: an os_log error (category UIDiffing)")
}
