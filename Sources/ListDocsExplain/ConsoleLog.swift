import ListDocsEngine

/// Finds the exception reason in what a developer pastes: a whole console log, a crash report,
/// Xcode's `Thread 1: "…"` banner, or the bare reason, with timestamps, process prefixes and
/// stack frames around it.
///
/// - Complexity: O(n) in the length of the log, in time and memory, whatever its shape: each
///   opening quote reads only up to the next one, each reason is at most
///   `maximumReasonLength` bytes and `maximumReasonLines` lines, and candidates are kept in a
///   set.
public enum ConsoleLog {
    /// The longest reason read, in bytes. UIKit's longest texts (a batch-update report that
    /// lists its updates, a list of duplicate identifiers) stay far below it.
    public static let maximumReasonLength = 32 * 1024
    /// The most lines a reason may span.
    public static let maximumReasonLines = 40
    /// How many line-ending closing quotes after one opening quote are tried as its end (a
    /// reason may itself hold a quote at the end of a line).
    static let endsPerQuote = 4

    /// The reasons the text may hold, most likely first: the quoted reason of every
    /// `*** Terminating app due to uncaught exception` line (and of Xcode's banner), the
    /// reason Core Data wraps when a fetched-results delegate raised, then every run of lines
    /// with their log prefixes taken off. Multi-line reasons ("Invalid batch updates
    /// detected", duplicate-identifier lists) are candidates at every length.
    public static func candidates(in log: String) -> [String] {
        var found = CandidateList()
        let text = ByteSearch.lineBreaksUnified(log)
        read(text, into: &found)
        // A crash report that is JSON (`.ips`, a Sentry or Crashlytics export) holds the
        // reason in a string value, with its line breaks and quotes escaped.
        for value in JSONStrings.decoded(in: text, longest: maximumReasonLength) {
            read(ByteSearch.lineBreaksUnified(value), into: &found)
        }
        return found.items
    }

    /// The reasons to try when none of `candidates(in:)` is a text listdocs knows: the log
    /// read again as a chat or a tracker quotes it (`>` before each line, curly quotes), and
    /// each candidate as a reporter may have trimmed it: with the final period it lost, with
    /// the line breaks of a wrapped line made spaces again, with a view of the app's own
    /// class described as its UIKit base class (in its description, or in the method it names),
    /// with the `-` of `-[UITableView …]` that a Markdown list took for a bullet, and without
    /// the quotes around a bare reason. None of `candidates` is repeated.
    public static func reshapedCandidates(in log: String, candidates: [String]) -> [String] {
        // The candidates are already trimmed and distinct: they are only the ones not to
        // repeat.
        var found = CandidateList(seen: Set(candidates))
        let unified = ByteSearch.lineBreaksUnified(log)
        let quoted = QuotedLog.unquoted(unified)
        if let quoted { read(quoted, into: &found) }
        for line in (quoted ?? unified).split(separator: "\n") {
            let text = String(line).trimmingBlanks()
            // A list's Markdown takes the leading `-` of `-[UITableView …]` for a bullet.
            if text.hasPrefix("[UITableView ") || text.hasPrefix("[UICollectionView ") {
                found.add("-" + text)
            }
            // A subclass names itself in UIKit's method (`-[FruitTableView _contentOffset…]`).
            if text.hasPrefix("-["), let space = text.firstIndex(of: " ") {
                found.add("-[UITableView" + text[space...])
                found.add("-[UICollectionView" + text[space...])
            }
            // A bare reason in quotes, as a reporter pastes it: `'could not dequeue …'`.
            if text.count > 2, let first = text.first, first == "'" || first == "\"",
                text.last == first
            {
                found.add(String(text.dropFirst().dropLast()))
            }
        }
        // Only a candidate that starts like a text listdocs knows can become one by these
        // changes (they keep its start), which spares a log of near misses most of the work.
        for candidate in candidates + found.items where ReasonRecognizer.mayStart(candidate) {
            var shapes = [candidate]
            if candidate.contains("\n") {
                shapes.append(
                    candidate.split(separator: "\n").map { $0.trimmingBlanks() }
                        .joined(separator: " "))
            }
            for shape in shapes {
                let based = withBaseClasses(shape)
                for reshaped in [shape, based].compactMap({ $0 }) {
                    found.add(reshaped)
                    if !reshaped.hasSuffix(".") { found.add(reshaped + ".") }
                }
            }
        }
        return found.items
    }

