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
            let afterOpen = tagStart + open.count
            guard afterOpen <= bytes.count else { break }
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
                    from: afterOpen
                        + (sigil == UInt8(ascii: "{") || sigil == UInt8(ascii: "=") ? 1 : 0))
            else {
                throw error(
                    at: tagStart,
                    "this tag is never closed with '\(String(decoding: close, as: UTF8.self))'")
            }
            let tagEnd = contentEnd + terminator.count
            let kind: UInt8? =
                switch sigil {
                case UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "^"),
                    UInt8(ascii: "/"),
                    UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "="):
                    sigil
                default: nil
                }
            let contentStart = kind == nil ? afterOpen : afterOpen + 1
            let content = trimmed(contentStart, contentEnd)
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
                let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw error(
                        at: tagStart,
                        "a delimiter change is written like '{{=<% %>=}}': two delimiters, no '='")
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
                continue
            default:
                break
            }
            guard !content.isEmpty,
                !content.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" })
            else {
                throw error(
                    at: tagStart,
                    content.isEmpty
                        ? "this tag has no name"
                        : "a tag's name cannot contain spaces: '\(content)'")
            }
            flushText()
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
        text += bytes[textStart..<bytes.count]
        if let unclosed = sections.last {
            throw error(
                at: unclosed.tagStart,
                "section '\(unclosed.name.written)' is opened here but never closed")
        }
        flushText()
        return nodes
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
