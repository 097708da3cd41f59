import ListDocsEngine

/// Finds known texts by what they say, wherever they stand in what was pasted: inside a
/// sentence, after a label in any language, in quotes that open and never close, in bold or
/// inline code, after a crash service's exception name, hard-wrapped by a tracker or a mail
/// client, or flattened onto one line without the view it names. `Explainer` reads a log this way when none of its
/// lines has the shape of a console line, a crash report or a bare reason.
///
/// - Complexity: O(n) in the length of the log: places a known text may begin are found
///   through the first four bytes of every known start, at most `placesRead` of them are
///   read, each at most `window` bytes.
enum ReasonFinder {
    /// How many places where a known text may begin are read at most.
    static let placesRead = 32
    /// How far from a place a known text is read: UIKit's longest texts found in reports (a
    /// batch text listing its updates, a list of struct identifiers) stay under 2 KiB.
    static let window = 8 * 1024

    /// The known texts of `log`, in the order of the log, each once, with their readings:
    /// first read with its blanks as printed (which date the text), then, when that finds
    /// nothing, with every run of spaces and line breaks read as one space.
    static func known(in log: String) -> [(text: String, readings: [RecognizedReason])] {
        let unified = ByteSearch.lineBreaksUnified(log)
        let unquoted = QuotedLog.unquoted(unified) ?? unified
        // A view of the app's own class, described as UIKit's class as UIKit's text has it.
        let plain = ConsoleLog.withBaseClasses(unquoted) ?? unquoted
        for spacing in [ReasonRecognizer.Spacing.exact, .collapsed] {
            let text =
                spacing == .exact ? plain : ReasonRecognizer.collapsingBlanks(plain)
            let found = read(text, spacing: spacing)
            if !found.isEmpty { return found }
        }
        return []
    }

    private static func read(_ text: String, spacing: ReasonRecognizer.Spacing)
        -> [(text: String, readings: [RecognizedReason])]
    {
        let bytes = ConsoleLog.withoutTerminalColours(Array(text.utf8))
        var found: [(text: String, readings: [RecognizedReason])] = []
        var places = 0
        var next = 0
        while next + 4 <= bytes.count, places < placesRead {
            guard let start = nextPlace(in: bytes, from: next) else { break }
            places += 1
            let end = min(bytes.count, start + window)
            let rest = String(decoding: bytes[start..<end], as: UTF8.self)
            guard
                let (reason, readings) = ReasonRecognizer.longestKnownStart(
                    of: rest, spacing: spacing)
            else {
                next = start + 1
                continue
            }
            // A text found inside one already kept is part of it.
            if !found.contains(where: { $0.text.contains(reason) }) {
                found.append((reason, readings))
            }
            next = start + max(1, reason.utf8.count)
        }
        return found
    }

    /// The first place at or after `from` where a known text may begin.
    private static func nextPlace(in bytes: [UInt8], from: Int) -> Int? {
        var i = from
        while i + 4 <= bytes.count {
            if let heads = headsByKey[key(bytes, i)],
                heads.contains(where: { bytes[i...].starts(with: $0) })
            {
                return i
            }
            i += 1
        }
        return nil
    }

    private static func key(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
            | UInt32(bytes[i + 3])
    }

    /// The known starts, by their first four bytes.
    private static let headsByKey: [UInt32: [[UInt8]]] = {
        var table: [UInt32: [[UInt8]]] = [:]
        for head in ReasonRecognizer.heads where head.count >= 4 {
            table[key(head, 0), default: []].append(head)
        }
        return table
    }()
}
