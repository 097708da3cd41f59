import ListDocsEngine

/// Turns the body of a `listdocs` block into a `Script`, collecting every diagnostic
/// instead of stopping at the first.
public enum ScriptParser {
    /// Parses a script. A line with a mistake is reported and skipped; the rest still parses.
    public static func parse(_ source: ScriptSource) -> (Script, [Diagnostic]) {
        var (attributes, infoDiagnostics) = InfoString.parse(source)
        let size = source.body.utf8.count
        guard size <= maximumScriptBytes else {
            let tooLarge = Diagnostic.error(
                ScriptMessage.scriptTooLarge(size),
                at: SourceLocation(line: source.firstBodyLine, column: 1 + source.columnOffset))
            return (Script(attributes: attributes, statements: []), infoDiagnostics + [tooLarge])
        }
        var parser = Parser(
            lines: SourceLine.lines(of: source), defaultAnimation: attributes.animation,
            view: attributes.view, source: attributes.source, ios: attributes.ios)
        let statements = parser.parseStatements(deeperThan: -1, in: .top, depth: 0)
        if outlineLayout(attributes, statements) { attributes.layout = .list }
        return (
            Script(attributes: attributes, statements: statements),
            infoDiagnostics + parser.diagnostics
        )
    }
}

extension ScriptParser {
    /// Whether a collection walkthrough that names no layout is drawn as a list: its section
    /// snapshots give an item children. UIKit draws an outline in a list, each cell indented
    /// by its item's level, a parent with its disclosure control; tiles of a grid would lose
    /// both.
    static func outlineLayout(_ attributes: ScriptAttributes, _ statements: [Statement]) -> Bool {
        guard attributes.view == .collection, !attributes.layoutGiven else { return false }
        return statements.contains { statement in
            guard case .sectionSnapshot(_, let lines) = statement.command else { return false }
            return lines.contains {
                if case .append(_, to: .some) = $0.edit { return true }
                return false
            }
        }
    }
}

/// The most bytes one script may hold: about 20,000 lines, a hundred times the longest
/// walkthrough listdocs ships. A larger block is refused before its lines are read, so no
/// input's size or shape costs a check more than a fraction of a second.
public let maximumScriptBytes = 1 << 20

/// How deep `batch` and `completion` blocks may nest, in any mix: each block is one level.
/// UIKit allows nested `performBatchUpdates` and a completion that updates again; no
/// walkthrough needs more than a few levels, and the limit keeps any input from exhausting
/// the stack or the time of a check.
public let maximumBatchNesting = 64

