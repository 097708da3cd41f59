import ListDocsEngine
import ListDocsExplain
import ListDocsTestSupport
import Testing

/// Logs written to make `explain` slow, greedy or wrong: it reads each in one linear pass,
/// refuses numbers no walkthrough could draw at once, and still finds a real crash among
/// a log's near misses.
@Suite struct HostileLogTests {
    @Test(arguments: CrashLogs.Shape.allCases)
    func candidatesGrowLinearlyWithTheLog(shape: CrashLogs.Shape) {
        for size in [16 << 10, 64 << 10] {
            let log = CrashLogs.make(shape, bytes: size)
            let candidates = ConsoleLog.candidates(in: log)
            let total = candidates.reduce(0) { $0 + $1.utf8.count }
            // Every reason is bounded, and together they are a fixed multiple of the log at
            // most (each line takes part in at most `maximumReasonLines` runs).
            #expect(candidates.allSatisfy { $0.utf8.count <= ConsoleLog.maximumReasonLength })
            #expect(
                total <= ConsoleLog.maximumReasonLines * log.utf8.count,
                "\(shape): \(candidates.count) candidates, \(total) bytes from \(log.utf8.count)")
        }
    }

    @Test func aQuoteFollowedByLinesEndingInQuotesGivesAFewCandidatesNotOnePerLine() {
        let log = CrashLogs.make(.quoteAfterQuote, bytes: 64 << 10)
        #expect(ConsoleLog.candidates(in: log).count < 10)
    }

    @Test func theRealCrashAtTheEndOfALongLogIsStillFound() throws {
        let explanation = try Explainer.explain(CrashLogs.make(.ordinary, bytes: 256 << 10))
        #expect(explanation.reason == CrashLogs.realReason)
        #expect(explanation.kind == .invalidNumberOfRows)
    }

    @Test func aReasonEndingAtAQuoteAfterNearMissesIsFound() throws {
        let log =
            CrashLogs.make(.nearMisses, bytes: 8 << 10)
            + "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(CrashLogs.realReason)'\n"
        #expect(try Explainer.explain(log).reason == CrashLogs.realReason)
    }

    @Test(arguments: ["999999999999999999", "10001", "1000000"])
    func aCountNoWalkthroughCouldDrawIsRefusedAtOnce(count: String) {
        let reason = CrashLogs.realReason.replacing(
            "after the update (3)", with: "after the update (\(count))"
        ).replacing("before the update (3)", with: "before the update (\(count))")
        #expect {
            try Explainer.explain(reason)
        } throws: { error in
            guard case .tooLarge(let found)? = error as? ExplainError else { return false }
            return found.contains("the message names the number")
                && (error as? ExplainError)?.message.contains("at most 10,000 rows") == true
        }
    }

    @Test func aSectionFarDownWhoseRowsAddUpPastTheBoundIsRefused() {
        let reason = CrashLogs.realReason.replacing("section 0.", with: "section 9999.")
        #expect {
            try Explainer.explain(reason)
        } throws: { error in
            guard case .tooLarge(let found)? = error as? ExplainError else { return false }
            return found.contains("would draw")
        }
    }

    @Test func countsWithinTheBoundAreStillExplained() throws {
        let reason = CrashLogs.realReason.replacing(
            "after the update (3)", with: "after the update (1000)"
        ).replacing("before the update (3)", with: "before the update (1000)")
        #expect(try Explainer.explain(reason).kind == .invalidNumberOfRows)
    }
}
