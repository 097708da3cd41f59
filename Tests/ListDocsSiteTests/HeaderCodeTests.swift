import Foundation
import ListDocsPresentation
import ListDocsScript
import Testing

@testable import ListDocsSite

/// The headers a walkthrough's device draws are headers its model block makes: a titled
/// section (at any step) needs the data source to title it (a table) or a header view,
/// its registration and a layout that leaves room for it (a collection view), and a
/// walkthrough without titles has no header code. Every collection walkthrough lays out
/// what its pictures draw. Over the project's walkthroughs and the generated matrix.
@Suite struct HeaderCodeTests {
    static func problems(_ cases: [(String, Walkthrough)]) -> [String] {
        var problems: [String] = []
        for (origin, walkthrough) in cases {
            let model = WalkthroughPresentation(walkthrough).model.joined(separator: "\n")
            guard !model.isEmpty else { continue }
            let states = [walkthrough.initial] + walkthrough.steps.map(\.after)
            let titled = states.contains { $0.screen.sections.contains { !$0.title.isEmpty } }
            if walkthrough.attributes.view == .table {
                if titled && !model.contains("titleForHeaderInSection") {
                    problems.append("\(origin): draws headers, no header title in the model")
                }
                continue
            }
            if !model.contains("collectionView.collectionViewLayout = makeLayout()") {
                problems.append("\(origin): no layout")
            }
            let header =
                model.contains("UICollectionView.elementKindSectionHeader")
                && (model.contains("headerReferenceSize")
                    || model.contains("headerMode = .supplementary"))
                && (model.contains("dequeueConfiguredReusableSupplementary")
                    || model.contains("dequeueReusableSupplementaryView"))
            if titled != header {
                problems.append(
                    "\(origin): \(titled ? "draws headers the code never makes" : "header code without a title")"
                )
            }
        }
        return problems
    }

    @Test func everyHeaderTheDevicesDrawIsOneTheCodeMakes() throws {
        let cases =
            try ExecutionCheckTests.walkthroughs("Content")
            + ExecutionCheckTests.walkthroughs("Templates/catalog")
            + ExecutionCheckTests.walkthroughs("Tests/Browser/site/Content")
            + ExecutionCheckTests.walkthroughs("Tests/ListDocsExplainTests/Goldens")
            + CodeMatrix.cases()
        let problems = Self.problems(cases)
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
        let collections = cases.filter { $0.1.attributes.view == .collection }.count
        print("header code checked in \(cases.count) walkthroughs (\(collections) collection)")
    }
}
