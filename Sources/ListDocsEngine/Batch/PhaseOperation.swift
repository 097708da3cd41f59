/// One thing a stage of an animated update does to the screen, in the coordinates UIKit
/// uses for it: deletes and move sources before the update, inserts and move destinations
/// after it.
public enum PhaseOperation: Hashable, Sendable {
    case deleteSection(Int)
    case deleteRow(IndexPath)
    case moveSection(from: Int, to: Int)
    case moveRow(from: IndexPath, to: IndexPath)
    case insertSection(Int)
    case insertRow(IndexPath)
    /// The section at this index (before the update) is asked for again.
    case reloadSection(Int)
    /// The row at `from` (before the update) is asked for again and shown at `to`.
    case reloadRow(from: IndexPath, to: IndexPath)
    /// The cell at this index path (after the update) shows new content in place.
    case reconfigureRow(IndexPath)
    /// The whole table is asked for again, without animation.
    case reloadData
}
