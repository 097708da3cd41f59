import ListDocsEngine

/// Multiple selection: the user selects and deselects rows (narrative steps that change
/// the view's selection, not its rows), and the app deletes the rows selected.
extension Interpreter {
    /// The first version listdocs shows multiple selection for: UIKit's table view has it
    /// from iOS 5 and its collection view from 6, but the printed code is checked against
    /// the SDK's eras from iOS 8.
    static let multipleSelectionSince = UIKitVersion(8)

    /// `select rows …` / `deselect rows …`: each row must be on screen.
    mutating func runSelection(_ statement: Statement, _ narrative: Narrative) {
        let (paths, selected): ([IndexPath], Bool)
        switch narrative {
        case .select(let p): (paths, selected) = (p, true)
        case .deselect(let p): (paths, selected) = (p, false)
        default: return
        }
        guard attributes.source == .array else {
            diagnostics.append(.error(ScriptMessage.selectionNeedsArray, at: statement.location))
            return
        }
        guard attributes.ios >= Self.multipleSelectionSince else {
            diagnostics.append(
                .error(ScriptMessage.selectionBefore8(attributes.ios), at: statement.location))
            return
        }
        if let missing = paths.first(where: { table.screen.cell(at: $0) == nil }) {
            diagnostics.append(
                .error(
                    ScriptMessage.selectNothing(missing, view: attributes.view),
                    at: statement.location))
            return
        }
        // The user taps what the screen shows: a row off a `visible=` screen has no cell.
        let counts = table.screen.rowCounts
        if let window = table.viewport,
            let hidden = paths.first(where: { !window.shows($0, counts: counts) })
        {
            diagnostics.append(
                .error(
                    ScriptMessage.selectOffScreen(hidden, view: attributes.view),
                    at: statement.location))
            return
        }
        finishLastStep()
        for path in paths { table.setSelected(selected, at: path) }
        steps.append(step(.narrative(narrative), statement: statement, calls: [], dataChanges: []))
    }

    /// `delete selected rows`: the rows `indexPathsForSelectedRows` names, removed from the
    /// model from the last to the first and deleted from the view, as one update.
    mutating func runDeleteSelected(_ statement: Statement, animation: RowAnimation)
        throws(Stop)
    {
        guard attributes.source == .array else {
            diagnostics.append(.error(ScriptMessage.selectionNeedsArray, at: statement.location))
            return
        }
        let selected = table.indexPathsForSelectedRows
        guard !selected.isEmpty else {
            diagnostics.append(
                .error(ScriptMessage.nothingSelected(attributes.view), at: statement.location))
            return
        }
        let paths = selected.reversed().map { Located($0, at: statement.location) }
        var update = statement
        update.command = .update(.deleteRows(paths, animation))
        try runUpdate(update)
        steps[steps.count - 1].deletesSelection = true
    }
}

extension ScriptMessage {
    static let selectionNeedsArray =
        "selecting rows and deleting the selected ones needs an array data source (source=array)"
    static func selectionBefore8(_ ios: UIKitVersion) -> String {
        "listdocs shows multiple selection from iOS 8 (UIKit has it from iOS 5), not on iOS \(ios)"
    }
    static func selectNothing(_ path: IndexPath, view: ListViewKind) -> String {
        "cannot select \(view.element) \(path): the \(view.viewName) shows no \(view.element) there"
    }
    static func selectOffScreen(_ path: IndexPath, view: ListViewKind) -> String {
        "cannot select \(view.element) \(path): it is off the screen (visible=), so the user cannot tap it; scroll to it first"
    }
    static func nothingSelected(_ view: ListViewKind) -> String {
        "no \(view.element) is selected: 'select \(view.element)s …' first"
    }
}
