import ListDocsEngine
import Testing

/// An `expect` that does not hold on a long list says where the lists part, row by row.
@Suite struct ListDifferenceTests {
    func list(_ sections: [(String, [String])]) -> SectionedList {
        SectionedList(sections: sections.map { ListSection(title: $0.0, rows: $0.1) })
    }

    @Test func equalListsHaveNoDifference() {
        let a = list([("A", ["x", "y"])])
        #expect(ListDifference.lines(expected: a, actual: a, actualName: "the data source") == [])
    }

    @Test func aRowOutOfPlaceIsNamedWhereItIs() {
        let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus"]
        var swapped = planets
        swapped.swapAt(5, 6)
        #expect(
            ListDifference.lines(
                expected: list([("P", planets)]), actual: list([("P", swapped)]),
                actualName: "the screen") == [
                    "section 0, row 5: \"Uranus\" where \"Saturn\" was expected"
                ])
    }

    @Test func rowsOnlyOneSideHasAreListedWithTheirPositions() {
        let lines = ListDifference.lines(
            expected: list([("A", ["a", "b", "c", "c"]), ("B", ["z"])]),
            actual: list([("A", ["a", "c", "d"]), ("C", ["z"])]), actualName: "the data source")
        #expect(
            lines == [
                "section 0: the data source lacks \"b\" (row 1), \"c\" (row 3)",
                "section 0: the data source also has \"d\" (row 2)",
                "section 1: titled \"C\", expected \"B\"",
            ])
    }

    @Test func missingAndExtraSectionsAreCountedAndTheListIsCapped() {
        let lines = ListDifference.lines(
            expected: list([("A", []), ("B", [])]), actual: list([("A", [])]),
            actualName: "the snapshot")
        #expect(lines == ["2 sections expected, the snapshot has 1", "section 1 \"B\" is missing"])
        let many = ListDifference.lines(
            expected: list((0..<20).map { ("S\($0)", ["x"]) }),
            actual: list((0..<20).map { ("S\($0)", ["y"]) }), actualName: "the screen", limit: 4)
        #expect(many.count == 5 && many.last == "… and 36 more")
    }
}
