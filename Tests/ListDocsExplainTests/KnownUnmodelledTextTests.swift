import ListDocsEngine
import Testing

@testable import ListDocsExplain

/// A list crash listdocs knows but does not model is refused with where it is documented and
/// why, not as an unknown text; and no text listdocs models is taken for one.
@Suite struct KnownUnmodelledTextTests {
    @Test func eachKnownTextIsRefusedWithItsReason() {
        for text in KnownUnmodelledText.all {
            let log =
                "2026-11-25 10:00:00.000 App[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'before \(text.fragment) after'"
            do {
                _ = try Explainer.explain(log)
                Issue.record("explained: \(text.fragment)")
            } catch {
                #expect(
                    error
                        == .knownButNotModelled(
                            found:
                                "NSInternalInconsistencyException 'before \(text.fragment) after'",
                            entry: text.entry, why: text.why), "\(text.fragment)")
            }
        }
    }

    @Test func aBareTextIsQuotedAsFound() throws {
        let log = "Item identifier does not exist in section snapshot: Kiwi"
        #expect(throws: ExplainError.self) { try Explainer.explain(log) }
        do {
            _ = try Explainer.explain(log)
        } catch {
            #expect(
                error.message.hasPrefix(
                    "found 'Item identifier does not exist in section snapshot: Kiwi': listdocs knows this text (What UIKit raises, SS05)"
                ))
        }
    }

    @Test func noModelledTextHoldsAFragment() {
        for exception in ExplainTests.catalogReasons {
            for text in KnownUnmodelledText.all {
                #expect(!exception.reason.contains(text.fragment), "\(exception.kind)")
            }
        }
    }
}
