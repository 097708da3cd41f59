import ListDocsEngine
import ListDocsScript

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
    /// How many rows and section headers the script's first `state` draws, counted without
    /// running it.
    static func drawnRows(_ script: [Command]) -> Int {
        guard case .state(let list)? = script.first else { return 0 }
        return list.sections.reduce(0) { $0 + 1 + $1.rows.count }
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
