import ListDocsEngine
import ListDocsScript

/// Where every section header and cell of a walkthrough sits at every step, so one set of
/// elements can be moved by CSS transitions from step to step. Elements keep the engine's
/// identities, so the eye can follow a row across steps.
///
/// A table (and a collection view with `layout=list`) stacks its cells; a collection
/// view's grid puts `columns` tiles in a row, each at column `x`, reflowing as items come
/// and go.
struct WalkthroughLayout {
    static let rowHeight = 44
    static let headerHeight = 34
    static let sectionGap = 18
    static let topInset = 10
    /// The height of a grid tile (its width is the screen's divided by the columns).
    static let tileHeight = 64

    /// How cells are placed.
    enum Arrangement: Equatable {
        /// One column of rows.
        case rows
        /// A grid of this many columns.
        case grid(columns: Int)
    }

    let arrangement: Arrangement

    /// One element in the device: a section header or a cell.
    struct Item {
        enum Kind { case header, cell }
        var kind: Kind
        var id: Int
        /// Per step: the state, or nil when the item is not on screen.
        var frames: [Frame?]
        /// The distinct labels the item shows over the walkthrough.
        var labels: [String] = []
        /// Per step: its role in that step's update.
        var roles: [Role]

        /// In an outline, how deep the item is where it first shows (the device keeps one
        /// indentation per cell); 0 elsewhere.
        var outlineLevel: Int {
            frames.lazy.compactMap { $0?.outline?.level }.first ?? 0
        }
    }

    struct Frame {
        var y: Int
        /// The grid column (0 in a column of rows).
        var x: Int = 0
        var label: Int
        var changed: Bool
        var stale: Bool
        /// Off a `visible=` screen: the row has no cell.
        var offScreen = false
        /// Selected by the user (`select rows …`): drawn in UIKit's grey selection.
        var selected = false
        /// In an outline: the item's level and disclosure control (nil elsewhere).
        var outline: OutlineRow? = nil
    }

    /// What the update of a step did to an item, which decides how it moves.
    enum Role {
        case still
        case deleted(RowAnimation)
        case inserted(RowAnimation)
        case moved, shifted
        case reloaded(RowAnimation)
        /// The same cell shows new content (a diffable `reconfigureItems`).
        case reconfigured
    }

    var items: [Item] = []
    var heights: [Int] = []
    /// What the narrative steps draw.
    var narrative: NarrativeLayout

    init(_ walkthrough: Walkthrough) {
        let attributes = walkthrough.attributes
        arrangement =
            attributes.view == .collection && attributes.layout == .grid
            ? .grid(columns: attributes.columns) : .rows
        narrative = NarrativeLayout(walkthrough)
        let snapshots = [walkthrough.initial] + walkthrough.steps.map(\.after)
        let reports: [UpdateReport?] =
            [nil] + walkthrough.steps.map { $0.crash == nil ? $0.report : nil }
        // While the user drags, the data source has not been told yet: the screen is ahead
        // of it by design, not stale.
        let dragging: [Bool] =
            [false]
            + walkthrough.steps.map(\.kind.isDrag)
        var index: [Int: Int] = [:]
        let parents = Set(walkthrough.outlineParents)
        for (step, snapshot) in snapshots.enumerated() {
            let start = Self.topInset + (narrative.hasBar ? NarrativeLayout.barHeight : 0)
            var y = start
            var window = ScrollWindow()
            for (s, section) in snapshot.screen.sections.enumerated() {
                let headerY = y
                if !section.title.isEmpty {
                    place(
                        .header, section.id, label: section.title, y: y, step: step, changed: false,
                        stale: false, index: &index, count: snapshots.count)
                    y += Self.headerHeight
                }
                let columns: Int
                let height: Int
                switch arrangement {
                case .rows: (columns, height) = (1, Self.rowHeight)
                case .grid(let count): (columns, height) = (count, Self.tileHeight)
                }
                for (r, cell) in section.cells.enumerated() {
                    let path = IndexPath(row: r, section: s)
                    let held = snapshot.dataSource.label(at: path)
                    let changed = reports[step]?.rowFates[cell.id]?.isChange ?? false
                    let cellY = y + (r / columns) * height
                    place(
                        .cell, cell.id, label: cell.label, y: cellY,
                        x: r % columns, step: step, changed: changed,
                        stale: !dragging[step] && held != nil && held != cell.label, index: &index,
                        count: snapshots.count)
                    if mark(cell.id, at: path, in: snapshot, step: step, index: index) {
                        window.include(top: r < columns ? headerY : cellY, bottom: cellY + height)
                    }
                    if let item = held, let frame = index[cell.id &* 2] {
                        items[frame].frames[step]?.outline = Self.outlineRow(
                            item, in: snapshot.outlines[section.title], parents: parents)
                    }
                }
                y += (section.cells.count + columns - 1) / columns * height
                y += Self.sectionGap
            }
            heights.append(scroll(step, to: window, start: start, listEnd: y))
        }
        assignRoles(reports)
    }

