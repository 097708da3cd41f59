import ListDocsPresentation
import Testing

/// Captions lead with what a reader sees: the labels of the rows (and the titles of the
/// sections) a call changes, then where they are.
@Suite struct CaptionLabelTests {
    func captions(_ script: String, info: String = "listdocs") throws -> [String] {
        try present(script, info: info).steps.map(\.caption)
    }

    /// A row tapped by its label is captioned by that label, as the script says it, not by
    /// the place the interpreter found it at.
    @Test func aRowTappedByItsLabelIsCaptionedByIt() throws {
        let shown = try captions(
            "state: Wi-Fi, Notifications\ntap item \"Notifications\"\ntap item [0, 0]\n",
            info: "listdocs view=collection")
        #expect(shown.suffix(2) == ["Tap item “Notifications”", "Tap item [0, 0]"])
    }

    @Test func eachKindOfCallIsLedByItsLabels() throws {
        let shown = try captions(
            """
            state
              Fruit: Apple, Banana, Cherry
              Veg: Kale
            delete row [0, 1]
            insert row [0, 0] "Date"
            move row [0, 0] to [1, 0]
            reload row [0, 0] "Apricot"
            delete section 1
            """)
        #expect(
            shown == [
                "Initial state", "Delete “Banana” — row [0, 1]", "Insert “Date” — row [0, 0]",
                "Move “Date” — row [0, 0] to [1, 0]", "Reload “Apricot” — row [0, 0]",
                "Delete “Veg” — section 1",
            ])
    }

    @Test func manyRowsAreListedInTheOrderOfTheirPaths() throws {
        let shown = try captions("state: a, b, c, d\ndelete rows [0, 3], [0, 1]\n")
        #expect(shown[1] == "Delete “d” and “b” — rows [0, 3] and [0, 1]")
    }

    @Test func aCallThatRaisesNamesOnlyWhatWasThere() throws {
        let shown = try captions(
            "state: a, b\ntable insertRows [0, 0]\nexpect crash \"Invalid update\"\n")
        #expect(shown[1] == "Table view only: insert row [0, 0]")
        let deleted = try captions(
            "state: a, b\ntable deleteRows [0, 1]\nexpect crash \"Invalid update\"\n")
        #expect(deleted[1] == "Table view only: delete “b” — row [0, 1]")
    }

    @Test func aCollectionViewNamesItsItems() throws {
        let shown = try captions(
            "state: sun, sea\ndelete item [0, 1]\n", info: "listdocs view=collection")
        #expect(shown[1] == "Delete “sea” — item [0, 1]")
    }
}
