import ListDocsEngine

/// The forms that stand outside a batch: `state`, `expect`, `diff to` and the narrative
/// steps (tap, swipe, confirm, choose, drag, note), with the lists they hold.
extension Parser {
    mutating func parseOutsideBatch(
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

    mutating func parseExpect(line: SourceLine, cursor: inout LineCursor) throws(Diagnostic)
        -> Command
    {
        if cursor.consume(word: "crash") {
            let reason = try cursor.readLabel(
                until: nil, what: "the start of UIKit's reason in quotes")
            try expectEnd(cursor)
            // Every reason starts with nothing: an empty start would pass for any crash.
            guard reason.value.contains(where: { $0 != " " && $0 != "\t" }) else {
                throw .error(ScriptMessage.emptyExpectedCrash, at: reason.location)
            }
            return .expectCrash(reason.value)
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
    mutating func parseList(
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

    mutating func parseNarrative(_ word: Located<String>, cursor: inout LineCursor)
        throws(Diagnostic) -> Narrative
    {
        let narrative: Narrative
        switch word.value {
        case "tap" where cursor.consume(word: "row") || cursor.consume(word: "item"):
            if cursor.peek == "[" {
                narrative = .tapRow(try cursor.readIndexPath().value)
            } else {
                narrative = .tapRowShowing(
                    try cursor.readLabel(
                        until: nil, what: "the row tapped, as [section, row] or its label in quotes"
                    ).value)
            }
        case "select", "deselect":
            let element = view.element
            let one = cursor.consume(word: element)
            guard one || cursor.consume(word: element + "s") else {
                throw .error(
                    ScriptMessage.expectedSelection(word.value, element), at: cursor.peekLocation)
            }
            let paths = try cursor.readList { (c: inout LineCursor) throws(Diagnostic) in
                try c.readIndexPath()
            }
            if one, paths.count > 1 { throw .error(ScriptMessage.onePath(view), at: word.location) }
            let values = paths.map(\.value)
            narrative = word.value == "select" ? .select(values) : .deselect(values)
        case "tap":
            narrative = .tap(
                try cursor.readLabel(until: nil, what: "what is tapped, like \"Delete\"").value)
        case "swipe":
            guard cursor.consume(word: "row") else {
                throw .error(ScriptMessage.expectedSwipeRow, at: cursor.peekLocation)
            }
            let path = try cursor.readIndexPath().value
            narrative = .swipe(path, try readSwipeActions(&cursor))
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
}

extension Parser {
    /// After `swipe row [s, r]`: nothing (swipe-to-delete), or `leading` / `trailing` and
    /// the actions, each a title in quotes, then `destructive` or a colour.
    func readSwipeActions(_ cursor: inout LineCursor) throws(Diagnostic) -> SwipeActions {
        guard !cursor.isAtEnd else { return .delete }
        let edgeWord = cursor.readWord()
        guard let edgeWord, let edge = SwipeActions.Edge(rawValue: edgeWord.value) else {
            throw .error(ScriptMessage.expectedSwipeEdge, at: edgeWord?.location ?? cursor.location)
        }
        guard view == .table, ios >= UIKitVersion(11) else {
            throw .error(ScriptMessage.swipeActionsNeedContextualActions, at: edgeWord.location)
        }
        var actions: [SwipeActions.Action] = []
        repeat {
            cursor.skipBlanks()
            let start = cursor.location
            let title = try cursor.readQuoted()
            var look: String?
            if cursor.peek != ",", !cursor.isAtEnd, let word = cursor.readWord() {
                guard word.value == "destructive" || SwipeActions.colours.contains(word.value)
                else {
                    throw .error(
                        ScriptMessage.unknownSwipeLook(word.value), at: word.location,
                        suggestion: Suggestion.closest(
                            to: word.value, in: ["destructive"] + SwipeActions.colours))
                }
                look = word.value
            }
            guard actions.count < SwipeActions.mostActions else {
                throw .error(ScriptMessage.tooManySwipeActions, at: start)
            }
            actions.append(SwipeActions.Action(title: title, look: look))
        } while cursor.consume(",")
        return SwipeActions(edge: edge, actions: actions)
    }
}

extension ScriptMessage {
    static let expectedSwipeEdge =
        "expected leading or trailing and the actions after 'swipe row [section, row]', like trailing \"Delete\" destructive, \"Flag\" orange"
    static func unknownSwipeLook(_ word: String) -> String {
        "unknown swipe action look '\(word)'; write destructive or a colour: "
            + SwipeActions.colours.joined(separator: ", ")
    }
    static let swipeActionsNeedContextualActions =
        "a row's own swipe actions are UIContextualActions of a table view, from iOS 11: before it (and in a collection view here) a swipe reveals Delete alone, so write 'swipe row [section, row]'"
    static let tooManySwipeActions =
        "a swipe here reveals at most \(SwipeActions.mostActions) actions: a fourth would leave the row's label no room on the device"
    static let expectedDiffTo = "expected 'diff to' followed by the target state"
    static let expectations = ["crash", "stale", "screen"]
    static let emptyExpectedCrash =
        "expect crash \"\" would pass for any crash; give the start of UIKit's reason, like \"Invalid update\""
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
}
