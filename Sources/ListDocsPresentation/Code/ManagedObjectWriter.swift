import ListDocsEngine

/// Writes the statements of a fetched-results app's changes to its managed objects: each
/// section the changes touch is taken from the controller as an array of its objects
/// (`var fruit = fetchedResultsController.sections?[0].objects as? [Item] ?? []`), and
/// every change is made to the objects and kept in those arrays, so that each later line
/// finds its objects where the lines above left them. The controller itself re-sorts only
/// when the context saves. A new or moved object takes a sort key between its new
/// neighbours' (`sortKey(between:and:)`), so no other object changes and the controller
/// reports that object alone, as `FetchedResultsSave` does.
struct ManagedObjectWriter {
    /// A section as the changes have left it so far.
    struct Group {
        var title: String
        /// Its index among the controller's sections before the save; nil for a new one.
        var fetchedIndex: Int?
        /// The local array that holds its objects, once declared.
        var variable: String?
        var count: Int
        /// For a new section: the locals naming its objects, in order.
        var members: [String] = []
        /// Whether a line has changed its objects: until then its rows are where the
        /// controller fetched them, and a line may name an object by its index path.
        var changed = false
        /// Lines that deleted one of its objects by index path, and the row: once its array
        /// is taken (before any change), each removes the object from the array too.
        var directDeletes: [(line: Int, row: Int)] = []

        /// Whether a line may name its objects by the controller's index paths.
        var asFetched: Bool { !changed && variable == nil && fetchedIndex != nil }
    }

    var groups: [Group]
    var lines: [SwiftLine] = []
    /// The line that declares each array (`statements` makes it a `let` when no line
    /// changes the array).
    private var declarations: [String: Int] = [:]
    /// The arrays taken from the controller's sections (a new section's is made in place).
    private var fetchedDeclarations: Set<String> = []
    private var names: Set<String> = [
        "item", "moved", "title", "groupPosition", "context", "sections", "items", "contents",
        "dataSource",
    ]
    private var counters: [String: Int] = [:]
    /// Objects taken out in a batch, by slot, until they are put back.
    var taken: [Int: (name: String, group: String)] = [:]
    var takenGroups: [Int: Group] = [:]

    /// The iOS the app runs on: before 10, a new object comes from `NSEntityDescription`.
    let ios: UIKitVersion

    /// A writer for changes to the objects the controller fetched as `before`.
    init(before: SectionedList, ios: UIKitVersion) {
        self.ios = ios
        groups = before.sections.enumerated().map {
            Group(title: $1.title, fetchedIndex: $0, variable: nil, count: $1.rows.count)
        }
    }

    /// The statements: first the arrays taken from the controller, each with `let` when no
    /// line changes it, then the changes. An insert that only keeps an array in step is
    /// left out when no later line reads the array.
    var statements: [SwiftLine] {
        let dropped = lastInserts()
        var result = lines
        for (name, index) in declarations {
            let changed = lines.indices.contains { line in
                !dropped.contains(line)
                    && lines[line].statement.contains {
                        if case .call(.access(.name(name), let method, _), _, _) = $0 {
                            ["remove", "insert", "append"].contains(method)
                        } else {
                            false
                        }
                    }
            }
            if !changed, case .variable(let n, let value) = result[index].statement {
                result[index].statement = .constant(n, value)
            }
        }
        let taken = Set(fetchedDeclarations.compactMap { declarations[$0] })
        return taken.sorted().map { result[$0] }
            + result.indices.filter { !taken.contains($0) && !dropped.contains($0) }.map {
                result[$0]
            }
    }

    /// The inserts that keep an array in step which no later line reads.
    private func lastInserts() -> Set<Int> {
        var dropped: Set<Int> = []
        for name in declarations.keys {
            guard
                let last = lines.indices.last(where: { lines[$0].statement.mentions(name) }),
                case .expression(.call(.access(.name(name), "insert", _), _, _)) = lines[last]
                    .statement
            else { continue }
            dropped.insert(last)
        }
        return dropped
    }

    /// A fresh local name: `base`, then `base2`, `base3`…
    mutating func fresh(_ base: String) -> String {
        counters[base, default: 0] += 1
        let count = counters[base]!
        return count == 1 ? base : base + String(count)
    }

