import Foundation
import ListDocsEngine
import ListDocsScript
import ListDocsTestSupport
import Testing

/// One walkthrough that reaches a text of UIKit's binary, and the arguments UIKit would fill
/// its format with.
struct BinaryCase: Sendable, CustomStringConvertible {
    let text: BinaryFormat
    /// The info string's attributes (without `ios=`).
    let info: String
    let script: String
    /// The arguments for iOS 18.2 and for 26.1 (most texts take the same in both).
    let arguments18: [String]
    let arguments26: [String]
    /// Whether UIKit only logs the text (found on a step's console, not as the crash).
    var logged = false
    /// The versions whose build holds the text.
    var versions = [18, 26]

    init(
        _ text: BinaryFormat, _ info: String = "", _ script: String, _ arguments: [String],
        in26 arguments26: [String]? = nil, logged: Bool = false, versions: [Int] = [18, 26]
    ) {
        self.text = text
        self.info = info
        self.script = script
        self.arguments18 = arguments
        self.arguments26 = arguments26 ?? arguments
        self.logged = logged
        self.versions = versions
    }

    var description: String { "\(text.id) \(info)" }
}

/// The texts the engine prints for iOS 18 and 26, held to the binary: for every verified
/// format string (BinaryFormats.swift), a walkthrough that reaches it prints exactly that
/// format filled with the walkthrough's arguments, in the wording of each build that holds it.
@Suite struct BinaryTextTests {
    static func ip(_ section: Int, _ row: Int) -> String {
        "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(row)}"
    }
    static let table = "<UITableView: 0x…>"
    static let collection = "<UICollectionView: 0x…>"

    /// The description of a diffable update, in each build's wording.
    static func update(_ action: String, _ destination: String, _ identifiers: [String])
        -> (in18: String, in26: String)
    {
        (
            BinaryFormat.ds06in18.filled([
                "_UIDiffableDataSourceUpdate", "0x…", action, destination, "0",
                identifiers.joined(separator: ","),
            ]),
            BinaryFormat.ds06in26.filled([
                "_UIDiffableDataSourceUpdate", "0x…", action, destination, "0",
                identifiers.joined(separator: ", "),
            ])
        )
    }

    /// The table's range and collision texts (TV01–TV21), each with its walkthrough.
    static let tableRanges: [BinaryCase] = {
        let f = BinaryFormat.self
        return [
            BinaryCase(
                f.tv01, "",
                "state: a, b, c\nbatch\n  data remove [0, 1]\n  table deleteRows [0, 1]\n  table reloadRows [0, 1]",
                [ip(0, 1)]),
            BinaryCase(
                f.tv02, "",
                "state\n  A: a\n  B: b\nbatch\n  table deleteSections 0\n  table moveSection 0 to 1",
                ["0"]),
            BinaryCase(
                f.tv03, "",
                "state: a, b, c\nbatch\n  table deleteRows [0, 0]\n  table moveRow [0, 0] to [0, 1]",
                [ip(0, 0)]),
            BinaryCase(f.tv04, "", "state\n  A: a\ntable deleteSections 1", ["1", "1"]),
            BinaryCase(f.tv05, "", "state: a\ntable deleteRows [1, 0]", ["0", "1", "1"]),
            BinaryCase(f.tv06, "", "state: a, b\ntable deleteRows [0, 2]", ["2", "0", "2"]),
            BinaryCase(
                f.tv07, "",
                "state\n  A: a\n  B: b\nbatch\n  data insert section 1 \"C\": c\n  table insertSections 1\n  table moveSection 0 to 1",
                ["1"]),
            BinaryCase(
                f.tv08, "",
                "state: a, b, c\nbatch\n  data insert \"x\" at [0, 0]\n  table insertRows [0, 0]\n  table moveRow [0, 2] to [0, 0]",
                [ip(0, 0)]),
            BinaryCase(f.tv09, "", "state\n  A: a\ntable insertSections 2", ["2", "1"]),
            BinaryCase(f.tv10, "", "state: a\ntable insertRows [1, 0]", ["0", "1", "1"]),
            BinaryCase(
                f.tv11, "",
                "state: a\nbatch\n  data insert \"b\" at [0, 1]\n  table insertRows [0, 5]",
                ["5", "0", "2", "0"]),
            BinaryCase(f.tv12, "", "state\n  A: a\ntable moveSection 3 to 0", ["3", "1"]),
            BinaryCase(
                f.tv13, "", "state\n  A: a\n  B: b\ntable moveSection 0 to 4", ["0", "4", "2"]),
            BinaryCase(f.tv14, "", "state: a\ntable moveRow [2, 0] to [0, 0]", [ip(2, 0), "1"]),
            BinaryCase(
                f.tv15, "", "state: a\ntable moveRow [0, 3] to [0, 0]", [ip(0, 3), "1", "0"]),
            BinaryCase(
                f.tv16, "", "state: a\ntable moveRow [0, 0] to [3, 0]", [ip(0, 0), ip(3, 0), "1"]),
            BinaryCase(
                f.tv17, "", "state: a, b\ntable moveRow [0, 0] to [0, 4]",
                [ip(0, 0), ip(0, 4), "2", "0"]),
            BinaryCase(
                f.tv18, "",
                "state\n  A: a\n  B: b\n  C: c\nbatch\n  table moveSection 0 to 1\n  table moveSection 0 to 2",
                ["0", "1", "2"]),
            BinaryCase(
                f.tv19, "",
                "state: a, b, c\nbatch\n  table moveRow [0, 0] to [0, 1]\n  table moveRow [0, 0] to [0, 2]",
                [ip(0, 0), ip(0, 1), ip(0, 2)]),
            BinaryCase(
                f.tv20, "",
                "state\n  A: a\n  B: b\n  C: c\nbatch\n  table moveSection 0 to 2\n  table moveSection 1 to 2",
                ["0", "1", "2"]),
            BinaryCase(
                f.tv21, "",
                "state: a, b, c\nbatch\n  table moveRow [0, 0] to [0, 2]\n  table moveRow [0, 1] to [0, 2]",
                [ip(0, 0), ip(0, 1), ip(0, 2)]),
        ]
    }()

