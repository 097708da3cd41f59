/// Console logs of a chosen size and shape, for what `explain` reads: hostile shapes that
/// once made it quadratic, and an ordinary log with one real crash at its end.
public enum CrashLogs {
    /// A shape of log.
    public enum Shape: String, CaseIterable, Sendable {
        /// One `reason: '` followed by line after line ending in a quote.
        case quoteAfterQuote = "one reason: ' then lines ending in '"
        /// Line after line of `Terminating app … reason: '…'`, each with other numbers.
        case manyReasons = "a reason line per line, each different"
        /// Line after line that starts like a UIKit text and is not one, each different.
        case nearMisses = "near-miss reason lines, each different"
        /// Log noise, then one real crash.
        case ordinary = "ordinary noise, then one real crash"
    }

    /// The reason of the real crash an ordinary log ends with.
    public static let realReason =
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

    /// A log of `shape`, `bytes` long (give or take a line).
    public static func make(_ shape: Shape, bytes: Int) -> String {
        var lines: [String] = []
        var size = 0
        var n = 0
        func add(_ line: String) {
            lines.append(line)
            size += line.utf8.count + 1
            n += 1
        }
        let stamp = "2024-03-01 10:22:31.123456+0100 MyApp[81233:4129384] "
        switch shape {
        case .quoteAfterQuote:
            add("reason: 'Invalid update: invalid number of rows in section 0.'")
            while size < bytes { add("a line that ends in a quote \(n)'") }
        case .manyReasons:
            while size < bytes {
                add(
                    stamp
                        + "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section \(n). The number of rows contained in an existing section after the update (\(n)) must be equal to'"
                )
            }
        case .nearMisses:
            while size < bytes {
                add(
                    "Invalid update: invalid number of rows in section \(n). The number of rows contained in an existing section after the update (\(n)) must be equal to the number of rows contained in that section before the update (3), plus or minus"
                )
            }
        case .ordinary:
            let crash =
                stamp
                + "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(realReason)'"
            while size + crash.utf8.count < bytes {
                add(stamp + "[Network] fetched \(n) items in 0.2 s")
            }
            add(crash)
            add("*** First throw call stack:")
            add("(0x1804b1128 0x18008c3d4 0x1804b1030)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
