/// The language's reference: every form with what it does, in the words of the
/// documentation's language page (`Content/language-reference.md`, whose sections a test
/// holds equal to these entries), for `listdocs help language` and `listdocs language`.
public enum LanguageReference {
    /// One row: the form (Markdown, code in backticks) and what it does.
    public struct Entry: Sendable, Equatable {
        public let forms: String
        public let meaning: String

        public init(forms: String, meaning: String) {
            self.forms = forms
            self.meaning = meaning
        }
    }

    /// The entries, in the language page's order.
    public static let entries: [Entry] = [
        Entry(
            forms: "`state` + indented `Title: a, b, c` lines, or `state: a, b, c`",
            meaning:
                "the list before the first step (exactly one); `state` with no lines below it is a list with no sections (a view that shows nothing yet), while `state:` is one untitled section with no rows"
        ),
        Entry(
            forms: "`delete section 1`, `delete sections 0, 2`",
            meaning:
                "remove from the data source, then `deleteSections`"
        ),
        Entry(
            forms: "`insert section 1 \"Primes\": 2, 3, 5`",
            meaning:
                "insert into the data source, then `insertSections`"
        ),
        Entry(
            forms: "`move section 0 to 2`, `reload section 1`",
            meaning:
                "`moveSection`, `reloadSections`"
        ),
        Entry(
            forms: "`delete row [0, 3]`, `delete rows [0, 3], [0, 0]`",
            meaning:
                "`deleteRows`"
        ),
        Entry(
            forms: "`insert row [0, 5] \"10\"`, `insert rows [0, 5] \"10\", [0, 6] \"11\"`",
            meaning:
                "`insertRows`"
        ),
        Entry(
            forms: "`move row [0, 0] to [0, 1]`",
            meaning:
                "`moveRow`"
        ),
        Entry(
            forms: "`reload row [1, 2] \"two\"` (label optional)",
            meaning:
                "relabel the row, then `reloadRows`"
        ),
        Entry(
            forms: "`reload data`",
            meaning:
                "`reloadData()` (a line that starts with UIKit's name, `reloadData()` or `tableView.performBatchUpdates {`, is an error that names the form to write)"
        ),
        Entry(
            forms: "`… with fade` after any row or section form",
            meaning:
                "the `UITableView.RowAnimation`: `fade right left top bottom none middle automatic`"
        ),
        Entry(
            forms: "`batch \"caption\"` + indented lines",
            meaning:
                "one `performBatchUpdates`: deletes, reloads and move sources name the list before it, inserts and move destinations the list after it; order inside does not matter"
        ),
        Entry(
            forms:
                "`data remove [0, 3]`, `data insert \"10\" at [0, 4]`, `data move [0, 0] to [1, 0]`, `data set [0, 2] \"two\"`, `data remove section 1`, `data insert section 1 \"Primes\": 2, 3`, `data move section 0 to 2`",
            meaning:
                "change only the data source, in the order written"
        ),
        Entry(
            forms:
                "`table deleteRows [0, 3] with fade`, `table insertRows …`, `table moveRow [0, 0] to [0, 1]`, `table reloadRows …`, `table deleteSections 1`, `table insertSections 2`, `table moveSection 0 to 2`, `table reloadSections 1`, `table reloadData`",
            meaning:
                "call the table view only; outside a batch each is an update checked at once"
        ),
        Entry(
            forms: "`expect` + block, `expect: a, b`",
            meaning:
                "the data source (and the screen) after the previous step; `expect` with no block: no sections"
        ),
        Entry(
            forms: "`expect screen` + block, `expect screen: a, b`",
            meaning:
                "what the screen shows (listdocs' own addition)"
        ),
        Entry(
            forms: "`expect crash \"Invalid update: invalid number of rows\"`",
            meaning:
                "the previous step crashes with a reason starting like this"
        ),
        Entry(
            forms: "`expect stale`",
            meaning:
                "the screen may differ from the data source after the previous step"
        ),
        Entry(
            forms:
                "`tap \"Button\"`, `tap row [0, 3]`, `tap row \"Kiwi\"`, `swipe row [0, 8]`, `swipe row [0, 8] trailing \"Delete\" destructive, \"Flag\" orange` (or `leading`), `confirm \"Title\" \"Message\"`, `choose Delete`, `note \"…\"`, `select rows [0, 1], [0, 3]`, `deselect row [0, 1]`, `delete selected rows`",
            meaning:
                "narrative steps: drawn on the device, change nothing: a bar above the list holds the tapped button (pressed on its step), a tapped row shows UIKit's grey selection, a swiped row slides aside over its red Delete action, `confirm` raises an action sheet with the title, the message, the action and Cancel (it rises from the bottom of the screen and sinks back, as on iOS), `choose` presses one of them (Cancel slides the row back); `note` captions the next step, whatever its kind (notes in a row join; a note with no step after it is a warning); `tap row \"Kiwi\"` (`tap item \"Kiwi\"`) taps the row that shows Kiwi wherever it is now (in a diffable walkthrough, the item with that identifier); `tap \"x\"` where a row shows `x` is a warning that says how to tap the row. A swipe that names its actions (a table view from iOS 11, at most three) reveals them at that edge, the first at the row's edge, each a `UIContextualAction`: `destructive` is red (`style: .destructive`); red, orange, yellow, green, teal, blue, purple, pink or gray a normal action's `backgroundColor` (`.systemOrange`…); none, UIKit's grey. `choose \"Flag\"` picks one: the steps after it run in its handler, which ends with `completionHandler(true)`; an unchosen Delete deletes its row, any other unchosen action says it is the app's to write and calls `completionHandler(false)`. `select rows …` (`select items …`) selects rows in a list that allows multiple selection (the model block sets `allowsMultipleSelection`; array data sources, from iOS 8): they stay in UIKit's grey as the list changes, move with their rows, and leave the selection when deleted or reloaded (`reloadData` clears it); `deselect` takes them out. `delete selected rows` is the app deleting them: it reads `indexPathsForSelectedRows` (nil when none is selected), removes them from its model from the last to the first and calls `deleteRows(at:with:)` with them; with nothing selected it is an error"
        ),
        Entry(
            forms: "`drag row [0, 0] to [0, 3]` (`drag item …` in a collection view)",
            meaning:
                "the user reorders: the view moves the row on screen by itself (drawn as a move, the row lifted), then calls `tableView(_:moveRowAt:to:)`; the data source has not changed yet, so the lines that follow are what the app does there (`data move [0, 0] to [0, 3]` is right; `table moveRow …` moves the row a second time; nothing leaves the model behind). `[0, 3]` is the row's place after the move. Array data sources only; the model block then declares `canMoveRowAt`"
        ),
        Entry(
            forms:
                "`scroll to row [0, 4]`, `scroll to row [0, 4] at top` (or `at bottom`), `… without animation` (`scroll to item …` in a collection view)",
            meaning:
                "`scrollToRow(at:at:animated:)` (`scrollToItem`): the view checks the index path against what it has loaded (its last update or `reloadData`), not against the data source, and past the end raises UIKit's out-of-bounds text for the walkthrough's iOS version (an `NSRangeException` from a table view); otherwise the row comes into view and the view asks the data source for its cell, which then shows what the model holds, and a model that shrank without the view being told traps in `cellForRowAt` with Swift's \"Index out of range\". Without `visible=` every row is on screen, so the row scrolled to is the one taken to come into view; with it, the list scrolls to put the row in the screen's middle (`.middle`; a collection view's `.centeredVertically`), at its top (`at top`, `.top`) or at its bottom (`at bottom`, `.bottom`), as far as the list's ends allow, and every row that comes on screen is asked for. Rows inserted above the screen push what the reader was reading down and out of sight, as UIKit keeps the content offset; `scroll to row … at top without animation` (`animated: false`) to the row that was at the top is how an app keeps the reader's place, a chat's \"load earlier\" for one"
        ),
        Entry(
            forms: "`diff to` + block",
            meaning:
                "the engine computes the batch (or batches) from the current list to this one; the code sets the model to each batch's state (`sections = [...]`) before the calls"
        ),
        Entry(
            forms: "`completion` + block, after a `batch` or an `apply`",
            meaning:
                "the lines run in its completion handler (`performBatchUpdates { … } completion: { _ in … }`, `apply(…) { … }`), each a step captioned \"In the completion handler\"; when the update raises, the handler never runs and its code is shown as not reached (the chat bug of updating the model there). Not after `apply in background`, nor on a table view before iOS 11"
        ),
        Entry(
            forms:
                "`delete object [1, 0]`, `insert object [0, 2] \"Milk\"` (or `… in \"Dairy\"` for a new section at that index), `move object [0, 0] to [1, 2]` (`… in \"Group\"`), `update object [0, 1] \"Kale\"`; several in a `batch` are one save",
            meaning:
                "`source=fetched-results` only: change the managed objects and save; the fetched-results controller reports every consequence (a row change at its old or new index path, and a section delete or insert whenever a section empties or appears) to the delegate named by `delegate=`, which updates the view in one batch. Each line names objects where they stand after the lines above it, as the code's own arrays of the fetched objects hold them (the controller itself sorts again only when the context saves); an emptied section keeps its place until the save. The code gives a new or moved object a sort key between its new neighbours', so no other object changes and the controller reports that object alone"
        ),
        Entry(
            forms:
                "`table numberOfRows 2`, `collection numberOfItems 2`, `collection layoutAttributes [1, 1]`",
            meaning:
                "questions put to the view, which answers from what it has loaded (its last update or `reloadData`), not from the data source; they change nothing. A section it does not have raises \"Requested the number of rows for section (2) which is out of bounds.\" (a table view, iOS 13 on; `-1` is allowed) or \"request for number of items in section 2 when there are only … sections\"; `layoutAttributes` is a custom layout handing the view attributes for a cell it may not have"
        ),
        Entry(
            forms:
                "`snapshot` or `new snapshot` + block (`append sections`, `insert sections … before`/`after`, `append items … to`, `insert items … before`/`after`, `delete items`, `delete sections`, `delete all items`, `move item … after`/`before`, `move section …`, `reload items`, `reload sections`, `reconfigure items`, `numberOfItems in`), then `apply` (`without animation`, `using reload data`, `in background`, or with indented sections: a snapshot built new)",
            meaning:
                "`source=diffable`: edit a copy of the data source's snapshot (`dataSource.snapshot()`) or an empty one, then `dataSource.apply(_:animatingDifferences:)`; UIKit compares the snapshots by identifier and animates the batch it derives. A call the snapshot rejects raises at the call with the walkthrough's iOS wording; a kept identifier keeps its cell and its old content until `reconfigure items` or `reload items` and an `apply`"
        ),
        Entry(
            forms:
                "`section snapshot` or `section snapshot of \"Section\"` + block (`append \"a\", \"b\"`, `append \"c\" to \"a\"`, `insert \"d\" before`/`after \"b\"`, `delete \"d\"`, `expand \"a\"`, `collapse \"a\"`), then `apply to \"Section\"`",
            meaning:
                "a collection view's section snapshot (iOS 14): one section's items as an outline, whose roots and the children of expanded items are what the section shows; `apply(_:to:animatingDifferences:)` replaces that section. An edit naming an item the outline does not have raises UIKit's text, as does an item added where it already is. An outline is drawn as UIKit's list draws it (the walkthrough takes `layout=list` unless it names a layout): each cell indented by its item's level, and every item that holds others at some step (a folder) with its disclosure control at the trailing end, pointing right while its children are hidden and down while they show. The model block names those parents (`let parents: Set<String>`) and gives their cells `.outlineDisclosure()` in the cell registration; the list cell indents itself"
        ),
    ]

    /// The reference as the terminal shows it: each form, then what it does, indented and
    /// broken at `width` columns; Markdown's backticks and bold left out.
    public static func text(width: Int = 80) -> String {
        var out =
            "The listdocs edit-script language (a fenced block whose info string starts with\n"
        out += "`listdocs`). Every form, then what it does:\n"
        for entry in entries {
            out += "\n" + wrapped(plain(entry.forms), width: width, indent: "") + "\n"
            out += wrapped(plain(entry.meaning), width: width, indent: "    ") + "\n"
        }
        return out.replacing("`", with: "")
    }

    private static func plain(_ markdown: String) -> String {
        markdown.replacing("`", with: "").replacing("**", with: "").replacing("\\|", with: "|")
    }

    private static func wrapped(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        if line.count > indent.count { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
