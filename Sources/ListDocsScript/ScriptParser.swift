import ListDocsEngine

/// Turns the body of a `listdocs` block into a `Script`, collecting every diagnostic
/// instead of stopping at the first.
public enum ScriptParser {
    /// Parses a script. A line with a mistake is reported and skipped; the rest still parses.
    public static func parse(_ source: ScriptSource) -> (Script, [Diagnostic]) {
        let (attributes, infoDiagnostics) = InfoString.parse(source)
        var parser = Parser(
            lines: SourceLine.lines(of: source), defaultAnimation: attributes.animation,
            view: attributes.view, source: attributes.source, ios: attributes.ios)
        let statements = parser.parseStatements(deeperThan: -1, inBatch: false, depth: 0)
        return (
            Script(attributes: attributes, statements: statements),
            infoDiagnostics + parser.diagnostics
        )
    }
}

/// How deep `batch` blocks may nest. UIKit allows nested `performBatchUpdates`; no
/// walkthrough needs more than a few levels, and the limit keeps any input from
/// exhausting the stack.
public let maximumBatchNesting = 64

struct Parser {
    let lines: [SourceLine]
    let defaultAnimation: RowAnimation
    /// The view the script drives: its vocabulary (`row` or `item`, `table` or
    /// `collection` calls, animations or none).
    let view: ListViewKind
    /// The data source: a diffable one changes through snapshots, not array forms.
    let source: DataSourceMode
    /// The iOS version, for forms that exist only from some version on.
    let ios: UIKitVersion
    var position = 0
    var diagnostics: [Diagnostic] = []

    init(
        lines: [SourceLine], defaultAnimation: RowAnimation, view: ListViewKind = .table,
        source: DataSourceMode = .array, ios: UIKitVersion = .default
    ) {
        self.lines = lines
        self.defaultAnimation = defaultAnimation
        self.view = view
        self.source = source
        self.ios = ios
    }

    /// Parses lines while they are indented deeper than `indent`; `depth` counts the
    /// batches around them.
    mutating func parseStatements(deeperThan indent: Int, inBatch: Bool, depth: Int) -> [Statement]
    {
        var statements: [Statement] = []
        var levelIndent: Int?
        while position < lines.count, lines[position].indent > indent {
            let line = lines[position]
            if let level = levelIndent, line.indent > level {
                diagnostics.append(
                    .error(ScriptMessage.unexpectedIndentation, at: line.location))
                position += 1
                continue
            }
            levelIndent = line.indent
            position += 1
            do throws(Diagnostic) {
                if let statement = try parseStatement(line, inBatch: inBatch, depth: depth) {
                    statements.append(statement)
                }
            } catch {
                diagnostics.append(error)
                skipBlock(of: line)
            }
        }
        return statements
    }

    /// The lines indented deeper than `opener`, which form its block.
    mutating func takeBlock(of opener: SourceLine) -> [SourceLine] {
        let start = position
        while position < lines.count, lines[position].indent > opener.indent { position += 1 }
        return Array(lines[start..<position])
    }

    mutating func skipBlock(of opener: SourceLine) { _ = takeBlock(of: opener) }

    private mutating func parseStatement(_ line: SourceLine, inBatch: Bool, depth: Int)
        throws(Diagnostic) -> Statement?
    {
        var cursor = LineCursor(line)
        guard let word = cursor.readWord() else {
            throw .error(ScriptMessage.expectedCommand, at: line.location)
        }
        guard let commandWord = CommandWord(rawValue: word.value) else {
            throw .error(
                ScriptMessage.unknownCommand(word.value), at: word.location,
                suggestion: Suggestion.closest(to: word.value, in: CommandWord.spellings))
        }
        let command: Command
        let diffable = source == .diffable
        if diffable, commandWord.isArrayUpdate {
            throw diffableReplacement(for: word.value, at: word.location)
        }
        if !diffable, commandWord.isDiffableOnly {
            throw .error(ScriptMessage.diffableFormOutsideDiffable(word.value), at: word.location)
        }
        if inBatch, commandWord.isDiffableOnly {
            throw .error(ScriptMessage.snapshotFormInBatch(word.value), at: word.location)
        }
        switch commandWord {
        case .snapshot:
            command = try parseSnapshotBlock(line, fresh: false, cursor: cursor)
        case .new:
            guard cursor.consume(word: "snapshot") else {
                throw .error(ScriptMessage.expectedNewSnapshot, at: cursor.peekLocation)
            }
            command = try parseSnapshotBlock(line, fresh: true, cursor: cursor)
        case .apply:
            command = try parseApply(line, word: word, cursor: &cursor)
        case .data where diffable:
            guard cursor.consume(word: "set") else {
                throw .error(ScriptMessage.diffableDataIsSetOnly, at: cursor.peekLocation)
            }
            command = .data(try parseContentChange(cursor: &cursor))
        case .state, .expect, .tap, .swipe, .confirm, .choose, .note, .diff, .drag:
            if inBatch {
                throw .error(ScriptMessage.narrativeInBatch(word.value), at: word.location)
            }
            command = try parseOutsideBatch(word, line: line, cursor: &cursor)
        case .delete, .insert, .move, .reload:
            command = .update(try parseCombined(word, cursor: &cursor))
        case .batch:
            let caption =
                cursor.isAtEnd ? nil : try cursor.readLabel(until: nil, what: "a caption").value
            try expectEnd(cursor)
            guard depth < maximumBatchNesting else {
                throw .error(ScriptMessage.batchTooDeep(depth + 1), at: word.location)
            }
            let body = parseStatements(deeperThan: line.indent, inBatch: true, depth: depth + 1)
            command = .batch(caption: caption, body)
        case .data:
            command = .data(try parseDataEdit(cursor: &cursor))
        case .table, .collection:
            let expected = view.scriptPrefix
            guard word.value == expected else {
                throw .error(
                    ScriptMessage.otherViewsCall(word.value, view: view), at: word.location)
            }
            command = try parseViewCall(cursor: &cursor)
        }
        return Statement(command: command, location: word.location, text: line.text)
    }

