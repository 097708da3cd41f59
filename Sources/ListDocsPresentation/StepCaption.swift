import ListDocsEngine
import ListDocsScript

/// The one-line caption of a step, as the step list, the panels and `listdocs run` show it.
///
/// Captions are words, not script, and lead with what a reader sees, the labels:
/// `delete row [0, 3]` is "Delete “Banana” — row [0, 3]", `table deleteRows [0, 3]` is
/// "Table view only: delete “Banana” — row [0, 3]", and `data remove [0, 3]` is "Data
/// source only: remove row [0, 3]".
enum StepCaption {
    /// The caption of `step`, which `before` (the list at the end of the step before)
    /// names the rows of.
    static func caption(_ step: Step, view: ListViewKind = .table, before: Snapshot? = nil)
        -> String
    {
        switch step.kind {
        case .update(let viewOnly):
            // A step that raised changed nothing: only what was there can be named.
            let after = step.crash == nil ? step.after.screen : nil
            let words = step.calls.map {
                callWords($0, view: view, before: before?.screen, after: after)
            }.joined(separator: "; ")
            guard viewOnly else { return capitalized(words) }
            return (view == .table ? "Table view only: " : "Collection view only: ") + words
        case .dataChange:
            let words = step.dataChanges.compactMap { changeWords($0, view: view) }
            if case .setContent = step.dataChanges.first {
                return "Model only: " + words.joined(separator: "; ")
            }
            return "Data source only: " + words.joined(separator: "; ")
        case .snapshot(let change):
            let words = change.edits.map(editWords).joined(separator: "; ")
            return (change.fresh ? "New snapshot: " : "Snapshot: ") + words
        case .apply(let apply):
            var words: String
            switch apply.mode {
            case .animated: words = "Apply the snapshot"
            case .withoutAnimation: words = "Apply the snapshot without animation"
            case .usingReloadData: words = "Apply the snapshot using reloadData"
            }
            if apply.background { words += " from a background queue" }
            if apply.built != nil {
                words = words.replacing("the snapshot", with: "a new snapshot")
            }
            guard apply.of > 1 else { return words }
            return words + ", batch \(apply.stage) of \(apply.of): \(reason(apply.purpose))"

        case .save(let changes, _):
            return "Save: " + changes.map(objectWords).joined(separator: "; ")
        case .batch(let title):
            return title ?? "Batch update"
        case .diff(let stage, let count, let purpose):
            guard count > 1 else { return "Diff to the new state" }
            return "Diff to the new state, batch \(stage) of \(count): \(reason(purpose))"
        case .narrative(let narrative):
            return caption(narrative, view: view)
        case .query(.numberOfItems(let section), let answer):
            let asked = "Ask the collection view how many items section \(section) has"
            return answer.map { asked + ": \($0)" } ?? asked
        case .query(.layoutAttributes(let path), _):
            return "The layout hands the collection view attributes for item \(path)"
        }
    }

    /// A change to the managed objects in words: `delete the object at [1, 0]`.
    static func objectWords(_ change: ObjectChange) -> String {
        func group(_ name: String?) -> String { name.map { " in a new section “\($0)”" } ?? "" }
        return switch change {
        case .delete(let path): "delete the object at \(path)"
        case .insert(let path, let title, let name): "insert “\(title)” at \(path)" + group(name)
        case .move(let from, let to, let name): "move the object at \(from) to \(to)" + group(name)
        case .update(let path, let title): "retitle the object at \(path) “\(title)”"
        }
    }

    static func caption(_ narrative: Narrative, view: ListViewKind = .table) -> String {
        switch narrative {
        case .tap(let label): "Tap “\(label)”"
        case .tapRow(let path): "Tap \(view.element) \(path)"
        case .tapRowShowing(let label): "Tap \(view.element) “\(label)”"
        case .swipe(let path): "Swipe left on row \(path) to reveal Delete"
        case .confirm(let title, let message):
            message.isEmpty ? "Confirm: “\(title)”" : "Confirm: “\(title)” — \(message)"
        case .choose(let label): "Choose “\(label)”"
        case .drag(let from, let to): "The user drags \(view.element) \(from) to \(to)"
        case .note(let text): text
        }
    }