    /// CV01–CV21: a collection view raises the table's texts with "item" for "row"
    /// (`-[UICollectionView _endItemAnimationsWithInvalidationContext:…]`, UIKit 18.2 and
    /// 26.1); the walkthroughs are the table's with the collection's calls.
    static let collectionRanges: [BinaryCase] = tableRanges.map { c in
        let format = c.text.format
            .replacingOccurrences(of: " rows ", with: " items ")
            .replacingOccurrences(of: " row ", with: " item ")
        let script = c.script
            .replacingOccurrences(of: "table deleteRows", with: "collection deleteItems")
            .replacingOccurrences(of: "table insertRows", with: "collection insertItems")
            .replacingOccurrences(of: "table reloadRows", with: "collection reloadItems")
            .replacingOccurrences(of: "table moveRow", with: "collection moveItem")
            .replacingOccurrences(of: "table ", with: "collection ")
        return BinaryCase(
            BinaryFormat(
                id: "CV" + c.text.id.dropFirst(2), format: format,
                source: "UIKitCore UICollectionView.m(m), the twin of \(c.text.id)"),
            "view=collection", script, c.arguments18)
    }

    /// The count texts, the collection view's queries and the diffable data source's texts.
    static let others: [BinaryCase] = {
        let f = BinaryFormat.self
        let insertItems = update("INS", "Lime", ["Fig", "Lime"])
        let insertSections = update("INS", "Fruit", ["Nuts", "Fruit"])
        let moveItem = update("MOV", "Fig", ["Fig"])
        let moveSection = update("MOV", "Veg", ["Veg"])
        let fruit = "state\n  Fruit: Kiwi\n"
        let kiwiFig = "state\n  Fruit: Kiwi, Fig\n"
        let deadlock =
            "state\n  Fruit: Kiwi\napply in background\n  Fruit: Kiwi, Fig\napply\n  Fruit: Kiwi, Fig, Lime"
        return [
            BinaryCase(
                f.tv22, "", "state\n  A: a\n  B: b\ntable deleteSections 1",
                ["2", "2", "0", "1", table]),
            BinaryCase(
                f.tv23, "", "state: a, b\ntable deleteRows [0, 0]",
                ["0", "2", "2", "0", "1", "0", "0", table]),
            BinaryCase(
                f.tv32, "",
                "state: a, b\nbatch\n  table deleteRows [0, 1]\n  table insertRows [-1, 0]",
                ["<NSIndexPath: 0x…> {length = 2, path = 18446744073709551615 - 0}"]),
            BinaryCase(
                f.cv22, "view=collection", "state\n  A: a\n  B: b\ncollection deleteSections 1",
                ["2", "2", "0", "1", collection]),
            BinaryCase(
                f.cv23, "view=collection", "state: a, b\ncollection deleteItems [0, 0]",
                ["0", "2", "2", "0", "1", "0", "0", collection]),
            BinaryCase(
                f.cv26, "view=collection sdk=16", "state: a, b\ncollection deleteItems [0, 0]",
                [f.cv23.filled(["0", "2", "2", "0", "1", "0", "0", collection])], logged: true),
            BinaryCase(
                f.cd01, "view=collection", "state\ncollection numberOfItems 0", ["0", "0"]),
            BinaryCase(f.tv35, "", "state: a, b\ntable numberOfRows 1", ["1"]),
            BinaryCase(f.tv35, "", "state: a, b\ntable numberOfRows -1", ["-1"]),
            BinaryCase(
                f.ds01, "source=diffable",
                fruit + "snapshot\n  append items \"Fig\", \"Fig\" to \"Fruit\"",
                ["item", "{(\n    Fig\n)}"]),
            BinaryCase(
                f.ds01, "source=diffable view=collection",
                "state\nnew snapshot\n  append sections \"Inbox\", \"Inbox\"",
                ["section", "{(\n    Inbox\n)}"]),
            BinaryCase(
                f.ds02, "source=diffable",
                fruit + "snapshot\n  insert sections \"Nuts\", \"Fruit\" after \"Fruit\"",
                ["Fruit", insertSections.in18], in26: ["Fruit", insertSections.in26]),
            BinaryCase(
                f.ds03, "source=diffable",
                fruit + "snapshot\n  insert items \"Fig\", \"Lime\" before \"Lime\"",
                ["Lime", insertItems.in18], in26: ["Lime", insertItems.in26]),
            BinaryCase(
                f.ds04, "source=diffable",
                "state\n  Fruit: Kiwi\n  Veg: Leek\nsnapshot\n  move section \"Veg\" before \"Veg\"",
                ["Veg", moveSection.in18], in26: ["Veg", moveSection.in26]),
            BinaryCase(
                f.ds05, "source=diffable view=collection",
                kiwiFig + "snapshot\n  move item \"Fig\" after \"Fig\"",
                ["Fig", moveItem.in18], in26: ["Fig", moveItem.in26]),
            BinaryCase(
                f.ds05, "source=diffable", fruit + "snapshot\n  move item \"Pear\" after \"Pear\"",
                ["Pear", update("MOV", "Pear", ["Pear"]).in18],
                in26: ["Pear", update("MOV", "Pear", ["Pear"]).in26]),
            BinaryCase(
                f.ds07, "source=diffable", "state\nnew snapshot\n  append items \"Kiwi\"", []),
            BinaryCase(
                f.ds07, "source=diffable",
                "state\nnew snapshot\n  append items \"Kiwi\", \"Kiwi\" to \"Fruit\"", []),
            BinaryCase(
                f.ds08, "source=diffable", fruit + "snapshot\n  append items \"Leek\" to \"Veg\"",
                ["section != NSNotFound"]),
            BinaryCase(
                f.ds08, "source=diffable view=collection",
                fruit + "snapshot\n  insert items \"Lime\" before \"Fig\"",
                ["section != NSNotFound"]),
            BinaryCase(
                f.ds10, "source=diffable",
                fruit + "snapshot\n  insert sections \"Nuts\" after \"Veg\"",
                ["insertIndex != NSNotFound"]),
            BinaryCase(
                f.ds11, "source=diffable",
                fruit + "snapshot\n  move section \"Veg\" before \"Fruit\"",
                ["fromSection != NSNotFound"]),
            BinaryCase(
                f.ds11, "source=diffable",
                fruit + "snapshot\n  move section \"Fruit\" before \"Veg\"",
                ["toSection != NSNotFound"]),
            BinaryCase(
                f.ds12, "source=diffable", kiwiFig + "snapshot\n  move item \"Pear\" after \"Fig\"",
                ["fromIndex != NSNotFound"]),
            BinaryCase(
                f.ds12, "source=diffable",
                kiwiFig + "snapshot\n  move item \"Kiwi\" after \"Pear\"",
                ["toIndex != NSNotFound"]),
            BinaryCase(
                f.ds15, "source=diffable", fruit + "snapshot\n  reload sections \"Veg\"",
                ["reload", "Veg"]),
            BinaryCase(
                f.ds16, "source=diffable", fruit + "snapshot\n  reload items \"Fig\"",
                ["reload", "Fig"]),
            BinaryCase(
                f.ds16, "source=diffable view=collection",
                fruit + "snapshot\n  reconfigure items \"Fig\"", ["reconfigure", "Fig"]),
            BinaryCase(
                f.ds17, "source=diffable", fruit + "snapshot\n  numberOfItems in \"Veg\"", []),
            BinaryCase(
                f.ss01, "source=diffable view=collection",
                "state\n  Fruit:\nsection snapshot\n  append \"Apple\"\n  append \"Gala\" to \"Pear\"",
                ["Pear"]),
            BinaryCase(
                f.ss02, "source=diffable view=collection",
                "state\n  Fruit:\nsection snapshot\n  append \"Apple\"\n  insert \"Fig\" before \"Pear\"",
                ["Pear"]),
            BinaryCase(
                f.ss03, "source=diffable view=collection",
                "state\n  Fruit:\nsection snapshot\n  append \"Apple\"\n  insert \"Fig\" after \"Pear\"",
                ["Pear"]),
            BinaryCase(
                f.ss07, "source=diffable view=collection",
                "state\n  Fruit: Apple\nsection snapshot of \"Fruit\"\n  delete \"Pear\"", ["Pear"]),
            BinaryCase(
                f.h01, "source=diffable hashable=class-content",
                kiwiFig
                    + "data set \"Kiwi\" \"Kiwi (ripe)\"\nsnapshot\n  reconfigure items \"Kiwi\"\napply",
                ["an item", "Kiwi"]),
            BinaryCase(
                f.h03, "source=diffable hashable=never-equal",
                fruit + "apply\n  Fruit: Kiwi, Fig", ["an item", "Kiwi"]),
            BinaryCase(
                f.h05, "source=diffable hashable=id-and-content",
                kiwiFig + "data set \"Kiwi\" \"Kiwi (ripe)\"\napply\n  Fruit: Kiwi, Fig",
                ["item", "Kiwi", "Kiwi"]),
            BinaryCase(
                f.h07, "source=diffable hashable=content-equality",
                kiwiFig + "data set \"Fig\" \"Kiwi\"\napply\n  Fruit: Kiwi, Fig",
                ["item", "Kiwi", "Fig"]),
            BinaryCase(
                f.h09, "source=diffable view=collection",
                fruit + "snapshot\n  append sections \"Fruit\"",
                ["1", "identifier that already exists", "identifier that already exists", "Fruit"]),
            BinaryCase(
                f.h09, "source=diffable",
                "state\n  Fruit: Kiwi\n  Veg: Leek\nsnapshot\n  append sections \"Fruit\", \"Veg\"",
                [
                    "2", "identifiers that already exist", "identifiers that already exist",
                    "(\n    Fruit,\n    Veg\n)",
                ]),
            BinaryCase(
                f.h11, "source=diffable",
                "state\n  Fruit: Kiwi, Fig\n  Veg: Leek\nsnapshot\n  append items \"Kiwi\" to \"Veg\"",
                // As 18.2 and 26.1 call it: _os_log_error_impl(…, count, phrase, noun,
                // phrase, identifiers).
                [
                    "1", "identifier that already exists", "identifier",
                    "identifier that already exists", "Kiwi",
                ], logged: true),
            BinaryCase(
                f.h02, "source=diffable hashable=class-content sdk=14",
                kiwiFig
                    + "data set \"Kiwi\" \"Kiwi (ripe)\"\nsnapshot\n  reconfigure items \"Kiwi\"\napply",
                ["an item", "Kiwi"]),
            BinaryCase(
                f.h04, "source=diffable hashable=never-equal sdk=14",
                fruit + "apply\n  Fruit: Kiwi, Fig", ["an item", "Kiwi"]),
            BinaryCase(
                f.h06, "source=diffable hashable=id-and-content sdk=14.5",
                kiwiFig + "data set \"Kiwi\" \"Kiwi (ripe)\"\napply\n  Fruit: Kiwi, Fig",
                ["item", "Kiwi", "Kiwi"]),
            BinaryCase(
                f.h08, "source=diffable hashable=content-equality sdk=13",
                kiwiFig + "data set \"Fig\" \"Kiwi\"\napply\n  Fruit: Kiwi, Fig",
                ["item", "Kiwi", "Fig"]),
            BinaryCase(
                f.h10, "source=diffable sdk=14", fruit + "snapshot\n  append sections \"Fruit\"",
                ["1", "identifier that already exists", "identifier that already exists", "Fruit"]),
            BinaryCase(f.i01, "source=diffable", deadlock, [table], versions: [18]),
            BinaryCase(
                f.i02, "source=diffable view=collection", deadlock, [collection], versions: [26]),
            // Logged once both queues have applied: here at the background apply after a
            // main-queue one (an apply that deadlocks raises before it could log).
            BinaryCase(
                f.i03, "source=diffable",
                "state\n  Fruit: Kiwi\napply\n  Fruit: Kiwi, Fig\napply in background\n  Fruit: Fig",
                [table], logged: true),
        ]
    }()

