import ListDocsEngine
import ListDocsScript

/// A walkthrough pair that explains one crash: the smallest script that dies of it, the
/// script that does the same job without dying, and the reader's words for both. The
/// scripts are typed commands; `ScriptWriter` writes them, so a change to the language is a
/// compile error here, not a text that no longer parses.
struct Scenario {
    /// The data source the walkthroughs drive (`source=`).
    var source: DataSourceMode = .array
    /// The crashing walkthrough's identifier `Hashable` (`hashable=`).
    var hashable: HashableStyle = .identifier
    /// The identifiers are values of the app's own type (`identifiers=values`).
    var identifiersAreValues = false
    /// Which count text the walkthrough's mismatch raises (`count-text=`).
    var countText = CountText.rule
    /// The crashing walkthrough's fetched-results delegate (`delegate=`); the fix's is the
    /// complete one.
    var delegate: FetchedResultsDelegateStyle = .complete
    /// The SDK the app is built with (`sdk=`), when the message is an older SDK's form.
    var linkedSDK: UIKitVersion?
    /// The crashing walkthrough's reuse identifiers (`cell=`, `register=`); the fix
    /// registers what it dequeues.
    var cellReuse = CellReuse()
    /// The crashing script, from its `state` to the update that dies (no `expect crash`).
    var crash: [Command]
    /// The script that does it right (with a sound `Hashable`).
    var fix: [Command]
    /// What happened, in the reader's words (Markdown).
    var story: String
    /// What the fix changes (Markdown).
    var fixStory: String
    /// What the message left open and the recipe chose.
    var assumptions: [String] = []
}

/// A message whose numbers no app could produce (a hand-edited text, or one cut short).
struct Irreconcilable: Error {
    let message: String
}

/// A view's words for the prose, and its calls as commands.
struct ScriptWords {
    let view: ListViewKind

    /// `row` / `item`.
    var row: String { view.element }
    /// `rows` / `items`.
    var rows: String { view.elements }
    /// `a row` / `an item`.
    var aRow: String { (view == .table ? "a " : "an ") + row }
    /// `table view` / `collection view`.
    var viewName: String { view.viewName }
    /// `deleteRows` / `deleteItems`, as the prose names the call.
    var deleteCall: String { view.methodName(.deleteRows) }
    var insertCall: String { view.methodName(.insertRows) }
    var moveCall: String { view.methodName(.moveRow) }
    var reloadCall: String { view.methodName(.reloadRows) }
}

/// The lists a scenario starts from: sections titled `A`, `B`, … holding `a0`, `a1`, ….
enum Fixture {
    static func title(_ section: Int) -> String {
        section < 26 ? String(UnicodeScalar(UInt8(65 + section))) : "S\(section)"
    }

    static func label(_ section: Int, _ row: Int) -> String {
        (section < 26 ? String(UnicodeScalar(UInt8(97 + section))) : "s\(section)-") + String(row)
    }

    /// A label for a row that is new in section `section`: `a3 (new)`, so that a reader
    /// tells it from the rows the list had.
    static func newLabel(_ section: Int, _ n: Int) -> String { label(section, n) + " (new)" }

    /// The `state` for sections holding `counts` rows.
    static func state(_ counts: [Int]) -> [Command] {
        [.state(list(counts))]
    }

    /// Sections `A`, `B`, … holding `counts` rows labelled `labels(s, r)`.
    static func list(_ counts: [Int], labels: (Int, Int) -> String = label) -> SectionedList {
        SectionedList(
            sections: counts.enumerated().map { s, n in
                ListSection(title: title(s), rows: (0..<n).map { labels(s, $0) })
            })
    }

    /// `data` changes that take a list with `from` rows per section to one with `to` rows
    /// per section: sections removed or added at the end, rows removed or added at the end.
    static func dataChange(from: [Int], to: [Int]) -> [Command] {
        var commands: [Command] = []
        var count = from.count
        while count > to.count {
            count -= 1
            commands.append(.dataRemoveSection(count))
        }
        for s in 0..<min(from.count, to.count) {
            if to[s] < from[s] {
                for _ in to[s]..<from[s] {
                    commands.append(.dataRemove(IndexPath(row: to[s], section: s)))
                }
            } else if to[s] > from[s] {
                for r in from[s]..<to[s] {
                    commands.append(.dataInsert(newLabel(s, r), at: IndexPath(row: r, section: s)))
                }
            }
        }
        while count < to.count {
            commands.append(
                .dataInsertSection(
                    count, "New " + title(count), rows: (0..<to[count]).map { newLabel(count, $0) })
            )
            count += 1
        }
        return commands
    }

    /// Commands run as one `batch`; a lone view call or combined form stands on its own (a
    /// lone `data` change would then change the model only, so it stays in its batch).
    static func batch(_ commands: [Command]) -> [Command] {
        if commands.count == 1, !commands[0].isDataChange { return commands }
        return [.batch(caption: nil, commands.map { Statement(command: $0) })]
    }

    /// `0, 1, 2` for `0..<3`.
    static func list(_ range: Range<Int>) -> [Int] { Array(range) }
}
