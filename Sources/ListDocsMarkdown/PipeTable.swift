/// A table written with pipes, as GitHub-flavoured Markdown has them: a header row, a
/// delimiter row (`|---|:---:|`) with as many cells, then body rows. CommonMark has no tables,
/// so libcmark reads one as a paragraph; the parser hands that paragraph's lines here and,
/// when they form a table, replaces the paragraph with the table's HTML.
struct PipeTable: Equatable {
    enum Alignment: Equatable { case none, left, center, right }

    var header: [String]
    var alignments: [Alignment]
    var rows: [[String]]

    /// The table these lines make, or nil when they are not one (fewer than two lines, a
    /// second line that is not a delimiter row, or a header whose cell count differs from it).
    init?(lines: [Substring]) {
        guard lines.count >= 2 else { return nil }
        let header = Self.cells(lines[0])
        guard let alignments = Self.alignments(lines[1]), alignments.count == header.count,
            lines[0].contains("|")
        else { return nil }
        self.header = header
        self.alignments = alignments
        // Body rows have the header's cell count: extra cells are dropped, missing ones empty.
        rows = lines.dropFirst(2).map { line in
            let cells = Self.cells(line)
            return (0..<header.count).map { $0 < cells.count ? cells[$0] : "" }
        }
    }

    /// The cells of a row: split at each `|` not escaped with `\`, outer pipes optional,
    /// each cell trimmed, `\|` read as `|`.
    static func cells(_ line: Substring) -> [String] {
        var text = Self.trimmed(line)
        if text.hasPrefix("|") { text.removeFirst() }
        if text.hasSuffix("|") && !text.hasSuffix("\\|") { text.removeLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                // `\|` is a pipe inside the cell; any other escape stays as written.
                if character != "|" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        cells.append(current)
        return cells.map { Self.trimmed($0[...]) }
    }

    /// The text without the spaces and tabs around it.
    static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = text.firstIndex(where: { !blank($0) }),
            let end = text.lastIndex(where: { !blank($0) })
        else { return "" }
        return String(text[start...end])
    }

    /// The alignments a delimiter row states, or nil when the line is not one.
    static func alignments(_ line: Substring) -> [Alignment]? {
        guard line.contains("-") else { return nil }
        var result: [Alignment] = []
        for cell in cells(line) {
            let left = cell.hasPrefix(":")
            let right = cell.hasSuffix(":")
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right && cell.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            result.append(left && right ? .center : right ? .right : left ? .left : .none)
        }
        return result
    }

    /// The table as HTML, each cell's text rendered by `inline` (Markdown to inline HTML).
    /// It sits in a focusable, labelled region that scrolls sideways when the table is wider
    /// than the page, as tables of long texts are on a phone.
    func html(label: String, inline: (String) -> String) -> String {
        func attribute(_ alignment: Alignment) -> String {
            switch alignment {
            case .none: ""
            case .left: " style=\"text-align: left\""
            case .center: " style=\"text-align: center\""
            case .right: " style=\"text-align: right\""
            }
        }
        var out =
            "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(label)\">\n<table>\n<thead>\n<tr>\n"
        for (cell, alignment) in zip(header, alignments) {
            out += "<th\(attribute(alignment))>\(inline(cell))</th>\n"
        }
        out += "</tr>\n</thead>\n"
        if !rows.isEmpty {
            out += "<tbody>\n"
            for row in rows {
                out += "<tr>\n"
                for (cell, alignment) in zip(row, alignments) {
                    out += "<td\(attribute(alignment))>\(inline(cell))</td>\n"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n"
        }
        return out + "</table>\n</div>\n"
    }
}
