/// The move checks of a batch: range checks and the collisions of two moves (UIKit's order).
extension BatchValidator {
    func validatedSectionMoves(_ moves: [(from: Int, to: Int)]) throws(Failure) -> [Int:
        Int]
    {
        let sorted = moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for move in sorted {
            guard move.from >= 0, move.from < before.count else {
                throw Failure(
                    exception: reasons.moveSection(move.from, sectionsBefore: before.count))
            }
            guard move.to >= 0, move.to < after.count else {
                throw Failure(
                    exception: reasons.moveSection(
                        move.from, to: move.to, sectionsAfter: after.count))
            }
        }
        var bySource: [Int: Int] = [:]
        var byTarget: [Int: Int] = [:]
        for move in sorted {
            if let existing = bySource[move.from] {
                if existing == move.to { continue }
                throw Failure(
                    exception: reasons.moveSection(
                        move.from, toBoth: existing, and: move.to))
            }
            if let other = byTarget[move.to] {
                throw Failure(
                    exception: reasons.moveBothSections(other, move.from, to: move.to))
            }
            bySource[move.from] = move.to
            byTarget[move.to] = move.from
        }
        return bySource
    }

    func validatedRowMoves(_ moves: [(from: IndexPath, to: IndexPath)]) throws(Failure)
        -> [IndexPath: IndexPath]
    {
        let sorted = moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        for (from, to) in sorted {
            guard from.section >= 0, from.section < before.count else {
                throw Failure(
                    exception: reasons.moveRowFromMissingSection(
                        from, sectionsBefore: before.count))
            }
            guard from.row >= 0, from.row < before[from.section] else {
                throw Failure(
                    exception: reasons.moveMissingRow(
                        from, rowsBefore: before[from.section]))
            }
            guard to.section >= 0, to.section < after.count else {
                throw Failure(
                    exception: reasons.moveRowIntoMissingSection(
                        from, to, sectionsAfter: after.count))
            }
            guard to.row >= 0, to.row < after[to.section] else {
                throw Failure(
                    exception: reasons.moveRowToMissingRow(
                        from, to, rowsAfter: after[to.section]))
            }
        }
        var bySource: [IndexPath: IndexPath] = [:]
        var byTarget: [IndexPath: IndexPath] = [:]
        for (from, to) in sorted {
            if let existing = bySource[from] {
                if existing == to { continue }
                throw Failure(exception: reasons.moveRow(from, toBoth: existing, and: to))
            }
            if let other = byTarget[to] {
                throw Failure(exception: reasons.moveBothRows(other, from, to: to))
            }
            bySource[from] = to
            byTarget[to] = from
        }
        return bySource
    }
}
