/// The animation a row or section update asks for: UIKit's `UITableView.RowAnimation`.
public enum RowAnimation: String, CaseIterable, Hashable, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic

    /// The animation UIKit picks for `.automatic`. On a table view with the default grouped
    /// style UIKit fades rows in and out, so listdocs resolves `automatic` to `fade`.
    public var resolved: RowAnimation { self == .automatic ? .fade : self }
}
