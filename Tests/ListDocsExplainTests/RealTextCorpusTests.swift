import ListDocsEngine
import ListDocsExplain
import Testing

/// Every real crash text the project keeps, explained: the console line of every crash in
/// the catalog, the console logs of the fixtures, and the texts developers posted in public
/// trackers (`RealReports`, with their sources). Reports the share explained; each one that
/// is not explained is named, and the share may not fall.
@Suite struct RealTextCorpusTests {
    @Test func theRealTextsTheProjectKeepsAreExplained() throws {
        var texts: [(name: String, text: String)] = []
        for (n, exception) in ExplainTests.catalogReasons.enumerated() {
            texts.append(("catalog \(n): \(exception.kind)", ExplainTests.log(exception)))
        }
        for (name, log, _) in try ConsoleFixtures.all() { texts.append(("fixture \(name)", log)) }
        for report in RealReports.all {
            texts.append(("\(report.source) (\(report.shape))", report.text))
        }
        var unexplained: [String] = []
        for (name, text) in texts {
            do {
                _ = try Explainer.explain(text)
            } catch {
                unexplained.append("\(name): \(error.message.prefix(160))")
            }
        }
        let explained = texts.count - unexplained.count
        print(
            "Real texts: \(explained) of \(texts.count) explained "
                + "(\(explained * 100 / max(texts.count, 1))%; \(RealReports.all.count) from public reports)"
        )
        for line in unexplained { print("not explained: \(line)") }
        #expect(RealReports.all.count >= 15)
        #expect(unexplained.isEmpty, "\(unexplained.count) not explained")
    }
}
