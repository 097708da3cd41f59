import ListDocsEngine

/// The edit-script language written: the parser's inverse. A typed command in, the lines
/// the parser reads back as the same command out, in the language's plain style (a label
/// bare where that reads back the same and quoted otherwise, one index after `row` and
/// several after `rows`, an animation only where it differs from the walkthrough's).
///
/// `ScriptParser.parse(write(c))` gives `c` back, locations aside; a round-trip test over
/// seeded random commands holds the two together.
public struct ScriptWriter: Sendable {
    /// The view the script drives: `row` or `item`, `table` or `collection` calls.
    public var view: ListViewKind
    /// The animation of the walkthrough's info string (`animation=`), left unwritten.
    public var defaultAnimation: RowAnimation

    /// A writer for a walkthrough of `view`.
    public init(view: ListViewKind = .table, defaultAnimation: RowAnimation = .automatic) {
        self.view = view
        self.defaultAnimation = defaultAnimation
    }

    /// A writer for a walkthrough with these attributes.
    public init(_ attributes: ScriptAttributes) {
        self.init(view: attributes.view, defaultAnimation: attributes.animation)
    }

    /// A script's body: every command's lines, each ending in a new line.
    public func script(_ commands: [Command]) -> String {
        commands.flatMap { lines($0) }.map { $0 + "\n" }.joined()
    }

    /// The lines of one command: one, or for a block form its opening line and its block
    /// indented by two spaces.
    public func lines(_ command: Command) -> [String] {
        switch command {
        case .state(let list):
            listLines(CommandWord.state.rawValue, list, shorthand: Self.isShorthand(list))
        case .expectState(let list, let shorthand):
            listLines(CommandWord.expect.rawValue, list, shorthand: shorthand)
        case .expectScreen(let list, let shorthand):
            listLines("\(CommandWord.expect) screen", list, shorthand: shorthand)
        case .expectCrash(let reason): ["\(CommandWord.expect) crash " + Self.quoted(reason)]
        case .expectStale: ["\(CommandWord.expect) stale"]
        case .update(let update): [line(update)]
        case .table(let call, _, _): [line(call)]
        case .data(let edit): [line(edit)]
        case .batch(let caption, let body):
            [
                caption.map { "\(CommandWord.batch) " + Self.quoted($0) }
                    ?? CommandWord.batch.rawValue
            ]
                + body.flatMap { lines($0.command) }.map { "  " + $0 }
        case .object(let change): [line(change)]
        case .completion(let body):
            [CommandWord.completion.rawValue] + body.flatMap { lines($0.command) }.map { "  " + $0 }
        case .narrative(let narrative): [line(narrative)]
        case .diff(let list, _):
            listLines("\(CommandWord.diff) to", list, shorthand: Self.isShorthand(list))
        case .snapshot(let fresh, let edits):
            [fresh ? "\(CommandWord.new) snapshot" : CommandWord.snapshot.rawValue]
                + edits.map { "  " + Self.line($0.edit) }
        case .apply(let mode, let list): applyLines(mode, list, background: false)
        case .applyFromBackground(let mode, let list): applyLines(mode, list, background: true)
        case .query(let query): [line(query)]
        case .deleteSelected(let animation):
            ["\(CommandWord.delete) selected \(view.element)s" + with(animation)]
        case .sectionSnapshot(let section, let edits):
            ["\(CommandWord.section) snapshot" + (section.map { " of " + Self.quoted($0) } ?? "")]
                + edits.map { "  " + Self.line($0.edit) }
        case .applySectionSnapshot(let section): ["\(CommandWord.apply) to " + Self.quoted(section)]
        }
    }

    /// One edit of a `section snapshot` block: `append "Gala" to "Apple"`.
    public static func line(_ edit: SectionSnapshotEdit) -> String {
        func ids(_ list: [String]) -> String { list.map(quoted).joined(separator: ", ") }
        return switch edit {
        case .append(let items, let parent):
            "append " + ids(items) + (parent.map { " to " + quoted($0) } ?? "")
        case .insert(let items, let position, let destination):
            "insert \(ids(items)) \(position.rawValue) \(quoted(destination))"
        case .delete(let items): "delete " + ids(items)
        case .expand(let items): "expand " + ids(items)
        case .collapse(let items): "collapse " + ids(items)
        }
    }

    // MARK: - Labels

