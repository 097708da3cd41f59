import ListDocsMarkdown
import ListDocsPresentation
import ListDocsScript

/// The words full-text search finds a page by: its body under each heading (prose and code),
/// and each walkthrough's captions and the code it shows, every word once, lower-cased and
/// split as the page's search script splits a query (`assets/search.js`: letters, with
/// digits and the `0x…` of addresses left out). UIKit names in code are also indexed under
/// their Objective-C spellings, so `deleteRowsAtIndexPaths` finds what `deleteRows` does.
enum SearchWords {
    /// The words a query never needs (the script drops them too).
    static let stopWords: Set<String> = [
        "the", "to", "of", "in", "and", "or", "is", "be", "by", "for", "on", "at", "with", "that",
        "this", "it", "as", "from", "an", "are", "was", "not",
    ]

    /// A page's body words: those before its first level-2 or level-3 heading, and those
    /// under each such heading, by the heading's `id` (a level-4 heading's words go to the
    /// section around it).
    static func sections(of document: MarkdownDocument) -> (intro: String, byID: [String: String]) {
        var collectors: [String: Collector] = [:]
        var current = Collector()
        var currentID: String?
        var ids = Set(document.headings.filter { (2...3).contains($0.level) }.map(\.id))
        let html = Array(document.html.joined(separator: "\n").utf8)
        var i = 0
        var text: [UInt8] = []
        func flush() {
            current.add(utf8: text)
            text.removeAll(keepingCapacity: true)
        }
        while i < html.count {
            let byte = html[i]
            if byte == UInt8(ascii: "<") {
                // A tag: a heading's anchor starts a new section.
                var end = i
                while end < html.count, html[end] != UInt8(ascii: ">") { end += 1 }
                let tag = html[i..<min(end + 1, html.count)]
                if let id = anchorID(tag), ids.contains(id) {
                    flush()
                    if let currentID {
                        collectors[currentID] = current
                    } else {
                        collectors[""] = current
                    }
                    current = Collector()
                    currentID = id
                    ids.remove(id)
                }
                // A tag parts words, but for a place a long name may break at (`<wbr>`,
                // `BreakableCode`): `performBatch<wbr>Updates` is one word.
                if !tag.elementsEqual("<wbr>".utf8) { text.append(32) }
                i = end + 1
            } else if byte == UInt8(ascii: "&") {
                var end = i
                while end < html.count, end - i < 8, html[end] != UInt8(ascii: ";") { end += 1 }
                text.append(entity(html[i..<min(end + 1, html.count)]))
                i = end + 1
            } else {
                text.append(byte)
                i += 1
            }
        }
        flush()
        if let currentID { collectors[currentID] = current } else { collectors[""] = current }
        let intro = collectors.removeValue(forKey: "")?.joined ?? ""
        return (intro, collectors.mapValues(\.joined))
    }

    /// Every word of a recipe, by where it stands.
    static func recipe(document: MarkdownDocument, presentations: [WalkthroughPresentation])
        -> RecipeSearchWords
    {
        let body = sections(of: document)
        return RecipeSearchWords(
            intro: body.intro, sections: body.byID, walkthroughs: presentations.map(walkthrough))
    }

    /// A walkthrough's captions, notes and the Swift it shows.
    static func walkthrough(_ presentation: WalkthroughPresentation) -> String {
        var collector = Collector()
        for step in presentation.steps {
            collector.add(step.caption)
            if let note = step.note { collector.add(note) }
            collector.add(step.printedCode.text)
        }
        return collector.joined
    }

