/// A validated update: what UIKit will animate, after reloads were split into a delete
/// and an insert and row operations inside deleted or inserted sections were dropped.
struct UpdatePlan {
    /// Sections deleted, by their index before the update (reload halves included).
    var sectionDeletes: Set<Int> = []
    /// Sections inserted, by their index after the update (reload halves included).
    var sectionInserts: Set<Int> = []
    /// Section moves, old index to new index.
    var sectionMoves: [Int: Int] = [:]
    /// Reloaded sections: new index to old index.
    var sectionReloads: [Int: Int] = [:]
    /// Rows deleted, by their path before the update (reload halves included).
    var rowDeletes: Set<IndexPath> = []
    /// Rows inserted, by their path after the update (reload halves included).
    var rowInserts: Set<IndexPath> = []
    /// Row moves, old path to new path.
    var rowMoves: [IndexPath: IndexPath] = [:]
    /// Reloaded rows: new path to old path.
    var rowReloads: [IndexPath: IndexPath] = [:]
    /// For each section after the update, the section before it stands for (nil: inserted).
    var oldSectionForNew: [Int?] = []
    /// The animation of each delete, insert and reload, keyed by the item it names.
    var animations: [AnimatedItem: RowAnimation] = [:]
    /// `reloadData` was called inside the batch: it runs once the batch is done.
    var reloadDataAtEnd = false
}

/// An item an animation applies to: a row or a whole section, as deleted, inserted or reloaded.
struct AnimatedItem: Hashable {
    enum Action: Hashable { case delete, insert, reload }
    var action: Action
    var section: Int
    var row: Int?
}
