/// One change an app makes to its managed objects before it saves: the objects only, never
/// the view. Each index path is where the fetched-results controller shows the object at
/// that moment, the changes above it in the same save already made.
public enum ObjectChange: Hashable, Sendable {
    /// `context.delete(object)`.
    case delete(IndexPath)
    /// A new object with this title, fetched at the index path: into the section there, or,
    /// with `group`, into a new section of that name at that index.
    case insert(IndexPath, title: String, group: String?)
    /// The object's sort keys change, so that it is fetched at `to` (with `group`, in a new
    /// section of that name).
    case move(IndexPath, to: IndexPath, group: String?)
    /// The object's title changes; it stays where it is.
    case update(IndexPath, title: String)
}

/// The delegate a fetched-results walkthrough's view controller implements
/// (`delegate=` in the info string).
public enum FetchedResultsDelegateStyle: String, CaseIterable, Hashable, Sendable {
    /// Both change callbacks, between `controllerWillChangeContent(_:)` and
    /// `controllerDidChangeContent(_:)`: sections and rows.
    case complete
    /// The classic bug: the object callback only, so a section that empties or appears is
    /// never told to the view.
    case rowsOnly = "rows-only"
    /// iOS 13's `controller(_:didChangeContentWith:)`: the controller hands over a snapshot
    /// of object IDs, which a diffable data source applies.
    case snapshot
}
