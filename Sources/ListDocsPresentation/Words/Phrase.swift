/// One phrase a walkthrough's presentation writes, with the values of its `{name}` places
/// as associated values: a phrase that does not exist, or a place left without its value, is
/// a compile error rather than a key printed on the page. `PresentationWords.text(_:)` looks
/// its words up by `key` in the site's language (English's in `PresentationWords.englishTable`).
/// `PhraseTests` holds the English table to these keys and places, and `SiteLanguageTests`
/// every shipped language to English's.
public enum Phrase: Hashable, Sendable {
    case row
    case rows
    case item
    case items
    case section
    case sections
    case listSeparator
    case listLastSeparator
    case callSeparator
    case quoted(text: String)
    case labelled(labels: String)
    case initialState
    case inCompletion(caption: String)
    case tableViewOnly(words: String)
    case collectionViewOnly(words: String)
    case modelOnly(words: String)
    case dataSourceOnly(words: String)
    case newSnapshot(words: String)
    case snapshotEdits(words: String)
    case newSectionSnapshot(words: String)
    case sectionSnapshotOf(section: String, words: String)
    case applyToSection(section: String)
    case appendChildrenEdit(ids: String, parent: String)
    case expandEdit(ids: String)
    case collapseEdit(ids: String)
    case save(words: String)
    case batchUpdate
    case diffToNewState
    case diffBatch(stage: String, count: String, reason: String)
    case theSnapshot
    case aNewSnapshot
    case apply(snapshot: String)
    case applyWithoutAnimation(snapshot: String)
    case applyUsingReloadData(snapshot: String)
    case fromBackgroundQueue(words: String)
    case applyBatch(words: String, stage: String, count: String, reason: String)
    case askItemCount(section: String)
    case askRowCount(section: String)
    case answered(question: String, answer: String)
    case layoutAttributes(path: String)
    case deleteCall(labels: String, elements: String, paths: String)
    case insertCall(labels: String, elements: String, paths: String)
    case reloadCall(labels: String, elements: String, paths: String)
    case moveCall(labels: String, element: String, from: String, to: String)
    case reloadAllData
    case removeChange(element: String, path: String)
    case insertChange(label: String, path: String)
    case setChange(element: String, path: String, label: String)
    case insertSectionChange(section: String)
    case insertTitledSectionChange(section: String, title: String)
    case contentChange(id: String, text: String)
    case takeOut(element: String, path: String)
    case putBack(path: String)
    case deleteObject(path: String)
    case insertObject(title: String, path: String, group: String)
    case moveObject(from: String, to: String, group: String)
    case retitleObject(path: String, title: String)
    case inNewSection(name: String)
    case appendSectionsEdit(sections: String, ids: String)
    case appendItemsEdit(ids: String)
    case appendItemsToEdit(ids: String, section: String)
    case insertSectionsEdit(sections: String, ids: String, position: String, destination: String)
    case insertItemsEdit(ids: String, position: String, destination: String)
    case deleteSectionsEdit(sections: String, ids: String)
    case deleteItemsEdit(ids: String)
    case deleteAllItemsEdit
    case moveSectionEdit(id: String, position: String, destination: String)
    case moveItemEdit(id: String, position: String, destination: String)
    case reloadSectionsEdit(sections: String, ids: String)
    case reloadItemsEdit(ids: String)
    case reconfigureItemsEdit(ids: String)
    case numberOfItemsEdit(section: String)
    case before
    case after
    case tapButton(label: String)
    case scrollTo(element: String, path: String)
    case select(element: String, paths: String)
    case deselect(element: String, paths: String)
    case deleteSelected(element: String, paths: String)
    case scrollToTop(scroll: String)
    case scrollToBottom(scroll: String)
    case scrollWithoutAnimation(scroll: String)
    case tapElement(element: String, path: String)
    case tapElementShowing(element: String, label: String)
    case swipe(path: String)
    case swipeLeft(path: String, actions: String)
    case swipeRight(path: String, actions: String)
    case confirm(title: String)
    case confirmWithMessage(title: String, message: String)
    case choose(label: String)
    case drag(element: String, from: String, to: String)
    case listAsExpected
    case listNotAsExpected
    case screenAsExpected
    case screenNotAsExpected
    case crashAsExpected
    case crashNotAsExpected
    case staleAsExpected
    case staleNotAsExpected
    case reloadsFirst
    case sectionsFirst
    case theChange
    case derivesReloadData
    case derivesNothing
    case derives(batch: String, calls: String)
    case oneBatch
    case batchOf(stage: String, count: String)
    case reconfigureInPlace(elements: String, paths: String)
    case fellBack
    case fellBackCollection
    case columnBefore
    case columnAfter
    case columnIndexPath
    case columnScreen
    case columnDataSource
    case sameAsScreen
    case columnLabel
    case columnWhatHappened
    case columnCell
    case sectionNumber(number: String)
    case unchanged
    case shifted
    case deleted
    case inserted
    case moved
    case reloaded
    case reconfigured
    case reconfiguredInPlace
    case stale
    case movedWithSection
    case alsoStale(change: String)
    case offScreen
    case offScreenChange(change: String)
    case droppedReloads(paths: String)
    case phaseDeletes
    case phaseMoves
    case phaseInserts
    case phaseReloads
    case legend
    case collectionGrid(count: String)
    case collectionGridOne
    case collectionList
    case sectionsBefore
    case elementsInSectionBefore(Elements: String, section: String)
    case plusInserted
    case minusDeleted
    case plusMovedIn
    case minusMovedOut
    case expected
    case dataSourceSaid
    case perSectionBefore(Elements: String)
    case updatesAnnounced
    case perSectionAfter(Elements: String)
}
