import CMark

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only code that talks to libcmark: parses Markdown, walks the C tree once, and hands
/// back Swift values. C memory is freed before returning.
public enum MarkdownParser {
    /// What a heading's `#` link says to a screen reader unless the page's words say
    /// otherwise (`parse`'s `headingLinkLabel`).
    public static let headingLinkLabel = "Link to this section"

    /// Colours a fenced code block: given its info string and its text, the HTML to put
    /// inside its `<code>` element and the class that element carries; nil leaves the block
    /// as libcmark writes it (escaped plain text).
    public typealias CodeColourer = (_ info: String, _ code: String) -> (
        html: String, cssClass: String
    )?

    /// Parses `source`. Raw HTML is escaped (shown as text) unless `allowRawHTML`. Fenced
    /// blocks other than edit scripts go through `colour` when one is given.
    /// `reservesID` names the `id`s the page gives elements of its own, which no heading
    /// anchor may take; `scriptID` reads the `id` an edit script's info string gives its
    /// walkthrough, which no heading takes either (so one parse lays the headings out). With
    /// `splitSections`, the document records where each top-level `##` section starts
    /// (`sectionStarts`), for a recipe shown a section a page. `headingLinkLabel` is what
    /// each heading's `#` link says to a screen reader, in the site's language.
    public static func parse(
        _ source: String, allowRawHTML: Bool = false, colour: CodeColourer? = nil,
        splitSections: Bool = false, reservesID: (String) -> Bool = { _ in false },
        scriptID: (String) -> String? = { _ in nil },
        headingLinkLabel: String = MarkdownParser.headingLinkLabel
    ) -> MarkdownDocument {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_UNSAFE
        guard let document = source.withCString({ cmark_parse_document($0, strlen($0), options) })
        else {
            return MarkdownDocument(html: [""], editScripts: [])
        }
        defer { cmark_node_free(document) }
        var scripts: [EditScriptBlock] = []
        var rawHTML: [OpaquePointer] = []
        var removed: [RemovedURL] = []

        // One walk over the whole tree: collect edit scripts (wherever they are nested)
        // and the raw HTML nodes to neutralise.
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        var scriptNodes: [OpaquePointer] = []
        var headingNodes: [OpaquePointer] = []
        var headingBeforeScript: [Int?] = []
        var codeNodes: [OpaquePointer] = []
        var proseCode: [ProseCodeBlock] = []
        var inlineCode: [OpaquePointer] = []
        var tables: [(node: OpaquePointer, table: PipeTable)] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else {
                continue
            }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_CODE_BLOCK:
                let info = string(cmark_node_get_fence_info(node))
                if isEditScript(info) {
                    scriptNodes.append(node)
                    headingBeforeScript.append(headingNodes.isEmpty ? nil : headingNodes.count - 1)
                } else {
                    proseCode.append(
                        proseBlock(
                            node, info: info, source: source, scriptsBefore: scriptNodes.count))
                    if colour != nil { codeNodes.append(node) }
                }
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                if !allowRawHTML { rawHTML.append(node) }
            case CMARK_NODE_HEADING:
                headingNodes.append(node)
            case CMARK_NODE_CODE where !isInside(node, tables.last?.node, of: document):
                // A table's paragraph is replaced, and freed, with what its cells render.
                inlineCode.append(node)
            case CMARK_NODE_PARAGRAPH where cmark_node_parent(node) == document:
                if let table = pipeTable(node, source: source) { tables.append((node, table)) }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
                if let scheme = LinkSafety.refusedScheme(
                    of: string(cmark_node_get_url(node)), isImage: isImage)
                {
                    // An empty destination: the text stays, the link goes nowhere.
                    cmark_node_set_url(node, "")
                    removed.append(
                        RemovedURL(
                            scheme: scheme, isImage: isImage,
                            line: Int(cmark_node_get_start_line(node)),
                            column: Int(cmark_node_get_start_column(node))))
                }
            default:
                break
            }
        }
        for node in scriptNodes {
            scripts.append(editScript(node, source: source))
            // Leave a marker the HTML can be split at, which no author's text can imitate:
            // it holds U+0001, which a recipe may not (its loader refuses control
            // characters), so neither a code block nor raw HTML can write it.
            if let marker = cmark_node_new(CMARK_NODE_HTML_BLOCK) {
                cmark_node_set_literal(marker, Self.marker(scripts.count - 1))
                cmark_node_replace(node, marker)
                cmark_node_free(node)
            }
        }
        for node in rawHTML { escapeRawHTML(node) }
        // After the raw HTML was neutralised, so the tables' own HTML is kept; each cell is
        // rendered by this parser again, so its raw HTML and links get the same treatment.
        for (node, table) in tables {
            let html = table.html(label: tableLabel(table)) { cell in
                inline(parse(cell, allowRawHTML: allowRawHTML).html.joined())
            }
            if let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) {
                cmark_node_set_literal(block, html)
                cmark_node_replace(node, block)
                cmark_node_free(node)
            }
        }
        if let colour { colourCode(codeNodes, with: colour) }
        // After the raw HTML was neutralised, so the anchors added here are kept.
        let named = Set(scripts.compactMap { scriptID($0.info) })
        let headings = anchorHeadings(
            headingNodes, label: headingLinkLabel,
            reserved: { reservesID($0) || named.contains($0) })
        let sectionHeadings =
            splitSections ? markSections(headingNodes, in: document) : []

        // Last: the headings' anchors are read from their code's text, and the raw HTML
        // is neutralised by now, so the breaks added here are kept.
        for node in inlineCode { makeBreakable(node) }
        guard let rendered = cmark_render_html(document, options) else {
            return MarkdownDocument(html: [""], editScripts: [])
        }
        let html = String(cString: rendered)
        free(rendered)
        var pieces = split(html, scriptCount: scripts.count)
        let starts = takeSectionMarks(from: &pieces, headings: sectionHeadings)
        return MarkdownDocument(
            html: pieces, editScripts: scripts, removedURLs: removed, headings: headings,
            headingBeforeScript: headingBeforeScript, sectionStarts: starts,
            proseCode: proseCode)
    }

    /// The pipe table a top-level paragraph's source lines make, if they make one.
    private static func pipeTable(_ node: OpaquePointer, source: String) -> PipeTable? {
        let first = Int(cmark_node_get_start_line(node))
        let last = Int(cmark_node_get_end_line(node))
        guard last > first, let head = line(first, of: source), head.contains("|") else {
            return nil
        }
        return PipeTable(lines: (first...last).compactMap { line($0, of: source) })
    }

    /// A cell's rendered Markdown without the paragraph around it.
    private static func inline(_ html: String) -> String {
        var text = html
        while text.hasSuffix("\n") { text.removeLast() }
        if text.hasPrefix("<p>") && text.hasSuffix("</p>") && !text.dropFirst(3).contains("<p>") {
            text = String(text.dropFirst(3).dropLast(4))
        }
        return text
    }

    /// What a screen reader announces for a table's scrolling region: its column names.
    private static func tableLabel(_ table: PipeTable) -> String {
        let names = table.header.map { cell in
            cell.filter { $0 != "`" && $0 != "*" && $0 != "_" }
        }
        return attributeEscaped("Table: " + names.joined(separator: ", "))
    }

    /// Replaces each code block the colourer accepts by an HTML block holding its coloured
    /// text (made after the raw HTML was neutralised, so it is kept).
    private static func colourCode(_ nodes: [OpaquePointer], with colour: CodeColourer) {
        for node in nodes {
            let info = string(cmark_node_get_fence_info(node))
            guard let coloured = colour(info, string(cmark_node_get_literal(node))),
                let block = cmark_node_new(CMARK_NODE_HTML_BLOCK)
            else { continue }
            cmark_node_set_literal(
                block, "<pre><code class=\"\(coloured.cssClass)\">\(coloured.html)</code></pre>\n")
            cmark_node_insert_before(node, block)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// Gives every heading an address: an anchor at its start with a unique `id` made from
    /// its text (`## Moving a row` → `#moving-a-row`, then `-2`, `-3` for repeats), which
    /// is also a link to itself, which says `label` to a screen reader.
    /// An `id` already given, or `reserved`, is never given again: the next free `-n` is.
    static func anchorHeadings(
        _ nodes: [OpaquePointer], label: String, reserved: (String) -> Bool
    ) -> [Heading] {
        let label = attributeEscaped(label)
        var used: Set<String> = []
        var headings: [Heading] = []
        for node in nodes {
            let text = plainText(of: node)
            let base = HeadingID.make(text)
            var id = base
            var count = 1
            while used.contains(id) || reserved(id) {
                count += 1
                id = "\(base)-\(count)"
            }
            used.insert(id)
            guard let anchor = cmark_node_new(CMARK_NODE_HTML_INLINE) else { continue }
            cmark_node_set_literal(
                anchor,
                "<a class=\"heading-anchor\" id=\"\(id)\" href=\"#\(id)\" aria-label=\"\(label)\">#</a> "
            )
            cmark_node_prepend_child(node, anchor)
            headings.append(
                Heading(level: Int(cmark_node_get_heading_level(node)), text: text, id: id))
        }
        return headings
    }

    /// `text` as an attribute's value between double quotes.
    static func attributeEscaped(_ text: String) -> String {
        guard text.contains(where: { "&<>\"".contains($0) }) else { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The text of a node's inline content: text, code and the text inside links.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else {
                continue
            }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }

    static func isEditScript(_ info: String) -> Bool {
        info == "listdocs" || info.hasPrefix("listdocs ") || info.hasPrefix("listdocs\t")
    }

    private static func editScript(_ node: OpaquePointer, source: String) -> EditScriptBlock {
        // The info string as written: libcmark's has its backslash escapes and entities
        // already resolved, which would shift every column after a `\"`.
        var info = string(cmark_node_get_fence_info(node))
        let fenceLine = Int(cmark_node_get_start_line(node))
        let fenceColumn = Int(cmark_node_get_start_column(node))
        var infoColumn = fenceColumn + 3
        if let line = Self.line(fenceLine, of: source) {
            let text = Array(line)
            var i = max(0, fenceColumn - 1)
            while i < text.count, text[i] == ">" || text[i] == " " || text[i] == "\t" { i += 1 }
            while i < text.count, text[i] == "`" || text[i] == "~" { i += 1 }
            while i < text.count, text[i] == " " || text[i] == "\t" { i += 1 }
            infoColumn = i + 1
            var written = String(text[min(i, text.count)...])
            while let last = written.last, last == " " || last == "\t" { written.removeLast() }
            if isEditScript(written) { info = written }
        }
        return EditScriptBlock(
            info: info, infoLine: fenceLine, infoColumn: infoColumn,
            body: string(cmark_node_get_literal(node)), firstBodyLine: fenceLine + 1,
            indent: fenceColumn - 1)
    }

    /// Line `number` (1-based) of `source`, found on its UTF-8 bytes with `memchr`.
    static func line(_ number: Int, of source: String) -> Substring? {
        let found: Range<Int>?? = source.utf8.withContiguousStorageIfAvailable {
            bytes -> Range<Int>? in
            guard let base = bytes.baseAddress else { return number == 1 ? 0..<0 : nil }
            var start = 0
            var current = 1
            func newline(from offset: Int) -> Int? {
                guard offset < bytes.count,
                    let hit = memchr(base + offset, 0x0A, bytes.count - offset)
                else { return nil }
                return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            }
            while current < number {
                guard let end = newline(from: start) else { return nil }
                start = end + 1
                current += 1
            }
            return start..<(newline(from: start) ?? bytes.count)
        }
        if let found {
            guard let range = found else { return nil }
            let utf8 = source.utf8
            return source[
                utf8.index(
                    utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                        utf8.startIndex, offsetBy: range.upperBound)]
        }
        // Not contiguous (a bridged string): walk it.
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// Replaces a raw HTML node by text, so the renderer escapes it.
    private static func escapeRawHTML(_ node: OpaquePointer) {
        let literal = string(cmark_node_get_literal(node))
        if cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE {
            guard let text = cmark_node_new(CMARK_NODE_TEXT) else { return }
            cmark_node_set_literal(text, literal)
            cmark_node_replace(node, text)
        } else {
            guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH),
                let text = cmark_node_new(CMARK_NODE_TEXT)
            else { return }
            var trimmed = literal
            while trimmed.hasSuffix("\n") { trimmed.removeLast() }
            cmark_node_set_literal(text, trimmed)
            cmark_node_append_child(paragraph, text)
            cmark_node_replace(node, paragraph)
        }
        cmark_node_free(node)
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// Where edit script `index` stood, in the rendered HTML.
    private static func marker(_ index: Int) -> String {
        "\u{1}listdocs-walkthrough-\(index)\u{1}\n"
    }

    /// Splits rendered HTML at the markers left for the edit scripts.
    private static func split(_ html: String, scriptCount: Int) -> [String] {
        guard scriptCount > 0 else { return [html] }
        var pieces: [String] = []
        var rest = Substring(html)
        for index in 0..<scriptCount {
            guard let range = rest.range(of: marker(index)) else { break }
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }
}

extension Substring {
    /// The first range of `needle`, found on the UTF-8 bytes: `memchr` to the next
    /// candidate first byte, `memcmp` for the rest.
    func range(of needle: String) -> Range<Index>? {
        let target = Array(needle.utf8)
        guard let first = target.first else { return nil }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset + target.count <= bytes.count {
                guard
                    let hit = memchr(
                        base + offset, Int32(first), bytes.count - offset - target.count + 1)
                else { return nil }
                let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + at, target, target.count) == 0 { return at }
                offset = at + 1
            }
            return nil
        }
        let found: Int?
        if let result = utf8.withContiguousStorageIfAvailable(search) {
            found = result
        } else {
            found = String(self).utf8.withContiguousStorageIfAvailable(search) ?? nil
        }
        guard let found else { return nil }
        let start = utf8.index(startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: target.count)
    }
}
