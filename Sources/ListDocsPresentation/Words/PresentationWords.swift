import ListDocsEngine

/// The words a walkthrough's presentation writes — step captions, the state tables'
/// headings and "What happened", the device's phases and legend, the crash's arithmetic, what
/// UIKit derived from a snapshot — by key, `{name}` standing for a value filled in. English
/// unless a site's language gives others (`SiteStrings` holds those, shipped with listdocs
/// in `Templates/strings/`); `listdocs run` and the exports write English.
public struct PresentationWords: Sendable, Hashable {
    /// The words by key; a key missing here is written in English.
    public let table: [String: String]

    /// The words of `table` over English's.
    public init(_ table: [String: String] = [:]) {
        self.table = table
    }

    /// English.
    public static let english = PresentationWords()

    /// Whether these words are English's: for every key a presentation writes, `table`
    /// gives English's word or none (its other keys, a site's page furniture, are not
    /// read here), so a presentation in them is the one in English.
    public var isEnglish: Bool {
        Self.englishTable.allSatisfy { key, word in table[key].map { $0 == word } ?? true }
    }

    /// The words of `phrase` in this language (English's where the table has none), its
    /// `{name}` places filled from the phrase's values.
    public func text(_ phrase: Phrase) -> String {
        let key = phrase.key
        return Self.fill(table[key] ?? Self.englishTable[key] ?? key, phrase.values)
    }

