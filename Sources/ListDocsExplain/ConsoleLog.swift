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
    /// `*** Terminating app due to uncaught exception` line (and of Xcode's banner), then every
    /// run of lines with their log prefixes taken off. Multi-line reasons ("Invalid batch
    /// updates detected", duplicate-identifier lists) are candidates at every length.
    public static func candidates(in log: String) -> [String] {
        let bytes = withoutTerminalColours(
            Array(log.replacing("\r\n", with: "\n").replacing("\r", with: "\n").utf8))
        var found = CandidateList()
        quotedReasons(bytes, into: &found)
        unquotedReasons(bytes, into: &found)
        return found.items
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
        return rest.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
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
    private var seen: Set<String> = []

    mutating func add(_ bytes: ArraySlice<UInt8>) {
        let trimmed = String(decoding: bytes, as: UTF8.self).trimmingBlanks()
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
