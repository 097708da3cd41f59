import ListDocsEngine
import ListDocsScript

/// The scenario of a cell dequeued with an identifier nothing was registered for.
extension Scenario {
    /// The scenario for `unregisteredReuseIdentifier`: the message names the identifier
    /// dequeued; the identifier registered instead, and the first cell asked for, are the
    /// walkthrough's choice.
    static func unregisteredReuseIdentifier(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        let identifier = try a.givenIdentifier(0, "the reuse identifier")
        try require(
            !identifier.isEmpty && identifier.count <= 64
                && !identifier.contains(where: { $0 == "\"" || $0 == "\\" }),
            "the identifier '\(identifier)' cannot be written in a walkthrough (it is empty, longer than 64 characters, or holds a quote or a backslash)"
        )
        let registered = identifier == "Cell" ? nil : "Cell"
        let method =
            w.view == .table ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)"
        let register =
            w.view == .table
            ? "register(_:forCellReuseIdentifier:)" : "register(_:forCellWithReuseIdentifier:)"
        return [
            firstCellScenario(
                CellReuse(dequeued: identifier, registered: registered),
                story:
                    "The app's `\(method)` dequeues its cells with the identifier \"\(identifier)\", and nothing was registered under that name"
                    + (registered.map { " (`viewDidLoad()` registers \"\($0)\")" } ?? "")
                    + ": the first time the \(w.viewName) asks for a cell, here for the first \(w.row) inserted, UIKit has no class or nib to make one from. The identifier must match a `\(register)` call, or a storyboard prototype cell's identifier, character for character.",
                fixStory:
                    "Register the cell class (or nib) under the identifier the cell method dequeues, in `viewDidLoad()`, before the first cell is asked for; with a storyboard, give the prototype cell that identifier.",
                assumption:
                    "The message names only the identifier: the walkthrough's app registers "
                    + (registered.map { "\"\($0)\"" } ?? "nothing")
                    + " and dies at its first \(w.row), inserted into an empty list. An app that shows rows at once dies as it first appears."
            )
        ]
    }

    /// The scenario for `cellWithoutReuseIdentifier`: a collection view's cell method
    /// returns a cell it made (`UICollectionViewCell()`, often a fallback in a `guard`).
    static func cellWithoutReuseIdentifier(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        [
            firstCellScenario(
                CellReuse(dequeue: .none),
                story:
                    "The app's `collectionView(_:cellForItemAt:)` returns a cell it made itself, `UICollectionViewCell()` (often the fallback of a `guard` or an `if` that did not expect to run), rather than one from `dequeueReusableCell(withReuseIdentifier:for:)`. A collection view takes only cells it handed out: such a cell has no reuse identifier, and the first time the view asks for a cell, here for the first item inserted, UIKit stops the app.",
                fixStory:
                    "Return only dequeued cells: dequeue first, then configure, and in a fallback branch dequeue the same registered cell (or a placeholder class registered for the purpose) instead of making one."
            )
        ]
    }

    /// The scenario for `dequeuedViewNotReturned`: a cell dequeued besides the one returned.
    /// A message naming another view (a header or footer) is the same check; the language
    /// has no supplementary views, so the walkthrough's extra view is a cell, and says so.
    static func dequeuedViewNotReturned(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        var scenario = firstCellScenario(
            CellReuse(dequeue: .extra),
            story:
                "The app dequeues a cell the collection view did not ask for: here a second one in `collectionView(_:cellForItemAt:)`, never returned; in apps, often a cell dequeued to measure a size in `sizeForItemAt`, or a header dequeued outside `viewForSupplementaryElementOfKind`. From iOS 18 UIKit checks that every view dequeued goes back to the collection view, and stops the app when it prepares its cells, here for the first item inserted.",
            fixStory:
                "Dequeue only inside the data source method that is asked for that view, once, and return what you dequeued; to measure a size, configure a cell you keep for measuring (not dequeued) or let the layout size its cells itself."
        )
        let named = a.identifier(0)
        if !named.isEmpty, named != "UICollectionViewCell" {
            scenario.assumptions.append(
                "The message names a \(named) (a header, a footer or another supplementary view) as the view dequeued and not returned. Listdocs draws no supplementary views, so the walkthrough's extra view is a cell; UIKit checks both alike, and the fix is the same: dequeue a header only in `collectionView(_:viewForSupplementaryElementOfKind:at:)` when the collection view asks for it, and return what you dequeued."
            )
        }
        return [scenario]
    }

    /// A walkthrough whose first row or item, inserted at `path` into empty sections, is
    /// where the data source's way of getting a cell (`reuse`) fails; its fix dequeues
    /// what it registered. `assumption` says what the walkthrough chose that the message
    /// left open.
    private static func firstCellScenario(
        _ reuse: CellReuse, at path: IndexPath = IndexPath(row: 0, section: 0),
        story: String, fixStory: String,
        assumption: String =
            "The message does not say which cell or when: the walkthrough's app dies at its first item, inserted into an empty list. An app that shows items at once dies as it first appears."
    ) -> Scenario {
        let empty = Fixture.state(Array(repeating: 0, count: path.section + 1))
        let insert = Command.insertRow(path, Fixture.newLabel(path.section, path.row))
        var scenario = Scenario(
            crash: empty + [insert], fix: empty + [insert], story: story, fixStory: fixStory,
            assumptions: [assumption])
        scenario.cellReuse = reuse
        return scenario
    }
}

