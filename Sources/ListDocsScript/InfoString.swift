import ListDocsEngine

/// Parses the attributes of a `listdocs` info string: `title="…"`, `source=`, `animation=`, `ios=`.
enum InfoString {
    static let attributeNames = [
        "title", "source", "animation", "ios", "view", "layout", "columns", "hashable", "delegate",
        "id", "sdk", "cell", "register", "dequeue", "identifiers", "count-text", "visible",
    ]

    static func parse(_ source: ScriptSource) -> (ScriptAttributes, [Diagnostic]) {
        var attributes = ScriptAttributes()
        var diagnostics: [Diagnostic] = []
        let line = SourceLine(
            source.info, line: source.infoLocation.line, firstColumn: source.infoLocation.column)
        var cursor = LineCursor(line)
        _ = cursor.readWord()  // "listdocs"
        var seen: [String: SourceLocation] = [:]
        while !cursor.isAtEnd {
            guard let name = cursor.readWord() else {
                diagnostics.append(
                    .error(ScriptMessage.expectedAttribute, at: cursor.peekLocation))
                break
            }
            guard attributeNames.contains(name.value) else {
                diagnostics.append(
                    .error(
                        ScriptMessage.unknownAttribute(name.value), at: name.location,
                        suggestion: Suggestion.closest(to: name.value, in: attributeNames)))
                skipValue(&cursor)
                continue
            }
            if seen.updateValue(name.location, forKey: name.value) != nil {
                diagnostics.append(.error(ScriptMessage.givenTwice(name.value), at: name.location))
            }
            do throws(Diagnostic) {
                try cursor.expect("=", ScriptMessage.expectedEquals(name.value))
                let valueLocation = cursor.peekLocation
                var value =
                    cursor.peek == "\"" ? try cursor.readQuoted() : (cursor.readWord()?.value ?? "")
                // `ios=16.4`, `sdk=14.5`: a version's minor number follows a dot.
                while name.value == "ios" || name.value == "sdk", cursor.consume(".") {
                    value += "." + (cursor.readWord()?.value ?? "")
                }
                try apply(name.value, value, at: valueLocation, to: &attributes)
            } catch {
                diagnostics.append(error)
                skipValue(&cursor)
            }
        }
        // `register` follows `cell` unless it is given.
        if seen["register"] == nil {
            attributes.cellReuse.registered = attributes.cellReuse.dequeued
        }
        diagnostics += vocabularyProblems(attributes, seen: seen)
        if attributes.ios.major > UIKitVersion.latestKnown.major, let location = seen["ios"] {
            diagnostics.append(
                .warning(ScriptMessage.versionPastKnown(attributes.ios), at: location))
        }
        return (attributes, diagnostics)
    }

    /// Attributes that belong to the other view: `layout` and `columns` to a collection
    /// view, `animation` to a table view.
    private static func vocabularyProblems(
        _ attributes: ScriptAttributes, seen: [String: SourceLocation]
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if attributes.source == .diffable, attributes.ios.major < 13, let location = seen["source"]
        {
            problems.append(
                .error(ScriptMessage.diffableBefore13(attributes.ios), at: location))
        }
        if attributes.view == .collection, attributes.ios.major < 6, let location = seen["view"] {
            problems.append(.error(ScriptMessage.collectionBefore6(attributes.ios), at: location))
        }
        if attributes.ios.major < 6, let location = seen["register"] {
            problems.append(.error(ScriptMessage.registerBefore6(attributes.ios), at: location))
        }
        if let location = seen["identifiers"],
            attributes.source != .diffable || attributes.hashable != .identifier
        {
            problems.append(.error(ScriptMessage.identifiersWithoutDiffable, at: location))
        }
        if attributes.source != .diffable, let location = seen["hashable"] {
            problems.append(
                .error(ScriptMessage.hashableWithoutDiffable, at: location))
        }
        if let location = seen["delegate"] {
            if attributes.source != .fetchedResults {
                problems.append(.error(ScriptMessage.delegateWithoutFetchedResults, at: location))
            } else if attributes.delegate == .snapshot, attributes.ios.major < 13 {
                problems.append(
                    .error(ScriptMessage.snapshotDelegateBefore13(attributes.ios), at: location))
            }
        }
        if attributes.view == .table, attributes.cellReuse.dequeue == .extra,
            let location = seen["dequeue"]
        {
            problems.append(.error(ScriptMessage.extraDequeueOnTable, at: location))
        }
        if attributes.view == .collection || attributes.source == .diffable,
            attributes.cellReuse.dequeue == .returnsNil, let location = seen["dequeue"]
        {
            problems.append(.error(ScriptMessage.nilDequeueOutsideClassicTable, at: location))
        }
        if attributes.view == .table {
            for name in ["layout", "columns"] {
                guard let location = seen[name] else { continue }
                problems.append(
                    .error(ScriptMessage.collectionAttribute(name), at: location))
            }
        } else if let location = seen["animation"] {
            problems.append(
                .error(ScriptMessage.animationAttributeOnCollection, at: location))
        }
        return problems
    }

