/// Where two lists part, said row by row, for an `expect` that does not hold on a list too
/// long to compare by eye: the sections each has that the other lacks, a section's title,
/// and in a section the rows only one side has and the first row out of place.
public enum ListDifference {
    /// The differences of `actual` from `expected`, a line each, at most `limit` lines (a
    /// last line says how many more there are); empty when the lists are equal.
    public static func lines(
        expected: SectionedList, actual: SectionedList, actualName: String, limit: Int = 12
    ) -> [String] {
        var lines: [String] = []
        let expectedCount = expected.sections.count
        let actualCount = actual.sections.count
        if expectedCount != actualCount {
            lines.append(
                "\(count(expectedCount, "section")) expected, \(actualName) has \(actualCount)")
        }
        for index in 0..<min(expectedCount, actualCount) {
            lines += section(
                index, expected: expected.sections[index], actual: actual.sections[index],
                actualName: actualName)
        }
        for index in actualCount..<max(actualCount, expectedCount) {
            lines.append("section \(index) \(quoted(expected.sections[index].title)) is missing")
        }
        for index in expectedCount..<max(expectedCount, actualCount) {
            lines.append(
                "section \(index) \(quoted(actual.sections[index].title)) was not expected")
        }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more"]
    }

    /// How section `index` differs: its title, the rows only one side has (with their
    /// positions), and, when both hold the same rows, the first one out of place.
    private static func section(
        _ index: Int, expected: ListSection, actual: ListSection, actualName: String
    ) -> [String] {
        guard expected != actual else { return [] }
        var lines: [String] = []
        let name = "section \(index)"
        if expected.title != actual.title {
            lines.append(
                "\(name): titled \(quoted(actual.title)), expected \(quoted(expected.title))")
        }
        let missing = rowsOnlyIn(expected.rows, notIn: actual.rows)
        let extra = rowsOnlyIn(actual.rows, notIn: expected.rows)
        if !missing.isEmpty {
            lines.append("\(name): \(actualName) lacks \(described(missing))")
        }
        if !extra.isEmpty {
            lines.append("\(name): \(actualName) also has \(described(extra))")
        }
        if missing.isEmpty, extra.isEmpty,
            let row = zip(expected.rows, actual.rows).enumerated().first(where: { $1.0 != $1.1 })
        {
            lines.append(
                "\(name), row \(row.offset): \(quoted(row.element.1)) where \(quoted(row.element.0)) was expected"
            )
        }
        return lines
    }

    /// The rows of `rows` (with their positions) that `other` lacks, a repeated label
    /// counted as often as it is written.
    private static func rowsOnlyIn(_ rows: [String], notIn other: [String]) -> [(Int, String)] {
        var left: [String: Int] = [:]
        for label in other { left[label, default: 0] += 1 }
        var only: [(Int, String)] = []
        for (position, label) in rows.enumerated() {
            if let n = left[label], n > 0 {
                left[label] = n - 1
            } else {
                only.append((position, label))
            }
        }
        return only
    }

    private static func described(_ rows: [(Int, String)]) -> String {
        let shown = rows.prefix(5).map { "\(quoted($0.1)) (row \($0.0))" }
        let more = rows.count > 5 ? " and \(rows.count - 5) more" : ""
        return shown.joined(separator: ", ") + more
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
