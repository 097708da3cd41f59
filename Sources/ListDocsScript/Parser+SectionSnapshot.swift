import ListDocsEngine

/// `section snapshot` blocks and `apply to` (`source=diffable`, iOS 14): a section's items
/// as an outline, edited and applied to that one section.
extension Parser {
    static let sectionSnapshotVerbs = ["append", "insert", "delete", "expand", "collapse"]

    /// `section snapshot` or `section snapshot of "Fruit"`, with its indented edits.
    mutating func parseSectionSnapshotBlock(
        _ line: SourceLine, word: Located<String>, cursor: inout LineCursor
    ) throws(Diagnostic) -> Command {
        guard cursor.consume(word: "snapshot") else {
            throw .error(ScriptMessage.expectedSectionSnapshot, at: cursor.peekLocation)
        }
        guard ios.major >= 14 else {
            throw .error(ScriptMessage.sectionSnapshotBefore14(ios), at: word.location)
        }
        guard view == .collection else {
            throw .error(ScriptMessage.sectionSnapshotOnTable, at: word.location)
        }
        let section =
            cursor.consume(word: "of") ? try quotedIdentifier(&cursor, "the section") : nil
        try expectEnd(cursor, hint: ScriptMessage.sectionSnapshotAlone)
        return .sectionSnapshot(of: section, try parseEdits(of: line, parseSectionSnapshotEdit))
    }

    /// One edit: `append "Gala", "Fuji" to "Apple"`, `insert "Kiwi" before "Pear"`,
    /// `delete "Pear"`, `expand "Apple"`, `collapse "Apple"`.
    func parseSectionSnapshotEdit(_ line: SourceLine) throws(Diagnostic) -> SectionSnapshotLine {
        var cursor = LineCursor(line)
        guard let verb = cursor.readWord(), Self.sectionSnapshotVerbs.contains(verb.value) else {
            let here = line.location
            throw .error(
                ScriptMessage.unknownSectionSnapshotEdit, at: here,
                suggestion: nil)
        }
        let ids = try identifiers(&cursor)
        let edit: SectionSnapshotEdit
        switch verb.value {
        case "append":
            let parent =
                cursor.consume(word: "to") ? try quotedIdentifier(&cursor, "the parent item") : nil
            edit = .append(ids, to: parent)
        case "insert":
            let position: RelativePosition
            if cursor.consume(word: "before") {
                position = .before
            } else if cursor.consume(word: "after") {
                position = .after
            } else {
                throw .error(
                    ScriptMessage.expectedBeforeOrAfter("insert", "items"), at: cursor.peekLocation)
            }
            edit = .insert(
                ids, position,
                try quotedIdentifier(&cursor, "the item they go \(position.rawValue)"))
        case "delete": edit = .delete(ids)
        case "expand": edit = .expand(ids)
        default: edit = .collapse(ids)
        }
        try expectEnd(cursor)
        return SectionSnapshotLine(edit: edit, location: verb.location, text: line.text)
    }
}

extension ScriptMessage {
    static let expectedSectionSnapshot =
        "expected 'section snapshot' (a new one) or 'section snapshot of \"Section\"'"
    static let sectionSnapshotAlone =
        "expected 'section snapshot' or 'section snapshot of \"Section\"' alone on its line, with its edits indented below it"
    static func sectionSnapshotBefore14(_ ios: UIKitVersion) -> String {
        "section snapshots came with iOS 14; this walkthrough runs as \(ios)"
    }
    static let sectionSnapshotOnTable =
        "section snapshots are a collection view's (UICollectionViewDiffableDataSource has apply(_:to:animatingDifferences:)); add view=collection"
    static let unknownSectionSnapshotEdit =
        "expected a section snapshot edit: append \"A\" (to \"Parent\"), insert \"A\" before or after \"B\", delete \"A\", expand \"A\" or collapse \"A\""
    static let expectedApplyToSection = "expected 'apply to \"Section\"'"
}