    /// Whether `value` may name a walkthrough: a letter, then letters, digits, `-` and `_`
    /// (ASCII), at most 64 in all, so that it reads the same in a URL and in HTML.
    public static func isWalkthroughID(_ value: String) -> Bool {
        guard let first = value.first, first.isASCII, first.isLetter, value.count <= 64 else {
            return false
        }
        return value.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
        }
    }

    /// The case of `Value` named `value`, or an error at `location` with `message` (given
    /// the value and every name) and the closest name as a suggestion.
    private static func named<Value: RawRepresentable & CaseIterable>(
        _ value: String, at location: SourceLocation,
        message: (String, [String]) -> String
    ) throws(Diagnostic) -> Value where Value.RawValue == String {
        if let named = Value(rawValue: value) { return named }
        let names = Value.allCases.map(\.rawValue)
        throw .error(
            message(value, names), at: location,
            suggestion: Suggestion.closest(to: value, in: names))
    }

    private static func apply(
        _ name: String, _ value: String, at location: SourceLocation,
        to attributes: inout ScriptAttributes
    ) throws(Diagnostic) {
        switch name {
        case "title":
            attributes.title = value
        case "id":
            guard Self.isWalkthroughID(value) else {
                throw .error(ScriptMessage.invalidWalkthroughID(value), at: location)
            }
            attributes.id = value
        case "source":
            attributes.source = try named(value, at: location, message: ScriptMessage.unknownSource)
        case "animation":
            attributes.animation = try Animations.parse(value, at: location)
        case "view", "layout":
            try applyView(name, value, at: location, to: &attributes)
        case "hashable":
            attributes.hashable = try named(
                value, at: location, message: ScriptMessage.unknownHashable)
        case "delegate":
            attributes.delegate = try named(
                value, at: location, message: ScriptMessage.unknownDelegate)
        case "columns":
            guard let columns = Int(value), (1...8).contains(columns) else {
                throw .error(ScriptMessage.expectedColumns, at: location)
            }
            attributes.columns = columns
        case "visible":
            guard let rows = Int(value), (1...50).contains(rows) else {
                throw .error(ScriptMessage.expectedVisibleRows, at: location)
            }
            attributes.visibleRows = rows
        case "sdk":
            attributes.sdk = try version(value, at: location, message: ScriptMessage.expectedSDK)
        case "cell", "register":
            try applyReuse(name, value, at: location, to: &attributes)
        case "count-text":
            attributes.countText = try named(
                value, at: location, message: ScriptMessage.unknownCountText)
        case "identifiers":
            guard value == "values" || value == "strings" else {
                throw .error(ScriptMessage.unknownIdentifiers(value), at: location)
            }
            attributes.identifiersAreValues = value == "values"
        case "dequeue":
            attributes.cellReuse.dequeue = try named(
                value, at: location, message: ScriptMessage.unknownDequeue)
        default:
            attributes.ios = try version(
                value, at: location, message: ScriptMessage.expectedVersion)
        }
    }

    /// `view=table|collection` and `layout=grid|list` (noted as given: without it, an
    /// outline is drawn as a list).
    private static func applyView(
        _ name: String, _ value: String, at location: SourceLocation,
        to attributes: inout ScriptAttributes
    ) throws(Diagnostic) {
        if name == "view" {
            attributes.view = try named(value, at: location) { value, _ in
                ScriptMessage.unknownView(value)
            }
        } else {
            attributes.layout = try named(value, at: location) { value, _ in
                ScriptMessage.unknownLayout(value)
            }
            attributes.layoutGiven = true
        }
    }

    /// `cell=NAME` (the identifier the data source dequeues) and `register=NAME` or
    /// `register=none` (the one `viewDidLoad()` registers).
    private static func applyReuse(
        _ name: String, _ value: String, at location: SourceLocation,
        to attributes: inout ScriptAttributes
    ) throws(Diagnostic) {
        if name == "cell" {
            attributes.cellReuse.dequeued = try reuseIdentifier(value, at: location)
        } else {
            attributes.cellReuse.registered =
                value == "none" ? nil : try reuseIdentifier(value, at: location)
        }
    }

    /// A reuse identifier: not empty, and nothing a Swift string literal would need to
    /// escape (quotes, backslashes, control characters).
    private static func reuseIdentifier(_ value: String, at location: SourceLocation)
        throws(Diagnostic) -> String
    {
        guard !value.isEmpty, value.count <= 64,
            value.unicodeScalars.allSatisfy({
                $0 != "\"" && $0 != "\\" && $0.properties.generalCategory != .control
            })
        else { throw .error(ScriptMessage.invalidReuseIdentifier(value), at: location) }
        return value
    }

    /// `17` or `16.4` as a version, or an error at `location`.
    private static func version(_ value: String, at location: SourceLocation, message: String)
        throws(Diagnostic) -> UIKitVersion
    {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]),
            (2...30).contains(major),
            parts.count == 1
                || (parts[1].count <= 2 && Int(parts[1]).map { (0...99).contains($0) } == true)
        else {
            throw .error(message, at: location)
        }
        return UIKitVersion(major, parts.count == 2 ? Int(parts[1])! : 0)
    }

    private static func skipValue(_ cursor: inout LineCursor) {
        if cursor.consume("=") {
            if cursor.peek == "\"" { _ = try? cursor.readQuoted() } else { _ = cursor.readWord() }
        }
    }
}