    /// The array holding section `s`'s objects, declared where first needed.
    mutating func array(_ s: Int) -> SwiftExpression {
        if s >= groups.count {
            groups += (groups.count...s).map {
                Group(title: "", fetchedIndex: $0, variable: nil, count: 0)
            }
        }
        if let name = groups[s].variable { return .name(name) }
        let name = variableName(groups[s].title, index: s)
        groups[s].variable = name
        declarations[name] = lines.count
        guard let fetched = groups[s].fetchedIndex else {
            lines.append(
                SwiftLine(.variable(name, .array(groups[s].members.map(SwiftExpression.name)))))
            return .name(name)
        }
        fetchedDeclarations.insert(name)
        lines.append(SwiftLine(.variable(name, Self.fetchedObjects(fetched))))
        for earlier in groups[s].directDeletes {
            lines[earlier.line].statement = .expression(
                .method(
                    .controller(.context), "delete",
                    [
                        .bare(
                            change(
                                .name(name), "remove", [SwiftArgument("at", .integer(earlier.row))])
                        )
                    ]))
        }
        groups[s].directDeletes = []
        return .name(name)
    }

    /// `fetchedResultsController.sections?[s].objects as? [Item] ?? []`.
    static func fetchedObjects(_ s: Int) -> SwiftExpression {
        let section = SwiftExpression.subscripted(
            .access(.controller(.fetchedResultsController), "sections"), .integer(s),
            optional: true)
        return .infix(
            .conditionalCast(.access(section, "objects"), .array(.named("Item"))), "??",
            .array([]))
    }

    /// `fetchedResultsController.object(at: …)`: the object at row `row` of section `s`,
    /// which no line has changed yet.
    func fetchedObject(_ s: Int, row: Int) -> SwiftExpression {
        .method(
            .controller(.fetchedResultsController), "object",
            [
                SwiftArgument(
                    "at",
                    .indexPath(IndexPath(row: row, section: groups[s].fetchedIndex ?? s), .row))
            ])
    }

    /// `fruit` for a section titled "Fruit"; `section2` when the title makes no name.
    private mutating func variableName(_ title: String, index: Int) -> String {
        let words = title.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.enumerated().map { i, word in
            i == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
        if name.isEmpty || name.first!.isNumber || Self.keywords.contains(name)
            || names.contains(name)
        {
            name = "section\(index)"
        }
        while names.contains(name) { name += "Objects" }
        names.insert(name)
        return name
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else",
        "enum", "extension", "false", "for", "func", "guard", "if", "import", "in", "init",
        "is", "let", "nil", "private", "protocol", "public", "repeat", "return", "self", "some",
        "static", "struct", "super", "switch", "throw", "throws", "true", "try", "var", "where",
        "while", "any", "actor", "await", "async", "position", "sortKey",
        "fetchedResultsController",
        "tableView", "collectionView",
    ]

    mutating func append(_ statement: SwiftStatement, note: String? = nil) {
        lines.append(SwiftLine(statement, note: note))
    }

    /// `array.method(arguments)`: a call that changes the array (`remove`, `insert`).
    mutating func change(_ array: SwiftExpression, _ method: String, _ args: [SwiftArgument])
        -> SwiftExpression
    {
        return .method(array, method, args)
    }

    /// `sortKey(between: …, and: …)`.
    func sortKey(_ before: SwiftExpression?, _ after: SwiftExpression?) -> SwiftExpression {
        .call(
            .controller(.sortKey),
            [
                SwiftArgument("between", before ?? .keyword("nil")),
                SwiftArgument("and", after ?? .keyword("nil")),
            ])
    }

    /// The sort key of a place `row` in section `s`, between the objects around it.
    mutating func positionKey(_ s: Int, _ row: Int) -> SwiftExpression {
        let objects = array(s)
        let before: SwiftExpression? =
            row > 0 ? .access(.subscripted(objects, .integer(row - 1)), "position") : nil
        let after: SwiftExpression? =
            row < groups[s].count ? .access(.subscripted(objects, .integer(row)), "position") : nil
        return sortKey(before, after)
    }

    /// The group sort key of a new section at index `s` (the sections after it not yet
    /// shifted): between the nearest sections around it that still hold objects.
    mutating func groupKey(at s: Int) -> SwiftExpression {
        let before = groups[..<min(s, groups.count)].indices.last { groups[$0].count > 0 }
        let after = groups[min(s, groups.count)...].indices.first { groups[$0].count > 0 }
        return sortKey(
            before.map {
                .access(
                    .access(array($0), "first", optional: false), "groupPosition", optional: true)
            },
            after.map {
                .access(
                    .access(array($0), "first", optional: false), "groupPosition", optional: true)
            })
    }

    /// The group sort key objects joining existing section `s` take: a member's.
    mutating func memberGroupKey(_ s: Int) -> SwiftExpression {
        groups[s].count > 0
            ? .access(.subscripted(array(s), .integer(0)), "groupPosition") : groupKey(at: s)
    }
}
