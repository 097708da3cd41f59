import ListDocsEngine

/// The forms of a `source=diffable` walkthrough: `snapshot` / `new snapshot` blocks of
/// snapshot edits, `apply`, and `data set "identifier" "content"`.
extension Parser {
    /// The edit verbs of a snapshot block, for "did you mean".
    static let snapshotVerbs = [
        "append", "insert", "delete", "move", "reload", "reconfigure", "numberOfItems",
    ]

    /// `snapshot` or `new snapshot`, with its indented edits.
    mutating func parseSnapshotBlock(_ line: SourceLine, fresh: Bool, cursor: LineCursor)
        throws(Diagnostic) -> Command
    {
        try expectEnd(
            cursor,
            hint: ScriptMessage.snapshotAlone(fresh: fresh))
        return .snapshot(fresh: fresh, try parseEdits(of: line, parseSnapshotEdit))
    }

    /// The indented lines below `line`, each read by `parse`, all indented alike. The first
    /// mistake is thrown; the others are kept as diagnostics.
    mutating func parseEdits<Edit>(
        of line: SourceLine, _ parse: (SourceLine) throws(Diagnostic) -> Edit
    ) throws(Diagnostic) -> [Edit] {
        var edits: [Edit] = []
        var failure: Diagnostic?
        var levelIndent: Int?
        for editLine in takeBlock(of: line) {
            do throws(Diagnostic) {
                if let level = levelIndent, editLine.indent != level {
                    throw .error(ScriptMessage.snapshotIndentation, at: editLine.location)
                }
                levelIndent = editLine.indent
                edits.append(try parse(editLine))
            } catch {
                if failure == nil { failure = error } else { diagnostics.append(error) }
            }
        }
        if let failure { throw failure }
        return edits
    }

    /// One edit: `append items "Kiwi", "Fig" to "Fruit"`, `move item "Kiwi" after "Pear"`…
    func parseSnapshotEdit(_ line: SourceLine) throws(Diagnostic) -> SnapshotLine {
        var cursor = LineCursor(line)
        guard let verb = cursor.readWord() else {
            throw .error(ScriptMessage.expectedSnapshotEdit, at: line.location)
        }
        guard Self.snapshotVerbs.contains(verb.value) else {
            throw .error(
                ScriptMessage.unknownSnapshotEdit(verb.value), at: verb.location,
                suggestion: Suggestion.closest(to: verb.value, in: Self.snapshotVerbs))
        }
        // `numberOfItems in "Veg"`: the snapshot is asked how many items a section holds.
        if verb.value == "numberOfItems" {
            guard cursor.consume(word: "in") else {
                throw .error(ScriptMessage.expectedNumberOfItemsIn, at: cursor.peekLocation)
            }
            let section = try quotedIdentifier(&cursor, "the section")
            try expectEnd(cursor)
            return SnapshotLine(
                edit: .numberOfItems(inSection: section), location: verb.location, text: line.text)
        }
        if verb.value == "delete", cursor.consume(word: "all") {
            guard cursor.consume(word: "items") else {
                throw .error(ScriptMessage.expectedDeleteAllItems, at: cursor.peekLocation)
            }
            try expectEnd(cursor)
            return SnapshotLine(edit: .deleteAllItems, location: verb.location, text: line.text)
        }
        let objects = ["items", "item", "sections", "section"]
        guard let object = cursor.readWord(), objects.contains(object.value) else {
            throw .error(ScriptMessage.expectedItemsOrSections(verb.value), at: cursor.peekLocation)
        }
        let sections = object.value.hasPrefix("section")
        if verb.value == "reconfigure", sections {
            throw .error(ScriptMessage.noReconfigureSections, at: object.location)
        }
        if verb.value == "reconfigure", ios.major < 15 {
            throw .error(ScriptMessage.reconfigureBefore15(ios), at: verb.location)
        }
        let edit = try snapshotEdit(
            verb.value, sections: sections, object: object, cursor: &cursor)
        try expectEnd(cursor)
        return SnapshotLine(edit: edit, location: verb.location, text: line.text)
    }