/// UIKit's row animation names.
enum Animations {
    static let names = RowAnimation.allCases.map(\.rawValue)

    static func parse(_ name: String, at location: SourceLocation) throws(Diagnostic)
        -> RowAnimation
    {
        guard let animation = RowAnimation(rawValue: name) else {
            throw .error(
                ScriptMessage.unknownAnimation(name), at: location,
                suggestion: Suggestion.closest(to: name, in: names))
        }
        return animation
    }
}

extension ScriptMessage {
    static let expectedAttribute = "expected an attribute like title=\"…\""
    static func unknownAttribute(_ name: String) -> String {
        let names = InfoString.attributeNames
        return "unknown attribute '\(name)'\(Suggestion.hint(for: name, in: names)); "
            + "known attributes: \(names.joined(separator: ", "))"
    }
    static func givenTwice(_ name: String) -> String { "'\(name)' is given twice" }
    static func expectedEquals(_ name: String) -> String { "expected '=' after '\(name)'" }
    static func invalidWalkthroughID(_ value: String) -> String {
        "'\(value)' cannot name a walkthrough: an id starts with a letter and holds letters, digits, '-' and '_' (at most 64)"
    }

    static func unknownDelegate(_ value: String, _ names: [String]) -> String {
        "unknown delegate '\(value)'; expected one of \(names.joined(separator: ", "))"
    }

    static let delegateWithoutFetchedResults =
        "'delegate=' says which NSFetchedResultsControllerDelegate the app has: it needs source=fetched-results"

