/// Builds the screen after a validated update, the way UIKit lays it out: inserted sections
/// and rows at their new indexes, moved ones at their destinations, and every other slot
/// filled by the next surviving item in its old order. Carried-over cells keep their old
/// labels; inserted and reloaded cells ask the data source.
///
/// Complexity: O(rows + sections) after O(k log k) for k operations.
struct Arrangement {
    let old: Screen
    let data: SectionedList
    let plan: UpdatePlan

    struct Result {
        var screen: Screen
        var rowFates: [Int: RowFate]
        var sectionFates: [Int: SectionFate]
    }

    /// The new screen, or nil when the plan does not fit the data (never after validation).
    func build(ids: inout IdentityAllocator) -> Result? {
        let moveTargets = Dictionary(
            plan.rowMoves.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let movedOutSources = Set(plan.rowMoves.keys)
        var result = Result(screen: Screen(sections: []), rowFates: [:], sectionFates: [:])
        // Every old cell and every new one gets a fate: room for all of them up front.
        result.rowFates.reserveCapacity(
            old.sections.reduce(0) { $0 + $1.cells.count } + plan.rowInserts.count)
        result.screen.sections.reserveCapacity(data.sections.count)
        guard plan.oldSectionForNew.count == data.sections.count else { return nil }

        for (n, dataSection) in data.sections.enumerated() {
            guard let o = plan.oldSectionForNew[n] else {
                result.screen.sections.append(
                    insertedSection(n, dataSection, ids: &ids, into: &result))
                continue
            }
            let oldSection = old.sections[o]
            result.sectionFates[oldSection.id] =
                plan.sectionMoves[o] != nil
                ? .moved(from: o, to: n) : .unchanged(from: o, to: n)
            var survivors = oldSection.cells.indices.lazy.filter { r in
                let path = IndexPath(row: r, section: o)
                return !plan.rowDeletes.contains(path) && !movedOutSources.contains(path)
            }.makeIterator()
            var cells: [Cell] = []
            cells.reserveCapacity(dataSection.rows.count)
            for (r, label) in dataSection.rows.enumerated() {
                let path = IndexPath(row: r, section: n)
                if plan.rowInserts.contains(path) {
                    cells.append(newCell(at: path, label: label, ids: &ids, into: &result))
                } else if let source = moveTargets[path] {
                    guard let cell = old.cell(at: source) else { return nil }
                    result.rowFates[cell.id] = .moved(from: source, to: path)
                    cells.append(cell)
                } else {
                    guard let r0 = survivors.next() else { return nil }
                    let cell = oldSection.cells[r0]
                    result.rowFates[cell.id] = .unchanged(
                        from: IndexPath(row: r0, section: o), to: path)
                    cells.append(cell)
                }
            }
            guard survivors.next() == nil else { return nil }
            result.screen.sections.append(
                DisplayedSection(id: oldSection.id, title: dataSection.title, cells: cells))
        }
        recordDeletions(into: &result)
        return result
    }

    /// The cell at `path` that the update brings: the reloaded row's own cell, with the new
    /// label, or a new cell for an inserted row.
    private func newCell(
        at path: IndexPath, label: String, ids: inout IdentityAllocator,
        into result: inout Result
    ) -> Cell {
        if let source = plan.rowReloads[path], let cell = old.cell(at: source) {
            let animation =
                plan.animations[.init(action: .reload, section: path.section, row: path.row)]
                ?? .automatic
            result.rowFates[cell.id] = .reloaded(from: source, to: path, animation)
            return Cell(id: cell.id, label: label)
        }
        let cell = Cell(id: ids.make(), label: label)
        let animation =
            plan.animations[.init(action: .insert, section: path.section, row: path.row)]
            ?? .automatic
        result.rowFates[cell.id] = .inserted(at: path, animation)
        return cell
    }

    private func insertedSection(
        _ n: Int, _ dataSection: ListSection, ids: inout IdentityAllocator,
        into result: inout Result
    ) -> DisplayedSection {
        let id: Int
        if let source = plan.sectionReloads[n] {
            id = old.sections[source].id
            let animation = plan.animations[.init(action: .reload, section: n)] ?? .automatic
            result.sectionFates[id] = .reloaded(from: source, to: n, animation)
        } else {
            id = ids.make()
            let animation = plan.animations[.init(action: .insert, section: n)] ?? .automatic
            result.sectionFates[id] = .inserted(at: n, animation)
        }
        let animation =
            plan.animations[.init(action: .reload, section: n)]
            ?? plan.animations[.init(action: .insert, section: n)] ?? .automatic
        let cells = dataSection.rows.enumerated().map { r, label in
            let cell = Cell(id: ids.make(), label: label)
            result.rowFates[cell.id] = .inserted(at: IndexPath(row: r, section: n), animation)
            return cell
        }
        return DisplayedSection(id: id, title: dataSection.title, cells: cells)
    }

    /// Every old cell and section that did not make it to the new screen was deleted.
    private func recordDeletions(into result: inout Result) {
        for (o, section) in old.sections.enumerated() {
            let sectionDeleted = result.sectionFates[section.id] == nil
            let sectionAnimation = plan.animations[.init(action: .delete, section: o)] ?? .automatic
            if sectionDeleted {
                result.sectionFates[section.id] = .deleted(at: o, sectionAnimation)
            }
            let reloadedSection: Bool = {
                if case .reloaded = result.sectionFates[section.id] { return true }
                return false
            }()
            for (r, cell) in section.cells.enumerated() where result.rowFates[cell.id] == nil {
                let animation =
                    sectionDeleted || reloadedSection
                    ? sectionAnimation
                    : plan.animations[.init(action: .delete, section: o, row: r)] ?? .automatic
                result.rowFates[cell.id] = .deleted(at: IndexPath(row: r, section: o), animation)
            }
        }
    }
}
