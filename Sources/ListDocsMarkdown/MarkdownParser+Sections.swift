import CMark

/// Where a document's top-level `##` sections start, for a recipe shown a section a page
/// (`MarkdownParser.parse(_:splitSections:)`): a marker left before each such heading, as
/// unforgeable as an edit script's, and taken out of the rendered HTML with its position.
extension MarkdownParser {
    /// Leaves a marker before every top-level level-2 heading (as unforgeable as a
    /// script's, `marker(_:)`); the positions in `nodes` of the headings marked, in order.
    static func markSections(_ nodes: [OpaquePointer], in document: OpaquePointer)
        -> [Int]
    {
        var marked: [Int] = []
        for (index, node) in nodes.enumerated()
        where cmark_node_get_heading_level(node) == 2 && cmark_node_parent(node) == document {
            guard let marker = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { continue }
            cmark_node_set_literal(marker, sectionMarker(marked.count))
            cmark_node_insert_before(node, marker)
            marked.append(index)
        }
        return marked
    }

    /// Where section `index` starts, in the rendered HTML.
    static func sectionMarker(_ index: Int) -> String {
        "\u{1}listdocs-section-\(index)\u{1}\n"
    }

    /// Removes the section markers from `pieces`, and says where each stood.
    static func takeSectionMarks(from pieces: inout [String], headings: [Int])
        -> [SectionStart]
    {
        var starts: [SectionStart] = []
        var piece = 0
        for (index, heading) in headings.enumerated() {
            let marker = sectionMarker(index)
            while piece < pieces.count {
                if let range = Substring(pieces[piece]).range(of: marker) {
                    let offset = pieces[piece].utf8.distance(
                        from: pieces[piece].startIndex, to: range.lowerBound)
                    pieces[piece].removeSubrange(range)
                    starts.append(SectionStart(piece: piece, offset: offset, heading: heading))
                    break
                }
                piece += 1
            }
        }
        return starts
    }
}
