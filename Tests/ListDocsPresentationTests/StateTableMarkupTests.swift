import ListDocsEngine
import ListDocsTemplate
import Testing

@testable import ListDocsPresentation

/// The state tables write each line's "what happened" directly as markup; it must read
/// exactly as the words `listdocs run` prints for the same fate.
@Suite struct StateTableMarkupTests {
    static let fates: [StateTable.Fate] = [
        .row(.unchanged(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 2, section: 0))),
        .row(.unchanged(from: IndexPath(row: 3, section: 1), to: IndexPath(row: 1, section: 0))),
        .row(.deleted(at: IndexPath(row: 0, section: 0), .fade)),
        .row(.inserted(at: IndexPath(row: 4, section: 2), .automatic)),
        .row(.moved(from: IndexPath(row: 12, section: 3), to: IndexPath(row: 0, section: 0))),
        .row(
            .reloaded(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0), .none)
        ),
        .row(
            .reloaded(from: IndexPath(row: 5, section: 0), to: IndexPath(row: 2, section: 0), .none)
        ),
        .section(.unchanged(from: 1, to: 1)),
        .section(.unchanged(from: 3, to: 1)),
        .section(.deleted(at: 2, .top)),
        .section(.inserted(at: 0, .bottom)),
        .section(.moved(from: 10, to: 0)),
        .section(.reloaded(from: 1, to: 0, .fade)),
    ]

    @Test(arguments: fates)
    func markupReadsAsTheSummary(_ fate: StateTable.Fate) {
        var out = HTMLWriter(capacity: 64)
        WalkthroughHTML.appendWords(fate.words, to: &out)
        #expect(out.string == fate.words.text)
    }

    @Test func positionsAreWrittenAsSwiftPrintsThem() {
        let list = SectionedList(sections: [ListSection(title: "A", rows: ["a", "b"])])
        let screen = Screen(sections: [
            DisplayedSection(
                id: 1, title: "A", cells: [Cell(id: 2, label: "a"), Cell(id: 3, label: "b")])
        ])
        let table = StateTable(screen: screen, dataSource: list, report: nil)
        let markup = String(decoding: WalkthroughHTML.stateTable(table), as: UTF8.self)
        #expect(table.rows.map { $0.position } == ["0", "[0, 0]", "[0, 1]"])
        #expect(
            markup.contains("<td>section 0</td>") && markup.contains("<td>[0, 1]</td><td>b</td>"))
    }
}