    static func snapshotDelegateBefore13(_ ios: UIKitVersion) -> String {
        "controller(_:didChangeContentWith:) arrived with iOS 13; this walkthrough says \(ios) (use ios=13 or later, or delegate=complete)"
    }

    static func registerBefore6(_ ios: UIKitVersion) -> String {
        "cell classes are registered from iOS 6 (registerClass:forCellReuseIdentifier:); before it, dequeueReusableCellWithIdentifier: returns nil for an identifier with no cell waiting and the data source makes one, so nothing is registered; this walkthrough says \(ios) (use ios=6 or later, or leave register= out)"
    }
    static func collectionBefore6(_ ios: UIKitVersion) -> String {
        "collection views arrived with iOS 6; this walkthrough says \(ios) (use ios=6 or later, or view=table)"
    }

    static func diffableBefore13(_ ios: UIKitVersion) -> String {
        "diffable data sources arrived with iOS 13; this walkthrough says \(ios) (use ios=13 or later, or source=array)"
    }
    static func invalidReuseIdentifier(_ value: String) -> String {
        "'\(value)' cannot be a reuse identifier here: give 1 to 64 characters without quotes or backslashes, as in cell=FruitCell (register=none registers nothing)"
    }
    static let hashableWithoutDiffable =
        "'hashable' describes a diffable data source's identifiers; add source=diffable"
    static func collectionAttribute(_ name: String) -> String {
        "'\(name)' is for collection views; add view=collection"
    }
    static let animationAttributeOnCollection =
        "a collection view has no row animations; remove animation= (items fade and slide as a flow layout moves them)"
    static func unknownSource(_ value: String, _ names: [String]) -> String {
        "unknown source '\(value)'\(Suggestion.hint(for: value, in: names)); use array, fetched-results or diffable"
    }
    static func unknownView(_ value: String) -> String {
        "unknown view '\(value)'\(Suggestion.hint(for: value, in: ListViewKind.allCases.map(\.rawValue))); use table or collection"
    }
    static func unknownLayout(_ value: String) -> String {
        "unknown layout '\(value)'\(Suggestion.hint(for: value, in: CollectionLayout.allCases.map(\.rawValue))); use grid or list"
    }
    static func unknownHashable(_ value: String, _ names: [String]) -> String {
        "unknown hashable '\(value)'\(Suggestion.hint(for: value, in: names)); use \(names.joined(separator: ", "))"
    }
    static let expectedColumns = "expected a number of columns from 1 to 8, like columns=3"
    static let expectedVisibleRows =
        "expected how many rows the screen holds, from 1 to 50, like visible=5"
    static let expectedVersion = "expected an iOS version like ios=17 or ios=16.4"
    static let negativeIndex =
        "an index below 0: only a table view's own row calls take one (table deleteRows, insertRows, reloadRows, moveRow), to show what UIKit does with it"
    /// A move on a table view before iOS 5, which had no move calls.
    static func moveBeforeIOS5(_ ios: UIKitVersion) -> String {
        "a table view moves rows and sections from iOS 5 (moveRowAtIndexPath:toIndexPath:, moveSection:toSection:); on iOS \(ios) an app deletes the row and inserts it again"
    }

    static func negativeIndexLoggedOnly(_ ios: UIKitVersion) -> String {
        "before iOS 14, and for an app built before its SDK, UIKit only logs a negative index path, and what the update does with it next is not known; this walkthrough says \(ios) (use ios=14 or later, without an older sdk=)"
    }
    static let expectedSDK = "expected the iOS SDK the app is built with, like sdk=14 or sdk=16.4"
    static func versionPastKnown(_ ios: UIKitVersion) -> String {
        "\(ios) is newer than the latest version listdocs models (\(UIKitVersion.latestKnown)); the walkthrough runs with \(UIKitVersion.latestKnown)'s behaviour and texts"
    }
    static func unknownAnimation(_ name: String) -> String {
        let names = Animations.names
        return "unknown animation '\(name)'\(Suggestion.hint(for: name, in: names)); "
            + "use one of \(names.joined(separator: ", "))"
    }
}