/// The block a line stands in, for the forms it allows.
enum EnclosingBlock {
    case top, batch, completion
}

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
    /// `batch` and `completion` blocks around them.
    mutating func parseStatements(deeperThan indent: Int, in block: EnclosingBlock, depth: Int)
        -> [Statement]
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
                if let statement = try parseStatement(line, in: block, depth: depth) {
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

    private mutating func parseStatement(_ line: SourceLine, in block: EnclosingBlock, depth: Int)
        throws(Diagnostic) -> Statement?
    {
        let inBatch = block == .batch
        var cursor = LineCursor(line)
        guard let word = cursor.readWord() else {
            throw .error(ScriptMessage.expectedCommand, at: line.location)
        }
        guard let commandWord = CommandWord(rawValue: word.value) else {
            throw Self.unknownCommand(word, line: line)
        }
        let command: Command
        try checkDataSource(commandWord, word: word, inBatch: inBatch)
        if inBatch, commandWord.standsOutsideBatches {
            throw .error(ScriptMessage.narrativeInBatch(word.value), at: word.location)
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
        case .section:
            command = try parseSectionSnapshotBlock(line, word: word, cursor: &cursor)
        case .data where source == .diffable:
            guard cursor.consume(word: "set") else {
                throw .error(ScriptMessage.diffableDataIsSetOnly, at: cursor.peekLocation)
            }
            command = .data(try parseContentChange(cursor: &cursor))
        case .state, .expect, .tap, .swipe, .confirm, .choose, .note, .diff, .drag, .select,
            .deselect:
            command = try parseOutsideBatch(word, line: line, cursor: &cursor)
        case .delete where cursor.consume(word: "selected"):
            command = try parseDeleteSelected(&cursor, word: word, inBatch: inBatch)
        case .delete where isObjectForm(cursor), .insert where isObjectForm(cursor),
            .move where isObjectForm(cursor), .update:
            command = .object(try parseObjectChange(word, cursor: &cursor))
        case .delete, .insert, .move, .reload:
            command = .update(try parseCombined(word, cursor: &cursor))
        case .batch:
            command = try parseBatch(line, word: word, depth: depth, cursor: &cursor)
        case .scroll:
            command = .query(try parseScroll(cursor: &cursor))
        case .completion:
            command = try parseCompletion(line, word: word, in: block, depth: depth, cursor: cursor)
        case .data:
            command = .data(try parseDataEdit(cursor: &cursor))
        case .table, .collection:
            guard word.value == view.scriptPrefix else {
                throw .error(
                    ScriptMessage.otherViewsCall(word.value, view: view), at: word.location)
            }
            command = try parseViewCall(cursor: &cursor)
        }
        return Statement(command: command, location: word.location, text: line.text)
    }

    /// A line whose first word is no command: UIKit's own spelling of a form (receiver and
    /// arguments included, `tableView.reloadData()`) is named with the form to write;
    /// anything else gets the closest command.
    private static func unknownCommand(_ word: Located<String>, line: SourceLine) -> Diagnostic {
        let text = String(decoding: line.content.bytes, as: UTF8.self)
        let call = String(text.prefix { !$0.isWhitespace && $0 != "{" && $0 != "(" })
        if let form = UIKitSpelling.form(for: call) {
            return .error(
                ScriptMessage.uikitName(call, form: form), at: word.location,
                suggestion: form.firstRange(of: " (").map { String(form[..<$0.lowerBound]) }
                    ?? form)
        }
        return .error(
            ScriptMessage.unknownCommand(word.value), at: word.location,
            suggestion: Suggestion.closest(to: word.value, in: CommandWord.spellings))
    }

    /// Refuses a form of the other kind of data source: an array update in a diffable
    /// walkthrough (naming the snapshot form to write), a snapshot form elsewhere or in a
    /// batch.
    private func checkDataSource(_ command: CommandWord, word: Located<String>, inBatch: Bool)
        throws(Diagnostic)
    {
        let diffable = source == .diffable
        if diffable, command.isArrayUpdate {
            throw diffableReplacement(for: word.value, at: word.location)
        }
        if !diffable, command.isDiffableOnly {
            throw .error(ScriptMessage.diffableFormOutsideDiffable(word.value), at: word.location)
        }
        if inBatch, command.isDiffableOnly {
            throw .error(ScriptMessage.snapshotFormInBatch(word.value), at: word.location)
        }
    }

    /// `batch` (with an optional caption) and its block.
    private mutating func parseBatch(
        _ line: SourceLine, word: Located<String>, depth: Int, cursor: inout LineCursor
    ) throws(Diagnostic) -> Command {
        let caption =
            cursor.isAtEnd ? nil : try cursor.readLabel(until: nil, what: "a caption").value
        try expectEnd(cursor)
        try checkNesting(word, depth: depth)
        let body = parseStatements(deeperThan: line.indent, in: .batch, depth: depth + 1)
        return .batch(caption: caption, body)
    }

    /// `completion` and its block: the lines that run in the completion handler of the
    /// update before. Not in a batch, and not in another completion (refused before its body
    /// is read, or completions could nest as deep as the input goes).
    private mutating func parseCompletion(
        _ line: SourceLine, word: Located<String>, in block: EnclosingBlock, depth: Int,
        cursor: LineCursor
    ) throws(Diagnostic) -> Command {
        if block == .batch {
            throw .error(ScriptMessage.narrativeInBatch(word.value), at: word.location)
        }
        if block == .completion {
            throw .error(ScriptMessage.notInCompletion(line.text), at: word.location)
        }
        try expectEnd(cursor)
        try checkNesting(word, depth: depth)
        let body = parseStatements(deeperThan: line.indent, in: .completion, depth: depth + 1)
        for statement in body where !statement.command.runsInCompletion {
            diagnostics.append(
                .error(ScriptMessage.notInCompletion(statement.text), at: statement.location))
        }
        return .completion(body.filter(\.command.runsInCompletion))
    }

    /// Refuses a block that would open one level past `maximumBatchNesting`; the caller
    /// then skips its lines without reading them.
    func checkNesting(_ word: Located<String>, depth: Int) throws(Diagnostic) {
        guard depth < maximumBatchNesting else {
            throw .error(ScriptMessage.blockTooDeep(word.value, depth + 1), at: word.location)
        }
    }

    func expectEnd(_ cursor: LineCursor, hint: String? = nil) throws(Diagnostic) {
        guard cursor.isAtEnd else {
            throw .error(
                hint ?? ScriptMessage.unexpectedText(cursor.rest.trimmingBlanks),
                at: cursor.peekLocation)
        }
    }

    /// What follows `delete selected`: `rows` (`items`), and an animation; a line of its
    /// own, never in a `batch`.
    func parseDeleteSelected(_ cursor: inout LineCursor, word: Located<String>, inBatch: Bool)
        throws(Diagnostic) -> Command
    {
        if inBatch {
            throw .error(ScriptMessage.narrativeInBatch("delete selected"), at: word.location)
        }
        guard cursor.consume(word: view.element + "s") else {
            throw .error(
                ScriptMessage.expectedDeleteSelected(view.element), at: cursor.peekLocation)
        }
        let animation = try animation(&cursor)
        try expectEnd(cursor)
        return .deleteSelected(animation)
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

extension Command {
    /// Whether the line may stand in a `completion` block: what an app does there is change
    /// its model and update the view again.
    var runsInCompletion: Bool {
        switch self {
        case .update, .table, .data, .batch, .snapshot, .apply: true
        default: false
        }
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
    static func uikitName(_ word: String, form: String) -> String {
        "'\(word)' is UIKit's name; a script writes '\(form)'"
    }
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
    static func notInCompletion(_ line: String) -> String {
        "'\(line.trimmingBlanks)' cannot appear in a completion block; it holds updates, batches, snapshots and data and table lines"
    }

    static func scriptTooLarge(_ bytes: Int) -> String {
        "this script holds \(bytes) bytes; a walkthrough's script holds at most \(maximumScriptBytes) (1 MiB): split it into several walkthroughs"
    }
    static func blockTooDeep(_ word: String, _ depth: Int) -> String {
        "batch and completion blocks nest at most \(maximumBatchNesting) deep, in any mix; this \(word) opens level \(depth)"
    }
    static func otherViewsCall(_ word: String, view: ListViewKind) -> String {
        "'\(word) …' lines call a \(word) view, but this walkthrough drives a \(view.viewName); write '\(view.scriptPrefix) …'\(view == .table ? "" : " (insertItems, deleteItems, moveItem, reloadItems, and the section calls)")"
    }
    static func unexpectedText(_ rest: String) -> String {
        "unexpected text '\(rest)' at the end of the line"
    }
    static func animationOnCollection(_ name: String) -> String {
        "a collection view has no row animations; remove 'with \(name)' (items fade and slide as a flow layout moves them)"
    }
}