    /// The first uncaught exception the log quotes, whatever it is: its name
    /// (`NSInternalInconsistencyException`, or "an exception" where only Xcode's banner
    /// names none) and its reason's first line, at most 160 characters.
    public static func firstException(in log: String) -> (name: String, reason: String)? {
        let text = ByteSearch.lineBreaksUnified(log)
        var found = CandidateList()
        quotedReasons(withoutTerminalColours(Array(text.utf8)), into: &found)
        guard let reason = found.items.first else { return nil }
        var name = "an exception"
        if let marker = text.firstRange(of: "uncaught exception '") {
            let rest = text[marker.upperBound...]
            if let close = rest.firstIndex(of: "'"), rest[..<close].allSatisfy({ $0.isLetter }) {
                name = String(rest[..<close])
            }
        }
        let line = reason.prefix { $0 != "\n" }
        return (name, line.count > 160 ? String(line.prefix(159)) + "…" : String(line))
    }

    /// The reason with each view of a custom class described as UIKit's own class, as UIKit
    /// prints it for a subclass: `<App.FruitTableView: 0x…; baseClass = UITableView; …>`
    /// becomes `<UITableView: 0x…; …>`. Nil when the reason names no base class.
    static func withBaseClasses(_ reason: String) -> String? {
        let key = "; baseClass = "
        guard ByteSearch.contains(key, in: reason) else { return nil }
        var text = reason
        var searchFrom = text.startIndex
        while let found = text[searchFrom...].firstRange(of: key) {
            let nameEnd =
                text[found.upperBound...].firstIndex { $0 == ";" || $0 == ">" } ?? text.endIndex
            let base = text[found.upperBound..<nameEnd]
            guard let open = text[..<found.lowerBound].lastIndex(of: "<"),
                let colon = text[open..<found.lowerBound].firstRange(of: ": 0x"),
                !base.isEmpty, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                searchFrom = found.upperBound
                continue
            }
            let baseName = String(base)
            text.replaceSubrange(found.lowerBound..<nameEnd, with: "")
            text.replaceSubrange(text.index(after: open)..<colon.lowerBound, with: baseName)
            searchFrom = text.index(after: open)
        }
        return text == reason ? nil : text
    }

    private static func read(_ text: String, into found: inout CandidateList) {
        let bytes = withoutTerminalColours(Array(text.utf8))
        quotedReasons(bytes, into: &found)
        coreDataReasons(bytes, into: &found)
        unquotedReasons(bytes, into: &found)
    }

    /// What Core Data logs when a fetched-results controller's delegate raised: "CoreData:
    /// error: Serious application error.  An exception was caught from the delegate of
    /// NSFetchedResultsController during a call to -controllerDidChangeContent:.  <reason>
    /// with userInfo (null)".
    private static func coreDataReasons(_ bytes: [UInt8], into found: inout CandidateList) {
        let marker = Array(
            "from the delegate of NSFetchedResultsController during a call to -".utf8)
        let tail = Array(" with userInfo".utf8)
        var i = 0
        while i + marker.count <= bytes.count {
            guard bytes[i..<(i + marker.count)].elementsEqual(marker) else {
                i += 1
                continue
            }
            i += marker.count
            // The selector, its `:.`, then the blanks before the reason.
            guard let colon = bytes[i...].prefix(200).firstIndex(of: UInt8(ascii: ":")),
                colon + 1 < bytes.count, bytes[colon + 1] == UInt8(ascii: ".")
            else { continue }
            var body = colon + 2
            while body < bytes.count, isBlank(bytes[body]) { body += 1 }
            let end = min(bytes.count, body + maximumReasonLength)
            var stop = body
            while stop + tail.count <= end, !bytes[stop..<(stop + tail.count)].elementsEqual(tail) {
                stop += 1
            }
            if stop + tail.count <= end { found.add(bytes[body..<stop]) }
            i = max(i, stop)
        }
    }

    /// The openings of a quoted reason, with the quote that closes each.
    private static let openings: [(bytes: [UInt8], close: UInt8)] = [
        (Array("reason: '".utf8), UInt8(ascii: "'")),
        (Array("Thread 1: \"".utf8), UInt8(ascii: "\"")),
        (Array("Exception: \"".utf8), UInt8(ascii: "\"")),
        (Array("reason: \"".utf8), UInt8(ascii: "\"")),
    ]

    /// Every opening's reason: the text from it to a closing quote at the end of a line, read
    /// no further than the next opening.
    private static func quotedReasons(_ bytes: [UInt8], into found: inout CandidateList) {
        var starts: [(at: Int, body: Int, close: UInt8)] = []
        var i = 0
        while i < bytes.count {
            if let opening = openings.first(where: { bytes[i...].starts(with: $0.bytes) }) {
                starts.append((i, i + opening.bytes.count, opening.close))
                i += opening.bytes.count
            } else {
                i += 1
            }
        }
        for (n, start) in starts.enumerated() {
            let next = n + 1 < starts.count ? starts[n + 1].at : bytes.count
            let end = min(next, start.body + maximumReasonLength)
            var ends = 0
            var lineStart = start.body
            var lines = 0
            while lineStart <= end, ends < endsPerQuote, lines < maximumReasonLines {
                let lineEnd = bytes[lineStart..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
                // A line cut off by the next opening or the length limit does not end here.
                let whole = lineEnd < end || end == bytes.count
                if whole,
                    let last = bytes[lineStart..<lineEnd].lastIndex(where: { !isBlank($0) }),
                    bytes[last] == start.close
                {
                    found.add(bytes[start.body..<last])
                    ends += 1
                }
                lineStart = lineEnd + 1
                lines += 1
            }
        }
    }

    /// Every run of lines that starts like a known text (after the log's prefix), at every
    /// length up to the next line that starts like one.
    private static func unquotedReasons(_ bytes: [UInt8], into found: inout CandidateList) {
        let raw = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let lines = raw.map(withoutPrefix)
        let starts = lines.map { ReasonRecognizer.mayStart(String(decoding: $0, as: UTF8.self)) }
        for first in lines.indices where starts[first] {
            var run: [UInt8] = []
            var last = first
            while last < lines.count, last - first < maximumReasonLines,
                last == first || !starts[last],
                run.count + raw[last].count < maximumReasonLength
            {
                // The first line without the logger's prefix; the lines after it as printed
                // (a multi-line reason indents its list).
                if last > first { run.append(UInt8(ascii: "\n")) }
                run += last == first ? lines[last] : raw[last]
                found.add(run[...])
                last += 1
            }
        }
    }

    /// The line without what loggers put in front of a message: a date and time, the
    /// `App[1234:5678]` process tag, then blanks.
    static func withoutPrefix(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var rest = line
        // `2024-03-01 10:22:31.123456+0100 MyApp[81233:4129384] `
        if rest.prefix(4).count == 4, rest.prefix(4).allSatisfy(isDigit),
            let close = rest.firstIndex(of: UInt8(ascii: "]")),
            rest[..<close].contains(UInt8(ascii: "["))
        {
            rest = rest[(close + 1)...]
        }
        rest = rest.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        // A logger's level tag: `[ERROR] :  ` (Titanium), `[error] `.
        if rest.first == UInt8(ascii: "["),
            let close = rest.prefix(12).firstIndex(of: UInt8(ascii: "]")),
            close > rest.startIndex + 1,
            rest[(rest.startIndex + 1)..<close].allSatisfy(isLetter)
        {
            rest = rest[(close + 1)...].drop {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "\t")
            }
        }
        // Swift's runtime: `Swift/ContiguousArrayBuffer.swift:600: Fatal error: <message>`,
        // or Xcode's `Thread 1: Fatal error: <message>`.
        if let marker = ByteSearch.firstRange(of: fatalErrorMarker, in: rest.prefix(200)) {
            return rest[marker.upperBound...]
        }
        // `NSInternalInconsistencyException: <reason>`, as Sentry and Crashlytics title it.
        if let colon = rest.prefix(80).firstIndex(of: UInt8(ascii: ":")),
            colon + 1 < rest.endIndex, rest[colon + 1] == UInt8(ascii: " "),
            rest[rest.startIndex..<colon].allSatisfy(isLetter),
            rest[rest.startIndex..<colon].reversed().starts(with: "noitpecxE".utf8)
        {
            rest = rest[(colon + 2)...]
        }
        return rest
    }

    private static let fatalErrorMarker = Array("Fatal error: ".utf8)

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The log without the escape sequences a terminal colours text with (`ESC [ 1;31 m`),
    /// which logs copied from a terminal carry.
    static func withoutTerminalColours(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x1B) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                var end = i + 2
                // Parameters and intermediates, then one final byte in @…~.
                while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
                if end < bytes.count, (0x40...0x7E).contains(bytes[end]) {
                    i = end + 1
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// Candidate reasons in the order found, each once (a set answers "seen?" in constant time).
private struct CandidateList {
    var items: [String] = []
    private var seen: Set<String>

    init(seen: Set<String> = []) {
        self.seen = seen
    }

    mutating func add(_ bytes: ArraySlice<UInt8>) {
        add(String(decoding: bytes, as: UTF8.self))
    }

    mutating func add(_ text: String) {
        let trimmed = text.trimmingBlanks()
        if !trimmed.isEmpty, seen.insert(trimmed).inserted { items.append(trimmed) }
    }
}

extension StringProtocol {
    /// Without spaces, tabs and new lines at either end.
    func trimmingBlanks() -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let first = firstIndex(where: { !blank($0) }),
            let last = lastIndex(where: { !blank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
