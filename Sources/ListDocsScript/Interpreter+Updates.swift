import ListDocsEngine

extension Interpreter {
    /// A combined line, a `table` line or a `batch`: change the data source, then make the calls.
    mutating func runUpdate(_ statement: Statement) throws(Stop) {
        var combined: [CombinedUpdate] = []
        var ordered: [Statement] = []
        flatten(statement, into: &ordered)
        var calls: [TableViewCall] = []
        var dataEdits: [(DataEdit, Statement)] = []
        for line in ordered {
            switch line.command {
            case .update(let update):
                combined.append(update)
                calls.append(CombinedCalls.call(for: update))
            case .table(let call, let paths, _):
                // Below iOS 14, or built before its SDK, UIKit only logs a negative index
                // path, and what the update then does is not known.
                if let negative = paths.first(where: { $0.value.section < 0 || $0.value.row < 0 }),
                    attributes.ios.major < 14 || attributes.linkedSDK.major < 14
                {
                    diagnostics.append(
                        .error(
                            ScriptMessage.negativeIndexLoggedOnly(attributes.ios),
                            at: negative.location))
                    throw Stop()
                }
                calls.append(call)
            case .data(let edit):
                dataEdits.append((edit, line))
            default:
                break
            }
        }
        try refuseMovesBeforeIOS5(calls, at: statement.location)
        var dataChanges = try applyCombined(combined)
        for (edit, _) in dataEdits { dataChanges += try applyDataEdit(edit) }

        let kind: Step.Kind
        if case .batch(let title, _) = statement.command {
            kind = .batch(title: title)
        } else if case .table = statement.command {
            kind = .update(viewOnly: true)
        } else {
            kind = .update(viewOnly: false)
        }
        let outcome =
            kind.isBatch
            ? table.performBatchUpdates(calls, dataSource: dataSource.list, ios: attributes.ios)
            : table.perform(calls[0], dataSource: dataSource.list, ios: attributes.ios)
        var result = step(kind, statement: statement, calls: calls, dataChanges: dataChanges)
        record(outcome, in: &result)
        steps.append(result)
    }

    /// Stops at `location` when `calls` move a row or section on a table view before iOS 5.
    private mutating func refuseMovesBeforeIOS5(
        _ calls: [TableViewCall], at location: SourceLocation
    )
        throws(Stop)
    {
        guard attributes.view == .table, attributes.ios < ScriptAttributes.tableMovesSince,
            calls.contains(where: {
                switch $0 {
                case .moveRow, .moveSection: true
                default: false
                }
            })
        else { return }
        diagnostics.append(.error(ScriptMessage.moveBeforeIOS5(attributes.ios), at: location))
        throw Stop()
    }

    /// The data-source half of combined updates (`delete row …` changes the model and tells
    /// the view), applied as one batch; an index the model lacks stops the script there.
    private mutating func applyCombined(_ combined: [CombinedUpdate]) throws(Stop)
        -> [ArrayOperation]
    {
        guard !combined.isEmpty else { return [] }
        let (edits, locations) = CombinedCalls.edits(for: combined)
        do throws(BatchEditError) {
            return try dataSource.apply(batch: edits)
        } catch {
            diagnostics.append(
                .error(
                    ScriptMessage.missingInDataSource(error.message), at: locations[error.index]))
            throw Stop()
        }
    }

    mutating func record(_ outcome: UpdateOutcome, in result: inout Step) {
        switch outcome {
        case .applied(let report):
            result.report = report
            result.staleCells = report.staleCells
            result.after = snapshot
        case .crashed(let exception):
            result.crash = exception
            crashPending = true
        }
    }

    private func flatten(_ statement: Statement, into lines: inout [Statement]) {
        if case .batch(_, let body) = statement.command {
            for line in body { flatten(line, into: &lines) }
        } else {
            lines.append(statement)
        }
    }

    /// Applies a `data` line and returns the array changes it made (with a fetched-results
    /// data source, the section it left empty is dropped too).
    mutating func applyDataEdit(_ edit: DataEdit) throws(Stop) -> [ArrayOperation] {
        let sectionsBefore = dataSource.list.sections.count
        var operations: [ArrayOperation]
        do throws(DataSourceError) {
            switch edit {
            case .remove(let p):
                try dataSource.removeRow(at: p.value)
                operations = [.removeRow(p.value)]
            case .insert(let label, let p):
                try dataSource.insertRow(label, at: p.value)
                operations = [.insertRow(p.value, label)]
            case .move(let from, let to):
                try dataSource.moveRow(from: from.value, to: to.value)
                operations = [.moveRow(from.value, to: to.value)]
            case .set(let p, let label):
                try dataSource.setRow(at: p.value, to: label)
                operations = [.setRow(p.value, label)]
            case .removeSection(let s):
                try dataSource.removeSection(at: s.value)
                operations = [.removeSection(s.value)]
            case .insertSection(let s, let section):
                try dataSource.insertSection(section, at: s.value)
                operations = [.insertSection(s.value, section)]
            case .moveSection(let from, let to):
                try dataSource.moveSection(from: from.value, to: to.value)
                operations = [.moveSection(from.value, to: to.value)]
            case .setContent(let identifier, let text):
                diffable.content[identifier.value] = text
                dataSource.replace(with: contentList(diffable.applied.list))
                operations = [.setContent(identifier.value, text)]
            }
        } catch {
            diagnostics.append(.error(error.description, at: Self.location(of: edit)))
            throw Stop()
        }
        if case .remove(let p) = edit, dataSource.list.sections.count < sectionsBefore {
            operations.append(.dropEmptySection(p.value.section))
        } else if case .move(let from, _) = edit, dataSource.list.sections.count < sectionsBefore {
            operations.append(.dropEmptySection(from.value.section))
        }
        return operations
    }