    /// A label in quotes, with the language's escapes (`\"`, `\\`, `\n`, `\t`).
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A label as a list of rows or a section line writes it: bare when that reads back the
    /// same (no comma, colon, `#`, backslash, quote, blank at its ends, tab or new line, and
    /// no ` with ` an animation could be read from), quoted otherwise.
    public static func label(_ text: String) -> String {
        let bare =
            !text.isEmpty && text.first != " " && text.last != " "
            && !text.contains(where: { ",#:\\\"\n\t\r".contains($0) }) && !text.contains(" with ")
        return bare ? text : quoted(text)
    }

    /// `Title: a, b, c`: one section as a line of a `state`, `expect` or `apply` block.
    public static func sectionLine(_ section: ListSection) -> String {
        label(section.title) + ":" + rowsSuffix(section.rows)
    }

    /// ` a, b, c` (with its leading space), or nothing for no rows.
    private static func rowsSuffix(_ rows: [String]) -> String {
        rows.isEmpty ? "" : " " + rows.map(label).joined(separator: ", ")
    }

    /// Whether a list is written on its opening line: one untitled section.
    static func isShorthand(_ list: SectionedList) -> Bool {
        list.sections.count == 1 && list.sections[0].title.isEmpty
    }

    // MARK: - Info string

    /// The info string of a walkthrough with these attributes: `listdocs`, then each one
    /// that differs from its default (title, id, ios, sdk, view, source, hashable, delegate,
    /// animation, layout, columns, cell, register).
    public static func info(_ attributes: ScriptAttributes) -> String {
        let defaults = ScriptAttributes()
        var parts = ["listdocs"]
        if let title = attributes.title { parts.append("title=" + quoted(title)) }
        if let id = attributes.id { parts.append("id=" + id) }
        if attributes.ios != defaults.ios {
            let ios = attributes.ios
            parts.append("ios=" + (ios.minor == 0 ? "\(ios.major)" : "\(ios.major).\(ios.minor)"))
        }
        if let sdk = attributes.sdk {
            parts.append("sdk=" + (sdk.minor == 0 ? "\(sdk.major)" : "\(sdk.major).\(sdk.minor)"))
        }
        if attributes.view != defaults.view { parts.append("view=\(attributes.view.rawValue)") }
        if attributes.source != defaults.source {
            parts.append("source=\(attributes.source.rawValue)")
        }
        if attributes.hashable != defaults.hashable {
            parts.append("hashable=\(attributes.hashable.rawValue)")
        }
        if attributes.delegate != defaults.delegate {
            parts.append("delegate=\(attributes.delegate.rawValue)")
        }
        if attributes.animation != defaults.animation {
            parts.append("animation=\(attributes.animation.rawValue)")
        }
        if attributes.layout != defaults.layout {
            parts.append("layout=\(attributes.layout.rawValue)")
        }
        if attributes.columns != defaults.columns { parts.append("columns=\(attributes.columns)") }
        if let rows = attributes.visibleRows { parts.append("visible=\(rows)") }
        let reuse = attributes.cellReuse
        if reuse.dequeued != defaults.cellReuse.dequeued {
            parts.append("cell=" + attributeValue(reuse.dequeued))
        }
        if reuse.registered != reuse.dequeued {
            parts.append("register=" + (reuse.registered.map(attributeValue) ?? "none"))
        }
        if reuse.dequeue != .once { parts.append("dequeue=" + reuse.dequeue.rawValue) }
        if attributes.identifiersAreValues { parts.append("identifiers=values") }
        if attributes.countText != .rule {
            parts.append("count-text=" + attributes.countText.rawValue)
        }
        return parts.joined(separator: " ")
    }

