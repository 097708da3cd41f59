import ListDocsEngine

extension Parser {
    /// Whether the line's next word is `object`: `delete object …` and its kin.
    func isObjectForm(_ cursor: LineCursor) -> Bool {
        var probe = cursor
        return probe.readWord()?.value == "object"
    }

    /// `delete object [s, r]`, `insert object [s, r] "title" [in "Group"]`,
    /// `move object [s, r] to [s, r] [in "Group"]`, `update object [s, r] "title"`: a change
    /// to the managed objects of a fetched-results walkthrough, which the controller reports.
    mutating func parseObjectChange(_ verb: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> ObjectChange
    {
        guard source == .fetchedResults else {
            throw .error(ScriptMessage.objectFormNeedsFetchedResults(verb.value), at: verb.location)
        }
        guard cursor.consume(word: "object") else {
            throw .error(ScriptMessage.expectedObjectWord(verb.value), at: cursor.peekLocation)
        }
        let change: ObjectChange
        switch verb.value {
        case "delete":
            change = .delete(try cursor.readIndexPath().value)
        case "insert":
            let path = try cursor.readIndexPath().value
            let title = try cursor.readLabel(beforeKeyword: "in", what: "the new object's title")
            change = .insert(path, title: title.value, group: try group(&cursor))
        case "move":
            let from = try cursor.readIndexPath().value
            try expectWord("to", &cursor, ScriptMessage.expectedMoveObject)
            let to = try cursor.readIndexPath().value
            change = .move(from, to: to, group: try group(&cursor))
        default:
            let path = try cursor.readIndexPath().value
            change = .update(
                path, title: try cursor.readLabel(until: nil, what: "the object's new title").value)
        }
        try expectEnd(cursor)
        return change
    }

    /// An optional `in "Group"`: the object starts a new section of that name.
    private func group(_ cursor: inout LineCursor) throws(Diagnostic) -> String? {
        guard cursor.consume(word: "in") else { return nil }
        return try cursor.readLabel(until: nil, what: "the new section's name").value
    }
}

extension ScriptMessage {
    static func objectFormNeedsFetchedResults(_ verb: String) -> String {
        "'\(verb) object' changes Core Data objects: it needs source=fetched-results (with an array data source write '\(verb) row')"
    }

    static func expectedObjectWord(_ verb: String) -> String {
        "expected 'object' after '\(verb)', as in '\(verb) object [0, 1]'"
    }

    static let expectedMoveObject = "expected 'to [section, row]' after the object's index path"

    static let objectsInMixedBatch =
        "a batch of object changes is one save: it holds only 'delete object', 'insert object', 'move object' and 'update object' lines"
}
