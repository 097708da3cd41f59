import ListDocsEngine

extension Parser {
    /// `delete|insert|move|reload` `row|rows|section|sections|data` … (`item|items` in a
    /// collection walkthrough).
    mutating func parseCombined(_ verb: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> CombinedUpdate
    {
        let element = view.element
        let objects =
            verb.value == "reload"
            ? [element, element + "s", "section", "sections", "data"]
            : [element, element + "s", "section", "sections"]
        guard let object = cursor.readWord() else {
            throw .error(
                "expected \(objects.map { "'\(verb.value) \($0)'" }.joined(separator: " or "))",
                at: cursor.peekLocation)
        }
        let otherWords = view == .table ? ["item", "items"] : ["row", "rows"]
        if otherWords.contains(object.value) {
            let right = object.value.hasSuffix("s") ? element + "s" : element
            throw .error(
                "'\(verb.value) \(object.value)' is for \(view == .table ? "collection views" : "table views"); in a \(view == .table ? "table" : "collection") walkthrough write '\(verb.value) \(right)'",
                at: object.location)
        }
        guard objects.contains(object.value) else {
            throw .error(
                "unknown form '\(verb.value) \(object.value)'\(Suggestion.hint(for: object.value, in: objects))",
                at: object.location, suggestion: Suggestion.closest(to: object.value, in: objects))
        }
        let plural = object.value.hasSuffix("s")
        let isSection = object.value.hasPrefix("section")
        let update: CombinedUpdate
        switch (verb.value, isSection) {
        case ("reload", _) where object.value == "data":
            update = .reloadData
        case ("delete", true):
            let animation = try animation(&cursor)
            update = .deleteSections(
                try sectionList(&cursor, plural: plural, object: object), animation)
        case ("reload", true):
            let animation = try animation(&cursor)
            update = .reloadSections(
                try sectionList(&cursor, plural: plural, object: object), animation)
        case ("insert", true):
            let animation = try animation(&cursor)
            let index = try cursor.readInteger()
            let section = try parseInlineSection(&cursor)
            update = .insertSection(index, section, animation)
        case ("move", true):
            let from = try cursor.readInteger()
            try expectWord("to", &cursor, "expected 'move section 0 to 2'")
            update = .moveSection(from, to: try cursor.readInteger())
        case ("delete", false):
            let animation = try animation(&cursor)
            update = .deleteRows(try pathList(&cursor, plural: plural, object: object), animation)
        case ("insert", false):
            let animation = try animation(&cursor)
            let items = try labelledPaths(
                &cursor, plural: plural, object: object, labelRequired: true)
            update = .insertRows(items.map(\.0), labels: items.map { $0.1 ?? "" }, animation)
        case ("reload", false):
            let animation = try animation(&cursor)
            let items = try labelledPaths(
                &cursor, plural: plural, object: object, labelRequired: false)
            update = .reloadRows(items.map(\.0), labels: items.map(\.1), animation)
        default:
            let from = try cursor.readIndexPath()
            try expectWord("to", &cursor, "expected 'move \(element) [0, 0] to [0, 1]'")
            update = .moveRow(from, to: try cursor.readIndexPath())
        }
        try expectEnd(cursor)
        return update
    }

    /// `data remove|insert|move|set …`
    mutating func parseDataEdit(cursor: inout LineCursor) throws(Diagnostic) -> DataEdit {
        let verbs = ["remove", "insert", "move", "set"]
        guard let verb = cursor.readWord() else {
            throw .error(
                "expected 'data remove', 'data insert', 'data move' or 'data set'",
                at: cursor.peekLocation)
        }
        let edit: DataEdit
        let onSection = cursor.consume(word: "section")
        switch verb.value {
        case "remove" where onSection: edit = .removeSection(try cursor.readInteger())
        case "remove": edit = .remove(try cursor.readIndexPath())
        case "insert" where onSection:
            let index = try cursor.readInteger()
            edit = .insertSection(index, try parseInlineSection(&cursor))
        case "insert":
            let label = try cursor.readLabel(
                beforeKeyword: "at", what: "a label followed by 'at [section, row]'")
            try expectWord("at", &cursor, "expected 'data insert \"label\" at [section, row]'")
            edit = .insert(label.value, at: try cursor.readIndexPath())
        case "move" where onSection:
            let from = try cursor.readInteger()
            try expectWord("to", &cursor, "expected 'data move section 0 to 2'")
            edit = .moveSection(from, to: try cursor.readInteger())
        case "move":
            let from = try cursor.readIndexPath()
            try expectWord("to", &cursor, "expected 'data move [0, 0] to [1, 0]'")
            edit = .move(from, to: try cursor.readIndexPath())
        case "set" where !onSection:
            let path = try cursor.readIndexPath()
            edit = .set(path, try cursor.readLabel(until: nil, what: "the new label").value)
        default:
            throw .error(
                "unknown data change '\(verb.value)'\(Suggestion.hint(for: verb.value, in: verbs)); use remove, insert, move or set",
                at: verb.location, suggestion: Suggestion.closest(to: verb.value, in: verbs))
        }
        try expectEnd(cursor)
        return edit
    }

    /// `table deleteRows|insertRows|… …`, or in a collection walkthrough
    /// `collection deleteItems|insertItems|… …`: one call on the view alone. The two views
    /// have the same calls under their own names; a collection view's take no animation.
    mutating func parseViewCall(cursor: inout LineCursor) throws(Diagnostic) -> Command {
        let prefix = view.scriptPrefix
        let viewName = view.viewName
        let queries = ["numberOfItems", "layoutAttributes"]
        let methods =
            TableViewCall.Kind.allCases.map(view.methodName) + (view == .collection ? queries : [])
        guard let method = cursor.readWord() else {
            throw .error(
                "expected a \(viewName) method such as \(view.methodName(.deleteRows))",
                at: cursor.peekLocation)
        }
        if queries.contains(method.value) {
            guard view == .collection else {
                throw .error(
                    "'\(method.value)' is a question for a collection view; this walkthrough drives a table view (add view=collection to the info string)",
                    at: method.location)
            }
            let query: ViewQuery
            if method.value == "numberOfItems" {
                query = .numberOfItems(section: try cursor.readInteger().value)
            } else {
                query = .layoutAttributes(try cursor.readIndexPath().value)
            }
            try expectEnd(cursor)
            return .query(query)
        }
        guard let kind = view.callKind(named: method.value) else {
            if let other = view.other.callKind(named: method.value) {
                throw .error(
                    "'\(method.value)' is a \(view.other.scriptPrefix) view method; a \(viewName)'s is '\(view.methodName(other))'",
                    at: method.location)
            }
            throw .error(
                "unknown \(viewName) method '\(method.value)'\(Suggestion.hint(for: method.value, in: methods))",
                at: method.location, suggestion: Suggestion.closest(to: method.value, in: methods))
        }
        var paths: [Located<IndexPath>] = []
        var sections: [Located<Int>] = []
        let call: TableViewCall
        switch kind {
        case .reloadData:
            try refuseAnimationOnCollection(&cursor)
            call = .reloadData
        case .moveRow:
            try refuseAnimationOnCollection(&cursor)
            let from = try cursor.readIndexPath()
            try expectWord(
                "to", &cursor, "expected '\(prefix) \(view.methodName(.moveRow)) [0, 0] to [0, 1]'")
            let to = try cursor.readIndexPath()
            paths = [from, to]
            call = .moveRow(from.value, to: to.value)
        case .moveSection:
            try refuseAnimationOnCollection(&cursor)
            let from = try cursor.readInteger()
            try expectWord("to", &cursor, "expected '\(prefix) moveSection 0 to 2'")
            let to = try cursor.readInteger()
            sections = [from, to]
            call = .moveSection(from.value, to: to.value)
        case .deleteSections, .insertSections, .reloadSections:
            let animation = try animation(&cursor)
            sections = try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
                try c.readInteger()
            }
            let values = sections.map(\.value)
            call =
                kind == .deleteSections
                ? .deleteSections(values, animation)
                : kind == .insertSections
                    ? .insertSections(values, animation) : .reloadSections(values, animation)
        case .deleteRows, .insertRows, .reloadRows:
            let animation = try animation(&cursor)
            paths = try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
                try c.readIndexPath()
            }
            let values = paths.map(\.value)
            call =
                kind == .deleteRows
                ? .deleteRows(values, animation)
                : kind == .insertRows
                    ? .insertRows(values, animation) : .reloadRows(values, animation)
        }
        try expectEnd(cursor)
        return .table(call, paths, sections)
    }

    /// Calls that take no animation in either view: in a collection walkthrough a trailing
    /// `with …` gets the collection view's explanation; in a table one it is left for the
    /// end-of-line check to report.
    private func refuseAnimationOnCollection(_ cursor: inout LineCursor) throws(Diagnostic) {
        if view == .collection { _ = try animation(&cursor) }
    }

    /// `"Title": a, b` after an `insert section N`.
    private mutating func parseInlineSection(_ cursor: inout LineCursor) throws(Diagnostic)
        -> ListSection
    {
        let title = try cursor.readLabel(
            until: ":", what: "a section title followed by ':' and its rows")
        try cursor.expect(":", "expected ':' after the section title, as in \"Primes\": 2, 3, 5")
        let rows =
            cursor.isAtEnd
            ? []
            : try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
                try c.readLabel().value
            }
        return ListSection(title: title.value, rows: rows)
    }

    private func sectionList(_ cursor: inout LineCursor, plural: Bool, object: Located<String>)
        throws(Diagnostic) -> [Located<Int>]
    {
        let items = try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
            try c.readInteger()
        }
        if !plural, items.count > 1 {
            throw .error(
                "'section' takes one index; write 'sections' for several", at: object.location)
        }
        return items
    }

    private func pathList(_ cursor: inout LineCursor, plural: Bool, object: Located<String>)
        throws(Diagnostic) -> [Located<IndexPath>]
    {
        let items = try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
            try c.readIndexPath()
        }
        if !plural, items.count > 1 {
            throw .error(
                "'\(view.element)' takes one index path; write '\(view.elements)' for several",
                at: object.location)
        }
        return items
    }

    /// `[s, r] "label", [s, r] "label"`; the label may be optional.
    private func labelledPaths(
        _ cursor: inout LineCursor, plural: Bool, object: Located<String>, labelRequired: Bool
    ) throws(Diagnostic) -> [(Located<IndexPath>, String?)] {
        let items = try cursor.readList {
            (c: inout LineCursor) throws(Diagnostic) -> (Located<IndexPath>, String?) in
            let path = try c.readIndexPath()
            if let next = c.peek, next != "," {
                return (path, try c.readLabel(what: "the row's label").value)
            }
            if labelRequired {
                throw .error(
                    "expected the new row's label after \(path.value), like \(path.value) \"10\"",
                    at: c.peekLocation)
            }
            return (path, nil)
        }
        if !plural, items.count > 1 {
            throw .error(
                "'\(view.element)' takes one index path; write '\(view.elements)' for several",
                at: object.location)
        }
        return items
    }

    func expectWord(_ word: String, _ cursor: inout LineCursor, _ message: String)
        throws(Diagnostic)
    {
        let here = cursor.peekLocation
        guard cursor.consume(word: word) else { throw .error(message, at: here) }
    }
}
