/// The rows a list view has cells for: a window of `rows` rows, counted through every
/// section in order, starting at row `top` of that count. A view without one has a cell
/// for every row (the device draws every row).
///
/// UIKit keeps cells only for the rows on screen; a row out of sight has none until it
/// scrolls in. Since iOS 18's `_endCellAnimationsWithContext:` at least, a row reload whose
/// row has no cell is dropped before any check (see `AppLink.reloadsWithoutCellsDroppedFrom`).
public struct Viewport: Hashable, Sendable {
    /// The first row on screen, counted through the sections.
    public var top: Int
    /// How many rows the screen holds.
    public let rows: Int

    public init(top: Int = 0, rows: Int) {
        self.top = top
        self.rows = rows
    }

    /// Whether row `path` of a view whose sections hold `counts` rows is on screen.
    public func shows(_ path: IndexPath, counts: [Int]) -> Bool {
        guard path.section >= 0, path.section < counts.count, path.row >= 0,
            path.row < counts[path.section]
        else { return false }
        let flat = counts[..<path.section].reduce(0, +) + path.row
        return flat >= top && flat < top + rows
    }

    /// The window moved so that `path` is in its middle, as `scrollToRow(at:at: .middle, …)`
    /// puts it, and kept inside the list.
    public func centering(_ path: IndexPath, counts: [Int]) -> Viewport {
        placing(path, at: .middle, counts: counts)
    }

    /// The window moved so that `path` is at `position` (its first row, its middle or its
    /// last row), as `scrollToRow(at:at:animated:)` puts it, and kept inside the list.
    public func placing(_ path: IndexPath, at position: ScrollPosition, counts: [Int])
        -> Viewport
    {
        let flat = counts[..<min(path.section, counts.count)].reduce(0, +) + path.row
        let top: Int
        switch position {
        case .top: top = flat
        case .middle: top = flat - rows / 2
        case .bottom: top = flat - rows + 1
        }
        return Viewport(top: 0, rows: rows).clamped(top: top, counts: counts)
    }

    /// The window at `top`, moved back inside a list of `counts` rows where it would pass
    /// its end (as a scroll view's content offset never passes the content's end).
    public func clamped(top: Int? = nil, counts: [Int]) -> Viewport {
        let total = counts.reduce(0, +)
        return Viewport(top: max(0, min(top ?? self.top, total - rows)), rows: rows)
    }
}
