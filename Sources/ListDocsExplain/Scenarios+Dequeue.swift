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
        let identifier = a.identifier(0)
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
        let first = IndexPath(row: 0, section: 0)
        var scenario = Scenario(
            crash: Fixture.state([0]) + [.insertRow(first, Fixture.newLabel(0, 0))],
            fix: Fixture.state([0]) + [.insertRow(first, Fixture.newLabel(0, 0))],
            story:
                "The app's `\(method)` dequeues its cells with the identifier \"\(identifier)\", and nothing was registered under that name"
                + (registered.map { " (`viewDidLoad()` registers \"\($0)\")" } ?? "")
                + ": the first time the \(w.viewName) asks for a cell, here for the first \(w.row) inserted, UIKit has no class or nib to make one from. The identifier must match a `\(register)` call, or a storyboard prototype cell's identifier, character for character.",
            fixStory:
                "Register the cell class (or nib) under the identifier the cell method dequeues, in `viewDidLoad()`, before the first cell is asked for; with a storyboard, give the prototype cell that identifier.",
            assumptions: [
                "The message names only the identifier: the walkthrough's app registers "
                    + (registered.map { "\"\($0)\"" } ?? "nothing")
                    + " and dies at its first \(w.row), inserted into an empty list. An app that shows rows at once dies as it first appears."
            ])
        scenario.cellReuse = CellReuse(dequeued: identifier, registered: registered)
        return [scenario]
    }
}
