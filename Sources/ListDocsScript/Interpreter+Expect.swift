import ListDocsEngine

extension Interpreter {
    /// Checks an `expect` line against the step before it.
    mutating func check(_ statement: Statement) {
        let lastIndex = steps.indices.last
        let last = lastIndex.map { steps[$0] }
        var held = true
        switch statement.command {
        case .expectCrash(let prefix):
            guard let crash = last?.crash else {
                held = false
                diagnostics.append(
                    .error(
                        "expected a crash here, but UIKit accepts this update",
                        at: statement.location,
                        notes: ["expected a reason starting with: '\(prefix)'"]))
                break
            }
            crashPending = false
            if !crash.reason.hasPrefix(prefix) {
                held = false
                diagnostics.append(
                    .error(
                        "the app crashes, but with a different reason", at: statement.location,
                        notes: [
                            "expected a reason starting with: '\(prefix)'",
                            "actual reason: '\(crash.reason)'",
                        ]))
            }
        case .expectStale:
            if let lastIndex { steps[lastIndex].staleExpected = true }
            // After a data-only step the table view has not been asked yet, so no stale cells
            // are recorded: the screen is stale when it differs from the data source at all.
            let stale =
                last.map {
                    $0.kind == .dataChange
                        ? table.screen.list != dataSource.list : !$0.staleCells.isEmpty
                } ?? false
            if !stale {
                diagnostics.append(
                    .warning(
                        "'expect stale' but the screen matches the data source here",
                        at: statement.location))
            }
        case .expectState(let expected, let shorthand):
            if last?.crash != nil { break }
            if !matches(dataSource.list, expected, shorthand: shorthand) {
                held = false
                diagnostics.append(
                    .error(
                        "expectation does not hold: the data source differs",
                        at: statement.location,
                        notes: [
                            "expected:", indent(expected.dump()), "actual:",
                            indent(dataSource.list.dump()),
                        ]))
            } else if last.map({ $0.kind != .dataChange && !$0.staleExpected }) ?? true,
                !matches(table.screen.list, expected, shorthand: shorthand)
            {
                held = false
                diagnostics.append(
                    .error(
                        "expectation does not hold: the screen differs", at: statement.location,
                        notes: [
                            "expected:", indent(expected.dump()), "the screen shows:",
                            indent(table.screen.dump()),
                        ]))
            }
        case .expectScreen(let expected, let shorthand):
            if !matches(table.screen.list, expected, shorthand: shorthand) {
                held = false
                diagnostics.append(
                    .error(
                        "expectation does not hold: the screen differs", at: statement.location,
                        notes: [
                            "expected:", indent(expected.dump()), "the screen shows:",
                            indent(table.screen.dump()),
                        ]))
            }
        default:
            return
        }
        if let lastIndex {
            steps[lastIndex].expectations.append(
                ExpectationResult(text: statement.text, held: held))
        }
    }

    /// The one-section shorthand compares rows only; a block compares titles too.
    private func matches(_ actual: SectionedList, _ expected: SectionedList, shorthand: Bool)
        -> Bool
    {
        guard shorthand else { return actual == expected }
        return actual.sections.count == 1 && actual.sections[0].rows == expected.sections[0].rows
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
            separator: "\n")
    }
}