    /// The entities the Markdown renderer writes, and the byte each stands for.
    private static let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")),
    ]

    /// The byte an entity stands for; a space for any other.
    private static func entity(_ bytes: ArraySlice<UInt8>) -> UInt8 {
        entities.first { $0.name.elementsEqual(bytes) }?.byte ?? UInt8(ascii: " ")
    }

    /// The `id` of `<a … id="…">`, the anchor every heading carries.
    private static func anchorID(_ tag: ArraySlice<UInt8>) -> String? {
        // Nearly every tag is another: only `<a ` with the anchor's class can be one.
        guard tag.starts(with: "<a ".utf8), contains(tag, headingAnchor) else { return nil }
        let text = String(decoding: tag, as: UTF8.self)
        guard text.hasPrefix("<a "), text.contains("heading-anchor"),
            let start = text.firstRange(of: " id=\"")
        else { return nil }
        let rest = text[start.upperBound...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    private static let headingAnchor = Array("heading-anchor".utf8)

    /// Whether `bytes` hold `needle`.
    private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Objective-C spellings of the UIKit names code shows, by their Swift name (lower-cased):
    /// each one's selector pieces as the script splits them.
    static let objectiveC: [String: [String]] = [
        "deleterows": ["deleterowsatindexpaths", "withrowanimation"],
        "insertrows": ["insertrowsatindexpaths", "withrowanimation"],
        "reloadrows": ["reloadrowsatindexpaths", "withrowanimation"],
        "moverow": ["moverowatindexpath", "toindexpath"],
        "deletesections": ["withrowanimation"], "insertsections": ["withrowanimation"],
        "reloadsections": ["withrowanimation"], "movesection": ["tosection"],
        "deleteitems": ["deleteitemsatindexpaths", "deleteitemswithidentifiers"],
        "insertitems": [
            "insertitemsatindexpaths", "insertitemswithidentifiers", "beforeitemwithidentifier",
            "afteritemwithidentifier",
        ],
        "reloaditems": ["reloaditemsatindexpaths", "reloaditemswithidentifiers"],
        "moveitem": [
            "moveitematindexpath", "moveitemwithidentifier", "beforeitemwithidentifier",
            "afteritemwithidentifier",
        ],
        "appenditems": ["appenditemswithidentifiers", "intosectionwithidentifier"],
        "appendsections": ["appendsectionswithidentifiers"],
        "deleteallitems": ["deleteallitems"],
        "reconfigureitems": ["reconfigureitemswithidentifiers"],
        "apply": ["applysnapshot", "animatingdifferences"],
        "canmoverowat": ["canmoverowatindexpath"], "moverowat": ["moverowatindexpath"],
        "commit": ["commiteditingstyle", "forrowatindexpath"],
        "cellforrowat": ["cellforrowatindexpath"],
        "numberofrowsinsection": ["numberofrowsinsection"],
    ]

    /// Words, each once, in the order first seen.
    struct Collector {
        private var seen = WordTable()
        /// The words kept, each followed by a space.
        private var words: [UInt8] = []

        /// Adds the words of UTF-8 text: ASCII (nearly all of a page) byte by byte, the
        /// rest as characters.
        mutating func add(utf8 bytes: [UInt8]) {
            if bytes.allSatisfy({ $0 < 0x80 }) {
                addASCII(bytes)
            } else {
                add(String(decoding: bytes, as: UTF8.self))
            }
        }

        mutating func add(_ text: String) {
            var text = text
            let ascii = text.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                addASCII(bytes)
                return true
            }
            if !ascii { addCharacters(text) }
        }

        /// The words of ASCII text, split exactly as `addCharacters` splits them: letters
        /// make words, everything else ends one, and `0x` with its hex digits is skipped.
        private mutating func addASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            var word: [UInt8] = []
            var previous = UInt8(ascii: " ")
            var skippingAddress = false
            for raw in bytes {
                let byte = raw >= 0x41 && raw <= 0x5A ? raw + 0x20 : raw
                if skippingAddress {
                    if (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) { continue }
                    skippingAddress = false
                }
                if byte == UInt8(ascii: "x"), previous == UInt8(ascii: "0"), word.isEmpty {
                    skippingAddress = true
                    previous = byte
                    continue
                }
                previous = byte
                if byte >= 0x61 && byte <= 0x7A {
                    word.append(byte)
                } else if !word.isEmpty {
                    finish(word, length: word.count)
                    word.removeAll(keepingCapacity: true)
                }
            }
            if !word.isEmpty { finish(word, length: word.count) }
        }

        /// Keeps `word` (of `length` characters) unless it is short, a stop word or seen.
        /// Only a word not seen before becomes a `String`, to be looked up.
        private mutating func finish(_ word: [UInt8], length: Int) {
            guard length > 1, seen.insert(word) else { return }
            let text = String(decoding: word, as: UTF8.self)
            guard !SearchWords.stopWords.contains(text) else { return }
            keep(word)
            for spelling in SearchWords.objectiveC[text] ?? [] where seen.insert(spelling.utf8) {
                keep(Array(spelling.utf8))
            }
        }

        private mutating func keep(_ word: [UInt8]) {
            words += word
            words.append(32)
        }

        mutating func addCharacters(_ text: String) {
            var word = ""
            func finish() {
                if !word.isEmpty { self.finish(Array(word.utf8), length: word.count) }
                word = ""
            }
            var previous: Character = " "
            var skippingAddress = false
            for character in text.lowercased() {
                if skippingAddress {
                    if character.isHexDigit || character == "…" { continue }
                    skippingAddress = false
                }
                if character == "x", previous == "0", word.isEmpty {
                    skippingAddress = true
                    previous = character
                    continue
                }
                previous = character
                if let scalar = character.unicodeScalars.first,
                    ("a"..."z").contains(character) || scalar.value >= 0xC0
                {
                    word.append(character)
                } else {
                    finish()
                }
            }
            finish()
        }

        /// The words, space-separated.
        var joined: String { String(decoding: words.dropLast(), as: UTF8.self) }
    }
}
