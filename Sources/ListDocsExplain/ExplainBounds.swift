import ListDocsEngine

extension ReasonArguments {
    /// The largest number the message names: an index, a count, or a position in its list of
    /// updates. Explain refuses a message whose numbers no walkthrough could draw before it
    /// builds anything from them.
    var largestNumber: Int {
        var all = numbers + countsBefore + countsAfter
        for update in updates {
            switch update {
            case .deleteSection(let s), .insertSection(let s): all.append(s)
            case .moveSection(let a, let b): all += [a, b]
            case .deleteRow(let p), .insertRow(let p): all += [p.section, p.row]
            case .moveRow(let p, let q): all += [p.section, p.row, q.section, q.row]
            }
        }
        return all.max() ?? 0
    }
}

extension Fixture {
    /// How many rows and section headers the `state` block of `script` draws, counted from its
    /// lines without running it (a first line of `state`, then one indented line per section).
    static func drawnRows(_ script: [String]) -> Int {
        guard script.first == "state" else { return 0 }
        var count = 0
        for line in script.dropFirst() {
            guard line.hasPrefix("  ") else { break }
            count += 1 + line.utf8.lazy.filter { $0 == UInt8(ascii: ",") }.count
        }
        return count
    }
}

extension Int {
    /// The number with its thousands grouped by commas, as the messages print it (`10,000`).
    var grouped: String {
        let digits = String(magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (self < 0 ? "-" : "") + out
    }
}