    /// `template` with each `{name}` that `values` has replaced by its value, in one pass:
    /// a value is never read again for places (a row labelled `{paths}` stays so).
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] {
                out += value
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `row`/`rows`, `item`/`items`, `section`/`sections`, as one or several.
    func element(_ view: ListViewKind, count: Int = 1) -> String {
        switch (view, count == 1) {
        case (.table, true): text(.row)
        case (.table, false): text(.rows)
        case (.collection, true): text(.item)
        case (.collection, false): text(.items)
        }
    }

    func sections(count: Int) -> String { text(count == 1 ? .section : .sections) }

    /// `[0, 3]`, `[0, 3] and [0, 0]`, `[0, 1], [0, 2] and [0, 3]`.
    func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: text(.listSeparator))
            + text(.listLastSeparator) + words.last!
    }

    /// `“Kiwi”`, in the language's quotation marks.
    func quoted(_ text: String) -> String { self.text(.quoted(text: text)) }

    /// The English words, by key: every key a language's table must give.
    public static let englishTable: [String: String] = [
        // Elements and lists
        "row": "row", "rows": "rows", "item": "item", "items": "items",
        "section": "section", "sections": "sections",
        "listSeparator": ", ", "listLastSeparator": " and ", "callSeparator": "; ",
        "quoted": "“{text}”", "labelled": "{labels} — ",
        // Steps
        "initialState": "Initial state",
        "inCompletion": "In the completion handler: {caption}",
        "tableViewOnly": "Table view only: {words}",
        "collectionViewOnly": "Collection view only: {words}",
        "modelOnly": "Model only: {words}",
        "dataSourceOnly": "Data source only: {words}",
        "newSnapshot": "New snapshot: {words}",
        "snapshotEdits": "Snapshot: {words}",
        "newSectionSnapshot": "New section snapshot: {words}",
        "sectionSnapshotOf": "Section snapshot of “{section}”: {words}",
        "applyToSection": "Apply the section snapshot to “{section}”",
        "appendChildrenEdit": "append {ids} under “{parent}”",
        "expandEdit": "expand {ids}",
        "collapseEdit": "collapse {ids}",
        "save": "Save: {words}",
        "batchUpdate": "Batch update",
        "diffToNewState": "Diff to the new state",
        "diffBatch": "Diff to the new state, batch {stage} of {count}: {reason}",
        "theSnapshot": "the snapshot", "aNewSnapshot": "a new snapshot",
        "apply": "Apply {snapshot}",
        "applyWithoutAnimation": "Apply {snapshot} without animation",
        "applyUsingReloadData": "Apply {snapshot} using reloadData",
        "fromBackgroundQueue": "{words} from a background queue",
        "applyBatch": "{words}, batch {stage} of {count}: {reason}",
        "askItemCount": "Ask the collection view how many items section {section} has",
        "askRowCount": "Ask the table view how many rows section {section} has",
        "answered": "{question}: {answer}",
        "layoutAttributes": "The layout hands the collection view attributes for item {path}",
        // Calls
        "deleteCall": "delete {labels}{elements} {paths}",
        "insertCall": "insert {labels}{elements} {paths}",
        "reloadCall": "reload {labels}{elements} {paths}",
        "moveCall": "move {labels}{element} {from} to {to}",
        "reloadAllData": "reload all data",
        // Data changes
        "removeChange": "remove {element} {path}",
        "insertChange": "insert “{label}” at {path}",
        "setChange": "change {element} {path} to “{label}”",
        "insertSectionChange": "insert section {section}",
        "insertTitledSectionChange": "insert section {section} “{title}”",
        "contentChange": "“{id}” now holds “{text}”",
        "takeOut": "take {element} {path} out",
        "putBack": "put it back at {path}",
        // Saves of managed objects
        "deleteObject": "delete the object at {path}",
        "insertObject": "insert “{title}” at {path}{group}",
        "moveObject": "move the object at {from} to {to}{group}",
        "retitleObject": "retitle the object at {path} “{title}”",
        "inNewSection": " in a new section “{name}”",
        // Snapshot edits
        "appendSectionsEdit": "append {sections} {ids}",
        "appendItemsEdit": "append {ids}",
        "appendItemsToEdit": "append {ids} to “{section}”",
        "insertSectionsEdit": "insert {sections} {ids} {position} “{destination}”",
        "insertItemsEdit": "insert {ids} {position} “{destination}”",
        "deleteSectionsEdit": "delete {sections} {ids}",
        "deleteItemsEdit": "delete {ids}",
        "deleteAllItemsEdit": "delete everything",
        "moveSectionEdit": "move section “{id}” {position} “{destination}”",
        "moveItemEdit": "move “{id}” {position} “{destination}”",
        "reloadSectionsEdit": "reload {sections} {ids}",
        "reloadItemsEdit": "reload {ids}",
        "reconfigureItemsEdit": "reconfigure {ids}",
        "numberOfItemsEdit": "ask how many items “{section}” holds",
        "before": "before", "after": "after",
        // The user
        "tapButton": "Tap “{label}”",
        "scrollTo": "Scroll to {element} {path}",
        "select": "Select {element} {paths}",
        "deselect": "Deselect {element} {paths}",
        "deleteSelected": "Delete the selected {element}, {paths}",
        "scrollToTop": "{scroll}, to the top of the screen",
        "scrollToBottom": "{scroll}, to the bottom of the screen",
        "scrollWithoutAnimation": "{scroll}, without animation",
        "tapElement": "Tap {element} {path}",
        "tapElementShowing": "Tap {element} “{label}”",
        "swipe": "Swipe left on row {path} to reveal Delete",
        "swipeLeft": "Swipe left on row {path} to reveal {actions}",
        "swipeRight": "Swipe right on row {path} to reveal {actions}",
        "confirm": "Confirm: “{title}”",
        "confirmWithMessage": "Confirm: “{title}” — {message}",
        "choose": "Choose “{label}”",
        "drag": "The user drags {element} {from} to {to}",
        // Expectations
        "listAsExpected": "The list is as expected",
        "listNotAsExpected": "The list is not as expected",
        "screenAsExpected": "The screen shows what was expected",
        "screenNotAsExpected": "The screen does not show what was expected",
        "crashAsExpected": "The app crashes with the expected reason",
        "crashNotAsExpected": "The app does not crash as expected",
        "staleAsExpected": "The screen is stale, as expected",
        "staleNotAsExpected": "The screen was expected to be stale, and is not",
        // Why the differ split a change
        "reloadsFirst": "reloads first: a row cannot be reloaded and moved in one batch",
        "sectionsFirst":
            "sections first: rows cannot change inside a section that moves in the same batch",
        "theChange": "the change",
        // What UIKit made of an apply
        "derivesReloadData":
            "UIKit does not diff: it calls reloadData, every cell is asked again and nothing animates.",
        "derivesNothing":
            "UIKit finds no difference between the two snapshots: nothing changes on screen.",
        "derives": "UIKit derives {batch}: {calls}.",
        "oneBatch": "one batch", "batchOf": "batch {stage} of {count}",
        "reconfigureInPlace": "reconfigure {elements} {paths} in place",
        "fellBack": "UIKit gave up animating this update and reloaded the whole table.",
        "fellBackCollection":
            "UIKit gave up animating this update and reloaded the whole collection view.",
        // State tables
        "columnBefore": "Before", "columnAfter": "After", "columnIndexPath": "Index path",
        "columnScreen": "Screen", "columnDataSource": "Data source",
        "sameAsScreen": "same", "columnLabel": "Label",
        "columnWhatHappened": "What happened", "columnCell": "Cell",
        "sectionNumber": "section {number}",
        "unchanged": "unchanged", "shifted": "shifted", "deleted": "deleted",
        "inserted": "inserted", "moved": "moved", "reloaded": "reloaded",
        "reconfigured": "reconfigured", "reconfiguredInPlace": "reconfigured in place",
        "stale": "stale", "movedWithSection": "moved with its section",
        "alsoStale": "{change}, stale",
        "offScreen": "off screen, no cell",
        "offScreenChange": "{change}, off screen (no cell)",
        "droppedReloads":
            "UIKit dropped the reload of {paths}: the row has no cell (off screen, or past the end of its section), and from iOS 18 an app built against its SDK reloads only rows that have one.",
        // The device
        "phaseDeletes": "Deletes", "phaseMoves": "Moves", "phaseInserts": "Inserts",
        "phaseReloads": "Reloads", "legend": "What the colours on the device mean",
        "collectionGrid": "collection view, grid of {count} columns",
        "collectionGridOne": "collection view, grid of 1 column",
        "collectionList": "collection view, list layout",
        // A crash's arithmetic
        "sectionsBefore": "Sections before the update",
        "elementsInSectionBefore": "{Elements} in section {section} before the update",
        "plusInserted": "+ inserted", "minusDeleted": "− deleted", "plusMovedIn": "+ moved in",
        "minusMovedOut": "− moved out", "expected": "= what UIKit expected",
        "dataSourceSaid": "What the data source said",
        "perSectionBefore": "{Elements} per section before",
        "updatesAnnounced": "Updates announced",
        "perSectionAfter": "{Elements} per section after",
    ]
}
