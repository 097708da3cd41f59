/// Turns template source into nodes, one pass over its UTF-8 bytes. Applies Mustache's
/// standalone rule: a section, inverted section, closing, comment, partial or delimiter tag
/// alone on its line (only spaces or tabs around it) takes the whole line with it.
struct TemplateParser {
    private let bytes: [UInt8]
    private var position = 0
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    /// A section being parsed: its name, kind, where it opened, and the nodes of its parent.
    private struct OpenSection {
        var name: TemplateName
        var inverted: Bool
        var tagStart: Int
        var parentNodes: [TemplateNode]
    }

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var sections: [OpenSection] = []
        var textStart = position
        var text: [UInt8] = []

        func flushText() {
            if !text.isEmpty { nodes.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll(keepingCapacity: true)
        }

        while let tagStart = find(open, from: position) {
            text += bytes[textStart..<tagStart]
            guard let tag = try readTag(at: tagStart) else { break }
            let (kind, content, tagEnd) = (tag.kind, tag.content, tag.end)
            position = tagEnd

            // The standalone rule, for the tags it applies to.
            var indentation = ""
            if let kind, kind != UInt8(ascii: "{"), kind != UInt8(ascii: "&"),
                let lineEnd = standaloneLineEnd(tagStart: tagStart, tagEnd: tagEnd)
            {
                let lineBegin = lineStart(before: tagStart)
                indentation = String(decoding: bytes[lineBegin..<tagStart], as: UTF8.self)
                text.removeLast(tagStart - lineBegin)
                position = lineEnd
            }
            textStart = position

            switch kind {
            case UInt8(ascii: "!"):
                continue
            case UInt8(ascii: "="):
                try changeDelimiters(content, tagStart: tagStart)
                continue
            default:
                break
            }
            try checkName(content, tagStart: tagStart)
            flushText()
            try add(
                kind: kind, content: content, indentation: indentation, tagStart: tagStart,
                to: &nodes, sections: &sections)
        }
        text += bytes[textStart..<bytes.count]
        if let unclosed = sections.last {
            throw error(
                at: unclosed.tagStart,
                "section '\(unclosed.name.written)' is opened here but never closed")
        }
        flushText()
        return nodes
    }

    /// The node a named tag makes, added to `nodes`: a section opened (its enclosing nodes
    /// kept in `sections`) or closed (the name must match), a partial, a variable.
    private func add(
        kind: UInt8?, content: String, indentation: String, tagStart: Int,
        to nodes: inout [TemplateNode], sections: inout [OpenSection]
    ) throws(TemplateError) {
        switch kind {
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            sections.append(
                OpenSection(
                    name: TemplateName(content), inverted: kind == UInt8(ascii: "^"),
                    tagStart: tagStart, parentNodes: nodes))
            nodes = []
        case UInt8(ascii: "/"):
            guard let section = sections.popLast() else {
                throw error(at: tagStart, "'\(content)' is closed here but was never opened")
            }
            guard section.name.written == content else {
                throw error(
                    at: tagStart,
                    "'\(content)' is closed here, but the open section is '\(section.name.written)'"
                )
            }
            let body = nodes
            nodes = section.parentNodes
            nodes.append(.section(section.name, inverted: section.inverted, body))
        case UInt8(ascii: ">"):
            nodes.append(.partial(content, indentation: indentation))
        case UInt8(ascii: "{"), UInt8(ascii: "&"):
            nodes.append(.variable(TemplateName(content), escaped: false))
        default:
            nodes.append(.variable(TemplateName(content), escaped: true))
        }
    }

    /// A tag: its sigil (nil for a plain variable), its trimmed content and where it ends.
    private struct Tag {
        var kind: UInt8?
        var content: String
        var end: Int
    }

    /// The tag whose opening delimiter starts at `tagStart`; nil when the source ends
    /// inside that delimiter.
    private func readTag(at tagStart: Int) throws(TemplateError) -> Tag? {
        let afterOpen = tagStart + open.count
        guard afterOpen <= bytes.count else { return nil }
        let sigil: UInt8? = afterOpen < bytes.count ? bytes[afterOpen] : nil
        // Where the tag's content ends and the whole tag ends.
        let terminator: [UInt8]
        switch sigil {
        case UInt8(ascii: "{"): terminator = [UInt8(ascii: "}")] + close
        case UInt8(ascii: "="): terminator = [UInt8(ascii: "=")] + close
        default: terminator = close
        }
        guard
            let contentEnd = find(
                terminator,
                from: afterOpen + (sigil == UInt8(ascii: "{") || sigil == UInt8(ascii: "=") ? 1 : 0)
            )
        else {
            throw error(
                at: tagStart,
                "this tag is never closed with '\(String(decoding: close, as: UTF8.self))'")
        }
        let kind: UInt8? =
            switch sigil {
            case UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "^"),
                UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "="):
                sigil
            default: nil
            }
        let contentStart = kind == nil ? afterOpen : afterOpen + 1
        return Tag(
            kind: kind, content: trimmed(contentStart, contentEnd),
            end: contentEnd + terminator.count)
    }

    /// `{{=<% %>=}}`: the delimiters from here on.
    private mutating func changeDelimiters(_ content: String, tagStart: Int) throws(TemplateError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(
                at: tagStart,
                "a delimiter change is written like '{{=<% %>=}}': two delimiters, no '='")
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    /// A tag's name: not empty, and without spaces.
    private func checkName(_ content: String, tagStart: Int) throws(TemplateError) {
        guard !content.isEmpty,
            !content.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" })
        else {
            throw error(
                at: tagStart,
                content.isEmpty
                    ? "this tag has no name" : "a tag's name cannot contain spaces: '\(content)'")
        }
    }

    /// Where `needle` first occurs at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// The content between two positions without surrounding whitespace.
    private func trimmed(_ start: Int, _ end: Int) -> String {
        var (start, end) = (start, end)
        let isSpace = { (byte: UInt8) in
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The first position of the line holding `position`.
    private func lineStart(before position: Int) -> Int {
        var index = position
        while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    /// When the tag is alone on its line, where the next line starts (the end of the source
    /// on the last line); nil when anything else shares the line.
    private func standaloneLineEnd(tagStart: Int, tagEnd: Int) -> Int? {
        for index in lineStart(before: tagStart)..<tagStart
        where bytes[index] != 0x20 && bytes[index] != 0x09 {
            return nil
        }
        var index = tagEnd
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == 0x0A { return index + 1 }
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
            return index + 2
        }
        return nil
    }

    private func error(at offset: Int, _ message: String) -> TemplateError {
        let begin = lineStart(before: offset)
        let line = bytes[0..<begin].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: bytes[begin..<offset], as: UTF8.self).count + 1
        return TemplateError(line: line, column: column, message: message)
    }
}