    private mutating func parseOutsideBatch(
        _ word: Located<String>, line: SourceLine, cursor: inout LineCursor
    ) throws(Diagnostic) -> Command {
        switch word.value {
        case "state":
            return .state(try parseList(after: line, cursor: &cursor, opener: "state").list)
        case "expect":
            return try parseExpect(line: line, cursor: &cursor)
        case "diff":
            guard cursor.consume(word: "to") else {
                throw .error(ScriptMessage.expectedDiffTo, at: cursor.peekLocation)
            }
            let target = try parseList(
                after: line, cursor: &cursor, opener: "diff to", allowInline: true)
            return .diff(target.list, labels: target.labels)
        default:
            return .narrative(try parseNarrative(word, cursor: &cursor))
        }
    }

    private mutating func parseExpect(line: SourceLine, cursor: inout LineCursor) throws(Diagnostic)
        -> Command
    {
        if cursor.consume(word: "crash") {
            let reason = try cursor.readLabel(
                until: nil, what: "the start of UIKit's reason in quotes"
            ).value
            try expectEnd(cursor)
            return .expectCrash(reason)
        }
        if cursor.consume(word: "stale") {
            try expectEnd(cursor)
            return .expectStale
        }
        if cursor.consume(word: "screen") {
            let (list, shorthand, _) = try parseList(
                after: line, cursor: &cursor, opener: "expect screen")
            return .expectScreen(list, shorthand: shorthand)
        }
        if cursor.peek != ":", !cursor.isAtEnd {
            let here = cursor.peekLocation
            let next = cursor.readWord()?.value ?? ""
            throw .error(
                ScriptMessage.unknownExpectation(next), at: here,
                suggestion: Suggestion.closest(to: next, in: ScriptMessage.expectations))
        }
        let (list, shorthand, _) = try parseList(after: line, cursor: &cursor, opener: "expect")
        return .expectState(list, shorthand: shorthand)
    }

    /// A state: `opener: a, b, c` on one line (one untitled section), or a block of
    /// `Title: a, b, c` lines.
    private mutating func parseList(
        after line: SourceLine, cursor: inout LineCursor, opener: String, allowInline: Bool = true
    ) throws(Diagnostic) -> (list: SectionedList, shorthand: Bool, labels: [Located<String>]) {
        if allowInline, cursor.consume(":") {
            let rows =
                cursor.isAtEnd
                ? []
                : try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
                    try c.readLabel()
                }
            try expectEnd(cursor)
            if !takeBlock(of: line).isEmpty {
                throw .error(ScriptMessage.inlineListWithBlock(opener), at: line.location)
            }
            return (
                SectionedList(sections: [ListSection(title: "", rows: rows.map(\.value))]), true,
                rows
            )
        }
        try expectEnd(
            cursor, hint: ScriptMessage.listOpenerAlone(opener))
        // No indented lines: a list with no sections (language version 2).
        let body = takeBlock(of: line)
        var sections: [ListSection] = []
        var labels: [Located<String>] = []
        var failure: Diagnostic?
        for sectionLine in body {
            do throws(Diagnostic) {
                let (section, rowLabels) = try parseSection(sectionLine)
                sections.append(section)
                labels += rowLabels
            } catch {
                if failure == nil { failure = error } else { diagnostics.append(error) }
            }
        }
        if let failure { throw failure }
        return (SectionedList(sections: sections), false, labels)
    }

    /// `Title: a, b, c`.
    mutating func parseSection(_ line: SourceLine) throws(Diagnostic) -> (
        ListSection, [Located<String>]
    ) {
        var cursor = LineCursor(line)
        let title = try cursor.readLabel(until: ":", what: "a section like 'Title: a, b, c'")
        guard cursor.consume(":") else {
            throw .error(ScriptMessage.expectedSectionColon, at: cursor.peekLocation)
        }
        let rows =
            cursor.isAtEnd
            ? []
            : try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in try c.readLabel() }
        try expectEnd(cursor)
        return (ListSection(title: title.value, rows: rows.map(\.value)), rows)
    }

    private mutating func parseNarrative(_ word: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> Narrative
    {
        let narrative: Narrative
        switch word.value {
        case "tap" where cursor.consume(word: "row") || cursor.consume(word: "item"):
            narrative = .tapRow(try cursor.readIndexPath().value)
        case "tap":
            narrative = .tap(
                try cursor.readLabel(until: nil, what: "what is tapped, like \"Delete\"").value)
        case "swipe":
            guard cursor.consume(word: "row") else {
                throw .error(ScriptMessage.expectedSwipeRow, at: cursor.peekLocation)
            }
            narrative = .swipe(try cursor.readIndexPath().value)
        case "drag":
            guard cursor.consume(word: "row") || cursor.consume(word: "item") else {
                throw .error(ScriptMessage.expectedDragRow, at: cursor.peekLocation)
            }
            let from = try cursor.readIndexPath().value
            try expectWord("to", &cursor, ScriptMessage.expectedDragTo)
            narrative = .drag(from: from, to: try cursor.readIndexPath().value)
        case "confirm":
            let title = try cursor.readQuoted()
            let message = cursor.isAtEnd ? "" : try cursor.readQuoted()
            narrative = .confirm(title: title, message: message)
        case "choose":
            narrative = .choose(
                try cursor.readLabel(until: nil, what: "the button chosen, like Delete or Cancel")
                    .value)
        default:
            narrative = .note(try cursor.readLabel(until: nil, what: "the note in quotes").value)
        }
        try expectEnd(cursor)
        return narrative
    }

    func expectEnd(_ cursor: LineCursor, hint: String? = nil) throws(Diagnostic) {
        guard cursor.isAtEnd else {
            throw .error(
                hint ?? ScriptMessage.unexpectedText(cursor.rest.trimmingBlanks),
                at: cursor.peekLocation)
        }
    }

    /// A trailing `with NAME`, or the script's default animation.
    func animation(_ cursor: inout LineCursor) throws(Diagnostic) -> RowAnimation {
        guard let name = cursor.takeTrailingAnimation() else { return defaultAnimation }
        guard view == .table else {
            throw .error(ScriptMessage.animationOnCollection(name.value), at: name.location)
        }
        return try Animations.parse(name.value, at: name.location)
    }
}

