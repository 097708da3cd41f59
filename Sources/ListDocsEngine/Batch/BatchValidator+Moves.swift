/// The move checks of a batch: range checks and the collisions of two moves (UIKit's order).
extension BatchValidator {
    func validatedSectionMoves(_ moves: [(from: Int, to: Int)]) throws(Failure) -> [Int:
        Int]
    {
        let sorted = moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let later = checksInBinaryOrder ? Self.laterCollisions(sorted) : nil
        for (index, move) in sorted.enumerated() {
            guard move.from >= 0, move.from < before.count else {
                throw Failure(
                    exception: reasons.moveSection(move.from, sectionsBefore: before.count))
            }
            guard move.to >= 0, move.to < after.count else {
                throw Failure(
                    exception: reasons.moveSection(
                        move.from, to: move.to, sectionsAfter: after.count))
            }
            guard let later else { continue }
            if let other = later.sameSource[index] {
                throw Failure(
                    exception: reasons.moveSection(
                        move.from, toBoth: move.to, and: sorted[other].to))
            }
            if let other = later.sameTarget[index] {
                throw Failure(
                    exception: reasons.moveBothSections(move.from, sorted[other].from, to: move.to))
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
        let later = checksInBinaryOrder ? Self.laterCollisions(sorted) : nil
        for (index, (from, to)) in sorted.enumerated() {
            try checkRange(ofRowMove: from, to: to)
            guard let later else { continue }
            if let other = later.sameSource[index] {
                throw Failure(exception: reasons.moveRow(from, toBoth: to, and: sorted[other].to))
            }
            if let other = later.sameTarget[index] {
                throw Failure(exception: reasons.moveBothRows(from, sorted[other].from, to: to))
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

    /// A row move's source against the counts before the update, its destination against
    /// the counts after it.
    private func checkRange(ofRowMove from: IndexPath, to: IndexPath) throws(Failure) {
        guard from.section >= 0, from.section < before.count else {
            throw Failure(
                exception: reasons.moveRowFromMissingSection(from, sectionsBefore: before.count))
        }
        guard from.row >= 0, from.row < before[from.section] else {
            throw Failure(
                exception: reasons.moveMissingRow(from, rowsBefore: before[from.section]))
        }
        guard to.section >= 0, to.section < after.count else {
            throw Failure(
                exception: reasons.moveRowIntoMissingSection(from, to, sectionsAfter: after.count))
        }
        guard to.row >= 0, to.row < after[to.section] else {
            throw Failure(
                exception: reasons.moveRowToMissingRow(from, to, rowsAfter: after[to.section]))
        }
    }

    /// For each move of a list sorted by source then destination: the first later move from
    /// the same source to another destination, and the first later move from another source
    /// to the same destination (an exact repeat of a move is no collision). In O(n).
    static func laterCollisions<Place: Hashable>(_ sorted: [(from: Place, to: Place)])
        -> (sameSource: [Int?], sameTarget: [Int?])
    {
        var sameSource = [Int?](repeating: nil, count: sorted.count)
        // Moves from one source stand together: the next one's destination, or past it.
        for index in sorted.indices.reversed().dropFirst() {
            let next = index + 1
            guard sorted[next].from == sorted[index].from else { continue }
            sameSource[index] = sorted[next].to != sorted[index].to ? next : sameSource[next]
        }
        var sameTarget = [Int?](repeating: nil, count: sorted.count)
        var byTarget: [Place: [Int]] = [:]
        for index in sorted.indices { byTarget[sorted[index].to, default: []].append(index) }
        for indices in byTarget.values {
            // In sorted order the sources ascend; equal ones are exact repeats.
            for position in indices.indices.reversed().dropFirst() {
                let index = indices[position]
                let next = indices[position + 1]
                sameTarget[index] =
                    sorted[next].from != sorted[index].from ? next : sameTarget[next]
            }
        }
        return (sameSource, sameTarget)
    }
}
