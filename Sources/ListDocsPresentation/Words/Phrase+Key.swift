/// What `PresentationWords` needs of a phrase: its key and its places' values.
extension Phrase {
    /// The key its words are given under in every language's table.
    /// One line per phrase: a table (function-length: table).
    public var key: String {
        switch self {
        case .row: "row"
        case .rows: "rows"
        case .item: "item"
        case .items: "items"
        case .section: "section"
        case .sections: "sections"
        case .listSeparator: "listSeparator"
        case .listLastSeparator: "listLastSeparator"
        case .callSeparator: "callSeparator"
        case .quoted: "quoted"
        case .labelled: "labelled"
        case .initialState: "initialState"
        case .inCompletion: "inCompletion"
        case .tableViewOnly: "tableViewOnly"
        case .collectionViewOnly: "collectionViewOnly"
        case .modelOnly: "modelOnly"
        case .dataSourceOnly: "dataSourceOnly"
        case .newSnapshot: "newSnapshot"
        case .snapshotEdits: "snapshotEdits"
        case .newSectionSnapshot: "newSectionSnapshot"
        case .sectionSnapshotOf: "sectionSnapshotOf"
        case .applyToSection: "applyToSection"
        case .appendChildrenEdit: "appendChildrenEdit"
        case .expandEdit: "expandEdit"
        case .collapseEdit: "collapseEdit"
        case .save: "save"
        case .batchUpdate: "batchUpdate"
        case .diffToNewState: "diffToNewState"
        case .diffBatch: "diffBatch"
        case .theSnapshot: "theSnapshot"
        case .aNewSnapshot: "aNewSnapshot"
        case .apply: "apply"
        case .applyWithoutAnimation: "applyWithoutAnimation"
        case .applyUsingReloadData: "applyUsingReloadData"
        case .fromBackgroundQueue: "fromBackgroundQueue"
        case .applyBatch: "applyBatch"
        case .askItemCount: "askItemCount"
        case .askRowCount: "askRowCount"
        case .answered: "answered"
        case .layoutAttributes: "layoutAttributes"
        case .deleteCall: "deleteCall"
        case .insertCall: "insertCall"
        case .reloadCall: "reloadCall"
        case .moveCall: "moveCall"
        case .reloadAllData: "reloadAllData"
        case .removeChange: "removeChange"
        case .insertChange: "insertChange"
        case .setChange: "setChange"
        case .insertSectionChange: "insertSectionChange"
        case .insertTitledSectionChange: "insertTitledSectionChange"
        case .contentChange: "contentChange"
        case .takeOut: "takeOut"
        case .putBack: "putBack"
        case .deleteObject: "deleteObject"
        case .insertObject: "insertObject"
        case .moveObject: "moveObject"
        case .retitleObject: "retitleObject"
        case .inNewSection: "inNewSection"
        case .appendSectionsEdit: "appendSectionsEdit"
        case .appendItemsEdit: "appendItemsEdit"
        case .appendItemsToEdit: "appendItemsToEdit"
        case .insertSectionsEdit: "insertSectionsEdit"
        case .insertItemsEdit: "insertItemsEdit"
        case .deleteSectionsEdit: "deleteSectionsEdit"
        case .deleteItemsEdit: "deleteItemsEdit"
        case .deleteAllItemsEdit: "deleteAllItemsEdit"
        case .moveSectionEdit: "moveSectionEdit"
        case .moveItemEdit: "moveItemEdit"
        case .reloadSectionsEdit: "reloadSectionsEdit"
        case .reloadItemsEdit: "reloadItemsEdit"
        case .reconfigureItemsEdit: "reconfigureItemsEdit"
        case .numberOfItemsEdit: "numberOfItemsEdit"
        case .before: "before"
        case .after: "after"
        case .tapButton: "tapButton"
        case .scrollTo: "scrollTo"
        case .select: "select"
        case .deselect: "deselect"
        case .deleteSelected: "deleteSelected"
        case .scrollToTop: "scrollToTop"
        case .scrollToBottom: "scrollToBottom"
        case .scrollWithoutAnimation: "scrollWithoutAnimation"
        case .tapElement: "tapElement"
        case .tapElementShowing: "tapElementShowing"
        case .swipe: "swipe"
        case .swipeLeft: "swipeLeft"
        case .swipeRight: "swipeRight"
        case .confirm: "confirm"
        case .confirmWithMessage: "confirmWithMessage"
        case .choose: "choose"
        case .drag: "drag"
        case .listAsExpected: "listAsExpected"
        case .listNotAsExpected: "listNotAsExpected"
        case .screenAsExpected: "screenAsExpected"
        case .screenNotAsExpected: "screenNotAsExpected"
        case .crashAsExpected: "crashAsExpected"
        case .crashNotAsExpected: "crashNotAsExpected"
        case .staleAsExpected: "staleAsExpected"
        case .staleNotAsExpected: "staleNotAsExpected"
        case .reloadsFirst: "reloadsFirst"
        case .sectionsFirst: "sectionsFirst"
        case .theChange: "theChange"
        case .derivesReloadData: "derivesReloadData"
        case .derivesNothing: "derivesNothing"
        case .derives: "derives"
        case .oneBatch: "oneBatch"
        case .batchOf: "batchOf"
        case .reconfigureInPlace: "reconfigureInPlace"
        case .fellBack: "fellBack"
        case .fellBackCollection: "fellBackCollection"
        case .columnBefore: "columnBefore"
        case .columnAfter: "columnAfter"
        case .columnIndexPath: "columnIndexPath"
        case .columnScreen: "columnScreen"
        case .columnDataSource: "columnDataSource"
        case .sameAsScreen: "sameAsScreen"
        case .columnLabel: "columnLabel"
        case .columnWhatHappened: "columnWhatHappened"
        case .columnCell: "columnCell"
        case .sectionNumber: "sectionNumber"
        case .unchanged: "unchanged"
        case .shifted: "shifted"
        case .deleted: "deleted"
        case .inserted: "inserted"
        case .moved: "moved"
        case .reloaded: "reloaded"
        case .reconfigured: "reconfigured"
        case .reconfiguredInPlace: "reconfiguredInPlace"
        case .stale: "stale"
        case .movedWithSection: "movedWithSection"
        case .alsoStale: "alsoStale"
        case .offScreen: "offScreen"
        case .offScreenChange: "offScreenChange"
        case .droppedReloads: "droppedReloads"
        case .phaseDeletes: "phaseDeletes"
        case .phaseMoves: "phaseMoves"
        case .phaseInserts: "phaseInserts"
        case .phaseReloads: "phaseReloads"
        case .legend: "legend"
        case .collectionGrid: "collectionGrid"
        case .collectionGridOne: "collectionGridOne"
        case .collectionList: "collectionList"
        case .sectionsBefore: "sectionsBefore"
        case .elementsInSectionBefore: "elementsInSectionBefore"
        case .plusInserted: "plusInserted"
        case .minusDeleted: "minusDeleted"
        case .plusMovedIn: "plusMovedIn"
        case .minusMovedOut: "minusMovedOut"
        case .expected: "expected"
        case .dataSourceSaid: "dataSourceSaid"
        case .perSectionBefore: "perSectionBefore"
        case .updatesAnnounced: "updatesAnnounced"
        case .perSectionAfter: "perSectionAfter"
        }
    }

