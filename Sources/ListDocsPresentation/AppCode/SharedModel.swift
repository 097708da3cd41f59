/// A model block told once per page. Walkthroughs on one page often share a view controller
/// and differ only in their first state (the `sections` they start with, the first
/// snapshot). The first of them shows the whole class; a later one whose class has the same
/// members, in the same order, shows only the members whose code differs, and links to the
/// walkthrough that shows the rest.
public struct SharedModel: Sendable {
    /// A model block split where the page reads it: what stands before the class, the
    /// class's opening lines, and each member (a property, a nested type, a method) as
    /// printed, in order.
    public struct Parts: Hashable, Sendable {
        public var opening: [String]
        public var members: [[String]]

        /// The parts of `model`, the lines inside the class (`WalkthroughPresentation.model`),
        /// under `opening`, the lines before them (`ControllerDeclaration`). A member starts
        /// on a line with no indentation after an empty line.
        /// What closes the class (`}`, Objective-C's `@end`), and how far in its members
        /// stand.
        public var closing = "}"
        public var indentation = "    "
        /// A Swift block's code model, whole: what stands before the class, and the class.
        var code: SwiftBlock?
        /// An Objective-C block's code model, whole.
        var objectiveCCode: ObjectiveCBlock?

        public init(opening: [String], model: [String]) {
            self.opening = opening
            var members: [[String]] = []
            var current: [String] = []
            for (index, line) in model.enumerated() {
                let startsMember =
                    index > 0 && model[index - 1].isEmpty && !line.isEmpty && line.first != " "
                if startsMember, !current.isEmpty {
                    while current.last == "" { current.removeLast() }
                    // A block that opens with an empty line has no member before it.
                    if !current.isEmpty { members.append(current) }
                    current = []
                }
                current.append(line)
            }
            while current.last == "" { current.removeLast() }
            if !current.isEmpty { members.append(current) }
            self.members = members
        }

        /// What each member is, whatever its code: its first line up to its ` = `
        /// (`var sections`, `func makeLayout() -> UICollectionViewLayout {`).
        var heads: [String] {
            members.map { member in
                let first = member.first ?? ""
                return first.firstRange(of: " = ").map { String(first[..<$0.lowerBound]) } ?? first
            }
        }

        var lineCount: Int { members.reduce(0) { $0 + $1.count } }
    }

    /// A walkthrough whose model the page shows whole, by its id and title.
    public struct Reference: Sendable {
        public var id: String
        public var title: String
        public var parts: Parts

        public init(id: String, title: String, parts: Parts) {
            self.id = id
            self.title = title
            self.parts = parts
        }
    }

    /// What a walkthrough shows of its model: the other walkthrough whose class it shares,
    /// and the members of its own that differ (none when the class is the same).
    public struct Shown: Sendable {
        public var reference: Reference
        public var members: [[String]]
        /// Where the members that differ stand among the class's, counted from 0.
        var differing: Set<Int> = []
        /// The walkthrough's own Swift block, whole, as the code model.
        var code: SwiftBlock?
        /// The walkthrough's own Objective-C block, whole, as the code model.
        var objectiveCCode: ObjectiveCBlock?

        /// The block the page prints: the class's opening lines, the members that differ,
        /// the closing brace.
        public var block: [String] {
            reference.parts.opening
                + members.enumerated().flatMap { index, member in
                    (index == 0 ? [] : [""])
                        + member.map { $0.isEmpty ? "" : reference.parts.indentation + $0 }
                } + [reference.parts.closing]
        }

        /// The block the page prints, with its colours, in Swift or Objective-C: the class
        /// (the implementation) with only the members that differ.
        public var printed: PrintedSwift {
            if let code = objectiveCCode {
                return ObjectiveCPrinter.print(
                    ObjectiveCBlock(
                        code.lines.map { line in
                            guard
                                case .implementation(let name, let members, let open) =
                                    line.statement, name == ControllerDeclaration.pageName
                            else { return line }
                            var line = line
                            let shown = SharedModel.kept(
                                members.lines, blank: ObjectiveCLine(statement: .blank),
                                at: differing)
                            line.statement = .implementation(
                                name, ObjectiveCBlock(shown), open: open)
                            return line
                        }))
            }
            guard let code else { return .empty }
            return SwiftPrinter.print(
                SwiftBlock(
                    code.lines.map { line in
                        guard case .typeDeclaration(var type) = line.statement,
                            type.name == ControllerDeclaration.pageName
                        else { return line }
                        type.members = SwiftBlock(
                            SharedModel.kept(
                                type.members.lines, blank: SwiftLine(.blank), at: differing))
                        var line = line
                        line.statement = .typeDeclaration(type)
                        return line
                    }))
        }
    }

    /// The members of a class's `lines` (each a run of top-level lines that an empty line
    /// ends, counted as `Parts` counts them) whose place is among `places`, an empty line
    /// between two.
    static func kept<Line: Equatable>(_ lines: [Line], blank: Line, at places: Set<Int>)
        -> [Line]
    {
        var kept: [Line] = []
        var member: [Line] = []
        var place = 0
        func close() {
            guard !member.isEmpty else { return }
            if places.contains(place) { kept += (kept.isEmpty ? [] : [blank]) + member }
            place += 1
            member = []
        }
        for line in lines {
            if line == blank {
                close()
            } else {
                member.append(line)
            }
        }
        close()
        return kept
    }

    /// The walkthroughs shown whole so far on the page.
    public private(set) var references: [Reference] = []

    public init() {}

    /// What the walkthrough `id` shows of `parts`: nil when it shows them whole (it then
    /// becomes a reference for those after it). A shared class is worth telling only when
    /// at most half of its lines differ.
    public mutating func show(_ parts: Parts, id: String, title: String) -> Shown? {
        for reference in references
        where reference.parts.opening == parts.opening && reference.parts.heads == parts.heads {
            let places = (0..<min(parts.members.count, reference.parts.members.count)).filter {
                parts.members[$0] != reference.parts.members[$0]
            }
            let differing = places.map { parts.members[$0] }
            let differingLines = differing.reduce(0) { $0 + $1.count }
            guard differingLines * 2 <= parts.lineCount else { continue }
            return Shown(
                reference: reference, members: differing, differing: Set(places),
                code: parts.code, objectiveCCode: parts.objectiveCCode)
        }
        references.append(Reference(id: id, title: title, parts: parts))
        return nil
    }
}
