import ListDocsEngine

/// Parses the attributes of a `listdocs` info string: `title="…"`, `source=`, `animation=`, `ios=`.
enum InfoString {
    static let attributeNames = [
        "title", "source", "animation", "ios", "view", "layout", "columns", "hashable",
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
                    .error("expected an attribute like title=\"…\"", at: cursor.peekLocation))
                break
            }
            guard attributeNames.contains(name.value) else {
                diagnostics.append(
                    .error(
                        "unknown attribute '\(name.value)'\(Suggestion.hint(for: name.value, in: attributeNames)); "
                            + "known attributes: \(attributeNames.joined(separator: ", "))",
                        at: name.location,
                        suggestion: Suggestion.closest(to: name.value, in: attributeNames)))
                skipValue(&cursor)
                continue
            }
            if seen.updateValue(name.location, forKey: name.value) != nil {
                diagnostics.append(.error("'\(name.value)' is given twice", at: name.location))
            }
            do throws(Diagnostic) {
                try cursor.expect("=", "expected '=' after '\(name.value)'")
                let valueLocation = cursor.peekLocation
                var value =
                    cursor.peek == "\"" ? try cursor.readQuoted() : (cursor.readWord()?.value ?? "")
                // `ios=16.4`: a version's minor number follows a dot.
                while name.value == "ios", cursor.consume(".") {
                    value += "." + (cursor.readWord()?.value ?? "")
                }
                try apply(name.value, value, at: valueLocation, to: &attributes)
            } catch {
                diagnostics.append(error)
                skipValue(&cursor)
            }
        }
        diagnostics += vocabularyProblems(attributes, seen: seen)
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
                .error(
                    "diffable data sources arrived with iOS 13; this walkthrough says \(attributes.ios) (use ios=13 or later, or source=array)",
                    at: location))
        }
        if attributes.source != .diffable, let location = seen["hashable"] {
            problems.append(
                .error(
                    "'hashable' describes a diffable data source's identifiers; add source=diffable",
                    at: location))
        }
        if attributes.view == .table {
            for name in ["layout", "columns"] {
                guard let location = seen[name] else { continue }
                problems.append(
                    .error("'\(name)' is for collection views; add view=collection", at: location))
            }
        } else if let location = seen["animation"] {
            problems.append(
                .error(
                    "a collection view has no row animations; remove animation= (items fade and slide as a flow layout moves them)",
                    at: location))
        }
        return problems
    }

    private static func apply(
        _ name: String, _ value: String, at location: SourceLocation,
        to attributes: inout ScriptAttributes
    ) throws(Diagnostic) {
        switch name {
        case "title":
            attributes.title = value
        case "source":
            guard let mode = DataSourceMode(rawValue: value) else {
                let names = DataSourceMode.allCases.map(\.rawValue)
                throw .error(
                    "unknown source '\(value)'\(Suggestion.hint(for: value, in: names)); use array, fetched-results or diffable",
                    at: location, suggestion: Suggestion.closest(to: value, in: names))
            }
            attributes.source = mode
        case "animation":
            attributes.animation = try Animations.parse(value, at: location)
        case "view":
            guard let view = ListViewKind(rawValue: value) else {
                throw .error(
                    "unknown view '\(value)'\(Suggestion.hint(for: value, in: ListViewKind.allCases.map(\.rawValue))); use table or collection",
                    at: location,
                    suggestion: Suggestion.closest(
                        to: value, in: ListViewKind.allCases.map(\.rawValue)))
            }
            attributes.view = view
        case "layout":
            guard let layout = CollectionLayout(rawValue: value) else {
                throw .error(
                    "unknown layout '\(value)'\(Suggestion.hint(for: value, in: CollectionLayout.allCases.map(\.rawValue))); use grid or list",
                    at: location,
                    suggestion: Suggestion.closest(
                        to: value, in: CollectionLayout.allCases.map(\.rawValue)))
            }
            attributes.layout = layout
        case "hashable":
            guard let style = HashableStyle(rawValue: value) else {
                let names = HashableStyle.allCases.map(\.rawValue)
                throw .error(
                    "unknown hashable '\(value)'\(Suggestion.hint(for: value, in: names)); use \(names.joined(separator: ", "))",
                    at: location, suggestion: Suggestion.closest(to: value, in: names))
            }
            attributes.hashable = style
        case "columns":
            guard let columns = Int(value), (1...8).contains(columns) else {
                throw .error(
                    "expected a number of columns from 1 to 8, like columns=3", at: location)
            }
            attributes.columns = columns
        default:
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let major = Int(parts[0]),
                (2...30).contains(major),
                parts.count == 1
                    || (parts[1].count <= 2 && Int(parts[1]).map { (0...99).contains($0) } == true)
            else {
                throw .error("expected an iOS version like ios=17 or ios=16.4", at: location)
            }
            attributes.ios = UIKitVersion(major, parts.count == 2 ? Int(parts[1])! : 0)
        }
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
                "unknown animation '\(name)'\(Suggestion.hint(for: name, in: names)); "
                    + "use one of \(names.joined(separator: ", "))", at: location,
                suggestion: Suggestion.closest(to: name, in: names))
        }
        return animation
    }
}
