import ListDocsEngine
import ListDocsScript
import Testing

/// Every form of the language, parsed and run, with the resulting steps checked.
@Suite struct FormTests {
    func run(_ script: String, info: String = "listdocs") throws -> Walkthrough {
        let (walkthrough, diagnostics) = Marked(script, info: info).run()
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.location): \($0.message) \($0.notes)" })")
        return try #require(walkthrough)
    }

    @Test func theSpecExample() throws {
        let w = try run(
            """
            state
              Even Numbers: 0, 2, 4, 6
              Odd Numbers: 1, 3, 5, 7

            tap "Delete Odd Numbers"
            delete section 1
            expect
              Even Numbers: 0, 2, 4, 6
            """, info: #"listdocs title="Delete the odd numbers""#)
        #expect(w.attributes.title == "Delete the odd numbers")
        #expect(w.steps[0].kind == .narrative(.tap("Delete Odd Numbers")))
        #expect(w.steps[1].source == ["delete section 1"])
        #expect(w.steps[1].calls == [.deleteSections([1], .automatic)])
        #expect(w.steps[1].expectations.map(\.held) == [true])
    }

    @Test func sectionForms() throws {
        let w = try run(
            """
            state
              A: a
              B: b
              C: c
              Archive:   # a section with no rows
            delete sections 0, 3 with top
            expect
              B: b
              C: c
            insert section 1 "Primes": 2, 3, 5 with bottom
            move section 0 to 2
            reload sections 0, 1
            reload section 2 with middle
            expect
              Primes: 2, 3, 5
              C: c
              B: b
            """)
        #expect(
            w.steps.map(\.calls) == [
                [.deleteSections([0, 3], .top)], [.insertSections([1], .bottom)],
                [.moveSection(0, to: 2)],
                [.reloadSections([0, 1], .automatic)], [.reloadSections([2], .middle)],
            ])
        #expect(w.steps.allSatisfy { $0.crash == nil })
    }

    @Test func rowForms() throws {
        let w = try run(
            """
            state: 0, 1, 2, 3, 4, 5, 6
            delete row [0, 3]
            delete rows [0, 3], [0, 0] with left
            insert row [0, 4] "10"
            insert rows [0, 5] "11", [0, 6] twelve with right
            move row [0, 0] to [0, 1]
            reload row [0, 2] "two"
            reload rows [0, 0], [0, 1] "b" with none
            reload data
            expect: 2, b, two, 6, 10, 11, twelve
            """)
        #expect(w.steps.count == 8)
        #expect(
            w.steps[3].calls == [
                .insertRows([IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0)], .right)
            ])
        #expect(w.steps[5].report?.phases.map(\.kind) == [.reload])
        #expect(w.steps[7].calls == [.reloadData])
        #expect(w.steps.last?.expectations.map(\.held) == [true])
    }

    @Test func labelsKeepTheirCharacters() throws {
        // A quote or comma followed by a combining accent is one character, part of the label.
        let w = try run(
            """
            state: 日本, "e\u{301}", 👍🏽, a,\u{301}b, "\u{301}c # not a comment
            insert row [0, 0] "Zürich # kept"
            reload row [0, 1] "🇨🇭"   # a comment
            expect: "Zürich # kept", 🇨🇭, "e\u{301}", 👍🏽, a,\u{301}b, "\u{301}c
            """)
        #expect(
            w.initial.dataSource.sections[0].rows == [
                "日本", "e\u{301}", "👍🏽", "a,\u{301}b", "\"\u{301}c",
            ])
        #expect(w.steps.last?.expectations.map(\.held) == [true])
    }

    @Test func windowsLineEndings() throws {
        let w = try run(
            "state: a, b, c\r\ndelete row [0, 0] with fade\r\n# a comment\r\nexpect: b, c\r\n")
        #expect(w.steps.map(\.calls) == [[.deleteRows([IndexPath(row: 0, section: 0)], .fade)]])
        #expect(w.steps.last?.expectations.map(\.held) == [true])
    }

    @Test func batchesApplyDeletesBeforeInserts() throws {
        let w = try run(
            """
            state: 0, 1, 2, 3, 4, 5, 6
            batch "Delete two, insert two"
              delete rows [0, 3], [0, 0]
              insert rows [0, 5] "10", [0, 6] "11"
            expect: 1, 2, 4, 5, 6, 10, 11
            """)
        #expect(w.steps[0].kind == .batch(title: "Delete two, insert two"))
        #expect(w.steps[0].report?.phases.map(\.kind) == [.delete, .insert])
    }

    @Test func dataAndTableDrivenSeparately() throws {
        let w = try run(
            """
            state
              A: 0, 1, 2, 3
              B: x
            data remove [0, 3]
            table deleteRows [0, 3] with fade
            data insert "10" at [0, 3]
            data move [0, 0] to [1, 0]
            data set [0, 1] "two"
            batch
              table insertRows [0, 2]
              table moveRow [0, 0] to [1, 0]
            expect stale
            table reloadRows [0, 1]
            expect
              A: 1, two, 10
              B: 0, x
            data insert section 1 "Primes": 2, 3
            table insertSections 1
            data move section 0 to 2
            table moveSection 0 to 2
            data remove section 1
            table deleteSections 1
            table reloadSections 0
            table reloadData
            """)
        #expect(w.steps.filter { $0.kind == .dataChange }.count == 7)
        #expect(w.steps.allSatisfy { $0.crash == nil })
        #expect(w.steps.last?.after.dataSource == w.steps.last?.after.screen.list)
    }

    @Test func expectationsOfEveryKind() throws {
        let w = try run(
            """
            state: 0, 1, 2, 3, 4, 5, 6
            batch
              data remove [0, 3]
              data remove [0, 0]
              data insert "10" at [0, 4]
              data insert "11" at [0, 5]
              table insertRows [0, 6], [0, 5]
              table deleteRows [0, 3], [0, 0]
            expect stale
            expect screen: 1, 2, 4, 5, 6, 11, 6
            expect: 1, 2, 4, 5, 10, 11, 6
            table deleteRows [0, 0]
            expect crash "Invalid update: invalid number of rows in section 0"
            """)
        #expect(w.steps[0].staleCells.map(\.path) == [IndexPath(row: 4, section: 0)])
        #expect(w.crash?.kind == .invalidNumberOfRows)
        #expect(w.steps[1].expectations.map(\.held) == [true])
    }

    @Test func narrativeSteps() throws {
        let w = try run(
            """
            state
              Planets: Mercury, Venus, Earth, Pluto
            swipe row [0, 3]
            confirm "Delete Planet" "Are you sure you want to permanently delete Pluto?"
            choose Cancel
            note "Toggle Slow Animations to watch this"
            delete row [0, 3] with fade
            """)
        #expect(w.steps.count == 4)
        #expect(w.steps[0].kind == .narrative(.swipe(IndexPath(row: 3, section: 0))))
        #expect(w.steps[3].note == "Toggle Slow Animations to watch this")
    }

    @Test func diffToComputesTheBatch() throws {
        let w = try run(
            """
            state
              Even Numbers: 0, 2, 4, 6
              Odd Numbers: 1, 3, 5, 7
            diff to
              Odd Numbers: 7, 1
              Even Numbers: 0, 2, 9
            """)
        #expect(
            w.steps.last?.after.screen.list.dump() == "Odd Numbers: 7, 1\nEven Numbers: 0, 2, 9")
        #expect(
            w.steps.allSatisfy {
                $0.kind.isBatch && $0.kind != .batch(title: nil) && $0.crash == nil
            })
    }

    @Test func fetchedResultsDropEmptySections() throws {
        let crash = try run(
            """
            state
              A: a
              B: b
            delete row [1, 0]
            expect crash "Invalid"
            """, info: "listdocs source=fetched-results ios=12")
        #expect(
            crash.crash?.reason.hasPrefix(
                "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1)"
            ) == true)
        let fixed = try run(
            """
            state
              A: a
              B: b
            batch
              delete row [1, 0]
              delete section 1
            expect
              A: a
            """, info: "listdocs source=fetched-results")
        #expect(fixed.crash == nil)
    }

    @Test func infoStringAttributes() throws {
        let w = try run(
            "state: 0, 1\ndelete row [0, 0]\n",
            info: #"listdocs title="T" source=array animation=left ios=12"#)
        #expect(w.attributes.ios == UIKitVersion(12))
        #expect(w.steps[0].calls == [.deleteRows([IndexPath(row: 0, section: 0)], .left)])
    }

    @Test func quotedLabelsKeepCommasAndEscapes() throws {
        let w = try run(#"state: "a, b", "say \"hi\"", c\d"# + "\n")
        #expect(w.initial.dataSource.sections[0].rows == ["a, b", #"say "hi""#, #"c\d"#])
    }

    @Test func aMinorVersionIsAnAttribute() throws {
        let w = try run("state: a\n", info: "listdocs ios=16.4")
        #expect(w.attributes.ios == UIKitVersion(16, 4))
        #expect(
            try run("state: a\n", info: "listdocs ios=16").attributes.ios == UIKitVersion(16, 0))
    }

    @Test(arguments: ["ios=16.", "ios=16.x", "ios=16.4.1", "ios=1.2", "ios=16.123"])
    func aVersionThatIsNotOneIsAnError(_ attribute: String) {
        let (_, diagnostics) = Marked("state: a\n", info: "listdocs \(attribute)").run()
        #expect(diagnostics.map(\.message) == ["expected an iOS version like ios=17 or ios=16.4"])
    }

    /// Language version 2: `state` with nothing below it is a list with no sections, and
    /// the most common real crash, rows inserted before their section, can be written.
    @Test func aBareStateIsAnEmptyList() throws {
        let w = try run(
            """
            state
            data insert section 0 "Inbox": a, b
            table insertRows [0, 0], [0, 1]
            expect crash "Invalid update: invalid number of sections"

            """, info: "listdocs ios=13")
        #expect(w.initial.dataSource.sections.isEmpty)
        #expect(w.initial.screen.sections.isEmpty)
        #expect(w.crash?.kind == .invalidNumberOfSections)
        let fixed = try run(
            """
            state
            insert section 0 "Inbox": a, b
            expect
              Inbox: a, b
            delete section 0
            expect

            """)
        #expect(fixed.steps.last?.after.screen.sections.isEmpty == true)
        #expect(fixed.steps.last?.expectations.map(\.held) == [true])
    }

    /// `view=collection`: item forms and `collection` calls make the same updates as their
    /// table twins, checked with the collection view's texts.
    @Test func collectionFormsDriveACollectionView() throws {
        let w = try run(
            """
            state
              A: a, b, c
            delete item [0, 0]
            insert items [0, 0] "x", [0, 1] "y"
            move item [0, 0] to [0, 3]
            reload item [0, 1] "Y"
            batch
              data remove [0, 0]
              collection deleteItems [0, 0]
              collection insertSections 1
              data insert section 1 "More": z
            expect
              A: Y, c, x
              More: z

            """, info: "listdocs view=collection layout=list columns=2")
        #expect(w.attributes.view == .collection)
        #expect(w.attributes.layout == .list)
        #expect(w.attributes.columns == 2)
        #expect(w.steps[0].calls == [.deleteRows([IndexPath(row: 0, section: 0)], .automatic)])
        #expect(
            w.steps[2].calls == [
                .moveRow(IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
            ])
        #expect(w.steps.allSatisfy { $0.crash == nil })
        let crash = try run(
            "state: a, b\ncollection deleteItems [0, 0]\nexpect crash \"Invalid update: invalid number of items\"\n",
            info: "listdocs view=collection ios=13")
        #expect(
            crash.crash?.reason.hasPrefix("Invalid update: invalid number of items in section 0.")
                == true)
    }

    @Test func aCollectionViewAnswersQuestionsFromWhatItHasLoaded() throws {
        let w = try run(
            """
            state: a, b, c
            collection numberOfItems 0
            data remove [0, 2]
            collection layoutAttributes [0, 2]
            collection reloadData
            collection layoutAttributes [0, 2]
            expect crash "UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x…> {length = 2, path = 0 - 2}"

            """, info: "listdocs view=collection")
        #expect(w.steps[0].kind == .query(.numberOfItems(section: 0), answer: 3))
        // Before reloadData the view still has the removed item, so it accepts its attributes.
        #expect(w.steps[2].crash == nil)
        #expect(w.steps[4].crash?.kind == .layoutAttributesForMissingItem)
        let empty = try run(
            "state\ncollection numberOfItems 1\nexpect crash \"request for number of items in section 1 when there are only 0 sections in the collection view\"\n",
            info: "listdocs view=collection")
        #expect(empty.crash?.kind == .itemCountOfMissingSection)
    }
}
