/// A Markdown document as Swift values: the HTML pieces between its edit scripts, and the
/// scripts with their source positions.
public struct MarkdownDocument: Hashable, Sendable {
    /// The page body as rendered HTML, split around the edit scripts: `html[0]`, script 0,
    /// `html[1]`, script 1, …, so `html.count == editScripts.count + 1`.
    public var html: [String]
    /// The fenced blocks whose info string starts with `listdocs`, in document order.
    public var editScripts: [EditScriptBlock]
    /// Links and images whose URLs were removed as unsafe (see `LinkSafety`).
    public var removedURLs: [RemovedURL] = []
    /// The headings, in order, with the address each was given.
    public var headings: [Heading] = []
    /// For each edit script, the position in `headings` of the last heading before it (nil
    /// when none comes before it): the section of the page the walkthrough belongs to.
    public var headingBeforeScript: [Int?] = []
    /// Where each top-level `##` section starts, when the document was parsed to be split
    /// into pages (`MarkdownParser.parse(_:splitSections:)`); empty otherwise.
    public var sectionStarts: [SectionStart] = []
    /// The code blocks of the prose (every fenced or indented block but the edit scripts),
    /// in document order.
    public var proseCode: [ProseCodeBlock] = []
}

/// A code block of a recipe's prose, as written: what `listdocs check` type-checks when it
/// is Swift that names the page's view controller.
public struct ProseCodeBlock: Hashable, Sendable {
    /// The fence's info string (`swift`), empty for an indented block.
    public var info: String
    /// The code, without the fences (and a list item's indentation).
    public var code: String
    /// The source line of the code's first line.
    public var line: Int
    /// The column the block starts at.
    public var column: Int
    /// How many walkthroughs stand before it on the page.
    public var scriptsBefore: Int

    public init(info: String, code: String, line: Int, column: Int, scriptsBefore: Int) {
        self.info = info
        self.code = code
        self.line = line
        self.column = column
        self.scriptsBefore = scriptsBefore
    }

    /// Whether the info string names Swift.
    public var isSwift: Bool {
        info.split(separator: " ").first.map { $0.lowercased() == "swift" } ?? false
    }
}

/// The start of a top-level `##` section in a document's HTML: just before its heading.
public struct SectionStart: Hashable, Sendable {
    /// The piece of `MarkdownDocument.html` the heading is in.
    public var piece: Int
    /// The heading's first byte in that piece, counted in UTF-8.
    public var offset: Int
    /// The heading's position in `MarkdownDocument.headings`.
    public var heading: Int

    public init(piece: Int, offset: Int, heading: Int) {
        self.piece = piece
        self.offset = offset
        self.heading = heading
    }
}

/// A heading and its address in the page.
public struct Heading: Hashable, Sendable {
    /// 1 to 6.
    public var level: Int
    /// Its text, without markup.
    public var text: String
    /// The `id` of its anchor: `#moving-a-row`.
    public var id: String
}

/// How a heading's text becomes an `id`: lower-case ASCII letters and digits, other runs
/// of characters as one `-`; `section` when nothing is left.
public enum HeadingID {
    public static func make(_ text: String) -> String {
        var id = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        return id.isEmpty ? "section" : id
    }
}

/// A `listdocs` fenced block, kept for the script language.
public struct EditScriptBlock: Hashable, Sendable {
    /// The whole info string, e.g. `listdocs title="Delete"`.
    public var info: String
    /// The 1-based line and column of the info string's first character.
    public var infoLine: Int
    public var infoColumn: Int
    /// The block's content.
    public var body: String
    /// The file line of the body's first line.
    public var firstBodyLine: Int
    /// The fence's indentation, which the parser removed from every body line.
    public var indent: Int
}
