import ListDocsEngine

extension Parser {
    /// `scroll to row [s, r]` (`scroll to item [s, r]` in a collection walkthrough): the app
    /// scrolls the view to a row, which the view checks against what it has loaded.
    mutating func parseScroll(cursor: inout LineCursor) throws(Diagnostic) -> ViewQuery {
        let form = "scroll to \(view.element) [section, \(view.element)]"
        guard cursor.consume(word: "to") else {
            throw .error(ScriptMessage.expectedScroll(form), at: cursor.peekLocation)
        }
        let here = cursor.peekLocation
        guard let noun = cursor.readWord(), noun.value == "row" || noun.value == "item" else {
            throw .error(ScriptMessage.expectedScroll(form), at: here)
        }
        guard noun.value == view.element else {
            throw .error(ScriptMessage.expectedScroll(form), at: noun.location)
        }
        let path = try cursor.readIndexPath().value
        var position = ScrollPosition.middle
        if cursor.consume(word: "at") {
            let place = cursor.peekLocation
            guard let word = cursor.readWord(), let named = ScrollPosition(rawValue: word.value)
            else {
                throw .error(ScriptMessage.expectedScrollPosition, at: place)
            }
            position = named
        }
        var animated = true
        if cursor.consume(word: "without") {
            guard cursor.consume(word: "animation") else {
                throw .error(
                    ScriptMessage.expectedScroll(form + " without animation"),
                    at: cursor.peekLocation)
            }
            animated = false
        }
        try expectEnd(cursor)
        return .scrollTo(path, at: position, animated: animated)
    }
}

extension ScriptMessage {
    static func expectedScroll(_ form: String) -> String { "expected '\(form)'" }
    static func expectedSelection(_ verb: String, _ element: String) -> String {
        "expected '\(verb) \(element) [section, \(element)]' or '\(verb) \(element)s [0, 1], [0, 3]'"
    }
    static func expectedDeleteSelected(_ element: String) -> String {
        "expected 'delete selected \(element)s'"
    }
    static let expectedScrollPosition =
        "expected 'top', 'middle' or 'bottom' after 'at': where the row ends on the screen"
}
