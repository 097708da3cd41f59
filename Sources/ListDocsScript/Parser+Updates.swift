import ListDocsEngine

extension Parser {
    /// `delete|insert|move|reload` `row|rows|section|sections|data` … (`item|items` in a
    /// collection walkthrough).
    mutating func parseCombined(_ verb: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> CombinedUpdate
    {
        let element = view.element
        let object = try combinedObject(verb, cursor: &cursor)
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
            try expectWord("to", &cursor, ScriptMessage.expectedMoveSection)
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
            try expectWord("to", &cursor, ScriptMessage.expectedMoveRow(element))
            update = .moveRow(from, to: try cursor.readIndexPath())
        }
        try expectEnd(cursor)
        return update
    }

    /// What a combined update changes (`row`, `rows`, `section`, `sections`, `data` after
    /// `reload`), in this view's words: the other view's word is an error that names the right
    /// one.
    private func combinedObject(_ verb: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> Located<String>
    {
        let element = view.element
        let objects =
            verb.value == "reload"
            ? [element, element + "s", "section", "sections", "data"]
            : [element, element + "s", "section", "sections"]
        guard let object = cursor.readWord() else {
            throw .error(
                ScriptMessage.expectedObject(verb.value, objects), at: cursor.peekLocation)
        }
        let otherWords = view == .table ? ["item", "items"] : ["row", "rows"]
        if otherWords.contains(object.value) {
            let right = object.value.hasSuffix("s") ? element + "s" : element
            throw .error(
                ScriptMessage.otherViewsObject(verb.value, object.value, right, view: view),
                at: object.location)
        }
        guard objects.contains(object.value) else {
            throw .error(
                ScriptMessage.unknownForm(verb.value, object.value, objects), at: object.location,
                suggestion: Suggestion.closest(to: object.value, in: objects))
        }
        return object
    }

    /// `data remove|insert|move|set …`
    mutating func parseDataEdit(cursor: inout LineCursor) throws(Diagnostic) -> DataEdit {
        let verbs = ["remove", "insert", "move", "set"]
        guard let verb = cursor.readWord() else {
            throw .error(ScriptMessage.expectedDataChange, at: cursor.peekLocation)
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
            try expectWord("at", &cursor, ScriptMessage.expectedDataInsertAt)
            edit = .insert(label.value, at: try cursor.readIndexPath())
        case "move" where onSection:
            let from = try cursor.readInteger()
            try expectWord("to", &cursor, ScriptMessage.expectedDataMoveSection)
            edit = .moveSection(from, to: try cursor.readInteger())
        case "move":
            let from = try cursor.readIndexPath()
            try expectWord("to", &cursor, ScriptMessage.expectedDataMove)
            edit = .move(from, to: try cursor.readIndexPath())
        case "set" where !onSection:
            let path = try cursor.readIndexPath()
            edit = .set(path, try cursor.readLabel(until: nil, what: "the new label").value)
        default:
            throw .error(
                ScriptMessage.unknownDataChange(verb.value, verbs), at: verb.location,
                suggestion: Suggestion.closest(to: verb.value, in: verbs))
        }
        try expectEnd(cursor)
        return edit
    }

    /// The questions a view is asked in a walkthrough: how many rows (items) a section holds,
    /// and, for a collection view, a layout's attributes for an item.
    static func queries(_ view: ListViewKind) -> [String] {
        view == .table ? ["numberOfRows"] : ["numberOfItems", "layoutAttributes"]
    }

    /// `table numberOfRows 2`, `collection numberOfItems 2`, `collection layoutAttributes
    /// [1, 1]`: after the method, its argument.
    mutating func parseQuery(_ method: String, cursor: inout LineCursor) throws(Diagnostic)
        -> Command
    {
        let query: ViewQuery
        if method != "layoutAttributes" {
            // A table view is asked with the `NSInteger` an app computed, `-1` included.
            query = .numberOfItems(section: try cursor.readInteger(negative: view == .table).value)
        } else {
            query = .layoutAttributes(try cursor.readIndexPath().value)
        }
        try expectEnd(cursor)
        return .query(query)
    }

    /// `table deleteRows|insertRows|… …`, or in a collection walkthrough
    /// `collection deleteItems|insertItems|… …`: one call on the view alone. The two views
    /// have the same calls under their own names; a collection view's take no animation.
    mutating func parseViewCall(cursor: inout LineCursor) throws(Diagnostic) -> Command {
        let queries = Self.queries(view)
        let methods = TableViewCall.Kind.allCases.map(view.methodName) + queries
        guard let method = cursor.readWord() else {
            throw .error(ScriptMessage.expectedViewMethod(view), at: cursor.peekLocation)
        }
        if Self.queries(view.other).contains(method.value) {
            throw .error(
                ScriptMessage.otherViewsQuery(method.value, view: view), at: method.location)
        }
        if queries.contains(method.value) { return try parseQuery(method.value, cursor: &cursor) }
        let kind = try callKind(method, methods: methods)
        var paths: [Located<IndexPath>] = []
        var sections: [Located<Int>] = []
        let call: TableViewCall
        switch kind {
        case .reloadData:
            try refuseAnimationOnCollection(&cursor)
            call = .reloadData
        case .moveRow:
            try refuseAnimationOnCollection(&cursor)
            let from = try cursor.readIndexPath(negative: view == .table)
            try expectWord("to", &cursor, ScriptMessage.expectedViewMoveRow(view))
            let to = try cursor.readIndexPath(negative: view == .table)
            paths = [from, to]
            call = .moveRow(from.value, to: to.value)
        case .moveSection:
            try refuseAnimationOnCollection(&cursor)
            let from = try cursor.readInteger()
            try expectWord("to", &cursor, ScriptMessage.expectedViewMoveSection(view))
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
            let negative = view == .table
            paths = try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
                try c.readIndexPath(negative: negative)
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

    /// The view's method `method` names: another view's method, or none, is an error that
    /// says which is meant.
    private func callKind(_ method: Located<String>, methods: [String]) throws(Diagnostic)
        -> TableViewCall.Kind
    {
        if let kind = view.callKind(named: method.value) { return kind }
        if let other = view.other.callKind(named: method.value) {
            throw .error(
                ScriptMessage.otherViewsMethod(method.value, other, view: view),
                at: method.location)
        }
        throw .error(
            ScriptMessage.unknownViewMethod(method.value, methods, view: view),
            at: method.location, suggestion: Suggestion.closest(to: method.value, in: methods))
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
        try cursor.expect(":", ScriptMessage.expectedInlineSectionColon)
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
            throw .error(ScriptMessage.oneSection, at: object.location)
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
            throw .error(ScriptMessage.onePath(view), at: object.location)
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
                throw .error(ScriptMessage.expectedNewLabel(path.value), at: c.peekLocation)
            }
            return (path, nil)
        }
        if !plural, items.count > 1 {
            throw .error(ScriptMessage.onePath(view), at: object.location)
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

extension ScriptMessage {
    static func expectedObject(_ verb: String, _ objects: [String]) -> String {
        "expected \(objects.map { "'\(verb) \($0)'" }.joined(separator: " or "))"
    }
    static func otherViewsObject(
        _ verb: String, _ object: String, _ right: String, view: ListViewKind
    )
        -> String
    {
        "'\(verb) \(object)' is for \(view.other.viewName)s; in a \(view.scriptPrefix) walkthrough write '\(verb) \(right)'"
    }
    static func unknownForm(_ verb: String, _ object: String, _ objects: [String]) -> String {
        "unknown form '\(verb) \(object)'\(Suggestion.hint(for: object, in: objects))"
    }
    static let expectedMoveSection = "expected 'move section 0 to 2'"
    static func expectedMoveRow(_ element: String) -> String {
        "expected 'move \(element) [0, 0] to [0, 1]'"
    }
    static let expectedDataChange =
        "expected 'data remove', 'data insert', 'data move' or 'data set'"
    static let expectedDataInsertAt = "expected 'data insert \"label\" at [section, row]'"
    static let expectedDataMoveSection = "expected 'data move section 0 to 2'"
    static let expectedDataMove = "expected 'data move [0, 0] to [1, 0]'"
    static func unknownDataChange(_ verb: String, _ verbs: [String]) -> String {
        "unknown data change '\(verb)'\(Suggestion.hint(for: verb, in: verbs)); use remove, insert, move or set"
    }
    static func expectedViewMethod(_ view: ListViewKind) -> String {
        "expected a \(view.viewName) method such as \(view.methodName(.deleteRows))"
    }
    static func otherViewsQuery(_ method: String, view: ListViewKind) -> String {
        switch (method, view) {
        case ("numberOfItems", .table):
            "'numberOfItems' is a question for a collection view; a table view's is 'numberOfRows'"
        case ("numberOfRows", _):
            "'numberOfRows' is a question for a table view; a collection view's is 'numberOfItems'"
        default:
            "'\(method)' is a question for a collection view; this walkthrough drives a table view (add view=collection to the info string)"
        }
    }
    static func otherViewsMethod(_ method: String, _ kind: TableViewCall.Kind, view: ListViewKind)
        -> String
    {
        "'\(method)' is a \(view.other.scriptPrefix) view method; a \(view.viewName)'s is '\(view.methodName(kind))'"
    }
    static func unknownViewMethod(_ method: String, _ methods: [String], view: ListViewKind)
        -> String
    {
        "unknown \(view.viewName) method '\(method)'\(Suggestion.hint(for: method, in: methods))"
    }
    static func expectedViewMoveSection(_ view: ListViewKind) -> String {
        "expected '\(view.scriptPrefix) moveSection 0 to 2'"
    }
    static func expectedViewMoveRow(_ view: ListViewKind) -> String {
        "expected '\(view.scriptPrefix) \(view.methodName(.moveRow)) [0, 0] to [0, 1]'"
    }
    static let expectedInlineSectionColon =
        "expected ':' after the section title, as in \"Primes\": 2, 3, 5"
    static let oneSection = "'section' takes one index; write 'sections' for several"
    static func onePath(_ view: ListViewKind) -> String {
        "'\(view.element)' takes one index path; write '\(view.elements)' for several"
    }
    static func expectedNewLabel(_ path: IndexPath) -> String {
        "expected the new row's label after \(path), like \(path) \"10\""
    }
}