    /// A value as a bare word when it is one (ASCII letters, digits, `-`, `_`), quoted
    /// otherwise.
    private static func attributeValue(_ value: String) -> String {
        let bare =
            !value.isEmpty && value != "none"
            && value.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "-" || $0 == "_"
            }
        return bare ? value : quoted(value)
    }

    // MARK: - Forms

    private func listLines(_ opener: String, _ list: SectionedList, shorthand: Bool) -> [String] {
        if shorthand, Self.isShorthand(list) {
            return [opener + ":" + Self.rowsSuffix(list.sections[0].rows)]
        }
        return [opener] + list.sections.map { "  " + Self.sectionLine($0) }
    }

    private func applyLines(_ mode: ApplyMode, _ list: SectionedList?, background: Bool)
        -> [String]
    {
        let words: String
        switch mode {
        case .animated: words = CommandWord.apply.rawValue
        case .withoutAnimation: words = "\(CommandWord.apply) without animation"
        case .usingReloadData: words = "\(CommandWord.apply) using reload data"
        }
        return [words + (background ? " in background" : "")]
            + (list?.sections ?? []).map { "  " + Self.sectionLine($0) }
    }

    /// ` with fade`, or nothing for the walkthrough's own animation or a collection view.
    /// `row [0, 1]` or `rows [0, 1], [0, 3]`, in the view's words.
    private func selection(_ paths: [IndexPath]) -> String {
        view.element + (paths.count == 1 ? " " : "s ")
            + paths.map(\.description).joined(separator: ", ")
    }

    private func with(_ animation: RowAnimation) -> String {
        view == .table && animation != defaultAnimation ? " with \(animation.rawValue)" : ""
    }

    private func object(_ count: Int, section: Bool) -> String {
        let singular = section ? "section" : view.element
        return count == 1 ? singular : singular + "s"
    }

    private func line(_ update: CombinedUpdate) -> String {
        func indexes(_ sections: [Located<Int>]) -> String {
            sections.map { String($0.value) }.joined(separator: ", ")
        }
        func paths(_ paths: [Located<IndexPath>]) -> String {
            paths.map(\.value.description).joined(separator: ", ")
        }
        switch update {
        case .deleteSections(let s, let a):
            return "\(CommandWord.delete) \(object(s.count, section: true)) \(indexes(s))" + with(a)
        case .insertSection(let i, let section, let a):
            return "\(CommandWord.insert) section \(i.value) " + Self.quoted(section.title) + ":"
                + Self.rowsSuffix(section.rows) + with(a)
        case .moveSection(let f, let t):
            return "\(CommandWord.move) section \(f.value) to \(t.value)"
        case .reloadSections(let s, let a):
            return "\(CommandWord.reload) \(object(s.count, section: true)) \(indexes(s))" + with(a)
        case .deleteRows(let p, let a):
            return "\(CommandWord.delete) \(object(p.count, section: false)) \(paths(p))" + with(a)
        case .insertRows(let p, let labels, let a):
            let items = zip(p, labels).map { "\($0.value) " + Self.quoted($1) }
            return "\(CommandWord.insert) \(object(p.count, section: false)) "
                + items.joined(separator: ", ") + with(a)
        case .moveRow(let f, let t):
            return "\(CommandWord.move) \(view.element) \(f.value) to \(t.value)"
        case .reloadRows(let p, let labels, let a):
            let items = zip(p, labels).map { path, label in
                path.value.description + (label.map { " " + Self.quoted($0) } ?? "")
            }
            return "\(CommandWord.reload) \(object(p.count, section: false)) "
                + items.joined(separator: ", ") + with(a)
        case .reloadData: return "\(CommandWord.reload) data"
        }
    }

    private func line(_ change: ObjectChange) -> String {
        func group(_ name: String?) -> String { name.map { " in " + Self.quoted($0) } ?? "" }
        return switch change {
        case .delete(let path): "\(CommandWord.delete) object \(path)"
        case .insert(let path, let title, let name):
            "\(CommandWord.insert) object \(path) " + Self.quoted(title) + group(name)
        case .move(let from, let to, let name):
            "\(CommandWord.move) object \(from) to \(to)" + group(name)
        case .update(let path, let title):
            "\(CommandWord.update) object \(path) " + Self.quoted(title)
        }
    }

    private func line(_ call: TableViewCall) -> String {
        let start = view.scriptPrefix + " " + view.methodName(call.kind)
        func indexes(_ s: [Int]) -> String { s.map(String.init).joined(separator: ", ") }
        func paths(_ p: [IndexPath]) -> String { p.map(\.description).joined(separator: ", ") }
        switch call {
        case .insertSections(let s, let a), .deleteSections(let s, let a),
            .reloadSections(let s, let a):
            return start + " " + indexes(s) + with(a)
        case .moveSection(let f, let t): return start + " \(f) to \(t)"
        case .insertRows(let p, let a), .deleteRows(let p, let a), .reloadRows(let p, let a):
            return start + " " + paths(p) + with(a)
        case .moveRow(let f, let t): return start + " \(f) to \(t)"
        case .reloadData: return start
        }
    }

    private func line(_ edit: DataEdit) -> String {
        switch edit {
        case .remove(let p): "\(CommandWord.data) remove \(p.value)"
        case .insert(let label, let p):
            "\(CommandWord.data) insert \(Self.quoted(label)) at \(p.value)"
        case .move(let f, let t): "\(CommandWord.data) move \(f.value) to \(t.value)"
        case .set(let p, let label): "\(CommandWord.data) set \(p.value) \(Self.quoted(label))"
        case .removeSection(let s): "\(CommandWord.data) remove section \(s.value)"
        case .insertSection(let s, let section):
            "\(CommandWord.data) insert section \(s.value) " + Self.quoted(section.title) + ":"
                + Self.rowsSuffix(section.rows)
        case .moveSection(let f, let t): "\(CommandWord.data) move section \(f.value) to \(t.value)"
        case .setContent(let identifier, let content):
            "\(CommandWord.data) set \(Self.quoted(identifier.value)) \(Self.quoted(content))"
        }
    }

    private func line(_ narrative: Narrative) -> String {
        switch narrative {
        case .tap(let what): "\(CommandWord.tap) " + Self.quoted(what)
        case .tapRow(let p): "\(CommandWord.tap) \(view.element) \(p)"
        case .tapRowShowing(let label): "\(CommandWord.tap) \(view.element) " + Self.quoted(label)
        case .swipe(let p, let actions): "\(CommandWord.swipe) row \(p)" + Self.suffix(actions)
        case .confirm(let title, let message):
            "\(CommandWord.confirm) " + Self.quoted(title)
                + (message.isEmpty ? "" : " " + Self.quoted(message))
        case .choose(let what): "\(CommandWord.choose) " + Self.quoted(what)
        case .drag(let f, let t): "\(CommandWord.drag) \(view.element) \(f) to \(t)"
        case .select(let paths): "\(CommandWord.select) " + selection(paths)
        case .deselect(let paths): "\(CommandWord.deselect) " + selection(paths)
        case .note(let text): "\(CommandWord.note) " + Self.quoted(text)
        }
    }

    /// What follows `swipe row [s, r]`: nothing for swipe-to-delete, else the edge and
    /// each action with its look.
    private static func suffix(_ swipe: SwipeActions) -> String {
        guard swipe != .delete else { return "" }
        let actions = swipe.actions.map { action in
            quoted(action.title) + (action.look.map { " " + $0 } ?? "")
        }
        return " \(swipe.edge.rawValue) " + actions.joined(separator: ", ")
    }

    private func line(_ query: ViewQuery) -> String {
        switch query {
        case .numberOfItems(let section) where view == .table: "table numberOfRows \(section)"
        case .numberOfItems(let section): "collection numberOfItems \(section)"
        case .layoutAttributes(let p): "collection layoutAttributes \(p)"
        case .scrollTo(let p, let position, let animated):
            "\(CommandWord.scroll) to \(view.element) \(p)"
                + (position == .middle ? "" : " at \(position.rawValue)")
                + (animated ? "" : " without animation")
        }
    }

    /// One edit of a `snapshot` block: `append items "Kiwi", "Fig" to "Fruit"`.
    public static func line(_ edit: SnapshotEdit) -> String {
        func ids(_ list: [String]) -> String { list.map(quoted).joined(separator: ", ") }
        // A list edit names `items` or `sections` however many it holds.
        func objects(_ list: [String], _ word: String) -> String { word + "s " + ids(list) }
        switch edit {
        case .appendSections(let s): return "append " + objects(s, "section")
        case .appendItems(let items, let section):
            return "append " + objects(items, "item") + (section.map { " to " + quoted($0) } ?? "")
        case .insertSections(let s, let position, let destination):
            return "insert " + objects(s, "section") + " \(position.rawValue) "
                + quoted(destination)
        case .insertItems(let items, let position, let destination):
            return "insert " + objects(items, "item") + " \(position.rawValue) "
                + quoted(destination)
        case .deleteSections(let s): return "delete " + objects(s, "section")
        case .deleteItems(let items): return "delete " + objects(items, "item")
        case .deleteAllItems: return "delete all items"
        case .moveSection(let s, let position, let destination):
            return "move section \(quoted(s)) \(position.rawValue) \(quoted(destination))"
        case .moveItem(let item, let position, let destination):
            return "move item \(quoted(item)) \(position.rawValue) \(quoted(destination))"
        case .reloadSections(let s): return "reload " + objects(s, "section")
        case .reloadItems(let items): return "reload " + objects(items, "item")
        case .reconfigureItems(let items): return "reconfigure " + objects(items, "item")
        case .numberOfItems(let section): return "numberOfItems in " + quoted(section)
        }
    }
}
