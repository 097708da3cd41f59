import CMark

/// Long inline code made breakable (`BreakableCode`), in the parsed tree.
extension MarkdownParser {
    /// Whether `node` is in `block`, a child of `document`.
    static func isInside(
        _ node: OpaquePointer, _ block: OpaquePointer?, of document: OpaquePointer
    ) -> Bool {
        guard let block else { return false }
        var current = node
        while let parent = cmark_node_parent(current), parent != document { current = parent }
        return current == block
    }

    /// A long inline code span as `BreakableCode` writes it.
    static func makeBreakable(_ node: OpaquePointer) {
        guard let html = BreakableCode.html(string(cmark_node_get_literal(node))),
            let replacement = cmark_node_new(CMARK_NODE_HTML_INLINE)
        else { return }
        cmark_node_set_literal(replacement, html)
        cmark_node_replace(node, replacement)
        cmark_node_free(node)
    }
}
