import ListDocsEngine
import ListDocsScript

/// A walkthrough pair that explains one crash: the smallest script that dies of it, the
/// script that does the same job without dying, and the reader's words for both.
struct Scenario {
    /// Info-string attributes besides `title`, `ios` and `view` (e.g. `source=diffable`).
    var attributes: [String] = []
    /// The fix's attributes, when they differ (a corrected `hashable=`).
    var fixAttributes: [String]?
    /// The crashing script, from its `state` to the update that dies (no `expect crash`).
    var crash: [String]
    /// The script that does it right.
    var fix: [String]
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

/// Writing lists and calls in the edit-script language, in the words of one view.
struct ScriptWords {
    let view: ListViewKind

    /// `table` / `collection`.
    var prefix: String { view.scriptPrefix }
    /// `row` / `item`.
    var row: String { view.element }
    /// `rows` / `items`.
    var rows: String { view.elements }
    /// `table view` / `collection view`.
    var viewName: String { view.viewName }
    /// `deleteRows` / `deleteItems`.
    var deleteCall: String { view.methodName(.deleteRows) }
    var insertCall: String { view.methodName(.insertRows) }
    var moveCall: String { view.methodName(.moveRow) }
    var reloadCall: String { view.methodName(.reloadRows) }

    /// `table deleteRows [0, 1], [0, 2]`.
    func call(_ name: String, _ paths: [IndexPath]) -> String {
        "\(prefix) \(name) " + paths.map(\.description).joined(separator: ", ")
    }
    func move(_ from: IndexPath, _ to: IndexPath) -> String {
        "\(prefix) \(moveCall) \(from) to \(to)"
    }
    func sections(_ name: String, _ indexes: [Int]) -> String {
        "\(prefix) \(name) " + indexes.map(String.init).joined(separator: ", ")
    }
}

/// The lists a scenario starts from: sections titled `A`, `B`, … holding `a0`, `a1`, ….
enum Fixture {
    static func title(_ section: Int) -> String {
        section < 26 ? String(UnicodeScalar(UInt8(65 + section))) : "S\(section)"
    }

    static func label(_ section: Int, _ row: Int) -> String {
        (section < 26 ? String(UnicodeScalar(UInt8(97 + section))) : "s\(section)-") + String(row)
    }

    /// A label for a row that is new in section `section`.
    static func newLabel(_ section: Int, _ n: Int) -> String { label(section, n) + "+" }

    /// The `state` block for sections holding `counts` rows.
    static func state(_ counts: [Int]) -> [String] {
        ["state"] + counts.enumerated().map { s, n in "  " + sectionText(s, n) }
    }

    /// `A: a0, a1`.
    static func sectionText(_ s: Int, _ n: Int, labels: (Int, Int) -> String = label) -> String {
        title(s) + ":" + (n == 0 ? "" : " " + (0..<n).map { labels(s, $0) }.joined(separator: ", "))
    }

    /// `data` lines that take a list with `from` rows per section to one with `to` rows per
    /// section: sections removed or added at the end, rows removed or added at the end.
    static func dataChange(from: [Int], to: [Int]) -> [String] {
        var lines: [String] = []
        var count = from.count
        while count > to.count {
            count -= 1
            lines.append("data remove section \(count)")
        }
        for s in 0..<min(from.count, to.count) {
            if to[s] < from[s] {
                for _ in to[s]..<from[s] { lines.append("data remove [\(s), \(to[s])]") }
            } else if to[s] > from[s] {
                for r in from[s]..<to[s] {
                    lines.append("data insert \"\(newLabel(s, r))\" at [\(s), \(r)]")
                }
            }
        }
        while count < to.count {
            lines.append(
                "data insert section \(count) " + quoted("New " + title(count)) + ":"
                    + (to[count] == 0
                        ? ""
                        : " " + (0..<to[count]).map { newLabel(count, $0) }.joined(separator: ", "))
            )
            count += 1
        }
        return lines
    }

    /// A label or title as a `state` or `expect` line writes it (the writer's).
    static func stateLabel(_ text: String) -> String { ScriptWriter.label(text) }

    /// A label as the language writes it in quotes (the writer's).
    static func quoted(_ text: String) -> String { ScriptWriter.quoted(text) }

    /// Lines indented into a `batch`; a lone view call or combined form stands on its own
    /// (a lone `data` line would then change the model only, so it stays in its batch).
    static func batch(_ lines: [String]) -> [String] {
        if lines.count == 1, !lines[0].hasPrefix("data ") { return lines }
        return ["batch"] + lines.map { "  " + $0 }
    }

    /// `0, 1, 2` for `0..<3`.
    static func list(_ range: Range<Int>) -> [Int] { Array(range) }
}