extension String {
    var trimmingBlanks: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}

extension ScriptMessage {
    static let unexpectedIndentation =
        "unexpected indentation: only the lines of a state, expect, batch or diff to block are indented"
    static let expectedCommand =
        "expected a command such as delete, insert, move, reload, batch or expect"
    static func unknownCommand(_ word: String) -> String {
        "unknown command '\(word)'\(Suggestion.hint(for: word, in: CommandWord.spellings))"
    }
    static func diffableFormOutsideDiffable(_ word: String) -> String {
        "'\(word)' is a diffable data source form; add source=diffable to the info string"
    }
    static func snapshotFormInBatch(_ word: String) -> String {
        "'\(word)' cannot appear inside a batch"
    }
    static let expectedNewSnapshot = "expected 'new snapshot'"
    static let diffableDataIsSetOnly =
        "in a diffable walkthrough the model changes with 'data set \"Kiwi\" \"Kiwi (ripe)\"'; the identifiers change through 'snapshot'"
    static func narrativeInBatch(_ word: String) -> String {
        "'\(word)' cannot appear inside a batch; a batch holds only updates and data and table lines"
    }
    static func batchTooDeep(_ depth: Int) -> String {
        "batches nest at most \(maximumBatchNesting) deep; this one is batch \(depth)"
    }
    static func otherViewsCall(_ word: String, view: ListViewKind) -> String {
        "'\(word) …' lines call a \(word) view, but this walkthrough drives a \(view.viewName); write '\(view.scriptPrefix) …'\(view == .table ? "" : " (insertItems, deleteItems, moveItem, reloadItems, and the section calls)")"
    }
    static let expectedDiffTo = "expected 'diff to' followed by the target state"
    static let expectations = ["crash", "stale", "screen"]
    static func unknownExpectation(_ word: String) -> String {
        "unknown expectation '\(word)'\(Suggestion.hint(for: word, in: expectations)); "
            + "write expect (with a block), expect: labels, expect crash \"…\", expect stale or expect screen"
    }
    static func inlineListWithBlock(_ opener: String) -> String {
        "'\(opener):' takes its labels on the same line; use '\(opener)' alone to open a block"
    }
    static func listOpenerAlone(_ opener: String) -> String {
        "expected '\(opener)' alone on its line, with sections indented below it"
    }
    static let expectedSectionColon = "expected ':' after the section title, as in 'Title: a, b, c'"
    static let expectedSwipeRow = "expected 'swipe row [section, row]'"
    static let expectedDragRow = "expected 'drag row [section, row] to [section, row]'"
    static let expectedDragTo = "expected 'drag row [0, 0] to [0, 2]'"
    static func unexpectedText(_ rest: String) -> String {
        "unexpected text '\(rest)' at the end of the line"
    }
    static func animationOnCollection(_ name: String) -> String {
        "a collection view has no row animations; remove 'with \(name)' (items fade and slide as a flow layout moves them)"
    }
}
