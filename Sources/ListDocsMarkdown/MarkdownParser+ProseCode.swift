import CMark

/// The code blocks of a recipe's prose, kept as written for `listdocs check`.
extension MarkdownParser {
    /// A code block of the prose, before the parser renders (and may colour) it.
    static func proseBlock(
        _ node: OpaquePointer, info: String, source: String, scriptsBefore: Int
    ) -> ProseCodeBlock {
        let start = Int(cmark_node_get_start_line(node))
        let opening = line(start, of: source)?.drop { $0 == " " || $0 == ">" || $0 == "\t" }
        let fenced = opening.map { $0.hasPrefix("```") || $0.hasPrefix("~~~") } ?? false
        return ProseCodeBlock(
            info: info, code: string(cmark_node_get_literal(node)),
            line: fenced ? start + 1 : start, column: Int(cmark_node_get_start_column(node)),
            scriptsBefore: scriptsBefore)
    }
}
