import ListDocsDiagnostics
import ListDocsEngine
import ListDocsMarkdown
import ListDocsScript
import ListDocsTestSupport
import Testing

/// The writer is the parser's inverse: every command written and read back is the same
/// command, locations aside, over seeded random commands of every form, labels with every
/// character the language must quote.
@Suite struct ScriptWriterTests {
    @Test(arguments: [
        (ListViewKind.table, DataSourceMode.array, 1 as UInt64),
        (.table, .array, 2), (.collection, .array, 3), (.table, .fetchedResults, 4),
        (.table, .diffable, 5), (.collection, .diffable, 6),
    ])
    func parsingWhatIsWrittenGivesTheCommandBack(
        view: ListViewKind, source: DataSourceMode, seed: UInt64
    ) throws {
        var random = RandomCommand(view: view, source: source, seed: seed)
        var attributes = ScriptAttributes()
        attributes.view = view
        attributes.source = source
        attributes.title = random.label()
        if view == .table { attributes.animation = random.animation() }
        let writer = ScriptWriter(attributes)
        for round in 0..<300 {
            random.defaultAnimation = attributes.animation
            let commands = (0..<random.count(1...6)).map { _ in random.command(depth: 0) }
            let body = writer.script(commands)
            // Through a recipe's Markdown, as an author's file is read: the fenced block
            // libcmark hands over must be the script as written.
            let recipe = "Text.\n\n" + Self.fenced(body, info: ScriptWriter.info(attributes))
            let blocks = MarkdownParser.parse(recipe).editScripts
            #expect(blocks.count == 1 && blocks.first?.body == body, "round \(round):\n\(recipe)")
            let (script, diagnostics) = ScriptParser.parse(
                ScriptSource(
                    info: blocks.first?.info ?? "",
                    infoLocation: ListDocsDiagnostics.SourceLocation(line: 3, column: 4),
                    body: blocks.first?.body ?? "", firstBodyLine: 4))
            #expect(diagnostics.isEmpty, "round \(round): \(diagnostics.map(\.message))\n\(body)")
            #expect(script.attributes == attributes)
            let read = script.statements.map(\.command.unplaced)
            #expect(read == commands.map(\.unplaced), "round \(round):\n\(body)")
            if read != commands.map(\.unplaced) { return }
        }
    }

    /// Two parser mistakes the round trip found: an escaped quote in a label hid the line's
    /// animation, and a quoted identifier holding ` to ` was refused as if it were bare.
    @Test func escapedQuotesAndQuotedKeywordsReadBackAsWritten() {
        let (table, tableProblems) = ScriptParser.parse(
            ScriptSource(bareScript: "insert row [0, 0] \"say \\\"hi\\\"\" with fade\n"))
        #expect(tableProblems.isEmpty, "\(tableProblems.map(\.message))")
        #expect(
            table.statements.first?.command.unplaced
                == .update(
                    .insertRows(
                        [Located(IndexPath(row: 0, section: 0))], labels: ["say \"hi\""], .fade)
                ))
        let (diffable, diffableProblems) = ScriptParser.parse(
            ScriptSource(
                info: "listdocs source=diffable", infoLocation: .unplaced,
                body: "snapshot\n  append items \"Go to bed\" to \"Evening\"\n", firstBodyLine: 1))
        #expect(diffableProblems.isEmpty, "\(diffableProblems.map(\.message))")
        #expect(
            diffable.statements.first.map { $0.command.unplaced }
                == .snapshot(
                    fresh: false,
                    [SnapshotLine(edit: .appendItems(["Go to bed"], toSection: "Evening"))]))
    }

    /// A fenced block longer than any run of backticks in `body`.
    static func fenced(_ body: String, info: String) -> String {
        var longest = 0
        var run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + info + "\n" + body + fence + "\n"
    }

    @Test func labelsAreBareOnlyWhereTheyReadBackTheSame() {
        #expect(ScriptWriter.label("Kiwi") == "Kiwi")
        #expect(ScriptWriter.label("a0+") == "a0+")
        for tricky in [
            "", " x", "x ", "a, b", "a: b", "# x", "\"q", "q\"q", "a\\b", "a\nb", "a with fade",
        ] {
            #expect(ScriptWriter.label(tricky).hasPrefix("\""), "\(tricky)")
        }
    }

    @Test func theInfoStringNamesOnlyWhatDiffersFromTheDefaults() {
        var attributes = ScriptAttributes()
        #expect(ScriptWriter.info(attributes) == "listdocs")
        attributes.title = "Delete \"odd\""
        attributes.ios = UIKitVersion(16, 4)
        attributes.view = .collection
        #expect(
            ScriptWriter.info(attributes)
                == "listdocs title=\"Delete \\\"odd\\\"\" ios=16.4 view=collection")
    }
}