    /// The edit `verb` names, its identifiers (and destination) read from `cursor`:
    /// `sections` when it edits sections, `object` the word that said so.
    private func snapshotEdit(
        _ verb: String, sections: Bool, object: Located<String>, cursor: inout LineCursor
    ) throws(Diagnostic) -> SnapshotEdit {
        switch verb {
        case "append":
            let ids = try identifiers(&cursor)
            if sections {
                return .appendSections(ids)
            } else {
                let section =
                    cursor.consume(word: "to") ? try quotedIdentifier(&cursor, "the section") : nil
                return .appendItems(ids, toSection: section)
            }
        case "insert":
            let ids = try identifiers(&cursor)
            let (position, destination) = try relative(&cursor, verb: "insert", object: object)
            return sections
                ? .insertSections(ids, position, destination)
                : .insertItems(ids, position, destination)
        case "delete":
            let ids = try identifiers(&cursor)
            return sections ? .deleteSections(ids) : .deleteItems(ids)
        case "move":
            let ids = try identifiers(&cursor)
            guard ids.count == 1 else {
                throw .error(ScriptMessage.moveOneIdentifier(object.value), at: object.location)
            }
            let (position, destination) = try relative(&cursor, verb: "move", object: object)
            return sections
                ? .moveSection(ids[0], position, destination)
                : .moveItem(ids[0], position, destination)
        case "reload":
            let ids = try identifiers(&cursor)
            return sections ? .reloadSections(ids) : .reloadItems(ids)
        default:
            return .reconfigureItems(try identifiers(&cursor))
        }
    }

