import ListDocsEngine

extension Interpreter {
    /// Checks an `expect` line against the step before it.
    mutating func check(_ statement: Statement) {
        let lastIndex = steps.indices.last
        let last = lastIndex.map { steps[$0] }
        let held: Bool
        let kind: ExpectationResult.Kind
        switch statement.command {
        case .expectCrash(let prefix):
            kind = .crash(prefix)
            held = checkCrash(prefix, after: last, at: statement.location)
        case .expectStale:
            kind = .stale
            if let lastIndex { steps[lastIndex].staleExpected = true }
            checkStale(after: last, at: statement.location)
            held = true
        case .expectState(let expected, let shorthand):
            kind = .state
            held = checkState(expected, shorthand: shorthand, after: last, at: statement.location)
        case .expectScreen(let expected, let shorthand):
            kind = .screen
            held = checkScreen(expected, shorthand: shorthand, at: statement.location)
        default:
            return
        }
        if let lastIndex {
            steps[lastIndex].expectations.append(
                ExpectationResult(text: statement.text, kind: kind, held: held))
        }
    }

    /// `expect crash "…"`: the step crashed with a reason starting like this.
    private mutating func checkCrash(
        _ prefix: String, after last: Step?, at location: SourceLocation
    )
        -> Bool
    {
        guard let crash = last?.crash else {
            diagnostics.append(
                .error(
                    ScriptMessage.expectedCrash, at: location,
                    notes: ["expected a reason starting with: '\(prefix)'"]))
            return false
        }
        crashPending = false
        guard crash.reason.hasPrefix(prefix) else {
            diagnostics.append(
                .error(
                    ScriptMessage.otherCrash, at: location,
                    notes: [
                        "expected a reason starting with: '\(prefix)'",
                        "actual reason: '\(crash.reason)'",
                    ]))
            return false
        }
        return true
    }

    /// `expect stale`: a warning when nothing is stale. After a data-only step the table
    /// view has not been asked yet, so no stale cells are recorded: the screen is stale
    /// when it differs from the data source at all.
    private mutating func checkStale(after last: Step?, at location: SourceLocation) {
        let stale =
            last.map {
                $0.kind == .dataChange
                    ? table.screen.list != dataSource.list : !$0.staleCells.isEmpty
            } ?? false
        if !stale {
            diagnostics.append(
                .warning(ScriptMessage.staleButMatching, at: location)
            )
        }
    }

    /// `expect`: the data source, and after a table-view update the screen too (unless the
    /// script said the screen may be stale).
    private mutating func checkState(
        _ expected: SectionedList, shorthand: Bool, after last: Step?, at location: SourceLocation
    ) -> Bool {
        if last?.crash != nil { return true }
        if attributes.source == .diffable {
            let identifiers = (diffable.editing ?? diffable.applied).list
            guard matches(identifiers, expected, shorthand: shorthand) else {
                diagnostics.append(
                    .error(
                        ScriptMessage.snapshotDiffers, at: location,
                        notes: [
                            "expected:", indent(expected.dump()), "the snapshot holds:",
                            indent(identifiers.dump()),
                        ]
                            + differences(
                                expected, identifiers, name: "the snapshot", shorthand: shorthand)
                    ))
                return false
            }
            return true
        }
        guard matches(dataSource.list, expected, shorthand: shorthand) else {
            diagnostics.append(
                .error(
                    ScriptMessage.dataSourceDiffers, at: location,
                    notes: [
                        "expected:", indent(expected.dump()), "actual:",
                        indent(dataSource.list.dump()),
                    ]
                        + differences(
                            expected, dataSource.list, name: "the data source",
                            shorthand: shorthand)
                ))
            return false
        }
        if last.map({ $0.kind != .dataChange && !$0.staleExpected }) ?? true {
            return checkScreen(expected, shorthand: shorthand, at: location)
        }
        return true
    }

    /// `expect screen`: what the table view shows.
    private mutating func checkScreen(
        _ expected: SectionedList, shorthand: Bool, at location: SourceLocation
    ) -> Bool {
        guard matches(table.screen.list, expected, shorthand: shorthand) else {
            diagnostics.append(
                .error(
                    ScriptMessage.screenDiffers, at: location,
                    notes: [
                        "expected:", indent(expected.dump()), "the screen shows:",
                        indent(table.screen.dump()),
                    ]
                        + differences(
                            expected, table.screen.list, name: "the screen", shorthand: shorthand)
                ))
            return false
        }
        return true
    }

    /// The one-section shorthand compares rows only; a block compares titles too.
    private func matches(_ actual: SectionedList, _ expected: SectionedList, shorthand: Bool)
        -> Bool
    {
        guard shorthand else { return actual == expected }
        return actual.sections.count == 1 && actual.sections[0].rows == expected.sections[0].rows
    }

    /// Where `actual` parts from `expected`, row by row (`ListDifference`), under a line
    /// that says so; the shorthand's section has no title to compare.
    private func differences(
        _ expected: SectionedList, _ actual: SectionedList, name: String, shorthand: Bool
    ) -> [String] {
        var expected = expected
        if shorthand, actual.sections.count == 1, expected.sections.count == 1 {
            expected.sections[0].title = actual.sections[0].title
        }
        let lines = ListDifference.lines(expected: expected, actual: actual, actualName: name)
        return lines.isEmpty ? [] : ["where they differ:", indent(lines.joined(separator: "\n"))]
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
            separator: "\n")
    }
}

extension ScriptMessage {
    static let expectedCrash = "expected a crash here, but UIKit accepts this update"
    static let otherCrash = "the app crashes, but with a different reason"
    static let staleButMatching = "'expect stale' but the screen matches the data source here"
    static let snapshotDiffers = "expectation does not hold: the snapshot differs"
    static let dataSourceDiffers = "expectation does not hold: the data source differs"
    static let screenDiffers = "expectation does not hold: the screen differs"
}