/// Seeded random commands that a walkthrough of `view` and `source` may hold.
struct RandomCommand {
    let view: ListViewKind
    let source: DataSourceMode
    var defaultAnimation = RowAnimation.automatic
    var generator: SplitMix64

    init(view: ListViewKind, source: DataSourceMode, seed: UInt64) {
        self.view = view
        self.source = source
        generator = SplitMix64(seed: seed)
    }

    mutating func count(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    mutating func chance(_ n: Int) -> Bool { count(1...n) == 1 }

    /// Letters, digits, and what the language must quote or escape.
    static let alphabet: [String] =
        Array("abcKiwi09 ,:#\"\\\n\t-+()[]é✓日").map(String.init) + [
            "with", " with ", " to ", " at ", "`", "```", "~~~",
        ]

    mutating func label() -> String {
        (0..<count(0...6)).map { _ in Self.alphabet.randomElement(using: &generator)! }
            .joined()
    }

    mutating func animation() -> RowAnimation {
        guard view == .table else { return defaultAnimation }
        return chance(2)
            ? defaultAnimation : RowAnimation.allCases.randomElement(using: &generator)!
    }

    mutating func path() -> IndexPath { IndexPath(row: count(0...30), section: count(0...9)) }
    mutating func paths() -> [IndexPath] { (0..<count(1...3)).map { _ in path() } }
    mutating func sections() -> [Int] { (0..<count(1...3)).map { _ in count(0...9) } }

    mutating func section(titled: Bool = true) -> ListSection {
        ListSection(title: titled ? label() : "", rows: (0..<count(0...4)).map { _ in label() })
    }

    /// A list; `shorthand`: one untitled section (written on its opening line).
    mutating func list(shorthand: Bool) -> SectionedList {
        if shorthand { return SectionedList(sections: [section(titled: false)]) }
        var sections = (0..<count(0...3)).map { _ in section() }
        // A block's single untitled section is what the shorthand writes.
        if sections.count == 1, sections[0].title.isEmpty { sections[0].title = "T" }
        return SectionedList(sections: sections)
    }

    mutating func command(depth: Int) -> Command {
        if source == .diffable { return diffableCommand() }
        switch count(0...(depth > 0 ? 2 : 11)) {
        case 0: return .update(update())
        case 1: return viewCall()
        case 2: return .data(dataEdit())
        case 3:
            return .batch(
                caption: chance(2) ? nil : label(),
                (0..<count(0...3)).map { _ in
                    Statement(
                        command: command(depth: depth + 1),
                        location: ListDocsDiagnostics.SourceLocation.unplaced, text: "")
                })
        case 4: return .state(list(shorthand: chance(2)))
        case 5: return expectation()
        case 6: return .narrative(narrative())
        case 7:
            let target = list(shorthand: chance(2))
            return .diff(
                target,
                labels: target.sections.flatMap(\.rows).map {
                    Located($0, at: ListDocsDiagnostics.SourceLocation.unplaced)
                })
        case 8 where view == .collection:
            return .query(
                chance(2) ? .numberOfItems(section: count(0...9)) : .layoutAttributes(path()))
        case 9:
            return .completion(
                (0..<count(0...3)).map { _ in
                    Statement(
                        command: command(depth: depth + 1),
                        location: ListDocsDiagnostics.SourceLocation.unplaced, text: "")
                })
        case 10 where source == .fetchedResults:
            return .object(objectChange())
        default: return .update(update())
        }
    }

    /// `delete object …` and its kin, with any title and group.
    mutating func objectChange() -> ObjectChange {
        switch count(0...3) {
        case 0: .delete(path())
        case 1: .insert(path(), title: label(), group: chance(2) ? nil : label())
        case 2: .move(path(), to: path(), group: chance(2) ? nil : label())
        default: .update(path(), title: label())
        }
    }

    mutating func expectation() -> Command {
        switch count(0...3) {
        case 0:
            let shorthand = chance(2)
            return .expectState(list(shorthand: shorthand), shorthand: shorthand)
        case 1:
            let shorthand = chance(2)
            return .expectScreen(list(shorthand: shorthand), shorthand: shorthand)
        // An empty start is refused (it would pass for any crash): always some text.
        case 2: return .expectCrash("R" + label())
        default: return .expectStale
        }
    }

    mutating func update() -> CombinedUpdate {
        func located(_ values: [Int]) -> [Located<Int>] {
            values.map { Located($0, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        }
        func located(_ values: [IndexPath]) -> [Located<IndexPath>] {
            values.map { Located($0, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        }
        switch count(0...8) {
        case 0: return .deleteSections(located(sections()), animation())
        case 1:
            return .insertSection(
                Located(count(0...9), at: ListDocsDiagnostics.SourceLocation.unplaced), section(),
                animation())
        case 2:
            return .moveSection(
                Located(count(0...9), at: ListDocsDiagnostics.SourceLocation.unplaced),
                to: Located(count(0...9), at: ListDocsDiagnostics.SourceLocation.unplaced))
        case 3: return .reloadSections(located(sections()), animation())
        case 4: return .deleteRows(located(paths()), animation())
        case 5:
            let p = paths()
            return .insertRows(located(p), labels: p.map { _ in label() }, animation())
        case 6:
            return .moveRow(
                Located(path(), at: ListDocsDiagnostics.SourceLocation.unplaced),
                to: Located(path(), at: ListDocsDiagnostics.SourceLocation.unplaced))
        case 7:
            let p = paths()
            return .reloadRows(
                located(p), labels: p.map { _ in chance(2) ? nil : label() }, animation())
        default: return .reloadData
        }
    }

    mutating func viewCall() -> Command {
        let call: TableViewCall
        switch count(0...8) {
        case 0: call = .insertSections(sections(), animation())
        case 1: call = .deleteSections(sections(), animation())
        case 2: call = .reloadSections(sections(), animation())
        case 3: call = .moveSection(count(0...9), to: count(0...9))
        case 4: call = .insertRows(paths(), animation())
        case 5: call = .deleteRows(paths(), animation())
        case 6: call = .reloadRows(paths(), animation())
        case 7: call = .moveRow(path(), to: path())
        default: call = .reloadData
        }
        return .viewCall(call)
    }

    mutating func dataEdit() -> DataEdit {
        let at = { (p: IndexPath) in Located(p, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        let index = { (i: Int) in Located(i, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        switch count(0...6) {
        case 0: return .remove(at(path()))
        case 1: return .insert(label(), at: at(path()))
        case 2: return .move(at(path()), to: at(path()))
        case 3: return .set(at(path()), label())
        case 4: return .removeSection(index(count(0...9)))
        case 5: return .insertSection(index(count(0...9)), section())
        default: return .moveSection(index(count(0...9)), to: index(count(0...9)))
        }
    }

    mutating func narrative() -> Narrative {
        switch count(0...6) {
        case 0: return .tap(label())
        case 1: return .tapRow(path())
        case 2: return .swipe(path())
        case 3: return .confirm(title: label(), message: chance(2) ? "" : label())
        case 4: return .choose(label())
        case 5: return .drag(from: path(), to: path())
        default: return .note(label())
        }
    }

    mutating func identifiers() -> [String] { (0..<count(1...3)).map { _ in label() } }

    mutating func diffableCommand() -> Command {
        switch count(0...6) {
        case 0: return .state(list(shorthand: chance(2)))
        case 1: return expectation()
        case 2:
            return .data(
                .setContent(
                    Located(label(), at: ListDocsDiagnostics.SourceLocation.unplaced), label()))
        case 3, 4:
            return .snapshot(
                fresh: chance(2),
                (0..<count(0...4)).map { _ in
                    SnapshotLine(
                        edit: snapshotEdit(), location: ListDocsDiagnostics.SourceLocation.unplaced,
                        text: "")
                })
        default:
            let mode: ApplyMode = [.animated, .withoutAnimation, .usingReloadData].randomElement(
                using: &generator)!
            var list: SectionedList? = chance(2) ? nil : self.list(shorthand: false)
            if list?.sections.isEmpty == true { list = nil }
            return chance(3) ? .applyFromBackground(mode, list) : .apply(mode, list)
        }
    }

    mutating func snapshotEdit() -> SnapshotEdit {
        let position: RelativePosition = chance(2) ? .before : .after
        switch count(0...11) {
        case 0: return .appendSections(identifiers())
        case 1: return .appendItems(identifiers(), toSection: chance(2) ? nil : label())
        case 2: return .insertSections(identifiers(), position, label())
        case 3: return .insertItems(identifiers(), position, label())
        case 4: return .deleteSections(identifiers())
        case 5: return .deleteItems(identifiers())
        case 6: return .deleteAllItems
        case 7: return .moveSection(label(), position, label())
        case 8: return .moveItem(label(), position, label())
        case 9: return .reloadSections(identifiers())
        case 10: return .reloadItems(identifiers())
        default: return .reconfigureItems(identifiers())
        }
    }
}

extension Command {
    /// A view call with the located values the parser records beside it.
    static func viewCall(_ call: TableViewCall) -> Command {
        let at = { (p: IndexPath) in Located(p, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        let index = { (i: Int) in Located(i, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        switch call {
        case .insertSections(let s, _), .deleteSections(let s, _), .reloadSections(let s, _):
            return .table(call, [], s.map(index))
        case .moveSection(let f, let t): return .table(call, [], [index(f), index(t)])
        case .insertRows(let p, _), .deleteRows(let p, _), .reloadRows(let p, _):
            return .table(call, p.map(at), [])
        case .moveRow(let f, let t): return .table(call, [at(f), at(t)], [])
        case .reloadData: return .table(call, [], [])
        }
    }

    /// The command with every location set to `.unplaced` and every line's text dropped,
    /// to compare what was written with what was read.
    var unplaced: Command {
        func strip<T>(_ values: [Located<T>]) -> [Located<T>] {
            values.map { Located($0.value, at: ListDocsDiagnostics.SourceLocation.unplaced) }
        }
        func strip<T>(_ value: Located<T>) -> Located<T> {
            Located(value.value, at: ListDocsDiagnostics.SourceLocation.unplaced)
        }
        switch self {
        case .update(let update):
            switch update {
            case .deleteSections(let s, let a): return .update(.deleteSections(strip(s), a))
            case .insertSection(let i, let section, let a):
                return .update(.insertSection(strip(i), section, a))
            case .moveSection(let f, let t): return .update(.moveSection(strip(f), to: strip(t)))
            case .reloadSections(let s, let a): return .update(.reloadSections(strip(s), a))
            case .deleteRows(let p, let a): return .update(.deleteRows(strip(p), a))
            case .insertRows(let p, let labels, let a):
                return .update(.insertRows(strip(p), labels: labels, a))
            case .moveRow(let f, let t): return .update(.moveRow(strip(f), to: strip(t)))
            case .reloadRows(let p, let labels, let a):
                return .update(.reloadRows(strip(p), labels: labels, a))
            case .reloadData: return self
            }
        case .table(let call, let p, let s): return .table(call, strip(p), strip(s))
        case .data(let edit):
            switch edit {
            case .remove(let p): return .data(.remove(strip(p)))
            case .insert(let label, let p): return .data(.insert(label, at: strip(p)))
            case .move(let f, let t): return .data(.move(strip(f), to: strip(t)))
            case .set(let p, let label): return .data(.set(strip(p), label))
            case .removeSection(let s): return .data(.removeSection(strip(s)))
            case .insertSection(let s, let section): return .data(.insertSection(strip(s), section))
            case .moveSection(let f, let t): return .data(.moveSection(strip(f), to: strip(t)))
            case .setContent(let id, let content): return .data(.setContent(strip(id), content))
            }
        case .batch(let caption, let body):
            return .batch(
                caption: caption,
                body.map {
                    Statement(
                        command: $0.command.unplaced,
                        location: ListDocsDiagnostics.SourceLocation.unplaced, text: "")
                })
        case .completion(let body):
            return .completion(
                body.map {
                    Statement(
                        command: $0.command.unplaced,
                        location: ListDocsDiagnostics.SourceLocation.unplaced, text: "")
                })
        case .diff(let list, let labels): return .diff(list, labels: strip(labels))
        case .snapshot(let fresh, let lines):
            return .snapshot(
                fresh: fresh,
                lines.map {
                    SnapshotLine(
                        edit: $0.edit, location: ListDocsDiagnostics.SourceLocation.unplaced,
                        text: "")
                })
        default: return self
        }
    }
}
