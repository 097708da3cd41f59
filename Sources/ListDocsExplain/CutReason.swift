import ListDocsEngine

/// A reason as a reporter cut it short: ending in `…`, `...` or `..`, often without its
/// closing quote. Read as far as it goes, it is explained as the whole text it begins, once
/// every number and identifier of that text is in it.
enum CutReason {
    /// The marks a cut ends with, longest first.
    static let marks = ["...", "..", "…"]

    /// How many cut lines are read at most: each is matched against every known text, and a
    /// log of thousands of them must not stall `explain`.
    static let linesRead = 20

    /// The first cut reason of `log`: as it stands (without its mark), the whole text, and
    /// the readings of that text.
    static func first(in log: String) -> (shown: String, whole: String, [RecognizedReason])? {
        let text = QuotedLog.unquoted(log) ?? log
        let cuts = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).lazy
            .compactMap { cut(String($0)) }.prefix(linesRead)
        for shown in cuts {
            let found = ReasonRecognizer.recognize(cut: shown)
            guard let whole = found.first?.whole else { continue }
            return (shown, whole, found.filter { $0.whole == whole }.map(\.reading))
        }
        return nil
    }

    /// The first cut reason of `log` that starts like a known text but stops before all its
    /// numbers and identifiers (as it stands, without its mark).
    static func unreadable(in log: String) -> String? {
        let text = QuotedLog.unquoted(log) ?? log
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).lazy
            .compactMap { cut(String($0)) }.first
    }

    /// The reason on `line` without its cut mark; nil when the line holds no cut reason.
    static func cut(_ line: String) -> String? {
        // Most lines do not end in a cut mark: say so from the last bytes, before searching.
        guard endsLikeACut(line) else { return nil }
        var rest = Substring(line)
        if let reason = rest.firstRange(of: "reason: ") {
            rest = rest[reason.upperBound...].drop { $0 == "'" || $0 == "\u{2018}" }
        } else {
            rest = Substring(
                String(decoding: ConsoleLog.withoutPrefix(Array(line.utf8)[...]), as: UTF8.self))
        }
        var reason = String(rest).trimmingBlanks()
        while let last = reason.last, last == "'" || last == "\u{2019}" || last == "\"" {
            reason.removeLast()
        }
        guard let mark = marks.first(where: { reason.hasSuffix($0) }) else { return nil }
        reason = String(reason.dropLast(mark.count)).trimmingBlanks()
        return ReasonRecognizer.mayStart(reason) ? reason : nil
    }

    /// Whether `line`, without the blanks and closing quotes at its end, ends in `.` or `…`,
    /// as every cut mark does.
    static func endsLikeACut(_ line: String) -> Bool {
        let closing: Set<UInt8> = [
            UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "'"), UInt8(ascii: "\""),
        ]
        var bytes = line.utf8.reversed().drop { closing.contains($0) }[...]
        // A right single quotation mark (U+2019, E2 80 99) closes a quote too.
        while bytes.starts(with: [0x99, 0x80, 0xE2]) {
            bytes = bytes.dropFirst(3).drop { closing.contains($0) }
        }
        // `…` is E2 80 A6, read backwards.
        return bytes.first == UInt8(ascii: ".") || bytes.starts(with: [0xA6, 0x80, 0xE2])
    }
}
