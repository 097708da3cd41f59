import ListDocsExplain
import Testing

/// Shapes of real texts the finder missed until they were modelled, each written here in
/// the project's own words and numbers (the public reports are in `PublicTexts/`).
@Suite struct UnseenShapesTests {
    @Test func iOS13sDuplicateTextNamesNoIdentifierAndOneStandsIn() throws {
        let log = """
            2020-01-18 09:33:41.198 Shelf[311:6025] *** Assertion failure in -[_UIDiffableDataSourceUpdate initWithIdentifiers:sectionIdentifiers:action:desinationIdentifier:relativePosition:destinationIsSection:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKitCore/UIKit-3901.4.905/_UIDiffableDataSource.m:1417
            2020-01-18 09:33:41.207 Shelf[311:6025] [General] Fatal: supplied identifiers are not unique.
            """
        let recipe = try Explainer.explain(log).recipe
        #expect(recipe.contains("```listdocs title=\"The crash\" id=crash ios=13 source=diffable"))
        #expect(recipe.contains("  append items \"Item\", \"Item\" to \"Main\""))
        #expect(recipe.contains("expect crash \"Fatal: supplied identifiers are not unique.\""))
        #expect(recipe.contains("iOS 13's text names neither the identifiers"))
    }

    @Test func aDequeueTextWithoutItsFirstWordsIsMadeWholeAndSaysSo() throws {
        let log = """
            The app stops as the grid appears: "collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath" and nothing else.
            """
        let recipe = try Explainer.explain(log).recipe
        #expect(
            recipe.contains(
                "expect crash \"the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:\""
            ))
        #expect(
            recipe.contains(
                "The message came without its first words (\"the cell returned from -\" or the like)"
            ))
        #expect(recipe.contains("dequeue=none"))
    }
}
