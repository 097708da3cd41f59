import ListDocsEngine

/// The narrative lines: what the user does (a tap, a swipe, a drag, a confirmation and its
/// choice) and the notes that caption the steps. Each is a step that changes nothing, but
/// for a drag, whose row the view moves on screen before the data source is told.
extension Interpreter {
    /// A narrative line: a step that changes nothing, but for a note (which captions the
    /// next step), a drag (the screen moves first) and a tap on a row found by its label.
    mutating func executeNarrative(_ statement: Statement, _ narrative: Narrative) {
        switch narrative {
        case .note(let text):
            pendingNote = pendingNote.map { $0 + " " + text } ?? text
            if pendingNoteLocation == nil { pendingNoteLocation = statement.location }
        case .tapRow(let path) where table.screen.cell(at: path) == nil:
            diagnostics.append(
                .error(
                    ScriptMessage.tapNothing(path, view: attributes.view), at: statement.location))
        case .drag(let from, let to):
            finishLastStep()
            runDrag(statement, from: from, to: to)
        case .tapRowShowing(let label):
            runTap(statement, showing: label)
        case .select, .deselect:
            runSelection(statement, narrative)
        case .confirm where attributes.ios < ScriptAttributes.objectiveCPagesBefore:
            // The action sheet is a UIAlertController, which came with iOS 8.
            diagnostics.append(
                .error(ScriptMessage.confirmBefore8(attributes.ios), at: statement.location))
        default:
            if case .tap(let label) = narrative, let path = shownPath(of: label) {
                // A button and a row may share a name; the author likely meant the row.
                diagnostics.append(
                    .warning(
                        ScriptMessage.tapNamesARow(label, path: path, view: attributes.view),
                        at: statement.location))
            }
            finishLastStep()
            steps.append(
                step(.narrative(narrative), statement: statement, calls: [], dataChanges: []))
        }
    }
    /// `tap row "Kiwi"`: a `tapRow` step at the place the row shows now, keeping the label
    /// for its caption; an error when no row on screen shows it.
    private mutating func runTap(_ statement: Statement, showing label: String) {
        guard let path = shownPath(of: label) else {
            diagnostics.append(
                .error(
                    ScriptMessage.tapNoRowShows(label, view: attributes.view),
                    at: statement.location))
            return
        }
        finishLastStep()
        var tapped = step(
            .narrative(.tapRow(path)), statement: statement, calls: [], dataChanges: [])
        tapped.tappedLabel = label
        steps.append(tapped)
    }
    /// `drag row … to …`: the view moves the row itself; the data source is told next.
    private mutating func runDrag(_ statement: Statement, from: IndexPath, to: IndexPath) {
        let element = attributes.view.element
        guard attributes.source == .array else {
            diagnostics.append(
                .error(ScriptMessage.dragNeedsArray, at: statement.location))
            return
        }
        if attributes.view == .collection, attributes.ios < UIKitVersion(9) {
            diagnostics.append(
                .error(ScriptMessage.dragItemBefore9(attributes.ios), at: statement.location))
            return
        }
        guard let report = table.userMove(from: from, to: to) else {
            let why =
                table.screen.cell(at: from) == nil
                ? "the \(attributes.view.viewName) shows no \(element) at \(from)"
                : table.screen.sections.indices.contains(to.section)
                    ? "\(to) is past the end of section \(to.section) once the \(element) is lifted out"
                    : "there is no section \(to.section) to drop it in"
            diagnostics.append(
                .error(
                    ScriptMessage.cannotDrag(element, from: from, to: to, why: why),
                    at: statement.location))
            return
        }
        var dragged = step(
            .narrative(.drag(from: from, to: to)), statement: statement, calls: [],
            dataChanges: [])
        dragged.report = report
        steps.append(dragged)
    }
    /// Where the screen shows a cell labelled `label`, if it does.
    private func shownPath(of label: String) -> IndexPath? {
        for (s, section) in table.screen.sections.enumerated() {
            if let r = section.cells.firstIndex(where: { $0.label == label }) {
                return IndexPath(row: r, section: s)
            }
        }
        return nil
    }
}