/// The scenario of a table view's data source that returns no cell.
extension Scenario {
    /// The scenario for `nilCellFromDataSource`: the cell method returns nil. Texts from
    /// iOS 13 name the row asked for; the walkthrough's first row comes into an empty list
    /// there, so a row past the first of its section cannot be the first asked for.
    static func nilCellFromDataSource(
        _ kind: UIKitException.Kind, _ w: ScriptWords, _ a: ReasonArguments
    ) throws(Irreconcilable) -> [Scenario] {
        // The texts before iOS 13 name no row: the walkthrough's is the first.
        let path = a.numbers.isEmpty ? IndexPath(row: 0, section: 0) : try a.path()
        try require(
            path.row == 0 && path.section >= 0 && path.section < 100,
            "the message names row \(path.row) of section \(path.section), but a data source that returns no cell dies at the first row the table view asks for, which is a section's first row when rows come into an empty list"
        )
        var scenario = firstCellScenario(
            CellReuse(dequeue: .returnsNil), at: path,
            story:
                "The app's `tableView(_:cellForRowAt:)` returns no cell, nil, and a table view cannot show nothing: the first time it asks for a cell, here for the \(w.row) inserted at \(path), UIKit stops the app. In Objective-C this is most often `dequeueReusableCellWithIdentifier:` (the form without the index path) answering nil because nothing is registered under the identifier and the code does not make a cell when it does, or a branch of the method that falls through to `return nil`; in Swift, a `UITableViewController` subclass that returns `super.tableView(_:cellForRowAt:)`, which has cells only for a storyboard's static table.",
            fixStory:
                "Register the cell class (or nib) in `viewDidLoad()` and dequeue with `dequeueReusableCell(withIdentifier:for:)`, the form with the index path, which always returns a cell; never return the superclass's cell for a dynamic table.",
            assumption:
                "The walkthrough's app returns no cell for any row and dies at its first \(w.row), inserted into an empty list; an app that shows rows at once dies as it first appears, and one that returns nil from one branch only dies when a row of that branch comes on screen."
        )
        if !a.identifier(0).isEmpty, a.identifier(0) != CellReuse.appDataSourceClass {
            scenario.assumptions.append(
                "The message names the app's data source, \(a.identifier(0)); the walkthrough's is its own `\(CellReuse.appDataSourceClass)`."
            )
        }
        return [scenario]
    }
}