    static let all = tableRanges + collectionRanges + others

    @Test(arguments: all)
    func theEnginePrintsTheBinarysText(_ c: BinaryCase) throws {
        for ios in c.versions {
            let info = "listdocs ios=\(ios) " + c.info
            let (walkthrough, diagnostics) = Marked(c.script, info: info).run()
            // The walkthroughs end in the crash without `expect crash` (the text is what is
            // tested here), so the one error allowed is the one saying so.
            let errors = diagnostics.filter {
                $0.severity == .error && !$0.message.hasPrefix("the app crashes here")
            }
            #expect(errors.isEmpty, "\(c) iOS \(ios): \(errors.map(\.message))")
            let w = try #require(walkthrough)
            let expected = c.text.filled(ios >= 26 ? c.arguments26 : c.arguments18)
            if c.logged {
                let logs = w.steps.flatMap { step -> [String] in
                    switch step.kind {
                    case .snapshot(let change): change.logs
                    case .apply(let apply): apply.logs
                    default: step.report?.logs ?? []
                    }
                }
                #expect(logs.contains(expected), "\(c) iOS \(ios): \(logs)")
            } else {
                #expect(w.crash?.reason == expected, "\(c) iOS \(ios)")
            }
        }
    }

    /// Every format of BinaryFormats.swift is reached by at least one walkthrough, except
    /// CD03: its text is the binary's, but the binary raises it only for a global index at
    /// or past the item count, and the index listdocs prints for its one scenario (the
    /// item's old position) is below it; what UIKit prints there is not established.
    @Test func everyVerifiedFormatHasAWalkthrough() {
        let reached = Set(Self.all.map(\.text.id))
        for id in [
            "TV22", "TV23", "TV32", "TV35", "CV22", "CV23", "CD01", "DS01", "DS02", "DS03", "DS04",
            "DS05",
            "DS07", "DS08", "DS10", "DS11", "DS12", "DS15", "DS16", "H01", "H03", "H05", "H07",
            "H09", "H11", "I01", "I02", "I03", "CV26", "H02", "H04", "H06", "H08", "H10",
        ] {
            #expect(reached.contains(id), "\(id)")
        }
        #expect(Set(Self.tableRanges.map(\.text.id)).count == 21)
        #expect(Set(Self.collectionRanges.map(\.text.id)).count == 21)
    }

