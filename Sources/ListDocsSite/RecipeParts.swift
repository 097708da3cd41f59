import ListDocsMarkdown

/// How a recipe with `split: true` is laid out on pages. Its own page holds what comes
/// before its first top-level `##` heading, then a list of its sections; each section is a
/// page of its own, `<slug>/<heading id>.html`. The section pages sit beside the recipe's
/// page, in its folder, so every relative address in the prose and the walkthroughs (a
/// link to another recipe, a walkthrough's pictures and Swift file) means the same there.
public struct RecipeParts: Sendable {
    /// One section page.
    public struct Part: Sendable {
        /// Its `##` heading, by position in the document's headings.
        public var heading: Int
        /// Its file in the recipe's folder: `<heading id>.html`.
        public var fileName: String
        /// Its headings: the `##` and every heading under it, by position.
        public var headings: Range<Int>
        /// Its walkthroughs, by position.
        public var walkthroughs: Range<Int>
        /// Where it starts and where the next one starts (nil: at the end).
        var start: SectionStart
        var end: SectionStart?
    }

    /// A stretch of a page's body: prose, or a walkthrough shown there.
    public enum Segment: Sendable {
        case prose(Substring)
        case walkthrough(Int)
    }

    /// The section pages, in order; empty for a recipe shown on one page.
    public let parts: [Part]
    private let document: MarkdownDocument

    /// The parts of `recipe`: none unless its front matter says `split: true` and it has a
    /// top-level `##` heading.
    public init(_ recipe: Recipe) {
        self.init(recipe.document, split: recipe.frontMatter.split)
    }

    init(_ document: MarkdownDocument, split: Bool) {
        self.document = document
        guard split else {
            parts = []
            return
        }
        let starts = document.sectionStarts
        var taken: Set<String> = ["index.html"]
        var parts: [Part] = []
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : nil
            var name = document.headings[start.heading].id + ".html"
            var count = 1
            while taken.contains(name) {
                count += 1
                name = document.headings[start.heading].id + "-\(count).html"
            }
            taken.insert(name)
            parts.append(
                Part(
                    heading: start.heading, fileName: name,
                    headings: start.heading..<(end?.heading ?? document.headings.count),
                    walkthroughs: start.piece..<(end?.piece ?? document.editScripts.count),
                    start: start, end: end))
        }
        self.parts = parts
    }

    /// Whether the recipe is shown a section a page.
    public var isSplit: Bool { !parts.isEmpty }

    /// The body of the recipe's own page: everything, or what comes before the first
    /// section when it is split.
    public var opening: [Segment] {
        segments(from: SectionStart(piece: 0, offset: 0, heading: 0), to: parts.first?.start)
    }

    /// The body of section page `index`.
    public func body(of index: Int) -> [Segment] {
        segments(from: parts[index].start, to: parts[index].end)
    }

    /// The headings the recipe's own page shows.
    public var openingHeadings: Range<Int> {
        0..<(parts.first?.heading ?? document.headings.count)
    }

    /// The file, in the recipe's folder, of the page that shows heading `index`.
    public func page(ofHeading index: Int) -> String {
        parts.first { $0.headings.contains(index) }?.fileName ?? ""
    }

    /// The file, in the recipe's folder, of the page that shows walkthrough `index` (`""`:
    /// the recipe's own page, its folder's index).
    public func page(ofWalkthrough index: Int) -> String {
        parts.first { $0.walkthroughs.contains(index) }?.fileName ?? ""
    }

    /// The prose and walkthroughs from `start` to `end` (nil: the end of the document).
    private func segments(from start: SectionStart, to end: SectionStart?) -> [Segment] {
        let html = document.html
        let last = end?.piece ?? html.count - 1
        var result: [Segment] = []
        for piece in start.piece...last {
            let text = html[piece]
            let from = piece == start.piece ? start.offset : 0
            let to = end.flatMap { piece == $0.piece ? $0.offset : nil } ?? text.utf8.count
            let lower = text.utf8.index(text.startIndex, offsetBy: from)
            let upper = text.utf8.index(text.startIndex, offsetBy: to)
            if lower < upper { result.append(.prose(text[lower..<upper])) }
            // Walkthrough `piece` follows piece `piece`; the one after the last piece is
            // the next section's.
            if piece < last { result.append(.walkthrough(piece)) }
        }
        return result
    }
}

extension Recipe {
    /// The address, from the site's root, of the page that shows walkthrough `index`:
    /// `<slug>/`, or `<slug>/<section>.html` in a split recipe.
    func address(ofWalkthrough index: Int) -> String {
        slug + "/" + RecipeParts(self).page(ofWalkthrough: index)
    }
}