    /// A call in words, led by the labels of its rows where the screens show them:
    /// `delete “Banana” and “Fig” — rows [0, 3] and [0, 0]`. Deleted and moved rows are
    /// named as `before` showed them, inserted and reloaded ones as `after` shows them (no
    /// `after`: not named).
    static func callWords(
        _ call: TableViewCall, view: ListViewKind, before: Screen? = nil, after: Screen? = nil
    ) -> String {
        let one = view.element
        let many = view.elements
        /// `“Banana” — ` when every path has a label on `screen`, else nothing.
        func labels(_ paths: [IndexPath], on screen: Screen?) -> String {
            guard let screen else { return "" }
            let found = paths.compactMap { screen.cell(at: $0)?.label }
            guard found.count == paths.count, !found.isEmpty else { return "" }
            return list(found.map { "“\($0)”" }) + " — "
        }
        /// `“Fruit” — ` when every section has a title on `screen`, else nothing.
        func titles(_ sections: [Int], on screen: Screen?) -> String {
            guard let screen else { return "" }
            let found = sections.compactMap {
                screen.sections.indices.contains($0) ? screen.sections[$0].title : nil
            }.filter { !$0.isEmpty }
            guard found.count == sections.count, !found.isEmpty else { return "" }
            return list(found.map { "“\($0)”" }) + " — "
        }
        switch call {
        case .deleteRows(let p, _):
            return "delete \(labels(p, on: before))\(p.count == 1 ? one : many) \(list(p))"
        case .insertRows(let p, _):
            return "insert \(labels(p, on: after))\(p.count == 1 ? one : many) \(list(p))"
        case .reloadRows(let p, _):
            return "reload \(labels(p, on: after))\(p.count == 1 ? one : many) \(list(p))"
        case .moveRow(let f, let t): return "move \(labels([f], on: before))\(one) \(f) to \(t)"
        case .deleteSections(let s, _):
            return
                "delete \(titles(s, on: before))\(s.count == 1 ? "section" : "sections") \(list(s))"
        case .insertSections(let s, _):
            return
                "insert \(titles(s, on: after))\(s.count == 1 ? "section" : "sections") \(list(s))"
        case .reloadSections(let s, _):
            return
                "reload \(titles(s, on: after))\(s.count == 1 ? "section" : "sections") \(list(s))"
        case .moveSection(let f, let t):
            return "move \(titles([f], on: before))section \(f) to \(t)"
        case .reloadData: return "reload all data"
        }
    }

    /// A change to the data source in words: `remove row [0, 3]`, `insert “10” at [0, 4]`.
    static func changeWords(_ change: ArrayOperation, view: ListViewKind) -> String? {
        let one = view.element
        switch change {
        case .removeRow(let p): return "remove \(one) \(p)"
        case .insertRow(let p, let label): return "insert “\(label)” at \(p)"
        case .setRow(let p, let label): return "change \(one) \(p) to “\(label)”"
        case .moveRow(let f, let t): return "move \(one) \(f) to \(t)"
        case .removeSection(let s): return "remove section \(s)"
        case .insertSection(let s, let section):
            return section.title.isEmpty
                ? "insert section \(s)" : "insert section \(s) “\(section.title)”"
        case .moveSection(let f, let t): return "move section \(f) to \(t)"
        case .dropEmptySection: return nil
        case .setContent(let id, let text): return "“\(id)” now holds “\(text)”"
        case .takeRow(let p, _): return "take \(one) \(p) out"
        case .putRow(let p, _, _, _): return "put it back at \(p)"
        case .takeSection(let s, _): return "take section \(s) out"
        case .putSection(let s, _, _, _): return "put it back at \(s)"
        }
    }

    /// A snapshot call in words: `append “Kiwi” to “Fruit”`.
    static func editWords(_ edit: SnapshotEdit) -> String {
        func names(_ ids: [String]) -> String { list(ids.map { "“\($0)”" }) }
        switch edit {
        case .appendSections(let ids):
            return "append \(ids.count == 1 ? "section" : "sections") \(names(ids))"
        case .appendItems(let ids, nil): return "append \(names(ids))"
        case .appendItems(let ids, let section?): return "append \(names(ids)) to “\(section)”"
        case .insertSections(let ids, let position, let destination):
            return
                "insert \(ids.count == 1 ? "section" : "sections") \(names(ids)) \(position.rawValue) “\(destination)”"
        case .insertItems(let ids, let position, let destination):
            return "insert \(names(ids)) \(position.rawValue) “\(destination)”"
        case .deleteSections(let ids):
            return "delete \(ids.count == 1 ? "section" : "sections") \(names(ids))"
        case .deleteItems(let ids): return "delete \(names(ids))"
        case .deleteAllItems: return "delete everything"
        case .moveSection(let id, let position, let destination):
            return "move section “\(id)” \(position.rawValue) “\(destination)”"
        case .moveItem(let id, let position, let destination):
            return "move “\(id)” \(position.rawValue) “\(destination)”"
        case .reloadSections(let ids):
            return "reload \(ids.count == 1 ? "section" : "sections") \(names(ids))"
        case .reloadItems(let ids): return "reload \(names(ids))"
        case .reconfigureItems(let ids): return "reconfigure \(names(ids))"
        }
    }

    /// `[0, 3]`, `[0, 3] and [0, 0]`, `[0, 1], [0, 2] and [0, 3]`.
    static func list<T: CustomStringConvertible>(_ items: [T]) -> String {
        let words = items.map(\.description)
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// What an expectation checked, in words.
    static func expectation(_ result: ExpectationResult) -> String {
        switch (result.kind, result.held) {
        case (.state, true): "The list is as expected"
        case (.state, false): "The list is not as expected"
        case (.screen, true): "The screen shows what was expected"
        case (.screen, false): "The screen does not show what was expected"
        case (.crash, true): "The app crashes with the expected reason"
        case (.crash, false): "The app does not crash as expected"
        case (.stale, true): "The screen is stale, as expected"
        case (.stale, false): "The screen was expected to be stale, and is not"
        }
    }

    /// Why the differ split a change here.
    static func reason(_ purpose: DiffStage.Purpose) -> String {
        switch purpose {
        case .reloadsFirst: "reloads first: a row cannot be reloaded and moved in one batch"
        case .sectionsFirst:
            "sections first: rows cannot change inside a section that moves in the same batch"
        case .change: "the change"
        }
    }
}
