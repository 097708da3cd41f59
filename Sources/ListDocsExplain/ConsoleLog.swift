import ListDocsEngine

/// Finds the exception reason in what a developer pastes: a whole console log, a crash report,
/// Xcode's `Thread 1: "…"` banner, or the bare reason, with timestamps, process prefixes and
/// stack frames around it.
public enum ConsoleLog {
    /// The reasons the text may hold, most likely first: the quoted reason of every
    /// `*** Terminating app due to uncaught exception` line (and of Xcode's banner), then every
    /// run of lines with their log prefixes taken off. Multi-line reasons ("Invalid batch
    /// updates detected", duplicate-identifier lists) are candidates at every length.
    public static func candidates(in log: String) -> [String] {
        let text = log.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        var found: [String] = []
        func add(_ candidate: String) {
            let trimmed = candidate.trimmingBlanks()
            if !trimmed.isEmpty, !found.contains(trimmed) { found.append(trimmed) }
        }
        for marker in ["reason: '", "Thread 1: \"", "Exception: \"", "reason: \""] {
            var rest = Substring(text)
            while let start = rest.firstRange(of: marker) {
                let body = rest[start.upperBound...]
                let close: Character = marker.hasSuffix("'") ? "'" : "\""
                // The reason ends at a closing quote at the end of a line; the reason itself
                // may hold quotes and new lines, so every such quote is a candidate end.
                var index = body.startIndex
                while index < body.endIndex {
                    if body[index] == close {
                        let after = body[body.index(after: index)...]
                        let restOfLine = after.prefix { $0 != "\n" }
                        if restOfLine.allSatisfy({ $0 == " " || $0 == "\t" }) {
                            add(String(body[..<index]))
                        }
                    }
                    index = body.index(after: index)
                }
                rest = body
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            withoutPrefix(String($0))
        }
        for start in lines.indices where ReasonRecognizer.mayStart(lines[start]) {
            var candidate = ""
            for end in start..<min(lines.count, start + 40) {
                candidate += (end == start ? "" : "\n") + lines[end]
                add(candidate)
            }
        }
        return found
    }

    /// The line without what loggers put in front of a message: a date and time, the
    /// `App[1234:5678]` process tag, a `Fatal error:`-style label.
    static func withoutPrefix(_ line: String) -> String {
        var rest = Substring(line)
        // `2024-03-01 10:22:31.123456+0100 MyApp[81233:4129384] `
        if let first = rest.first, first.isNumber, let space = rest.firstIndex(of: "]"),
            rest[..<space].contains("["), rest.prefix(4).allSatisfy(\.isNumber)
        {
            rest = rest[rest.index(after: space)...]
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        return String(rest)
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
