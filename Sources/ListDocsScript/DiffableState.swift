import ListDocsEngine

/// What a `source=diffable` walkthrough keeps between its lines: the snapshot applied last
/// and the one being edited, what the model behind each identifier shows, and which queue
/// applied last. Array walkthroughs never touch it.
struct DiffableState {
    /// The snapshot the data source applied last.
    var applied = DiffableSnapshot()
    /// The snapshot being edited since the last `snapshot` line.
    var editing: DiffableSnapshot?
    /// What the model behind an identifier shows, when `data set` changed it (otherwise the
    /// identifier itself).
    var content: [String: String] = [:]
    /// The content each identifier of the applied snapshot had when it was put into it (a
    /// struct is copied in; see `HashableStyle`).
    var appliedContent: [String: String] = [:]
    /// The same for the snapshot being edited.
    var editingContent: [String: String]?
    /// The queues applies came from so far, as UIKit's mutation-queue tracker ORs them in
    /// (`mutationQueueSource |= main ? 2 : 4` in `_onApplyQueue_reloadFromSnapshot:`).
    var appliedOnMainQueue = false
    var appliedOnBackgroundQueue = false
    /// Whether a background apply is still in flight (until the next apply).
    var backgroundApplyInFlight = false
    /// The section snapshots applied to sections (`apply to "Fruit"`), by section.
    var sectionSnapshots: [String: SectionSnapshot] = [:]
    /// The section snapshot being edited since the last `section snapshot` line.
    var editingSection: SectionSnapshot?
    /// While an `apply to` runs: the section it applies to.
    var applyingToSection: String?
}
