import ListDocsEngine

/// Scenarios for the texts a table or collection view raises when a batch is checked.
extension Scenario {
    // swift-format-ignore: FunctionBodyLength
    static func batch(_ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments)
        throws(Irreconcilable) -> [Scenario]
    {
        let n = a.number
        let p = a.indexPath
        func require(_ condition: Bool, _ message: String) throws(Irreconcilable) {
            if !condition { throw Irreconcilable(message: message) }
        }
        /// Sections `0...last`, each with one row, except those given.
        func counts(_ sections: Int, _ special: [Int: Int] = [:]) -> [Int] {
            (0..<max(sections, 0)).map { special[$0] ?? 1 }
        }
        let indexFix =
            "Compute index paths from the data source as it is at the moment of the call (after the model change, for inserts and move destinations; before it, for deletes, reloads and move sources), never from a copy kept earlier."
        switch kind {
        case .deleteAndReloadSameIndexPath:
            let c = counts(p(0).section + 1, [p(0).section: p(0).row + 2])
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            "data remove \(p(0))", w.call(w.deleteCall, [p(0)]),
                            w.call(w.reloadCall, [p(0)]),
                        ]),
                    fix: Fixture.state(c) + ["delete \(w.row) \(p(0))"],
                    story:
                        "One batch both deleted and reloaded the \(w.row) at \(p(0)). A reload is a delete followed by an insert, so UIKit was asked to delete that \(w.row) twice and stopped before animating anything.",
                    fixStory: "Drop the reload: a deleted \(w.row) has nothing left to show.",
                    assumptions: [
                        "The \(w.row) was also removed from the model; the message would be the same without it."
                    ])
            ]
        case .deleteAndMoveSameSection:
            let s = n(0)
            return [
                Scenario(
                    crash: Fixture.state(counts(s + 2))
                        + Fixture.batch([
                            w.sections("deleteSections", [s]),
                            w.sections("moveSection", [s]) + " to \(s + 1)",
                        ]),
                    fix: Fixture.state(counts(s + 2)) + ["delete section \(s)"],
                    story:
                        "One batch both deleted section \(s) and moved it. A section that is deleted cannot also move somewhere.",
                    fixStory: "Decide: the section either goes or moves. Here it goes.",
                    assumptions: [
                        "The move's destination (section \(s + 1)) is not in the message; any would do."
                    ])
            ]
        case .deleteAndMoveSameIndexPath:
            let q = p(0)
            let c = counts(q.section + 1, [q.section: q.row + 2])
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            w.call(w.deleteCall, [q]),
                            w.move(q, IndexPath(row: q.row + 1, section: q.section)),
                        ]),
                    fix: Fixture.state(c) + ["delete \(w.row) \(q)"],
                    story:
                        "One batch both deleted the \(w.row) at \(q) and moved it. (A reload of a \(w.row) that also moves fails the same way, because a reload is a delete plus an insert.)",
                    fixStory: "Decide: the \(w.row) either goes or moves. Here it goes.",
                    assumptions: [
                        "The move's destination is not in the message; the next \(w.row) was chosen."
                    ])
            ]
        case .deleteSectionOutOfRange:
            let (s, before) = (n(0), n(1))
            try require(
                s >= before,
                "section \(s) exists when there are \(before) sections, so deleting it would not raise"
            )
            return [
                Scenario(
                    crash: Fixture.state(counts(before)) + [w.sections("deleteSections", [s])],
                    fix: Fixture.state(counts(before))
                        + (before > 0
                            ? ["delete section \(before - 1)"] : ["\(w.prefix) reloadData"]),
                    story:
                        "The \(w.viewName) had \(before) section\(before == 1 ? "" : "s") (0 to \(max(before - 1, 0))) when the app asked it to delete section \(s). Index \(s) was computed from something other than what the data source reported: a stale copy of the model, or an index taken after the model had already changed.",
                    fixStory: before > 0
                        ? "Delete a section that exists, with its index taken from the data source before the change: here the last one, \(before - 1). \(indexFix)"
                        : "With no sections there is nothing to delete; if the model changed, reload the view."
                )
            ]
        case .deleteRowSectionOutOfRange:
            let (q, before) = (p(0), n(2))
            try require(
                q.section >= before, "section \(q.section) exists when there are \(before) sections"
            )
            return [
                Scenario(
                    crash: Fixture.state(counts(before)) + [w.call(w.deleteCall, [q])],
                    fix: Fixture.state(counts(before))
                        + (before > 0
                            ? ["delete \(w.row) [\(before - 1), 0]"] : ["\(w.prefix) reloadData"]),
                    story:
                        "The app asked the \(w.viewName) to delete \(w.row) \(q.row) of section \(q.section), but the \(w.viewName) had only \(before) section\(before == 1 ? "" : "s") before the update.",
                    fixStory: before > 0
                        ? "Delete a \(w.row) of a section that exists. \(indexFix)"
                        : "With no sections there is nothing to delete; reload the view if the model changed.",
                    assumptions: [
                        "Every section holds one \(w.row); the message says nothing of their contents."
                    ])
            ]
        case .deleteRowOutOfRange:
            let (q, before) = (p(0), n(2))
            try require(
                q.row >= before,
                "\(w.row) \(q.row) exists when section \(q.section) holds \(before) \(w.rows)")
            let c = counts(q.section + 1, [q.section: before])
            return [
                Scenario(
                    crash: Fixture.state(c) + [w.call(w.deleteCall, [q])],
                    fix: Fixture.state(c)
                        + (before > 0
                            ? ["delete \(w.row) [\(q.section), \(before - 1)]"]
                            : ["\(w.prefix) reloadData"]),
                    story:
                        "Section \(q.section) held \(before) \(before == 1 ? w.row : w.rows) before the update, so \(w.rows) 0 to \(max(before - 1, 0)) existed; the app asked to delete \(w.row) \(q.row). The index came from somewhere other than the data source: often a row deleted twice, or an index read after the model had already shrunk.",
                    fixStory: before > 0
                        ? "Delete a \(w.row) that exists before the update (here the last one). \(indexFix)"
                        : "The section is empty: there is nothing to delete.")
            ]
        case .insertAndMoveSameSection:
            let s = n(0)
            let c = counts(s + 1)
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            "data insert section \(s) \"New\":", w.sections("insertSections", [s]),
                            w.sections("moveSection", [0]) + " to \(s)",
                        ]),
                    fix: Fixture.state(c) + ["insert section \(s) \"New\":"],
                    story:
                        "One batch both inserted a section at index \(s) and moved another section to index \(s). Two sections cannot arrive at the same place.",
                    fixStory:
                        "Insert the section, and move the other one to a different index (or in a later update).",
                    assumptions: [
                        "The moved section's old index is not in the message; section 0 was chosen."
                    ])
            ]
        case .insertAndMoveSameIndexPath:
            let q = p(0)
            let c = counts(q.section + 1, [q.section: q.row + 2])
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            "data insert \"new\" at \(q)", w.call(w.insertCall, [q]),
                            w.move(IndexPath(row: q.row + 1, section: q.section), q),
                        ]),
                    fix: Fixture.state(c) + ["insert \(w.row) \(q) \"new\""],
                    story:
                        "One batch both inserted a \(w.row) at \(q) and moved another \(w.row) to \(q). Two \(w.rows) cannot arrive at the same place.",
                    fixStory:
                        "Insert the new \(w.row) and move the other one somewhere else, or in a later update.",
                    assumptions: [
                        "The moved \(w.row)'s old index is not in the message; the next \(w.row) was chosen."
                    ])
            ]
        case .insertSectionOutOfRange:
            let (s, after) = (n(0), n(1))
            try require(
                s >= after, "section \(s) fits when there are \(after) sections after the update")
            return [
                Scenario(
                    crash: Fixture.state(counts(after)) + [w.sections("insertSections", [s])],
                    fix: Fixture.state(counts(after)) + ["insert section \(after) \"New\":"],
                    story:
                        "The app asked the \(w.viewName) to insert section \(s), but the data source reported only \(after) section\(after == 1 ? "" : "s") after the update, so the last possible new index was \(max(after - 1, 0)). The section was never added to the model, or it was added at another index.",
                    fixStory:
                        "Add the section to the model first, then insert it at the index it has there (here at the end, \(after)).",
                    assumptions: [
                        "The model did not change; the message would read the same if it had changed elsewhere."
                    ])
            ]
        case .insertRowSectionOutOfRange:
            let (q, after) = (p(0), n(2))
            try require(
                q.section >= after,
                "section \(q.section) exists when there are \(after) sections after the update")
            return [
                Scenario(
                    crash: Fixture.state(counts(after)) + [w.call(w.insertCall, [q])],
                    fix: Fixture.state(counts(after))
                        + (after > 0
                            ? ["insert \(w.row) [\(after - 1), 1] \"new\""]
                            : ["insert section 0 \"New\": new"]),
                    story:
                        "The app asked the \(w.viewName) to insert \(w.row) \(q.row) into section \(q.section), but there were only \(after) section\(after == 1 ? "" : "s") after the update. A \(w.row) can only go into a section the data source has; a new section must be inserted itself (`insertSections`), not only its \(w.rows).",
                    fixStory: after > 0
                        ? "Insert into a section that exists (here the last one). \(indexFix)"
                        : "Insert the section itself, with its \(w.rows) in it.")
            ]
        case .insertRowOutOfRange:
            let (q, after) = (p(0), n(2))
            try require(
                q.row >= after,
                "\(w.row) \(q.row) fits when section \(q.section) holds \(after) \(w.rows) after the update"
            )
            let c = counts(q.section + 1, [q.section: after])
            return [
                Scenario(
                    crash: Fixture.state(c) + [w.call(w.insertCall, [q])],
                    fix: Fixture.state(c) + ["insert \(w.row) [\(q.section), \(after)] \"new\""],
                    story:
                        "After the update section \(q.section) held \(after) \(after == 1 ? w.row : w.rows) in the data source, so a new \(w.row) could go at index \(after) at most; the app asked for \(q.row). Usually the new \(w.row) was not added to the model before `\(w.insertCall)`, or its index was counted before earlier inserts.",
                    fixStory:
                        "Add the \(w.row) to the model, then insert it at the index it has there (here at the end).",
                    assumptions: [
                        "The model did not gain the \(w.row); the message reads the same either way."
                    ])
            ]
        case .moveSectionSourceOutOfRange:
            let (s, before) = (n(0), n(1))
            try require(
                s >= before,
                "section \(s) exists when there are \(before) sections before the update")
            return [
                Scenario(
                    crash: Fixture.state(counts(before)) + [
                        w.sections("moveSection", [s]) + " to 0"
                    ],
                    fix: Fixture.state(counts(before))
                        + (before > 1
                            ? ["move section \(before - 1) to 0"] : ["\(w.prefix) reloadData"]),
                    story:
                        "The app asked to move section \(s), but the \(w.viewName) had only \(before) section\(before == 1 ? "" : "s") before the update.",
                    fixStory:
                        "Move a section that exists (its index from the data source before the move).",
                    assumptions: ["The destination is not in the message; section 0 was chosen."])
            ]
        case .moveSectionDestinationOutOfRange:
            let (s, d, after) = (n(0), n(1), n(2))
            try require(
                d >= after, "section \(d) exists when there are \(after) sections after the update")
            // The moved section exists before the update; when the message says fewer
            // sections remain, the model lost the others in the same batch.
            let before = counts(max(after, s + 1))
            let move = w.sections("moveSection", [s]) + " to \(d)"
            let shrinks = before.count > after
            return [
                Scenario(
                    crash: Fixture.state(before)
                        + (shrinks
                            ? Fixture.batch(
                                Fixture.dataChange(from: before, to: counts(after)) + [move])
                            : [move]),
                    fix: Fixture.state(before)
                        + (shrinks
                            ? Fixture.batch(matchingCalls(from: before, to: counts(after), w))
                            : after > 1
                                ? ["move section \(s) to \(s == after - 1 ? 0 : after - 1)"]
                                : ["\(w.prefix) reloadData"]),
                    story:
                        "The app asked to move section \(s) to index \(d), but the data source had only \(after) section\(after == 1 ? "" : "s") after the update (a destination must be one of them). UIKit's message really says \"to to\".",
                    fixStory: shrinks
                        ? "Announce the change the model went through; a section that is gone cannot also move."
                        : "Move it to an index that exists after the update.",
                    assumptions: shrinks
                        ? [
                            "The model lost sections in the same batch; the message only gives the count after it."
                        ] : [])
            ]
        case .moveRowSourceSectionOutOfRange:
            let (q, before) = (p(0), n(2))
            try require(
                q.section >= before, "section \(q.section) exists when there are \(before) sections"
            )
            let c = counts(before)
            return [
                Scenario(
                    crash: Fixture.state(c) + [w.move(q, IndexPath(row: 0, section: 0))],
                    fix: Fixture.state(c)
                        + (before > 1
                            ? ["move \(w.row) [\(before - 1), 0] to [0, 0]"]
                            : ["\(w.prefix) reloadData"]),
                    story:
                        "The app asked to move the \(w.row) at \(q), but its section does not exist: the \(w.viewName) had \(before) section\(before == 1 ? "" : "s") before the update.",
                    fixStory: "Move a \(w.row) that exists. \(indexFix)",
                    assumptions: ["The destination is not in the message; [0, 0] was chosen."])
            ]
        case .moveRowSourceOutOfRange:
            let (q, before) = (p(0), n(2))
            try require(
                q.row >= before,
                "\(w.row) \(q.row) exists when section \(q.section) holds \(before)")
            let c = counts(q.section + 1, [q.section: before])
            let destination = IndexPath(row: 0, section: 0)
            return [
                Scenario(
                    crash: Fixture.state(c) + [w.move(q, destination)],
                    fix: Fixture.state(c)
                        + (before > 1
                            ? ["move \(w.row) [\(q.section), \(before - 1)] to [\(q.section), 0]"]
                            : ["\(w.prefix) reloadData"]),
                    story:
                        "Section \(q.section) held \(before) \(before == 1 ? w.row : w.rows) before the update; the app asked to move \(w.row) \(q.row) of it.",
                    fixStory: "Move a \(w.row) that exists before the update. \(indexFix)",
                    assumptions: [
                        "The destination is not in the message; \(destination) was chosen."
                    ])
            ]
        case .moveRowDestinationSectionOutOfRange:
            let (f, t, after) = (p(0), p(2), n(4))
            try require(
                t.section >= after, "section \(t.section) exists when there are \(after) sections")
            let before = counts(max(after, f.section + 1), [f.section: f.row + 1])
            let shrinks = before.count > after
            let move = w.move(f, t)
            return [
                Scenario(
                    crash: Fixture.state(before)
                        + (shrinks
                            ? Fixture.batch(
                                Fixture.dataChange(from: before, to: Array(before.prefix(after)))
                                    + [move]) : [move]),
                    fix: Fixture.state(before)
                        + (shrinks
                            ? Fixture.batch(
                                matchingCalls(from: before, to: Array(before.prefix(after)), w))
                            : validMove(from: f, counts: before, w)),
                    story:
                        "The app asked to move the \(w.row) at \(f) to \(t), but there were only \(after) section\(after == 1 ? "" : "s") after the update. A destination must be in a section the data source has after the update.",
                    fixStory: "Move the \(w.row) to a place that exists after the update.",
                    assumptions: shrinks
                        ? [
                            "The model lost sections in the same batch; the message only gives the count after it."
                        ] : [])
            ]
        case .moveRowDestinationOutOfRange:
            let (f, t, after) = (p(0), p(2), n(4))
            try require(t.row >= after, "\(w.row) \(t.row) fits in \(after) \(w.rows)")
            var special = [t.section: after]
            special[f.section] = max(special[f.section] ?? 1, f.row + 1)
            let before = counts(max(f.section, t.section) + 1, special)
            var afterCounts = before
            afterCounts[t.section] = after
            let move = w.move(f, t)
            let shrinks = afterCounts != before
            return [
                Scenario(
                    crash: Fixture.state(before)
                        + (shrinks
                            ? Fixture.batch(
                                Fixture.dataChange(from: before, to: afterCounts) + [move])
                            : [move]),
                    fix: Fixture.state(before)
                        + (shrinks
                            ? Fixture.batch(matchingCalls(from: before, to: afterCounts, w))
                            : validMove(from: f, counts: before, w)),
                    story:
                        "The app asked to move the \(w.row) at \(f) to \(t), but section \(t.section) held only \(after) \(after == 1 ? w.row : w.rows) after the update.",
                    fixStory:
                        "Move the \(w.row) to a place that exists after the update. \(indexFix)",
                    assumptions: shrinks
                        ? [
                            "The model lost \(w.rows) in the same batch; the message only gives the count after it."
                        ] : [])
            ]
        case .moveSectionToTwoDestinations:
            let (s, x, y) = (n(0), n(1), n(2))
            let c = counts(max(s, x, y) + 1)
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            w.sections("moveSection", [s]) + " to \(x)",
                            w.sections("moveSection", [s]) + " to \(y)",
                        ]),
                    fix: Fixture.state(c) + ["move section \(s) to \(x)"],
                    story:
                        "One batch moved section \(s) twice, to \(x) and to \(y). Each section moves at most once per batch.",
                    fixStory: "Move it once, to where it ends up.")
            ]
        case .moveRowToTwoDestinations:
            let (q, x, y) = (p(0), p(2), p(4))
            let c = counts(max(q.section, x.section, y.section) + 1, rowsFor([q, x, y]))
            return [
                Scenario(
                    crash: Fixture.state(c) + Fixture.batch([w.move(q, x), w.move(q, y)]),
                    fix: Fixture.state(c) + ["move \(w.row) \(q) to \(x)"],
                    story: "One batch moved the \(w.row) at \(q) twice, to \(x) and to \(y).",
                    fixStory: "Move it once, to where it ends up.")
            ]
        case .moveTwoSectionsToOneDestination:
            let (x, y, d) = (n(0), n(1), n(2))
            let c = counts(max(x, y, d) + 1)
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            w.sections("moveSection", [x]) + " to \(d)",
                            w.sections("moveSection", [y]) + " to \(d)",
                        ]),
                    fix: Fixture.state(c) + ["move section \(x) to \(d)"],
                    story:
                        "One batch moved both section \(x) and section \(y) to index \(d). Two sections cannot arrive at one place.",
                    fixStory: "Give each move its own destination.")
            ]
        case .moveTwoRowsToOneDestination:
            let (x, y, d) = (p(0), p(2), p(4))
            let c = counts(max(x.section, y.section, d.section) + 1, rowsFor([x, y, d]))
            return [
                Scenario(
                    crash: Fixture.state(c) + Fixture.batch([w.move(x, d), w.move(y, d)]),
                    fix: Fixture.state(c) + ["move \(w.row) \(x) to \(d)"],
                    story:
                        "One batch moved both the \(w.row) at \(x) and the one at \(y) to \(d). Two \(w.rows) cannot arrive at one place.",
                    fixStory: "Give each move its own destination.")
            ]
        case .moveRowFromDeletedSection:
            let s = n(0)
            let other = s == 0 ? 1 : 0
            let c = counts(max(s + 1, 2))
            let otherAfter = other > s ? other - 1 : other
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            "data move [\(s), 0] to [\(other), 1]", "data remove section \(s)",
                            w.sections("deleteSections", [s]),
                            w.move(
                                IndexPath(row: 0, section: s),
                                IndexPath(row: 1, section: otherAfter)),
                        ]),
                    fix: Fixture.state(c) + [
                        "move \(w.row) [\(s), 0] to [\(other), 1]", "delete section \(s)",
                    ],
                    story:
                        "One batch deleted section \(s) and moved a \(w.row) out of it. This version of UIKit cannot move \(w.rows) out of a section it deletes in the same batch.",
                    fixStory:
                        "Move the \(w.row) first, then delete the section in a second update.",
                    assumptions: [
                        "Where the \(w.row) went is not in the message; the message only names the section."
                    ])
            ]
        case .moveRowIntoInsertedSection:
            let s = n(0)
            let c = counts(max(s, 1), [0: 2])
            let source = IndexPath(row: 1, section: 0)
            let dataSource = IndexPath(row: 1, section: s == 0 ? 1 : 0)
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            "data insert section \(s) \"New\":",
                            "data move \(dataSource) to [\(s), 0]",
                            w.sections("insertSections", [s]),
                            w.move(source, IndexPath(row: 0, section: s)),
                        ]),
                    fix: Fixture.state(c) + [
                        "insert section \(s) \"New\":", "move \(w.row) \(dataSource) to [\(s), 0]",
                    ],
                    story:
                        "One batch inserted section \(s) and moved a \(w.row) into it. This version of UIKit cannot move \(w.rows) into a section it inserts in the same batch.",
                    fixStory:
                        "Insert the section first, then move the \(w.row) in a second update.",
                    assumptions: ["Which \(w.row) moved is not in the message."])
            ]
        case .invalidNumberOfSections:
            return try sectionCounts(w, after: n(0), before: n(1), inserted: n(2), deleted: n(3))
        case .invalidNumberOfRows:
            return try rowCounts(
                w, section: n(0), after: n(1), before: n(2), inserted: n(3), deleted: n(4),
                movedIn: n(5),
                movedOut: n(6))
        case .invalidBatchUpdates:
            return try batchUpdates(
                w, before: a.countsBefore, after: a.countsAfter, updates: a.updates)
        case .twoAnimationsForCell:
            return [
                Scenario(
                    crash: Fixture.state([3])
                        + Fixture.batch([
                            "reload \(w.row) [0, 0] \"A\"", "move \(w.row) [0, 0] to [0, 2]",
                        ]),
                    fix: Fixture.state([3]) + [
                        "move \(w.row) [0, 0] to [0, 2]", "reload \(w.row) [0, 2] \"A\"",
                    ],
                    story:
                        "One batch both reloaded a \(w.row) and moved it. Up to iOS 8, UIKit accepts the batch and then fails while it sets up two animations for the same cell.",
                    fixStory:
                        "Move the \(w.row) in one batch and reload it in the next (or configure the visible cell directly).",
                    assumptions: ["The message names no \(w.row); the first one was chosen."])
            ]
        case .globalIndexOutOfRange:
            let (index, items) = (n(0), n(1))
            try require(index < items, "item \(index) of \(items) exists")
            let c = [index + 1, items - index - 1]
            return [
                Scenario(
                    crash: Fixture.state(c)
                        + Fixture.batch([
                            "collection moveSection 0 to 0", "move item [0, \(index)] to [1, 0]",
                        ]),
                    fix: Fixture.state(c) + ["move item [0, \(index)] to [1, 0]"],
                    story:
                        "One batch \"moved\" a section onto itself and moved an item out of that section. The collection view numbers its \(items) items from 0 across all sections; it could not map item \(index) back to an index path.",
                    fixStory:
                        "Drop the move of a section to its own index: it does nothing but confuse the collection view.",
                    assumptions: [
                        "The item is the last of section 0 and goes to section 1; the message only gives its number across all sections."
                    ])
            ]
        case .itemCountOfMissingSection:
            let (s, sections) = (n(0), n(1))
            try require(s >= sections, "section \(s) exists when there are \(sections) sections")
            return [
                Scenario(
                    crash: Fixture.state(counts(sections)) + ["collection numberOfItems \(s)"],
                    fix: Fixture.state(counts(sections))
                        + (sections > 0
                            ? ["collection numberOfItems \(sections - 1)"]
                            : ["insert section 0 \"A\":", "collection numberOfItems 0"]),
                    story:
                        "Something asked the collection view itself, `collectionView.numberOfItems(inSection: \(s))`, while it had \(sections) section\(sections == 1 ? "" : "s"). The collection view answers from what it has loaded, not from the data source; the usual caller is a custom layout's `prepare()` running before the first section exists, or code that asks for a section the model has but the view has not been told about.",
                    fixStory:
                        "Ask only for sections the view has (`section < collectionView.numberOfSections`), or ask the data source; a layout with no sections should lay out nothing.",
                    assumptions: ["Who asked is not in the message; the walkthrough asks directly."]
                )
            ]
        case .layoutAttributesForMissingItem:
            let q = p(0)
            let before = counts(q.section + 1, [q.section: q.row + 1])
            let change = ["data remove \(q)", "collection reloadData"]
            return [
                Scenario(
                    crash: Fixture.state(before) + change + ["collection layoutAttributes \(q)"],
                    fix: Fixture.state(before) + change
                        + (q.row > 0
                            ? ["collection layoutAttributes [\(q.section), \(q.row - 1)]"] : []),
                    story:
                        "The collection view's layout handed it attributes for the item at \(q), which its data does not have. A custom layout that computes attributes once (in `prepare()`) and keeps them must drop them when the data changes: here the item was removed and the view reloaded, but the layout still described it.",
                    fixStory:
                        "Invalidate the layout's cache when the data changes (`invalidateLayout()`, or rebuild it in `prepare()` every time), and return attributes only for index paths the collection view has.",
                    assumptions: [
                        "That the item was removed and the view reloaded is listdocs' guess: the message only names the index path."
                    ])
            ]
        default:
            throw Irreconcilable(message: "\(kind) is not a batch text")
        }
    }

    /// Rows enough for every index path to exist.
    private static func rowsFor(_ paths: [IndexPath]) -> [Int: Int] {
        var rows: [Int: Int] = [:]
        for p in paths { rows[p.section] = max(rows[p.section] ?? 1, p.row + 1) }
        return rows
    }

    /// A move of the row at `from` to a place that exists, or a reload when there is none.
    private static func validMove(from: IndexPath, counts: [Int], _ w: ScriptWords) -> [String] {
        let rows = counts[from.section]
        guard rows > 1 else { return ["\(w.prefix) reloadData"] }
        let to = IndexPath(row: from.row == rows - 1 ? 0 : rows - 1, section: from.section)
        return ["move \(w.row) \(from) to \(to)"]
    }
}