    private static func location(of edit: DataEdit) -> SourceLocation {
        switch edit {
        case .remove(let p), .insert(_, let p), .move(let p, _), .set(let p, _): p.location
        case .removeSection(let s), .insertSection(let s, _), .moveSection(let s, _): s.location
        case .setContent(let identifier, _): identifier.location
        }
    }

    /// `diff to`: the differ's batches, one step each.
    mutating func runDiff(_ statement: Statement, target: SectionedList, labels: [Located<String>])
        throws(Stop)
    {
        // Repeated labels are allowed (the language tells them apart by position); the
        // differ pairs the n-th occurrence before with the n-th after.
        let stages = Differ.stages(from: dataSource.list, to: target)
        if stages.isEmpty {
            diagnostics.append(
                .warning(ScriptMessage.diffToItself, at: statement.location))
        }
        for (number, stage) in stages.enumerated() {
            if number > 0 { finishLastStep() }
            try refuseMovesBeforeIOS5(stage.calls, at: statement.location)
            dataSource.replace(with: stage.target)
            let outcome = table.performBatchUpdates(
                stage.calls, dataSource: dataSource.list, ios: attributes.ios)
            let kind = Step.Kind.diff(stage: number + 1, of: stages.count, purpose: stage.purpose)
            var result = step(kind, statement: statement, calls: stage.calls, dataChanges: [])
            record(outcome, in: &result)
            steps.append(result)
            if result.crash != nil { return }
        }
        if table.screen.list != target {
            diagnostics.append(
                .error(
                    ScriptMessage.diffMissedTarget, at: statement.location,
                    notes: ["screen:\n" + table.screen.dump()]))
        }
    }
}

/// The table-view call and data edits behind a combined line.
enum CombinedCalls {
    static func call(for update: CombinedUpdate) -> TableViewCall {
        switch update {
        case .deleteSections(let s, let a): .deleteSections(s.map(\.value), a)
        case .insertSection(let s, _, let a): .insertSections([s.value], a)
        case .moveSection(let f, let t): .moveSection(f.value, to: t.value)
        case .reloadSections(let s, let a): .reloadSections(s.map(\.value), a)
        case .deleteRows(let p, let a): .deleteRows(p.map(\.value), a)
        case .insertRows(let p, _, let a): .insertRows(p.map(\.value), a)
        case .moveRow(let f, let t): .moveRow(f.value, to: t.value)
        case .reloadRows(let p, _, let a): .reloadRows(p.map(\.value), a)
        case .reloadData: .reloadData
        }
    }

    /// The data edits, with the location of each for diagnostics.
    static func edits(for updates: [CombinedUpdate]) -> ([BatchEdit], [SourceLocation]) {
        var edits: [BatchEdit] = []
        var locations: [SourceLocation] = []
        func add(_ edit: BatchEdit, _ location: SourceLocation) {
            edits.append(edit)
            locations.append(location)
        }
        for update in updates {
            switch update {
            case .deleteSections(let s, _): for i in s { add(.deleteSection(i.value), i.location) }
            case .insertSection(let s, let section, _):
                add(.insertSection(s.value, section), s.location)
            case .moveSection(let f, let t): add(.moveSection(f.value, to: t.value), f.location)
            case .reloadSections: break
            case .deleteRows(let p, _): for i in p { add(.deleteRow(i.value), i.location) }
            case .insertRows(let p, let labels, _):
                for (i, label) in zip(p, labels) { add(.insertRow(i.value, label), i.location) }
            case .moveRow(let f, let t): add(.moveRow(f.value, to: t.value), f.location)
            case .reloadRows(let p, let labels, _):
                for (i, label) in zip(p, labels) { add(.reloadRow(i.value, label), i.location) }
            case .reloadData: break
            }
        }
        return (edits, locations)
    }
}

extension ScriptMessage {
    static func missingInDataSource(_ detail: String) -> String {
        "this update names a row or section that the data source does not have: \(detail)"
    }
    static let diffToItself = "'diff to' names the list as it already is; nothing changes"
    static let diffMissedTarget =
        "internal error: the computed batches do not reach the target of 'diff to'"
}