    /// The notes' table (Content/what-uikit-raises.md) and these tests agree: every text a
    /// walkthrough here reproduces is a row marked [V], and every row marked plainly [V] (not
    /// "not modelled") has a walkthrough here.
    @Test func theNotesTableMarksWhatTheseTestsVerify() throws {
        let page = try String(
            contentsOf: packageRoot.appendingPathComponent("Content/what-uikit-raises.md"),
            encoding: .utf8)
        var verified = Set<String>()
        var rows = Set<String>()
        for line in page.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let id = cells.first, let status = cells.last, id.first?.isLetter == true,
                id != "ID"
            else { continue }
            rows.insert(id)
            if status.hasPrefix("[V]") && !status.hasPrefix("[V] not modelled") {
                verified.insert(id)
            }
        }
        let tested = Set(Self.all.map(\.text.id))
        for id in tested where !id.hasPrefix("CV") || Int(id.dropFirst(2)).map({ $0 > 21 }) == true
        {
            #expect(verified.contains(id), "\(id) is reproduced here but not marked [V]")
        }
        #expect(verified.contains("CV01–CV21"))
        for id in verified where !id.contains("–") {
            #expect(
                tested.contains(id) || ["DS06", "TV25"].contains(id),
                "\(id) is marked [V] but no walkthrough here reaches it")
        }
        #expect(rows.count > 80, "\(rows.count) rows")
    }
}
