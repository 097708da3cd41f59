/// Splits an accepted update into UIKit's stages: deletes (highest first), moves, inserts
/// (lowest first), then reloads, each with the screen as it stands once the stage is over.
struct PhaseBuilder {
    let before: Screen
    let after: Arrangement.Result
    let plan: UpdatePlan

    func phases() -> [UpdatePhase] {
        var phases: [UpdatePhase] = []
        let fates = after.rowFates
        let sectionFates = after.sectionFates
        let reloadedRows = Set(plan.rowReloads.values)
        let reloadedSections = Set(plan.sectionReloads.values)

        let deletes = UpdateItemOrder.descending(
            sections: plan.sectionDeletes, rows: plan.rowDeletes
        )
        .filter {
            switch $0 {
            case .section(let s): !reloadedSections.contains(s)
            case .row(let p): !reloadedRows.contains(p)
            }
        }
        if !deletes.isEmpty {
            let screen = Screen(
                sections: before.sections.compactMap { section in
                    if case .deleted = sectionFates[section.id] { return nil }
                    var kept = section
                    kept.cells = section.cells.filter {
                        if case .deleted = fates[$0.id] { false } else { true }
                    }
                    return kept
                })
            phases.append(
                UpdatePhase(kind: .delete, operations: deletes.map(deleteOperation), screen: screen)
            )
        }

        let oldLabels = Dictionary(
            before.sections.flatMap(\.cells).map { ($0.id, $0.label) },
            uniquingKeysWith: { a, _ in a })
        let insertedScreenWithOldLabels = Screen(
            sections: after.screen.sections.map { section in
                var copy = section
                copy.cells = section.cells.map {
                    Cell(id: $0.id, label: oldLabels[$0.id] ?? $0.label)
                }
                return copy
            })
        let moves =
            plan.sectionMoves.sorted { $0.key < $1.key }.map {
                PhaseOperation.moveSection(from: $0.key, to: $0.value)
            }
            + plan.rowMoves.sorted { $0.key < $1.key }.map {
                PhaseOperation.moveRow(from: $0.key, to: $0.value)
            }
        if !moves.isEmpty {
            let screen = Screen(
                sections: insertedScreenWithOldLabels.sections.compactMap { section in
                    if case .inserted = sectionFates[section.id] { return nil }
                    var kept = section
                    kept.cells = section.cells.filter {
                        if case .inserted = fates[$0.id] { false } else { true }
                    }
                    return kept
                })
            phases.append(UpdatePhase(kind: .move, operations: moves, screen: screen))
        }

        let inserts = UpdateItemOrder.ascending(
            sections: plan.sectionInserts, rows: plan.rowInserts
        )
        .filter {
            switch $0 {
            case .section(let s): plan.sectionReloads[s] == nil
            case .row(let p): plan.rowReloads[p] == nil
            }
        }
        if !inserts.isEmpty || !plan.sectionReloads.isEmpty {
            phases.append(
                UpdatePhase(
                    kind: .insert, operations: inserts.map(insertOperation),
                    screen: insertedScreenWithOldLabels))
        }

        let reloads =
            plan.sectionReloads.sorted { $0.key < $1.key }.map {
                PhaseOperation.reloadSection($0.value)
            }
            + plan.rowReloads.sorted { $0.key < $1.key }.map {
                PhaseOperation.reloadRow(from: $0.value, to: $0.key)
            }
        if !reloads.isEmpty {
            phases.append(UpdatePhase(kind: .reload, operations: reloads, screen: after.screen))
        }
        return phases
    }

    private func deleteOperation(_ item: UpdateItem) -> PhaseOperation {
        switch item {
        case .section(let s): .deleteSection(s)
        case .row(let p): .deleteRow(p)
        }
    }

    private func insertOperation(_ item: UpdateItem) -> PhaseOperation {
        switch item {
        case .section(let s): .insertSection(s)
        case .row(let p): .insertRow(p)
        }
    }
}