    /// `apply`, `apply without animation`, `apply using reload data`, each with an optional
    /// block of sections.
    mutating func parseApply(_ line: SourceLine, word: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> Command
    {
        // `apply to "Fruit"`: a section snapshot, to one section.
        if cursor.consume(word: "to") {
            guard view == .collection else {
                throw .error(ScriptMessage.sectionSnapshotOnTable, at: word.location)
            }
            let section = try quotedIdentifier(&cursor, "the section")
            try expectEnd(cursor, hint: ScriptMessage.expectedApplyToSection)
            return .applySectionSnapshot(to: section)
        }
        let mode: ApplyMode
        if cursor.consume(word: "without") {
            guard cursor.consume(word: "animation") else {
                throw .error(ScriptMessage.expectedApplyWithout, at: cursor.peekLocation)
            }
            mode = .withoutAnimation
        } else if cursor.consume(word: "using") {
            guard cursor.consume(word: "reload"), cursor.consume(word: "data") else {
                throw .error(ScriptMessage.expectedApplyUsing, at: cursor.peekLocation)
            }
            guard ios.major >= 15 else {
                throw .error(ScriptMessage.reloadDataApplyBefore15(ios), at: word.location)
            }
            mode = .usingReloadData
        } else {
            mode = .animated
        }
        var background = false
        if cursor.consume(word: "in") {
            guard cursor.consume(word: "background") else {
                throw .error(ScriptMessage.expectedInBackground, at: cursor.peekLocation)
            }
            background = true
        }
        try expectEnd(
            cursor,
            hint: ScriptMessage.applyAlone)
        let body = takeBlock(of: line)
        var list: SectionedList?
        if !body.isEmpty {
            var sections: [ListSection] = []
            for sectionLine in body { sections.append(try parseSection(sectionLine).0) }
            list = SectionedList(sections: sections)
        }
        return background ? .applyFromBackground(mode, list) : .apply(mode, list)
    }

    /// `data set "Kiwi" "Kiwi (ripe)"`.
    func parseContentChange(cursor: inout LineCursor) throws(Diagnostic) -> DataEdit {
        guard cursor.peek == "\"" else {
            throw .error(ScriptMessage.contentChangeNeedsIdentifier, at: cursor.peekLocation)
        }
        let here = cursor.peekLocation
        let identifier = try cursor.readQuoted()
        let content = try cursor.readLabel(until: nil, what: "the new content in quotes").value
        try expectEnd(cursor)
        return .setContent(Located(identifier, at: here), content)
    }

    /// What to write instead of an array form in a diffable walkthrough.
    func diffableReplacement(for word: String, at location: SourceLocation) -> Diagnostic {
        let hint: String
        switch word {
        case "delete": hint = "'delete items \"Kiwi\"'"
        case "insert": hint = "'append items \"Kiwi\"' or 'insert items \"Kiwi\" before \"Fig\"'"
        case "move": hint = "'move item \"Kiwi\" after \"Fig\"'"
        case "reload": hint = "'reload items \"Kiwi\"' or 'reconfigure items \"Kiwi\"'"
        case "diff": hint = "'apply' with the new sections indented below it"
        default: hint = "edits such as 'append items \"Kiwi\"'"
        }
        return .error(ScriptMessage.arrayFormInDiffable(hint), at: location)
    }

    /// A comma-separated list of identifiers; one followed by `to`, `before` or `after`
    /// must be quoted.
    func identifiers(_ cursor: inout LineCursor) throws(Diagnostic) -> [String] {
        let labels = try cursor.readList {
            (c: inout LineCursor) throws(Diagnostic) -> (Located<String>, quoted: Bool) in
            let quoted = c.peek == "\""
            return (try c.readLabel(what: "an identifier, like \"Kiwi\""), quoted)
        }
        // A bare identifier holding a keyword is ambiguous; a quoted one is not.
        for (label, quoted) in labels where !quoted {
            for keyword in ["to", "before", "after"] where label.value.contains(" \(keyword) ") {
                throw .error(ScriptMessage.quoteIdentifierBefore(keyword), at: label.location)
            }
        }
        return labels.map(\.0.value)
    }

    func quotedIdentifier(_ cursor: inout LineCursor, _ what: String) throws(Diagnostic)
        -> String
    {
        try cursor.readLabel(until: nil, what: "\(what) in quotes").value
    }

    private func relative(
        _ cursor: inout LineCursor, verb: String, object: Located<String>
    ) throws(Diagnostic) -> (RelativePosition, String) {
        let position: RelativePosition
        if cursor.consume(word: "before") {
            position = .before
        } else if cursor.consume(word: "after") {
            position = .after
        } else {
            throw .error(
                ScriptMessage.expectedBeforeOrAfter(verb, object.value), at: cursor.peekLocation)
        }
        return (position, try quotedIdentifier(&cursor, "the identifier it goes \(position)"))
    }
}

extension ScriptMessage {
    static func snapshotAlone(fresh: Bool) -> String {
        "expected '\(fresh ? "new snapshot" : "snapshot")' alone on its line, with its edits indented below it"
    }
    static let snapshotIndentation =
        "the edits of a snapshot block are indented alike; this line is indented differently"
    static let expectedSnapshotEdit = "expected a snapshot edit such as 'append items \"Kiwi\"'"
    static func unknownSnapshotEdit(_ verb: String) -> String {
        "unknown snapshot edit '\(verb)'\(Suggestion.hint(for: verb, in: Parser.snapshotVerbs)); use append, insert, delete, move, reload or reconfigure"
    }
    static let expectedDeleteAllItems = "expected 'delete all items'"
    static let expectedNumberOfItemsIn = "expected 'numberOfItems in \"Section\"'"
    static func expectedItemsOrSections(_ verb: String) -> String {
        "expected '\(verb) items' or '\(verb) sections'"
    }
    static let noReconfigureSections =
        "there is no reconfigureSections; reconfigure the items, or 'reload sections'"
    static func reconfigureBefore15(_ ios: UIKitVersion) -> String {
        "reconfigureItems arrived with iOS 15; this walkthrough says \(ios) (use 'reload items', or ios=15 or later)"
    }
    static func moveOneIdentifier(_ object: String) -> String {
        "'move \(object)' moves one identifier at a time"
    }
    static let expectedApplyWithout = "expected 'apply without animation'"
    static let expectedApplyUsing = "expected 'apply using reload data'"
    static func reloadDataApplyBefore15(_ ios: UIKitVersion) -> String {
        "applySnapshotUsingReloadData arrived with iOS 15; this walkthrough says \(ios) (there, 'apply without animation' reloads the data)"
    }
    static let expectedInBackground =
        "expected 'in background' (the apply is called from a background queue)"
    static let applyAlone =
        "expected 'apply', 'apply without animation' or 'apply using reload data' (optionally followed by 'in background'), with the new sections indented below it if any"
    static let contentChangeNeedsIdentifier =
        "in a diffable walkthrough 'data set' names an identifier in quotes, then its new content: data set \"Kiwi\" \"Kiwi (ripe)\""
    static func arrayFormInDiffable(_ hint: String) -> String {
        "in a diffable walkthrough (source=diffable) the app changes a snapshot and applies it, not the view; write 'snapshot' with \(hint) indented below it, then 'apply'"
    }
    static func quoteIdentifierBefore(_ keyword: String) -> String {
        "write the identifier before '\(keyword)' in quotes, like \"Kiwi\" \(keyword) \"Fruit\""
    }
    static func expectedBeforeOrAfter(_ verb: String, _ object: String) -> String {
        "expected 'before' or 'after', as in '\(verb) \(object) \"Kiwi\" before \"Fig\"'"
    }
}
