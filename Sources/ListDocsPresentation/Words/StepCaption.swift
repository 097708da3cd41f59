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
    static func caption(
        _ step: Step, view: ListViewKind = .table, before: Snapshot? = nil,
        words w: PresentationWords = .english
    ) -> String {
        switch step.kind {
        case .update where step.deletesSelection:
            return deleteSelectedCaption(step, view: view, before: before, words: w)
        case .update(let viewOnly):
            // A step that raised changed nothing: only what was there can be named.
            let after = step.crash == nil ? step.after.screen : nil
            let words = step.calls.map {
                callWords($0, view: view, before: before?.screen, after: after, words: w)
            }.joined(separator: w.text(.callSeparator))
            guard viewOnly else { return capitalized(words) }
            return w.text(
                view == .table ? .tableViewOnly(words: words) : .collectionViewOnly(words: words))
        case .dataChange:
            let words = step.dataChanges.compactMap { changeWords($0, view: view, words: w) }
                .joined(separator: w.text(.callSeparator))
            if case .setContent = step.dataChanges.first {
                return w.text(.modelOnly(words: words))
            }
            return w.text(.dataSourceOnly(words: words))
        case .snapshot(let change):
            let words = change.edits.map { editWords($0, words: w) }.joined(
                separator: w.text(.callSeparator))
            return w.text(change.fresh ? .newSnapshot(words: words) : .snapshotEdits(words: words))
        case .sectionSnapshot(let change):
            let words = change.edits.map { sectionEditWords($0, words: w) }.joined(
                separator: w.text(.callSeparator))
            return change.section.map {
                w.text(.sectionSnapshotOf(section: $0, words: words))
            } ?? w.text(.newSectionSnapshot(words: words))
        case .apply(let apply) where apply.toSection != nil:
            return w.text(.applyToSection(section: apply.toSection ?? ""))
        case .apply(let apply):
            return applyCaption(apply, words: w)
        case .save(let changes, _):
            let words = changes.map { objectWords($0, words: w) }.joined(
                separator: w.text(.callSeparator))
            return w.text(.save(words: words))
        case .batch(let title):
            return title ?? w.text(.batchUpdate)
        case .diff(let stage, let count, let purpose):
            guard count > 1 else { return w.text(.diffToNewState) }
            return w.text(
                .diffBatch(
                    stage: String(stage), count: String(count), reason: reason(purpose, words: w)))
        case .narrative(let narrative):
            return caption(narrative, tappedLabel: step.tappedLabel, view: view, words: w)
        case .query(let query, let answer):
            return caption(query, answer: answer, view: view, words: w)
        }
    }

    /// An apply: its mode, the queue it runs on, and its stage when a staged apply makes it.
    private static func applyCaption(_ apply: SnapshotApply, words w: PresentationWords) -> String {
        let snapshot = w.text(apply.built != nil ? .aNewSnapshot : .theSnapshot)
        var words: String
        switch apply.mode {
        case .animated: words = w.text(.apply(snapshot: snapshot))
        case .withoutAnimation: words = w.text(.applyWithoutAnimation(snapshot: snapshot))
        case .usingReloadData: words = w.text(.applyUsingReloadData(snapshot: snapshot))
        }
        if apply.background { words = w.text(.fromBackgroundQueue(words: words)) }
        guard apply.of > 1 else { return words }
        return w.text(
            .applyBatch(
                words: words, stage: String(apply.stage), count: String(apply.of),
                reason: reason(apply.purpose, words: w)))
    }

    /// A question put to the view, with its answer when it gave one.
    static func caption(
        _ query: ViewQuery, answer: Int?, view: ListViewKind, words w: PresentationWords
    ) -> String {
        switch query {
        case .numberOfItems(let section):
            let asked = w.text(
                view == .table
                    ? .askRowCount(section: String(section))
                    : .askItemCount(section: String(section)))
            return answer.map { w.text(.answered(question: asked, answer: String($0))) }
                ?? asked
        case .layoutAttributes(let path):
            return w.text(.layoutAttributes(path: path.description))
        case .scrollTo(let path, let position, let animated):
            var scroll = w.text(.scrollTo(element: w.element(view), path: path.description))
            if position != .middle {
                scroll = w.text(
                    position == .top
                        ? .scrollToTop(scroll: scroll) : .scrollToBottom(scroll: scroll))
            }
            return animated ? scroll : w.text(.scrollWithoutAnimation(scroll: scroll))
        }
    }

    /// A change to the managed objects in words: `delete the object at [1, 0]`.
    static func objectWords(_ change: ObjectChange, words w: PresentationWords = .english)
        -> String
    {
        func group(_ name: String?) -> String {
            name.map { w.text(.inNewSection(name: $0)) } ?? ""
        }
        return switch change {
        case .delete(let path): w.text(.deleteObject(path: path.description))
        case .insert(let path, let title, let name):
            w.text(.insertObject(title: title, path: path.description, group: group(name)))
        case .move(let from, let to, let name):
            w.text(.moveObject(from: from.description, to: to.description, group: group(name)))
        case .update(let path, let title):
            w.text(.retitleObject(path: path.description, title: title))
        }
    }

    /// `delete selected rows`: the rows named as the list showed them, in screen order.
    private static func deleteSelectedCaption(
        _ step: Step, view: ListViewKind, before: Snapshot?, words w: PresentationWords
    ) -> String {
        let paths = step.calls.flatMap { call -> [IndexPath] in
            if case .deleteRows(let p, _) = call { return p }
            return []
        }
        let labels = paths.reversed().map {
            before?.screen.cell(at: $0).map { w.quoted($0.label) } ?? $0.description
        }
        return w.text(
            .deleteSelected(element: w.element(view, count: paths.count), paths: w.list(labels)))
    }

    /// The caption of a narrative step; a row tapped by its label (`tappedLabel`) is said
    /// as the script named it, not by the place it had.
    static func caption(
        _ narrative: Narrative, tappedLabel: String? = nil, view: ListViewKind = .table,
        words w: PresentationWords = .english
    ) -> String {
        let element = w.element(view)
        let narrative = tappedLabel.map { .tapRowShowing($0) } ?? narrative
        return switch narrative {
        case .tap(let label): w.text(.tapButton(label: label))
        case .tapRow(let path):
            w.text(.tapElement(element: element, path: path.description))
        case .tapRowShowing(let label):
            w.text(.tapElementShowing(element: element, label: label))
        case .swipe(let path, let actions) where actions == .delete:
            w.text(.swipe(path: path.description))
        case .swipe(let path, let actions):
            w.text(
                (actions.edge == .trailing ? Phrase.swipeLeft : Phrase.swipeRight)(
                    path.description, actions.actions.map(\.title).joined(separator: ", ")))
        case .confirm(let title, let message):
            message.isEmpty
                ? w.text(.confirm(title: title))
                : w.text(.confirmWithMessage(title: title, message: message))
        case .choose(let label): w.text(.choose(label: label))
        case .drag(let from, let to):
            w.text(.drag(element: element, from: from.description, to: to.description))
        case .select(let paths):
            w.text(
                .select(
                    element: w.element(view, count: paths.count),
                    paths: w.list(paths.map(\.description))))
        case .deselect(let paths):
            w.text(
                .deselect(
                    element: w.element(view, count: paths.count),
                    paths: w.list(paths.map(\.description))))
        case .note(let text): text
        }
    }

    /// A call in words, led by the labels of its rows where the screens show them:
    /// `delete “Banana” and “Fig” — rows [0, 3] and [0, 0]`. Deleted and moved rows are
    /// named as `before` showed them, inserted and reloaded ones as `after` shows them (no
    /// `after`: not named).
    static func callWords(
        _ call: TableViewCall, view: ListViewKind, before: Screen? = nil, after: Screen? = nil,
        words w: PresentationWords = .english
    ) -> String {
        /// `“Banana” — ` when every path has a label on `screen`, else nothing.
        func labels(_ paths: [IndexPath], on screen: Screen?) -> String {
            guard let screen else { return "" }
            let found = paths.compactMap { screen.cell(at: $0)?.label }
            guard found.count == paths.count, !found.isEmpty else { return "" }
            return w.text(.labelled(labels: w.list(found.map(w.quoted))))
        }
        /// `“Fruit” — ` when every section has a title on `screen`, else nothing.
        func titles(_ sections: [Int], on screen: Screen?) -> String {
            guard let screen else { return "" }
            let found = sections.compactMap {
                screen.sections.indices.contains($0) ? screen.sections[$0].title : nil
            }.filter { !$0.isEmpty }
            guard found.count == sections.count, !found.isEmpty else { return "" }
            return w.text(.labelled(labels: w.list(found.map(w.quoted))))
        }
        /// A call's words: `phrase` is `Phrase.deleteCall`, `insertCall` or `reloadCall`.
        func phrase(
            _ phrase: (String, String, String) -> Phrase, _ labels: String, _ elements: String,
            _ places: [String]
        ) -> String {
            w.text(phrase(labels, elements, w.list(places)))
        }
        func move(_ labels: String, _ element: String, _ from: String, _ to: String) -> String {
            w.text(.moveCall(labels: labels, element: element, from: from, to: to))
        }
        let paths = { (p: [IndexPath]) in p.map(\.description) }
        let numbers = { (s: [Int]) in s.map(String.init) }
        switch call {
        case .deleteRows(let p, _):
            return phrase(
                Phrase.deleteCall, labels(p, on: before), w.element(view, count: p.count), paths(p))
        case .insertRows(let p, _):
            return phrase(
                Phrase.insertCall, labels(p, on: after), w.element(view, count: p.count), paths(p))
        case .reloadRows(let p, _):
            return phrase(
                Phrase.reloadCall, labels(p, on: after), w.element(view, count: p.count), paths(p))
        case .moveRow(let f, let t):
            return move(labels([f], on: before), w.element(view), f.description, t.description)
        case .deleteSections(let s, _):
            return phrase(
                Phrase.deleteCall, titles(s, on: before), w.sections(count: s.count), numbers(s))
        case .insertSections(let s, _):
            return phrase(
                Phrase.insertCall, titles(s, on: after), w.sections(count: s.count), numbers(s))
        case .reloadSections(let s, _):
            return phrase(
                Phrase.reloadCall, titles(s, on: after), w.sections(count: s.count), numbers(s))
        case .moveSection(let f, let t):
            return move(titles([f], on: before), w.text(.section), String(f), String(t))
        case .reloadData: return w.text(.reloadAllData)
        }
    }

    /// A change to the data source in words: `remove row [0, 3]`, `insert “10” at [0, 4]`.
    static func changeWords(
        _ change: ArrayOperation, view: ListViewKind, words w: PresentationWords = .english
    ) -> String? {
        let one = w.element(view)
        let section = w.text(.section)
        func move(_ element: String, _ from: String, _ to: String) -> String {
            w.text(.moveCall(labels: "", element: element, from: from, to: to))
        }
        switch change {
        case .removeRow(let p):
            return w.text(.removeChange(element: one, path: p.description))
        case .insertRow(let p, let label):
            return w.text(.insertChange(label: label, path: p.description))
        case .setRow(let p, let label):
            return w.text(.setChange(element: one, path: p.description, label: label))
        case .moveRow(let f, let t): return move(one, f.description, t.description)
        case .removeSection(let s):
            return w.text(.removeChange(element: section, path: String(s)))
        case .insertSection(let s, let inserted):
            return inserted.title.isEmpty
                ? w.text(.insertSectionChange(section: String(s)))
                : w.text(.insertTitledSectionChange(section: String(s), title: inserted.title))
        case .moveSection(let f, let t): return move(section, String(f), String(t))
        case .dropEmptySection: return nil
        case .setContent(let id, let text):
            return w.text(.contentChange(id: id, text: text))
        case .takeRow(let p, _): return w.text(.takeOut(element: one, path: p.description))
        case .putRow(let p, _, _, _): return w.text(.putBack(path: p.description))
        case .takeSection(let s, _):
            return w.text(.takeOut(element: section, path: String(s)))
        case .putSection(let s, _, _, _): return w.text(.putBack(path: String(s)))
        }
    }

    /// A snapshot call in words: `append “Kiwi” to “Fruit”`.
    /// A section snapshot's edit in words: `append “Gala” under “Apple”`.
    static func sectionEditWords(_ edit: SectionSnapshotEdit, words w: PresentationWords)
        -> String
    {
        func names(_ ids: [String]) -> String { w.list(ids.map(w.quoted)) }
        return switch edit {
        case .append(let ids, nil): w.text(.appendItemsEdit(ids: names(ids)))
        case .append(let ids, let parent?):
            w.text(.appendChildrenEdit(ids: names(ids), parent: parent))
        case .insert(let ids, let position, let destination):
            w.text(
                .insertItemsEdit(
                    ids: names(ids), position: w.text(position.phrase), destination: destination))
        case .delete(let ids): w.text(.deleteItemsEdit(ids: names(ids)))
        case .expand(let ids): w.text(.expandEdit(ids: names(ids)))
        case .collapse(let ids): w.text(.collapseEdit(ids: names(ids)))
        }
    }

    static func editWords(_ edit: SnapshotEdit, words w: PresentationWords = .english) -> String {
        func names(_ ids: [String]) -> String { w.list(ids.map(w.quoted)) }
        let place = { (position: RelativePosition) in w.text(position.phrase) }
        func sections(_ ids: [String]) -> String { w.sections(count: ids.count) }
        switch edit {
        case .appendSections(let ids):
            return w.text(
                .appendSectionsEdit(sections: w.sections(count: ids.count), ids: names(ids)))
        case .appendItems(let ids, nil): return w.text(.appendItemsEdit(ids: names(ids)))
        case .appendItems(let ids, let section?):
            return w.text(.appendItemsToEdit(ids: names(ids), section: section))
        case .insertSections(let ids, let position, let destination):
            return w.text(
                .insertSectionsEdit(
                    sections: sections(ids), ids: names(ids), position: place(position),
                    destination: destination))
        case .insertItems(let ids, let position, let destination):
            return w.text(
                .insertItemsEdit(
                    ids: names(ids), position: place(position), destination: destination))
        case .deleteSections(let ids):
            return w.text(
                .deleteSectionsEdit(sections: w.sections(count: ids.count), ids: names(ids)))
        case .deleteItems(let ids): return w.text(.deleteItemsEdit(ids: names(ids)))
        case .deleteAllItems: return w.text(.deleteAllItemsEdit)
        case .moveSection(let id, let position, let destination):
            return w.text(
                .moveSectionEdit(id: id, position: place(position), destination: destination))
        case .moveItem(let id, let position, let destination):
            return w.text(
                .moveItemEdit(id: id, position: place(position), destination: destination))
        case .reloadSections(let ids):
            return w.text(
                .reloadSectionsEdit(sections: w.sections(count: ids.count), ids: names(ids)))
        case .reloadItems(let ids): return w.text(.reloadItemsEdit(ids: names(ids)))
        case .reconfigureItems(let ids): return w.text(.reconfigureItemsEdit(ids: names(ids)))
        case .numberOfItems(let section):
            return w.text(.numberOfItemsEdit(section: section))
        }
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// What an expectation checked, in words.
    static func expectation(_ result: ExpectationResult, words w: PresentationWords = .english)
        -> String
    {
        let held = result.held
        let phrase: Phrase =
            switch result.kind {
            case .state: held ? .listAsExpected : .listNotAsExpected
            case .screen: held ? .screenAsExpected : .screenNotAsExpected
            case .crash: held ? .crashAsExpected : .crashNotAsExpected
            case .stale: held ? .staleAsExpected : .staleNotAsExpected
            }
        return w.text(phrase)
    }

    /// Why the differ split a change here.
    static func reason(_ purpose: DiffStage.Purpose, words w: PresentationWords = .english)
        -> String
    {
        switch purpose {
        case .reloadsFirst: w.text(.reloadsFirst)
        case .sectionsFirst: w.text(.sectionsFirst)
        case .change: w.text(.theChange)
        }
    }
}

extension RelativePosition {
    /// `before` or `after`, in the site's words.
    var phrase: Phrase { self == .before ? .before : .after }
}
