/// The calls of one update, sorted into UIKit's four lists (inserts, deletes, reloads,
/// moves) for rows and for sections. Recording does not apply anything: order of calls
/// inside a batch does not matter.
struct UpdateRequest {
    var sectionDeletes: [Int: RowAnimation] = [:]
    var sectionInserts: [Int: RowAnimation] = [:]
    var sectionReloads: [Int: RowAnimation] = [:]
    var sectionMoves: [(from: Int, to: Int)] = []
    var rowDeletes: [IndexPath: RowAnimation] = [:]
    var rowInserts: [IndexPath: RowAnimation] = [:]
    var rowReloads: [IndexPath: RowAnimation] = [:]
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []
    var reloadData = false
    /// The first index path with a negative section or row, in call order: a table view
    /// asserts on it when the call is made, before the update is checked.
    var firstNegativeIndexPath: IndexPath?

    /// Records `calls`. Repeated identical index paths collapse into one, as UIKit's
    /// table view removes consecutive equal entries after sorting.
    init(_ calls: [TableViewCall]) {
        for call in calls where firstNegativeIndexPath == nil {
            let paths: [IndexPath]
            switch call {
            case .insertRows(let p, _), .deleteRows(let p, _), .reloadRows(let p, _): paths = p
            case .moveRow(let f, let t): paths = [f, t]
            default: paths = []
            }
            firstNegativeIndexPath = paths.first { $0.section < 0 || $0.row < 0 }
        }
        for call in calls {
            switch call {
            case .insertSections(let s, let a): for i in s { sectionInserts[i] = a }
            case .deleteSections(let s, let a): for i in s { sectionDeletes[i] = a }
            case .reloadSections(let s, let a): for i in s { sectionReloads[i] = a }
            case .moveSection(let f, let t): sectionMoves.append((f, t))
            case .insertRows(let p, let a): for i in p { rowInserts[i] = a }
            case .deleteRows(let p, let a): for i in p { rowDeletes[i] = a }
            case .reloadRows(let p, let a): for i in p { rowReloads[i] = a }
            case .moveRow(let f, let t): rowMoves.append((f, t))
            case .reloadData: reloadData = true
            }
        }
    }
}