    /// The values of its places, by name.
    /// One line per phrase with places: a table (function-length: table).
    var values: [String: String] {
        switch self {
        case .quoted(let text): ["text": text]
        case .labelled(let labels): ["labels": labels]
        case .inCompletion(let caption): ["caption": caption]
        case .tableViewOnly(let words): ["words": words]
        case .collectionViewOnly(let words): ["words": words]
        case .modelOnly(let words): ["words": words]
        case .dataSourceOnly(let words): ["words": words]
        case .newSnapshot(let words): ["words": words]
        case .snapshotEdits(let words): ["words": words]
        case .newSectionSnapshot(let words): ["words": words]
        case .sectionSnapshotOf(let section, let words): ["section": section, "words": words]
        case .applyToSection(let section): ["section": section]
        case .appendChildrenEdit(let ids, let parent): ["ids": ids, "parent": parent]
        case .expandEdit(let ids): ["ids": ids]
        case .collapseEdit(let ids): ["ids": ids]
        case .save(let words): ["words": words]
        case .diffBatch(let stage, let count, let reason):
            ["stage": stage, "count": count, "reason": reason]
        case .apply(let snapshot): ["snapshot": snapshot]
        case .applyWithoutAnimation(let snapshot): ["snapshot": snapshot]
        case .applyUsingReloadData(let snapshot): ["snapshot": snapshot]
        case .fromBackgroundQueue(let words): ["words": words]
        case .applyBatch(let words, let stage, let count, let reason):
            ["words": words, "stage": stage, "count": count, "reason": reason]
        case .askItemCount(let section): ["section": section]
        case .askRowCount(let section): ["section": section]
        case .answered(let question, let answer): ["question": question, "answer": answer]
        case .layoutAttributes(let path): ["path": path]
        case .deleteCall(let labels, let elements, let paths):
            ["labels": labels, "elements": elements, "paths": paths]
        case .insertCall(let labels, let elements, let paths):
            ["labels": labels, "elements": elements, "paths": paths]
        case .reloadCall(let labels, let elements, let paths):
            ["labels": labels, "elements": elements, "paths": paths]
        case .moveCall(let labels, let element, let from, let to):
            ["labels": labels, "element": element, "from": from, "to": to]
        case .removeChange(let element, let path): ["element": element, "path": path]
        case .insertChange(let label, let path): ["label": label, "path": path]
        case .setChange(let element, let path, let label):
            ["element": element, "path": path, "label": label]
        case .insertSectionChange(let section): ["section": section]
        case .insertTitledSectionChange(let section, let title):
            ["section": section, "title": title]
        case .contentChange(let id, let text): ["id": id, "text": text]
        case .takeOut(let element, let path): ["element": element, "path": path]
        case .putBack(let path): ["path": path]
        case .deleteObject(let path): ["path": path]
        case .insertObject(let title, let path, let group):
            ["title": title, "path": path, "group": group]
        case .moveObject(let from, let to, let group): ["from": from, "to": to, "group": group]
        case .retitleObject(let path, let title): ["path": path, "title": title]
        case .inNewSection(let name): ["name": name]
        case .appendSectionsEdit(let sections, let ids): ["sections": sections, "ids": ids]
        case .appendItemsEdit(let ids): ["ids": ids]
        case .appendItemsToEdit(let ids, let section): ["ids": ids, "section": section]
        case .insertSectionsEdit(let sections, let ids, let position, let destination):
            ["sections": sections, "ids": ids, "position": position, "destination": destination]
        case .insertItemsEdit(let ids, let position, let destination):
            ["ids": ids, "position": position, "destination": destination]
        case .deleteSectionsEdit(let sections, let ids): ["sections": sections, "ids": ids]
        case .deleteItemsEdit(let ids): ["ids": ids]
        case .moveSectionEdit(let id, let position, let destination):
            ["id": id, "position": position, "destination": destination]
        case .moveItemEdit(let id, let position, let destination):
            ["id": id, "position": position, "destination": destination]
        case .reloadSectionsEdit(let sections, let ids): ["sections": sections, "ids": ids]
        case .reloadItemsEdit(let ids): ["ids": ids]
        case .reconfigureItemsEdit(let ids): ["ids": ids]
        case .numberOfItemsEdit(let section): ["section": section]
        case .tapButton(let label): ["label": label]
        case .scrollTo(let element, let path): ["element": element, "path": path]
        case .select(let element, let paths): ["element": element, "paths": paths]
        case .deselect(let element, let paths): ["element": element, "paths": paths]
        case .deleteSelected(let element, let paths): ["element": element, "paths": paths]
        case .scrollToTop(let scroll): ["scroll": scroll]
        case .scrollToBottom(let scroll): ["scroll": scroll]
        case .scrollWithoutAnimation(let scroll): ["scroll": scroll]
        case .tapElement(let element, let path): ["element": element, "path": path]
        case .tapElementShowing(let element, let label): ["element": element, "label": label]
        case .swipe(let path): ["path": path]
        case .swipeLeft(let path, let actions): ["path": path, "actions": actions]
        case .swipeRight(let path, let actions): ["path": path, "actions": actions]
        case .confirm(let title): ["title": title]
        case .confirmWithMessage(let title, let message): ["title": title, "message": message]
        case .choose(let label): ["label": label]
        case .drag(let element, let from, let to): ["element": element, "from": from, "to": to]
        case .derives(let batch, let calls): ["batch": batch, "calls": calls]
        case .batchOf(let stage, let count): ["stage": stage, "count": count]
        case .reconfigureInPlace(let elements, let paths): ["elements": elements, "paths": paths]
        case .sectionNumber(let number): ["number": number]
        case .alsoStale(let change): ["change": change]
        case .offScreenChange(let change): ["change": change]
        case .droppedReloads(let paths): ["paths": paths]
        case .collectionGrid(let count): ["count": count]
        case .elementsInSectionBefore(let Elements, let section):
            ["Elements": Elements, "section": section]
        case .perSectionBefore(let Elements): ["Elements": Elements]
        case .perSectionAfter(let Elements): ["Elements": Elements]
        default: [:]
        }
    }
}