    /// Each item's role in each step's update, from the step's report.
    private mutating func assignRoles(_ reports: [UpdateReport?]) {
        for (step, report) in reports.enumerated() {
            guard let report else { continue }
            for i in items.indices {
                let role: Role?
                switch items[i].kind {
                case .cell: role = report.rowFates[items[i].id].map(Self.role)
                case .header: role = report.sectionFates[items[i].id].map(Self.role)
                }
                if let role { items[i].roles[step] = role }
            }
        }
    }

    /// Marks the cell's frame at `step` selected when the user has selected `path`, and
    /// off screen when the snapshot's `visible=` screen does not show it; true when the
    /// snapshot has such a screen and it shows `path`.
    private mutating func mark(
        _ id: Int, at path: IndexPath, in snapshot: Snapshot, step: Int, index: [Int: Int]
    ) -> Bool {
        guard let item = index[id &* 2] else { return false }
        if snapshot.selectedRows.contains(path) { items[item].frames[step]?.selected = true }
        guard let viewport = snapshot.viewport else { return false }
        guard !viewport.shows(path, counts: snapshot.screen.rowCounts) else { return true }
        items[item].frames[step]?.offScreen = true
        return false
    }

    /// The part of a step's list a `visible=` screen shows, in points from the list's top:
    /// from its first row on screen (or that row's section header, for a section's first
    /// row) to the end of its last. Empty without such a screen, or with no row on it.
    struct ScrollWindow {
        var top: Int? = nil
        var bottom = 0

        mutating func include(top rowTop: Int, bottom rowBottom: Int) {
            top = min(top ?? rowTop, rowTop)
            bottom = max(bottom, rowBottom)
        }
    }

    /// Scrolls step `step`'s items so that `window` starts where the list starts (`start`)
    /// and returns the screen's height: the window and a margin of `topInset` below it,
    /// where the next row peeks in as the row above peeks in over the top, so the reader
    /// sees the list goes on. The screen's edges clip the rest, as a device's do. Without a
    /// window, the whole list: `listEnd`.
    private mutating func scroll(_ step: Int, to window: ScrollWindow, start: Int, listEnd: Int)
        -> Int
    {
        guard let top = window.top else { return listEnd }
        let offset = top - start
        if offset != 0 {
            for i in items.indices { items[i].frames[step]?.y -= offset }
        }
        return min(listEnd, window.bottom + Self.topInset) - offset
    }

    private mutating func place(
        _ kind: Item.Kind, _ id: Int, label: String, y: Int, x: Int = 0, step: Int, changed: Bool,
        stale: Bool,
        index: inout [Int: Int], count: Int
    ) {
        let key = id &* 2 &+ (kind == .header ? 1 : 0)
        let position: Int
        if let known = index[key] {
            position = known
        } else {
            position = items.count
            index[key] = position
            items.append(
                Item(
                    kind: kind, id: id, frames: Array(repeating: nil, count: count),
                    roles: Array(repeating: .still, count: count)))
        }
        var labelIndex = items[position].labels.firstIndex(of: label)
        if labelIndex == nil {
            items[position].labels.append(label)
            labelIndex = items[position].labels.count - 1
        }
        items[position].frames[step] = Frame(
            y: y, x: x, label: labelIndex!, changed: changed, stale: stale)
    }

    /// How `item` stands in its section's outline: its level, and, for an item that is a
    /// parent at any step (a folder), its disclosure control, expanded only while the
    /// outline applied last expands it. nil for an item of no outline that is no parent.
    private static func outlineRow(
        _ item: String, in outline: SectionSnapshot?, parents: Set<String>
    ) -> OutlineRow? {
        let row = outline?.outlineRow(of: item)
        guard parents.contains(item) else { return row }
        return OutlineRow(
            level: row?.level ?? 0,
            disclosure: row?.disclosure == .expanded ? .expanded : .collapsed)
    }

    private static func role(_ fate: RowFate) -> Role {
        switch fate {
        case .unchanged(let from, let to): from == to ? .still : .shifted
        case .deleted(_, let a): .deleted(a.resolved)
        case .inserted(_, let a): .inserted(a.resolved)
        case .moved: .moved
        case .reloaded(_, _, let a): .reloaded(a.resolved)
        case .reconfigured: .reconfigured
        }
    }

    private static func role(_ fate: SectionFate) -> Role {
        switch fate {
        case .unchanged(let from, let to): from == to ? .still : .shifted
        case .deleted(_, let a): .deleted(a.resolved)
        case .inserted(_, let a): .inserted(a.resolved)
        case .moved: .moved
        case .reloaded(_, _, let a): .reloaded(a.resolved)
        }
    }
}
