import ListDocsTestSupport
import Testing

@testable import ListDocsEngine

/// The section snapshot finds items through an index kept beside its depth-first list; a
/// tree of nodes, edited the plain way, must agree with it after every edit of a long
/// random run.
@Suite struct SectionSnapshotPropertyTests {
    /// An outline as nested nodes: the reference.
    final class Node {
        let id: String
        var children: [Node] = []
        var expanded = false
        init(_ id: String) { self.id = id }
    }

    struct Outline {
        var roots: [Node] = []

        /// The node, its parent's children and its index among them.
        func find(_ id: String, in nodes: [Node]? = nil) -> (Node, [Node], Int)? {
            let nodes = nodes ?? roots
            for (index, node) in nodes.enumerated() {
                if node.id == id { return (node, nodes, index) }
                if let found = find(id, in: node.children) { return found }
            }
            return nil
        }

        func flattened(visibleOnly: Bool, _ nodes: [Node]? = nil) -> [String] {
            (nodes ?? roots).flatMap { node in
                [node.id]
                    + (visibleOnly && !node.expanded
                        ? [] : flattened(visibleOnly: visibleOnly, node.children))
            }
        }

        /// Replaces the children list that holds `sibling` (or the roots).
        mutating func edit(siblingsOf id: String, _ change: (inout [Node]) -> Void) {
            if roots.contains(where: { $0.id == id }) { return change(&roots) }
            func walk(_ nodes: [Node]) -> Bool {
                for node in nodes {
                    if node.children.contains(where: { $0.id == id }) {
                        change(&node.children)
                        return true
                    }
                    if walk(node.children) { return true }
                }
                return false
            }
            _ = walk(roots)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theIndexAgreesWithATreeAfterEveryEdit(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var snapshot = SectionSnapshot()
        var outline = Outline()
        var next = 0
        for _ in 0..<400 {
            let existing = outline.flattened(visibleOnly: false)
            let target = existing.randomElement(using: &random)
            let new = "i\(next)"
            next += 1
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                try snapshot.append([new], to: target, ios: .default)
                if let target, let (node, _, _) = outline.find(target) {
                    node.children.append(Node(new))
                } else {
                    outline.roots.append(Node(new))
                }
            case 2 where target != nil:
                let position: RelativePosition = Bool.random(using: &random) ? .before : .after
                try snapshot.insert([new], position, target!, ios: .default)
                outline.edit(siblingsOf: target!) { siblings in
                    let index = siblings.firstIndex { $0.id == target! }!
                    siblings.insert(Node(new), at: position == .before ? index : index + 1)
                }
            case 3 where target != nil:
                try snapshot.delete([target!], ios: .default)
                outline.edit(siblingsOf: target!) { $0.removeAll { $0.id == target! } }
            case 4 where target != nil:
                let expand = Bool.random(using: &random)
                snapshot.setExpanded([target!], expand)
                outline.find(target!)!.0.expanded = expand
            default:
                break
            }
            #expect(snapshot.items == outline.flattened(visibleOnly: false))
            #expect(snapshot.visibleItems == outline.flattened(visibleOnly: true))
        }
    }
}
