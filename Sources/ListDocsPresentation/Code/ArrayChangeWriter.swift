import ListDocsEngine

/// Writes the statements of an array data source's changes (`SwiftCode.arrayChanges`):
/// each row and section number taken from an index path stays tied to it, so a method that
/// receives the path writes it by name.
struct ArrayChangeWriter {
    let view: ListViewKind
    /// How many moves the step makes: with more than one, each taken value is numbered.
    let moves: Int
    private(set) var statements: [SwiftStatement] = []
    /// A row or section taken out in a batch is named when taken and used when put back.
    private var taken: [Int: String] = [:]
    private var moveNumber = 0

    init(view: ListViewKind, operations: [ArrayOperation]) {
        self.view = view
        moves =
            operations.filter {
                switch $0 {
                case .moveRow, .moveSection, .takeRow, .takeSection: true
                default: false
                }
            }.count
    }

    private mutating func name(_ base: String) -> String {
        moveNumber += 1
        return moves > 1 ? base + String(moveNumber) : base
    }

    /// `sections[p.section].rows`.
    private func elements(_ p: IndexPath) -> SwiftExpression {
        .access(
            .subscripted(.controller(.sections), .position(p, .section, PathElement(view))),
            view.elements)
    }

    private func row(_ p: IndexPath) -> SwiftExpression {
        .position(p, .element, PathElement(view))
    }

    private func remove(_ p: IndexPath) -> SwiftExpression {
        .method(elements(p), "remove", [SwiftArgument("at", row(p))])
    }

    private func insert(_ value: SwiftExpression, at p: IndexPath) -> SwiftStatement {
        .expression(.method(elements(p), "insert", [.bare(value), SwiftArgument("at", row(p))]))
    }

    private func sections(_ method: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
        .method(.controller(.sections), method, arguments)
    }

    mutating func write(_ operation: ArrayOperation) {
        switch operation {
        case .setRow(let p, let label):
            statements.append(.assignment(.subscripted(elements(p), row(p)), .string(label)))
        case .removeRow(let p): statements.append(.expression(remove(p)))
        case .removeSection(let s):
            statements.append(.expression(sections("remove", [SwiftArgument("at", .integer(s))])))
        case .insertSection(let s, let section):
            statements.append(
                .expression(
                    sections(
                        "insert",
                        [
                            .bare(SwiftCode.section(section, view: view)),
                            SwiftArgument("at", .integer(s)),
                        ])))
        case .insertRow(let p, let label): statements.append(insert(.string(label), at: p))
        case .moveRow(let from, let to):
            let moved = name("moved")
            statements += [.constant(moved, remove(from)), insert(.name(moved), at: to)]
        case .moveSection(let from, let to):
            let moved = name("section")
            statements += [
                .constant(moved, sections("remove", [SwiftArgument("at", .integer(from))])),
                .expression(
                    sections("insert", [.bare(.name(moved)), SwiftArgument("at", .integer(to))])),
            ]
        case .dropEmptySection: break
        case .setContent(let id, let text):
            statements.append(
                .assignment(.subscripted(.controller(.contents), .string(id)), .string(text)))
        case .takeRow(let p, let slot):
            let moved = name("moved")
            taken[slot] = moved
            statements.append(.constant(moved, remove(p)))
        case .putRow(let p, _, let slot, let label):
            statements.append(
                insert(taken[slot].map(SwiftExpression.name) ?? .string(label), at: p))
        case .takeSection(let s, let slot):
            let moved = name("section")
            taken[slot] = moved
            statements.append(
                .constant(moved, sections("remove", [SwiftArgument("at", .integer(s))])))
        case .putSection(let s, _, let slot, _):
            statements.append(
                .expression(
                    sections(
                        "insert",
                        [.bare(.name(taken[slot] ?? "section")), SwiftArgument("at", .integer(s))]))
            )
        }
    }
}
