/// Splits an accepted update into UIKit's stages: deletes (highest first), moves, inserts
/// (lowest first), then reloads, each with the screen as it stands once the stage is over.
struct PhaseBuilder {
    let before: Screen
    let after: Arrangement.Result
    let plan: UpdatePlan

    func phases() -> [UpdatePhase] {
        let insertedScreen = insertedScreenWithOldLabels()
        return [
            deletePhase(), movePhase(insertedScreen), insertPhase(insertedScreen), reloadPhase(),
        ]
        .compactMap { $0 }
    }

    /// Deletes, highest first (not the delete halves of reloads), leaving the screen without
    /// the deleted rows and sections.
    private func deletePhase() -> UpdatePhase? {
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
        guard !deletes.isEmpty else { return nil }
        let screen = Screen(
            sections: before.sections.compactMap { section in
                if case .deleted = after.sectionFates[section.id] { return nil }
                var kept = section
                kept.cells = section.cells.filter {
                    if case .deleted = after.rowFates[$0.id] { false } else { true }
                }
                return kept
            })
        return UpdatePhase(kind: .delete, operations: deletes.map(deleteOperation), screen: screen)
    }

    /// The screen after the update, but with the labels cells had before it: reloads
    /// change labels only in the last stage.
    private func insertedScreenWithOldLabels() -> Screen {
        let oldLabels = Dictionary(
            before.sections.flatMap(\.cells).map { ($0.id, $0.label) },
            uniquingKeysWith: { a, _ in a })
        return Screen(
            sections: after.screen.sections.map { section in
                var copy = section
                copy.cells = section.cells.map {
                    Cell(id: $0.id, label: oldLabels[$0.id] ?? $0.label)
                }
                return copy
            })
    }

    /// Section moves, then row moves, leaving everything but the inserts where it ends up.
    private func movePhase(_ insertedScreen: Screen) -> UpdatePhase? {
        let moves =
            plan.sectionMoves.sorted { $0.key < $1.key }.map {
                PhaseOperation.moveSection(from: $0.key, to: $0.value)
            }
            + plan.rowMoves.sorted { $0.key < $1.key }.map {
                PhaseOperation.moveRow(from: $0.key, to: $0.value)
            }
        guard !moves.isEmpty else { return nil }
        let screen = Screen(
            sections: insertedScreen.sections.compactMap { section in
                if case .inserted = after.sectionFates[section.id] { return nil }
                var kept = section
                kept.cells = section.cells.filter {
                    if case .inserted = after.rowFates[$0.id] { false } else { true }
                }
                return kept
            })
        return UpdatePhase(kind: .move, operations: moves, screen: screen)
    }

    /// Inserts, lowest first (not the insert halves of reloads). A reloaded section makes
    /// this stage too, as its rows arrive with it.
    private func insertPhase(_ insertedScreen: Screen) -> UpdatePhase? {
        let inserts = UpdateItemOrder.ascending(
            sections: plan.sectionInserts, rows: plan.rowInserts
        )
        .filter {
            switch $0 {
            case .section(let s): plan.sectionReloads[s] == nil
            case .row(let p): plan.rowReloads[p] == nil
            }
        }
        guard !inserts.isEmpty || !plan.sectionReloads.isEmpty else { return nil }
        return UpdatePhase(
            kind: .insert, operations: inserts.map(insertOperation), screen: insertedScreen)
    }

    /// Reloaded sections and rows ask the data source again: the new labels show.
    private func reloadPhase() -> UpdatePhase? {
        let reloads =
            plan.sectionReloads.sorted { $0.key < $1.key }.map {
                PhaseOperation.reloadSection($0.value)
            }
            + plan.rowReloads.sorted { $0.key < $1.key }.map {
                PhaseOperation.reloadRow(from: $0.value, to: $0.key)
            }
        guard !reloads.isEmpty else { return nil }
        return UpdatePhase(kind: .reload, operations: reloads, screen: after.screen)
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
